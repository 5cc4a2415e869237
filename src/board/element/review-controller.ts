/**
 * The review on a board: opening a review of the board's own match (the record the live reducer
 * keeps) or of any record given (JSON record or `.mat` text), the analysis in the bot worker
 * with its progress and a Cancel, and what the review shows: the board's model for the position,
 * the played and best arrows, and the panel. A Lit reactive controller.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { TablaError } from '../../engine/errors.js';
import { replayedRecordInSteps } from '../../engine/match-file/record-check.js';
import { replayedRecordFromMatInSteps } from '../../engine/match-file/mat-import.js';
import type { ReplayedGame } from '../../engine/match-file/replay.js';
import type { Stepwise } from '../../engine/match-file/stepwise.js';
import type { MatchRecord } from '../../engine/match-file/record-types.js';
import type { MatchAnalysis, AnalysisProgress } from '../../bot/analysis/types.js';
import { modelOfFrame, type BoardModel } from '../view/view-model.js';
import type { Orientation, Slot } from '../view/geometry.js';
import { numbersToPlay } from '../../engine/rule-checks.js';
import { reviewFromRecord } from '../review/review-data.js';
import { ReviewStepper } from '../review/review-stepper.js';
import { judgementLine, renderReviewPanel, type ReviewProgress } from '../review/review-panel.js';
import { rt } from '../review/review-text.js';
import { ProgressDrawing } from '../review/progress-drawing.js';
import type { BoardMode } from '../input/input-controller.js';
import type { PlayComparison } from '../review/play-arrows.js';
import type { ReviewHeader } from '../review/types.js';
import { runInSlices } from '../review/slices.js';

/** What the review needs of its board. */
export interface ReviewHost {
  /** Runs the analysis in the bot (worker). */
  analyze(record: MatchRecord, options: { onProgress: (p: AnalysisProgress) => void; signal: AbortSignal }): Promise<MatchAnalysis>;
  /** Reports what the analysis threw (`tabla-error`, source `review`, with its code), its message after `context`. */
  fail(error: unknown, context: string): void;
  /** Announces a text (made in the board's language) to screen readers. */
  announce(text: () => string): void;
}

/** A record given as an object, JSON text or `.mat` text, checked, with the replay it was checked by: a stepwise computation (run in slices by the review). */
export function readRecordInSteps(input: unknown): Stepwise<{ record: MatchRecord; games: ReplayedGame[] }> {
  if (typeof input === 'string' && !input.trim().startsWith('{')) return replayedRecordFromMatInSteps(input);
  return replayedRecordInSteps(input as string | object);
}

export class ReviewController implements ReactiveController {
  hostConnected(): void {}

  hostDisconnected(): void {
    this.cancel();
  }

