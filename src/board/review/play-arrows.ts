/**
 * The played and the best play drawn over the board (`compare-arrows`): each as arrows from
 * each checker's start to its end (the played one in the mover's colour, the best one dashed in
 * the highlight colour), with the loss written at the best play's first arrow. An overlay that
 * `renderBoard` draws above the checkers.
 */
import { svg, nothing, type SVGTemplateResult } from 'lit';
import type { Color, GameId, Step } from '../../engine/types.js';
import { R } from '../view/geometry.js';
import { spot } from '../view/render-board.js';
import { drawArrow } from '../view/drawing.js';
import { arrowsOf, type BoardModel } from '../view/view-model.js';

/** What the overlay draws: the mover's played and best plays (mover's numbering) and the loss. */
export interface PlayComparison {
  /** Who played. */
  mover: Color;
  /** The game (for the numbering). */
  game: GameId;
  /** The play made; empty for none. */
  played: readonly Step[];
  /** The best play, or null when the played one was the best. */
  best: readonly Step[] | null;
  /** The equity the played one loses (shown when > 0), or null. */
  loss: number | null;
}

/** The overlay; the model gives the position drawn (the one before the play). */
export function renderPlayComparison(m: BoardModel, c: PlayComparison | null): SVGTemplateResult | typeof nothing {
  if (!c) return nothing;
  const played = arrowsOf(c.played, c.mover, c.game);
  const best = c.best ? arrowsOf(c.best, c.mover, c.game) : [];
  const label = best[0] && c.loss !== null && c.loss > 0 ? spot(m, best[0].to, c.mover, true) : null;
  return svg`<g class="compare-arrows" part="compare-arrows" aria-hidden="true">
    ${played.map((a) => drawArrow(m, a, `compare-arrow played ${a.color}`, 3.6))}
    ${best.map((a) => drawArrow(m, a, `compare-arrow best ${a.color}`, 3.6))}
    ${label ? svg`<text class="compare-loss" x=${label.x} y=${label.y < 60 ? label.y + R + 6 : label.y - R - 3}>−${c.loss!.toFixed(3)}</text>` : nothing}
  </g>`;
}
