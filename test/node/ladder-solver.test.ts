/**
 * RULES.md V3, V4, D6: the exact ladder solver (src/engine/ladder) agrees with the exhaustive
 * level-by-level oracle (LadderOracle) on the longest length, on every node's "can a longest
 * play still be completed" along random walks, and on the number of distinct plays.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyPlay, currentTurn, newMatch, parsePosition, positionFromJSON, rollMatchDice, rollOpening, type Position } from '../../src/engine/index.js';
import { rulesOf, ruleContext } from '../../src/engine/games/index.js';
import { LadderOracle, rank } from './helpers/ladder-oracle.js';
import { LadderSolver, type LadderTarget } from '../../src/engine/ladder/solver.js';
import { turnDice } from '../../src/engine/core/turn-dice.js';
import { toBoard as toWork, type Board as Work } from '../../src/engine/core/board.js';
import { DEAD_END_LADDER } from './helpers/ladders.js';
import { conformanceCases } from './helpers/paths.js';
import { randomTurn, rng, type Rng } from './helpers/random-play.js';

const rules = rulesOf('vtora');
const ctx = ruleContext('macedonian', {});

/** The current Vtora rules as the solver's step function (one Work wrapper per board array). */
function vtoraTarget(): LadderTarget {
  let w: Work = { b: new Int8Array(52), myPins: 0, opPins: 0 };
  return (b, from, die) => {
    if (w.b !== b) w = { b, myPins: 0, opPins: 0 };
    return rules.target(w, from, die, ctx);
  };
}

/** The ladder of a double d-d (V3): four each of d…6. */
function ladder(d: number): number[] {
  const out: number[] = [];
  for (let v = d; v <= 6; v++) out.push(v, v, v, v);
  return out;
}

/** The 24-step 1-1 ladder position from the issue: black to play, millions of plays. */
const MANY_PLAYS = parsePosition('vtora w:24x7,19,18x4,8,4,3 b:24x8,18x2,8,5,4,3x2 turn:b rolls:5/4');

/**
 * A plain exhaustive referee (memoised depth-first search, no bound): can the board `b` after
 * `depth` steps reach `goal` steps or bear off the last checker? Used where a play can end the
 * game: there the oracle misses the boards whose only completions end the game one level past
 * the deepest board it keeps (its last level is emptied when no board reaches the full length).
 */
function referee(dice: number[], goal: number): (b: Int8Array, depth: number) => boolean {
  const target = vtoraTarget();
  const memo = new Map<number, boolean>();
  const live = (b: Int8Array, depth: number): boolean => {
    if (b[0] === 15 || depth === goal) return true;
    const key = rank(b) * 32 + depth;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let ok = false;
    for (let from = 24; from >= 1 && !ok; from--) {
      if (b[from] === 0) continue;
      const to = target(b, from, dice[depth]);
      if (to < 0) continue;
      b[from]--;
      b[to]++;
      ok = live(b, depth + 1);
      b[from]++;
      b[to]--;
    }
    memo.set(key, ok);
    return ok;
  };
  return live;
}

/** Could the mover bear off all 15 with these dice (pips to go within the dice's total)? */
function mayEndGame(b: Int8Array, dice: number[]): boolean {
  let pips = 0;
  for (let p = 1; p <= 24; p++) pips += p * b[p];
  return pips <= dice.reduce((x, y) => x + y, 0);
}

/**
 * Compare solver and oracle along `walks` seeded random walks through the turn: at every node,
 * each single step's "can complete" and the set of legal next steps. The oracle is built on the
 * board reached after `from` steps (so a huge turn is checked on its deeper part).
 */
