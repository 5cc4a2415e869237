/**
 * The canonical JSON interchange form of a position (events, CLI, API), with strict validation:
 * anything malformed is rejected with an error that names the problem.
 *
 * ```json
 * {"game":"treta","tradition":"greek","turn":"white",
 *  "white":{"points":{"24":14,"3":1},"bar":0,"off":0},
 *  "black":{"points":{"24":15},"bar":0,"off":0},
 *  "pinned":{"white":[3],"black":[]}, "carried":[], "rolls":{"white":0,"black":0}}
 * ```
 */
import { CHECKERS, checkShape, GAMES, hasPrvaBoard, opponent, otherNumbering, TRADITIONS } from './position.js';
import { describeValue } from './checks.js';
import type { Color, GameId, Position, SideBoard, TraditionId } from './types.js';
import { TablaError } from './errors.js';

/** One side in JSON: sparse points in the owner's numbering. */
export interface SideJSON {
  /** Checkers per point, keyed by point number. */
  points: Record<string, number>;
  /** Checkers on the bar. */
  bar: number;
  /** Checkers borne off. */
  off: number;
}

/** A position in its JSON interchange form. */
export interface PositionJSON {
  /** The game played. */
  game: GameId;
  /** The tradition played. */
  tradition: TraditionId;
  /** The player to move. */
  turn: Color;
  /** White's checkers. */
  white: SideJSON;
  /** Black's checkers. */
  black: SideJSON;
  /** Points where each side's checkers are pinned (T6). */
  pinned?: {
    /** Points where a white checker is pinned. */
    white: number[];
    /** Points where a black checker is pinned. */
    black: number[];
  };
  /** Vtora's carried numbers (V5). */
  carried?: number[];
  /** Rolls each side has made. */
  rolls?: {
    /** Rolls White has made. */
    white: number;
    /** Rolls Black has made. */
    black: number;
  };
}

function sideToJSON(s: SideBoard): SideJSON {
  const points: Record<string, number> = {};
  for (let p = 24; p >= 1; p--) if (s.points[p] > 0) points[String(p)] = s.points[p];
  return { points, bar: s.bar, off: s.off };
}

/** A position as plain JSON data (all optional fields written out). */
export function positionToJSON(pos: Position): PositionJSON {
  checkShape(pos);
  return {
    game: pos.game,
    tradition: pos.tradition,
    turn: pos.turn,
    white: sideToJSON(pos.white),
    black: sideToJSON(pos.black),
    pinned: { white: [...pos.pinned.white], black: [...pos.pinned.black] },
    carried: [...pos.carried],
    rolls: { ...pos.rolls },
  };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown, max: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;

/** JSON text parsed, anything else passed through; `onError` reports text that is not JSON. */
export function parseJsonText(input: unknown, onError: (msg: string) => never): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return onError('not valid JSON');
  }
}

function fail(msg: string): never {
  throw new TablaError('bad-position', `invalid position: ${msg}`);
}

function checkKeys(o: Record<string, unknown>, allowed: string[], where: string): void {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) fail(`unknown key ${describeValue(k)} in ${where}`);
}

function sideFromJSON(v: unknown, color: Color): SideBoard {
  if (!isObj(v)) fail(`"${color}" must be an object with points, bar, off`);
  checkKeys(v, ['points', 'bar', 'off'], `"${color}"`);
  const points = new Array<number>(25).fill(0);
  // The engine's array form (index = point, 0 unused) is read as the sparse form.
  const given = Array.isArray(v.points)
    ? Object.fromEntries((v.points as unknown[]).map((n, p) => [String(p), n]).filter(([p, n]) => p !== '0' && n !== 0))
    : v.points;
  if (!isObj(given)) fail(`"${color}.points" must be an object like {"24": 2} or the array form`);
  for (const [k, n] of Object.entries(given)) {
    const p = Number(k);
    if (!/^\d+$/.test(k) || p < 1 || p > 24) fail(`${color} point ${describeValue(k)} is not a point 1–24`);
    if (!isCount(n, CHECKERS)) fail(`${color} point ${k} has a bad count ${describeValue(n)}`);
    points[p] = n;
  }
  const bar = v.bar ?? 0;
  const off = v.off ?? 0;
  if (!isCount(bar, CHECKERS)) fail(`"${color}.bar" must be a count 0–15, got ${describeValue(v.bar)}`);
  if (!isCount(off, CHECKERS)) fail(`"${color}.off" must be a count 0–15, got ${describeValue(v.off)}`);
  return { points, bar, off };
}

