/**
 * The element's whole template as a pure function of what it shows: the header (game, names,
 * score, clocks), the board with the refusal note over it, the status lines, the resign
 * question, the buttons, the move list and the rules panel. A figure (`readonly`) is only the
 * drawing, its dice and a caption.
 */
import { html, nothing } from 'lit';
import { pipCounts } from '../../engine/position.js';
import { opponent } from '../../engine/position.js';
import { moverOf, resigner, resignPoints } from '../../engine/live/queries.js';
import type { Live } from '../../engine/live/types.js';
import type { Color, GameId, TraditionId } from '../../engine/types.js';
import { nativeGameName } from '../../engine/traditions.js';
import { gameName as readerGameName, gameNameRendering, hasNativeName, nativeNameLang } from '../../i18n/names.js';
import { activeLocale } from '../../i18n/runtime.js';
import type { ReplayFrame } from './replay.js';
import { drawModelFigure, renderBoard } from './drawing.js';
import { toastPlace } from './toast-place.js';
import { infoLines, renderChoice, renderClocks, renderControls, turnLine, type PanelInput, type ReplayControls } from './render-panel.js';
import type { MoveListActions } from './render-moves.js';
import type * as MatchViews from './match-views.js';
import { colorName, diceText, t } from '../text/messages.js';
import { scoreLine, scoreText } from './score-shown.js';
import type { ReviewHeader } from '../review/types.js';
import { pointWords, wayWords } from '../text/point-words.js';
import type { BoardModel } from './view-model.js';
import { playInNumbering } from './numbering.js';

/** Everything the template shows, and the actions its buttons take. */
export interface ViewInput {
  live: Live;
  model: BoardModel;
  now: number;
  frame: ReplayFrame | null;
  figure: boolean;
  /** A figure's `position` that is not a position: why (shown as a note instead of a drawing). */
  invalidPosition: string | null;
  caption: string;
  names: Record<Color, string>;
  readonly: boolean;
  replay: ReplayControls | null;
  resignAsked: boolean;
  /** The Hint list and the tutor's warning (the coach's template). */
  coach: unknown;
  /** Drawn over the board's checkers (the hint's or the review's arrows). */
  overlay: unknown;
  /** A mode's panel (the set-up mode's, the review's) shown instead of the status lines, the buttons and the move list; null in play. */
  panel: unknown;
  /** While a review is open: its match's game, score, length and players, shown in the header instead of the board's own; else null. */
  reviewHeader: ReviewHeader | null;
  hints: boolean;
  moveList: boolean;
  /** The end-of-game card, the move list and the refusal's words (match-views.ts), or null while they load: none is drawn then. */
  matchViews: typeof MatchViews | null;
  rulesOpen: boolean;
  announcement: string;
  /** The last cube action (a double, take, beaver or pass) in words, shown until the next roll; empty when none. */
  cubeNotice: string;
  lang: string;
  /** Draw the board turned for a phone held upright (`layout`). */
  portrait: boolean;
  gameFilter: GameId | '';
  input: PanelInput;
  moves: MoveListActions;
  on: {
    keydown(e: KeyboardEvent): void;
    click(e: MouseEvent): void;
    pointerdown(e: PointerEvent): void;
    newMatch(): void;
    resign(): void;
    resignAnswer(yes: boolean): void;
    rules(): void;
    closeRules(): void;
    hint(): void;
  };
}

/**
 * The game's name: its tradition's own (in that script), followed by the reader's rendering where
 * the board's language writes it differently ("Прва (Prva)"); for a game of no tradition (long
 * nardy) the reader's own.
 */
function gameName(game: GameId, tradition: TraditionId) {
  const locale = activeLocale();
  if (!hasNativeName(game)) return html`<span part="game-name" class="game-name">${readerGameName(game, tradition, locale)}</span>`;
  const native = nativeGameName(game, tradition);
  const rendering = gameNameRendering(game, tradition, locale);
  return html`<span part="game-name" class="game-name"
    ><span lang=${nativeNameLang(game, tradition)}>${native}</span
    >${rendering === native ? nothing : html` <span class="game-name-rendering">(${rendering})</span>`}</span
  >`;
}

/** A read-only figure: the position, its dice and a caption; nothing about a match or its players. */
function renderFigure(v: ViewInput) {
  if (v.invalidPosition) return html`<p part="base invalid" class="base figure invalid" role="note" lang="en">invalid position: ${v.invalidPosition}</p>`;
  const { game, tradition } = v.model.position;
  const pips = pipCounts(v.model.position);
  const label = [t.boardLabel(), nativeGameName(game, tradition), v.caption, t.pips(pips.white, pips.black)].filter(Boolean).join('. ');
  return html`<figure part="base" class="base figure" lang=${v.lang}>
    <div class="board-wrap">${drawModelFigure(v.model, label)}</div>
    ${v.caption ? html`<figcaption part="caption" class="caption">${v.caption}</figcaption>` : nothing}
  </figure>`;
}

/**
 * The last play in words, in the numbering of the board's point labels (the viewer's): black's
 * 24/18 13/11 reads "Last move: Black 6–2: 1/7 12/14" on a board numbered from white's side.
 * Kept until the next play.
 */
