import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { GAMES, TRADITIONS, isSameDirection, startPosition } from '../engine/board.js';
import type { MatchState } from '../engine/match.js';
import { parsePosition } from '../engine/notation/compact.js';
import { formatPlay } from '../engine/notation/moves.js';
import { nativeGameName, setOf } from '../engine/traditions.js';
import type { StepRequest } from '../engine/turn-view.js';
import type { Color, GameId, Position, TraditionId } from '../engine/types.js';
import { BotClient, type BotMode } from '../bot/client.js';
import { LocaleController } from '../i18n/controller.js';
import { nativeNameLang } from '../i18n/names.js';
import { resolveLang } from '../i18n/resolve.js';
import { toLocale } from '../i18n/runtime.js';
import { BOT_LEVELS, type BoardBot, type BotLevel } from './bot-adapter.js';
import { BoardController, type Notice, type PlayerKind } from './controller.js';
import { formatClock, parseClock, type ClockSpec, type ClockView } from './clock.js';
import { DragController } from './drag.js';
import { emit, type TablaEventMap, type TablaEventName, type TablaMoveDetail, type TablaRollRequestDetail } from './events.js';
import { ORIENTATIONS, pointOf, type Orientation, type Slot } from './geometry.js';
import { keyAction, moveFocus } from './keyboard.js';
import { colorName, noticeText, t } from './messages.js';
import { renderBoard } from './render-board.js';
import { infoLines, renderChoice, renderControls, turnLine, type ReplayControls } from './render-panel.js';
import { buildReplay, type ReplayFrame, type ReplayScript } from './replay.js';
import { MatchStorage, setupKey } from './persistence.js';
import { matchStateFromJSON } from './state-json.js';
import { styles } from './tabla-board.styles.js';
import { modelOf, modelOfFrame, type BoardModel } from './view-model.js';

const PLAYER_KINDS: readonly PlayerKind[] = ['human', 'bot', 'remote'];
const DICE_SOURCES = ['local', 'external'] as const;

/** Where the dice come from: the board's own fair dice, or the host (a server) through `roll(dice)`. */
export type DiceSourceKind = (typeof DICE_SOURCES)[number];
const MATCH_LENGTHS = [1, 3, 5, 7];
const COLORS: readonly Color[] = ['white', 'black'];

