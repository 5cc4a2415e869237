/**
 * The board's behaviour without DOM: the match state, the partial turn being played, the
 * selection, and every action (roll, pick, move, undo, confirm, resign, next game), plus the
 * driver that lets bots roll and play and passes a turn that has no legal step.
 *
 * For a host with its own server: dice from outside (`externalDice`: the board asks, the host
 * answers with `roll(dice)`), a remote side's plays (`playRemote`, animated like the bot's),
 * a local play held until the server accepts or refuses it (`hold`/`accept`/`refuse`), and the
 * match clock against a remote player (see clock.ts).
 *
 * Every rule question is answered by the engine (`Turn`, `applyPlay`, …); this file only keeps
 * track of who may act and tells its host what happened (events, notices, re-render).
 */
import { cryptoDice, rollDice, seededDice, type DiceSource } from '../engine/dice.js';
import {
  applyPlay,
  currentTurn,
  newMatch,
  nextGame,
  resign,
  rollDice as rollMatchDice,
  rollOpening,
  timeOut,
  type MatchOptions,
  type MatchState,
} from '../engine/match.js';
import { formatPlay, parsePlay } from '../engine/notation/moves.js';
import { positionToJSON } from '../engine/position-json.js';
import type { Turn, StepRequest } from '../engine/turn-view.js';
import type { Color, Play, Position, Step } from '../engine/types.js';
import type { BoardBot, BotLevel } from './bot-adapter.js';
import { ClockKeeper, type ClockSpec, type ClockView } from './clock.js';
import type { TablaEventMap, TablaEventName, TablaMoveDetail, TablaRollRequestDetail } from './events.js';

/** Who plays a side. */
export type PlayerKind = 'human' | 'bot' | 'remote';

/** Something the board tells the player about (status line and live region). */
export type Notice =
  | { kind: 'opening-roll'; white: number; black: number; starter: Color | null }
  | { kind: 'roll'; player: Color; dice: number[] }
  | { kind: 'step'; player: Color; step: Step }
  | { kind: 'undo'; player: Color }
  | { kind: 'move'; player: Color; notation: string }
  | { kind: 'pass'; player: Color; dice: number[] }
  | { kind: 'rejected'; player: Color }
  | { kind: 'held'; player: Color }
  | { kind: 'refused'; player: Color; reason: string | null }
  | { kind: 'timeout'; player: Color; white: number; black: number }
  | { kind: 'game-end'; winner: Color | null; points: number; result: string }
  | { kind: 'match-end'; winner: Color; white: number; black: number };

/** What the controller needs from the element. */
export interface ControllerHost {
  /** Dispatches an event; returns false when a cancelable event was cancelled. */
  emit<K extends TablaEventName>(name: K, detail: TablaEventMap[K], cancelable?: boolean): boolean;
  /** Something shown changed. */
  changed(): void;
  /** Something to announce happened. */
  notify(notice: Notice): void;
}

/** Settings the element passes down. */
export interface ControllerSettings {
  players: Record<Color, PlayerKind>;
  level: BotLevel;
  seed: string | null;
  readonly: boolean;
  /** Milliseconds before a bot rolls and between animated bot or remote steps; 0 plays at once. */
  botDelay: number;
  /** The dice come from the host (`roll(dice)`); the board only asks for them (`tabla-roll-request`). */
  externalDice: boolean;
  /** The match clock's settings, or null for none (it runs only between a human and a remote player). */
  clock: ClockSpec | null;
}

/** A local play announced by `tabla-before-move` and held by the host until it is accepted or refused. */
interface PendingPlay {
  detail: TablaMoveDetail;
  play: Play;
  turnDice: number[];
  state: MatchState;
}

const plainStep = (s: Step) => ({ from: s.from, to: s.to, die: s.die, ...(s.hit ? { hit: true } : {}), ...(s.pin ? { pin: true } : {}) });

