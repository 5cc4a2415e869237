// Supervised refinement (training/refine.ts): the 1-ply and 2-ply labels and the sampled records.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isLadderTurn, legalPlays, seededDice, seededRandom, startPosition } from '../../src/engine/index.js';
import type { Position } from '../../src/engine/index.js';
import type { Net } from '../../src/bot/net.js';
import { encode, inputCount } from '../../src/bot/features.js';
import { decided, equity, flipOutcome, NetEvaluator, type Outcome } from '../../src/bot/evaluator.js';
import { viewOf } from '../../src/bot/view.js';
import { Teacher, RefineSampler } from '../../training/refine.js';
import { OUTPUTS } from '../../training/td.js';
import { SelfPlayer } from '../../training/self-play.js';
import { lastCheckerPosition, positionsOf, randomNet } from './helpers/refine-fixtures.js';

/**
 * The 1-ply or 2-ply chances by their definition: every roll, the mover's best legal play at 0-ply
 * (every play as a Position, judged in JavaScript: no kernel, no shortcut); at 1-ply its chances,
 * at 2-ply the opponent's 1-ply chances of the board after it, flipped.
 */
function chancesByDefinition(pos: Position, net: Net, plies: 1 | 2): number[] {
  const ev = new NetEvaluator({ [pos.game]: net }, undefined, 'plain', false);
  const sum = [0, 0, 0, 0, 0];
  for (let a = 1; a <= 6; a++) {
    for (let b = a; b <= 6; b++) {
      const w = (a === b ? 1 : 2) / 36;
      let best: { o: Outcome; next: Position | null } | null = null;
      for (const p of legalPlays(pos, [a, b], { triple: true })) {
        const r = p.result;
        const o = r ? decided(r.winner === null ? 0 : r.winner === pos.turn ? r.points : -r.points) : flipOutcome(ev.evaluate(p.position));
        if (best === null || equity(o) > equity(best.o)) best = { o, next: r ? null : p.position };
      }
      let o = best!.o;
      if (plies === 2 && best!.next) {
        const d = chancesByDefinition(best!.next, net, 1);
        o = flipOutcome({ win: d[0], winMars: d[1], winTriple: d[2], loseMars: d[3], loseTriple: d[4] });
      }
      [o.win, o.winMars, o.winTriple, o.loseMars, o.loseTriple].forEach((v, k) => (sum[k] += w * v));
    }
  }
  return sum;
}

for (const game of ['prva', 'treta', 'fevga'] as const) {
  test(`the 1-ply label of a ${game} position is its mover's best play per roll, weighed over the 21 rolls (against a plain count over legalPlays)`, () => {
    const net = randomNet(game);
    const teacher = new Teacher(net, game);
    const out = new Float64Array(OUTPUTS);
    const positions = positionsOf(game, net, 3).slice(0, 25);
    assert.ok(positions.length >= 20, `${positions.length} positions`);
    for (const pos of positions) {
      assert.ok(teacher.canLabel(pos));
      const got = teacher.chances(pos, out);
      assert.ok(got, 'labelled');
      const want = chancesByDefinition(pos, net, 1);
      for (let k = 0; k < OUTPUTS; k++) assert.ok(Math.abs(got[k] - want[k]) < 1e-4, `output ${k}: ${got[k]} vs ${want[k]}`);
    }
  });
}

for (const game of ['prva', 'treta'] as const) {
  test(`the 2-ply label of a ${game} position is, per roll, the opponent's 1-ply chances after the mover's best 0-ply play (against a plain count over legalPlays)`, () => {
    const net = randomNet(game);
    const teacher = new Teacher(net, game, { triple: true }, 2);
    const out = new Float64Array(OUTPUTS);
    const positions = positionsOf(game, net, 2, 9).slice(0, 4);
    assert.ok(positions.length >= 4, `${positions.length} positions`);
    for (const pos of positions) {
      const got = teacher.chances(pos, out);
      assert.ok(got, 'labelled');
      const want = chancesByDefinition(pos, net, 2);
      for (let k = 0; k < OUTPUTS; k++) assert.ok(Math.abs(got[k] - want[k]) < 1e-4, `output ${k}: ${got[k]} vs ${want[k]}`);
      // Not the 1-ply label under another name.
      const one = chancesByDefinition(pos, net, 1);
      assert.ok(
        one.some((v, k) => Math.abs(v - want[k]) > 1e-4),
        'the 2-ply label differs from the 1-ply one',
      );
    }
  });
}

