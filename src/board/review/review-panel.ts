/**
 * The review panel (`review`): the buttons that step through the match (First, Previous, Next,
 * Last, Close), what the position shown holds (the played and the best decision, the loss), the
 * win-chance graph, the move list with marks and the players' summary card. Pure rendering of a
 * {@link ReviewData} and the index shown; the actions come in. (The board's one live region
 * announces each position stepped to.)
 */
import { html, nothing } from 'lit';
import { ref } from 'lit/directives/ref.js';
import { guard } from 'lit/directives/guard.js';
import { activeLocale } from '../../i18n/runtime.js';
import type { Progress, ProgressDrawing } from './progress-drawing.js';
import { markOf, type ReviewData, type ReviewStep } from './types.js';
import { renderWinGraph } from './win-graph.js';
import { renderReviewMoves, decisionText, markName } from './move-list.js';
import { renderSummaryCard } from './summary-card.js';
import { cubeActionName, rt } from './review-text.js';
import { t } from '../text/messages.js';

/** What the panel's buttons do. */
export interface ReviewActions {
  /** Shows position `i`. */
  go(i: number): void;
  /** Closes the review. */
  close(): void;
  /** Starts the analysis (null: none can run here). */
  analyse: (() => void) | null;
  /** Stops the analysis running. */
  cancel(): void;
}

/** The analysis' progress: decisions done of all, or null when none runs. */
export type ReviewProgress = Progress | null;

const bestText = (s: ReviewStep) => (s.kind === 'move' ? (s.best ?? '') : cubeActionName(s.best ?? ''));

/** The line under the board saying what was played at this position and what was best. */
export function judgementLine(s: ReviewStep): string {
  if (s.kind === 'start' || s.kind === 'end') return decisionText(s);
  const played = decisionText(s);
  if (s.loss === null) return rt.forced(played);
  const mark = markOf(s.loss);
  if (s.best === null || s.loss <= 0) return rt.playedBest(played);
  return `${rt.playedLoss(played, s.loss.toFixed(3))}${mark ? ` (${markName(mark)})` : ''}. ${rt.bestWas(bestText(s))}`;
}

/**
 * The panel; the progress bar and words are `drawing`'s to update between drawings. The graph and
 * the move list are made again only when the steps, the position shown or the language change
 * (`act.go` is the same for a review's life).
 */
export function renderReviewPanel(data: ReviewData, index: number, act: ReviewActions, progress: ReviewProgress, drawing: ProgressDrawing) {
  const n = data.steps.length;
  const s = data.steps[index];
  const status = progress ? drawing.text(progress) : null;
  // The step buttons are aria-disabled at the ends, never disabled: a focused one keeps the focus (and the keys).
  return html`<section class="review" part="review" aria-label=${rt.title()}>
    <div class="review-controls" part="review-controls">
      <button part="button review-first" data-action="review-first" aria-disabled=${String(index === 0)} @click=${() => act.go(0)}>${rt.first()}</button>
      <button part="button review-previous" data-action="review-previous" aria-disabled=${String(index === 0)} @click=${() => act.go(index - 1)}>
        ${t.previous()}
      </button>
      <span class="review-position">${rt.position(index + 1, n)}</span>
      <button part="button review-next" data-action="review-next" aria-disabled=${String(index === n - 1)} @click=${() => act.go(index + 1)}>
        ${t.next()}
      </button>
      <button part="button review-last" data-action="review-last" aria-disabled=${String(index === n - 1)} @click=${() => act.go(n - 1)}>${rt.last()}</button>
      <button part="button close-review" data-action="close-review" @click=${() => act.close()}>${rt.closeReview()}</button>
    </div>
    <p class="review-judgement" part="review-judgement">${judgementLine(s)}</p>
    ${guard([data.steps, index, activeLocale()], () => renderWinGraph(data.steps, index, act.go))}
    <div class="review-columns">
      ${guard([data.steps, index, activeLocale()], () => renderReviewMoves(data.steps, index, act.go))}
      <div class="review-side">
        ${renderSummaryCard(data.summary, status, drawing.words)}
        ${
          progress
            ? html`<progress ${ref(drawing.bar)} max=${progress.total} value=${progress.done}></progress>
                <button part="button cancel-analysis" data-action="cancel-analysis" @click=${() => act.cancel()}>${rt.cancelAnalysis()}</button>`
            : !data.summary && act.analyse
              ? html`<button part="button analyse" data-action="analyse" @click=${() => act.analyse?.()}>${rt.analyse()}</button>`
              : nothing
        }
      </div>
    </div>
    <p class="review-keys">${rt.keysHelp()}</p>
  </section>`;
}
