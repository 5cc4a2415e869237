/** The Review button shown after a game or the match ended, when the board's record has a game. */
import { html, nothing } from 'lit';
import type { Live } from '../../engine/live/types.js';
import { msg } from '../../i18n/runtime.js';

/** The Review button, after a game or the match ended when the board's record has a game. */
export function renderReviewButton(l: Live, recorded: boolean, open: () => void) {
  const over = l.state.phase === 'game-over' || l.state.phase === 'match-over';
  return over && recorded
    ? html`<button part="button review-button" data-action="review" @click=${open}>${msg('Review', { id: 'button.review' })}</button>`
    : nothing;
}
