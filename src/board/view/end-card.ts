/**
 * The end-of-game card over the board: who won, how many points and what kind of win (in the
 * game's own words: gammon in backgammon, mars in the tabla games), the match score (never past
 * the match length), and the button to go on: Next game, or New match once the match is over.
 */
import { plural } from '../../i18n/plural.js';
import { html, nothing } from 'lit';
import type { Live } from '../../engine/live/types.js';
import type { Color } from '../../engine/types.js';
import { msg, str } from '../../i18n/runtime.js';
import { resultName, t } from '../text/messages.js';
import { scoreLine } from './score-shown.js';

/** The card's texts. */
const endText = {
  wins: (p: string) => msg(str`${p} wins`, { id: 'end.wins' }),
  points: (n: number) =>
    plural(n, {
      one: () => msg(str`${n} point`, { id: 'end.points.one' }),
      few: () => msg(str`${n} points`, { id: 'end.points.few' }),
      other: () => msg(str`${n} points`, { id: 'end.points.other' }),
    }),
  matchWon: (p: string) => msg(str`${p} wins the match`, { id: 'end.match-won' }),
  label: () => msg('End of the game', { id: 'end.label' }),
};

/** What the card's buttons do. */
export interface EndCardActions {
  nextGame(): void;
  newMatch(): void;
}

/** The card after a game or the match ended; nothing while a game is played. */
export function renderEndCard(l: Live, names: Record<Color, string>, on: EndCardActions) {
  const s = l.state;
  if ((s.phase !== 'game-over' && s.phase !== 'match-over') || !s.lastResult) return nothing;
  const r = s.lastResult;
  const matchOver = s.phase === 'match-over';
  // Clicks on the card are not clicks on the board under it.
  const own = (e: Event) => e.stopPropagation();
  return html`<section part="end-card" class=${`end-card${r.winner ? ` won-${r.winner}` : ''}`} aria-label=${endText.label()} @click=${own} @pointerdown=${own}>
    <p class="end-title">${r.winner ? endText.wins(names[r.winner]) : t.gameDrawn()}</p>
    ${
      r.winner
        ? html`<p class="end-result">
            <span class="end-kind">${resultName(r.kind, s.game)}</span> · <span class="end-points">${endText.points(r.points)}</span>
          </p>`
        : nothing
    }
    <p class="end-score">${scoreLine(s, names)}</p>
    ${matchOver && s.winner ? html`<p class="end-match">${endText.matchWon(names[s.winner])}</p>` : nothing}
    <div class="end-actions">
      ${
        matchOver
          ? html`<button part="button new-button" data-action="new-match" @click=${() => on.newMatch()}>${t.newMatch()}</button>`
          : html`<button part="button next-button" data-action="next-game" @click=${() => on.nextGame()}>${t.nextGame()}</button>`
      }
    </div>
  </section>`;
}
