import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listBoards, positionFromJSON } from '../../src/engine/index.js';
import type { GameId, Position } from '../../src/engine/index.js';
import { Net } from '../../src/bot/net.js';
import { kernelAvailable, netKernel } from '../../src/bot/net-kernel.js';
import { equity, NetEvaluator } from '../../src/bot/evaluator.js';
import { flipView, viewAfterPlay, viewBuffer, viewOf } from '../../src/bot/view.js';
import { encode } from '../../src/bot/features.js';
import { NETWORKS } from '../../src/bot/weights/index.js';
import { conformanceCases, repoRoot } from './helpers/paths.js';
import { reference } from './helpers/net-reference.js';

test('the committed kernel (net-kernel-wasm.ts) is the assembly of net-kernel.wat', async () => {
  const lib = (await import(pathToFileURL(path.join(repoRoot, 'scripts/lib/wasm.mjs')).href)) as {
    assembleKernel(file: string): Promise<Uint8Array>;
    kernelModuleSource(bytes: Uint8Array): string;
  };
  const bytes = await lib.assembleKernel(path.join(repoRoot, 'src/bot/net-kernel.wat'));
  const committed = fs.readFileSync(path.join(repoRoot, 'src/bot/net-kernel-wasm.ts'), 'utf8');
  assert.equal(committed, lib.kernelModuleSource(bytes), 'src/bot/net-kernel-wasm.ts is stale: run node scripts/build/build-wasm.mjs');
});

test('Node runs the kernel (WebAssembly SIMD)', () => {
  assert.equal(kernelAvailable(), true);
});

test('kernel forward and forwardFrom agree with a plain dense pass: input and hidden sizes off a multiple of four, 0–12 changed inputs, a new base', () => {
  let s = 5;
  const rand = () => (s = (s * 16807) % 2147483647) / 2147483647;
  for (const [inputs, hidden] of [
    [30, 1],
    [30, 3],
    [31, 4],
    [33, 7],
    [222, 80],
    [41, 83],
  ]) {
    const net = new Net(inputs, hidden).randomize(rand, 0.8);
    for (let j = 0; j < hidden; j++) net.b1[j] = rand() - 0.5;
    for (let k = 0; k < 5; k++) net.b2[k] = rand() - 0.5;
    const k = netKernel(net)!;
    assert.ok(k, 'a kernel');
    assert.equal(netKernel(net), k, 'one kernel per network');
    for (let round = 0; round < 3; round++) {
      const base = new Float32Array(inputs).map(() => (rand() < 0.4 ? 1 : 0));
      k.base.set(base);
      k.setBase();
      for (let changed = 0; changed <= 12; changed++) {
        const x = base.slice();
        for (let c = 0; c < changed; c++) x[(c * 7 + round) % inputs] = rand() < 0.3 ? 0 : rand() * 2;
        const want = reference(net, x);
        k.x.set(x);
        const from = Array.from(k.forwardFrom());
        const full = Array.from(k.forward());
        for (let o = 0; o < 5; o++) {
          assert.ok(Math.abs(from[o] - want[o]) < 1e-5, `${inputs}-${hidden}, ${changed} changed: forwardFrom ${o} ${from[o]} vs ${want[o]}`);
          assert.ok(Math.abs(full[o] - want[o]) < 1e-5, `${inputs}-${hidden}, ${changed} changed: forward ${o} ${full[o]} vs ${want[o]}`);
        }
      }
    }
  }
});

test('the kernel squashes huge sums to 0 and 1 without NaN', () => {
  const net = new Net(8, 4);
  net.w1.fill(50);
  net.w2.fill(0);
  net.b2.set([200, -200, 0, 88, -88]);
  const k = netKernel(net)!;
  k.x.set([1, 1, 1, 1, 1, 1, 1, 1]);
  const y = Array.from(k.forward());
  assert.deepEqual(
    y.map((v) => Number.isFinite(v)),
    [true, true, true, true, true],
  );
  assert.ok(y[0] > 1 - 1e-6 && y[1] < 1e-6 && Math.abs(y[2] - 0.5) < 1e-6 && y[3] > 1 - 1e-6 && y[4] < 1e-6, y.join(' '));
});

/** Conformance positions of a game, each with its dice. */
function cases(file: string): { pos: Position; dice: number[] }[] {
  return conformanceCases<{ position: unknown; dice: number[] }>(file).map((c) => ({ pos: positionFromJSON(c.position), dice: c.dice }));
}

const FILES: Partial<Record<GameId, string>> = {
  prva: 'prva-gnubg.jsonl',
  treta: 'rules-treta-greek.jsonl',
  fevga: 'rules-fevga-greek.jsonl',
  vtora: 'rules-vtora-macedonian.jsonl',
  nardy: 'rules-nardy-macedonian.jsonl',
};

