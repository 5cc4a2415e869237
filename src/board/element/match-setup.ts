/**
 * The match a board's settings describe: the `position` and `dice` attributes read (bad ones
 * reported and left out), and the engine's match state from them. Pure; the element dispatches it.
 */
import { startPosition } from '../../engine/position.js';
import type { CubeOptions } from '../../engine/cube.js';
import { type MatchState, newMatch } from '../../engine/match.js';
import { parsePosition } from '../../engine/notation/compact.js';
import { setOf } from '../../engine/traditions.js';
import type { GameId, Position, TraditionId } from '../../engine/types.js';
import { describeValue } from '../../engine/checks.js';
import { readDice } from './settings.js';

/** The settings a match starts from. */
export interface SetupSettings {
  tradition: TraditionId;
  game: GameId | '';
  matchLength: number;
  position: string;
  dice: string;
  /** O5 for backgammon: rule names to switch on (`beaver`, `holland`) or off (`no-jacoby`, `no-crawford`). */
  cubeRules: string;
  /** A figure: a bad `position` is shown as a note, never replaced by the starting position. */
  readonly: boolean;
}

/** A `tabla-error` to report about a setting that was left out. */
export interface SetupError {
  source: string;
  message: string;
  value: string;
  fallback: string;
}

/** What to start: the match options, the position and dice read (each may be absent), and the problems met. */
export interface MatchSetup {
  options: { tradition: TraditionId; length: number; game?: GameId; cube?: CubeOptions };
  position: Position | undefined;
  dice: number[] | null;
  errors: SetupError[];
  /** Why the `position` text is not a position (null when it is one, or empty). */
  positionError: string | null;
}

/** Reads the `position` and `dice` settings; a bad one is left out with an error that names it. */
export function readSetup(s: SetupSettings): MatchSetup {
  const errors: SetupError[] = [];
  let position: Position | undefined;
  let positionError: string | null = null;
  if (s.position.trim()) {
    try {
      position = parsePosition(s.position);
    } catch (error) {
      positionError = (error as Error).message;
      const instead = s.readonly ? 'showing a note instead of the figure' : 'showing the starting position';
      errors.push({ source: 'position', message: `${positionError}; ${instead}`, value: s.position.slice(0, 200), fallback: '' });
    }
  }
  let dice: number[] | null = null;
  if (s.dice.trim() && !(dice = readDice(s.dice)))
    errors.push({
      source: 'dice',
      message: `bad dice ${describeValue(s.dice)} (expected two numbers 1–6 like "3,1"); showing none`,
      value: s.dice.slice(0, 200),
      fallback: '',
    });
  // Dice without a position: the first game's starting position with that roll to play.
  if (dice && !position) position = startPosition(s.game || setOf(s.tradition)[0], s.tradition);
  const cube = readCubeRules(s, position, errors);
  const options = { tradition: s.tradition, length: s.matchLength, ...(s.game ? { game: s.game } : {}), ...(cube ? { cube } : {}) };
  return { options, position, dice, errors, positionError };
}

const CUBE_RULES = ['jacoby', 'beaver', 'crawford', 'holland'] as const;

/** Reads `cube-rules` (O5): names separated by spaces or commas, `no-` to switch one off; bad names and a game without a cube are reported and left out. */
function readCubeRules(s: SetupSettings, position: Position | undefined, errors: SetupError[]): CubeOptions | undefined {
  const text = (s.cubeRules ?? '').trim();
  if (!text) return undefined;
  const fail = (message: string) => void errors.push({ source: 'cube-rules', message, value: text.slice(0, 200), fallback: '' });
  const game = position?.game ?? (s.game || setOf(s.tradition)[0]);
  if (game !== 'backgammon') return fail(`cube-rules apply to backgammon only, not to ${game}; ignoring them`);
  const rules: Record<string, boolean> = {};
  for (const word of text.toLowerCase().split(/[\s,]+/)) {
    const name = word.replace(/^no-/, '');
    if (!(CUBE_RULES as readonly string[]).includes(name))
      return fail(`unknown cube rule ${describeValue(word)} (expected ${CUBE_RULES.join(', ')}, each optionally with no-); ignoring cube-rules`);
    rules[name] = !word.startsWith('no-');
  }
  return rules as CubeOptions;
}

/** A match from the settings: from the beginning, or from a position (and optionally a roll to play). @throws Error on dice that do not fit. */
export function matchFrom(options: MatchSetup['options'], position?: Position, dice?: number[] | null): MatchState {
  const state = newMatch(position ? { ...options, tradition: position.tradition, game: position.game } : options);
  if (!position) return state;
  const moving = (dice && dice.length > 0) || position.carried.length > 0;
  return { ...state, position, game: position.game, phase: moving ? 'moving' : 'rolling', dice: dice && dice.length > 0 ? [...dice] : null };
}
