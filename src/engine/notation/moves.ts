/**
 * Move notation in the usual backgammon style, for every game of the family:
 *
 * ```text
 * 24/18 13/11      two checkers, one step each        6/off       bearing off
 * bar/22*          entering from the bar with a hit    24/13       one checker, both dice
 * 24/13*           a hit on the last landing          8/5(2)      two checkers the same way
 * 13/7^            Treta: the step pins the checker there (our mark, like * for a hit)
 * pass             no step at all
 * ```
 *
 * Points are in the mover's own numbering (RULES.md G1), `bar` = 25, `off` = 0. When printing,
 * consecutive steps of one checker are joined (`24/18/13` is written `24/13`; an intermediate
 * point is written only when a hit or pin happened there, e.g. 24/18* then /13 as one
 * word), identical moves are counted (`(2)`),
 * moves are sorted from the highest point down. When parsing, a joined move is split into legal
 * single steps with the dice. The marks are optional when parsing: `*` only chooses between
 * plays that reach the same board but hit different checkers (Prva); `^` is informative (a pin
 * follows from where the checkers stand).
 */
import { hasPrvaBoard, positionKey } from '../position.js';
import { describeValue, expectList, expectString } from '../checks.js';
import { checkRoll } from '../plays.js';
import { TurnGraph, type TurnNode } from '../turn-graph.js';
import type { Play, Position, Step } from '../types.js';
import { OP, type Board as Work } from '../core/board.js';
import { TablaError } from '../errors.js';

/** One checker's move as written: its waypoints (from, optional intermediates, to) and repeat count. */
export interface MoveSegment {
  /** Points in the mover's numbering: the start (25 = bar), written intermediates, the end (0 = off). */
  readonly points: readonly number[];
  /** How many checkers make this move (`(2)` = 2). */
  readonly count: number;
  /** Number of hit or pin marks written on this move (per checker). */
  readonly marks: number;
}

const name = (p: number): string => (p === 25 ? 'bar' : p === 0 ? 'off' : String(p));

/** Throws unless `steps` is a list of steps `{ from, to }` with places 0–25 (what {@link formatPlay} writes). */
function checkSteps(steps: unknown): asserts steps is readonly Step[] {
  expectList(steps, "a play's steps");
  const place = (p: unknown) => Number.isInteger(p) && (p as number) >= 0 && (p as number) <= 25;
  for (let i = 0; i < steps.length; i++) {
    const o = steps[i] as Partial<Step> | null;
    if (typeof o !== 'object' || o === null || !place(o.from) || !place(o.to))
      throw new TablaError('bad-argument', `step ${i + 1} must be { from, to } with places 0–25, got ${describeValue(o)}`);
  }
}

