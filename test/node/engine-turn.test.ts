/** The step-wise turn view (D6) and whole-turn lists agree; errors name the problem. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countPlays, legalPlays, positionFromJSON, positionKey, startPosition, TooManyPlaysError, Turn, type Position } from '../../src/engine/index.js';
import { TurnGraph } from '../../src/engine/turn-graph.js';
import { parsePosition } from '../../src/engine/notation/compact.js';
import { DEAD_END_LADDER } from './helpers/ladders.js';
import { randomTurn, rng } from './helpers/random-play.js';

/** Every complete walk of the step-wise view, as a set of resulting positions. */
function walkAll(t: Turn, out = new Set<string>()): Set<string> {
  if (t.canFinish()) out.add(positionKey(t.finish().position));
  for (const s of t.legalSteps()) walkAll(t.step(s), out);
  return out;
}

test('D6: for every roll from each starting position, the step-wise view reaches exactly the legal plays', () => {
  for (const game of ['prva', 'vtora', 'treta', 'fevga'] as const) {
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= a; b++) {
        const pos = startPosition(game);
        const list = new Set(legalPlays(pos, [a, b]).map((p) => positionKey(p.position)));
        assert.deepEqual(walkAll(Turn.begin(pos, [a, b])), list, `${game} ${a}-${b}`);
        assert.equal(countPlays(pos, [a, b]), list.size);
      }
    }
  }
});

test('Turn: undo and reset step back; step() rejects an illegal step naming it', () => {
  const t0 = Turn.begin(startPosition('prva'), [3, 1]);
  const t1 = t0.step({ from: 8, to: 5 });
  assert.equal(t1.steps.length, 1);
  assert.equal(t1.undo(), t0);
  const t2 = t1.step({ from: 6, to: 5 });
  assert.ok(t2.isComplete());
  assert.equal(t2.reset(), t0);
  assert.throws(() => t0.step({ from: 24, to: 23, die: 6 }), /illegal step 24\/23 with 6/);
  assert.throws(() => t1.finish(), /not complete/);
});

test('Turn: the dice are validated with messages naming the bad value', () => {
  const pos = startPosition('prva');
  assert.throws(() => Turn.begin(pos, [0, 3]), /die out of range 1–6: 0/);
  assert.throws(() => Turn.begin(pos, [3]), /two numbers/);
  assert.throws(() => Turn.begin(pos, null), /dice are required/);
  const carried: Position = { ...startPosition('vtora'), carried: [5] };
  assert.throws(() => Turn.begin(carried, [3, 1]), /carried numbers 5 must be played/);
});

const LADDER = positionFromJSON({
  game: 'vtora',
  turn: 'black',
  white: { points: { 11: 1, 15: 1, 17: 1, 18: 1, 19: 1, 24: 10 }, bar: 0, off: 0 },
  black: { points: { 13: 1, 16: 1, 24: 13 }, bar: 0, off: 0 },
  rolls: { white: 4, black: 3 },
});

