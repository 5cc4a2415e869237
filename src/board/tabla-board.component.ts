import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { isSameDirection, startPosition } from '../engine/board.js';
import type { Notice } from '../engine/live/events.js';
import { botBusy, canConfirm, clockNow, freeLeftNow, humanToAct, moverOf, pendingMove, rollRequest as rollRequestOf } from '../engine/live/queries.js';
import { initialLive } from '../engine/live/reduce.js';
import type { Live, LiveAction, PlayerKind } from '../engine/live/types.js';
import { type MatchState, newMatch } from '../engine/match.js';
import { parsePosition } from '../engine/notation/compact.js';
import { formatPlay } from '../engine/notation/moves.js';
import { nativeGameName, setOf } from '../engine/traditions.js';
import type { StepRequest } from '../engine/turn-view.js';
import type { Color, GameId, Position, TraditionId } from '../engine/types.js';
import type { ClockView } from '../engine/live/clock.js';
import { BotClient, type BotMode } from '../bot/client.js';
import { LocaleController } from '../i18n/controller.js';
import { gameName, hasNativeName, nativeNameLang } from '../i18n/names.js';
import { resolveLang } from '../i18n/resolve.js';
import { toLocale } from '../i18n/runtime.js';
import type { BoardBot, BotLevel } from './bot-adapter.js';
import { dropOn, onBoardClick, onKeydown, pickSlot, type InputHost } from './board-input.js';
import { LiveDriver } from './driver.js';
import { DragController } from './drag.js';
import { emit, type TablaMoveDetail, type TablaRollRequestDetail } from './events.js';
import type { Orientation, Slot } from './geometry.js';
import { colorName, noticeText, t } from './messages.js';
import { renderBoard } from './render-board.js';
import { infoLines, renderChoice, renderClocks, renderControls, turnLine, type PanelInput, type ReplayControls } from './render-panel.js';
import { buildReplay, type ReplayFrame, type ReplayScript } from './replay.js';
import { MatchStorage, setupKey } from './persistence.js';
import { matchLengthConverter, normaliseSettings, readDice, shown, type DiceSourceKind, type RawSettings } from './settings.js';
import { matchStateFromJSON } from './state-json.js';
import { styles } from './tabla-board.styles.js';
import { modelOf, modelOfFrame, type BoardModel } from './view-model.js';

export type { DiceSourceKind } from './settings.js';
const COLORS: readonly Color[] = ['white', 'black'];
const SETTING_KEYS = ['tradition', 'game', 'matchLength', 'whitePlayer', 'blackPlayer', 'botLevel', 'orientation', 'diceSource', 'clock', 'position', 'dice', 'seed', 'lang', 'workerUrl', 'storageKey'] as const;

/** Reads `animation="false"`/`"off"` as false; the attribute's presence otherwise as true. */
const onOffConverter = {
  fromAttribute: (v: string | null) => v === null || !['false', 'off', '0', 'no'].includes(v.trim().toLowerCase()),
  toAttribute: (v: boolean) => (v ? null : 'off'),
};

