/**
 * Points in words as the viewer reads the board: a point of the mover's numbering named by the
 * viewer's number (the one on the point labels), the bar and the tray by name; a checker's way
 * by a sum of dice as `9/7*\/2`; a list of places joined by "or" in the board's language.
 */
import { otherNumbering } from '../../engine/position.js';
import type { Color, GameId, Step } from '../../engine/types.js';
import { msg, str } from '../../i18n/runtime.js';

const offWord = () => msg('off', { id: 'point.off' });
const barWord = () => msg('bar', { id: 'point.bar' });

/** How a point of the mover's numbering (0 = off, 25 = bar) is named for the viewer. */
export type PointWord = (point: number, mover: Color) => string;

/** The viewer's words for points of `game`. */
export function pointWords(viewer: Color, game: GameId): PointWord {
  return (point, mover) => {
    if (point === 0) return offWord();
    if (point === 25) return barWord();
    return String(mover === viewer ? point : otherNumbering(game, point));
  };
}

/** The mover's numbering as it is (the words of a notice when no viewer is known). */
export const moverWords: PointWord = (point) => (point === 0 ? offWord() : point === 25 ? barWord() : String(point));

/** One checker's way, e.g. `9/7*\/2` (a hit marked `*`), in the viewer's words. */
export function wayWords(steps: readonly Step[], mover: Color, word: PointWord): string {
  if (steps.length === 0) return '';
  return [word(steps[0].from, mover), ...steps.map((s) => `${word(s.to, mover)}${s.hit ? '*' : ''}`)].join('/');
}

/** Places joined by "or" in the board's language ("5 or 4", "5, 4 or 2"). */
export function orList(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  const head = items.slice(0, -1).join(', ');
  const last = items[items.length - 1];
  return msg(str`${head} or ${last}`, { id: 'list.or' });
}
