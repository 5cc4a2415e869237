/**
 * The view's hooks for the board's modes: the panel shown instead of the match's status lines
 * and buttons while a review is open or the set-up mode is on.
 */
import type { ReviewController } from '../element/review-controller.js';
import type { SetupController } from '../element/setup-controller.js';
import { copyText } from './clipboard.js';
import { renderSetupPanel } from '../setup/setup-panel.js';

/** The review's panel when one is open, else the set-up mode's when it is on (`setup`), else null (the match's own panel). */
export function renderModePanel(review: ReviewController, setup: SetupController | null) {
  if (review.open) return review.render();
  return setup ? renderSetupPanel(setup, { copy: copyText }) : null;
}