test('D6: a large Vtora ladder is counted exactly without listing, and listing it stops at the limit with "too many plays"', () => {
  assert.equal(countPlays(LADDER, [3, 3]), 83629);
  assert.equal(legalPlays(LADDER, [3, 3], { limit: 100_000 }).length, 83629);
  assert.throws(
    () => legalPlays(LADDER, [3, 3], { limit: 1000 }),
    (e: unknown) => e instanceof TooManyPlaysError && e.count === null && /too many plays \(more than 1000/.test(e.message),
  );
});

test('D6: a non-ladder list beyond its limit names the exact count', () => {
  const pos = startPosition('prva');
  const n = countPlays(pos, [2, 2]);
  assert.throws(
    () => legalPlays(pos, [2, 2], { limit: 3 }),
    (e: unknown) => e instanceof TooManyPlaysError && e.count === n && e.message.includes(`too many plays (${n};`),
  );
});

test('D6: the step-wise view plays a 20-step 2-2 ladder (883,376 plays) step by step', () => {
  let t = Turn.begin(LADDER, [2, 2]);
  assert.ok(t.isLadder);
  assert.equal(t.stepsRequired, 20);
  t = randomTurn(t, rng(3));
  assert.ok(t.canFinish());
  assert.equal(t.steps.length, 20);
  const play = t.finish();
  assert.deepEqual(play.position.carried, [], 'the whole ladder was played: nothing passes on');
});

test('D6: on the dead-end ladder legalSteps are exact: random walks through them always end on a 24-step play', () => {
  const start = Turn.begin(DEAD_END_LADDER, [1, 1]);
  assert.equal(start.stepsRequired, 24);
  const r = rng(2024);
  const ends = new Set<string>();
  for (let walk = 0; walk < 40; walk++) {
    let t = start;
    for (let steps = t.legalSteps(); steps.length > 0; steps = t.legalSteps()) t = t.step(steps[r(steps.length)]);
    const play = t.finish();
    assert.equal(play.steps.length, 24, `walk ${walk} plays the whole ladder`);
    ends.add(positionKey(play.position));
  }
  assert.ok(ends.size > 1, 'the walks reach different plays');
  assert.ok(ends.size <= countPlays(DEAD_END_LADDER, [1, 1]));
});

test('D6: step() rejects a dead end of a ladder naming the legal steps', () => {
  let t = Turn.begin(DEAD_END_LADDER, [1, 1]);
  const graph = TurnGraph.create(DEAD_END_LADDER, [1, 1]);
  const legal = new Set(graph.legalEdges(graph.root).map((e) => `${e.step.from}/${e.step.to}`));
  assert.ok(
    graph.edges(graph.root).every((e) => legal.has(`${e.step.from}/${e.step.to}`)),
    'every first step of this ladder can be completed',
  );
  // Eleven steps in (into the 3s), some single steps are dead ends: step() refuses one.
  for (let i = 0; i < 11; i++) t = t.step(t.legalSteps()[0]);
  let n = graph.root;
  for (const s of t.steps) n = graph.edges(n).find((e) => e.step.from === s.from && e.step.to === s.to)!.node;
  const ok = new Set(t.legalSteps().map((s) => `${s.from}/${s.to}`));
  const bad = graph.edges(n).find((e) => !ok.has(`${e.step.from}/${e.step.to}`));
  assert.ok(bad, 'a dead-end step exists here');
  assert.throws(() => t.step({ from: bad.step.from, to: bad.step.to }), /illegal step .*legal now:/);
  const first = t.legalSteps()[0];
  t = t.step({ from: first.from, to: first.to });
  assert.equal(t.steps.length, 12);
});

test("C1, C2: routes give each place a checker reaches by one die or a sum of dice, with the engine's steps", () => {
  const way = (t: Turn, from: number) =>
    Object.fromEntries(t.routes(from).map((r) => [r.to, r.steps.map((s) => `${s.from}/${s.to}${s.hit ? '*' : ''}`).join(' ')]));
  // 5-2 from 9 with a black blot on 7: both ways reach 2; the way that hits on 7 is given (as GNU Backgammon's board plays it).
  const bg = Turn.begin(parsePosition('backgammon trad:international w:9,6x5,13x5,8x2,24x2 b:18,13x5,8x4,6x5 turn:w'), [5, 2]);
  assert.deepEqual(way(bg, 9), { 4: '9/4', 7: '9/7*', 2: '9/7* 7/2' });
  // 2-2 from Prva's 24: two, three and four steps of the double.
  assert.deepEqual(way(Turn.begin(parsePosition('prva start'), [2, 2]), 24), {
    22: '24/22',
    20: '24/22 22/20',
    18: '24/22 22/20 20/18',
    16: '24/22 22/20 20/18 18/16',
  });
  // 4-3 from Prva's 24: 17 is black's 8 point, so only the single dice.
  assert.deepEqual(Object.keys(way(Turn.begin(parsePosition('prva start'), [4, 3]), 24)).sort(), ['20', '21']);
  // A Vtora ladder goes in order: 1-1 from 24 climbs 23, 22, 21, 20, then 18 (the 2s).
  const ladder = Turn.begin(parsePosition('vtora w:24x15 b:24x15 turn:w rolls:3/3'), [1, 1]);
  assert.ok(ladder.isLadder);
  assert.deepEqual(way(ladder, 24)[18], '24/23 23/22 22/21 21/20 20/18');
  // Every route's steps play legally, one after another.
  for (const r of bg.routes(9)) r.steps.reduce((t, s) => t.step(s), bg);
});

test('Turn.routes refuses a place that is not a point, naming it', () => {
  const t = Turn.begin(parsePosition('prva start'), [3, 1]);
  assert.throws(() => t.routes('8' as never), /a point must be an integer 0–25 \(25 = bar\), got "8"/);
  assert.throws(() => t.routes(26), /got 26/);
  assert.deepEqual(t.routes(20), []);
});