export class BoardController {
  /** The match. */
  state: MatchState = newMatch();
  /** The turn being played (phase `moving`), with the steps played so far. */
  turn: Turn | null = null;
  /** The picked checker's point (mover's numbering), if any. */
  selected: number | null = null;
  /** A move that two dice fit, waiting for the player to choose the die. */
  choice: { from: number; to: number; dice: number[] } | null = null;
  /** The last whole play, for highlighting. */
  lastMove: { player: Color; steps: readonly Step[] } | null = null;
  /** The last pass, shown until that player's next turn. */
  passNote: { player: Color; dice: number[] } | null = null;
  /** A bot is choosing or animating a play. */
  botBusy = false;
  /** A remote play is being shown step by step. */
  remoteBusy = false;
  /** The last refused play's player and reason, shown until the next play. */
  refusal: { player: Color; reason: string | null } | null = null;
  /** The clock of the time source; tests may replace it. */
  now: () => number = () => performance.now();

  private dice: DiceSource = cryptoDice();
  private gen = 0;
  private ply = 0;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private pending: PendingPlay | null = null;
  /** The `tabla-before-move` detail being dispatched (a hold may be asked for only then), and whether it was. */
  private announcing: { detail: TablaMoveDetail; hold: boolean } | null = null;
  /** The dice asked for, and the state they were asked for (a request is for one state only). */
  private request: { detail: TablaRollRequestDetail; state: MatchState } | null = null;
  private readonly clock = new ClockKeeper({
    now: () => this.now(),
    changed: (view) => this.host.emit('tabla-clock', view),
    expired: (color) => this.timeOut(color),
  });
  /** Counts turns, so the clock tells a new move from a resumed one. */
  private turnSerial = 0;

  constructor(
    private readonly host: ControllerHost,
    public settings: ControllerSettings,
    public bot: BoardBot,
  ) {}

  /** The player to roll or move. */
  get mover(): Color {
    return this.state.position.turn;
  }

  /** The position to show: after the steps played so far in this turn. */
  get shownPosition(): Position {
    return this.turn ? this.turn.position : this.state.position;
  }

  /** True when a person may act now for the player to move. */
  get humanToAct(): boolean {
    const { phase } = this.state;
    return !this.settings.readonly && !this.botBusy && !this.pending && this.settings.players[this.mover] === 'human' && (phase === 'rolling' || phase === 'moving');
  }

  /** True when a person must make the opening roll (never with external dice: the host rolls). */
  get humanOpening(): boolean {
    return !this.settings.readonly && !this.settings.externalDice && this.state.phase === 'opening' && this.hasHuman;
  }

  /** True when a person may press Roll now. */
  get canRoll(): boolean {
    if (this.humanOpening) return true;
    return this.humanToAct && this.state.phase === 'rolling' && !this.rollRequest;
  }

  /** The play held for confirmation (the `tabla-before-move` detail), or null. */
  get pendingMove(): TablaMoveDetail | null {
    return this.pending?.detail ?? null;
  }

  /** With external dice: the roll asked for and not yet answered, or null. */
  get rollRequest(): TablaRollRequestDetail | null {
    return this.request && this.request.state === this.state ? this.request.detail : null;
  }

  /** True while the board waits for the host's dice. */
  get waitingForDice(): boolean {
    const p = this.state.phase;
    return this.settings.externalDice && !this.settings.readonly && (p === 'opening' || (p === 'rolling' && !!this.rollRequest));
  }

  private get hasHuman(): boolean {
    return this.settings.players.white === 'human' || this.settings.players.black === 'human';
  }

  /** Starts a match: from the beginning, or from a position (and optionally a roll to play). */
  start(options: MatchOptions, position?: Position, dice?: number[] | null): void {
    let state = newMatch(position ? { ...options, tradition: position.tradition, game: position.game } : options);
    if (position) {
      const moving = (dice && dice.length > 0) || position.carried.length > 0;
      state = { ...state, position, game: position.game, phase: moving ? 'moving' : 'rolling', dice: dice && dice.length > 0 ? [...dice] : null };
      currentTurnIfMoving(state); // throws on dice that do not fit the position
    }
    this.clock.reset(); // a new match: full reserves
    this.reset(state);
    this.dice = this.settings.seed !== null ? seededDice(this.settings.seed) : cryptoDice();
    this.announceTurn();
    this.syncClock();
    this.advance();
  }

