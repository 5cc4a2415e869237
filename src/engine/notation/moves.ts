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
 * single steps with the dice; the marks `*` and `^` are optional and only used to choose between
 * plays that differ in hits or pins.
 */
import { positionKey } from '../board.js';
import { checkRoll } from '../plays.js';
import { TurnGraph, type TurnNode } from '../turn.js';
import type { Play, Position, Step } from '../types.js';

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

/** The notation of a play's steps (mover's numbering; 25 = bar, 0 = off), e.g. `24/13 8/5(2)`; `pass` for none. */
export function formatPlay(steps: readonly Step[]): string {
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

/**
 * The moves of a notation, syntax only (no position needed). `pass`, `-` or empty text give none.
 * @throws Error naming the bad move.
 */
export function parseMoves(text: string): MoveSegment[] {
  const t = String(text).trim().toLowerCase();
  if (t === '' || t === 'pass' || t === '-') return [];
  const out: MoveSegment[] = [];
  for (const token of t.split(/[\s,]+/).filter(Boolean)) {
    const bad = (why: string): never => {
      throw new Error(`bad move "${token}" in ${JSON.stringify(text)}: ${why}`);
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

/** A checker being moved along a written move: where it is and the waypoints still ahead. */
interface Runner {
  readonly at: number;
  readonly ahead: readonly number[];
}

const runnerKey = (r: Runner) => `${r.at}>${r.ahead.join('/')}`;

function describeDice(dice: readonly number[] | null): string {
  return dice === null ? 'the carried numbers' : `${dice[0]}-${dice[1]}`;
}

/**
 * Resolve a move notation to the one legal play it denotes. Joined moves (`24/13`) are split into
 * legal single steps with the dice; works step by step through the turn graph, so it also
 * handles Vtora ladders too large to list (D6).
 * @throws Error naming the text and why: bad syntax, illegal, incomplete (C3) or ambiguous.
 */
export function parsePlay(pos: Position, dice: readonly number[] | null, text: string): Play {
  const segments = parseMoves(text);
  checkRoll(pos, dice);
  const g = TurnGraph.create(pos, dice);
  const fail = (why: string): never => {
    throw new Error(`cannot play ${JSON.stringify(text)} with ${describeDice(dice)}: ${why}`);
  };
  const runners: Runner[] = [];
  let marks = 0;
  for (const s of segments) {
    for (let i = 0; i < s.count; i++) runners.push({ at: s.points[0], ahead: s.points.slice(1) });
    marks += s.marks * s.count;
  }
  if (runners.length > g.full) fail(`it moves ${runners.length} checkers, but the turn has only ${g.full} steps`);

  const found = new Map<string, { node: TurnNode; steps: Step[] }>();
  let completeButIllegal = false;
  const visited = new Set<string>();
  const ids = new Map<TurnNode, number>();
  const idOf = (n: TurnNode) => {
    let id = ids.get(n);
    if (id === undefined) ids.set(n, (id = ids.size));
    return id;
  };
  const path: Step[] = [];
  const search = (node: TurnNode, rs: Runner[]): void => {
    const key = idOf(node) + '|' + rs.map(runnerKey).sort().join(' ');
    if (visited.has(key)) return;
    visited.add(key);
    if (rs.length === 0) {
      if (!g.isLegalEnd(node)) {
        completeButIllegal = true;
        return;
      }
      const play = g.playAt(node, path.slice());
      const k = positionKey(play.position) + (play.result ? `#${play.result.kind}` : '');
      if (!found.has(k)) found.set(k, { node, steps: path.slice() });
      return;
    }
    for (const e of g.legalEdges(node)) {
      const { from, to } = e.step;
      const tried = new Set<string>();
      for (let i = 0; i < rs.length; i++) {
        const r = rs[i];
        if (r.at !== from) continue;
        const rk = runnerKey(r);
        if (tried.has(rk)) continue;
        tried.add(rk);
        const target = r.ahead[0];
        let next: Runner | null;
        if (to === target) next = r.ahead.length > 1 ? { at: to, ahead: r.ahead.slice(1) } : null;
        else if (to > target && to < from && to !== 0) next = { at: to, ahead: r.ahead };
        else continue;
        const rest = rs.slice(0, i).concat(rs.slice(i + 1));
        if (next) rest.push(next);
        path.push(e.step);
        search(e.node, rest);
        path.pop();
      }
    }
  };
  search(g.root, runners);

  let candidates = [...found.values()];
  if (candidates.length === 0) {
    if (runners.length === 0) fail(`passing is not allowed: a legal play exists (${g.maxUse()} steps)`);
    if (completeButIllegal) {
      fail(`it is not a complete legal play: as many dice as possible must be played (C3; here ${g.maxUse()} steps), the larger die when only one fits`);
    }
    fail('no legal sequence of steps plays these moves');
  }
  if (candidates.length > 1) {
    const byMarks = candidates.filter((c) => c.steps.filter((s) => s.hit || s.pin).length === marks);
    if (byMarks.length >= 1) candidates = byMarks;
  }
  if (candidates.length > 1) {
    const options = candidates.slice(0, 4).map((c) => formatPlay(c.steps));
    fail(`ambiguous: it can mean ${options.join(' or ')}; write the intermediate points or the hit/pin marks`);
  }
  const { node, steps } = candidates[0];
  return g.playAt(node, steps);
}
