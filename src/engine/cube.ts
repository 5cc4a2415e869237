/**
 * The doubling cube of backgammon (RULES.md B2–B6, O5) as plain data and pure helpers: the cube
 * rules of a match, the cube of the game being played, who may double now, and how a result is
 * multiplied by the cube (Jacoby in money play). The match calls that change the cube
 * (`offerDouble`, `takeDouble`, `passDouble`, `beaver`) are in match-cube.ts.
 */
import { describeValue, expectColor, expectOptions } from './checks.js';
import { opponent } from './position.js';
import type { Color, GameResult, Position, Score } from './types.js';
import { TablaError } from './errors.js';

/** The highest cube value (B3: the cube stops at 64). */
export const MAX_CUBE = 64;

/** O5: the cube rules a caller may set. Every field is optional. */
export interface CubeOptions {
  /** B4 Jacoby rule (money play): gammons count single while the cube is centred; default true. */
  readonly jacoby?: boolean;
  /** B4 beaver (money play): the taker may redouble at once, keeping the cube; default false. */
  readonly beaver?: boolean;
  /** B5 Crawford rule (match play): no cube in the game after a player first reaches N − 1; default true. */
  readonly crawford?: boolean;
  /** B5 Holland rule (match play): post-Crawford, the trailer doubles only after two rolls each; default false. */
  readonly holland?: boolean;
}

/** The resolved cube rules of a backgammon match (B4 and B5 keep only the ones that apply). */
export interface CubeRules {
  /** Jacoby in force (money play only). */
  readonly jacoby: boolean;
  /** Beaver allowed (money play only). */
  readonly beaver: boolean;
  /** Crawford rule in force (match play only). */
  readonly crawford: boolean;
  /** Holland rule in force (match play only). */
  readonly holland: boolean;
}

/** The cube of the game being played. */
export interface CubeState {
  /** The stake multiplier: 1, 2, 4 … 64. */
  readonly value: number;
  /** Who owns the cube, or null while it is centred (value 1). */
  readonly owner: Color | null;
  /** B5: this game is the Crawford game (nobody may double). */
  readonly crawford: boolean;
  /** B5: the Crawford game has been played: later games are post-Crawford. */
  readonly postCrawford: boolean;
  /** Rolls each side has played in this game (B5 Holland counts them). */
  readonly rolls: {
    /** Rolls White has made. */
    readonly white: number;
    /** Rolls Black has made. */
    readonly black: number;
  };
}

/** The fields of a match state the cube helpers read. */
export interface CubeContext {
  readonly config: { readonly length: number; readonly cubeRules?: CubeRules };
  readonly score: Score;
  readonly cube?: CubeState;
  readonly phase: string;
  readonly position: Position;
}

const flag = (v: unknown, name: string, fallback: boolean): boolean => {
  if (v === undefined) return fallback;
  if (typeof v !== 'boolean') throw new TablaError('bad-option', `the cube option ${name} must be true or false, got ${describeValue(v)}`);
  return v;
};

/** Resolves O5 for a match of `length` points (0 = money): the money-only rules are off in match play and the match-only ones in money play. */
export function resolveCubeRules(options: unknown, length: number): CubeRules {
  expectOptions(options, 'the cube options');
  const o = (options ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(o)) {
    if (!['jacoby', 'beaver', 'crawford', 'holland'].includes(key))
      throw new TablaError('bad-option', `unknown cube option ${describeValue(key)} (expected jacoby, beaver, crawford, holland)`);
  }
  const money = length === 0;
  const jacoby = flag(o.jacoby, 'jacoby', true);
  const beaver = flag(o.beaver, 'beaver', false);
  const crawford = flag(o.crawford, 'crawford', true);
  const holland = flag(o.holland, 'holland', false);
  return { jacoby: money && jacoby, beaver: money && beaver, crawford: !money && crawford, holland: !money && holland };
}

/** A centred cube at 1 for the first game of a match. */
export function firstCube(): CubeState {
  return { value: 1, owner: null, crawford: false, postCrawford: false, rolls: { white: 0, black: 0 } };
}