  /** Replaces the whole state (already validated); drops a remote play being shown and a held play. */
  load(state: MatchState): void {
    currentTurnIfMoving(state);
    this.reset(state);
    this.syncClock();
    this.advance();
  }

  /** Stops bots and timers. */
  dispose(): void {
    this.gen++;
    this.bot.cancel();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.clock.stop();
  }

  private reset(state: MatchState): void {
    this.dispose();
    this.newTurn();
    this.state = state;
    this.turn = state.phase === 'moving' ? currentTurn(state) : null;
    this.selected = null;
    this.choice = null;
    this.lastMove = null;
    this.passNote = null;
    this.botBusy = false;
    this.remoteBusy = false;
    this.pending = null;
    this.refusal = null;
    this.request = null;
    this.ply = 0;
    this.host.changed();
  }

  /** Settings changed (players, level, dice source, clock): let a bot act if it is its turn now. */
  settingsChanged(): void {
    this.host.changed();
    this.syncClock();
    this.advance();
  }

  /**
   * Rolls for the player to act: the opening roll in phase `opening`, else the mover's roll.
   * `dice` supplies the values (a server's roll); otherwise the board's dice source rolls
   * (with external dice, dice are required).
   * @throws Error naming bad dice or a roll that is not allowed now; the state is unchanged.
   */
  roll(dice?: number[]): void {
    const { phase } = this.state;
    if (phase !== 'opening' && phase !== 'rolling') throw new Error(`cannot roll in phase ${phase}`);
    if (dice === undefined && this.settings.externalDice) throw new Error('the dice come from the host (dice-source="external"): call roll(dice) with its roll');
    if (dice !== undefined) checkDice(dice, phase === 'opening');
    if (this.remoteBusy || this.pending) throw new Error('a play is still being shown or waits for confirmation');
    if (phase === 'opening') {
      const [w, b] = dice ?? rollDice(this.dice);
      this.state = rollOpening(this.state, w, b);
      const starter = this.state.phase === 'opening' ? null : this.mover;
      this.host.emit('tabla-roll', { player: null, dice: [w, b], opening: true });
      this.host.notify({ kind: 'opening-roll', white: w, black: b, starter });
      if (starter) this.announceTurn();
    } else if (phase === 'rolling') {
      const roll = dice ?? [...rollDice(this.dice)];
      this.state = rollMatchDice(this.state, roll);
      this.turn = currentTurn(this.state);
      if (this.passNote?.player === this.mover) this.passNote = null;
      this.host.emit('tabla-roll', { player: this.mover, dice: [...roll], opening: false });
      this.host.notify({ kind: 'roll', player: this.mover, dice: [...roll] });
    } else {
      throw new Error(`cannot roll in phase ${phase}`);
    }
    this.syncClock();
    this.host.changed();
    this.advance();
  }

  /** The Roll button (or R key): rolls, or with external dice asks the host for the roll. */
  pressRoll(): void {
    if (!this.canRoll) return;
    if (this.settings.externalDice) this.askDice();
    else this.roll();
  }

  /** Emits `tabla-roll-request` once for the current state. */
  private askDice(): void {
    if (this.rollRequest) return;
    const s = this.state;
    const opening = s.phase === 'opening';
    const detail: TablaRollRequestDetail = { player: opening ? null : this.mover, opening, gameNumber: s.gameNumber };
    this.request = { detail, state: s };
    this.host.emit('tabla-roll-request', { ...detail });
    this.host.changed();
  }

  /** The points (mover's numbering) whose checker may move now. */
  movable(): number[] {
    return this.turn && !this.choice ? this.turn.movableFrom() : [];
  }

  /** Where the selected checker may go. */
  destinations(): number[] {
    return this.turn && this.selected !== null && !this.choice ? this.turn.destinations(this.selected) : [];
  }

