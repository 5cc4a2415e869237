import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { GAMES, legalPlays, makeSide, positionKey, seededDice, startPosition, Turn } from '../../src/engine/index.js';
import type { GameId, Play, Position } from '../../src/engine/index.js';
import { chooseMove, chooseMoveSync, createBot, evaluatePosition, HeuristicEvaluator, LEVELS, loadNetworks, randomPlay } from '../../src/bot/bot.js';
import { matchUtility, matchWinChance } from '../../src/bot/match-equity.js';
import { Net } from '../../src/bot/net.js';
import { pubevalInputs, pubevalPlay } from '../../training/pubeval.js';
import { viewOf } from '../../src/bot/view.js';
import { DEAD_END_LADDER } from './helpers/ladders.js';
import { fixture } from './helpers/paths.js';

type Dice = readonly number[] | null;

// The synchronous calls below need the networks loaded (each game's loads on first need).
await loadNetworks();

/** Positions with their roll, from seeded random self-play (every `every`-th decision). */
function samplePositions(game: GameId, count: number, seed: number, every = 3): [Position, Dice][] {
  const out: [Position, Dice][] = [];
  const dice = seededDice(seed);
  let pos = startPosition(game);
  let k = 0;
  while (out.length < count) {
    const d: Dice = pos.carried.length > 0 ? null : [dice.die(), dice.die()];
    if (k++ % every === 0) out.push([pos, d]);
    const play = randomPlay(pos, d, { seed: seed * 1000 + k });
    pos = play.result ? startPosition(game) : play.position;
  }
  return out;
}

/** Replays a play's steps through the engine's step-wise view: legal iff this does not throw and ends equal. */
function assertLegal(pos: Position, dice: Dice, play: Play): void {
  let t = Turn.begin(pos, dice);
  for (const s of play.steps) t = t.step(s);
  assert.ok(t.canFinish(), 'the play is a complete turn');
  const done = t.finish();
  assert.equal(positionKey(done.position), positionKey(play.position));
  assert.deepEqual(done.result, play.result);
}

/** A Vtora position in mid-game with white to move, laddering (rolls ≥ 3), no carried numbers. */
function vtoraLadderPosition(): Position {
  const dice = seededDice(77);
  let pos = startPosition('vtora');
  for (let k = 0; ; k++) {
    const d: Dice = pos.carried.length > 0 ? null : [dice.die(), dice.die()];
    const play = randomPlay(pos, d, { seed: k });
    if (play.result) {
      pos = startPosition('vtora');
      continue;
    }
    pos = play.position;
    if (k > 24 && pos.turn === 'white' && pos.carried.length === 0 && pos.rolls.white >= 3) return pos;
  }
}

for (const game of GAMES) {
  test(`${game}: every level returns a legal play in random positions (1,000 per level, 200 at master)`, () => {
    // Positions from random self-play, every decision. A short budget keeps ladders quick: a
    // search cut by its budget must still answer with a legal play.
    const positions = samplePositions(game, 1000, GAMES.indexOf(game) + 1, 1);
    for (const level of LEVELS) {
      const sample = level === 'master' ? positions.slice(0, 200) : positions;
      for (const [pos, d] of sample) {
        const play = chooseMoveSync(pos, d, { level, seed: 5, timeBudgetMs: 40 });
        assertLegal(pos, d, play);
      }
    }
  });
}

test('the random player plays legal plays, reproducibly with a seed', () => {
  for (const game of GAMES) {
    for (const [pos, d] of samplePositions(game, 10, 99)) {
      const a = randomPlay(pos, d, { seed: 3 });
      assertLegal(pos, d, a);
      assert.equal(positionKey(randomPlay(pos, d, { seed: 3 }).position), positionKey(a.position));
    }
  }
});

test('same seed, same position and dice → same play (every level)', () => {
  for (const game of GAMES) {
    for (const [pos, d] of samplePositions(game, 4, 11)) {
      for (const level of LEVELS) {
        const a = chooseMoveSync(pos, d, { level, seed: 'x', timeBudgetMs: 60_000 });
        const b = chooseMoveSync(pos, d, { level, seed: 'x', timeBudgetMs: 60_000 });
        assert.equal(positionKey(a.position), positionKey(b.position), `${game} ${level}`);
      }
    }
  }
});

