/**
 * The consistency of the cube in a backgammon match state (RULES.md B3–B5): the cube rules fit
 * the match length, the value is a power of 2 up to 64, a turned cube has an owner and a centred
 * one has none, the Crawford flags follow from the games played (B5), and a double on offer is one that was allowed.
 * Used by `checkMatchState`, so `setState`, a server and saved games refuse forged cubes.
 */
import { describeValue } from './checks.js';
import { firstCube, isCubeValue, MAX_CUBE, nextGameCube, type CubeRules } from './cube.js';
import type { Phase } from './match-state.js';
import type { Color } from './types.js';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** Throws (through `fail`) unless `v` is well-formed cube rules for a match of `length` (0 = money). */
export function checkCubeRules(v: unknown, length: number, fail: (m: string) => never): void {
  if (!isObj(v)) fail(`"config.cubeRules" must be an object, got ${describeValue(v)}`);
  for (const k of ['jacoby', 'beaver', 'crawford', 'holland']) {
    if (typeof v[k] !== 'boolean') fail(`"config.cubeRules.${k}" must be true or false, got ${describeValue(v[k])}`);
  }
  if (length > 0 && (v.jacoby || v.beaver)) fail('Jacoby and beaver are for money play only (B5)');
  if (length === 0 && (v.crawford || v.holland)) fail('Crawford and Holland are for match play only (B5)');
}

/** What the cube check needs to know about the rest of the state. */
export interface CubeCheckContext {
  readonly phase: Phase;
  readonly turn: Color;
  readonly length: number;
  readonly rules: CubeRules;
  /** The results of the games before the current one, in order. */
  readonly earlier: readonly { readonly winner: Color | null; readonly points: number }[];
}

/** B5: whether the current game is the Crawford game or post-Crawford, from the results before it. */
export function crawfordFlags(rules: CubeRules, length: number, earlier: CubeCheckContext['earlier']): { crawford: boolean; postCrawford: boolean } {
  let cube = firstCube();
  const score = { white: 0, black: 0 };
  for (const r of earlier) {
    if (r.winner) score[r.winner] += r.points;
    cube = nextGameCube(cube, rules, length, score);
  }
  return { crawford: cube.crawford, postCrawford: cube.postCrawford };
}

/** Throws (through `fail`) unless `v` is a consistent cube for the state described by `c`. */
export function checkCube(v: unknown, c: CubeCheckContext, fail: (m: string) => never): void {
  if (!isObj(v)) fail(`"cube" must be an object in backgammon, got ${describeValue(v)}`);
  if (!isCubeValue(v.value)) fail(`the cube value must be 1, 2, 4 … ${MAX_CUBE}, got ${describeValue(v.value)}`);
  if (v.owner !== null && v.owner !== 'white' && v.owner !== 'black')
    fail(`the cube owner must be white, black or null (centred), got ${describeValue(v.owner)}`);
  if ((v.value === 1) !== (v.owner === null)) fail(v.value === 1 ? 'a cube at 1 is centred: it has no owner' : `a cube at ${v.value} has an owner`);
  if (typeof v.crawford !== 'boolean' || typeof v.postCrawford !== 'boolean') fail('"cube.crawford" and "cube.postCrawford" must be true or false');
  if (!isObj(v.rolls) || !isCount(v.rolls.white) || !isCount(v.rolls.black)) fail(`"cube.rolls" must be {white: n, black: n}, got ${describeValue(v.rolls)}`);
  const expected = crawfordFlags(c.rules, c.length, c.earlier);
  if (v.crawford !== expected.crawford || v.postCrawford !== expected.postCrawford) {
    const name = (f: Record<string, unknown>) => (f.crawford ? 'the Crawford game' : f.postCrawford ? 'post-Crawford' : 'before Crawford');
    fail(`the games so far make this game ${name(expected)}, but the cube says ${name(v)}`);
  }
  if (v.crawford && v.value !== 1) fail(`the cube is at ${v.value} in the Crawford game`);
  if (c.phase === 'doubled') {
    if (v.crawford) fail('a double is on offer in the Crawford game');
    if (v.owner !== null && v.owner !== c.turn) fail(`a double is on offer by ${c.turn}, but ${v.owner} owns the cube`);
    if ((v.value as number) >= MAX_CUBE) fail(`a double is on offer with the cube already at ${MAX_CUBE}`);
  }
}