/** The notation of a play's steps (mover's numbering; 25 = bar, 0 = off), e.g. `24/13 8/5(2)`; `pass` for none. */
export function formatPlay(steps: readonly Step[]): string {
  checkSteps(steps);
  if (steps.length === 0) return 'pass';
  const chains: { points: number[]; marks: string[] }[] = [];
  for (const s of steps) {
    const mark = s.hit ? '*' : s.pin ? '^' : '';
    let chain = null;
    for (let i = chains.length - 1; i >= 0; i--) {
      const c = chains[i];
      const end = c.points[c.points.length - 1];
      if (end === s.from && end !== 0) {
        chain = c;
        break;
      }
    }
    if (chain) {
      chain.points.push(s.to);
      chain.marks.push(mark);
    } else {
      chains.push({ points: [s.from, s.to], marks: ['', mark] });
    }
  }
  const text = (c: { points: number[]; marks: string[] }) => {
    const last = c.points.length - 1;
    const parts = [name(c.points[0])];
    for (let i = 1; i <= last; i++) {
      if (i === last || c.marks[i]) parts.push(name(c.points[i]) + c.marks[i]);
    }
    return parts.join('/');
  };
  chains.sort((a, b) => b.points[0] - a.points[0] || b.points[b.points.length - 1] - a.points[a.points.length - 1]);
  const counts = new Map<string, number>();
  for (const c of chains) {
    const t = text(c);
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return [...counts].map(([t, n]) => (n > 1 ? `${t}(${n})` : t)).join(' ');
}

/** Longest move text read; a whole turn takes a few dozen characters. */
const MAX_PLAY_CHARS = 1000;

/** A text cut short for an error message. */
const cut = (t: string): string => (t.length > 80 ? `${t.slice(0, 77)}…` : t);

/**
 * The moves of a notation, syntax only (no position needed). `pass`, `-` or empty text give none.
 * @throws Error naming the bad move.
 */
export function parseMoves(text: string): MoveSegment[] {
  expectString(text, 'move notation');
  const t = text.trim().toLowerCase();
  if (t.length > MAX_PLAY_CHARS) throw new TablaError('bad-notation', `move text too long (${t.length} characters, at most ${MAX_PLAY_CHARS})`);
  if (t === '' || t === 'pass' || t === '-') return [];
  const out: MoveSegment[] = [];
  for (const token of t.split(/[\s,]+/).filter(Boolean)) {
    const bad = (why: string): never => {
      throw new TablaError('bad-notation', `bad move "${cut(token)}" in ${cut(JSON.stringify(text))}: ${why}`);
    };
    const m = /^([^()]+?)(?:\((\d+)\))?$/.exec(token);
    if (!m) bad('expected like 24/18, bar/22*, 6/off or 8/5(2)');
    const count = m![2] === undefined ? 1 : Number(m![2]);
    if (count < 1 || count > 15) bad('the repeat count must be 1–15');
    const parts = m![1].split('/');
    if (parts.length < 2) bad('a move needs a start and an end separated by /');
    const points: number[] = [];
    let marks = 0;
    parts.forEach((part, i) => {
      const pm = /^(bar|off|\d{1,2})([*^]?)$/.exec(part);
      if (!pm) bad(`"${part}" is not a point (1–24, bar, off), optionally marked * or ^`);
      const p = pm![1] === 'bar' ? 25 : pm![1] === 'off' ? 0 : Number(pm![1]);
      if (pm![1] !== 'bar' && pm![1] !== 'off' && (p < 1 || p > 24)) bad(`point ${p} is not 1–24`);
      if (i === 0 && p === 0) bad('a move cannot start off the board');
      if (i > 0 && p === 25) bad('a move cannot end on the bar');
      if (i === 0 && pm![2]) bad('a mark belongs after a landing point, not the start');
      if (i > 0 && p >= points[points.length - 1]) bad(`points must go down along the move (${name(points[points.length - 1])} then ${name(p)})`);
      if (pm![2]) marks++;
      points.push(p);
    });
    out.push({ points, count, marks });
  }
  return out;
}

function describeDice(dice: readonly number[] | null): string {
  return dice === null ? 'the carried numbers' : `${dice[0]}-${dice[1]}`;
}

/** Safety net for the walk in {@link parsePlay} (partial turns visited). */
const MAX_SEARCH = 1_000_000;

/** The mover's checkers per place 0…25 (0 = off, 25 = bar) of a working board. */
const moverCounts = (w: Work): number[] => Array.from(w.b.subarray(0, 26));

/**
 * Resolve a move notation to the one legal play it denotes. The moves fix where the mover's
 * checkers end up; the legal plays reaching that board are found by walking the turn graph
 * (each partial turn once, pruned to boards from which the target is still reachable), so huge
 * Vtora ladders that cannot be listed (D6) are resolved too. Where plays reaching that board
 * differ in what they hit (Prva), the `*` marks decide.
 * @throws Error naming the text and why: bad syntax, illegal, incomplete (C3) or ambiguous.
 */
export function parsePlay(pos: Position, dice: readonly number[] | null, text: string): Play {
  const segments = parseMoves(text);
  checkRoll(pos, dice);
  const g = TurnGraph.create(pos, dice);
  const fail = (why: string): never => {
    throw new TablaError('illegal-play', `cannot play ${cut(JSON.stringify(text))} with ${describeDice(dice)}: ${why}`);
  };
  const start = moverCounts(g.root.w);
  const target = start.slice();
  const marked = new Set<number>();
  let checkers = 0;
  for (const s of segments) {
    target[s.points[0]] -= s.count;
    target[s.points[s.points.length - 1]] += s.count;
    checkers += s.count;
  }
  for (const m of String(text)
    .toLowerCase()
    .matchAll(/(\d{1,2})\*/g))
    marked.add(Number(m[1]));
  if (checkers > g.full) fail(`it moves ${checkers} checkers, but the turn has only ${g.full} steps`);
  for (let p = 0; p <= 25; p++) {
    if (target[p] < 0) fail(`it moves more checkers from ${name(p)} than stand there (${start[p]})`);
  }
  // cum[p]: checkers on p or higher. Checkers only move down, so it never grows along a turn.
  const cum = (c: ArrayLike<number>) => {
    const out = new Array<number>(27).fill(0);
    for (let p = 25; p >= 0; p--) out[p] = out[p + 1] + c[p];
    return out;
  };
  const targetCum = cum(target);
  // Distances the remaining dice can still cover (sums of some of them), per dice-left list.
  const sumsCache = new Map<string, Uint8Array>();
  const sumsOf = (left: readonly number[]) => {
    const k = left.join('');
    let sums = sumsCache.get(k);
    if (!sums) {
      sums = new Uint8Array(152);
      sums[0] = 1;
      for (const d of left) for (let v = 151 - d; v >= 0; v--) if (sums[v]) sums[v + d] = 1;
      sumsCache.set(k, sums);
    }
    return sums;
  };
  // Necessary conditions for reaching the target: no point above holds fewer checkers than the
  // target needs there and above, and every surplus checker has a missing place below it at a
  // distance the remaining dice can cover (or, for off, at least cover).
  const reachable = (n: TurnNode) => {
    const b = n.w.b;
    const c = cum(b.subarray(0, 26));
    for (let p = 1; p <= 25; p++) if (c[p] < targetCum[p]) return false;
    const sums = sumsOf(n.dice);
    for (let p = 1; p <= 25; p++) {
      if (b[p] <= target[p]) continue;
      let ok = false;
      for (let q = p - 1; q >= 1 && !ok; q--) ok = target[q] > b[q] && sums[p - q] === 1;
      if (!ok && target[0] > b[0]) for (let v = p; v < 152 && !ok; v++) ok = sums[v] === 1;
      if (!ok) return false;
    }
    return true;
  };
  const isTarget = (w: Work) => {
    for (let p = 0; p <= 25; p++) if (w.b[p] !== target[p]) return false;
    return true;
  };

  // Only in Prva can two plays reach the same board of the mover and still differ (in what they
  // hit); elsewhere the first play found is the only one, so the walk stops there.
  const firstIsOnly = !hasPrvaBoard(pos.game);
  const found = new Map<string, { play: Play; hits: number[] }>();
  let completeButIllegal = false;
  const visited = new Set<TurnNode>();
  const path: Step[] = [];
  // Steps that take a surplus checker towards a missing place first: usually straight to the play.
  const priority = (w: Work, st: Step) => {
    const surplus = w.b[st.from] > target[st.from];
    return surplus ? (target[st.to] > w.b[st.to] ? 0 : 1) : 2;
  };
  const search = (node: TurnNode): boolean => {
    if (visited.has(node)) return false;
    visited.add(node);
    if (visited.size > MAX_SEARCH) fail(`the turn is too large to resolve this notation (more than ${MAX_SEARCH} partial turns)`);
    if (isTarget(node.w)) {
      if (!g.isLegalEnd(node)) {
        completeButIllegal = true;
      } else {
        const play = g.playAt(node, path.slice());
        const k = positionKey(play.position) + (play.result ? `#${play.result.kind}` : '');
        if (!found.has(k)) found.set(k, { play, hits: hitPoints(g.root.w, node.w) });
        if (firstIsOnly) return true;
      }
    }
    // Plain single steps (not legalEdges): judging every side branch for completability costs far
    // more in a big ladder than the target test, and a path ending on a legal end is legal anyway.
    const edges = g.edges(node).filter((e) => reachable(e.node));
    edges.sort((a, b) => priority(node.w, a.step) - priority(node.w, b.step));
    for (const e of edges) {
      path.push(e.step);
      const done = search(e.node);
      path.pop();
      if (done) return true;
    }
    return false;
  };
  search(g.root);

  let candidates = [...found.values()];
  if (candidates.length === 0) {
    if (checkers === 0) fail(`passing is not allowed: a legal play exists (${g.maxUse()} steps)`);
    if (completeButIllegal) {
      fail(`it is not a complete legal play: as many dice as possible must be played (C3; here ${g.maxUse()} steps), the larger die when only one fits`);
    }
    fail('no legal sequence of steps plays these moves');
  }
  if (candidates.length > 1) {
    const byMarks = candidates.filter((c) => c.hits.length === marked.size && c.hits.every((p) => marked.has(p)));
    if (byMarks.length >= 1) candidates = byMarks;
  }
  if (candidates.length > 1) {
    const options = candidates.slice(0, 4).map((c) => formatPlay(c.play.steps));
    fail(`ambiguous: it can mean ${options.join(' or ')}; mark the hits with *`);
  }
  return candidates[0].play;
}

/** The points (mover's numbering) where an opposing checker was hit between two boards. */
function hitPoints(before: Work, after: Work): number[] {
  const out: number[] = [];
  if (after.b[OP + 25] === before.b[OP + 25]) return out;
  for (let p = 1; p <= 24; p++) if (after.b[OP + p] < before.b[OP + p]) out.push(p);
  return out;
}
