/**
 * Replay scripts for rules demos in articles: a starting position and a list of rolls and plays
 * that the board steps through. Each play is parsed and checked by the engine.
 *
 * ```json
 * {"position": "prva start", "caption": "The opening",
 *  "steps": [{"dice": [6, 5], "play": "24/13", "caption": "Lover's leap"}]}
 * ```
 */
import { parsePosition } from '../../engine/notation/compact.js';
import { parsePlay } from '../../engine/notation/moves.js';
import { startPosition } from '../../engine/position.js';
import { numbersToPlay } from '../../engine/rule-checks.js';
import type { Color, Position, Step } from '../../engine/types.js';
import { parseJsonText, positionFromJSON } from '../../engine/position-json.js';

/** A replay script. */
export interface ReplayScript {
  /** The starting position: compact notation, any text `parsePosition` reads, or engine JSON. Default: Prva's start. */
  position?: string | object;
  /** A caption for the starting position. */
  caption?: string;
  /** The turns, in order. */
  steps: { dice?: number[] | null; play: string; caption?: string }[];
}

/** One frame of a replay: what the board shows after `index` turns. */
export interface ReplayFrame {
  /** The position shown. */
  position: Position;
  /** The dice of the turn that led here (none for the first frame). */
  dice: number[] | null;
  /** The numbers that roll played, by the engine's rule (four for doubles; a ladder's steps). */
  turnDice: number[];
  /** Who played that turn. */
  mover: Color | null;
  /** The steps of that turn (mover's numbering). */
  steps: Step[];
  /** The caption. */
  caption: string;
}

/** Most turns a replay script may hold (a long game has a few hundred). */
export const MAX_REPLAY_STEPS = 5000;

/** Parses and checks a replay script; throws an Error naming the first bad step. */
export function buildReplay(input: unknown): ReplayFrame[] {
  const script = parseJsonText(input, () => {
    throw new Error('replay: not valid JSON');
  });
  if (typeof script !== 'object' || script === null || !Array.isArray((script as ReplayScript).steps)) {
    throw new Error('replay: expected {"position": …, "steps": [{"dice": [a, b], "play": "…"}]}');
  }
  const s = script as ReplayScript;
  if (s.steps.length > MAX_REPLAY_STEPS) throw new Error(`replay: ${s.steps.length} steps, at most ${MAX_REPLAY_STEPS}`);
  let position: Position;
  try {
    position = s.position === undefined ? startPosition('prva') : typeof s.position === 'string' ? parsePosition(s.position) : positionFromJSON(s.position);
  } catch (error) {
    throw new Error(`replay: position: ${(error as Error).message}`);
  }
  const frames: ReplayFrame[] = [{ position, dice: null, turnDice: [], mover: null, steps: [], caption: s.caption ?? '' }];
  s.steps.forEach((step, i) => {
    const dice = step.dice ?? null;
    try {
      const play = parsePlay(position, dice, String(step.play ?? ''));
      frames.push({
        position: play.position,
        dice: dice && [...dice],
        turnDice: numbersToPlay(position, dice),
        mover: position.turn,
        steps: [...play.steps],
        caption: step.caption ?? '',
      });
      position = play.position;
    } catch (error) {
      throw new Error(`replay: step ${i + 1}: ${(error as Error).message}`);
    }
  });
  return frames;
}
