/**
 * A whole match state from JSON text or a parsed object (a board's `setState`, a saved match):
 * every field checked, the position through `positionFromJSON` (sparse or array points), the
 * match through `checkMatchState`, and a clean copy returned.
 */
import { GAMES } from './position.js';
import { currentTurn, newMatch, type MatchState, type Phase } from './match.js';
import { checkMatchState } from './match-check.js';
import { parseJsonText, positionFromJSON } from './position-json.js';
import type { Color, GameResult, Position } from './types.js';
import { TablaError } from './errors.js';

const PHASES: readonly Phase[] = ['opening', 'rolling', 'doubled', 'moving', 'game-over', 'match-over'];
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isDie = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6;

function fail(message: string): never {
  throw new TablaError('bad-match-state', `invalid state: ${message}`);
}

function resultOf(v: unknown, where: string): GameResult {
  if (!isObj(v)) fail(`${where} must be a result object`);
  const winner = v.winner;
  if (winner !== null && winner !== 'white' && winner !== 'black') fail(`${where}.winner must be white, black or null`);
  if (!isCount(v.points)) fail(`${where}.points must be a count`);
  if (!['single', 'mars', 'triple', 'mother', 'draw', 'resign', 'timeout', 'pass'].includes(v.kind as string)) fail(`${where}.kind is unknown`);
  if (v.cube !== undefined && !isCount(v.cube)) fail(`${where}.cube must be the cube value`);
  return {
    winner: winner as Color | null,
    points: v.points as number,
    kind: v.kind as GameResult['kind'],
    ...(v.cube !== undefined ? { cube: v.cube as number } : {}),
  };
}

/** A clean copy of a cube object (backgammon); `checkMatchState` then checks its values against the match. */
function cubeOf(v: unknown): unknown {
  if (!isObj(v)) return v;
  const rolls = isObj(v.rolls) ? { white: v.rolls.white, black: v.rolls.black } : v.rolls;
  return { value: v.value, owner: v.owner, crawford: v.crawford, postCrawford: v.postCrawford, rolls };
}

/**
 * A match state from JSON text or an object, every field checked; a clean copy.
 * @throws TablaError `bad-match-state` naming the first problem (`invalid state: …`).
 */
export function matchStateFromJSON(input: unknown): MatchState {
  const v = parseJsonText(input, fail);
  if (!isObj(v)) fail('must be an object');
  if (!isObj(v.config)) fail('"config" must be an object');
  let base: MatchState;
  try {
    base = newMatch(v.config as never);
  } catch (error) {
    fail(`"config": ${(error as Error).message}`);
  }
  const set = v.set ?? base.set;
  if (!Array.isArray(set) || set.length === 0 || !set.every((g) => GAMES.includes(g))) fail('"set" must be a list of games');
  if (!isCount(v.gameNumber)) fail('"gameNumber" must be a count');
  const phase = v.phase as Phase;
  if (!PHASES.includes(phase)) fail(`"phase" must be one of ${PHASES.join(', ')}`);
  let position: Position;
  try {
    position = positionFromJSON(v.position);
  } catch (error) {
    fail(`"position": ${(error as Error).message}`);
  }
  const game = v.game ?? position.game;
  if (game !== position.game) fail(`"game" is ${JSON.stringify(game)} but the position is ${position.game}`);
  const dice = v.dice ?? null;
  if (dice !== null && (!Array.isArray(dice) || dice.length !== 2 || !dice.every(isDie))) fail('"dice" must be null or two dice 1–6');
  if (phase === 'moving' && dice === null && position.carried.length === 0) fail('phase "moving" needs dice (or carried numbers)');
  const score = v.score;
  if (!isObj(score) || !isCount(score.white) || !isCount(score.black)) fail('"score" must be {"white": n, "black": n}');
  const opening = v.opening ?? null;
  if (opening !== null && (!isObj(opening) || !isDie(opening.white) || !isDie(opening.black))) fail('"opening" must be null or {"white": d, "black": d}');
  const games = v.games ?? [];
  if (!Array.isArray(games)) fail('"games" must be a list');
  const winner = v.winner ?? null;
  if (winner !== null && winner !== 'white' && winner !== 'black') fail('"winner" must be white, black or null');
  const lastResult = v.lastResult == null ? null : resultOf(v.lastResult, '"lastResult"');
  if ((phase === 'game-over' || phase === 'match-over') && !lastResult) fail(`phase "${phase}" needs "lastResult"`);
  const rules = (v.config as Record<string, unknown>).cubeRules;
  // Backgammon's cube rules as given (a clean copy; checkMatchState checks them against the length).
  const cubeRules = isObj(rules) ? { jacoby: rules.jacoby, beaver: rules.beaver, crawford: rules.crawford, holland: rules.holland } : rules;
  const state: MatchState = {
    config: cubeRules !== undefined && base.config.cubeRules ? { ...base.config, cubeRules: cubeRules as never } : base.config,
    set: [...(set as MatchState['set'])],
    gameNumber: v.gameNumber as number,
    game: position.game,
    position,
    phase,
    dice: dice === null ? null : [...(dice as number[])],
    opening: opening === null ? null : { white: opening.white as number, black: opening.black as number },
    score: { white: score.white as number, black: score.black as number },
    lastResult,
    lastPlay: null,
    winner: winner as Color | null,
    games: (games as unknown[]).map((g, i) => {
      if (!isObj(g) || !GAMES.includes(g.game as never)) fail(`"games[${i}]" must be {"game", "result"}`);
      return { game: g.game as MatchState['game'], result: resultOf(g.result, `"games[${i}].result"`) };
    }),
    ...(v.cube !== undefined ? { cube: cubeOf(v.cube) as MatchState['cube'] } : {}),
  };
  try {
    checkMatchState(state);
  } catch (error) {
    fail((error as Error).message);
  }
  if (phase === 'moving') {
    try {
      currentTurn(state);
    } catch (error) {
      fail(`the turn cannot be played: ${(error as Error).message}`);
    }
  }
  return state;
}