/** Reads `animation="false"`/`"off"` as false; the attribute's presence otherwise as true. */
const onOffConverter = {
  fromAttribute: (v: string | null) => v === null || !['false', 'off', '0', 'no'].includes(v.trim().toLowerCase()),
  toAttribute: (v: boolean) => (v ? null : 'off'),
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

  /** Play this game alone (prva, vtora, treta, fevga) instead of the tradition's set; empty for the set. */
  @property({ reflect: true }) game: GameId | '' = '';

  /** Points needed to win the match (1, 3, 5, 7; any positive integer through the property). */
  @property({ type: Number, attribute: 'match-length', reflect: true }) matchLength = 5;

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
  private readonly controller = new BoardController(
    {
      emit: <K extends TablaEventName>(name: K, detail: TablaEventMap[K], cancelable?: boolean) => emit(this, name, detail, cancelable),
      changed: () => this.requestUpdate(),
      notify: (n: Notice) => (this.announcement = this.i18n.run(() => noticeText(n))),
    },
    { players: { white: 'human', black: 'bot' }, level: 'medium', seed: null, readonly: false, botDelay: 0, externalDice: false, clock: null },
    this.defaultBot,
  );
  private readonly dragger = new DragController({
    svg: () => this.renderRoot.querySelector('svg.board'),
    orientation: () => this.shownOrientation(),
    canDrag: (slot) => this.model().movable.has(slot),
    dragged: (d) => {
      if (d && this.controller.selected === null) this.pickSlot(d.slot);
      this.drag = d;
    },
    dropped: (from, to) => this.dropOn(from, to),
  });
  private replayFrames: ReplayFrame[] | null = null;
  private replayTimer: ReturnType<typeof setInterval> | undefined;
  private client: BotClient | undefined;
  private store: MatchStorage | undefined;
  private started = false;
  private hadFocus = false;
  private clockSpec: ClockSpec | null = null;
  private clockTicker: ReturnType<typeof setTimeout> | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.replay) {
      const script = this.querySelector('script[type="application/json"]');
      if (script?.textContent?.trim()) {
        try {
          this.replay = JSON.parse(script.textContent) as ReplayScript;
        } catch {
          this.fail('replay', 'the replay script is not valid JSON');
        }
      }
    }
    if (this.started) this.restart(true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.controller.dispose();
    this.dragger.dispose();
    this.stopReplay();
    this.stopTicker();
    this.client?.dispose();
    this.client = undefined;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.hadFocus = !!this.shadowRoot?.activeElement;
    this.validate(changed);
    if (changed.has('replay')) this.loadReplay();
    const c = this.controller;
    c.bot = this.bot ?? this.defaultBot;
    c.settings = {
      players: { white: this.whitePlayer, black: this.blackPlayer },
      level: this.botLevel,
      seed: this.seed === '' ? null : this.seed,
      readonly: this.readonly || this.replayFrames !== null,
      botDelay: this.motion() ? 350 : 0,
      externalDice: this.diceSource === 'external',
      clock: this.clockSpec,
    };
    if (changed.has('lang')) this.applyLang();
    // Before a restart, which may start the bot: a client made for another worker URL goes.
    if (changed.has('workerUrl') && this.client) {
      this.client.dispose();
      this.client = undefined;
    }
    const restartKeys = ['tradition', 'game', 'matchLength', 'position', 'dice', 'seed'] as const;
    if (!this.started || changed.has('replay') || changed.has('storageKey') || restartKeys.some((k) => changed.has(k))) {
      const restore = !this.started || changed.has('storageKey');
      this.started = true;
      this.restart(restore);
    } else if (['whitePlayer', 'blackPlayer', 'botLevel', 'readonly', 'bot', 'diceSource', 'clock'].some((k) => changed.has(k as keyof TablaBoard))) {
      if (changed.has('bot')) (changed.get('bot') as BoardBot | null | undefined)?.cancel();
      c.settingsChanged();
    }
  }

  protected override updated(): void {
    this.tickClock();
    if (this.storageKey && !this.replayFrames) this.storage().save(this.setup(), this.controller.state, this.controller.turn?.steps ?? []);
    // Keep keyboard focus on the focused place after a re-render moved it (roving tabindex),
    // and inside the board when the focused button or the dice went away (Roll, Done).
    const active = this.shadowRoot?.activeElement;
    if (this.hadFocus && !active) {
      (this.renderRoot.querySelector(`[data-slot="${this.focusSlot}"]`) as SVGElement | null)?.focus();
      return;
    }
    if (active instanceof Element && active.hasAttribute('data-slot') && active.getAttribute('data-slot') !== this.focusSlot) {
      (this.renderRoot.querySelector(`[data-slot="${this.focusSlot}"]`) as SVGElement | null)?.focus();
    }
  }

  // ---------------------------------------------------------------- public API

  /** The match state (the engine's `MatchState`, plain JSON data). */
  getState(): MatchState {
    return JSON.parse(JSON.stringify(this.controller.state)) as MatchState;
  }

  /** Replaces the match state (object or JSON text); on bad input emits `tabla-error`, keeps the board as it was and returns false. */
  setState(json: unknown): boolean {
    try {
      const state = matchStateFromJSON(json);
      this.controller.load(state);
      return true;
    } catch (error) {
      this.fail('setState', (error as Error).message);
      return false;
    }
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
      const c = this.controller;
      if (!c.settings.externalDice && c.state.phase === 'rolling' && c.settings.players[c.mover] === 'bot') throw new Error('the bot rolls for itself');
      c.roll(dice);
    });
  }

  /** With `dice-source="external"`: the roll the board asked for (`tabla-roll-request`) and still waits for, or null. */
  get rollRequest(): TablaRollRequestDetail | null {
    const r = this.controller.rollRequest;
    return r ? { ...r } : null;
  }

  /** Plays a whole turn for the player to move, as move notation (`24/18 13/11`) or steps (`[{from, to, die?}]`). */
  play(move: string | StepRequest[]): boolean {
    return this.attempt('play', () => {
      if (this.controller.settings.players[this.controller.mover] === 'bot') throw new Error('it is the bot\'s turn');
      if (!this.controller.play(move)) throw new Error('the move was cancelled');
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
    return this.attempt('playRemote', () => this.controller.playRemote(move));
  }

  /** Inside a `tabla-before-move` listener: keep the play pending (shown, no input) until `acceptMove()` or `refuseMove()`. */
  holdMove(): boolean {
    return this.attempt('holdMove', () => this.controller.hold());
  }

  /** Applies the held play (`tabla-move` fires); false with `tabla-error` when nothing is held. */
  acceptMove(): boolean {
    return this.attempt('acceptMove', () => this.controller.accept());
  }

  /** Refuses the held play: the turn starts again with the same dice, and `reason` is shown; false with `tabla-error` when nothing is held. */
  refuseMove(reason?: string): boolean {
    return this.attempt('refuseMove', () => this.controller.refuse(reason));
  }

  /** The play held by `holdMove()` (the `tabla-before-move` detail), or null. */
  get pendingMove(): TablaMoveDetail | null {
    const p = this.controller.pendingMove;
    return p ? (JSON.parse(JSON.stringify(p)) as TablaMoveDetail) : null;
  }

  /** Both clocks (`{ white: { reserveMs, moveMs }, black: {…}, running }`), or null when no clock is active. */
  get clockState(): ClockView | null {
    return this.controller.clockView();
  }

  /** Sets the players' reserves (milliseconds left now), e.g. from a server; false with `tabla-error` when no clock is active or a value is bad. */
  setClock(reserves: { white?: number; black?: number }): boolean {
    return this.attempt('setClock', () => {
      if (typeof reserves !== 'object' || reserves === null) throw new Error(`setClock needs { white?, black? } in milliseconds, got ${JSON.stringify(reserves)}`);
      this.controller.setReserves(reserves);
    });
  }

  /** Ends the match on time: `color` loses (a server's verdict); `tabla-timeout`, `tabla-game-end` and `tabla-match-end` follow. */
  timeOut(color: Color): boolean {
    return this.attempt('timeOut', () => this.controller.timeOut(color));
  }

  /** Takes back the last step of the turn being played; emits `tabla-error` and returns false when there is none to take back. */
  undo(): boolean {
    if (!this.humanCall('undo')) return false;
    if (this.controller.undo()) return true;
    this.fail('undo', 'nothing to undo: no step has been played in this turn');
    return false;
  }

  /** Confirms the turn (as the Done button); emits `tabla-error` and returns false when the play is not complete (false without an error when a `tabla-before-move` listener vetoes it). */
  confirm(): boolean {
    if (!this.humanCall('confirm')) return false;
    if (!this.controller.canConfirm()) {
      this.fail('confirm', `the play is not complete: ${this.controller.turn?.steps.length ?? 0} step(s) played, and the dice allow more`);
      return false;
    }
    return this.controller.confirm();
  }

  /** True when a person may act for the player to move now; else reports why (`tabla-error`). */
  private humanCall(source: string): boolean {
    const c = this.controller;
    if (c.humanToAct && c.state.phase === 'moving') return true;
    const kind = c.settings.players[c.mover];
    const why = c.state.phase !== 'moving' ? `no turn is being played (phase ${c.state.phase})` : this.readonly ? 'the board is read-only' : c.pendingMove ? 'the play is held for confirmation (acceptMove or refuseMove)' : c.botBusy || kind !== 'human' ? `${c.mover} is played by ${kind === 'human' ? 'a bot now' : `a ${kind} player`}` : 'the board is busy';
    this.fail(source, `cannot ${source}: ${why}`);
    return false;
  }

  /** Resigns the game for `color` (default: the human player, or the player to move); the opponent scores 1, or 2 if `color` has borne off nothing (C7). */
  resign(color?: Color): boolean {
    return this.attempt('resign', () => this.controller.resign(color ?? this.resigner()));
  }

  /** Starts the next game of the match after a game ended. */
  nextGame(): boolean {
    return this.attempt('nextGame', () => this.controller.nextGame());
  }

  /** Shows step `index` of the replay (0 = the starting position). */
  replayGoto(index: number): void {
    if (!this.replayFrames) return;
    this.replayIndex = Math.max(0, Math.min(this.replayFrames.length - 1, index));
    const f = this.replayFrames[this.replayIndex];
    this.announcement = f.mover ? `${this.i18n.run(() => t.played(colorName(f.mover!), formatSteps(f)))}. ${f.caption}` : f.caption;
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

  private botClient(): BotClient {
    return (this.client ??= new BotClient({ workerUrl: this.workerUrl || undefined }));
  }

  // ---------------------------------------------------------------- internals

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
    emit(this, 'tabla-error', {
      message,
      source,
      ...(value !== undefined ? { value: String(value).slice(0, 200) } : {}),
      ...(fallback !== undefined ? { fallback: String(fallback) } : {}),
    });
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

  private validate(changed: PropertyValues<this>): void {
    const self = this as unknown as Record<string, unknown>;
    // A removed attribute (Lit sets the property to null) means the default, without an error.
    for (const key of ['position', 'dice', 'seed', 'lang', 'workerUrl', 'clock', 'storageKey'] as const) {
      if ((changed as Map<PropertyKey, unknown>).has(key) && self[key] == null) self[key] = '';
    }
    const check = (key: keyof TablaBoard & string, attr: string, ok: (v: unknown) => boolean, fallback: unknown, expected: string) => {
      const map = changed as Map<PropertyKey, unknown>;
      if (map.has(key) && self[key] == null) self[key] = fallback;
      if (!map.has(key) || ok(self[key])) return;
      // A bad change once the game runs keeps the value in use (and the game); at the start the default applies.
      const keep = this.started && ok(map.get(key));
      const value = keep ? map.get(key) : fallback;
      this.fail(attr, `unknown ${attr} ${shown(self[key])} (expected ${expected}); using ${shown(value)}`, self[key], value);
      self[key] = value;
      if (keep) map.delete(key);
    };
    check('tradition', 'tradition', (v) => TRADITIONS.includes(v as TraditionId), 'macedonian', TRADITIONS.join(', '));
    check('game', 'game', (v) => v === '' || GAMES.includes(v as GameId), '', `${GAMES.join(', ')} or empty for the tradition's set`);
    check('matchLength', 'match-length', (v) => Number.isInteger(v) && (v as number) >= 1, 5, MATCH_LENGTHS.join(', '));
    check('whitePlayer', 'white-player', (v) => PLAYER_KINDS.includes(v as PlayerKind), 'human', PLAYER_KINDS.join(', '));
    check('blackPlayer', 'black-player', (v) => PLAYER_KINDS.includes(v as PlayerKind), 'bot', PLAYER_KINDS.join(', '));
    check('botLevel', 'bot-level', (v) => BOT_LEVELS.includes(v as BotLevel), 'medium', BOT_LEVELS.join(', '));
    check('orientation', 'orientation', (v) => ORIENTATIONS.includes(v as Orientation), 'bottom-right', ORIENTATIONS.join(', '));
    check('diceSource', 'dice-source', (v) => DICE_SOURCES.includes(v as DiceSourceKind), 'local', DICE_SOURCES.join(', '));
    if ((changed as Map<PropertyKey, unknown>).has('clock')) {
      this.clockSpec = null;
      if (typeof this.clock === 'string' && this.clock.trim()) {
        try {
          this.clockSpec = parseClock(this.clock);
        } catch (error) {
          this.fail('clock', `${(error as Error).message}; no clock`, this.clock, '');
        }
      } else if (typeof this.clock !== 'string') {
        this.fail('clock', `bad clock ${JSON.stringify(this.clock)} (expected text like "12+120/60"); no clock`, this.clock, '');
      }
    }
    // A bad new position or dice once the game runs: reported, and the game goes on unchanged.
    // (When another setting restarts the match anyway, the restart reports them.)
    const map = changed as Map<PropertyKey, unknown>;
    if (!this.started || ['tradition', 'game', 'matchLength', 'seed', 'replay', 'storageKey'].some((k) => map.has(k))) return;
    let positionError = '';
    if (map.has('position') && this.position.trim()) {
      try {
        parsePosition(this.position);
      } catch (error) {
        positionError = (error as Error).message;
      }
    }
    const badDice = map.has('dice') && !!this.dice.trim() && !readDice(this.dice);
    if (positionError) this.fail('position', `${positionError}; the game goes on unchanged`, this.position);
    if (badDice && (positionError || !map.has('position'))) {
      this.fail('dice', `bad dice ${shown(this.dice)} (expected two numbers 1–6 like "3,1"); the game goes on unchanged`, this.dice);
    }
    if (positionError || (badDice && !map.has('position'))) {
      map.delete('position');
      map.delete('dice');
    }
  }

  /** The board's own language comes from `LocaleController`; an explicit `lang` it cannot speak is reported. */
  private applyLang(): void {
    if (this.lang.trim() && !toLocale(this.lang)) {
      this.fail('lang', `unsupported language ${JSON.stringify(this.lang)} (expected en, mk, bg, el, tr, ro); using English`, this.lang, 'en');
    }
  }

  private parseDice(): number[] | null {
    if (!this.dice.trim()) return null;
    const d = readDice(this.dice);
    if (!d) this.fail('dice', `bad dice ${shown(this.dice)} (expected two numbers 1–6 like "3,1"); showing none`, this.dice, '');
    return d;
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
    try {
      this.controller.restore(saved.state, saved.steps);
    } catch (error) {
      this.storage().report(`ignoring the saved match "${this.storageKey}": ${(error as Error).message}`);
      return false;
    }
    this.announcement = '';
    this.requestUpdate();
    return true;
  }

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
    const options = { tradition: this.tradition, length: this.matchLength, ...(this.game ? { game: this.game } : {}) };
    const dice = this.parseDice();
    // Dice without a position: the first game's starting position with that roll to play.
    if (dice && !position) position = startPosition(this.game || setOf(this.tradition)[0], this.tradition);
    try {
      this.controller.start(options, position, dice);
    } catch (error) {
      this.fail(position ? 'dice' : 'match', `${(error as Error).message}; starting without them`);
      this.controller.start(options, position);
    }
    this.announcement = '';
    this.requestUpdate();
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
    if (this.replayPlaying || !this.replayFrames) {
      this.stopReplay();
      return;
    }
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
    const view = this.controller.clockView();
    if (!view?.running) return;
    const free = this.controller.clockFreeLeft();
    const shown = free > 0 ? free : view[view.running].reserveMs;
    this.clockTicker = setTimeout(() => this.requestUpdate(), (shown % 1000 || 1000) + 5);
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
    if (this.flipping) return this.controller.mover;
    return this.whitePlayer === 'human' || this.blackPlayer !== 'human' ? 'white' : 'black';
  }

  /**
   * The orientation drawn: the `orientation` attribute, or with `auto-flip` while black moves,
   * the board turned so that black's home board takes the place of white's (opposite directions:
   * mirrored top to bottom; same direction, Vtora and Fevga: turned half round).
   */
  private shownOrientation(): Orientation {
    const o = this.orientation;
    if (!this.flipping || this.controller.mover === 'white') return o;
    const [v, h] = o.split('-') as ['bottom' | 'top', 'left' | 'right'];
    const flipV = v === 'bottom' ? 'top' : 'bottom';
    const flipH = h === 'left' ? 'right' : 'left';
    return (isSameDirection(this.controller.state.game) ? `${flipV}-${flipH}` : `${flipV}-${h}`) as Orientation;
  }

  private resigner(): Color {
    const humans = COLORS.filter((c) => this.controller.settings.players[c] === 'human');
    return humans.length === 1 ? humans[0] : this.controller.mover;
  }

  private model(): BoardModel {
    const view = { orientation: this.shownOrientation(), viewer: this.viewer(), focus: this.focusSlot };
    if (this.replayFrames) return modelOfFrame(this.replayFrames[this.replayIndex], view);
    return modelOf(this.controller, { ...view, drag: this.drag });
  }

  private pickSlot(slot: Slot): void {
    const c = this.controller;
    c.pick(pointOf(slot, c.mover, c.state.game));
  }

  private dropOn(from: Slot, to: Slot | null): void {
    const c = this.controller;
    const a = pointOf(from, c.mover, c.state.game);
    const b = to ? pointOf(to, c.mover, c.state.game) : null;
    if (a === null || b === null || !c.humanToAct) return;
    if (c.selected !== a) c.pick(a);
    if (c.destinations().includes(b)) c.pick(b);
  }

  private readonly onBoardClick = (e: MouseEvent): void => {
    if (this.dragger.suppressClick) return;
    const target = e.composedPath().find((n) => n instanceof Element && (n.hasAttribute('data-slot') || n.hasAttribute('data-action'))) as Element | undefined;
    if (!target) return;
    if (target.getAttribute('data-action') === 'confirm') {
      this.controller.confirm();
      return;
    }
    const slot = target.getAttribute('data-slot') as Slot;
    this.focusSlot = slot;
    this.pickSlot(slot);
  };

  private readonly onKeydown = (e: KeyboardEvent): void => {
    const path = e.composedPath();
    const onSlot = path.find((n) => n instanceof Element && n.hasAttribute('data-slot')) as Element | undefined;
    const onDice = path.some((n) => n instanceof Element && n.getAttribute('data-action') === 'confirm');
    const onButton = path.some((n) => n instanceof HTMLButtonElement);
    if (onSlot) {
      const next = moveFocus(onSlot.getAttribute('data-slot') as Slot, e.key, this.shownOrientation());
      if (next) {
        e.preventDefault();
        this.focusSlot = next;
        void this.updateComplete.then(() => (this.renderRoot.querySelector(`[data-slot="${next}"]`) as SVGElement | null)?.focus());
        return;
      }
    }
    const action = keyAction(e.key);
    if (!action || (onButton && (action === 'pick' || e.key === 'Backspace'))) return;
    const c = this.controller;
    switch (action) {
      case 'pick':
        if (onDice) c.confirm();
        else if (onSlot) this.pickSlot(onSlot.getAttribute('data-slot') as Slot);
        else return;
        break;
      case 'cancel':
        if (c.choice) c.chooseDie(null);
        else c.pick(null);
        break;
      case 'undo':
        c.undo();
        break;
      case 'done':
        c.confirm();
        break;
      case 'roll':
        if (c.canRoll) c.pressRoll();
        else return;
        break;
    }
    e.preventDefault();
  };

  private replayControls(): ReplayControls | null {
    if (!this.replayFrames) return null;
    return {
      index: this.replayIndex,
      last: this.replayFrames.length - 1,
      playing: this.replayPlaying,
      go: (i) => this.replayGoto(i),
      toggle: () => this.toggleReplay(),
    };
  }

  /** Both clocks (reserve m:ss; the running player's free time left in front), when a clock is active. */
  private renderClocks() {
    const view = this.controller.clockView();
    if (!view) return nothing;
    const free = this.controller.clockFreeLeft();
    return COLORS.map((col) => {
      const running = view.running === col;
      const reserve = formatClock(view[col].reserveMs);
      const label = `${t.clockLabel(colorName(col), reserve)}${running && free > 0 ? `, ${t.clockFree(formatClock(free))}` : ''}`;
      return html`<span part="clock clock-${col}${running ? ' clock-running' : ''}" class="clock ${col}${running ? ' running' : ''}" data-clock=${col} role="timer" aria-label=${label}
        >${running && free > 0 ? html`<span class="clock-free">${formatClock(free)}</span> ` : nothing}${reserve}</span
      >`;
    });
  }

  override render() {
    const c = this.controller;
    const s = c.state;
    const m = this.model();
    const frame = this.replayFrames?.[this.replayIndex];
    const game = m.position.game;
    const tradition = m.position.tradition;
    return html`<div part="base" class="base" @keydown=${this.onKeydown}>
      <div part="header" class="header">
        <span part="game-name" class="game-name" lang=${nativeNameLang(game, tradition)}>${nativeGameName(game, tradition)}</span>
        ${frame ? nothing : html`<span class="game-number">${t.gameOf(s.gameNumber + 1)}</span>
              <span part="score" class="score">${t.score(s.score.white, s.score.black, s.config.length)}</span>`}
        ${frame ? nothing : this.renderClocks()}
      </div>
      <div class="board-wrap" @click=${this.onBoardClick} @pointerdown=${this.dragger.down}>${renderBoard(m, `${t.boardLabel()}. ${t.keyHelp()}`)}</div>
      ${frame ? html`<p part="caption" class="caption">${frame.caption}</p>` : nothing}
      ${renderChoice(c)}
      <div part="status" class="status">
        ${frame ? nothing : html`<p class="turn-line">${turnLine(c)}</p>`}
        ${infoLines(c, m.position, !!frame).map((line) => html`<p class="info">${line}</p>`)}
      </div>
      ${renderControls(c, { readonly: this.readonly, replay: this.replayControls(), newMatch: () => this.restart(), resign: () => this.resign(), rules: () => void this.toggleRules() })}
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

/** Two dice 1–6 from text like `3,1`, or null. */
function readDice(text: string): number[] | null {
  const d = text.split(/[\s,–-]+/).filter(Boolean).map(Number);
  return d.length === 2 && d.every((x) => Number.isInteger(x) && x >= 1 && x <= 6) ? d : null;
}

/** A value quoted for an error message, cut short when long. */
function shown(v: unknown): string {
  const q = JSON.stringify(v) ?? String(v);
  return q.length > 60 ? `${q.slice(0, 57)}…"` : q;
}

function formatSteps(f: ReplayFrame): string {
  return formatPlay(f.steps);
}
