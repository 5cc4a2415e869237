/**
 * The per-player summary card (`review-summary`): each player's error rate, rating band, luck,
 * checker and cube losses, as the analysis reports them.
 */
import { html, nothing } from 'lit';
import { ref, type RefOrCallback } from 'lit/directives/ref.js';
import type { PlayerSummary } from '../../bot/analysis/types.js';
import { equityText, ratingName, rt } from './review-text.js';

/** The card; `null` summaries (not analysed yet) show a line saying so, or `status` (its element given to `statusRef`). */
export function renderSummaryCard(summary: readonly PlayerSummary[] | null, status: string | null = null, statusRef?: RefOrCallback<Element>) {
  if (!summary)
    return html`<section class="review-summary" part="review-summary">
      <p ${status !== null && statusRef ? ref(statusRef) : nothing}>${status ?? rt.notAnalysed()}</p>
    </section>`;
  const rows: [string, (p: PlayerSummary) => string][] = [
    [rt.errorRate(), (p) => p.errorRate.toFixed(1)],
    [rt.rating(), (p) => ratingName(p.rating)],
    [rt.unforced(), (p) => String(p.unforced)],
    [rt.checkerLoss(), (p) => p.checkerLoss.toFixed(3)],
    [rt.cubeErrors(), (p) => (p.cubeDecisions > 0 ? `${p.cubeLoss.toFixed(3)} (${p.cubeDecisions})` : '—')],
    [rt.luck(), (p) => equityText(p.luck)],
  ];
  return html`<section class="review-summary" part="review-summary">
    <table>
      <caption>
        ${rt.summaryTitle()}
      </caption>
      <thead>
        <tr>
          <td></td>
          ${summary.map((p) => html`<th scope="col" data-color=${p.color}>${p.name}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          ([label, value]) =>
            html`<tr>
              <th scope="row">${label}</th>
              ${summary.map((p) => html`<td data-color=${p.color}>${value(p)}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}