/**
 * Parse and validate a position from JSON text or an already-parsed object; each side's points
 * sparse (`{"24": 2}`) or in the engine's array form (`points[p]`, 25 entries).
 * @throws Error naming the first problem found.
 */
export function positionFromJSON(input: unknown): Position {
  const v = parseJsonText(input, fail);
  if (!isObj(v)) fail('must be an object');
  checkKeys(v, ['game', 'tradition', 'turn', 'white', 'black', 'pinned', 'carried', 'rolls'], 'the position');
  const game = v.game as GameId;
  if (!GAMES.includes(game)) fail(`unknown game ${describeValue(v.game)} (expected ${GAMES.join(', ')})`);
  const tradition = (v.tradition ?? 'macedonian') as TraditionId;
  if (!TRADITIONS.includes(tradition)) fail(`unknown tradition ${describeValue(v.tradition)} (expected ${TRADITIONS.join(', ')})`);
  const turn = v.turn as Color;
  if (turn !== 'white' && turn !== 'black') fail(`"turn" must be "white" or "black", got ${describeValue(v.turn)}`);
  const white = sideFromJSON(v.white, 'white');
  const black = sideFromJSON(v.black, 'black');

  const pinned = { white: [] as number[], black: [] as number[] };
  if (v.pinned !== undefined) {
    if (!isObj(v.pinned)) fail('"pinned" must be {"white": [...], "black": [...]}');
    checkKeys(v.pinned, ['white', 'black'], '"pinned"');
    for (const c of ['white', 'black'] as const) {
      const list = v.pinned[c] ?? [];
      if (!Array.isArray(list) || !list.every((p) => Number.isInteger(p) && p >= 1 && p <= 24)) {
        fail(`"pinned.${c}" must be a list of points 1–24`);
      }
      pinned[c] = [...new Set(list as number[])].sort((a, b) => b - a);
      if (pinned[c].length !== list.length) fail(`"pinned.${c}" lists a point twice`);
    }
  }
  let carried: number[] = [];
  if (v.carried !== undefined) {
    if (!Array.isArray(v.carried) || !v.carried.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
      fail('"carried" must be a list of numbers 1–6');
    }
    carried = [...(v.carried as number[])].sort((a, b) => b - a);
    if (carried.length > 4) fail(`"carried" holds ${carried.length} numbers; at most 4 can pass on`);
  }
  let rolls = { white: 0, black: 0 };
  // N4: a nardy position must say whose first turn it is.
  if (game === 'nardy' && (!isObj(v.rolls) || v.rolls.white === undefined || v.rolls.black === undefined)) {
    fail('a nardy position needs "rolls": {"white": n, "black": n}, each side\'s rolls so far (N4)');
  }
  if (v.rolls !== undefined) {
    if (!isObj(v.rolls)) fail('"rolls" must be {"white": n, "black": n}');
    checkKeys(v.rolls, ['white', 'black'], '"rolls"');
    const w = v.rolls.white ?? 0;
    const b = v.rolls.black ?? 0;
    if (!isCount(w, 1e9) || !isCount(b, 1e9)) fail('"rolls" counts must be non-negative integers');
    rolls = { white: w, black: b };
  }
  const pos: Position = { game, tradition, turn, white, black, pinned, carried, rolls };
  validatePosition(pos);
  return pos;
}

