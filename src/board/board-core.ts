/**
 * The workings of `<tabla-board>` behind its public methods: the live-match driver and its
 * effects, the input handlers, the lifecycle (a board moved in the DOM keeps its match), the
 * settings from the attributes, the bot client, slides and keyboard focus. Starting and saving
 * the match are in its base class (board-match.ts); the element (tabla-board.component.ts) adds
 * the public API and the template.
 */
import type { PropertyValues } from 'lit';
import { state } from 'lit/decorators.js';
import type { Notice } from '../engine/live/events.js';
import { botBusy, canRoll, clockNow, freeLeftNow, humanToAct, movable, moverOf, pendingMove } from '../engine/live/queries.js';
import { initialLive } from '../engine/live/reduce.js';
import type { Live, LiveAction } from '../engine/live/types.js';
import { formatPlay } from '../engine/notation/moves.js';
import { currentTurn } from '../engine/match.js';
import type { Color, Step } from '../engine/types.js';
import { COLORS } from '../engine/position.js';
import { slideStep } from './slide.js';
import { slotOf } from './geometry.js';
import { BotClient } from '../bot/client.js';
import { LocaleController } from '../i18n/controller.js';
import { toLocale } from '../i18n/runtime.js';
import { matchContextOf, type BoardBot } from './bot-adapter.js';
import { dropOn, nextMovable, pickSlot, type InputHost } from './board-input.js';
import { LiveDriver } from './driver.js';
import { DragController } from './drag.js';
import { LAYOUTS, PortraitController } from './portrait.js';
import { emit } from './events.js';
import type { Orientation, Slot } from './geometry.js';
import { colorName, noticeText, t } from './messages.js';
import type { PanelInput } from './render-panel.js';
import { defaultName } from './board-view.js';
import { orientationOf, viewerOf, type FacingInput } from './facing.js';
import type { ReplayScript } from './replay.js';
import { ReplayPlayer } from './replay-player.js';
import { TablaBoardMatch } from './board-match.js';
import { normaliseSettings, type RawSettings } from './settings.js';
import { describeValue } from '../engine/checks.js';
import { modelOf, modelOfFrame, type BoardModel } from './view-model.js';

const SETTING_KEYS = ['tradition', 'game', 'matchLength', 'whitePlayer', 'blackPlayer', 'botLevel', 'orientation', 'diceSource', 'clock', 'position', 'dice', 'seed', 'lang', 'workerUrl', 'storageKey'] as const;

/** The element's internals (see the file comment); not registered by itself. */
export abstract class TablaBoardCore extends TablaBoardMatch {

  @state() protected focusSlot: Slot = 'p1';
  @state() protected drag: BoardModel['drag'] = null;
  @state() protected announcement = '';
  @state() protected rulesOpen = false;
  @state() protected resignAsked = false;
  @state() protected hintText: string | null = null;

