/**
 * Where the refusal note sits over the board: along the edge away from the picked checker (the
 * one being moved), so it never covers that checker or the dice in the middle of the board.
 */
import { barCheckerAt, checkerAt, VIEW_H, VIEW_W } from './geometry.js';
import type { BoardModel } from './view-model.js';

/** The screen edge of the drawing the note is shown at. */
export type ToastPlace = 'top' | 'bottom';

/** The edge for the note: the one away from the picked checker as drawn (turned for `portrait`); the top when none is picked. */
export function toastPlace(m: BoardModel, portrait: boolean): ToastPlace {
  const slot = m.selected;
  if (!slot || slot.startsWith('off-')) return 'top';
  const at = slot.startsWith('bar-')
    ? barCheckerAt(slot === 'bar-white' ? 'white' : 'black', 0, m.orientation)
    : checkerAt(Number(slot.slice(1)), 0, m.orientation);
  // Turned a quarter clockwise, the drawing's x runs down the screen.
  const upper = portrait ? at.x < VIEW_W / 2 : at.y < VIEW_H / 2;
  return upper ? 'bottom' : 'top';
}
