/**
 * The board's side of its study tools (study.ts: the Hint list and the tutor, the review, the
 * set-up mode), which the first load does not carry: the match's record (kept by the live
 * reducer) is read here with the players' names, and the tools are loaded on first need — at once when
 * `setup-mode`, `hints` or `tutor` is on, on a call to `review()`, else when the page is idle
 * after the board first drew where a person plays, or once the Review button shows. Until they are loaded the board plays
 * as without them: no Hint list, no arrows, a play confirmed at once; in set-up mode the board
 * takes no input. The element's `updateComplete` waits for a load in flight.
 */
import { html, nothing, type ReactiveController } from 'lit';
import type { LiveAction } from '../../engine/live/actions.js';
import type { Live } from '../../engine/live/types.js';
import type { MatchRecord } from '../../engine/match-file/record-types.js';
import type { Color, Position } from '../../engine/types.js';
import type { InputHost } from '../input/input-actions.js';
import type { BoardMode } from '../input/input-controller.js';
import { LazyPart } from '../lazy-part.js';
import { adoptStyles } from './adopt-styles.js';
import type { Orientation, Slot } from '../view/geometry.js';
import { renderReviewButton } from '../view/review-button.js';
import type { BoardModel } from '../view/view-model.js';
import type { BotController } from './bot-controller.js';
import type { MatchController } from './match-controller.js';
import type { Reporter } from './reporter.js';
import type { Study, StudyHooks, StudyHost } from './study.js';
import type { ReviewHeader } from '../review/types.js';

/** What the gate reads from the element besides what the tools read. */
export interface StudyGateHost extends StudyHost {
  /** The `hints` setting. */
  readonly hints: boolean;
  /** The `readonly` setting. */
  readonly readonly: boolean;
  /** The `white-player` setting. */
  readonly whitePlayer: string;
  /** The `black-player` setting. */
  readonly blackPlayer: string;
}

/** The study tools' module, loaded once per page. */
const studyPart = new LazyPart('the review, Hint list and set-up tools', () => import('./study.js'));

/** Takes no input: the set-up mode's board while its tools load. */
const INERT: BoardMode = { key: () => undefined, click: () => undefined, canDrag: () => false, drop: () => undefined };

/** The board's study tools, loaded on first need (see the file comment). */
export class StudyGate implements ReactiveController {
  /** The tools, once loaded. */
  private study: Study | null = null;
  /** This board's load in flight, if any. */
  private pending: Promise<Study | null> | null = null;
  /** A load failed (reported): only a new need (a review, a hint, the set-up mode turned on) tries again. */
  private failed = false;

  constructor(
    private readonly host: StudyGateHost & HTMLElement,
    private readonly match: MatchController,
    private readonly bots: BotController,
    private readonly report: Reporter,
    private readonly input: InputHost,
    private readonly hooks: StudyHooks,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** After each render: the tools a setting needs load now; a board where a person plays fetches them when the page is idle. */
  hostUpdated(): void {
    if (this.study || this.failed) return;
    if (this.host.setupMode || this.host.hints || this.host.tutor !== null) void this.load();
    else if (!this.host.readonly && (this.host.whitePlayer === 'human' || this.host.blackPlayer === 'human')) studyPart.prefetch();
  }

  /** The tools' load this board waits for, if any (the element's `updateComplete` awaits it). */
  get loading(): Promise<unknown> | null {
    return this.study ? null : this.pending;
  }

  /** Loads the tools (once); null when they could not be loaded (reported as `tabla-error`, code `chunk-load-failed`). */
  load(): Promise<Study | null> {
    if (this.study) return Promise.resolve(this.study);
    this.pending ??= studyPart.load(this.host, 'study').then((module) => {
      this.pending = null;
      this.failed = !module;
      if (!module) return null;
      if (this.host.shadowRoot) adoptStyles(this.host.shadowRoot, module.reviewStyles, 'review');
      this.study ??= new module.Study(this.host, this.match, this.bots, this.report, this.input, this.hooks, () => this.record());
      if (this.host.setupMode) this.study.setup.begin(this.match.live.state.position);
      this.host.requestUpdate();
      return this.study;
    });
    return this.pending;
  }

  /** The set-up mode was turned on: it starts from the match's position. */
  beginSetup(position: Position): void {
    if (this.study) this.study.setup.begin(position);
    else void this.load();
  }

  /** Opens the review of `record` (default the board's own match); false with `tabla-error` (source `review`) on a bad record, false when a later review or a close overtook it. */
  async openReview(record?: unknown): Promise<boolean> {
    const study = await this.load();
    return study ? study.openReview(record) : false;
  }

  /** Closes the review, if one is open. */
  closeReview(): void {
    this.study?.reviews.close();
  }

  /** A match started (new, restored or loaded): an open review closes. */
  started(): void {
    this.study?.reviews.close();
  }

  /** The board's match as played (the live match's record, kept by the reducer) with the players' names, as a copy; null before a match starts. */
  record(): MatchRecord | null {
    const record = this.match.live.notes.record;
    const names = this.hooks.names();
    return record ? (JSON.parse(JSON.stringify({ ...record, players: { white: names.white, black: names.black } })) as MatchRecord) : null;
  }

  /** A person confirms a play: judged by the tutor when it is on (loading it first), else committed at once. */
  async confirm(): Promise<void> {
    if (this.host.tutor === null && !this.study) return this.dispatch({ type: 'confirm' });
    const study = await this.load();
    if (study) return study.coach.confirm();
    this.dispatch({ type: 'confirm' });
  }

  /** The Hint button. */
  async hint(): Promise<void> {
    const study = await this.load();
    await study?.coach.hint();
  }

  /** The mode that takes the board's clicks, keys and drags now, or null in play. */
  mode(): BoardMode | null {
    if (this.study) return this.study.mode();
    return this.host.setupMode ? INERT : null;
  }

  /** The position a mode shows, or null in play. */
  model(view: { orientation: Orientation; viewer: Color; focus: Slot }): BoardModel | null {
    return this.study?.model(view) ?? null;
  }

  /** What the study adds to the view (the Review button shows before the tools are loaded; it loads them). */
  view(l: Live, model: BoardModel, replaying: boolean): { coach: unknown[]; overlay: unknown; panel: unknown; reviewHeader: ReviewHeader | null } {
    if (this.study) return this.study.view(l, model, replaying);
    const button = renderReviewButton(l, !!l.notes.record?.games.length, () => void this.openReview());
    if (button !== nothing) studyPart.prefetch();
    return { coach: [html``, button], overlay: null, panel: null, reviewHeader: null };
  }

  private dispatch(action: LiveAction): void {
    void this.match.dispatch(action);
  }
}
