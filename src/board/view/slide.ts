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

/** A checker sliding: the place it slides to and its animation (on the drawn checker). */
export interface Slide {
  readonly slot: Slot;
  readonly animation: Animation;
}

function animate(root: ParentNode, m: BoardModel, from: Slot, to: Slot, color: Color, fromTop = false): Slide | null {
  const el =
    root.querySelector<SVGElement>(`[data-slot="${to}"] .checker.top.${color}`) ??
    (to.startsWith('off-') ? root.querySelector<SVGElement>(`[data-slot="${to}"] .off-checker:last-of-type`) : null);
  if (!el || typeof el.animate !== 'function') return null;
  const a = spot(m, from, color, fromTop);
  const b = spot(m, to, color, true);
  const animation = el.animate([{ transform: `translate(${a.x - b.x}px, ${a.y - b.y}px)` }, { transform: 'translate(0, 0)' }], {
    duration: SLIDE_MS,
    easing: 'ease-out',
  });
  return { slot: to, animation };
}

/** Slides the checker of `step` (mover's numbering) to where the model now draws it, and a hit checker to the bar; returns the slides started. */
export function slideStep(root: ParentNode, m: BoardModel, step: Step, mover: Color, game: GameId): Slide[] {
  const from = slotOf(step.from, mover, game);
  const to = slotOf(step.to, mover, game);
  const out = [animate(root, m, from, to, mover)];
  if (step.hit) out.push(animate(root, m, to, `bar-${opponent(mover)}`, opponent(mover), true));
  return out.filter((s): s is Slide => s !== null);
}

/** The place of the slide whose checker is drawn over a client point now, or null. */
export function slideAt(slides: readonly Slide[], x: number, y: number): Slot | null {
  for (const s of slides) {
    const el = (s.animation.effect as KeyframeEffect | null)?.target;
    if (s.animation.playState !== 'running' || !el?.isConnected) continue;
    const r = el.getBoundingClientRect();
    if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return s.slot;
  }
  return null;
}