test('every shipped network judges the boards after each play the same in the kernel and in JavaScript (within 2e-5), and ranks the same best play', async () => {
  for (const [game, file] of Object.entries(FILES) as [GameId, string][]) {
    const net = Net.fromData(await NETWORKS[game]!());
    const js = new NetEvaluator({ [game]: net }, undefined, 'net', false);
    const wasm = new NetEvaluator({ [game]: net });
    assert.equal(js.usesKernel(game), false);
    assert.equal(wasm.usesKernel(game), true);
    const view = viewBuffer(game);
    let boards = 0;
    let sameBest = 0;
    let positions = 0;
    for (const { pos, dice } of cases(file).slice(0, 300)) {
      let list;
      try {
        list = listBoards(pos, dice);
      } catch {
        continue; // a Vtora ladder: played step by step
      }
      const base = flipView(viewOf(pos));
      js.near(base);
      wasm.near(base);
      let bestJs = -Infinity;
      let bestWasm = -Infinity;
      let atJs = -1;
      let atWasm = -1;
      const eq: number[] = [];
      for (let i = 0; i < list.count; i++) {
        if (list.result(i)) continue;
        const v = viewAfterPlay(list, i, pos, view);
        const a = js.evaluateView(v);
        const b = wasm.evaluateView(v);
        for (const key of ['win', 'winMars', 'winTriple', 'loseMars', 'loseTriple'] as const) {
          assert.ok(Math.abs(a[key] - b[key]) < 2e-5, `${game} ${key}: ${a[key]} vs ${b[key]}`);
        }
        const ua = -equity(a);
        const ub = -equity(b);
        eq.push(ua);
        if (ua > bestJs) [bestJs, atJs] = [ua, i];
        if (ub > bestWasm) [bestWasm, atWasm] = [ub, i];
        boards++;
      }
      if (atJs < 0) continue;
      positions++;
      // The same best play, unless two plays are within rounding of each other.
      if (atJs === atWasm) sameBest++;
      else assert.ok(Math.abs(eq[atJs] - eq[atWasm]) < 1e-4, `${game}: the kernel's best differs by ${eq[atJs] - eq[atWasm]}`);
    }
    assert.ok(boards > 200, `${game}: only ${boards} boards`);
    assert.ok(sameBest >= positions - 2, `${game}: the same best play in ${sameBest} of ${positions}`);
  }
});

test('evaluators sharing a network (and so its kernel) each keep their own base', async () => {
  const net = Net.fromData(await NETWORKS.prva!());
  const a = new NetEvaluator({ prva: net });
  const b = new NetEvaluator({ prva: net });
  const fresh = new NetEvaluator({ prva: net });
  const [one, two] = cases('prva-gnubg.jsonl');
  a.near(flipView(viewOf(one.pos)));
  b.near(flipView(viewOf(two.pos))); // replaces the kernel's base
  const list = listBoards(one.pos, one.dice);
  const view = viewBuffer('prva');
  for (let i = 0; i < list.count; i++) {
    const v = viewAfterPlay(list, i, one.pos, view);
    const got = a.evaluateView(v);
    const want = fresh.evaluateView(v); // no base: a full pass
    assert.ok(Math.abs(got.win - want.win) < 1e-5, `play ${i}: ${got.win} vs ${want.win}`);
  }
});

test('without WebAssembly, or when compiling it is refused, the bot plays in JavaScript, the same play', () => {
  // A child Node with WebAssembly hidden (--no-expose-wasm) against this one, on 40 Prva positions at level hard.
  const script = (prelude: string) => `
    ${prelude}
    const E = await import(${JSON.stringify(pathToFileURL(path.join(repoRoot, 'build/node/src/engine/index.js')).href)});
    const B = await import(${JSON.stringify(pathToFileURL(path.join(repoRoot, 'build/node/src/bot/index.js')).href)});
    const K = await import(${JSON.stringify(pathToFileURL(path.join(repoRoot, 'build/node/src/bot/net-kernel.js')).href)});
    const fs = await import('node:fs');
    await B.loadNetworks();
    const lines = fs.readFileSync(${JSON.stringify(path.join(repoRoot, 'test/fixtures/conformance/prva-gnubg.jsonl'))}, 'utf8').trim().split('\\n').slice(0, 40);
    const plays = lines.map((l) => { const c = JSON.parse(l); return E.positionKey(B.chooseMoveSync(E.positionFromJSON(c.position), c.dice, { level: 'hard', seed: 3 }).position); });
    console.log(JSON.stringify({ wasm: typeof WebAssembly !== 'undefined', kernel: K.kernelAvailable(), plays }));
  `;
  const run = (flags: string[], prelude = '') => {
    const r = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script(prelude)], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr.slice(0, 500));
    return JSON.parse(r.stdout.trim().split('\n').pop()!) as { wasm: boolean; kernel: boolean; plays: string[] };
  };
  const without = run(['--no-expose-wasm']);
  // As under a Content-Security-Policy without 'wasm-unsafe-eval': compiling throws.
  const refused = run([], "WebAssembly.Module = function () { throw new WebAssembly.CompileError('refused by the page policy'); };");
  const withKernel = run([]);
  assert.deepEqual([without.wasm, without.kernel], [false, false]);
  assert.deepEqual([refused.wasm, refused.kernel], [true, false]);
  assert.deepEqual([withKernel.wasm, withKernel.kernel], [true, true]);
  assert.deepEqual(refused.plays, without.plays, 'both JavaScript runs play alike');
  const same = without.plays.filter((p, i) => p === withKernel.plays[i]).length;
  assert.ok(same >= 39, `the same play in ${same} of 40 positions`);
});

test('an evaluator without the kernel follows its network as it is trained (self-play trains the network it plays with)', async () => {
  const net = Net.fromData(await NETWORKS.prva!());
  const js = new NetEvaluator({ prva: net }, undefined, 'net', false);
  const v = viewOf(cases('prva-gnubg.jsonl')[3].pos);
  const before = js.evaluateView(v).win;
  const x = new Float32Array(net.inputs);
  for (let k = 0; k < 20; k++) net.train(encode(v, x), [0, 0, 0, 1, 1], 0.1);
  const after = js.evaluateView(v).win;
  assert.ok(after < before - 0.01, `trained towards a loss: ${before} → ${after}`);
  assert.ok(Math.abs(after - net.forward(encode(v, x), new Float64Array(5))[0]) < 1e-9);
});
