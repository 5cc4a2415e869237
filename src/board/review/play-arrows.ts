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
import { arrowsOf, type Arrow, type BoardModel } from '../view/view-model.js';

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

function arrow(m: BoardModel, a: Arrow, cls: string): SVGTemplateResult {
  const s = spot(m, a.from, a.color, false);
  const e = spot(m, a.to, a.color, true);
  const len = Math.hypot(e.x - s.x, e.y - s.y) || 1;
  const ux = (e.x - s.x) / len;
  const uy = (e.y - s.y) / len;
  const tip = { x: e.x - ux * (R - 1), y: e.y - uy * (R - 1) };
  const h = 3.6;
  const head = `${tip.x},${tip.y} ${tip.x - ux * h - uy * h * 0.6},${tip.y - uy * h + ux * h * 0.6} ${tip.x - ux * h + uy * h * 0.6},${tip.y - uy * h - ux * h * 0.6}`;
  return svg`<g class=${`compare-arrow ${cls} ${a.color}`} data-from=${a.from} data-to=${a.to}>
    <line x1=${s.x} y1=${s.y} x2=${tip.x - ux * h} y2=${tip.y - uy * h}></line><polygon points=${head}></polygon>
  </g>`;
}

/** The overlay; the model gives the position drawn (the one before the play). */
export function renderPlayComparison(m: BoardModel, c: PlayComparison | null): SVGTemplateResult | typeof nothing {
  if (!c) return nothing;
  const played = arrowsOf(c.played, c.mover, c.game);
  const best = c.best ? arrowsOf(c.best, c.mover, c.game) : [];
  const label = best[0] && c.loss !== null && c.loss > 0 ? spot(m, best[0].to, c.mover, true) : null;
  return svg`<g class="compare-arrows" part="compare-arrows" aria-hidden="true">
    ${played.map((a) => arrow(m, a, 'played'))}
    ${best.map((a) => arrow(m, a, 'best'))}
    ${label ? svg`<text class="compare-loss" x=${label.x} y=${label.y < 60 ? label.y + R + 6 : label.y - R - 3}>−${c.loss!.toFixed(3)}</text>` : nothing}
  </g>`;
}
