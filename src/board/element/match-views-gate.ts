/**
 * The board's side of the match's occasional views (view/match-views.ts: the end-of-game card, the
 * move list and the words for a refused pick or drop), which the first load does not carry: loaded
 * at once when the board needs one (`move-list` is on, a game is over, a refusal is shown), else
 * when the page is idle after a board where a person plays first drew. Until they arrive none is
 * drawn (a refusal is announced when they are there); their styles are added to the board's shadow
 * root before it first draws with them. A load that fails is reported as a
 * `tabla-error` (source `match-views`, code `chunk-load-failed`), and the next need tries again
 * (`move-list` turned on, the next game over, the next refusal). The element's `updateComplete`
 * waits for a load in flight.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Live } from '../../engine/live/types.js';
import { LazyPart } from '../lazy-part.js';
import { adoptStyles } from './adopt-styles.js';
import type * as MatchViews from '../view/match-views.js';

/** The views' module, loaded once per page. */
const viewsPart = new LazyPart('the end-of-game card, the move list and the refusal notes', () => import('../view/match-views.js'));

/** What the gate reads from the element. */
export interface MatchViewsHost extends ReactiveControllerHost, EventTarget {
  /** The element's shadow root, where the views' styles go. */
  readonly shadowRoot: ShadowRoot | null;
  /** The `move-list` setting. */
  readonly moveList: boolean;
  /** The `readonly` setting. */
  readonly readonly: boolean;
  /** The `white-player` setting. */
  readonly whitePlayer: string;
  /** The `black-player` setting. */
  readonly blackPlayer: string;
}

/** The match's occasional views, loaded on first need (see the file comment). */
export class MatchViewsGate implements ReactiveController {
  private pending: Promise<unknown> | null = null;
  /** The need the last failed load was for: the same need does not try again, a new one does. */
  private failedNeed = false;

  constructor(
    private readonly host: MatchViewsHost,
    private readonly live: () => Live,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Before each render: once the views are loaded, their styles are in the board's shadow root. */
  hostUpdate(): void {
    const views = viewsPart.loaded;
    if (views && this.host.shadowRoot) adoptStyles(this.host.shadowRoot, views.matchViewStyles, 'match-views');
  }

  /** After each render: a view the board needs loads now; a board where a person plays fetches them when the page is idle. */
  hostUpdated(): void {
    if (viewsPart.loaded) return;
    const needed = this.needed();
    if (!needed) {
      this.failedNeed = false;
      if (!this.host.readonly && (this.host.whitePlayer === 'human' || this.host.blackPlayer === 'human')) viewsPart.prefetch();
      return;
    }
    if (this.pending || this.failedNeed) return;
    this.pending = viewsPart.load(this.host, 'match-views').then((module) => {
      this.pending = null;
      this.failedNeed = !module;
      if (module) this.host.requestUpdate();
    });
  }

  /** The views, or null while they are not loaded. */
  get views(): typeof MatchViews | null {
    return viewsPart.loaded ?? null;
  }

  /** The load this board waits for, if any (the element's `updateComplete` awaits it). */
  get loading(): Promise<unknown> | null {
    return this.pending;
  }

  /** True when the board shows one of the views now: the move list is on, a game is over, or a refusal is shown. */
  private needed(): boolean {
    const l = this.live();
    const s = l.state;
    return this.host.moveList || !!l.notes.why || ((s.phase === 'game-over' || s.phase === 'match-over') && !!s.lastResult);
  }
}