const randomEntropy = (): string => {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return `${a[0]}:${a[1]}`;
};

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
 * @event tabla-error - A bad attribute, property or call, or a saved match that cannot be used (source `storage`); the board keeps working with the documented default. `detail`: `{ message, source, value?, fallback? }`.
 *
 * @csspart base - The element's wrapper.
 * @csspart header - The line above the board: game name and score.
 * @csspart game-name - The game's name in its tradition.
 * @csspart score - The match score.
 * @csspart clock - A player's clock in the header (also `clock-white` / `clock-black`, `clock-running`).
 * @csspart board - The SVG drawing of the board.
 * @csspart frame - The board's frame.
 * @csspart field - The playing field (both halves).
 * @csspart tray - The off tray.
 * @csspart point - A point (also `destination` while it is a legal destination).
 * @csspart bar - A colour's half of the bar.
 * @csspart off-tray - A colour's borne-off checkers (also `destination`).
 * @csspart checker - A checker (also `checker-white` / `checker-black`, `pinned`, `off-checker`).
 * @csspart destination-mark - The dot on a legal destination.
 * @csspart home-highlight - The home board while its owner bears off.
 * @csspart dice - The dice.
 * @csspart die - One die (also `die-used`).
 * @csspart status - The status lines under the board.
 * @csspart controls - The row of buttons.
 * @csspart button - Every button (also `roll-button`, `undo-button`, `done-button`, `resign-button`, `next-button`, `rules-button`, `close-rules-button`).
 * @csspart die-choice - The question which die to use.
 * @csspart caption - A replay step's caption.
 * @csspart rules - The rules panel opened by the Rules button (holds a `<tabla-rules>`).
 *
 * @cssproperty --tabla-max-width - Largest width of the element (default 48rem).
 * @cssproperty --tabla-frame - Frame and bar colour.
 * @cssproperty --tabla-field - Playing field colour.
 * @cssproperty --tabla-tray - Off tray colour.
 * @cssproperty --tabla-point-dark - Dark points.
 * @cssproperty --tabla-point-light - Light points.
 * @cssproperty --tabla-checker-white - White checkers.
 * @cssproperty --tabla-checker-white-edge - Edge of white checkers.
 * @cssproperty --tabla-checker-black - Black checkers.
 * @cssproperty --tabla-checker-black-edge - Edge of black checkers.
 * @cssproperty --tabla-highlight - Movable checkers, the picked checker and destinations.
 * @cssproperty --tabla-trail - The last move's points.
 * @cssproperty --tabla-home - The home board while bearing off.
 * @cssproperty --tabla-focus - The keyboard focus ring.
 * @cssproperty --tabla-point-number - The point numbers on the frame.
 * @cssproperty --tabla-text - Text colour.
 * @cssproperty --tabla-font - Font.
 * @cssproperty --tabla-button-bg - Button background.
 * @cssproperty --tabla-button-text - Button text.
 */
export class TablaBoard extends LitElement {
  static override styles = styles;

  /** Tradition whose set of games and names apply: macedonian, bulgarian, greek or turkish. */
  @property({ reflect: true }) tradition: TraditionId = 'macedonian';

  /** Play this game alone (prva, vtora, treta, fevga, nardy) instead of the tradition's set; empty for the set. Long nardy is in no set: it is always played alone. */
  @property({ reflect: true }) game: GameId | '' = '';

  /** Points needed to win the match (1, 3, 5, 7; any positive integer through the property). */
  @property({ converter: matchLengthConverter, attribute: 'match-length', reflect: true }) matchLength = 5;

  /** Who plays white: human, bot or remote. */
  @property({ attribute: 'white-player', reflect: true }) whitePlayer: PlayerKind = 'human';

  /** Who plays black: human, bot or remote. */
  @property({ attribute: 'black-player', reflect: true }) blackPlayer: PlayerKind = 'bot';

  /** The bot's strength: easy, medium, hard, master. */
  @property({ attribute: 'bot-level', reflect: true }) botLevel: BotLevel = 'medium';

  /** Corner of white's home board: bottom-right (default), bottom-left, top-right, top-left. */
  @property({ reflect: true }) orientation: Orientation = 'bottom-right';

  /** A position to start from or show: compact notation (`prva w:6x5 b:… turn:w`) or engine JSON. */
  @property() position = '';

  /** Dice to show and play, e.g. `3,1`: in the given `position`, else in the first game's starting position. */
  @property() dice = '';

  /** Shows the board without letting anyone play (bots do not move either). */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /** Seed for deterministic dice and bot choices (demos, tests); empty for fair random dice. */
  @property() seed = '';

  /** Language of the board's texts (en, mk, bg, el, tr, ro); empty follows the page. */
  @property() override lang = '';

  /** A replay script to step through: `{position, steps: [{dice, play, caption}]}`; also read from a `<script type="application/json">` child. */
  @property({ attribute: false }) replay: ReplayScript | null = null;

  /** Animate bot moves checker by checker (off also when the user prefers reduced motion); `animation="off"` turns it off. */
  @property({ converter: onOffConverter }) animation = true;

  /** URL of a self-hosted bot worker script, for sites whose CSP forbids `blob:` workers. */
  @property({ attribute: 'worker-url' }) workerUrl = '';