test('createBot with a seed plays the same sequence of decisions', async () => {
  const positions = samplePositions('prva', 6, 21);
  const run = async () => {
    const bot = createBot({ level: 'easy', seed: 42 });
    const out: string[] = [];
    for (const [p, d] of positions) out.push(positionKey((await bot.chooseMove(p, d)).position));
    return out;
  };
  assert.deepEqual(await run(), await run());
});

test('chooseMove resolves to a legal play', async () => {
  const [[pos, d]] = samplePositions('treta', 1, 5);
  assertLegal(pos, d, await chooseMove(pos, d, { level: 'hard', seed: 1 }));
});

test('cancel: an aborted signal rejects chooseMove and stops chooseMoveSync', async () => {
  const pos = startPosition('prva');
  const ac = new AbortController();
  ac.abort();
  await assert.rejects(chooseMove(pos, [3, 1], { signal: ac.signal }), { name: 'AbortError' });
  assert.throws(() => chooseMoveSync(pos, [3, 1], { signal: ac.signal }), { name: 'AbortError' });
  // Cancelled while thinking: a 1-1 ladder at master with a long budget.
  const ladder = vtoraLadderPosition();
  const ac2 = new AbortController();
  const p = chooseMove(ladder, [1, 1], { level: 'master', signal: ac2.signal, timeBudgetMs: 30_000 });
  ac2.abort(); // before its first slice has run
  await assert.rejects(p, { name: 'AbortError' });
  // Cancelled while thinking: a flag that turns true after a few polls (not a timer, so the test
  // does not depend on the machine's speed).
  let polls = 0;
  const later = {
    get aborted() {
      return ++polls > 3;
    },
  };
  await assert.rejects(chooseMove(ladder, [1, 1], { level: 'master', signal: later, timeBudgetMs: 30_000 }), { name: 'AbortError' });
  // The synchronous core polls `aborted` (e.g. a flag shared with a worker).
  let reads = 0;
  const flag = {
    get aborted() {
      return ++reads > 5;
    },
  };
  assert.throws(() => chooseMoveSync(ladder, [1, 1], { level: 'master', signal: flag, timeBudgetMs: 30_000 }), { name: 'AbortError' });
});

test('bad input throws an Error naming it (never hangs)', async () => {
  const pos = startPosition('prva');
  assert.throws(() => chooseMoveSync(pos, [3, 1], { level: 'grandmaster' as never }), /level/);
  assert.throws(() => chooseMoveSync(pos, [7, 1]), /dice/);
  assert.throws(() => chooseMoveSync(pos, [3]), /dice/);
  assert.throws(() => chooseMoveSync(pos, null), /dice/);
  assert.throws(() => chooseMoveSync(null as never, [3, 1]), /position/);
  assert.throws(() => chooseMoveSync({ ...pos, game: 'chess' } as never, [3, 1]), /position.*game/);
  const broken = { ...pos, white: { ...pos.white, points: pos.white.points.map((n, i) => (i === 6 ? 4 : n)) } };
  assert.throws(() => chooseMoveSync(broken, [3, 1]), /position.*checkers/);
  assert.throws(() => chooseMoveSync(pos, [3, 1], { timeBudgetMs: -5 }), /timeBudgetMs/);
  await assert.rejects(chooseMove(pos, [0, 1]), /dice/);
  assert.throws(() => createBot({ level: 'x' as never }), /level/);
  assert.throws(() => randomPlay(pos, [9, 9]), /dice/);
});

// How long a decision takes is a benchmark figure (npm run bench:bot, docs/bot.md), never a test's limit.
test('V3/D6: Vtora ladder turns (1-1 and 3-3 from the 4th roll, the dead-end 1-1) get a legal whole-ladder play at every level', () => {
  for (const [pos, d] of [
    [vtoraLadderPosition(), [1, 1]],
    [vtoraLadderPosition(), [3, 3]],
    [DEAD_END_LADDER, [1, 1]],
  ] as const) {
    for (const level of LEVELS) {
      const play = chooseMoveSync(pos, d, { level, seed: 1, timeBudgetMs: 300 });
      assertLegal(pos, d, play);
      assert.equal(play.steps.length, Turn.begin(pos, d).stepsRequired, `${level} ${d} plays as many ladder steps as possible (V4)`);
    }
  }
});

test('a tiny time budget still returns a legal play', () => {
  const pos = vtoraLadderPosition();
  const play = chooseMoveSync(pos, [1, 1], { level: 'master', timeBudgetMs: 1 });
  assertLegal(pos, [1, 1], play);
  const [[p2, d2]] = samplePositions('prva', 1, 8);
  assertLegal(p2, d2, chooseMoveSync(p2, d2, { level: 'master', timeBudgetMs: 1 }));
});

