/**
 * The move list (`move-list`): every play of the match, game by game, which the player can copy
 * or save — a match of Prva or backgammon as the Jellyfish/GNU Backgammon `.mat` text that
 * analysis tools import (the match record's `matFromRecord`, from the study chunk, loaded when
 * first asked for), other games in the project's move notation.
 */
import { html } from 'lit';
import type { Live } from '../../engine/live/types.js';
import type { Color } from '../../engine/types.js';
import { diceText, t } from '../text/messages.js';

/** What the list's buttons do. */
export interface MoveListActions {
  copy(text: string): void;
  save(text: string, filename: string): void;
}

/**
 * What Copy and Export give: the match as `.mat` text (`matFromRecord`) when the format can hold
 * it (Prva and backgammon games from their start), else in the project's move notation.
 */
export async function exportText(l: Live, names: Record<Color, string>): Promise<{ text: string; filename: string }> {
  const record = l.notes.record;
  if (record && record.games.length > 0) {
    try {
      const { matFromRecord } = await import('../element/study.js');
      return { text: matFromRecord({ ...record, players: { white: names.white, black: names.black } }), filename: 'tabla-match.mat' };
    } catch {
      // Another game, a set-up start or a beaver (the format cannot hold it), or no chunk: the notation.
    }
  }
  return { text: notationText(l, names), filename: 'tabla-match.txt' };
}

/** The match in the project's notation: one line a play, `Game 2, 3. Black 5–5: 24/19/14/9 13/8`. */
export function notationText(l: Live, names: Record<Color, string>): string {
  const count = new Map<number, number>();
  return `${l.notes.moves
    .map((m) => {
      const n = (count.get(m.game) ?? 0) + 1;
      count.set(m.game, n);
      return `${t.gameOf(m.game + 1)}, ${n}. ${names[m.player]} ${diceText(m.dice ?? m.turnDice)}: ${m.notation}`;
    })
    .join('\n')}\n`;
}

/** The list, newest play last, with Copy and Export. */
export function renderMoveList(l: Live, names: Record<Color, string>, act: MoveListActions) {
  // The text is made when asked for (a .mat replays the whole match).
  const out = () => exportText(l, names);
  return html`<details part="move-list" class="move-list" open>
    <summary>${t.moveList()}</summary>
    <ol>
      ${l.notes.moves.filter((m) => m.game === l.state.gameNumber).map((m) => html`<li data-player=${m.player}>${names[m.player]} ${diceText(m.dice ?? m.turnDice)}: ${m.notation}</li>`)}
    </ol>
    <button part="button copy-moves" data-action="copy-moves" @click=${() => void out().then(({ text }) => act.copy(text))}>${t.copyMoves()}</button>
    <button part="button export-moves" data-action="export-moves" @click=${() => void out().then(({ text, filename }) => act.save(text, filename))}>
      ${t.exportMoves()}
    </button>
  </details>`;
}