  /**
   * Saves the match in `localStorage` under this key after every step (a half-played turn
   * included) and continues it when a board with the same key loads again (a reload); saved data
   * that cannot be used is ignored with a warning and a `tabla-error`. Empty: nothing is saved.
   */
  @property({ attribute: 'storage-key' }) storageKey = '';

  /** The bot the board asks for plays (`choose`, `cancel`, `dispose`); defaults to a random-play bot. */
  @property({ attribute: false }) bot: BoardBot | null = null;

  /** Where dice come from: `local` (the board rolls) or `external` (the board asks with `tabla-roll-request` and waits for `roll(dice)`). */
  @property({ attribute: 'dice-source', reflect: true }) diceSource: DiceSourceKind = 'local';

  /** Match clock against a remote player, in seconds: `free+reserve` or `free+reserve/max` (e.g. `12+120/60`); empty for none. */
  @property({ reflect: true }) clock = '';

  /** Hot-seat: when both sides are human, turn the board to the player to move (that player's home at the bottom). */
  @property({ type: Boolean, attribute: 'auto-flip', reflect: true }) autoFlip = false;

  @state() private focusSlot: Slot = 'p1';
  @state() private drag: BoardModel['drag'] = null;
  @state() private announcement = '';
  @state() private replayIndex = 0;
  @state() private replayPlaying = false;
  @state() private rulesOpen = false;

