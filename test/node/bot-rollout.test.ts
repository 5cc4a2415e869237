// Truncated rollouts as a refinement teacher (training/rollout.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededDice, seededRandom } from '../../src/engine/index.js';
import { inputCount } from '../../src/bot/features.js';
import { RefineSampler, Teacher } from '../../training/refine.js';
import { checkRolloutSpec, rolloutLabel, RolloutTeacher } from '../../training/rollout.js';
import { OUTPUTS } from '../../training/td.js';
import { lastCheckerPosition, positionsOf, randomNet } from './helpers/refine-fixtures.js';

const RULES = { triple: true };

for (const game of ['prva', 'treta', 'fevga'] as const) {
  test(`a ${game} rollout cut after one play is the 1-ply label: the 36 first rolls each once (or twice) are the 21 rolls weighed`, () => {
    const net = randomNet(game);
    const one = new Teacher(net, game, RULES, 1);
    const positions = positionsOf(game, net, 2, 5, 300).slice(0, 12);
    assert.ok(positions.length >= 10, `${positions.length} positions`);
    for (const games of [36, 72]) {
      const roll = new RolloutTeacher(net, game, RULES, { games, plies: 1 }, 9);
      for (const pos of positions) {
        assert.ok(roll.canLabel(pos));
        const want = one.chances(pos, new Float64Array(OUTPUTS))!;
        const got = roll.chances(pos, new Float64Array(OUTPUTS));
        for (let k = 0; k < OUTPUTS; k++) assert.ok(Math.abs(got[k] - want[k]) < 1e-4, `${games} games, output ${k}: ${got[k]} vs ${want[k]}`);
      }
    }
  });
}

test('a longer rollout gives chances that hold together, the same from the same seed and other dice from another', () => {
  const net = randomNet('prva');
  const pos = positionsOf('prva', net, 1, 5, 300)[3];
  const a = new RolloutTeacher(net, 'prva', RULES, { games: 72, plies: 6 }, 1).chances(pos, new Float64Array(OUTPUTS));
  const b = new RolloutTeacher(net, 'prva', RULES, { games: 72, plies: 6 }, 1).chances(pos, new Float64Array(OUTPUTS));
  const c = new RolloutTeacher(net, 'prva', RULES, { games: 72, plies: 6 }, 2).chances(pos, new Float64Array(OUTPUTS));
  assert.deepEqual(Array.from(a), Array.from(b));
  assert.notDeepEqual(Array.from(a), Array.from(c));
  const [win, winMars, winTriple, loseMars, loseTriple] = a;
  assert.ok(win >= 0 && win <= 1, `win ${win}`);
  assert.ok(winTriple >= 0 && winTriple <= winMars + 1e-9 && winMars <= win + 1e-9, `wins ${win}, ${winMars}, ${winTriple}`);
  assert.ok(loseTriple >= 0 && loseTriple <= loseMars + 1e-9 && loseMars <= 1 - win + 1e-9, `losses ${loseMars}, ${loseTriple}`);
});

test('C6 a rollout from a position whose every roll ends the game gives its exact result', () => {
  const pos = lastCheckerPosition();
  const got = new RolloutTeacher(randomNet('prva'), 'prva', RULES, { games: 36, plies: 10 }, 3).chances(pos, new Float64Array(OUTPUTS));
  assert.deepEqual(
    Array.from(got, (v) => Math.round(v * 1e9) / 1e9),
    [1, 1, 0, 0, 0],
  );
});

test('a rollout spec is checked: games a positive multiple of 36, plies a positive integer; its label names both', () => {
  assert.throws(() => checkRolloutSpec({ games: 50, plies: 10 }), /rollout games must be a positive multiple of 36 .*got 50/);
  assert.throws(() => checkRolloutSpec({ games: 0, plies: 10 }), /got 0/);
  assert.throws(() => checkRolloutSpec({ games: 72, plies: 0 }), /rollout plies must be an integer ≥ 1, got 0/);
  assert.throws(() => new RolloutTeacher(randomNet('prva'), 'prva', RULES, { games: 72, plies: 1.5 }, 1), /got 1.5/);
  assert.equal(rolloutLabel({ games: 72, plies: 10 }), 'rollout-72x10');
});

test('a sampler with a rollout teacher records rollout labels (Vtora too: ladders and carried numbers are played on)', () => {
  for (const game of ['prva', 'vtora'] as const) {
    const net = randomNet(game);
    const width = inputCount(game);
    const into = { inputs: new Float32Array(300 * width), targets: new Float32Array(300 * OUTPUTS) };
    const n = new RefineSampler(net, game, 0, RULES, { games: 36, plies: 4 }, 0.3, 11).playGame(seededDice(5), seededRandom(6), 'white', into, 0);
    assert.ok(n > 3, `${game}: ${n} positions labelled`);
    for (let i = 0; i < n * OUTPUTS; i++) assert.ok(into.targets[i] >= 0 && into.targets[i] <= 1, `${game}: target ${i} = ${into.targets[i]}`);
  }
});
