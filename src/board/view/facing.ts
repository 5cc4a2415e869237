/**
 * Which way the board faces: whose numbering the labels use and where white's home is drawn.
 * The local person's home is at the bottom: white's by default, black's when a person plays
 * black against the bot or a remote player, and with `auto-flip` in hot-seat the mover's.
 */
import { isSameDirection } from '../../engine/position.js';
import type { PlayerKind } from '../../engine/live/types.js';
import type { Color, GameId } from '../../engine/types.js';
import type { Orientation } from './geometry.js';

/** What decides the facing. */
export interface FacingInput {
  orientation: Orientation;
  autoFlip: boolean;
  players: Record<Color, PlayerKind>;
  mover: Color;
  game: GameId;
  replay: boolean;
}

/** The side the board is drawn for. */
export function viewerOf(f: FacingInput): Color {
  const { white, black } = f.players;
  if (f.autoFlip && white === 'human' && black === 'human' && !f.replay) return f.mover;
  return white !== 'human' && black === 'human' && !f.replay ? 'black' : 'white';
}

/**
 * The orientation drawn: the `orientation` attribute for white, or for black the board turned so
 * that black's home board takes the place of white's (opposite directions: mirrored top to
 * bottom; same direction, Vtora and Fevga: turned half round).
 */
export function orientationOf(f: FacingInput): Orientation {
  const o = f.orientation;
  if (viewerOf(f) === 'white') return o;
  const [v, h] = o.split('-') as ['bottom' | 'top', 'left' | 'right'];
  const flipV = v === 'bottom' ? 'top' : 'bottom';
  return (isSameDirection(f.game) ? `${flipV}-${h === 'left' ? 'right' : 'left'}` : `${flipV}-${h}`) as Orientation;
}