  protected readonly i18n = new LocaleController(this);
  /** Whether the drawing is turned for a phone held upright (`layout`). */
  protected readonly portraitLayout = new PortraitController(this, () => ({ layout: this.layout, figure: this.figure }));
  /** The built-in bot: the bot worker (or its main-thread fallback), started on the bot's first turn. */
  protected readonly defaultBot: BoardBot = {
    choose: (req) => this.botClient().choose(req),
    cube: (state) => this.botClient().cube(state),
    cancel: () => this.client?.cancel(),
    dispose: () => {
      this.client?.dispose();
      this.client = undefined;
    },
  };
  protected readonly driver = new LiveDriver(
    initialLive({ players: { white: 'human', black: 'bot' }, seed: null, readonly: false, botDelay: 0, externalDice: false, clock: null }),
    {
      emit: (name, detail, cancelable) => emit(this, name, detail, cancelable),
      notify: (n: Notice) => (this.announcement = this.i18n.run(() => noticeText(n))),
      committed: () => this.requestUpdate(),
      save: (state, steps) => this.storageKey && !this.replayer.frames && this.storage().save(this.setup(), state, steps),
      bot: () => this.bot ?? this.defaultBot,
      level: () => this.botLevel,
    },
  );
  protected readonly input: InputHost & PanelInput = {
    live: () => this.driver.live,
    act: (action) => this.tryAct(action),
    pressRoll: () => this.pressRoll(),
    orientation: () => this.shownOrientation(),
    turned: () => this.portraitLayout.portrait,
    focus: (slot) => (this.focusSlot = slot),
    suppressClick: () => this.dragger.suppressClick,
  };
  protected readonly dragger = new DragController({
    svg: () => this.renderRoot.querySelector('svg.board'),
    orientation: () => this.shownOrientation(),
    canDrag: (slot) => this.model().movable.has(slot),
    dragged: (d) => {
      if (d && this.live.selected === null) pickSlot(this.input, d.slot);
      this.drag = d;
    },
    dropped: (from, to) => dropOn(this.input, from, to),
  });
  protected readonly replayer = new ReplayPlayer(this, {
    replayFailed: (message) => this.fail('replay', message),
    replayShown: (f) => (this.announcement = f.mover ? `${this.i18n.run(() => t.played(colorName(f.mover!), formatPlay(f.steps)))}. ${f.caption}` : f.caption),
    motion: () => this.motion(),
  });
  protected client: BotClient | undefined;
  protected started = false;
  protected hadFocus = false;
  protected clockTicker: ReturnType<typeof setTimeout> | undefined;
  /** Set between a disconnect and the teardown one task later (a board moved in the DOM keeps its match). */
  protected teardown: ReturnType<typeof setTimeout> | undefined;
  protected stopped = false;

