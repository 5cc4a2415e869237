// The bot's search depths (src/bot/search.ts): 0-, 1- and 2-ply over the same evaluator.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalPlays, positionFromJSON, positionKey, seededDice, startPosition } from '../../src/engine/index.js';
import type { Position } from '../../src/engine/index.js';
import { equity, type Evaluator } from '../../src/bot/evaluator.js';
import { HeuristicEvaluator } from '../../src/bot/heuristic.js';
import { runToEnd, type SearchConfig } from '../../src/bot/candidates.js';
import { search } from '../../src/bot/search.js';
import { chooseMoveSync, loadNetworks, randomPlay } from '../../src/bot/bot.js';
import type { View } from '../../src/bot/view.js';

/** An evaluator that counts its calls. */
function counting(): Evaluator & { calls: number } {
  const inner = new HeuristicEvaluator();
  const ev = {
    name: 'counting',
    calls: 0,
    evaluate(p: Position) {
      ev.calls++;
      return inner.evaluate(p);
    },
    evaluateView(v: View) {
      ev.calls++;
      return inner.evaluateView(v);
    },
  };
  return ev;
}

function config(evaluator: Evaluator, ply: 0 | 1 | 2): SearchConfig {
  return {
    evaluator,
    utility: equity,
    ply,
    topK: 4,
    margin: 1,
    topK2: 2,
    margin2: 1,
    deepOnLadder: false,
    beam: 6,
    replyBeam: 2,
    ladderReplyBeam: 0,
    listLimit: 3000,
    noise: 0,
    rules: {},
  };
}

function run(pos: Position, dice: number[], cfg: SearchConfig) {
  return runToEnd(search(pos, dice, cfg, () => 0.5, { best: null, partial: null }));
}

test('2-ply (Prva master) looks one roll further than 1-ply: far more evaluations, and a legal play', () => {
  // A middle-game position from seeded random play.
  const dice = seededDice(21);
  let pos = startPosition('prva');
  for (let k = 0; k < 12; k++) pos = randomPlay(pos, [dice.die(), dice.die()], { seed: k }).position;
  const roll = [5, 2];
  const counts: number[] = [];
  for (const ply of [0, 1, 2] as const) {
    const ev = counting();
    const play = run(pos, roll, config(ev, ply));
    assert.ok(
      legalPlays(pos, roll).some((p) => positionKey(p.position) === positionKey(play.position)),
      `${ply}-ply play is legal`,
    );
    counts.push(ev.calls);
  }
  assert.ok(counts[1] > counts[0] * 10, `1-ply ${counts[1]} vs 0-ply ${counts[0]} evaluations`);
  assert.ok(counts[2] > counts[1] * 5, `2-ply ${counts[2]} vs 1-ply ${counts[1]} evaluations`);
});

test('judging boards near a base (NetEvaluator.near) gives the same chances as judging each alone, in JavaScript and in the kernel', async () => {
  const { NetEvaluator } = await import('../../src/bot/evaluator.js');
  const { NETWORKS } = await import('../../src/bot/weights/index.js');
  const WEIGHTS = { prva: await NETWORKS.prva!() };
  const { listBoards } = await import('../../src/engine/index.js');
  const { flipView, viewAfterPlay, viewBuffer, viewOf } = await import('../../src/bot/view.js');
  const dice = seededDice(5);
  let pos = startPosition('prva');
  for (let k = 0; k < 9; k++) pos = randomPlay(pos, [dice.die(), dice.die()], { seed: k }).position;
  // JavaScript sums in Float64 (the same up to rounding); the kernel in Float32.
  for (const [kernel, tolerance] of [
    [false, 1e-9],
    [true, 1e-5],
  ] as const) {
    const plain = new NetEvaluator(WEIGHTS, undefined, 'net', kernel);
    const fast = new NetEvaluator(WEIGHTS, undefined, 'net', kernel);
    assert.equal(fast.usesKernel('prva'), kernel);
    const list = listBoards(pos, [6, 3]);
    fast.near(flipView(viewOf(pos)));
    const v = viewBuffer('prva');
    for (let i = 0; i < list.count; i++) {
      const a = plain.evaluateView(viewAfterPlay(list, i, pos, v));
      const b = fast.evaluateView(viewAfterPlay(list, i, pos, v));
      for (const k of ['win', 'winMars', 'winTriple', 'loseMars', 'loseTriple'] as const)
        assert.ok(Math.abs(a[k] - b[k]) < tolerance, `kernel ${kernel}, play ${i} ${k}: ${a[k]} vs ${b[k]}`);
    }
  }
});

test('a network without the five outputs is refused by name', async () => {
  const { NetEvaluator } = await import('../../src/bot/evaluator.js');
  const { Net } = await import('../../src/bot/net.js');
  const { inputCount } = await import('../../src/bot/features.js');
  assert.throws(() => new NetEvaluator({ treta: new Net(inputCount('treta'), 4, 3) }), /network for treta has 3 outputs, expected 5/);
});

test('RULES.md C3/D1: bearing off the last checker, every level makes the full use of the dice among equal finishes (2/1* 1/off, not 2/off alone)', async () => {
  await loadNetworks(['prva']);
  for (const game of ['prva', 'backgammon'] as const) {
    // White's last checker on its 2 point, a black blot on white's 1 point (black's 24), black with none off: 4-1.
    const pos = positionFromJSON({
      game,
      tradition: game === 'backgammon' ? 'international' : 'macedonian',
      turn: 'white',
      white: { points: { 2: 1 }, bar: 0, off: 14 },
      black: { points: { 2: 5, 3: 2, 4: 2, 5: 2, 13: 1, 17: 1, 18: 1, 24: 1 }, bar: 0, off: 0 },
    });
    const finishes = legalPlays(pos, [4, 1]).map((p) => p.steps.map((s) => `${s.from}/${s.to}`).join(' '));
    assert.deepEqual(finishes.slice().sort(), ['2/0', '2/1 1/0'], `${game}: both finishes are legal (C3)`);
    for (const level of ['easy', 'medium', 'hard', 'master'] as const) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const play = chooseMoveSync(pos, [4, 1], { level, seed, rules: { triple: true } });
        assert.equal(play.steps.length, 2, `${game} ${level} seed ${seed}: ${JSON.stringify(play.steps)}`);
        assert.equal(play.position.black.bar, 1, `${game} ${level} seed ${seed}: the blot is hit`);
      }
    }
  }
});