function agreeAlongWalks(root: Int8Array, dice: number[], solver: LadderSolver, r: Rng, walks: number, fromDepth = 0, rootOracle?: LadderOracle): void {
  const target = vtoraTarget();
  for (let k = 0; k < walks; k++) {
    const b = root.slice();
    let depth = 0;
    // Walk down to `fromDepth` by the solver's own legal steps.
    for (; depth < fromDepth; depth++) {
      const next = solver.legalNext(b, depth);
      if (next.length === 0) break;
      const s = next[r(next.length)];
      b[s.from]--;
      b[s.to]++;
    }
    const base = depth;
    const oracle = base === 0 && rootOracle ? rootOracle : new LadderOracle(rules, ctx, { b: b.slice(), myPins: 0, opPins: 0 }, dice.slice(base));
    assert.equal(oracle.max + base, solver.max, 'max length from the walk’s oracle root');
    const ref = mayEndGame(b, dice.slice(base)) ? referee(dice, solver.max) : null;
    for (;;) {
      if (b[0] === 15 || depth >= solver.max) break;
      const expected: string[] = [];
      for (let from = 24; from >= 1; from--) {
        if (b[from] === 0) continue;
        const to = target(b, from, dice[depth]);
        if (to < 0) continue;
        b[from]--;
        b[to]++;
        const ended = b[0] === 15;
        const want = ref ? ref(b, depth + 1) : oracle.canReach(b, depth + 1 - base, ended);
        assert.equal(
          solver.canComplete(b, depth + 1),
          want,
          `canComplete after ${from}/${to} at depth ${depth} on ${Array.from(root).join(',')} dice ${dice.join('')}`,
        );
        if (want) expected.push(`${from}/${to}`);
        b[from]++;
        b[to]--;
      }
      const got = solver.legalNext(b, depth).map((s) => `${s.from}/${s.to}`);
      assert.deepEqual(got, expected, `legal next steps at depth ${depth}`);
      if (got.length === 0) break;
      const [from, to] = got[r(got.length)].split('/').map(Number);
      b[from]--;
      b[to]++;
      depth++;
    }
    assert.ok(b[0] === 15 || depth === solver.max, `a walk of legal next steps ends at the longest length (${depth} of ${solver.max})`);
  }
}

/** Plays above which a turn is checked on the deeper part of its walks only (the oracle's levels grow with it). */
const ORACLE_PLAYS = 20_000;

/**
 * Check max, walks and count of one ladder against the oracle. A turn with more than
 * ORACLE_PLAYS plays is checked from half-way down its walks, and its count against the limit.
 */
function agree(pos: Position, d: number, seed: number, walks = 3): void {
  const root = toWork(pos).b;
  const dice = ladder(d);
  const solver = new LadderSolver(root, dice, vtoraTarget());
  const counted = solver.count(ORACLE_PLAYS);
  if (counted > ORACLE_PLAYS) {
    assert.equal(solver.count(ORACLE_PLAYS - 1), ORACLE_PLAYS, 'a count past its limit answers limit + 1');
    agreeAlongWalks(root, dice, solver, rng(seed), walks, Math.ceil(solver.max / 2));
    return;
  }
  const oracle = new LadderOracle(rules, ctx, toWork(pos), dice);
  assert.equal(solver.max, oracle.max, 'max');
  assert.equal(counted, oracle.count, 'count');
  agreeAlongWalks(root, dice, solver, rng(seed), walks, 0, oracle);
}

/** Seeded random Vtora games stopped where a ladder double comes up; ladder turns themselves are not played. */
function randomLadders(count: number, seed: number, wanted: (die: number) => boolean): Array<[Position, number]> {
  const r = rng(seed);
  const out: Array<[Position, number]> = [];
  while (out.length < count) {
    let s = rollOpening(newMatch({ game: 'vtora', length: 1 }), 2, 1);
    for (let k = 0; k < 400 && s.phase !== 'game-over' && s.phase !== 'match-over' && out.length < count; k++) {
      if (s.phase === 'rolling') {
        let roll: [number, number] = [r(6) + 1, r(6) + 1];
        const isLadder = roll[0] === roll[1] && turnDice(s.position, roll).dice.length > 4;
        if (isLadder && wanted(roll[0]) && r(2) === 0) out.push([s.position, roll[0]]);
        // Games go on without ladders: the old turn graph is slow on some of them (D6).
        while (turnDice(s.position, roll).dice.length > 4) roll = [r(6) + 1, r(6) + 1];
        s = rollMatchDice(s, roll);
      } else {
        s = applyPlay(s, randomTurn(currentTurn(s), r).steps);
      }
    }
  }
  return out;
}

test('V4: the conformance data’s ladders — max, every node along random walks, count', () => {
  type Case = { id: string; position: unknown; dice: [number, number] | null };
  let n = 0;
  for (const c of conformanceCases<Case>('rules-vtora-macedonian.jsonl')) {
    if (!c.dice || c.dice[0] !== c.dice[1]) continue;
    const pos = positionFromJSON(c.position as never);
    if (!turnDice(pos, c.dice).ordered) continue;
    agree(pos, c.dice[0], n + 1);
    n++;
  }
  assert.ok(n >= 4, `expected the conformance ladders (6-6 included), found ${n}`);
});

test('V4/D6: seeded random ladders (2-2 … 5-5) agree with the oracle', () => {
  const set = randomLadders(30, 7, (d) => d >= 2);
  set.forEach(([pos, d], i) => agree(pos, d, 100 + i, 2));
});

