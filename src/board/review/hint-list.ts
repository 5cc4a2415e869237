/**
 * The hint list (`hint-list`): the best plays of a roll, best first, with each one's equity and
 * its difference to the best. Choosing an entry draws that play on the board.
 */
import { html, nothing } from 'lit';
import { equityText, rt } from './review-text.js';

/** One play of the list. */
export interface HintEntry {
  /** The play in move notation. */
  notation: string;
  /** Its equity for the player to move. */
  equity: number;
}

/** The list; `shown` is the entry drawn on the board, `show(i)` draws entry `i`. */
export function renderHintList(hints: readonly HintEntry[], shown: number, show: (i: number) => void) {
  if (hints.length === 0) return nothing;
  const best = hints[0].equity;
  return html`<table class="hint-list" part="hint-list">
    <caption>
      ${rt.hintsTitle()}
    </caption>
    <thead>
      <tr>
        <th scope="col">#</th>
        <th scope="col"></th>
        <th scope="col">${rt.hintEquity()}</th>
        <th scope="col">${rt.hintDiff()}</th>
      </tr>
    </thead>
    <tbody>
      ${hints.map(
        (h, i) =>
          html`<tr class=${i === shown ? 'shown' : ''}>
            <td>${i + 1}</td>
            <td>
              <button
                type="button"
                data-hint=${i}
                aria-pressed=${i === shown ? 'true' : 'false'}
                aria-label=${rt.hintShow(h.notation || '—')}
                @click=${() => show(i)}
              >
                ${h.notation || '—'}
              </button>
            </td>
            <td class="num">${equityText(h.equity)}</td>
            <td class="num">${i === 0 ? '' : equityText(h.equity - best)}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}
