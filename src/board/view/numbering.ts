/** Plays written in the numbering the board's point labels use (the viewer's), not the mover's. */
import { otherNumbering } from '../../engine/position.js';
import { formatPlay } from '../../engine/notation/moves.js';
import type { Color, GameId, Step } from '../../engine/types.js';

/** A point of the mover's numbering in the viewer's (the bar, 25, and off, 0, stay). */
function inViewerNumbering(game: GameId, p: number): number {
  return p === 0 || p === 25 ? p : otherNumbering(game, p);
}

/** The notation of `steps` (the mover's numbering) as the viewer numbers the points: unchanged when the mover is the viewer. */
export function playInNumbering(steps: readonly Step[], game: GameId, mover: Color, viewer: Color): string {
  if (mover === viewer) return formatPlay(steps);
  return formatPlay(steps.map((s) => ({ ...s, from: inViewerNumbering(game, s.from), to: inViewerNumbering(game, s.to) })));
}