  /** A person picked a point (mover's numbering; 0 = off tray, 25 = bar): select, move or deselect. */
  pick(point: number | null): void {
    if (!this.humanToAct || !this.turn || this.choice) return;
    if (point !== null && this.selected !== null && this.destinations().includes(point)) {
      this.move(this.selected, point);
      return;
    }
    this.selected = point !== null && point !== this.selected && this.movable().includes(point) ? point : null;
    this.host.changed();
  }

  /**
   * Plays one step of the turn. When two dice lead from `from` to `to` and no die is given, the
   * player is asked to choose (see {@link choice}). Returns false when the step is not legal now.
   */
  move(from: number, to: number, die?: number): boolean {
    if (!this.turn) return false;
    const fits = this.turn.legalSteps().filter((s) => s.from === from && s.to === to && (die === undefined || s.die === die));
    if (fits.length === 0) return false;
    const dice = [...new Set(fits.map((s) => s.die))];
    if (dice.length > 1) {
      this.choice = { from, to, dice: dice.sort((a, b) => b - a) };
      this.selected = null;
      this.host.changed();
      return true;
    }
    this.turn = this.turn.step({ from, to, die: dice[0] });
    this.selected = null;
    this.choice = null;
    this.host.notify({ kind: 'step', player: this.mover, step: this.turn.steps[this.turn.steps.length - 1] });
    this.host.changed();
    return true;
  }

  /** Answers a die choice (or cancels it with `null`). */
  chooseDie(die: number | null): void {
    const c = this.choice;
    this.choice = null;
    if (c && die !== null && c.dice.includes(die)) this.move(c.from, c.to, die);
    else this.host.changed();
  }

  /** Takes back the last step of the turn. */
  undo(): boolean {
    if (!this.turn || this.turn.steps.length === 0) return false;
    this.turn = this.turn.undo();
    this.selected = null;
    this.choice = null;
    this.host.notify({ kind: 'undo', player: this.mover });
    this.host.changed();
    return true;
  }

  /** True when the steps so far are a complete legal play. */
  canConfirm(): boolean {
    return !!this.turn && this.turn.canFinish();
  }

  /** Confirms the turn (the Done button). Returns false when the play is incomplete or was vetoed. */
  confirm(): boolean {
    if (!this.turn || !this.turn.canFinish()) return false;
    return this.commit(this.turn.steps);
  }

  /** Plays a whole turn given as steps or move notation (the API), announced by `tabla-before-move`. */
  play(play: string | readonly StepRequest[]): boolean {
    if (this.state.phase !== 'moving') throw new Error(`cannot play in phase ${this.state.phase}`);
    if (this.remoteBusy || this.pending) throw new Error('a play is still being shown or waits for confirmation');
    return this.commit(this.stepsOf(play));
  }

  /**
   * A remote player's whole turn (already authoritative: no `tabla-before-move`), a forced pass
   * (`pass` or no steps) included. Checked by the engine first; then shown step by step (like
   * the bot's) and applied.
   * @throws Error naming the problem (not the remote player's turn, wrong phase, a play being
   * shown, malformed or illegal play); the game is unchanged.
   */
  playRemote(play: string | readonly StepRequest[]): void {
    const s = this.state;
    const mover = this.mover;
    if (this.remoteBusy) throw new Error('the previous remote play is still being shown');
    if (this.settings.players[mover] !== 'remote') throw new Error(`the player to move (${mover}) is not remote`);
    if (s.phase !== 'moving') throw new Error(`cannot play in phase ${s.phase}${s.phase === 'rolling' ? ' (the dice are not rolled yet)' : ''}`);
    const steps = this.stepsOf(play);
    let turn = currentTurn(s);
    for (const step of steps) turn = turn.step(step);
    const done = turn.finish(); // throws on an incomplete play
    this.turn = currentTurn(s);
    this.selected = null;
    this.choice = null;
    this.remoteBusy = true;
    this.syncClock();
    this.host.changed();
    void this.animate(done.steps, () => {
      this.remoteBusy = false;
      this.commit(done.steps, true);
    });
  }

