/**
 * The board's study tools wired to its match, bot and reporter (a lazy chunk of its own in the
 * script-tag build, loaded through study-gate.ts): the Hint list and the tutor
 * (coach-controller.ts), the match's record and the review (review-controller.ts), the set-up
 * mode (setup-controller.ts), and what they add to the board: the input a mode takes, the
 * position a mode shows, the arrows over the checkers and a mode's panel. It also carries the
 * record tools the first load asks for on need (saved-record.ts, the `.mat` export).
 */
import type { ReactiveControllerHost } from 'lit';
import type { LiveAction } from '../../engine/live/actions.js';
import type { Live } from '../../engine/live/types.js';
import { Turn } from '../../engine/turn.js';
import type { Color } from '../../engine/types.js';
import type { InputHost } from '../input/input-actions.js';
import type { BoardMode } from '../input/input-controller.js';
import { rankedPlays } from '../review/hint-book.js';
import { renderPlayComparison } from '../review/play-arrows.js';
import type { Orientation, Slot } from '../view/geometry.js';
import { renderModePanel } from '../view/mode-panel.js';
import { renderReviewButton } from '../view/review-button.js';
import type { BoardModel } from '../view/view-model.js';
import type { BotController } from './bot-controller.js';
import { CoachController, HINT_COUNT } from './coach-controller.js';
import type { MatchController } from './match-controller.js';
import type { Reporter } from './reporter.js';
import type { MatchRecord } from '../../engine/match-file/record-types.js';
import { ReviewController } from './review-controller.js';
import { SetupController } from './setup-controller.js';

// The record tools the first load calls on need (the check of a saved match's record, the move
// list's .mat export) live in this chunk too: every user of the record checks is in one lazy chunk.
export { savedRecord } from './saved-record.js';
export { matFromRecord } from '../../engine/match-file/mat-export.js';
// The tools' styles, which the gate adds to the board's shadow root when they load.
export { reviewStyles } from '../review/review.styles.js';

/** What the study tools read from the element. */
export interface StudyHost extends ReactiveControllerHost {
  /** The `tutor` threshold (null: off). */
  readonly tutor: number | null;
  /** The `setup-mode` setting. */
  readonly setupMode: boolean;
}

/** What the study tools ask of the element. */
export interface StudyHooks {
  /** The set-up mode's Play from here: plays the position and dice set up and leaves the mode. */
  play(setup: { position: string; dice: string }): void;
  /** The players' names shown. */
  names(): Record<Color, string>;
  /** Announces a text (made in the board's language) to screen readers. */
  announce(text: () => string): void;
}

/** The board's study tools (see the file comment). */
export class Study {
  /** The Hint list and the tutor (`hints`, `tutor`). */
  readonly coach: CoachController;
  /** The match's record, and the review (`review()`). */
  readonly reviews: ReviewController;
  /** The set-up mode (`setup-mode`). */
  readonly setup: SetupController;

  constructor(
    private readonly host: StudyHost,
    match: MatchController,
    bots: BotController,
    private readonly report: Reporter,
    input: InputHost,
    hooks: StudyHooks,
    /** The board's match as played, with the players' names (a copy), or null before a match starts. */
    private readonly record: () => MatchRecord | null,
  ) {
    const coachHost = {
      live: () => match.live,
      dispatch: (a: LiveAction) => void match.dispatch(a),
      threshold: () => host.tutor,
      fail: (s: string, error: unknown, context: string) => void report.caught(s, error, context),
    };
    this.coach = new CoachController(host, coachHost, (state, count) => bots.rank(state.position, state.dice, count, state));
    this.reviews = new ReviewController(host, {
      analyze: (record, options) => bots.analyze(record, options),
      fail: (error, context) => void report.caught('review', error, context),
      announce: (text) => hooks.announce(text),
    });
    this.setup = new SetupController(host, {
      rank: async (position, dice) => rankedPlays(Turn.begin(position, dice), await bots.rank(position, dice, HINT_COUNT)),
      fail: (m) => report.fail('setup', m),
      play: (setup) => hooks.play(setup),
      orientation: () => input.orientation(),
      turned: () => input.turned(),
    });
  }

  /** Opens the review of `record` (default the board's own match); false with `tabla-error` (source `review`) on a bad record, false when a later review or a close overtook it. */
  openReview(record?: unknown): Promise<boolean> {
    return this.report.settle('review', () => this.reviews.openRecord(record ?? this.record()));
  }

  /** The mode that takes the board's clicks, keys and drags now (the review, the set-up mode), or null in play. */
  mode(): BoardMode | null {
    return this.reviews.open ? this.reviews.input : this.host.setupMode ? this.setup.input : null;
  }

  /** The position a mode shows, or null in play. */
  model(view: { orientation: Orientation; viewer: Color; focus: Slot }): BoardModel | null {
    if (this.reviews.open) return this.reviews.model(view);
    return this.host.setupMode ? this.setup.model(view) : null;
  }

  /** What the study adds to the view: the Hint list, the tutor and the Review button; the arrows over the board (none in a replay); a mode's panel; the reviewed match's header. */
  view(l: Live, model: BoardModel, replaying: boolean) {
    const compared = this.reviews.open ? this.reviews.comparison() : this.host.setupMode ? this.setup.comparison() : this.coach.comparison(l);
    return {
      coach: [this.coach.render(), renderReviewButton(l, !!l.notes.record?.games.length, () => this.openReview())],
      overlay: replaying ? null : renderPlayComparison(model, compared),
      panel: renderModePanel(this.reviews, this.host.setupMode ? this.setup : null),
      reviewHeader: this.reviews.header(),
    };
  }
}
