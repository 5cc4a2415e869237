/**
 * Checkers slide: after a step is drawn, the checker that moved is animated from where it stood
 * to its new place (a hit checker from the point to the bar). Only the Web Animations API on the
 * drawn circles: the model is not touched, and nothing runs without motion (`animation="off"`,
 * `prefers-reduced-motion`).
 */
import { opponent } from '../../engine/position.js';
import type { Color, GameId, Step } from '../../engine/types.js';
import { slotOf, type Slot } from './geometry.js';
import { spot } from './render-board.js';
import type { BoardModel } from './view-model.js';

/** How long one slide takes, in milliseconds. */
export const SLIDE_MS = 220;

function animate(root: ParentNode, m: BoardModel, from: Slot, to: Slot, color: Color, fromTop = false): void {
  const el = root.querySelector<SVGElement>(`[data-slot="${to}"] .checker.top.${color}`) ?? (to.startsWith('off-') ? root.querySelector<SVGElement>(`[data-slot="${to}"] .off-checker:last-of-type`) : null);
  if (!el || typeof el.animate !== 'function') return;
  const a = spot(m, from, color, fromTop);
  const b = spot(m, to, color, true);
  el.animate([{ transform: `translate(${a.x - b.x}px, ${a.y - b.y}px)` }, { transform: 'translate(0, 0)' }], { duration: SLIDE_MS, easing: 'ease-out' });
}

/** Slides the checker of `step` (mover's numbering) to where the model now draws it, and a hit checker to the bar. */
export function slideStep(root: ParentNode, m: BoardModel, step: Step, mover: Color, game: GameId): void {
  const from = slotOf(step.from, mover, game);
  const to = slotOf(step.to, mover, game);
  animate(root, m, from, to, mover);
  if (step.hit) animate(root, m, to, `bar-${opponent(mover)}`, opponent(mover), true);
}