  private readonly i18n = new LocaleController(this);
  /** The built-in bot: the bot worker (or its main-thread fallback), started on the bot's first turn. */
  private readonly defaultBot: BoardBot = {
    choose: (req) => this.botClient().choose(req),
    cancel: () => this.client?.cancel(),
    dispose: () => {
      this.client?.dispose();
      this.client = undefined;
    },
  };
  private readonly driver = new LiveDriver(
    initialLive({ players: { white: 'human', black: 'bot' }, seed: null, readonly: false, botDelay: 0, externalDice: false, clock: null }),
    {
      emit: (name, detail, cancelable) => emit(this, name, detail, cancelable),
      notify: (n: Notice) => (this.announcement = this.i18n.run(() => noticeText(n))),
      committed: () => this.requestUpdate(),
      save: (state, steps) => this.storageKey && !this.replayFrames && this.storage().save(this.setup(), state, steps),
      bot: () => this.bot ?? this.defaultBot,
      level: () => this.botLevel,
    },
  );
  private readonly input: InputHost & PanelInput = {
    live: () => this.driver.live,
    act: (action) => this.tryAct(action),
    pressRoll: () => this.pressRoll(),
    orientation: () => this.shownOrientation(),
    focus: (slot) => (this.focusSlot = slot),
    suppressClick: () => this.dragger.suppressClick,
  };
  private readonly dragger = new DragController({
    svg: () => this.renderRoot.querySelector('svg.board'),
    orientation: () => this.shownOrientation(),
    canDrag: (slot) => this.model().movable.has(slot),
    dragged: (d) => {
      if (d && this.live.selected === null) pickSlot(this.input, d.slot);
      this.drag = d;
    },
    dropped: (from, to) => dropOn(this.input, from, to),
  });
  private replayFrames: ReplayFrame[] | null = null;
  private replayTimer: ReturnType<typeof setInterval> | undefined;
  private client: BotClient | undefined;
  private store: MatchStorage | undefined;
  private started = false;
  private hadFocus = false;
  private clockTicker: ReturnType<typeof setTimeout> | undefined;
  /** Set between a disconnect and the teardown one task later (a board moved in the DOM keeps its match). */
  private teardown: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  /** The committed live match. */
  private get live(): Live {
    return this.driver.live;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const script = this.replay ? null : this.querySelector('script[type="application/json"]');
    if (script?.textContent?.trim()) {
      try {
        this.replay = JSON.parse(script.textContent) as ReplayScript;
      } catch {
        this.fail('replay', 'the replay script is not valid JSON');
      }
    }
    clearTimeout(this.teardown);
    this.teardown = undefined;
    if (this.stopped) {
      this.stopped = false;
      this.driver.resume();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.dragger.dispose();
    // Removed for good unless it is back within a task: then the bot, its worker and the timers stop.
    this.teardown = setTimeout(() => {
      this.teardown = undefined;
      this.stopped = true;
      this.driver.dispose();
      this.stopReplay();
      this.stopTicker();
      this.client?.dispose();
      this.client = undefined;
    });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.hadFocus = !!this.shadowRoot?.activeElement;
    const map = changed as Map<PropertyKey, unknown>;
    const self = this as unknown as Record<string, unknown>;
    const raw = Object.fromEntries(SETTING_KEYS.map((k) => [k, self[k]])) as unknown as RawSettings;
    const norm = normaliseSettings(raw, map, this.started);
    Object.assign(this, norm.assign);
    for (const k of norm.drop) map.delete(k);
    for (const e of norm.errors) emit(this, 'tabla-error', e);
    if (norm.clock !== undefined) this.clockSpec = norm.clock;
    if (changed.has('replay')) this.loadReplay();
    if (changed.has('lang') && this.lang.trim() && !toLocale(this.lang)) {
      this.fail('lang', `unsupported language ${JSON.stringify(this.lang)} (expected en, mk, bg, el, tr, ro); using English`, this.lang, 'en');
    }
    // Before a restart, which may start the bot: a client made for another worker URL goes.
    if (changed.has('workerUrl') && this.client) {
      this.client.dispose();
      this.client = undefined;
    }
    if (changed.has('bot')) (changed.get('bot') as BoardBot | null | undefined)?.cancel();
    const settings = {
      players: { white: this.whitePlayer, black: this.blackPlayer },
      seed: this.seed === '' ? null : this.seed,
      readonly: this.readonly || this.replayFrames !== null,
      botDelay: this.motion() ? 350 : 0,
      externalDice: this.diceSource === 'external',
      clock: this.clockSpec,
    };
    const restartKeys = ['tradition', 'game', 'matchLength', 'position', 'dice', 'seed', 'replay', 'storageKey'] as const;
    if (!this.started || restartKeys.some((k) => changed.has(k))) {
      const restore = !this.started || changed.has('storageKey');
      this.started = true;
      this.driver.live = { ...this.live, settings };
      this.restart(restore);
    } else if (['whitePlayer', 'blackPlayer', 'botLevel', 'readonly', 'bot', 'diceSource', 'clock', 'animation'].some((k) => changed.has(k as keyof TablaBoard))) {
      this.driver.dispatch({ type: 'settings', settings });
    }
  }
  private clockSpec: Live['settings']['clock'] = null;

  protected override updated(): void {
    this.tickClock();
    // Keep keyboard focus on the focused place after a re-render moved it (roving tabindex),
    // and inside the board when the focused button or the dice went away (Roll, Done).
    const active = this.shadowRoot?.activeElement;
    const focused = () => (this.renderRoot.querySelector(`[data-slot="${this.focusSlot}"]`) as SVGElement | null)?.focus();
    if (this.hadFocus && !active) focused();
    else if (active instanceof Element && active.hasAttribute('data-slot') && active.getAttribute('data-slot') !== this.focusSlot) focused();
  }

  // ---------------------------------------------------------------- public API

  /** The match state (the engine's `MatchState`, plain JSON data). */
  getState(): MatchState {
    return JSON.parse(JSON.stringify(this.live.state)) as MatchState;
  }

  /** Replaces the match state (object or JSON text); on bad input emits `tabla-error`, keeps the board as it was and returns false. */
  setState(json: unknown): boolean {
    return this.attempt('setState', () => this.driver.dispatch({ type: 'start', mode: 'load', state: matchStateFromJSON(json) }));
  }

  /** Starts a new match with the current settings. */
  newMatch(): void {
    this.restart();
  }

  /**
   * Rolls for the player to act (the opening roll, or the mover's roll); `dice` supplies a roll
   * from elsewhere (a server): `[white's die, black's die]` for the opening roll, else the two dice.
   * With `dice-source="external"` the dice are required, and accepted whoever is to roll.
   */
  roll(dice?: number[]): boolean {
    return this.attempt('roll', () => {
      const l = this.live;
      if (!l.settings.externalDice && l.state.phase === 'rolling' && l.settings.players[moverOf(l)] === 'bot') throw new Error('the bot rolls for itself');
      this.driver.dispatch({ type: 'roll', dice });
    });
  }

  /** With `dice-source="external"`: the roll the board asked for (`tabla-roll-request`) and still waits for, or null. */
  get rollRequest(): TablaRollRequestDetail | null {
    const r = rollRequestOf(this.live);
    return r ? { ...r } : null;
  }

  /** Plays a whole turn for the player to move, as move notation (`24/18 13/11`) or steps (`[{from, to, die?}]`). */
  play(move: string | StepRequest[]): boolean {
    return this.attempt('play', () => {
      if (this.live.settings.players[moverOf(this.live)] === 'bot') throw new Error("it is the bot's turn");
      this.driver.lastVerdict = null;
      this.driver.dispatch({ type: 'play', play: move });
      if (this.driver.lastVerdict === false) throw new Error('the move was cancelled');
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
    return this.attempt('playRemote', () => this.driver.dispatch({ type: 'play-remote', play: move }));
  }

  /** Inside a `tabla-before-move` listener: keep the play pending (shown, no input) until `acceptMove()` or `refuseMove()`. */
  holdMove(): boolean {
    return this.attempt('holdMove', () => this.driver.hold());
  }

  /** Applies the held play (`tabla-move` fires); false with `tabla-error` when nothing is held. */
  acceptMove(): boolean {
    return this.attempt('acceptMove', () => this.driver.dispatch({ type: 'accept' }));
  }

  /** Refuses the held play: the turn starts again with the same dice, and `reason` is shown; false with `tabla-error` when nothing is held. */
  refuseMove(reason?: string): boolean {
    return this.attempt('refuseMove', () => this.driver.dispatch({ type: 'refuse', reason }));
  }

  /** The play held by `holdMove()` (the `tabla-before-move` detail), or null. */
  get pendingMove(): TablaMoveDetail | null {
    const p = pendingMove(this.live);
    return p ? (JSON.parse(JSON.stringify(p)) as TablaMoveDetail) : null;
  }

  /** Both clocks (`{ white: { reserveMs, moveMs }, black: {…}, running }`), or null when no clock is active. */
  get clockState(): ClockView | null {
    return clockNow(this.live, this.driver.now());
  }

  /** Sets the players' reserves (milliseconds left now), e.g. from a server; false with `tabla-error` when no clock is active or a value is bad. */
  setClock(reserves: { white?: number; black?: number }): boolean {
    return this.attempt('setClock', () => {
      if (typeof reserves !== 'object' || reserves === null) throw new Error(`setClock needs { white?, black? } in milliseconds, got ${shown(reserves)}`);
      this.driver.dispatch({ type: 'set-reserves', reserves });
    });
  }

  /** Ends the match on time: `color` loses (a server's verdict); `tabla-timeout`, `tabla-game-end` and `tabla-match-end` follow. */
  timeOut(color: Color): boolean {
    return this.attempt('timeOut', () => this.driver.dispatch({ type: 'timeout', color }));
  }

  /** Takes back the last step of the turn being played; emits `tabla-error` and returns false when there is none to take back. */
  undo(): boolean {
    return this.humanCall('undo') && this.attempt('undo', () => this.driver.dispatch({ type: 'undo' }));
  }

  /** Confirms the turn (as the Done button); emits `tabla-error` and returns false when the play is not complete (false without an error when a `tabla-before-move` listener vetoes it). */
  confirm(): boolean {
    if (!this.humanCall('confirm') || !this.attempt('confirm', () => ((this.driver.lastVerdict = null), this.driver.dispatch({ type: 'confirm' })))) return false;
    return this.driver.lastVerdict !== false;
  }

  /** Resigns the game for `color` (default: the human player, or the player to move); the opponent scores 1, or 2 if `color` has borne off nothing (C7). */
  resign(color?: Color): boolean {
    const humans = COLORS.filter((c) => this.live.settings.players[c] === 'human');
    return this.attempt('resign', () => this.driver.dispatch({ type: 'resign', color: color ?? (humans.length === 1 ? humans[0] : moverOf(this.live)) }));
  }

  /** Starts the next game of the match after a game ended. */
  nextGame(): boolean {
    return this.attempt('nextGame', () => this.driver.dispatch({ type: 'next-game' }));
  }

  /** Shows step `index` of the replay (0 = the starting position). */
  replayGoto(index: number): void {
    if (!this.replayFrames) return;
    this.replayIndex = Math.max(0, Math.min(this.replayFrames.length - 1, index));
    const f = this.replayFrames[this.replayIndex];
    this.announcement = f.mover ? `${this.i18n.run(() => t.played(colorName(f.mover!), formatPlay(f.steps)))}. ${f.caption}` : f.caption;
  }

  /** Where the bot runs once started: `worker`, `main-thread`, or `none` before the first request. */
  get botMode(): BotMode {
    return this.client?.mode ?? 'none';
  }

  /**
   * Sends a ping to the bot worker and resolves with its answer (`'pong'`); starts it if needed.
   * A health check for the worker, usable from the host page.
   */
  async pingBot(): Promise<string> {
    return this.botClient().ping();
  }

  // ---------------------------------------------------------------- internals

  private botClient(): BotClient {
    return (this.client ??= new BotClient({ workerUrl: this.workerUrl || undefined }));
  }

  /** A user's input: an action that is not allowed now (a stale click) does nothing. */
  private tryAct(action: LiveAction): void {
    try {
      this.driver.dispatch(action);
    } catch {
      // nothing to do: the button or key no longer applies
    }
  }

  /** The Roll button (or R key): rolls, or with external dice asks the host for the roll. */
  private pressRoll(): void {
    this.tryAct(this.live.settings.externalDice ? { type: 'ask-dice' } : { type: 'roll' });
  }

  /** True when a person may act for the player to move now; else reports why (`tabla-error`). */
  private humanCall(source: string): boolean {
    const l = this.live;
    if (humanToAct(l) && l.state.phase === 'moving') return true;
    const kind = l.settings.players[moverOf(l)];
    const why = l.state.phase !== 'moving' ? `no turn is being played (phase ${l.state.phase})` : this.readonly ? 'the board is read-only' : pendingMove(l) ? 'the play is held for confirmation (acceptMove or refuseMove)' : botBusy(l) || kind !== 'human' ? `${moverOf(l)} is played by ${kind === 'human' ? 'a bot now' : `a ${kind} player`}` : 'the board is busy';
    this.fail(source, `cannot ${source}: ${why}`);
    return false;
  }

  /** Opens or closes the rules panel; `<tabla-rules>` is loaded on first use. */
  private async toggleRules(): Promise<void> {
    if (!this.rulesOpen) await import('../rules/tabla-rules.js');
    this.rulesOpen = !this.rulesOpen;
  }

  private motion(): boolean {
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    return this.animation && !reduced;
  }

  private fail(source: string, message: string, value?: unknown, fallback?: unknown): void {
    emit(this, 'tabla-error', { message, source, ...(value !== undefined ? { value: String(value).slice(0, 200) } : {}), ...(fallback !== undefined ? { fallback: String(fallback) } : {}) });
  }

  private attempt(source: string, fn: () => void): boolean {
    try {
      fn();
      return true;
    } catch (error) {
      this.fail(source, (error as Error).message);
      return false;
    }
  }

  /** The saved-match store for `storage-key`; problems are warned about and reported as `tabla-error` (source `storage`). */
  private storage(): MatchStorage {
    if (this.store?.key !== this.storageKey) {
      this.store = new MatchStorage(this.storageKey, (message) => {
        console.warn(`tabla-board: ${message}`);
        this.fail('storage', message);
      });
    }
    return this.store;
  }

  private setup(): string {
    return setupKey({ tradition: this.tradition, game: this.game, matchLength: this.matchLength, position: this.position, dice: this.dice, seed: this.seed });
  }

  /** Continues the match saved under `storage-key`, if there is a usable one. */
  private restoreSaved(): boolean {
    if (!this.storageKey || this.replayFrames) return false;
    const saved = this.storage().load(this.setup());
    if (!saved) return false;
    this.driver.reseed(this.seed === '' ? null : this.seed);
    try {
      this.driver.dispatch({ type: 'start', mode: 'restore', state: saved.state, steps: saved.steps, entropy: randomEntropy() });
    } catch (error) {
      this.storage().report(`ignoring the saved match "${this.storageKey}": ${(error as Error).message}`);
      return false;
    }
    this.announcement = '';
    return true;
  }

  /** Starts the match the settings describe (or continues the saved one); a refusal is reported, never thrown. */
  private restart(restore = false): void {
    this.stopReplay();
    if (restore && this.restoreSaved()) return;
    let position: Position | undefined;
    if (this.position.trim()) {
      try {
        position = parsePosition(this.position);
      } catch (error) {
        this.fail('position', `${(error as Error).message}; showing the starting position`, this.position, '');
      }
    }
    let dice: number[] | null = null;
    if (this.dice.trim() && !(dice = readDice(this.dice))) this.fail('dice', `bad dice ${shown(this.dice)} (expected two numbers 1–6 like "3,1"); showing none`, this.dice, '');
    // Dice without a position: the first game's starting position with that roll to play.
    if (dice && !position) position = startPosition(this.game || setOf(this.tradition)[0], this.tradition);
    const options = { tradition: this.tradition, length: this.matchLength, ...(this.game ? { game: this.game } : {}) };
    const entropy = randomEntropy();
    this.driver.reseed(this.seed === '' ? null : this.seed);
    try {
      this.driver.dispatch({ type: 'start', mode: 'new', state: matchFrom(options, position, dice), entropy });
    } catch (error) {
      this.fail(position ? 'dice' : 'match', `${(error as Error).message}; starting without them`);
      this.attempt('match', () => this.driver.dispatch({ type: 'start', mode: 'new', state: matchFrom(options, position, null), entropy }));
    }
    this.announcement = '';
  }

  private loadReplay(): void {
    this.stopReplay();
    this.replayFrames = null;
    if (!this.replay) return;
    try {
      this.replayFrames = buildReplay(this.replay);
      this.replayIndex = 0;
    } catch (error) {
      this.fail('replay', (error as Error).message);
    }
  }

  private stopReplay(): void {
    if (this.replayTimer !== undefined) clearInterval(this.replayTimer);
    this.replayTimer = undefined;
    this.replayPlaying = false;
  }

  private toggleReplay(): void {
    if (this.replayPlaying || !this.replayFrames) return this.stopReplay();
    if (this.replayIndex >= this.replayFrames.length - 1) this.replayGoto(0);
    this.replayPlaying = true;
    this.replayTimer = setInterval(() => {
      if (!this.replayFrames || this.replayIndex >= this.replayFrames.length - 1) this.stopReplay();
      else this.replayGoto(this.replayIndex + 1);
    }, this.motion() ? 1600 : 400);
  }

  /** While a clock runs, renders again when the shown seconds change (not on every frame). */
  private tickClock(): void {
    this.stopTicker();
    const now = this.driver.now();
    const view = clockNow(this.live, now);
    if (!view?.running) return;
    const free = freeLeftNow(this.live, now);
    const left = free > 0 ? free : view[view.running].reserveMs;
    this.clockTicker = setTimeout(() => this.requestUpdate(), (left % 1000 || 1000) + 5);
  }

  private stopTicker(): void {
    clearTimeout(this.clockTicker);
    this.clockTicker = undefined;
  }

  /** Hot-seat with `auto-flip`: both sides are people here, and the board turns to the mover. */
  private get flipping(): boolean {
    return this.autoFlip && this.whitePlayer === 'human' && this.blackPlayer === 'human' && !this.replayFrames;
  }

  private viewer(): Color {
    if (this.flipping) return moverOf(this.live);
    return this.whitePlayer === 'human' || this.blackPlayer !== 'human' ? 'white' : 'black';
  }

  /**
   * The orientation drawn: the `orientation` attribute, or with `auto-flip` while black moves,
   * the board turned so that black's home board takes the place of white's (opposite directions:
   * mirrored top to bottom; same direction, Vtora and Fevga: turned half round).
   */
  private shownOrientation(): Orientation {
    const o = this.orientation;
    if (!this.flipping || moverOf(this.live) === 'white') return o;
    const [v, h] = o.split('-') as ['bottom' | 'top', 'left' | 'right'];
    const flipV = v === 'bottom' ? 'top' : 'bottom';
    return (isSameDirection(this.live.state.game) ? `${flipV}-${h === 'left' ? 'right' : 'left'}` : `${flipV}-${h}`) as Orientation;
  }

  private model(): BoardModel {
    const view = { orientation: this.shownOrientation(), viewer: this.viewer(), focus: this.focusSlot };
    if (this.replayFrames) return modelOfFrame(this.replayFrames[this.replayIndex], view);
    return modelOf(this.live, { ...view, drag: this.drag });
  }

  private replayControls(): ReplayControls | null {
    if (!this.replayFrames) return null;
    return { index: this.replayIndex, last: this.replayFrames.length - 1, playing: this.replayPlaying, go: (i) => this.replayGoto(i), toggle: () => this.toggleReplay() };
  }

  override render() {
    const l = this.live;
    const s = l.state;
    const m = this.model();
    const frame = this.replayFrames?.[this.replayIndex];
    const { game, tradition } = m.position;
    const refocus = (slot: Slot) => void this.updateComplete.then(() => (this.renderRoot.querySelector(`[data-slot="${slot}"]`) as SVGElement | null)?.focus());
    return html`<div part="base" class="base" @keydown=${(e: KeyboardEvent) => onKeydown(this.input, e, refocus)}>
      <div part="header" class="header">
        ${hasNativeName(game)
          ? html`<span part="game-name" class="game-name" lang=${nativeNameLang(game, tradition)}>${nativeGameName(game, tradition)}</span>`
          : html`<span part="game-name" class="game-name">${gameName(game, tradition, this.i18n.locale)}</span>`}
        ${frame
          ? nothing
          : html`<span class="game-number">${t.gameOf(s.gameNumber + 1)}</span>
              <span part="score" class="score">${t.score(s.score.white, s.score.black, s.config.length)}</span>${renderClocks(l, this.driver.now())}`}
      </div>
      <div class="board-wrap" @click=${(e: MouseEvent) => onBoardClick(this.input, e)} @pointerdown=${this.dragger.down}>${renderBoard(m, `${t.boardLabel()}. ${t.keyHelp()}`)}</div>
      ${frame ? html`<p part="caption" class="caption">${frame.caption}</p>` : nothing} ${renderChoice(l, this.input)}
      <div part="status" class="status">
        ${frame ? nothing : html`<p class="turn-line">${turnLine(l)}</p>`} ${infoLines(l, m.position, !!frame).map((line) => html`<p class="info">${line}</p>`)}
      </div>
      ${renderControls(l, this.input, { readonly: this.readonly, replay: this.replayControls(), newMatch: () => this.restart(), resign: () => this.resign(), rules: () => void this.toggleRules() })}
      ${this.rulesOpen
        ? html`<section part="rules" class="rules-panel">
            <button part="button close-rules-button" data-action="close-rules" @click=${() => (this.rulesOpen = false)}>${t.closeRules()}</button>
            <tabla-rules tradition=${tradition} game=${this.game || nothing} lang=${resolveLang(this)}></tabla-rules>
          </section>`
        : nothing}
      <div class="sr-only" role="status" aria-live="polite">${this.announcement}</div>
    </div>`;
  }
}

/** A match from the settings: from the beginning, or from a position (and optionally a roll to play). @throws Error on dice that do not fit. */
function matchFrom(options: { tradition: TraditionId; length: number; game?: GameId }, position?: Position, dice?: number[] | null): MatchState {
  const state = newMatch(position ? { ...options, tradition: position.tradition, game: position.game } : options);
  if (!position) return state;
  const moving = (dice && dice.length > 0) || position.carried.length > 0;
  return { ...state, position, game: position.game, phase: moving ? 'moving' : 'rolling', dice: dice && dice.length > 0 ? [...dice] : null };
}
