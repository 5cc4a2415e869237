/**
 * The view's hooks for the board's modes: the panel shown instead of the match's status lines
 * and buttons while a review is open or the set-up mode is on, and the Review button after a game.
 */
import { html, nothing } from 'lit';
import type { Live } from '../../engine/live/types.js';
import type { ReviewController } from '../element/review-controller.js';
import type { SetupController } from '../element/setup-controller.js';
import { rt } from '../review/review-text.js';
import { copyText } from './render-moves.js';
import { renderSetupPanel } from '../setup/setup-panel.js';

/** The review's panel when one is open, else the set-up mode's when it is on (`setup`), else null (the match's own panel). */
export function renderModePanel(review: ReviewController, setup: SetupController | null, ) {
  if (review.open) return review.render();
  return setup ? renderSetupPanel(setup, { copy: copyText }) : null;
}

/** The Review button, after a game or the match ended when the board's record has a game. */
export function renderReviewButton(l: Live, recorded: boolean, open: () => void) {
  const over = l.state.phase === 'game-over' || l.state.phase === 'match-over';
  return over && recorded ? html`<button part="button review-button" data-action="review" @click=${open}>${rt.review()}</button>` : nothing;
}
