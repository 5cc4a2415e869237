/** The step-wise turn view (D6) and whole-turn lists agree; errors name the problem. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  countPlays,
  legalPlays,
  positionFromJSON,
  positionKey,
  startPosition,
  TooManyPlaysError,
  Turn,
  type Position,
} from '../../src/engine/index.js';
import { TurnGraph } from '../../src/engine/turn.js';
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
  assert.throws(() => legalPlays(LADDER, [3, 3], { limit: 1000 }), (e: unknown) => e instanceof TooManyPlaysError && /too many plays \(more than 1000/.test(e.message));
});

test('D6: a non-ladder list beyond its limit names the exact count', () => {
  const pos = startPosition('prva');
  const n = countPlays(pos, [2, 2]);
  assert.throws(() => legalPlays(pos, [2, 2], { limit: 3 }), (e: unknown) => e instanceof TooManyPlaysError && e.count === n && e.message.includes(`too many plays (${n};`));
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

test('D6: quickSteps are legal steps, never none while a step is due, and walking them never needs the exhaustive ladder search', () => {
  const start = Turn.begin(DEAD_END_LADDER, [1, 1]);
  assert.equal(start.stepsRequired, 24);
  const quick = start.quickSteps();
  const legal = start.legalSteps();
  assert.ok(quick.length > 0);
  for (const s of quick) assert.ok(legal.some((l) => l.from === s.from && l.to === s.to && l.die === s.die), `quick step ${s.from}/${s.to} is legal`);
  // Forty random walks through one turn graph (as the bot's beam shares one): all end on legal plays.
  const graph = TurnGraph.create(DEAD_END_LADDER, [1, 1]);
  const ends = new Set<string>();
  const r = rng(2024);
  for (let walk = 0; walk < 40; walk++) {
    let node = graph.root;
    for (;;) {
      const edges = graph.quickEdges(node);
      if (edges.length === 0) break;
      node = edges[r(edges.length)].node;
    }
    assert.ok(graph.isLegalEnd(node), `walk ${walk} ends on a legal play`);
    ends.add(positionKey(graph.playAt(node, []).position));
  }
  assert.equal(graph.exhaustive, false, 'no walk needed the exhaustive search');
  // The same through the public view: every step() is accepted and finish() gives a legal play.
  for (let walk = 0; walk < 3; walk++) {
    let t = Turn.begin(DEAD_END_LADDER, [1, 1]);
    for (let steps = t.quickSteps(); steps.length > 0; steps = t.quickSteps()) t = t.step(steps[r(steps.length)]);
    assert.equal(t.finish().steps.length, 24);
  }
  assert.ok(ends.size > 1, 'the walks reach different plays');
});

test('D6: step() checks only the step asked for, and still rejects a dead end of a ladder naming the legal steps', () => {
  // On the dead-end ladder, a step that cannot be completed to a 24-step play is refused.
  let t = Turn.begin(DEAD_END_LADDER, [1, 1]);
  const graph = TurnGraph.create(DEAD_END_LADDER, [1, 1]);
  const legal = new Set(graph.legalEdges(graph.root).map((e) => `${e.step.from}/${e.step.to}`));
  const dead = graph.edges(graph.root).find((e) => !legal.has(`${e.step.from}/${e.step.to}`));
  assert.ok(dead === undefined, 'every first step of this ladder can be completed');
  // Eleven steps in (into the 3s), some steps are dead ends: step() refuses one.
  for (let i = 0; i < 11; i++) t = t.step(t.quickSteps()[0]);
  const g = TurnGraph.create(DEAD_END_LADDER, [1, 1]);
  let n = g.root;
  for (const s of t.steps) n = g.edges(n).find((e) => e.step.from === s.from && e.step.to === s.to)!.node;
  const ok = new Set(g.legalEdges(n).map((e) => `${e.step.from}/${e.step.to}`));
  const bad = g.edges(n).find((e) => !ok.has(`${e.step.from}/${e.step.to}`));
  assert.ok(bad, 'a dead-end step exists here');
  assert.throws(() => t.step({ from: bad.step.from, to: bad.step.to }), /illegal step .*legal now:/);
  const first = t.quickSteps()[0];
  t = t.step({ from: first.from, to: first.to });
  assert.equal(t.steps.length, 12);
});

test('D6: stepsRequiredWithin settles a ladder only when that is cheap, and otherwise builds nothing costly', () => {
  const big = Turn.begin(LADDER, [3, 3]);
  assert.equal(big.stepsRequiredWithin(1), null, 'one node expansion cannot settle a 16-step ladder');
  const graph = TurnGraph.create(LADDER, [3, 3]);
  assert.equal(graph.maxUseWithin(1), null);
  assert.equal(graph.exhaustive, false);
  // With room to search, the same answer as the exact one.
  assert.equal(Turn.begin(DEAD_END_LADDER, [1, 1]).stepsRequiredWithin(20_000), 24);
  assert.equal(big.stepsRequiredWithin(1_000_000), big.stepsRequired);
  // Not a ladder: always the exact answer.
  assert.equal(Turn.begin(startPosition('prva'), [6, 5]).stepsRequiredWithin(0), 2);
});