test('Vtora carried part-turn (dice = null) is played', () => {
  const found = samplePositions('vtora', 400, 13, 1).filter(([p]) => p.carried.length > 0);
  assert.ok(found.length > 0, 'random self-play produces carried numbers');
  for (const [p] of found.slice(0, 5)) assertLegal(p, null, chooseMoveSync(p, null, { level: 'master', seed: 1 }));
});

test('match-score awareness: match equity is sane', () => {
  assert.equal(matchWinChance(1, 1), 0.5);
  assert.ok(matchWinChance(1, 5) > 0.9);
  // At 1-away/1-away a mars is worth nothing extra.
  const u = matchUtility(1, 1);
  const o = (winMars: number, winTriple = 0) => ({ win: 0.6, winMars, winTriple, loseMars: 0, loseTriple: 0 });
  assert.equal(u(o(0.3)), u(o(0)));
  // O3 off: a triple-shaped win scores as a mars (D9 only with the option); on at 3-away/5-away it is worth more.
  const off = matchUtility(3, 5);
  assert.equal(off(o(0.3, 0.1)), off(o(0.3, 0)));
  const on = matchUtility(3, 5, undefined, true);
  assert.ok(on(o(0.3, 0.1)) > on(o(0.3, 0)), 'with the triple on, a triple wins the match from 3-away');
  const [[pos, d]] = samplePositions('prva', 1, 17);
  assertLegal(pos, d, chooseMoveSync(pos, d, { level: 'master', matchContext: { score: { white: 3, black: 4 }, length: 5 } }));
});

test('network weights survive serialisation', () => {
  let s = 1;
  const rand = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const net = new Net(10, 4).randomize(rand, 0.5);
  const back = Net.fromData(JSON.parse(JSON.stringify(net.toData())));
  for (let i = 0; i < net.w1.length; i++) assert.ok(Math.abs(net.w1[i] - back.w1[i]) < 1e-4);
  const x = new Float32Array(10).fill(0.5);
  const a = net.forward(x, new Float64Array(3));
  const b = back.forward(x, new Float64Array(3));
  for (let k = 0; k < 3; k++) assert.ok(Math.abs(a[k] - b[k]) < 1e-3);
});

test('evaluatePosition gives symmetric chances at the start', () => {
  for (const game of GAMES) {
    // The start is the same for both colours: the mover's chances must not depend on its colour.
    const w = evaluatePosition(startPosition(game, 'macedonian', 'white'));
    const b = evaluatePosition(startPosition(game, 'macedonian', 'black'));
    assert.ok(Math.abs(w.win - b.win) < 1e-9 && Math.abs(w.equity - b.equity) < 1e-9, `${game}: white ${w.win}, black ${b.win}`);
    assert.ok(w.win > 0.2 && w.win < 0.8 && Math.abs(w.equity) < 1.5, `${game}: ${w.win}`);
  }
});

test('pubeval: input encoding and a legal greedy play', () => {
  const w = JSON.parse(readFileSync(fixture('pubeval-weights.json'), 'utf8'));
  const x = pubevalInputs(viewOf(startPosition('prva')));
  // Start, from the mover: 2 on 24 (inputs 0–4), 5 on 6 → n = 5: +2 and +4 = (5 − 3) / 2.
  assert.equal(x[2], 1);
  assert.equal(x[5 * 18 + 2], 1);
  assert.equal(x[5 * 18 + 4], 1);
  // Opponent's 2 on its 24 = my 1: n = −2, no input set.
  assert.equal(x[115] + x[116] + x[117] + x[118] + x[119], 0);
  for (const [pos, d] of samplePositions('prva', 10, 4)) {
    const play = pubevalPlay(w, pos, d!);
    assert.ok(legalPlays(pos, d).some((p) => positionKey(p.position) === positionKey(play.position)));
  }
});

