/**
 * The board's behaviour without DOM: the match state, the partial turn being played, the
 * selection, and every action (roll, pick, move, undo, confirm, resign, next game), plus the
 * driver that lets bots roll and play and passes a turn that has no legal step.
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
  type MatchOptions,
  type MatchState,
} from '../engine/match.js';
import { formatPlay, parsePlay } from '../engine/notation/moves.js';
import { positionToJSON } from '../engine/position-json.js';
import type { Turn, StepRequest } from '../engine/turn-view.js';
import type { Color, Position, Step } from '../engine/types.js';
import { randomSteps, type BoardBot, type BotLevel } from './bot-adapter.js';
import { botSeedFor } from './bot-seed.js';
import type { TablaEventMap, TablaEventName, TablaMoveDetail } from './events.js';

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
  /** Milliseconds before a bot rolls and between animated bot steps; 0 plays at once. */
  botDelay: number;
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

  private dice: DiceSource = cryptoDice();
  private gen = 0;
  private ply = 0;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

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
    return !this.settings.readonly && !this.botBusy && this.settings.players[this.mover] === 'human' && (phase === 'rolling' || phase === 'moving');
  }

  /** True when a person must make the opening roll. */
  get humanOpening(): boolean {
    return !this.settings.readonly && this.state.phase === 'opening' && this.hasHuman;
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
    this.reset(state);
    this.dice = this.settings.seed !== null ? seededDice(this.settings.seed) : cryptoDice();
    this.announceTurn();
    this.advance();
  }

  /** Replaces the whole state (already validated). */
  load(state: MatchState): void {
    currentTurnIfMoving(state);
    this.reset(state);
    this.advance();
  }

  /**
   * Restores a saved match (already validated) and the steps of its half-played turn; a bot's
   * half-played turn is dropped (the bot plays it again). Throws on a step that is not legal,
   * before anything changes.
   */
  restore(state: MatchState, steps: readonly StepRequest[]): void {
    let turn = state.phase === 'moving' ? currentTurn(state) : null;
    if (steps.length > 0 && !turn) throw new Error(`steps given in phase ${state.phase}`);
    for (const s of steps) turn = turn!.step(s);
    this.reset(state);
    if (turn && this.settings.players[this.mover] === 'human') this.turn = turn;
    this.dice = this.settings.seed !== null ? seededDice(this.settings.seed) : cryptoDice();
    this.announceTurn();
    this.advance();
  }

  /** Stops bots and timers. */
  dispose(): void {
    this.gen++;
    this.bot.cancel();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private reset(state: MatchState): void {
    this.dispose();
    this.state = state;
    this.turn = state.phase === 'moving' ? currentTurn(state) : null;
    this.selected = null;
    this.choice = null;
    this.lastMove = null;
    this.passNote = null;
    this.botBusy = false;
    this.ply = 0;
    this.host.changed();
  }

  /** Settings changed (players, level): let a bot act if it is its turn now. */
  settingsChanged(): void {
    this.host.changed();
    this.advance();
  }

  /**
   * Rolls for the player to act: the opening roll in phase `opening`, else the mover's roll.
   * `dice` supplies the values (a server's roll); otherwise the board's dice source rolls.
   */
  roll(dice?: number[]): void {
    const { phase } = this.state;
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
    this.host.changed();
    this.advance();
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
    // (Only a person's own steps: a key or click during a bot's animated turn must not touch it.)
    if (!this.humanToAct || !this.turn || this.turn.steps.length === 0) return false;
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
    if (!this.humanToAct || !this.turn || !this.turn.canFinish()) return false;
    return this.commit(this.turn.steps);
  }

  /** Plays a whole turn given as steps or move notation (remote players, the API). */
  play(play: string | readonly StepRequest[]): boolean {
    if (this.state.phase !== 'moving') throw new Error(`cannot play in phase ${this.state.phase}`);
    const steps = typeof play === 'string' ? parsePlay(this.state.position, this.state.dice, play).steps : play;
    return this.commit(steps);
  }

  /** The opponent of `color` wins this game by resignation (C7). */
  resign(color: Color): void {
    const state = resign(this.state, color);
    this.dispose();
    this.botBusy = false;
    this.state = state;
    this.turn = null;
    this.selected = null;
    this.choice = null;
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
    this.announceTurn();
    this.host.changed();
    this.advance();
  }

  /** Replays the steps through the engine, asks the host (cancelable), then applies the play. */
  private commit(steps: readonly StepRequest[]): boolean {
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
    if (!this.host.emit('tabla-before-move', detail, true)) {
      if (this.turn) this.turn = this.turn.reset();
      this.selected = null;
      this.host.notify({ kind: 'rejected', player });
      this.host.changed();
      return false;
    }
    this.state = applyPlay(before, play.steps);
    this.turn = null;
    this.selected = null;
    this.choice = null;
    this.ply++;
    this.lastMove = { player, steps: play.steps };
    if (play.steps.length === 0) this.passNote = { player, dice: [...turn.allDice] };
    this.host.emit('tabla-move', detail);
    this.host.notify(play.steps.length === 0 ? { kind: 'pass', player, dice: [...turn.allDice] } : { kind: 'move', player, notation: detail.notation });
    if (this.state.phase === 'game-over' || this.state.phase === 'match-over') this.gameEnded();
    else this.announceTurn();
    this.host.changed();
    this.advance();
    return true;
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

  /** Lets bots act, and passes a turn without any legal step. */
  private advance(): void {
    if (this.settings.readonly) return;
    const s = this.state;
    const kind = this.settings.players[this.mover];
    switch (s.phase) {
      case 'opening':
        if (!this.hasHuman && this.settings.players.white === 'bot') this.later(this.settings.botDelay, () => this.roll());
        break;
      case 'rolling':
        if (kind === 'bot') this.later(this.settings.botDelay, () => this.roll());
        break;
      case 'moving': {
        this.turn ??= currentTurn(s);
        if (this.turn.steps.length === 0 && this.turn.legalSteps().length === 0 && this.turn.canFinish()) {
          // Nothing can be played: the turn passes at once, whoever plays it (C3).
          const state = this.state;
          queueMicrotask(() => {
            if (state === this.state) this.commit([]);
          });
        } else if (kind === 'bot' && !this.botBusy) {
          void this.botPlay();
        }
        break;
      }
      case 'game-over':
        if (!this.hasHuman && this.settings.players.white !== 'remote') this.later(this.settings.botDelay * 3, () => this.nextGame());
        break;
      default:
        break;
    }
  }

  private botSeed(): string {
    // One-way: the bot must not learn the dice seed (it could rebuild the dice stream).
    if (this.settings.seed !== null) return botSeedFor(this.settings.seed, this.state.gameNumber, this.ply);
    const a = new Uint32Array(2);
    crypto.getRandomValues(a);
    return `${a[0]}:${a[1]}`;
  }

  /** A failing bot must not freeze the game: reports it and returns a random legal play instead. */
  private botFailed(state: MatchState, why: string): { from: number; to: number; die: number }[] {
    this.host.emit('tabla-error', { message: `${why}; playing a random legal move instead`, source: 'bot' });
    return randomSteps(state.position, state.dice, this.botSeed()).map(({ from, to, die }) => ({ from, to, die }));
  }

  private async botPlay(): Promise<void> {
    const gen = this.gen;
    const state = this.state;
    const stale = () => gen !== this.gen || state !== this.state;
    const bot = this.bot;
    this.botBusy = true;
    this.host.changed();
    let steps: { from: number; to: number; die: number }[];
    try {
      ({ steps } = await bot.choose({ position: state.position, dice: state.dice, level: this.settings.level, seed: this.botSeed() }));
    } catch (error) {
      if (stale()) return;
      if (this.bot !== bot) {
        // The bot was replaced while it thought: ask the new one.
        this.botBusy = false;
        this.advance();
        return;
      }
      steps = this.botFailed(state, `the bot failed (${(error as Error).message})`);
    }
    if (stale()) return; // a reply after a reset or a resignation is ignored
    try {
      let check = currentTurn(state);
      for (const step of steps) check = check.step(step);
      if (!check.canFinish()) throw new Error('the play is incomplete');
    } catch (error) {
      steps = this.botFailed(state, `the bot answered an illegal play ${JSON.stringify(steps)} (${(error as Error).message})`);
    }
    const delay = this.settings.botDelay;
    let shown = currentTurn(state); // the bot's own turn, whatever else happened to `this.turn`
    for (const step of steps) {
      if (delay > 0) {
        await new Promise<void>((resolve) => this.later(delay, resolve));
        if (stale()) return;
      }
      this.turn = shown = shown.step(step);
      this.host.changed();
    }
    this.botBusy = false;
    this.commit(steps);
  }
}

function currentTurnIfMoving(state: MatchState): void {
  if (state.phase === 'moving') currentTurn(state);
}