  /** The committed live match. */
  protected get live(): Live {
    return this.driver.live;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('keydown', this.globalKey);
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
    document.removeEventListener('keydown', this.globalKey);
    this.dragger.dispose();
    // Removed for good unless it is back within a task: then the bot, its worker and the timers stop.
    this.teardown = setTimeout(() => {
      this.teardown = undefined;
      this.stopped = true;
      this.driver.dispose();
      this.replayer.stop();
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
    if (changed.has('replay')) this.replayer.load(this.replay);
    if (changed.has('layout') && !LAYOUTS.includes(this.layout)) {
      this.fail('layout', `unknown layout ${describeValue(this.layout)} (expected ${LAYOUTS.join(', ')}); using "auto"`, this.layout, 'auto');
      this.layout = 'auto';
    }
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
      readonly: this.readonly || this.replayer.frames !== null,
      botDelay: this.motion() ? 350 : 0,
      externalDice: this.diceSource === 'external',
      clock: this.clockSpec,
    };
    const restartKeys = ['tradition', 'game', 'matchLength', 'position', 'dice', 'seed', 'replay', 'storageKey', 'cubeRules'] as const;
    if (!this.started || restartKeys.some((k) => changed.has(k))) {
      const restore = !this.started || changed.has('storageKey');
      this.started = true;
      this.driver.live = { ...this.live, settings };
      this.restart(restore);
    } else if (['whitePlayer', 'blackPlayer', 'botLevel', 'readonly', 'bot', 'diceSource', 'clock', 'animation'].some((k) => changed.has(k as keyof TablaBoardCore))) {
      this.driver.dispatch({ type: 'settings', settings });
    }
    this.focusMovable();
  }
  protected clockSpec: Live['settings']['clock'] = null;

  protected override updated(): void {
    this.tickClock();
    this.slide();
    // Keep keyboard focus on the focused place after a re-render moved it (roving tabindex),
    // and inside the board when the focused button or the dice went away (Roll, Done).
    const active = this.shadowRoot?.activeElement;
    const focused = () => (this.renderRoot.querySelector(`[data-slot="${this.focusSlot}"]`) as SVGElement | null)?.focus();
    if (this.hadFocus && !active) focused();
    else if (active instanceof Element && active.hasAttribute('data-slot') && active.getAttribute('data-slot') !== this.focusSlot) focused();
  }

  // ---------------------------------------------------------------- internals

  /** Slides the checkers of the steps drawn since the last render (both sides' moves). */
  protected slide(): void {
    const l = this.live;
    let steps: readonly Step[] = l.turn?.steps ?? [];
    let mover = moverOf(l);
    if (!l.turn && l.lastMove && l.lastMove !== this.slidLast) ({ steps, player: mover } = l.lastMove);
    const was = this.slidSteps;
    const same = (a: Step, b: Step) => a.from === b.from && a.to === b.to && a.die === b.die;
    if (this.motion() && !this.replayer.frames && steps.length > was.length && was.every((s, i) => same(s, steps[i]))) {
      const m = this.model();
      for (const st of steps.slice(was.length)) slideStep(this.renderRoot, m, st, mover, l.state.game);
    }
    this.slidSteps = l.turn?.steps ?? [];
    this.slidLast = l.lastMove;
  }
  protected slidSteps: readonly Step[] = [];
  protected slidLast: Live['lastMove'] = null;

  /** At the start of a person's turn (and after each step), the keyboard focus goes to a movable checker. */
  protected focusMovable(): void {
    const l = this.live;
    if (l.turn === this.focusTurn) return;
    this.focusTurn = l.turn;
    if (!humanToAct(l) || l.state.phase !== 'moving' || l.selected !== null) return;
    const mine = movable(l).map((p) => slotOf(p, moverOf(l), l.state.game));
    if (mine.length > 0 && !mine.includes(this.focusSlot)) this.focusSlot = nextMovable(this.input, this.focusSlot) ?? this.focusSlot;
  }
  protected focusTurn: Live['turn'] = null;

  /**
   * R pressed anywhere on the page rolls on this board when it is the page's only interactive
   * board (not read-only, not a replay) and the key is not meant for something else (a text
   * field, a key with Ctrl/Alt/Meta, a press inside another board). Inside a board, its own keys apply.
   */
  protected readonly globalKey = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || (e.key !== 'r' && e.key !== 'R') || e.ctrlKey || e.altKey || e.metaKey) return;
    if (e.composedPath().some((n) => n instanceof HTMLElement && (n.localName === 'tabla-board' || n.isContentEditable || ['input', 'textarea', 'select'].includes(n.localName)))) return;
    const boards = [...document.querySelectorAll<TablaBoardCore>('tabla-board')].filter((b) => !b.readonly && !b.replayer.frames);
    if (boards.length !== 1 || boards[0] !== this || !canRoll(this.live)) return;
    e.preventDefault();
    this.pressRoll();
  };

  /** Who resigns by default: the one person playing here, else the player to move. */
  protected resigner(): Color {
    const humans = COLORS.filter((c) => this.live.settings.players[c] === 'human');
    return humans.length === 1 ? humans[0] : moverOf(this.live);
  }

  /** The Hint button: asks the built-in bot for the best play of this roll and shows it until the next step. */
  protected async showHint(): Promise<void> {
    const l = this.live;
    if (!humanToAct(l) || l.state.phase !== 'moving') return;
    const turn = l.turn;
    try {
      const answer = await this.botClient().hint({ position: l.state.position, dice: l.state.dice, level: 'hard', count: 1, matchContext: matchContextOf(l.state), rules: { triple: l.state.config.triple } });
      if (this.live.turn !== turn) return;
      const steps = answer.plays[0]?.steps ?? [];
      const played = steps.reduce((tu, st) => tu.step(st), currentTurn(l.state)).steps;
      this.hintText = this.i18n.run(() => (played.length ? t.hintPlay(formatPlay(played)) : t.hintNone()));
    } catch (error) {
      this.fail('hint', `the bot gave no hint: ${(error as Error).message}`);
    }
  }

  /** The built-in bot's client; each of its fallbacks (no worker, no WebAssembly, no network) is reported once as a `tabla-error` from `bot`. */
  protected botClient(): BotClient {
    return (this.client ??= new BotClient({ workerUrl: this.workerUrl || undefined, onFallback: (f) => this.fail('bot', f.message, undefined, f.fallback) }));
  }

  /** A user's input: an action that is not allowed now (a stale click) does nothing. With `auto-confirm`, a complete turn is confirmed. */
  protected tryAct(action: LiveAction): void {
    this.hintText = null;
    try {
      this.driver.dispatch(action);
      const l = this.live;
      if (this.autoConfirm && humanToAct(l) && l.turn && l.turn.steps.length > 0 && l.turn.isComplete()) this.driver.dispatch({ type: 'confirm' });
    } catch {
      // nothing to do: the button or key no longer applies
    }
  }

  /** The Roll button (or R key): rolls, or with external dice asks the host for the roll. */
  protected pressRoll(): void {
    this.tryAct(this.live.settings.externalDice ? { type: 'ask-dice' } : { type: 'roll' });
  }

  /** True when a person may act for the player to move now; else reports why (`tabla-error`). */
  protected humanCall(source: string): boolean {
    const l = this.live;
    if (humanToAct(l) && l.state.phase === 'moving') return true;
    const kind = l.settings.players[moverOf(l)];
    const why = l.state.phase !== 'moving' ? `no turn is being played (phase ${l.state.phase})` : this.readonly ? 'the board is read-only' : pendingMove(l) ? 'the play is held for confirmation (acceptMove or refuseMove)' : botBusy(l) || kind !== 'human' ? `${moverOf(l)} is played by ${kind === 'human' ? 'a bot now' : `a ${kind} player`}` : 'the board is busy';
    this.fail(source, `cannot ${source}: ${why}`);
    return false;
  }

  /** Opens or closes the rules panel; `<tabla-rules>` is loaded on first use. */
  protected async toggleRules(): Promise<void> {
    if (!this.rulesOpen) await import('../rules/tabla-rules.js');
    this.rulesOpen = !this.rulesOpen;
  }

  protected motion(): boolean {
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    return this.animation && !reduced;
  }

  protected fail(source: string, message: string, value?: unknown, fallback?: unknown): void {
    emit(this, 'tabla-error', { message, source, ...(value !== undefined ? { value: String(value).slice(0, 200) } : {}), ...(fallback !== undefined ? { fallback: String(fallback) } : {}) });
  }

  protected attempt(source: string, fn: () => void): boolean {
    try {
      fn();
      return true;
    } catch (error) {
      this.fail(source, (error as Error).message);
      return false;
    }
  }


  /** While a clock runs, renders again when the shown seconds change (not on every frame). */
  protected tickClock(): void {
    this.stopTicker();
    const now = this.driver.now();
    const view = clockNow(this.live, now);
    if (!view?.running) return;
    const free = freeLeftNow(this.live, now);
    const left = free > 0 ? free : view[view.running].reserveMs;
    this.clockTicker = setTimeout(() => this.requestUpdate(), (left % 1000 || 1000) + 5);
  }

  protected stopTicker(): void {
    clearTimeout(this.clockTicker);
    this.clockTicker = undefined;
  }

  protected facing(): FacingInput {
    return { orientation: this.orientation, autoFlip: this.autoFlip, players: { white: this.whitePlayer, black: this.blackPlayer }, mover: moverOf(this.live), game: this.live.state.game, replay: !!this.replayer.frames };
  }

  protected shownOrientation(): Orientation {
    return orientationOf(this.facing());
  }

  /** A figure: a read-only board that is not a replay (no match text, nothing interactive). */
  protected get figure(): boolean {
    return this.readonly && !this.replayer.frames;
  }

  protected names(): Record<Color, string> {
    return this.i18n.run(() => ({ white: defaultName('white', this.whiteName), black: defaultName('black', this.blackName) }));
  }

  protected model(): BoardModel {
    const view = { orientation: this.shownOrientation(), viewer: viewerOf(this.facing()), focus: this.focusSlot };
    if (this.replayer.frames) return modelOfFrame(this.replayer.frame!, view);
    return modelOf(this.live, { ...view, drag: this.drag, figure: this.figure });
  }
}