  /** Stepping through the positions. */
  readonly stepper: ReviewStepper;
  /** The board's keys while the review is open (it has nothing to click or drag on the board). */
  readonly input: BoardMode = { key: (e) => void this.stepper.key(e), click: () => undefined, canDrag: () => false, drop: () => undefined };
  /** The analysis' progress while it runs. */
  progress: ReviewProgress = null;
  /** The progress bar and words, updated in place while the analysis runs. */
  private readonly drawing = new ProgressDrawing();
  private record: MatchRecord | null = null;
  /** The record reviewed, replayed (kept for the analysis' result). */
  private games: ReplayedGame[] = [];
  private abort: AbortController | null = null;
  /** Counts the reviews asked for and closed: a reading still running when it changes is dropped. */
  private openings = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly board: ReviewHost,
  ) {
    host.addController(this);
    // Each position stepped to is announced: its number and what was played there.
    this.stepper = new ReviewStepper(host, (step, index) =>
      board.announce(() => `${rt.position(index + 1, this.stepper.data!.steps.length)}. ${judgementLine(step)}`),
    );
  }

  /** Whether a review is open. */
  get open(): boolean {
    return this.stepper.open;
  }

  /**
   * Opens the review of `input` (a record, JSON or `.mat` text; null: no match yet). The record is
   * read and replayed in slices, the page answering in between. Resolves true when the review is
   * open, false when a later review or a close overtook this one; rejects with a TablaError on a
   * bad record.
   */
  async openRecord(input: unknown): Promise<boolean> {
    const opening = ++this.openings;
    const read = input === null ? null : await runInSlices(readRecordInSteps(input), () => opening !== this.openings);
    if (opening !== this.openings) return false;
    if (!read || read.record.games.length === 0) throw new TablaError('unavailable', 'review: no game has been played yet');
    const { record, games } = read;
    this.cancel();
    this.record = record;
    this.games = games;
    this.stepper.load(reviewFromRecord(record, games, null));
    this.analyse();
    return true;
  }

  /** Starts the analysis of the record reviewed (progress shown, cancellable). */
  analyse(): void {
    const record = this.record;
    if (!record || this.abort) return;
    const abort = (this.abort = new AbortController());
    this.progress = { done: 0, total: 1 };
    this.host.requestUpdate();
    this.board
      .analyze(record, {
        signal: abort.signal,
        onProgress: (p) => {
          if (this.abort !== abort) return;
          this.progress = { done: p.done, total: p.total };
          // Only the bar and its words are drawn: the page stays free while the worker works.
          this.drawing.show(this.progress);
        },
      })
      .then(async (analysis) => {
        if (this.abort !== abort || this.record !== record) return;
        const data = reviewFromRecord(record, this.games, analysis);
        // The new data is drawn in a task of its own: the page answers in between.
        await new Promise((r) => setTimeout(r, 0));
        if (this.abort !== abort || this.record !== record) return;
        const at = this.stepper.step;
        const index = Math.max(
          0,
          data.steps.findIndex((s) => at && s.game === at.game && s.action === at.action && s.kind === at.kind),
        );
        this.stepper.load(data, index);
      })
      .catch((error: Error) => {
        if (this.abort === abort && error.name !== 'AbortError') this.board.fail(error, 'the analysis failed');
      })
      .finally(() => {
        if (this.abort !== abort) return;
        this.drawing.stop();
        this.abort = null;
        this.progress = null;
        this.host.requestUpdate();
      });
  }

  /** Stops the analysis running, if any. */
  cancel(): void {
    this.drawing.stop();
    this.abort?.abort();
    this.abort = null;
    this.progress = null;
    this.host.requestUpdate();
  }

  /** Closes the review (and stops its analysis). */
  close(): void {
    this.openings++;
    this.cancel();
    this.record = null;
    this.games = [];
    this.stepper.close();
  }

  /** The board's model for the position shown. */
  model(view: { orientation: Orientation; viewer: 'white' | 'black'; focus: Slot }): BoardModel | null {
    const s = this.stepper.step;
    if (!s) return null;
    const turnDice = s.dice && s.kind === 'move' ? numbersToPlay(s.position, s.dice) : [];
    return { ...modelOfFrame({ position: s.position, dice: s.dice, turnDice, mover: s.dice ? s.player : null, steps: [] }, view), movable: new Set() };
  }

  /** The reviewed match's game, score, length and players at the position shown, for the board's header; null when no review is open. */
  header(): ReviewHeader | null {
    const s = this.stepper.step;
    const record = this.record;
    if (!s || !record) return null;
    const score = s.kind === 'end' ? this.games[s.game].after.score : record.games[s.game].score;
    return { game: s.game, score: { ...score }, length: record.settings.length, names: { ...record.players } };
  }

  /** The played and the best play over the position shown. */
  comparison(): PlayComparison | null {
    const s = this.stepper.step;
    if (!s || s.kind !== 'move' || !s.player) return null;
    return { mover: s.player, game: s.position.game, played: s.playedSteps, best: s.bestSteps, loss: s.loss };
  }

  /** The panel. */
  render() {
    const data = this.stepper.data;
    if (!data) return null;
    return renderReviewPanel(
      data,
      this.stepper.index,
      { go: (i) => this.stepper.go(i), close: () => this.close(), analyse: () => this.analyse(), cancel: () => this.cancel() },
      this.progress,
      this.drawing,
    );
  }
}
