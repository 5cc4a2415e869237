/**
 * Bot-against-bot matches for `tabla match`, driven through the engine's match state machine
 * (src/engine/match.ts), and their summary with 95% intervals.
 */
import {
  applyPlay,
  moveAction,
  newMatch,
  nextGame,
  opponent,
  recordAction,
  rollMatchDice,
  rollOpening,
  startRecord,
  type GameId,
  type MatchRecord,
  type MatchState,
  type RecordAction,
  type Score,
  type TraditionId,
} from '../engine/index.js';
import { CliError } from './args.js';
import { cubeAction } from './cube-actions.js';
import type { Player } from './players.js';
import type { MatchContext } from '../bot/bot.js';
import { randomDie, type Rng } from './random-player.js';

/** What to play. */
export interface MatchRun {
  /** The tradition whose set is played (or whose rules apply to `game`). */
  readonly tradition: TraditionId;
  /** One game repeated instead of the set (D5), or null. */
  readonly game: GameId | null;
  /** Match length in points. */
  readonly length: number;
  /** Play exactly this many games (matches follow each other); null = one match. */
  readonly games: number | null;
  /** The seed, reported in the summary. */
  readonly seed: number;
  /** The players. */
  readonly players: { readonly white: Player; readonly black: Player };
  /** Their level names, reported in the summary. */
  readonly levels: { readonly white: string; readonly black: string };
  /** Dice for the simulation. */
  readonly dice: Rng;
  /** Keep a match record under these player names (one match, or one money session). */
  readonly record?: { readonly white: string; readonly black: string };
}

/** A mean with its 95% normal-approximation interval (null with fewer than two samples). */
export interface Estimate {
  mean: number;
  ci95: [number, number] | null;
}

/** The printed summary. */
export interface MatchSummary {
  white: string;
  black: string;
  tradition: TraditionId;
  game: GameId | null;
  length: number;
  seed: number;
  matches: { played: number; white: number; black: number };
  games: { played: number; white: number; black: number; draws: number; byGame: Record<string, number> };
  points: Score;
  pointsPerGame: { white: Estimate; black: Estimate; difference: Estimate };
}

/** The summary, and the record of the match when one was asked for. */
export interface MatchOutcome {
  readonly summary: MatchSummary;
  readonly record: MatchRecord | null;
}

/** Safety net: no game of the family takes anywhere near this many actions. */
const MAX_ACTIONS_PER_GAME = 50_000;

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** Mean and 95% interval of samples. */
export function estimate(xs: readonly number[]): Estimate {
  const n = xs.length;
  const mean = n === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean: round(mean), ci95: null };
  const variance = xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1);
  const half = 1.96 * Math.sqrt(variance / n);
  return { mean: round(mean), ci95: [round(mean - half), round(mean + half)] };
}

/** The score and length a player needs for score-aware play; none in money play (length 0). */
export function matchContextOf(state: MatchState): MatchContext | undefined {
  return state.config.length > 0 ? { score: { ...state.score }, length: state.config.length } : undefined;
}

/** Advance a match by one action: an opening roll, a cube action, or a player's roll and play; with the action as recorded (null for a roll). */
function act(state: MatchState, run: MatchRun): { state: MatchState; action: RecordAction | null } {
  switch (state.phase) {
    case 'opening': {
      const dice = { white: randomDie(run.dice), black: randomDie(run.dice) };
      return { state: rollOpening(state, dice.white, dice.black), action: { type: 'opening', dice } };
    }
    case 'rolling':
    case 'doubled': {
      const cube = cubeAction(state, run.players);
      if (cube) {
        const type = state.phase === 'rolling' ? 'double' : cube.phase === 'rolling' ? 'take' : 'pass';
        const player = type === 'double' ? state.position.turn : opponent(state.position.turn);
        return { state: cube, action: { type, player } };
      }
      return { state: rollMatchDice(state, [randomDie(run.dice), randomDie(run.dice)]), action: null };
    }
    case 'moving': {
      const player = run.players[state.position.turn];
      const play = player.choose(state.position, state.dice, matchContextOf(state), { triple: state.config.triple });
      return { state: applyPlay(state, play), action: moveAction(state.position.turn, state.dice, play.steps) };
    }
    default:
      throw new Error(`unexpected phase ${state.phase}`);
  }
}

/** Play the matches and summarise them. */
export function runMatches(run: MatchRun): MatchOutcome {
  const perGame = { white: [] as number[], black: [] as number[], difference: [] as number[] };
  const games = { played: 0, white: 0, black: 0, draws: 0, byGame: {} as Record<string, number> };
  const matches = { played: 0, white: 0, black: 0 };
  const target = run.games;
  if (run.length === 0 && target === null) throw new CliError('money play (--length 0) never ends by points: give --games N');
  let state = newMatch({ tradition: run.tradition, ...(run.game ? { game: run.game } : {}), length: run.length });
  let record = run.record ? startRecord(state, run.record) : null;
  let actions = 0;
  for (;;) {
    if (state.phase === 'game-over' || state.phase === 'match-over') {
      const { result } = state.games[state.games.length - 1];
      games.played++;
      games.byGame[state.game] = (games.byGame[state.game] ?? 0) + 1;
      const w = result.winner === 'white' ? result.points : 0;
      const b = result.winner === 'black' ? result.points : 0;
      if (result.winner) games[result.winner]++;
      else games.draws++;
      perGame.white.push(w);
      perGame.black.push(b);
      perGame.difference.push(w - b);
      if (state.phase === 'match-over') {
        matches.played++;
        matches[state.winner!]++;
      }
      if (target === null ? state.phase === 'match-over' : games.played >= target) break;
      state =
        state.phase === 'match-over' ? newMatch({ tradition: run.tradition, ...(run.game ? { game: run.game } : {}), length: run.length }) : nextGame(state);
      actions = 0;
      continue;
    }
    if (++actions > MAX_ACTIONS_PER_GAME) throw new CliError(`a game of ${state.game} did not end within ${MAX_ACTIONS_PER_GAME} actions`);
    const step = act(state, run);
    if (record && step.action && matches.played === 0) record = recordAction(record, state, step.action, step.state);
    state = step.state;
  }
  const points = {
    white: perGame.white.reduce((a, b) => a + b, 0),
    black: perGame.black.reduce((a, b) => a + b, 0),
  };
  const summary: MatchSummary = {
    white: run.levels.white,
    black: run.levels.black,
    tradition: run.tradition,
    game: run.game,
    length: run.length,
    seed: run.seed,
    matches,
    games,
    points,
    pointsPerGame: { white: estimate(perGame.white), black: estimate(perGame.black), difference: estimate(perGame.difference) },
  };
  return { summary, record };
}