  /** Steps from notation or a list of steps, checked for shape (the engine checks legality). */
  private stepsOf(play: string | readonly StepRequest[]): readonly StepRequest[] {
    if (typeof play === 'string') return parsePlay(this.state.position, this.state.dice, play).steps;
    if (!Array.isArray(play)) throw new Error(`a play must be move notation or a list of steps, got ${JSON.stringify(play)}`);
    play.forEach((st: unknown, i) => {
      const o = st as Record<string, unknown> | null;
      const int = (v: unknown) => Number.isInteger(v);
      if (typeof o !== 'object' || o === null || !int(o.from) || !int(o.to) || (o.die !== undefined && !int(o.die))) {
        throw new Error(`malformed step ${i + 1}: ${JSON.stringify(st)} (expected {from, to, die?} with whole numbers)`);
      }
    });
    return play;
  }

  /** During a `tabla-before-move` dispatch: keep the play pending until {@link accept} or {@link refuse}. */
  hold(): void {
    if (!this.announcing) throw new Error('holdMove() works only inside a tabla-before-move listener');
    this.announcing.hold = true;
  }

  /** Applies the held play. @throws Error when no play is held. */
  accept(): void {
    const p = this.pending;
    if (!p) throw new Error('no play is waiting for confirmation');
    this.pending = null;
    this.apply(p.state, p.play, p.turnDice, p.detail);
  }

  /** Refuses the held play: the turn starts again with the same dice. @throws Error when no play is held. */
  refuse(reason?: string): void {
    const p = this.pending;
    if (!p) throw new Error('no play is waiting for confirmation');
    const why = reason === undefined || reason === null || String(reason).trim() === '' ? null : String(reason);
    this.pending = null;
    this.turn = currentTurn(this.state);
    this.selected = null;
    this.choice = null;
    this.refusal = { player: p.detail.player, reason: why };
    this.host.emit('tabla-move-refused', { player: p.detail.player, notation: p.detail.notation, reason: why });
    this.host.notify({ kind: 'refused', player: p.detail.player, reason: why });
    this.syncClock();
    this.host.changed();
    this.advance();
  }

  /** The opponent of `color` wins this game by resignation (C7). */
  resign(color: Color): void {
    this.endBy(resign(this.state, color));
  }

  /** `color` ran out of time: the opponent wins the match (a server's verdict, or this board's clock). */
  timeOut(color: Color): void {
    this.endBy(timeOut(this.state, color), () => this.host.emit('tabla-timeout', { player: color }));
    const s = this.state;
    this.host.notify({ kind: 'timeout', player: color, white: s.score.white, black: s.score.black });
  }

  /** Ends the game at once (resignation, time): whatever was being played or shown is dropped. */
  private endBy(state: MatchState, before?: () => void): void {
    this.dispose();
    this.newTurn();
    this.botBusy = false;
    this.remoteBusy = false;
    this.pending = null;
    this.state = state;
    this.turn = null;
    this.selected = null;
    this.choice = null;
    this.syncClock();
    before?.();
    this.gameEnded();
    this.host.changed();
    this.advance();
  }

  /** Starts the next game of the set after a game ended. */
  nextGame(): void {
    this.state = nextGame(this.state);
    this.turn = null;
    this.lastMove = null;
    this.passNote = null;
    this.refusal = null;
    this.newTurn();
    this.announceTurn();
    this.syncClock();
    this.host.changed();
    this.advance();
  }

  /**
   * Replays the steps through the engine, then applies the play. A local play is first announced
   * by the cancelable `tabla-before-move` (the host may veto it, or hold it for its server);
   * a remote play (`authoritative`) is applied at once.
   */
  private commit(steps: readonly StepRequest[], authoritative = false): boolean {
    const before = this.state;
    const player = this.mover;
    let turn = currentTurn(before);
    for (const s of steps) turn = turn.step(s);
    const play = turn.finish();
    const detail: TablaMoveDetail = {
      player,
      notation: formatPlay(play.steps),
      steps: play.steps.map(plainStep),
      dice: before.dice ? [...before.dice] : null,
      turnDice: [...turn.allDice],
      before: positionToJSON(before.position),
      after: positionToJSON(play.position),
    };
    if (!authoritative) {
      const announcing = (this.announcing = { detail, hold: false });
      let allowed: boolean;
      try {
        allowed = this.host.emit('tabla-before-move', detail, true);
      } finally {
        this.announcing = null;
      }
      if (before !== this.state) return false; // a listener replaced the game meanwhile
      if (!allowed) {
        this.turn = currentTurn(before);
        this.selected = null;
        this.choice = null;
        this.host.notify({ kind: 'rejected', player });
        this.host.changed();
        return false;
      }
      if (announcing.hold) {
        this.pending = { detail, play, turnDice: [...turn.allDice], state: before };
        this.turn = turn; // the position after the play is shown meanwhile
        this.selected = null;
        this.choice = null;
        this.host.notify({ kind: 'held', player });
        this.syncClock();
        this.host.changed();
        return true;
      }
    }
    this.apply(before, play, [...turn.allDice], detail);
    return true;
  }

