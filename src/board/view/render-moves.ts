/**
 * The move list (`move-list`): every play of the match, game by game, which the player can copy
 * or save — Prva games (backgammon without a cube) as a Jellyfish/GNU Backgammon `.mat` text that
 * analysis tools import, the other games in the project's move notation.
 */
import { html } from 'lit';
import type { Live } from '../../engine/live/types.js';
import type { Color, GameId } from '../../engine/types.js';
import { diceText, t } from '../text/messages.js';

type Move = Live['notes']['moves'][number];

/** What the list's buttons do. */
export interface MoveListActions {
  copy(text: string): void;
  save(text: string, filename: string): void;
}

const pad = (s: string, n: number) => (s.length >= n ? `${s} ` : s + ' '.repeat(n - s.length));

/** One player's entry of a `.mat` line: `52: 13/8 13/11` (the roll as two digits, high first). */
const matEntry = (m: Move) => `${[...(m.dice ?? m.turnDice.slice(0, 2))].sort((a, b) => b - a).join('')}: ${m.notation === 'pass' || m.notation === '' ? '' : m.notation}`.trimEnd();

/** The match as `.mat` text: only its Prva games (the format knows no other game); null when there is none. */
export function matText(l: Live, names: Record<Color, string>): string | null {
  const s = l.state;
  const games = Array.from({ length: s.gameNumber + 1 }, (_, i) => (i < s.games.length ? s.games[i].game : s.game));
  const out = [` ${s.config.length} point match`, ''];
  let any = false;
  const score = { white: 0, black: 0 };
  games.forEach((game: GameId, i) => {
    const moves = l.notes.moves.filter((m) => m.game === i);
    if (game === 'prva' && moves.length > 0) {
      any = true;
      out.push(` Game ${i + 1}`, ` ${pad(`${names.white} : ${score.white}`, 33)}${names.black} : ${score.black}`);
      let n = 0;
      let line: string[] = [];
      for (const m of moves) {
        if (m.player === 'white' || line.length === 0) {
          if (line.length) out.push(line.join(''));
          n++;
          line = [pad(`${String(n).padStart(3)})`, 5)];
          if (m.player === 'black') line.push(' '.repeat(28));
        }
        line.push(m.player === 'white' ? pad(matEntry(m), 28) : matEntry(m));
      }
      if (line.length) out.push(line.join('').trimEnd());
      out.push('');
    }
    const r = s.games[i]?.result;
    if (r?.winner) score[r.winner] += r.points;
  });
  return any ? `${out.join('\n').trimEnd()}\n` : null;
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
  const mat = matText(l, names);
  const text = mat ?? notationText(l, names);
  return html`<details part="move-list" class="move-list" open>
    <summary>${t.moveList()}</summary>
    <ol>
      ${l.notes.moves.filter((m) => m.game === l.state.gameNumber).map((m) => html`<li data-player=${m.player}>${names[m.player]} ${diceText(m.dice ?? m.turnDice)}: ${m.notation}</li>`)}
    </ol>
    <button part="button copy-moves" data-action="copy-moves" @click=${() => act.copy(text)}>${t.copyMoves()}</button>
    <button part="button export-moves" data-action="export-moves" @click=${() => act.save(text, mat ? 'tabla-match.mat' : 'tabla-match.txt')}>${t.exportMoves()}</button>
  </details>`;
}

/** Copies `text` to the clipboard (where the page lets it). */
export function copyText(text: string): void {
  void navigator.clipboard?.writeText(text).catch(() => undefined);
}

/** Offers `text` as a file download named `filename`. */
export function saveText(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: filename });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
