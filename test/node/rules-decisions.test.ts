/** RULES.md D1–D3, D5, D6 (D4 is in rules-prva, D7 in rules-fevga). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Worker } from 'node:worker_threads';
import { countPlays, legalPlays, positionKey, startPosition, type Position } from '../../src/engine/index.js';
import { TurnGraph } from '../../src/engine/turn-graph.js';
import { ending, expectMoves, expectPlays, playKey, pos } from './helpers/scenario.js';

test('D1: bearing off the last checker ends the game at once, whatever dice remain (prva 6-6)', () => {
  const p = pos('prva', { 2: 1, 1: 1 }, { 12: 15 });
  const plays = expectPlays(p, [6, 6], [ending(p, '2/off 1/off', { winner: 'white', points: 2, kind: 'mars' })]);
  assert.equal(plays[0].steps.length, 2);
});

test('D1: in a Vtora ladder — two of eight steps, then the game is over', () => {
  const p = pos('vtora', { 4: 1, 1: 1 }, { 24: 14, off: 1 }, { rolls: { white: 3, black: 3 } });
  const plays = expectPlays(p, [5, 5], [ending(p, '4/off 1/off', { winner: 'white', points: 1, kind: 'single' })]);
  assert.equal(plays[0].steps.length, 2);
});

test('D1: in Fevga and Treta too', () => {
  for (const game of ['fevga', 'treta'] as const) {
    const p = pos(game, { 3: 1 }, { 10: 15 });
    const plays = expectPlays(p, [4, 4], [ending(p, '3/off', { winner: 'white', points: 2, kind: 'mars' })]);
    assert.equal(plays[0].steps.length, 1, game);
  }
});

test('D2: a combined move touching down on a blot hits it (prva) — a different play from passing the other way', () => {
  // White 13, black blot on white 9 (black 16); 4-1: 13/9*/8 hits, 13/12/8 does not.
  const p = pos('prva', { 13: 1, 1: 14 }, { 16: 1, 11: 14 });
  const plays = expectMoves(p, [4, 1], ['13/9*/8', '13/12/8']);
  assert.equal(plays.filter((pl) => pl.position.black.bar === 1).length, 1);
});

test('D2: in Treta touching down pins, moving on releases (step by step)', () => {
  const p = pos('treta', { 13: 1, 24: 14 }, { 18: 1, 24: 14 });
  const g = TurnGraph.create(p, [6, 2]);
  const pinStep = g.legalEdges(g.root).find((e) => e.step.from === 13 && e.step.to === 7)!;
  assert.equal(pinStep.step.pin, true);
  assert.deepEqual(g.partialPosition(pinStep.node).pinned.black, [18]);
  const moveOn = g.legalEdges(pinStep.node).find((e) => e.step.from === 7 && e.step.to === 5)!;
  assert.deepEqual(g.partialPosition(moveOn.node).pinned.black, []);
});

test('D3: plays leading to the same position are one play (prva, treta, fevga)', () => {
  // Prva: 13/10 10/9 = 13/12 12/9 = 10/9 13/10 — one play.
  const a = pos('prva', { 13: 1, 10: 1, 1: 13 }, { 1: 15 });
  expectMoves(a, [3, 1], ['13/10 10/9', '13/12 10/7', '10/7/6']);
  // Treta: 13/7*/5 (pin and release) and 13/11/5 are the same play.
  const b = pos('treta', { 13: 1, 24: 14 }, { 18: 1, 24: 14 });
  const five = legalPlays(b, [6, 2]).filter((pl) => pl.position.white.points[5] === 1);
  assert.equal(five.length, 1);
});

test('D3: no play is listed twice, and countPlays agrees with the list', () => {
  const cases: Array<[Position, number[] | null]> = [
    [startPosition('prva'), [1, 1]],
    [startPosition('prva'), [6, 5]],
    [startPosition('treta'), [2, 2]],
    [startPosition('vtora'), [3, 1]],
    [startPosition('fevga'), [5, 5]],
    [pos('prva', { 24: 2, 13: 4, 8: 3, 6: 4, 3: 2 }, { 24: 2, 13: 5, 8: 2, 6: 4, 5: 2 }), [2, 2]],
    [pos('vtora', { 24: 10, 18: 2, 14: 3 }, { 24: 11, 20: 2, 16: 2 }, { rolls: { white: 4, black: 4 } }), [6, 6]],
  ];
  for (const [p, dice] of cases) {
    const plays = legalPlays(p, dice);
    const keys = plays.map(playKey);
    assert.equal(new Set(keys).size, keys.length);
    assert.equal(countPlays(p, dice), plays.length);
  }
});

test('D3: in Vtora the numbers passed on are part of the play (same board + same carried = same play)', () => {
  // 6-5 roll with only one die playable either way from two different checkers would differ on the board;
  // here: every listed play has a distinct (board, carried) pair.
  const p = pos('vtora', { 24: 1, 20: 1, 1: 13 }, { 6: 1, 1: 14 }, { rolls: { white: 1, black: 1 } });
  const plays = legalPlays(p, [6, 5]);
  const keys = plays.map((pl) => positionKey(pl.position));
  assert.equal(new Set(keys).size, keys.length);
  // 24/18 is closed (black 6 = white 18) and 13 is closed (black 1): 24/19 20/14, or 20/14/9 (= 20/15/9).
  expectMoves(p, [6, 5], ['24/19 20/14', '20/9']);
});

