/**
 * The review's move list (`review-moves`): every decision of the match, game by game, with
 * GNU Backgammon's marks (?! doubtful, ? bad, ?? very bad) and the loss; a click on an entry
 * goes to the position before that decision.
 */
import { html, nothing } from 'lit';
import { colorName, diceText } from '../text/messages.js';
import { markOf, type Mark, type ReviewStep } from './types.js';
import { cubeActionName, rt } from './review-text.js';

/** A mark's words, for screen readers and tooltips. */
export function markName(mark: Mark): string {
  return mark === '??' ? rt.markVeryBad() : mark === '?' ? rt.markBad() : mark === '?!' ? rt.markDoubtful() : '';
}

/** One decision as a line: `White 6–5: 24/18 13/11`, a cube action by its name. */
export function decisionText(s: ReviewStep): string {
  if (s.kind === 'start') return rt.gameStart(s.game + 1);
  if (s.kind === 'end') return rt.matchEnd();
  const who = s.player ? colorName(s.player) : '';
  if (s.kind !== 'move') return `${who}: ${cubeActionName(s.kind)}`;
  return `${who} ${diceText(s.dice ?? [])}: ${s.played}`;
}

/** The list; `go(i)` shows step `i`. The entry shown is marked `aria-current`. */
export function renderReviewMoves(steps: readonly ReviewStep[], index: number, go: (i: number) => void) {
  return html`<ol class="review-moves" part="review-moves">
    ${steps.map((s, i) => {
      const mark = markOf(s.loss);
      return html`<li class=${s.kind === 'start' || s.kind === 'end' ? s.kind : 'decision'}>
        <button type="button" data-index=${i} data-mark=${mark || nothing} aria-current=${i === index ? 'step' : nothing} @click=${() => go(i)}>
          ${decisionText(s)}${mark ? html` <b class="mark" title=${markName(mark)}>${mark}</b><span class="sr-only"> (${markName(mark)})</span>` : nothing}${s.loss !== null && s.loss > 0.0005 ? html` <small class="loss">−${s.loss.toFixed(3)}</small>` : nothing}
        </button>
      </li>`;
    })}
  </ol>`;
}
