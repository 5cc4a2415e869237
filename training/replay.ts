/**
 * Replaying recorded Prva decisions with another search setting or network (the judged comparison
 * of docs/bot.md): GNU Backgammon's game log gives each decision as board arrays, the search is
 * run again on each with a base configuration (which should reproduce the recorded play) and a
 * variant, and the decisions where the variant plays otherwise are kept, both resulting boards
 * with them, for gnubg to judge (scripts/bench/judge-variant.mjs).
 */
import { positionFromJSON } from '../src/engine/index.js';
import type { Play, Position, SideBoard } from '../src/engine/index.js';
import { runToEnd, type SearchConfig } from '../src/bot/candidates.js';
import { search } from '../src/bot/search.js';

/** One side's checkers as GNU Backgammon's array: index i is point i + 1 in the owner's numbering, index 24 the bar. */
export type GnubgSide = readonly number[];

/** One recorded decision: the mover's and the opponent's board, the roll, and the boards after the play made. */
export interface RecordedDecision {
  /** The mover's checkers (gnubg's array). */
  readonly me: GnubgSide;
  /** The opponent's checkers (gnubg's array). */
  readonly opp: GnubgSide;
  /** The roll played. */
  readonly dice: readonly [number, number];
  /** The boards after the recorded play: the mover's, then the opponent's. */
  readonly made: readonly [GnubgSide, GnubgSide];
}

/** A decision where the variant chose another play: the recorded decision and the variant's boards. */
export interface DifferingDecision extends RecordedDecision {
  /** The boards after the variant's play: the mover's, then the opponent's. */
  readonly other: readonly [GnubgSide, GnubgSide];
}

/** What a replay found. */
export interface ReplayResult {
  /** Decisions replayed. */
  readonly decisions: number;
  /** Decisions where the base configuration did not play the recorded play (0 when the record is the base's own); null when not checked. */
  readonly baseMismatches: number | null;
  /** The decisions where the variant chose otherwise than the record. */
  readonly differing: DifferingDecision[];
}

function checkSide(a: unknown, what: string): GnubgSide {
  if (!Array.isArray(a) || a.length !== 25 || !a.every((n) => Number.isInteger(n) && n >= 0 && n <= 15)) {
    throw new Error(`${what} must be 25 checker counts (points 1–24, then the bar), got ${JSON.stringify(a)?.slice(0, 60)}`);
  }
  return a;
}

function sideJSON(a: GnubgSide) {
  const points: Record<string, number> = {};
  for (let p = 1; p <= 24; p++) if (a[p - 1] > 0) points[String(p)] = a[p - 1];
  return { points, bar: a[24], off: 15 - a.reduce((s, n) => s + n, 0) };
}

/**
 * The Prva position of gnubg's boards, the mover (`me`) as white and on roll.
 * @throws Error naming a malformed array or an impossible position.
 */
export function prvaFromGnubg(me: GnubgSide, opp: GnubgSide): Position {
  checkSide(me, "the mover's board");
  checkSide(opp, "the opponent's board");
  return positionFromJSON({ game: 'prva', turn: 'white', white: sideJSON(me), black: sideJSON(opp) });
}

function toGnubg(s: SideBoard): number[] {
  const a = new Array<number>(25).fill(0);
  for (let p = 1; p <= 24; p++) a[p - 1] = s.points[p];
  a[24] = s.bar;
  return a;
}

/** gnubg's boards of a position in which white is the mover: white's array, then black's. */
export function gnubgOf(pos: Position): [number[], number[]] {
  return [toGnubg(pos.white), toGnubg(pos.black)];
}

/**
 * Checks one decision as read from a file (the arrays' shape, the roll).
 * @throws Error naming the bad field.
 */
export function checkDecision(d: unknown, at = 0): RecordedDecision {
  const r = d as Partial<RecordedDecision> | null;
  if (typeof r !== 'object' || r === null) throw new Error(`decision ${at} is not an object: ${String(d).slice(0, 40)}`);
  checkSide(r.me, `decision ${at}: me`);
  checkSide(r.opp, `decision ${at}: opp`);
  const dice = r.dice;
  if (!Array.isArray(dice) || dice.length !== 2 || !dice.every((n) => Number.isInteger(n) && n >= 1 && n <= 6)) {
    throw new Error(`decision ${at}: dice must be two numbers 1–6, got ${JSON.stringify(dice)?.slice(0, 40)}`);
  }
  if (!Array.isArray(r.made) || r.made.length !== 2) throw new Error(`decision ${at}: made must be the two boards after the play`);
  checkSide(r.made[0], `decision ${at}: made[0]`);
  checkSide(r.made[1], `decision ${at}: made[1]`);
  return r as RecordedDecision;
}

const sameBoards = (a: readonly GnubgSide[], b: readonly GnubgSide[]) => a.every((s, i) => s.every((n, j) => n === b[i][j]));

function choose(pos: Position, dice: readonly number[], cfg: SearchConfig): Play {
  return runToEnd(search(pos, dice, cfg, () => 0.5, { best: null, partial: null }));
}

/** What one decision's replay found: whether the base reproduced the recorded play (null when not checked), and the variant's boards where it played otherwise. */
export interface ReplayedDecision {
  /** Whether `base` played the recorded play; null without a base. */
  readonly reproduced: boolean | null;
  /** The boards after the variant's play when it differs from the recorded one, else null. */
  readonly other: [number[], number[]] | null;
}

/** Replays one decision with `variant` and, when given, `base` (each search run to its end, no time budget). */
export function replayDecision(d: RecordedDecision, base: SearchConfig | null, variant: SearchConfig): ReplayedDecision {
  const pos = prvaFromGnubg(d.me, d.opp);
  const reproduced = base ? sameBoards(gnubgOf(choose(pos, d.dice, base).position), d.made) : null;
  const other = gnubgOf(choose(pos, d.dice, variant).position);
  return { reproduced, other: sameBoards(other, d.made) ? null : other };
}

/**
 * Replays `decisions` with `variant` (each search run to its end, no time budget), keeping the
 * decisions where its play differs from the recorded one; with `base` (the configuration that
 * made the record), counts the decisions it no longer reproduces. `onProgress(done)` is called
 * after each decision.
 */
export function replayDecisions(
  decisions: readonly RecordedDecision[],
  base: SearchConfig | null,
  variant: SearchConfig,
  onProgress: (done: number) => void = () => {},
): ReplayResult {
  let baseMismatches = base ? 0 : null;
  const differing: DifferingDecision[] = [];
  decisions.forEach((d, at) => {
    const r = replayDecision(d, base, variant);
    if (r.reproduced === false) baseMismatches = (baseMismatches ?? 0) + 1;
    if (r.other) differing.push({ ...d, other: r.other });
    onProgress(at + 1);
  });
  return { decisions: decisions.length, baseMismatches, differing };
}