  /** Applies an announced (or authoritative) play and moves the match on. */
  private apply(before: MatchState, play: Play, turnDice: number[], detail: TablaMoveDetail): void {
    const player = before.position.turn;
    this.state = applyPlay(before, play.steps);
    this.turn = null;
    this.selected = null;
    this.choice = null;
    this.refusal = null;
    this.ply++;
    this.newTurn();
    this.lastMove = { player, steps: play.steps };
    if (play.steps.length === 0) this.passNote = { player, dice: turnDice };
    this.host.emit('tabla-move', detail);
    this.host.notify(play.steps.length === 0 ? { kind: 'pass', player, dice: turnDice } : { kind: 'move', player, notation: detail.notation });
    if (this.state.phase === 'game-over' || this.state.phase === 'match-over') this.gameEnded();
    else this.announceTurn();
    this.syncClock();
    this.host.changed();
    this.advance();
  }

  // ------------------------------------------------------------- the clock

  /** Both clocks now, or null when no clock is active. */
  clockView(): ClockView | null {
    return this.clockActive ? this.clock.view() : null;
  }

  /** Free time left in the running move (0 when none runs). */
  clockFreeLeft(): number {
    return this.clockActive ? this.clock.freeLeft() : 0;
  }

  /** Sets reserves from a server. @throws Error when no clock is active or a value is bad. */
  setReserves(reserves: Partial<Record<Color, number>>): void {
    this.syncClock();
    this.clock.setReserves(reserves);
    this.host.changed();
  }

  /** True when the clock applies: a clock is set, one side is a person here and the other remote. */
  private get clockActive(): boolean {
    const { white, black } = this.settings.players;
    return this.settings.clock !== null && !this.settings.readonly && ((white === 'human' && black === 'remote') || (white === 'remote' && black === 'human'));
  }

  /** A move ended (or the game was replaced): the clock charges it to its player's reserve. */
  private newTurn(): void {
    this.turnSerial++;
    this.clock.settle();
  }

  /** Runs the clock of the player to act (rolling or moving; not while a play is held or a remote play is shown). */
  private syncClock(): void {
    const s = this.state;
    const acting = (s.phase === 'rolling' || s.phase === 'moving') && !this.pending && !this.remoteBusy;
    this.clock.sync(this.clockActive ? this.settings.clock : null, acting ? this.mover : null, this.turnSerial);
  }

  private gameEnded(): void {
    const s = this.state;
    const r = s.lastResult!;
    this.host.emit('tabla-game-end', {
      game: s.game,
      gameNumber: s.gameNumber,
      winner: r.winner,
      points: r.points,
      kind: r.kind,
      score: { ...s.score },
    });
    this.host.notify({ kind: 'game-end', winner: r.winner, points: r.points, result: r.kind });
    if (s.phase === 'match-over' && s.winner) {
      this.host.emit('tabla-match-end', { winner: s.winner, score: { ...s.score }, length: s.config.length });
      this.host.notify({ kind: 'match-end', winner: s.winner, white: s.score.white, black: s.score.black });
    }
  }

  private announceTurn(): void {
    const s = this.state;
    if (s.phase === 'rolling' || (s.phase === 'moving' && s.dice === null)) {
      this.host.emit('tabla-turn', { player: this.mover, phase: s.phase, gameNumber: s.gameNumber, carried: [...s.position.carried] });
    }
  }

