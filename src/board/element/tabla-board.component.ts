/**
 * `<tabla-board>`: one class over the live-match reducer, its attributes and properties from one
 * table (element/attributes.ts), its behaviour in reactive controllers (element/: the match, input,
 * bot, clock ticks, slides; the replay player; the portrait layout; the Hint list, tutor, review and
 * set-up mode through study.ts). Registered by tabla-board.ts.
 */
import { LitElement } from 'lit';
import type { BotMode } from '../../bot/client.js';
import { describeValue } from '../../engine/checks.js';
import { TablaError } from '../../engine/errors.js';
import type { ClockView } from '../../engine/live/clock-spec.js';
import { clockNow, pendingMove, rollRequest as rollRequestOf, whyNoHumanCall } from '../../engine/live/queries.js';
import type { LiveAction } from '../../engine/live/actions.js';
import type { CubeMove, Live } from '../../engine/live/types.js';
import type { MatchState } from '../../engine/match.js';
import type { StepRequest } from '../../engine/turn.js';
import type { Color } from '../../engine/types.js';
import { LocaleController } from '../../i18n/controller.js';
import { resolveLang } from '../../i18n/resolve.js';
import type { TablaMoveDetail, TablaRollRequestDetail } from '../../engine/live/events.js';
import { PortraitController } from './portrait-controller.js';
import { ReplayPlayer } from './replay-player.js';
import { matchStateFromJSON } from '../../engine/match-json.js';
import { SETTINGS_KEYS, defaultValues, litProperties, type AttributeValues } from './attributes.js';
import { BotController } from './bot-controller.js';
import { ClockController } from '../view/clock-controller.js';
import { InputController } from '../input/input-controller.js';
import { MatchController } from './match-controller.js';
import { Reporter } from './reporter.js';
import { applySettings } from './settings.js';
import { SlideController } from '../view/slide-controller.js';
import { styles } from './tabla-board.styles.js';
import { layoutStyles } from './tabla-board.layout.styles.js';
import { figureStyles } from './tabla-board.figure.styles.js';
import { StudyGate } from './study-gate.js';
import { MatchViewsGate } from './match-views-gate.js';
import { PositionParts } from './engine-parts.js';
import { DialogController } from './dialog-controller.js';
import { NoticeController } from './notice-controller.js';
import { ViewController } from './view-controller.js';
import type { MatchRecord } from '../../engine/match-file/record-types.js';

export type { DiceSourceKind } from './attributes.js';