/** The structure of a position object (the engine's array form): fields, types and ranges. */
/** The side that has borne off all its checkers (the game is over), or null. */
export function finishedSide(pos: Position): Color | null {
  return pos.white.off === CHECKERS ? 'white' : pos.black.off === CHECKERS ? 'black' : null;
}

/** Throws when a side has borne off all its checkers: the game is over, there is nothing to play. */
export function checkNotFinished(pos: Position): void {
  const done = finishedSide(pos);
  if (done) fail(`${done} has borne off all ${CHECKERS} checkers: the game is over, nothing is left to play`);
}

/**
 * Check that a value is a well-formed position object (the engine's array form, as functions
 * taking a `Position` expect), a possible one ({@link validatePosition}) and one with something
 * to play (no side has borne off all its checkers); for callers that are not type-checked
 * (plain JavaScript, data from elsewhere).
 * @throws Error naming the problem.
 */
export function checkPosition(pos: unknown): asserts pos is Position {
  validatePosition(pos as Position);
  checkNotFinished(pos as Position);
}

/**
 * Check that a position is possible: a well-formed object, 15 checkers each, not both sides
 * borne off, no point shared without a pin, pins only in Treta, bar only in Prva, carried
 * numbers only in Vtora, and in nardy no checker off the head of a side that has not rolled yet.
 * @throws Error naming the problem.
 */
export function validatePosition(pos: Position): void {
  checkShape(pos);
  for (const c of ['white', 'black'] as const) {
    const s = pos[c];
    let n = s.bar + s.off;
    for (let p = 1; p <= 24; p++) n += s.points[p];
    if (n !== CHECKERS) fail(`${c} has ${n} checkers, expected ${CHECKERS}`);
    if (s.bar > 0 && !hasPrvaBoard(pos.game)) fail(`${c} has checkers on the bar, but ${pos.game} has no hitting`);
  }
  if (pos.white.off === CHECKERS && pos.black.off === CHECKERS) fail(`both sides have borne off all ${CHECKERS} checkers: one game cannot end twice`);
  if (pos.game !== 'treta' && (pos.pinned.white.length > 0 || pos.pinned.black.length > 0)) {
    fail(`pins exist only in treta, not in ${pos.game}`);
  }
  if (pos.game !== 'vtora' && pos.carried.length > 0) fail(`carried numbers exist only in vtora, not in ${pos.game}`);
  if (pos.game === 'nardy') {
    for (const c of ['white', 'black'] as const) {
      const head = pos[c].points[24];
      if (pos.rolls[c] === 0 && head !== CHECKERS) fail(`${c} has made no roll (rolls 0) but has ${head} checkers on the head, not ${CHECKERS} (N1, N4)`);
    }
  }
  if (pos.carried.length > 2 && new Set(pos.carried).size > 1) fail(`carried numbers ${pos.carried.join(',')} cannot come from one roll`);
  const pinnedAt = { white: new Set(pos.pinned.white), black: new Set(pos.pinned.black) };
  for (const c of ['white', 'black'] as const) {
    const o = opponent(c);
    for (const p of pinnedAt[c]) {
      if (pos[c].points[p] !== 1) fail(`${c} checker pinned on ${p}, but ${c} has ${pos[c].points[p]} checkers there (must be exactly 1)`);
      const q = otherNumbering(pos.game, p);
      if (pos[o].points[q] < 1) fail(`${c} checker pinned on ${p}, but no ${o} checker stands on it`);
    }
  }
  for (let p = 1; p <= 24; p++) {
    const q = otherNumbering(pos.game, p);
    const w = pos.white.points[p];
    const b = pos.black.points[q];
    if (w > 0 && b > 0 && !pinnedAt.white.has(p) && !pinnedAt.black.has(q)) {
      fail(`white's point ${p} (black's ${q}) holds checkers of both colours without a pin`);
    }
  }
}