test('D5: outside the greek tradition the tradition never changes legality (prva, vtora, fevga)', () => {
  const cases: Array<[Position, number[]]> = [
    [startPosition('prva'), [4, 2]],
    [startPosition('vtora'), [6, 6]],
    [startPosition('fevga'), [5, 5]],
  ];
  for (const [p, dice] of cases) {
    const ref = legalPlays(p, dice)
      .map((pl) => positionKey({ ...pl.position, tradition: 'macedonian' }))
      .sort();
    for (const tradition of ['bulgarian', 'greek', 'turkish'] as const) {
      const q = { ...p, tradition };
      const got = legalPlays(q, dice)
        .map((pl) => positionKey({ ...pl.position, tradition: 'macedonian' }))
        .sort();
      assert.deepEqual(got, ref, `${p.game} ${tradition}`);
    }
  }
});

// ---------------------------------------------------------------- D6

const BIG_LADDER = {
  game: 'vtora',
  tradition: 'macedonian',
  turn: 'white',
  white: { points: { 24: 5, 20: 3, 17: 3, 13: 2, 9: 2 }, bar: 0, off: 0 },
  black: { points: { 24: 6, 19: 3, 15: 3, 7: 3 }, bar: 0, off: 0 },
  rolls: { white: 5, black: 5 },
} as const;

test('D6: a mid-game 1-1 ladder is worked step by step, building only the steps next to the path (maxUse, next legal steps, one full play)', () => {
  const p = pos('vtora', { 24: 5, 20: 3, 17: 3, 13: 2, 9: 2 }, { 24: 6, 19: 3, 15: 3, 7: 3 }, { rolls: { white: 5, black: 5 } });
  const g = TurnGraph.create(p, [1, 1]);
  assert.equal(g.maxUse(), 24, 'all 24 ladder steps (1s to 6s) can be played');
  let n = g.root;
  let steps = 0;
  while (!g.isLegalEnd(n)) {
    const edges = g.legalEdges(n);
    assert.ok(edges.length > 0);
    // V3: strictly in order — the first legal edges all use the lowest remaining number.
    assert.ok(edges.every((e) => e.step.die === edges[0].step.die));
    n = edges[0].node;
    steps++;
  }
  assert.equal(steps, 24);
  // Not every play (D6: over a million in such a ladder): only the root and the partial turns one step from each of the 24
  // positions on the path (a ladder's next step uses one number, from at most 25 places).
  assert.ok(g.size <= 1 + 24 * 25, `${g.size} partial turns built`);
});

/** Run an engine call in a worker with a deadline (a synchronous hang would otherwise block the suite). */
function inWorker(body: string, ms: number): Promise<unknown> {
  const engine = new URL('../../src/engine/index.js', import.meta.url).href;
  const code = `
    const { parentPort } = require('node:worker_threads');
    import(${JSON.stringify(engine)}).then((E) => {
      try { parentPort.postMessage({ ok: (function (E) { ${body} })(E) }); }
      catch (e) { parentPort.postMessage({ err: e.name + ': ' + e.message }); }
    });`;
  return new Promise((resolve, reject) => {
    const w = new Worker(code, { eval: true });
    const timer = setTimeout(() => {
      void w.terminate();
      reject(new Error(`did not finish within ${ms} ms`));
    }, ms);
    w.once('message', (m) => {
      clearTimeout(timer);
      void w.terminate();
      resolve(m);
    });
    w.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

test('D6: listing a huge ladder fails fast with TooManyPlaysError (limit 1000)', async () => {
  const m = (await inWorker(
    `const p = E.positionFromJSON(${JSON.stringify(BIG_LADDER)});
     try { E.legalPlays(p, [1, 1], { limit: 1000 }); return 'no error'; } catch (e) { return e.name; }`,
    30_000,
  )) as { ok?: string; err?: string };
  assert.equal(m.ok, 'TooManyPlaysError');
});

/** A 2-2 ladder of 20 steps with 883,376 distinct plays (the same count from a first, string-keyed version of the level search). */
const COUNTED_LADDER = {
  game: 'vtora',
  tradition: 'macedonian',
  turn: 'black',
  white: { points: { 11: 1, 15: 1, 17: 1, 18: 1, 19: 1, 24: 10 }, bar: 0, off: 0 },
  black: { points: { 13: 1, 16: 1, 24: 13 }, bar: 0, off: 0 },
  rolls: { white: 4, black: 3 },
} as const;

test('D6: countPlays of a huge ladder finishes without listing the plays (883,376)', async () => {
  const m = (await inWorker(`const p = E.positionFromJSON(${JSON.stringify(COUNTED_LADDER)}); return E.countPlays(p, [2, 2]);`, 180_000)) as {
    ok?: number;
    err?: string;
  };
  assert.equal(m.err, undefined);
  assert.equal(m.ok, 883_376);
});
