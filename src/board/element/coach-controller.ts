/**
 * The Hint list and the tutor on a live board: a Lit reactive controller that asks the bot to
 * rank the roll's plays (a {@link HintBook}), shows the best few with the chosen one drawn, and —
 * with a tutor threshold — stops a person's play that loses more than the threshold before it is
 * committed, saying so and drawing the better play; the person may play it anyway or take it back.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { MatchState } from '../../engine/match.js';
import { positionKey } from '../../engine/position.js';
import { humanToAct } from '../../engine/live/queries.js';
import type { LiveAction } from '../../engine/live/actions.js';
import type { Live } from '../../engine/live/types.js';
import { HintBook, tutorVerdict, type RankPlays, type RankedPlay } from '../review/hint-book.js';
import { renderHintList } from '../review/hint-list.js';
import type { PlayComparison } from '../review/play-arrows.js';
import { rt } from '../review/review-text.js';

/** Plays the tutor ranks: the most one hint request returns (the bot's `MAX_HINTS`). */
const MAX_HINTS = 50;

/** Plays the Hint list shows. */
export const HINT_COUNT = 5;

/** What the coach needs of its board. */
export interface CoachHost {
  /** The committed live match. */
  live(): Live;
  /** Runs an action through the board's reducer. */
  dispatch(action: LiveAction): void;
  /** The tutor's threshold in equity, or null when the tutor is off. */
  threshold(): number | null;
  /** Reports what the bot threw (`tabla-error` with its code), its message after `context`. */
  fail(source: string, error: unknown, context: string): void;
}

export class CoachController implements ReactiveController {
  hostConnected(): void {}

  /** The plays the Hint list shows, or null when none is asked for. */
  plays: RankedPlay[] | null = null;
  /** The entry drawn on the board. */
  shown = 0;
  /** The tutor's warning about the play waiting to be committed, or null. */
  warning: { loss: number; best: RankedPlay } | null = null;
  private readonly book: HintBook;
  private askedFor: MatchState | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly board: CoachHost,
    rank: RankPlays,
  ) {
    host.addController(this);
    this.book = new HintBook(rank);
  }

  /** Before each render: what belongs to an earlier roll goes. */
  hostUpdate(): void {
    const l = this.board.live();
    if (l.state !== this.askedFor || l.state.phase !== 'moving') {
      this.plays = null;
      this.warning = null;
    }
  }

  /** After each render: with the tutor on, the person's roll is ranked in advance. */
  hostUpdated(): void {
    const l = this.board.live();
    if (this.board.threshold() !== null && humanToAct(l) && l.state.phase === 'moving') this.book.plays(l.state, MAX_HINTS).catch(() => undefined);
  }

  /** The Hint button: ranks the roll's plays and shows the best few, the best drawn. */
  async hint(): Promise<void> {
    const l = this.board.live();
    if (!humanToAct(l) || l.state.phase !== 'moving') return;
    try {
      const plays = await this.book.plays(l.state, this.board.threshold() !== null ? MAX_HINTS : HINT_COUNT);
      if (this.board.live().state !== l.state) return;
      this.askedFor = l.state;
      this.plays = plays.slice(0, HINT_COUNT);
      this.shown = 0;
      this.host.requestUpdate();
    } catch (error) {
      this.board.fail('hint', error, 'the bot gave no hint');
    }
  }

  /**
   * A person confirms a play: with the tutor on, the play is judged first and committed only when
   * it loses no more than the threshold; else the warning is shown. Without the tutor, committed at once.
   */
  async confirm(): Promise<void> {
    const threshold = this.board.threshold();
    const l = this.board.live();
    if (threshold === null || !l.play.turn || !humanToAct(l)) return this.board.dispatch({ type: 'confirm' });
    const turn = l.play.turn;
    let verdict: CoachController['warning'] = null;
    try {
      const plays = await this.book.plays(l.state, MAX_HINTS);
      if (this.board.live().play.turn !== turn) return;
      verdict = tutorVerdict(plays, positionKey(turn.finish().position), threshold);
    } catch (error) {
      this.board.fail('tutor', error, 'the bot could not judge the play');
    }
    if (!verdict) return this.board.dispatch({ type: 'confirm' });
    this.askedFor = l.state;
    this.warning = verdict;
    this.host.requestUpdate();
  }

  /** The tutor's "Play it anyway": commits the play warned about. */
  playAnyway(): void {
    this.warning = null;
    this.board.dispatch({ type: 'confirm' });
  }

  /** The tutor's "Take it back": the play's steps are taken back, the turn starts again. */
  takeBack(): void {
    this.warning = null;
    for (let i = 0; i < 8 && (this.board.live().play.turn?.steps.length ?? 0) > 0; i++) this.board.dispatch({ type: 'undo' });
    this.host.requestUpdate();
  }

  /** What the board draws over the position: the better play (tutor), or the hint chosen. */
  comparison(l: Live): PlayComparison | null {
    const base = { mover: l.state.position.turn, game: l.state.game };
    if (this.warning) return { ...base, played: [], best: this.warning.best.steps, loss: null };
    const p = this.plays?.[this.shown];
    if (!p || l.play.turn?.steps.length) return null;
    return { ...base, played: [], best: p.steps, loss: null };
  }

  /** The hint list and the tutor's warning, under the board. */
  render() {
    return html`${
      this.warning
        ? html`<div class="tutor" part="tutor" role="alertdialog" aria-label=${rt.tutorWarning(this.warning.loss.toFixed(3), this.warning.best.notation)}>
            <p>${rt.tutorWarning(this.warning.loss.toFixed(3), this.warning.best.notation)}</p>
            <button part="button tutor-anyway" data-action="tutor-anyway" @click=${() => this.playAnyway()}>${rt.tutorPlayAnyway()}</button>
            <button part="button tutor-back" data-action="tutor-back" @click=${() => this.takeBack()}>${rt.tutorTakeBack()}</button>
          </div>`
        : nothing
    }${
      this.plays
        ? html`<div class="hint" part="hint">
            ${renderHintList(this.plays, this.shown, (i) => {
              this.shown = i;
              this.host.requestUpdate();
            })}
          </div>`
        : nothing
    }`;
  }
}