function lastMoveLine(l: Live, model: BoardModel, names: Record<Color, string>) {
  const m = l.notes.lastMove;
  if (!m || m.steps.length === 0 || l.state.phase === 'game-over' || l.state.phase === 'match-over') return nothing;
  const text = t.lastMove(names[m.player], diceText(m.dice ?? m.turnDice), playInNumbering(m.steps, model.game, m.player, model.viewer));
  return html`<p class="last-move" part="last-move">${text}</p>`;
}

/** The way of the last move of one checker by a sum of dice ("Moved by the sum of the dice: 9/7*\/2"), until the next action. */
function routeLine(v: ViewInput) {
  const l = v.live;
  if (!l.notes.route || !l.play.turn || v.frame) return nothing;
  return html`<p class="info route">${t.routePlayed(wayWords(l.notes.route, moverOf(l), pointWords(v.model.viewer, v.model.game)))}</p>`;
}

/** The status lines, the die choice, the resign question, the buttons and the move list of a match being played. */
function playPanel(v: ViewInput) {
  const l = v.live;
  return html`${v.frame ? html`<p part="caption" class="caption">${v.frame.caption}</p>` : nothing} ${renderChoice(l, v.input)}
    <div part="status" class="status">
      ${v.frame ? nothing : html`<p class="turn-line">${turnLine(l, v.names)}</p>`} ${v.frame ? nothing : lastMoveLine(l, v.model, v.names)} ${routeLine(v)}
      ${v.cubeNotice && !v.frame ? html`<p class="cube-notice" part="cube-notice">${v.cubeNotice}</p>` : nothing} ${v.coach}
      ${infoLines(l, v.model.position, !!v.frame, v.names).map((line) => html`<p class="info">${line}</p>`)}
    </div>
    ${
      v.resignAsked
        ? html`<div part="resign-confirm" class="resign-confirm" role="alertdialog" aria-label=${t.resign()}>
            <span>${t.resignAsk(resignPoints(l, resigner(l)), v.names[opponent(resigner(l))])}</span>
            <button part="button resign-yes" data-action="resign-yes" @click=${() => v.on.resignAnswer(true)}>${t.resign()}</button>
            <button part="button resign-no" data-action="resign-no" @click=${() => v.on.resignAnswer(false)}>${t.resignKeep()}</button>
          </div>`
        : renderControls(l, v.input, {
            readonly: v.readonly,
            replay: v.replay,
            hints: v.hints,
            hint: v.on.hint,
            newMatch: v.on.newMatch,
            resign: v.on.resign,
            rules: v.on.rules,
          })
    }
    ${v.moveList && !v.frame && v.matchViews ? v.matchViews.renderMoveList(l, v.names, v.moves) : nothing}`;
}

export function renderView(v: ViewInput) {
  if (v.figure) return renderFigure(v);
  const l = v.live;
  const s = l.state;
  const { game, tradition } = v.model.position;
  const why = l.notes.why && !v.frame && v.matchViews ? v.matchViews.refusalText(l.notes.why.refusal) : '';
  return html`<div part="base" class="base" @keydown=${v.on.keydown}>
    <div part="header" class="header">
      ${gameName(game, tradition)}
      ${
        v.frame
          ? nothing
          : v.reviewHeader
            ? html`<span class="game-number">${t.gameOf(v.reviewHeader.game + 1)}</span>
                <span part="score" class="score">${scoreText(v.reviewHeader.score, v.reviewHeader.length, v.reviewHeader.names)}</span>`
            : html`<span class="game-number">${t.gameOf(s.gameNumber + 1)}</span>
                <span part="score" class="score">${scoreLine(s, v.names)}</span>${renderClocks(l, v.now, v.names)}`
      }
    </div>
    <div class="board-wrap" @click=${v.on.click} @pointerdown=${v.on.pointerdown}>
      ${renderBoard(v.model, `${t.boardLabel()}. ${t.keyHelp()}`, v.portrait, v.overlay)}
      ${v.frame || v.panel || !v.matchViews ? nothing : v.matchViews.renderEndCard(l, v.names, { nextGame: () => v.input.act({ type: 'next-game' }), newMatch: v.on.newMatch })}
      ${why ? html`<p part="refusal" class=${`refusal at-${toastPlace(v.model, v.portrait)}`}>${why}</p>` : nothing}
    </div>
    ${v.panel ?? playPanel(v)}
    ${
      v.rulesOpen
        ? html`<section part="rules" class="rules-panel">
            <button part="button close-rules-button" data-action="close-rules" @click=${v.on.closeRules}>${t.closeRules()}</button>
            <tabla-rules tradition=${tradition} game=${v.gameFilter || nothing} lang=${v.lang}></tabla-rules>
          </section>`
        : nothing
    }
    <div class="sr-only" role="status" aria-live="polite">${v.announcement}</div>
  </div>`;
}

/** The default name of a side: its colour. */
export const defaultName = (c: Color, given: string): string => given.trim() || colorName(c);