/** The attributes and properties of `<tabla-board>`, typed and documented by the table (attributes.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging -- the table's typed properties merge into the class
export interface TablaBoard extends AttributeValues {}

/**
 * A board for the Balkan backgammon family (tabla): Prva, Vtora, Treta and Fevga, as a whole
 * match against the built-in bot, another person, or a remote player — or, for articles, a
 * position or a replay script to step through.
 *
 * With a server (two people at two boards): set the other side to `remote` and pass its plays to
 * `playRemote()` (a forced pass too: `playRemote('pass')`); with `dice-source="external"` answer
 * each `tabla-roll-request` by `roll(dice)` (both boards get the same dice, whoever rolls); call
 * `holdMove()` in a `tabla-before-move` listener and later `acceptMove()` or `refuseMove(reason)`;
 * `setState(json)` resumes from the server's state at any moment (dropping what was pending, the
 * clock's reserves kept until `setClock()`); the host starts each next game (`nextGame()`).
 *
 * Its CSS parts and custom properties are documented with its styles (tabla-board.styles.ts).
 *
 * @summary An embeddable, accessible tabla board: click, drag or keyboard play over a DOM-free rules engine.
 *
 * @event tabla-roll - Dice were rolled. `detail`: `{ player, dice, opening }`.
 * @event tabla-roll-request - With `dice-source="external"`: the board needs dice; answer with `roll(dice)`. `detail`: `{ player, opening, gameNumber }` (`player` null for the opening roll).
 * @event tabla-before-move - A local play (a person's or the bot's) is about to be made; cancel it (`preventDefault()`) to veto, or call `holdMove()` to keep it pending until `acceptMove()`/`refuseMove()`. `detail` as `tabla-move`.
 * @event tabla-move - A whole play was made. `detail`: `{ player, notation, steps, dice, turnDice, before, after }` (positions in the engine's JSON form).
 * @event tabla-move-refused - A held play was refused (`refuseMove`); the player plays the turn again. `detail`: `{ player, notation, reason }`.
 * @event tabla-clock - A clock started or stopped, or was set (not every tick). `detail`: `{ white: { reserveMs, moveMs }, black: { reserveMs, moveMs }, running }`.
 * @event tabla-timeout - A player ran out of time and loses the match; `tabla-game-end` and `tabla-match-end` follow. `detail`: `{ player }`.
 * @event tabla-turn - A player's turn begins. `detail`: `{ player, phase, gameNumber, carried }`.
 * @event tabla-game-end - A game ended. `detail`: `{ game, gameNumber, winner, points, kind, score }`.
 * @event tabla-match-end - The match ended. `detail`: `{ winner, score, length }`.
 * @event tabla-before-double - Backgammon: a local double (a person's or the bot's) is about to be offered; cancel it (`preventDefault()`) to veto (a server may then offer it itself). `detail`: `{ player, value, gameNumber }`.
 * @event tabla-double - A double was offered (B3); the other side takes or passes. `detail`: `{ player, value, gameNumber }`.
 * @event tabla-take - The double was taken (or beavered): the taker owns the cube. `detail`: `{ player, value, beaver, gameNumber }`.
 * @event tabla-pass - The double was passed: the doubler wins the stake before the offer; `tabla-game-end` follows. `detail`: `{ player, winner, points, gameNumber }`.
 * @event tabla-error - A bad attribute, property or call, a saved match that cannot be used (source `storage`), or a bot that runs weaker than the page could allow (source `bot`, once each: `fallback` `main-thread`, `js` or `heuristic`, the message with the fix); the board keeps working with the documented default; each cause is also written once to `console.warn`. `detail`: `{ message, source, code?, value?, fallback? }` (`code`: a refusal's stable `TablaErrorCode`, e.g. `illegal-step`, `not-your-turn`, `wrong-phase`).
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface above
export class TablaBoard extends LitElement {
  /** The board's styles; the study tools add theirs when they load (review.styles.ts). */
  static override styles = [styles, layoutStyles, figureStyles];
  static override properties = litProperties();
  private readonly report = new Reporter(this);
  /** Holds changes while the readers of an ID `position` (or a replay script's starting ID) load. */
  private readonly positionParts = new PositionParts(this);
  private readonly i18n = new LocaleController(this);
  private readonly notices = new NoticeController(this, {
    run: (fn) => this.i18n.run(fn),
    viewer: () => this.view.viewer(),
    game: () => this.live.state.game,
    names: () => this.view.names(),
  });
  private readonly dialogs = new DialogController(this, { lang: () => resolveLang(this), resign: () => void this.resign() });
  /** Whether the drawing is turned for a phone held upright (`layout`). */
  private readonly portraitLayout = new PortraitController(this, () => ({ layout: this.layout, figure: this.view.figure }));
  private readonly bots = new BotController(this, (...a) => this.report.fail(...a));
  private readonly replayer: ReplayPlayer = new ReplayPlayer(this, {
    replayFailed: (message) => this.report.fail('replay', message),
    replayShown: (f) => this.notices.frameShown(f),
    motion: () => this.motion(),
  });
  private readonly match: MatchController = new MatchController(this, {
    fail: (...a) => this.report.fail(...a),
    caught: (...a) => void this.report.caught(...a),
    bot: () => this.bots.current(),
    notify: (n) => this.notices.noticed(n),
    started: () => void (this.notices.clear(), this.study.started()),
    replaying: () => this.replayer.frames !== null,
    motion: () => this.motion(),
    stopped: () => void (this.replayer.stop(), this.clockTicks.stop(), this.bots.stop()),
  });
  /** The checkers' slides (a click on a sliding checker counts on its place). */
  private readonly slides: SlideController;
  private readonly clockTicks = new ClockController(
    this,
    () => this.live,
    () => this.match.driver.now(),
  );
  private readonly inputs: InputController = new InputController(this, {
    live: () => this.live,
    dispatch: (action) => this.match.dispatch(action),
    orientation: () => this.view.orientation(),
    turned: () => this.portraitLayout.portrait,
    canDrag: (slot) => this.view.model().movable.has(slot),
    interactive: () => !this.readonly && !this.replayer.frames,
    confirm: () => void this.study.confirm().catch(() => undefined),
    mode: () => this.study.mode(),
    slidingAt: (x, y) => this.slides.at(x, y),
  });
  /** The match's record (the reducer's, with the names); the Hint list and the tutor, the review, the set-up mode (loaded on first need). */
  private readonly study: StudyGate = new StudyGate(this, this.match, this.bots, this.report, this.inputs.input, {
    play: (setup) => Object.assign(this, setup, { setupMode: false }),
    names: () => this.view.names(),
    announce: (text) => this.notices.say(text),
  });
  /** The end-of-game card and the move list (loaded on first need). */
  private readonly matchViews = new MatchViewsGate(this, () => this.live);
  /** What is shown: the facing, the board model, the names and the drawing's input. */
  private readonly view: ViewController = new ViewController(this, () => ({
    match: this.match,
    replayer: this.replayer,
    study: this.study,
    inputs: this.inputs,
    portrait: this.portraitLayout,
    dialogs: this.dialogs,
    notices: this.notices,
    matchViews: this.matchViews,
    run: (fn) => this.i18n.run(fn),
    newMatch: () => this.newMatch(),
  }));

  constructor() {
    super();
    Object.assign(this, defaultValues());
    this.slides = new SlideController(this, {
      live: () => this.live,
      animate: () => this.motion() && !this.replayer.frames,
      model: () => this.view.model(),
      root: () => this.renderRoot,
    });
  }

  /** The committed live match. */
  private get live(): Live {
    return this.match.live;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.replay ??= this.replayer.scriptOf(this);
  }

  /** Also waits for the study tools while they load (set-up mode, Hint list, tutor, review), the end-of-game card and the move list, and for a part of the engine that a setting or a game waits for (engine-parts.ts). */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    const loading = () => this.study.loading ?? this.match.loading ?? this.positionParts.loading ?? this.matchViews.loading;
    for (let wait = loading(); wait; wait = loading()) {
      await wait;
      done = await super.getUpdateComplete();
    }
    return done;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (this.positionParts.hold(changed, this)) return;
    const norm = applySettings(this, changed, this.match.running);
    if (norm.clock !== undefined) this.match.clockSpec = norm.clock;
    if (changed.has('replay')) this.replayer.load(this.replay);
    if (changed.has('setupMode') && this.setupMode) this.study.beginSetup(this.live.state.position);
    // Before a restart, which may start the bot: a client made for another worker URL goes.
    if (changed.has('workerUrl')) this.bots.stop();
    if (changed.has('bot')) (changed.get('bot') as TablaBoard['bot'] | undefined)?.cancel();
    if (norm.restart) this.replayer.stop();
    this.match.apply(
      norm.restart,
      changed.has('storageKey'),
      SETTINGS_KEYS.some((k) => changed.has(k)),
    );
  }

  /** The match state (the engine's `MatchState`, plain JSON data). */
  getState(): MatchState {
    return JSON.parse(JSON.stringify(this.live.state)) as MatchState;
  }

  /** Replaces the match state (object or JSON text); on bad input emits `tabla-error`, keeps the board as it was and returns false. */
  setState(json: unknown): boolean {
    return this.report.attempt('setState', () => this.match.dispatch({ type: 'start', mode: 'load', state: matchStateFromJSON(json) }));
  }

  /** Starts a new match with the current settings. */
  newMatch(): void {
    this.replayer.stop();
    this.match.restart();
  }

  /**
   * Rolls for the player to act (the opening roll, or the mover's roll); `dice` supplies a roll
   * from elsewhere (a server): `[white's die, black's die]` for the opening roll, else the two dice.
   * With `dice-source="external"` the dice are required, and accepted whoever is to roll.
   */
  roll(dice?: number[]): boolean {
    return this.act('roll', { type: 'roll', dice });
  }

  /** With `dice-source="external"`: the roll the board asked for (`tabla-roll-request`) and still waits for, or null. */
  get rollRequest(): TablaRollRequestDetail | null {
    const r = rollRequestOf(this.live);
    return r ? { ...r } : null;
  }

  /** Plays a whole turn for the player to move, as move notation (`24/18 13/11`) or steps (`[{from, to, die?}]`). */
  play(move: string | StepRequest[]): boolean {
    return this.report.attempt('play', () => {
      if (!this.match.dispatch({ type: 'play', play: move })) throw new TablaError('cancelled', 'the move was cancelled');
    });
  }

  /**
   * Plays a whole turn for the remote player to move (notation like `24/18 13/11`, or steps
   * `[{from, to, die?}]`; `pass` when nothing can be played — the board does not pass for a remote
   * side by itself): checked by the engine, shown step by step, then applied (`tabla-move`; no
   * `tabla-before-move`). An illegal, malformed or out-of-turn play gets `tabla-error` and false,
   * and the game is unchanged.
   */
  playRemote(move: string | StepRequest[]): boolean {
    return this.act('playRemote', { type: 'play-remote', play: move });
  }

  /** Inside a `tabla-before-move` listener: keep the play pending (shown, no input) until `acceptMove()` or `refuseMove()`. */
  holdMove(): boolean {
    return this.report.attempt('holdMove', () => this.match.driver.hold());
  }

  /** Applies the held play (`tabla-move` fires); false with `tabla-error` when nothing is held. */
  acceptMove(): boolean {
    return this.act('acceptMove', { type: 'accept' });
  }

  /** Refuses the held play: the turn starts again with the same dice, and `reason` is shown; false with `tabla-error` when nothing is held. */
  refuseMove(reason?: string): boolean {
    return this.act('refuseMove', { type: 'refuse', reason });
  }

  /** The play held by `holdMove()` (the `tabla-before-move` detail), or null. */
  get pendingMove(): TablaMoveDetail | null {
    const p = pendingMove(this.live);
    return p ? (JSON.parse(JSON.stringify(p)) as TablaMoveDetail) : null;
  }

  /** Both clocks (`{ white: { reserveMs, moveMs }, black: {…}, running }`), or null when no clock is active. */
  get clockState(): ClockView | null {
    return clockNow(this.live, this.match.driver.now());
  }

  /** Sets the players' reserves (milliseconds left now), e.g. from a server; false with `tabla-error` when no clock is active or a value is bad. */
  setClock(reserves: { white?: number; black?: number }): boolean {
    if (typeof reserves !== 'object' || reserves === null)
      return this.report.failed('setClock', `setClock needs { white?, black? } in milliseconds, got ${describeValue(reserves)}`);
    return this.act('setClock', { type: 'set-reserves', reserves });
  }

  /** Ends the match on time: `color` loses (a server's verdict); `tabla-timeout`, `tabla-game-end` and `tabla-match-end` follow. */
  timeOut(color: Color): boolean {
    return this.act('timeOut', { type: 'timeout', color });
  }

  /** Takes back the last step of the turn being played; emits `tabla-error` and returns false when there is none to take back. */
  undo(): boolean {
    return this.humanCall('undo') && this.act('undo', { type: 'undo' });
  }

  /** Confirms the turn (as the Done button); emits `tabla-error` and returns false when the play is not complete (false without an error when a `tabla-before-move` listener vetoes it). */
  confirm(): boolean {
    return this.humanCall('confirm') && this.act('confirm', { type: 'confirm' });
  }

  /** Resigns the game for `color` (default: the human player, or the player to move) at once — the Resign button asks first; the opponent scores 1, or 2 if `color` has borne off nothing (C7). */
  resign(color?: Color): boolean {
    this.dialogs.resignDone();
    return this.act('resign', { type: 'resign', color });
  }

  /**
   * Backgammon (B3): the player on roll offers to double, before rolling (as the Double button);
   * announced first by the cancelable `tabla-before-double`. False with `tabla-error` when he may
   * not double now (the reason named), false without one when a listener cancelled it.
   */
  offerDouble(): boolean {
    return this.act('offerDouble', { type: 'cube', move: 'double' });
  }

  /** Backgammon (B3): the player offered a double takes it (`tabla-take`): the cube doubles and is his. False with `tabla-error` when no double is on offer. */
  takeDouble(): boolean {
    return this.act('takeDouble', { type: 'cube', move: 'take' });
  }

  /** Backgammon (B3): the player offered a double passes (`tabla-pass`, then `tabla-game-end`): the doubler wins the cube's value before the offer. */
  passDouble(): boolean {
    return this.act('passDouble', { type: 'cube', move: 'pass' });
  }

  /** Backgammon money play with the beaver option (B4): take and at once redouble, keeping the cube (`tabla-take` with `beaver: true`). */
  beaver(): boolean {
    return this.act('beaver', { type: 'cube', move: 'beaver' });
  }

  /** A cube move by the remote side (`double`, `take`, `pass`, `beaver`), from its server: refereed by the engine and made at once (no `tabla-before-double`). */
  cubeRemote(move: CubeMove): boolean {
    if (!['double', 'take', 'pass', 'beaver'].includes(move))
      return this.report.failed('cubeRemote', `a cube move is double, take, pass or beaver, got ${describeValue(move)}`);
    return this.act('cubeRemote', { type: 'cube-remote', move });
  }

  /** Starts the next game of the match after a game ended. */
  nextGame(): boolean {
    return this.act('nextGame', { type: 'next-game' });
  }

  /** Opens the review of `record` (a `tabla-match` JSON record, object or text, or `.mat` text; default the board's own match): every position to step through, the played and best plays drawn, the bot's analysis with marks, graph and summary. The record is read in slices, the page answering in between. Resolves false with `tabla-error` (source `review`) on a bad record, and false when a later `review()` or `closeReview()` overtook it. The review's code is loaded on first use. */
  review(record?: unknown): Promise<boolean> {
    return this.study.openReview(record);
  }

  /** Closes the review, back to the match. */
  closeReview(): void {
    this.study.closeReview();
  }

  /** The board's match as played, as a `tabla-match` record (see docs/review.md), or null before it starts. */
  getRecord(): MatchRecord | null {
    return this.study.record();
  }

  /** Shows step `index` of the replay (0 = the starting position). */
  replayGoto(index: number): void {
    this.replayer.goto(index);
  }

  /** What runs the built-in bot: `worker+wasm` at full speed; `worker+js`, `main-thread+wasm`, `main-thread+js` when the page refuses a worker or WebAssembly (reported once as a `tabla-error`); `none` before its first request. */
  get botMode(): BotMode {
    return this.bots.mode;
  }

  /** Sends a ping to the bot worker (starting it if needed) and resolves with its answer (`'pong'`): a health check for the host page. */
  async pingBot(): Promise<string> {
    return this.bots.ping();
  }

  /** A public call's action through the reducer (see {@link Reporter.verdict}). */
  private act(source: string, action: LiveAction): boolean {
    return this.report.verdict(source, () => this.match.dispatch(action));
  }

  /** True when a person may act for the player to move now; else reports why (`tabla-error`). */
  private humanCall(source: string): boolean {
    const why = whyNoHumanCall(this.live);
    return why === null || this.report.failed(source, `cannot ${source}: ${why}`);
  }

  /** Whether moves are animated: `animation`, unless the user prefers reduced motion. */
  private motion(): boolean {
    return this.animation && !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
  }

  override render() {
    return this.view.render();
  }
}