  /** Runs a callback later unless the match was reset or moved on meanwhile. */
  private later(ms: number, fn: () => void): void {
    const gen = this.gen;
    const state = this.state;
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (gen === this.gen && state === this.state) fn();
    }, ms);
    this.timers.add(t);
  }

  /** Lets bots act, asks for external dice, and passes a turn without any legal step. */
  private advance(): void {
    if (this.settings.readonly || this.pending || this.remoteBusy) return;
    const s = this.state;
    const kind = this.settings.players[this.mover];
    const external = this.settings.externalDice;
    switch (s.phase) {
      case 'opening':
        if (external) this.askDice();
        else if (!this.hasHuman && this.settings.players.white === 'bot') this.later(this.settings.botDelay, () => this.roll());
        break;
      case 'rolling':
        if (external && kind !== 'human') this.askDice();
        else if (!external && kind === 'bot') this.later(this.settings.botDelay, () => this.roll());
        break;
      case 'moving': {
        this.turn ??= currentTurn(s);
        if (kind !== 'remote' && this.turn.steps.length === 0 && this.turn.legalSteps().length === 0 && this.turn.canFinish()) {
          // Nothing can be played: the turn passes at once (C3). A remote side's pass comes like
          // its plays, through playRemote('pass'), so that the board follows its server.
          const state = this.state;
          queueMicrotask(() => {
            if (state === this.state && !this.pending && !this.remoteBusy) this.commit([]);
          });
        } else if (kind === 'bot' && !this.botBusy) {
          void this.botPlay();
        }
        break;
      }
      case 'game-over':
        // Bots alone play on; with a person or a remote side, the host starts the next game.
        if (!this.hasHuman && this.settings.players.white === 'bot' && this.settings.players.black === 'bot') this.later(this.settings.botDelay * 3, () => this.nextGame());
        break;
      default:
        break;
    }
  }

  private botSeed(): string {
    if (this.settings.seed !== null) return `${this.settings.seed}:${this.state.gameNumber}:${this.ply}`;
    const a = new Uint32Array(2);
    crypto.getRandomValues(a);
    return `${a[0]}:${a[1]}`;
  }

  private async botPlay(): Promise<void> {
    const gen = this.gen;
    const state = this.state;
    const stale = () => gen !== this.gen || state !== this.state;
    this.botBusy = true;
    this.host.changed();
    let steps: { from: number; to: number; die: number }[];
    try {
      ({ steps } = await this.bot.choose({ position: state.position, dice: state.dice, level: this.settings.level, seed: this.botSeed() }));
    } catch {
      if (!stale()) this.botBusy = false;
      return;
    }
    if (stale()) return; // a reply after a reset or a resignation is ignored
    await this.animate(steps, () => {
      this.botBusy = false;
      this.commit(steps);
    });
  }

  /**
   * Shows the steps one by one (`botDelay` apart; at once when it is 0), then calls `done` —
   * unless the match was reset or moved on meanwhile.
   */
  private async animate(steps: readonly StepRequest[], done: () => void): Promise<void> {
    const gen = this.gen;
    const state = this.state;
    const stale = () => gen !== this.gen || state !== this.state;
    const delay = this.settings.botDelay;
    for (const step of steps) {
      if (delay > 0) {
        await new Promise<void>((resolve) => this.later(delay, resolve));
        if (stale()) return;
      }
      this.turn = (this.turn ?? currentTurn(state)).step(step);
      this.host.changed();
    }
    done();
  }
}

function currentTurnIfMoving(state: MatchState): void {
  if (state.phase === 'moving') currentTurn(state);
}

/** Checks dice given from outside: two whole numbers 1–6 (the opening: white's die and black's). */
function checkDice(dice: unknown, opening: boolean): void {
  const ok = Array.isArray(dice) && dice.length === 2 && dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6);
  if (!ok) throw new Error(`bad dice ${JSON.stringify(dice)} (expected ${opening ? "[white's die, black's die]" : 'two dice'}: two whole numbers 1–6)`);
}