/**
 * The cube of the next game (B5): centred at 1; the game after the Crawford game is post-Crawford,
 * and the first game after a player first reaches N − 1 points is the Crawford game.
 */
export function nextGameCube(prev: CubeState, rules: CubeRules, length: number, score: Score): CubeState {
  const postCrawford = prev.postCrawford || prev.crawford;
  const crawford = rules.crawford && length > 0 && !postCrawford && Math.max(score.white, score.black) === length - 1;
  return { value: 1, owner: null, crawford, postCrawford, rolls: { white: 0, black: 0 } };
}

/** True when `value` is a cube value: a power of 2 from 1 to 64. */
export function isCubeValue(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_CUBE && ((value as number) & ((value as number) - 1)) === 0;
}

/**
 * Why `color` may not double now, or null when he may (B3, B5): only before his own roll, with
 * access to the cube, below 64, not in the Crawford game, and with Holland's two rolls each
 * when he trails after the Crawford game.
 */
export function doubleRefusal(s: CubeContext, color: Color): string | null {
  const o = s as Partial<Record<keyof CubeContext, unknown>> | null;
  if (
    typeof o !== 'object' ||
    o === null ||
    typeof o.config !== 'object' ||
    o.config === null ||
    typeof o.position !== 'object' ||
    o.position === null ||
    typeof o.score !== 'object' ||
    o.score === null
  ) {
    throw new TablaError('bad-match-state', `expected a match state, got ${describeValue(s)}`);
  }
  expectColor(color);
  const cube = s.cube;
  const rules = s.config.cubeRules;
  if (!cube || !rules) return 'there is no cube in this game (only backgammon has one)';
  if (s.phase !== 'rolling') return `${color} may not double in phase ${s.phase} (only before his roll)`;
  if (s.position.turn !== color) return `${color} may not double: it is ${s.position.turn}'s turn`;
  if (cube.crawford) return 'no doubling in the Crawford game (B5)';
  if (cube.owner !== null && cube.owner !== color) return `${color} may not double: ${cube.owner} owns the cube`;
  if (cube.value >= MAX_CUBE) return `the cube is at ${MAX_CUBE}, its highest value`;
  const other = opponent(color);
  if (rules.holland && cube.postCrawford && s.score[color] < s.score[other] && (cube.rolls.white < 2 || cube.rolls.black < 2)) {
    return 'Holland rule: the trailer may double only after two rolls each in a post-Crawford game';
  }
  return null;
}

/** True when `color` may double now. */
export function mayDouble(s: CubeContext, color: Color): boolean {
  return doubleRefusal(s, color) === null;
}

/** B4: Jacoby is in force for this result (money play, cube never turned in the game). */
function jacobyApplies(rules: CubeRules, length: number, cube: CubeState): boolean {
  return rules.jacoby && length === 0 && cube.value === 1;
}

/** B2/B4/B6: a result's points times the cube (a gammon or backgammon counts single under Jacoby). */
export function scoreWithCube(result: GameResult, cube: CubeState, rules: CubeRules, length: number): GameResult {
  if (result.winner === null) return result;
  const base = jacobyApplies(rules, length, cube) ? Math.min(result.points, 1) : result.points;
  return { ...result, points: base * cube.value, cube: cube.value };
}

/** B6: the points a resignation by `color` gives: 3 for a backgammon position by B2, 2 with no checker off, else 1 (before the cube). */
export function resignBasePoints(pos: Position, color: Color): number {
  const s = pos[color];
  if (s.off > 0) return 1;
  if (s.bar > 0) return 3;
  // The winner's home is the resigner's points 19–24 (G2).
  for (let p = 19; p <= 24; p++) if (s.points[p] > 0) return 3;
  return 2;
}

/** The cube after `color` played a roll (Holland counts rolls). */
export function countRoll(cube: CubeState, color: Color): CubeState {
  return { ...cube, rolls: { ...cube.rolls, [color]: cube.rolls[color] + 1 } };
}
