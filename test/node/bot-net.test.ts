import { test } from 'node:test';
import assert from 'node:assert/strict';
import { positionFromJSON } from '../../src/engine/index.js';
import { Net, sigmoid } from '../../src/bot/net.js';
import { flipView, shots, shotsAgainst, viewOf } from '../../src/bot/view.js';
import { conformanceCases } from './helpers/paths.js';
import { exact, reference } from './helpers/net-reference.js';

test('the tabulated sigmoid is within 1e-6 of the exact one everywhere, and never decreases', () => {
  let prev = -1;
  for (let z = -40; z <= 40; z += 0.00731) {
    const s = sigmoid(z);
    assert.ok(Math.abs(s - exact(z)) < 1e-6, `sigmoid(${z}) = ${s}, exact ${exact(z)}`);
    assert.ok(s >= prev, `sigmoid decreases at ${z}`);
    prev = s;
  }
  assert.equal(sigmoid(1e9), 1);
  assert.equal(sigmoid(-1e9), 0);
  assert.ok(Math.abs(sigmoid(0) - 0.5) < 1e-12);
});

test('forward and forwardFrom agree with a plain dense pass, for hidden sizes with and without a remainder of four', () => {
  let s = 7;
  const rand = () => (s = (s * 16807) % 2147483647) / 2147483647;
  for (const hidden of [1, 3, 4, 7, 80, 83]) {
    const net = new Net(30, hidden).randomize(rand, 0.8);
    for (let j = 0; j < hidden; j++) net.b1[j] = rand() - 0.5;
    const base = new Float32Array(30).map(() => (rand() < 0.4 ? 1 : 0));
    const sums = net.hiddenSums(base, new Float64Array(hidden));
    for (let t = 0; t < 20; t++) {
      const x = base.slice();
      for (let k = 0; k < 5; k++) x[Math.floor(rand() * 30)] = rand() < 0.5 ? 0 : rand() * 2;
      const want = reference(net, x);
      const a = Array.from(net.forward(x, new Float64Array(5)));
      const b = Array.from(net.forwardFrom(base, sums, x, new Float64Array(5)));
      for (let k = 0; k < 5; k++) {
        assert.ok(Math.abs(a[k] - want[k]) < 1e-5, `hidden ${hidden}: forward output ${k} ${a[k]} vs ${want[k]}`);
        assert.ok(Math.abs(b[k] - want[k]) < 1e-5, `hidden ${hidden}: forwardFrom output ${k} ${b[k]} vs ${want[k]}`);
      }
    }
  }
});

test('forward, hiddenSums and forwardFrom agree with a plain dense pass for every number of changed inputs (0–9) and for 3 or 5 outputs', () => {
  let s = 11;
  const rand = () => (s = (s * 16807) % 2147483647) / 2147483647;
  for (const outputs of [3, 5]) {
    for (const hidden of [5, 80]) {
      const net = new Net(40, hidden, outputs).randomize(rand, 0.8);
      for (let k = 0; k < outputs; k++) net.b2[k] = rand() - 0.5;
      const base = new Float32Array(40).map(() => (rand() < 0.3 ? 1 : 0));
      const sums = net.hiddenSums(base, new Float64Array(hidden));
      const plain = reference(net, base);
      for (let j = 0; j < hidden; j++) {
        let z = net.b1[j];
        for (let i = 0; i < 40; i++) z += net.w1[i * hidden + j] * base[i];
        assert.ok(Math.abs(sums[j] - z) < 1e-9, `hidden ${hidden}: hiddenSums[${j}] ${sums[j]} vs ${z}`);
      }
      for (let changed = 0; changed <= 9; changed++) {
        const x = base.slice();
        for (let k = 0; k < changed; k++) x[k * 4 + 1] = base[k * 4 + 1] + 0.25 + k; // `changed` distinct inputs differ
        const want = changed === 0 ? plain : reference(net, x);
        const a = net.forward(x, new Float64Array(outputs));
        const b = net.forwardFrom(base, sums, x, new Float64Array(outputs));
        for (let k = 0; k < outputs; k++) {
          assert.ok(Math.abs(a[k] - want[k]) < 1e-5, `${outputs} outputs, hidden ${hidden}, ${changed} changed: forward ${k} ${a[k]} vs ${want[k]}`);
          assert.ok(Math.abs(b[k] - want[k]) < 1e-5, `${outputs} outputs, hidden ${hidden}, ${changed} changed: forwardFrom ${k} ${b[k]} vs ${want[k]}`);
        }
      }
    }
  }
});

test('shotsAgainst counts the shots of the flipped board, whichever game its scratch board last held', () => {
  const files = ['prva-gnubg.jsonl', 'rules-treta-greek.jsonl', 'rules-prva-macedonian.jsonl', 'rules-treta-macedonian.jsonl', 'rules-fevga-greek.jsonl'];
  let checked = 0;
  for (let round = 0; round < 2; round++) {
    for (const f of files) {
      for (const c of conformanceCases<{ position: unknown }>(f).slice(0, 150)) {
        const v = viewOf(positionFromJSON(c.position));
        assert.equal(shotsAgainst(v), shots(flipView(v)), `${f}: ${JSON.stringify(c.position).slice(0, 120)}`);
        checked++;
      }
    }
  }
  assert.ok(checked >= 600, `only ${checked} positions checked`);
});
