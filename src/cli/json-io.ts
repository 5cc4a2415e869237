/** The JSON shapes of the `tabla` command line: requests in, plays out. */
import { checkRoll, parsePosition, positionFromJSON, positionToJSON, formatPlay } from '../engine/index.js';
import { parseJsonText } from '../engine/position-json.js';
import type { GameResult, Play, Position, PositionJSON, TraditionId } from '../engine/index.js';

/** A play as the command line prints it. */
export interface PlayJSON {
  /** Move notation (docs/notation.md). */
  notation: string;
  /** Steps as [from, to] in the mover's numbering (bar = 25, off = 0). */
  steps: [number, number][];
  /** The position after the play, turn passed on. */
  position: PositionJSON;
  /** The result when the play ends the game, else null. */
  result: GameResult | null;
}

/** A position and the dice to play it with. */
export interface MoveRequest {
  /** The position (tradition already overridden if asked). */
  readonly position: Position;
  /** The roll, or null for Vtora's carried part-turn. */
  readonly dice: number[] | null;
}

/** A play in the command line's JSON shape. */
export function playToJSON(play: Play): PlayJSON {
  return {
    notation: formatPlay(play.steps),
    steps: play.steps.map((s) => [s.from, s.to]),
    position: positionToJSON(play.position),
    result: play.result ? { winner: play.result.winner, points: play.result.points, kind: play.result.kind } : null,
  };
}

/**
 * A request from a JSON line (text) or an object `{position, dice}`; the position may be a JSON
 * object or any text {@link parsePosition} reads. Dice are checked against the position.
 * @throws Error naming the problem.
 */
export function parseRequest(input: unknown, tradition: TraditionId | undefined): MoveRequest {
  const { fields: o, position: read } = requestFields(input, ['position', 'dice'], '{"position": …, "dice": [a, b]}');
  const position = tradition !== undefined ? { ...read, tradition } : read;
  const dice = o.dice === undefined || o.dice === null ? null : (o.dice as number[]);
  if (dice === null && !(position.game === 'vtora' && position.carried.length > 0)) {
    throw new Error('"dice" is missing: only a Vtora position with carried numbers is played without dice');
  }
  checkRoll(position, dice);
  return { position, dice: dice === null ? null : [...dice] };
}

/**
 * The fields of a request: a JSON line (text) or an object, holding no key but `keys`, and its
 * `position` read (a JSON object or any text {@link parsePosition} reads); `shape` shows the
 * expected object in the error.
 * @throws Error naming the problem.
 */
export function requestFields(input: unknown, keys: readonly string[], shape: string): { fields: Record<string, unknown>; position: Position } {
  const v = parseJsonText(input, () => {
    throw new Error('the line is not valid JSON');
  });
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error(`expected an object ${shape}`);
  const fields = v as Record<string, unknown>;
  for (const k of Object.keys(fields)) if (!keys.includes(k)) throw new Error(`unknown key ${JSON.stringify(k)} (expected ${keys.join(', ')})`);
  if (fields.position === undefined) throw new Error('"position" is missing');
  return { fields, position: typeof fields.position === 'string' ? parsePosition(fields.position) : positionFromJSON(fields.position) };
}