test('V3 V4 the 1-ply label of a Vtora position weighs each ladder roll by the play the 0-ply beam of self-play chooses, every other roll by its best listed play', () => {
  const net = randomNet('vtora');
  const teacher = new Teacher(net, 'vtora');
  const chooser = new SelfPlayer(net, 'vtora');
  const ev = new NetEvaluator({ vtora: net }, undefined, 'plain', false);
  const out = new Float64Array(OUTPUTS);
  const positions = positionsOf('vtora', net, 3)
    .filter((p) => isLadderTurn(p, [2, 2]))
    .slice(0, 12);
  assert.ok(positions.length >= 8, `${positions.length} positions with ladders`);
  for (const pos of positions) {
    assert.ok(teacher.canLabel(pos));
    const got = teacher.chances(pos, out);
    assert.ok(got, 'labelled');
    const want = [0, 0, 0, 0, 0];
    for (let a = 1; a <= 6; a++) {
      for (let b = a; b <= 6; b++) {
        const w = (a === b ? 1 : 2) / 36;
        const plays = isLadderTurn(pos, [a, b]) ? [chooser.choose(pos, [a, b])] : legalPlays(pos, [a, b], { triple: true });
        let best: Outcome | null = null;
        for (const p of plays) {
          const r = p.result;
          const forMover = p.position.turn === pos.turn ? ev.evaluate(p.position) : flipOutcome(ev.evaluate(p.position));
          const o = r ? decided(r.winner === null ? 0 : r.winner === pos.turn ? r.points : -r.points) : forMover;
          if (best === null || equity(o) > equity(best)) best = o;
        }
        [best!.win, best!.winMars, best!.winTriple, best!.loseMars, best!.loseTriple].forEach((v, k) => (want[k] += w * v));
      }
    }
    for (let k = 0; k < OUTPUTS; k++) assert.ok(Math.abs(got[k] - want[k]) < 1e-4, `output ${k}: ${got[k]} vs ${want[k]}`);
  }
});

test('V3 V5 a Vtora position with live ladders gets a 2-ply label unlike its 1-ply one, and a Vtora sampler labels at both depths', () => {
  const net = randomNet('vtora');
  const one = new Teacher(net, 'vtora');
  const two = new Teacher(net, 'vtora', { triple: true }, 2);
  const positions = positionsOf('vtora', net, 2, 7)
    .filter((p) => isLadderTurn(p, [2, 2]))
    .slice(0, 3);
  assert.equal(positions.length, 3);
  for (const pos of positions) {
    const a = Array.from(one.chances(pos, new Float64Array(OUTPUTS))!);
    const b = Array.from(two.chances(pos, new Float64Array(OUTPUTS)) ?? []);
    assert.equal(b.length, OUTPUTS, 'labelled at 2-ply');
    for (const v of b) assert.ok(v >= 0 && v <= 1, `chance ${v}`);
    assert.ok(
      a.some((v, k) => Math.abs(v - b[k]) > 1e-4),
      'the 2-ply label differs from the 1-ply one',
    );
  }
  const width = inputCount('vtora');
  for (const plies of [1, 2] as const) {
    const into = { inputs: new Float32Array(400 * width), targets: new Float32Array(400 * OUTPUTS) };
    const n = new RefineSampler(net, 'vtora', 0, { triple: true }, plies, plies === 2 ? 0.2 : 1).playGame(seededDice(7), seededRandom(8), 'white', into, 0);
    assert.ok(n > (plies === 2 ? 5 : 30), `${n} positions labelled at ${plies}-ply`);
  }
});

test('a teacher refuses a depth other than 1 or 2, and a sampler a label share outside (0, 1]', () => {
  const net = randomNet('prva');
  assert.throws(() => new Teacher(net, 'prva', { triple: true }, 3 as 1), /plies must be 1 or 2, got 3/);
  assert.throws(() => new RefineSampler(net, 'prva', 0.1, { triple: true }, 1, 0), /labelShare must be within \(0, 1\], got 0/);
});