test('V4/D6: seeded random 1-1 ladders agree with the oracle', () => {
  const set = randomLadders(6, 11, (d) => d === 1);
  set.forEach(([pos, d], i) => agree(pos, d, 200 + i, 1));
});

test('D6: the dead-end 1-1 ladder — 24 steps, 36 plays, every node along the walks exact', () => {
  const solver = new LadderSolver(toWork(DEAD_END_LADDER).b, ladder(1), vtoraTarget());
  assert.equal(solver.max, 24);
  assert.equal(solver.count(), 36);
  agree(DEAD_END_LADDER, 1, 3, 4);
});

test('D6: the 1-1 ladder with millions of plays — exact on the deeper part of random walks, count stops at its limit', () => {
  const root = toWork(MANY_PLAYS).b;
  const solver = new LadderSolver(root, ladder(1), vtoraTarget());
  assert.equal(solver.max, 24);
  agreeAlongWalks(root, ladder(1), solver, rng(5), 3, 14);
  assert.equal(solver.count(1000), 1001);
  assert.equal(solver.count(0), 1);
});

test('V4 (C3 Decision): a ladder that bears off the last checker mid-way counts as using every step', () => {
  // All 15 home on points 1–3: a 1-1 ladder bears everything off long before its 24th step.
  const pos = positionFromJSON({
    game: 'vtora',
    turn: 'white',
    white: { points: { 1: 5, 2: 5, 3: 5 }, bar: 0, off: 0 },
    black: { points: { 24: 15 }, bar: 0, off: 0 },
    rolls: { white: 9, black: 9 },
  });
  const root = toWork(pos).b;
  const solver = new LadderSolver(root, ladder(1), vtoraTarget());
  assert.equal(solver.max, 24);
  assert.equal(solver.count(), 1, 'every game-ending play is the same final board');
  agree(pos, 1, 9, 3);
  // 4-4: twelve steps for fifteen checkers — no play ends the game; each die bears off from the
  // highest point (C5), so the whole play is forced.
  const four = new LadderSolver(root, ladder(4), vtoraTarget());
  assert.equal(four.max, 12);
  assert.equal(four.count(), 1);
  agree(pos, 4, 10, 3);
});

test('V4: a ladder that cannot start — no legal step at step 0, the only play is the pass', () => {
  // White's checkers on 24 and 23 meet black singles on white 18 and 17 (black 6 and 5): 6-6 cannot move.
  const pos = positionFromJSON({
    game: 'vtora',
    turn: 'white',
    white: { points: { 24: 14, 23: 1 }, bar: 0, off: 0 },
    black: { points: { 6: 1, 5: 1, 24: 13 }, bar: 0, off: 0 },
    rolls: { white: 5, black: 5 },
  });
  const root = toWork(pos).b;
  const solver = new LadderSolver(root, ladder(6), vtoraTarget());
  assert.equal(solver.max, 0);
  assert.deepEqual(solver.legalNext(root, 0), []);
  assert.equal(solver.canComplete(root, 0), true);
  assert.equal(solver.count(), 1);
  agree(pos, 6, 12, 1);
});

test('V4: a ladder that stalls mid-way stops at the longest playable prefix', () => {
  // A runner on 24 and fourteen on 8, whose 5s and 6s meet black singles on white 3 and 2 (black 15, 14):
  // 5-5 plays 24/19/14/9/4 with the runner; then no 6 can move (not all home, 4/off is no bear-off).
  const pos = positionFromJSON({
    game: 'vtora',
    turn: 'white',
    white: { points: { 24: 1, 8: 14 }, bar: 0, off: 0 },
    black: { points: { 15: 1, 14: 1, 24: 13 }, bar: 0, off: 0 },
    rolls: { white: 5, black: 5 },
  });
  const solver = new LadderSolver(toWork(pos).b, ladder(5), vtoraTarget());
  assert.equal(solver.max, 4);
  assert.equal(solver.count(), 1);
  agree(pos, 5, 13, 1);
});

test('bad input gets a clear error', () => {
  const root = toWork(DEAD_END_LADDER).b;
  const target = vtoraTarget();
  assert.throws(() => new LadderSolver(new Int8Array(10), ladder(1), target), /Int8Array\(52\), got Int8Array\(10\)/);
  assert.throws(() => new LadderSolver(root, [2, 1], target), /non-decreasing 1–6, got \[2,1\]/);
  assert.throws(() => new LadderSolver(root, [0], target), /non-decreasing 1–6/);
  const solver = new LadderSolver(root, ladder(1), target);
  assert.throws(() => solver.legalNext(root, 25), /depth must be an integer 0–24, got 25/);
  assert.throws(() => solver.count(-1), /limit must be a non-negative number, got -1/);
});