test('running games: the heuristic counts blocks and mobility (a side walled in is worse off)', () => {
  for (const game of ['vtora', 'fevga'] as const) {
    // White all on its start (24); black holds white's 18–23 (black's 6–11), the rest on black's start.
    const blocked: Position = { ...startPosition(game), black: makeSide({ 6: 1, 7: 1, 8: 1, 9: 1, 10: 1, 11: 1, 24: 9 }), rolls: { white: 5, black: 5 } };
    // Compared as logits (the win chance saturates in so lopsided a position).
    const logit = (w: number) => Math.log(w / (1 - w));
    const full = new HeuristicEvaluator();
    const simple = new HeuristicEvaluator({ mob: 0, blk: 0, stuck: 0 });
    assert.ok(logit(full.evaluate(blocked).win) < logit(simple.evaluate(blocked).win) - 1, `${game}: white to move, walled in`);
    const blackToMove: Position = { ...blocked, turn: 'black' };
    assert.ok(logit(full.evaluate(blackToMove).win) > logit(simple.evaluate(blackToMove).win) + 1, `${game}: black to move, walling in`);
    // Take the wall away (the same checkers on black's start): no penalty beyond the simple form's.
    const free: Position = { ...blocked, black: makeSide({ 24: 15 }) };
    assert.ok(Math.abs(logit(full.evaluate(free).win) - logit(simple.evaluate(free).win)) < 0.5, `${game}: no wall`);
  }
});

test('running games: master plays without noise (the seed does not change its play)', () => {
  for (const game of ['vtora', 'fevga'] as const) {
    for (const [pos, d] of samplePositions(game, 12, 31)) {
      const a = chooseMoveSync(pos, d, { level: 'master', seed: 1, timeBudgetMs: 60_000 });
      const b = chooseMoveSync(pos, d, { level: 'master', seed: 2, timeBudgetMs: 60_000 });
      assert.equal(positionKey(a.position), positionKey(b.position), `${game} master`);
    }
  }
});

test('Vtora hard plays with noise (σ = 0.03, which keeps master a level above it): the seed changes some of its choices', () => {
  let changed = 0;
  for (const [pos, d] of samplePositions('vtora', 12, 31)) {
    const a = chooseMoveSync(pos, d, { level: 'hard', seed: 1, timeBudgetMs: 60_000 });
    const b = chooseMoveSync(pos, d, { level: 'hard', seed: 2, timeBudgetMs: 60_000 });
    if (positionKey(a.position) !== positionKey(b.position)) changed++;
  }
  assert.ok(changed > 0, 'no choice of Vtora hard changed with the seed');
});

test('running games: a scaled heuristic keeps the ranking and calibrates the chances (logit × scale)', () => {
  const logit = (w: number) => Math.log(w / (1 - w));
  const plain = new HeuristicEvaluator();
  const scaled = new HeuristicEvaluator({}, 'calibrated', 0.2);
  const sample = samplePositions('vtora', 60, 41).map(([p]) => p);
  for (const pos of sample) {
    const a = plain.evaluate(pos).win;
    const b = scaled.evaluate(pos).win;
    if (a > 1e-9 && a < 1 - 1e-9) assert.ok(Math.abs(logit(b) - 0.2 * logit(a)) < 1e-6);
  }
  // The same order of positions by win chance.
  const byPlain = [...sample].sort((x, y) => plain.evaluate(x).win - plain.evaluate(y).win);
  const wins = byPlain.map((p) => scaled.evaluate(p).win);
  for (let i = 1; i < wins.length; i++) assert.ok(wins[i] >= wins[i - 1] - 1e-12);
});

test('a work budget bounds the search by steps, not time: the same play under any load; one step still gives a legal play', () => {
  const dice = seededDice(77);
  let pos = startPosition('prva');
  for (let i = 0; i < 12; i++) {
    const d = [dice.die(), dice.die()];
    const whole = chooseMoveSync(pos, d, { level: 'master', seed: 1, workBudget: Infinity });
    assert.equal(positionKey(chooseMoveSync(pos, d, { level: 'master', seed: 1, workBudget: Infinity }).position), positionKey(whole.position));
    assertLegal(pos, d, chooseMoveSync(pos, d, { level: 'master', seed: 1, workBudget: 1 }));
    if (whole.result) break;
    pos = whole.position;
  }
  assert.throws(
    () => chooseMoveSync(pos, [3, 1], { workBudget: 0 }),
    (e: Error & { code?: string }) => e.name === 'TablaError' && e.code === 'bad-option' && /workBudget 0/.test(e.message),
  );
  assert.throws(() => chooseMoveSync(pos, [3, 1], { workBudget: 2.5 }), /workBudget 2\.5/);
  assert.throws(() => chooseMoveSync(pos, [3, 1], { workBudget: 10, timeBudgetMs: 100 }), /not both/);
});