test('a sampler with a label share labels about that share of the positions, and a 2-ply sampler records 2-ply labels', () => {
  const net = randomNet('prva');
  const width = inputCount('prva');
  const into = { inputs: new Float32Array(2000 * width), targets: new Float32Array(2000 * OUTPUTS) };
  let all = 0;
  let some = 0;
  for (let g = 0; g < 4; g++) {
    all += new RefineSampler(net, 'prva', 0).playGame(seededDice(20 + g), seededRandom(30 + g), 'white', into, 0);
    some += new RefineSampler(net, 'prva', 0, { triple: true }, 1, 0.25).playGame(seededDice(20 + g), seededRandom(30 + g), 'white', into, 0);
  }
  assert.ok(some > 0.1 * all && some < 0.4 * all, `${some} of ${all}`);
  const two = { inputs: new Float32Array(2 * width), targets: new Float32Array(2 * OUTPUTS) };
  assert.equal(new RefineSampler(net, 'prva', 0, { triple: true }, 2).playGame(seededDice(3), seededRandom(4), 'white', two, 0), 2);
  const first = startPosition('prva', 'macedonian', 'white');
  assert.deepEqual(two.inputs.subarray(0, width), encode(viewOf(first)));
  const want = chancesByDefinition(first, net, 2);
  for (let k = 0; k < OUTPUTS; k++) assert.ok(Math.abs(two.targets[k] - want[k]) < 1e-5, `output ${k}: ${two.targets[k]} vs ${want[k]}`);
});

test('C6 a position whose every roll ends the game is labelled with its exact result (a mars: the opponent has borne none off)', () => {
  const pos = lastCheckerPosition();
  const got = new Teacher(randomNet('prva'), 'prva').chances(pos, new Float64Array(OUTPUTS))!;
  assert.deepEqual(
    Array.from(got, (v) => Math.round(v * 1e9) / 1e9),
    [1, 1, 0, 0, 0],
  );
});

test('V5 a Vtora position with carried numbers is not labelled (it is a part-turn, not a position before a roll)', () => {
  const net = randomNet('vtora');
  const teacher = new Teacher(net, 'vtora');
  const later = positionsOf('vtora', net, 1, 1).find((p) => p.rolls[p.turn] >= 3);
  assert.ok(later, 'a position after three own rolls');
  assert.equal(teacher.canLabel(later), true);
  assert.equal(teacher.canLabel({ ...later, carried: [3] }), false);
  assert.equal(teacher.canLabel(startPosition('prva', 'macedonian', 'white')), false, 'another game');
});

test('the sampler records each labelled position as its input vector and its 1-ply label, and is repeatable', () => {
  const net = randomNet('prva');
  const width = inputCount('prva');
  const run = () => {
    const into = { inputs: new Float32Array(400 * width), targets: new Float32Array(400 * OUTPUTS) };
    const n = new RefineSampler(net, 'prva', 0.2).playGame(seededDice(7), seededRandom(8), 'white', into, 0);
    return { n, into };
  };
  const a = run();
  const b = run();
  assert.ok(a.n > 10, `${a.n} positions`);
  assert.equal(a.n, b.n);
  assert.deepEqual(a.into.inputs, b.into.inputs);
  assert.deepEqual(a.into.targets, b.into.targets);
  // Each record's label is the teacher's label of the position whose input vector it holds.
  const teacher = new Teacher(net, 'prva');
  const first = startPosition('prva', 'macedonian', 'white');
  assert.deepEqual(a.into.inputs.subarray(0, width), encode(viewOf(first)));
  const label = teacher.chances(first, new Float64Array(OUTPUTS))!;
  for (let k = 0; k < OUTPUTS; k++) assert.ok(Math.abs(a.into.targets[k] - label[k]) < 1e-6);
  for (let i = 0; i < a.n * OUTPUTS; i++) assert.ok(a.into.targets[i] >= 0 && a.into.targets[i] <= 1 + 1e-9);
});

test("the sampler stops at the buffers' end and refuses an exploration share outside [0, 1]", () => {
  const net = randomNet('prva');
  const into = { inputs: new Float32Array(5 * inputCount('prva')), targets: new Float32Array(5 * OUTPUTS) };
  assert.equal(new RefineSampler(net, 'prva').playGame(seededDice(1), seededRandom(2), 'white', into, 0), 5);
  assert.throws(() => new RefineSampler(net, 'prva', 1.5), /explore must be within \[0, 1\], got 1\.5/);
});
