import { clockNow, moverOf, pendingMove, rollRequest as rollRequestOf } from '../engine/live/queries.js';
import type { MatchState } from '../engine/match.js';
import type { StepRequest } from '../engine/turn.js';
import type { Color } from '../engine/types.js';
import type { ClockView } from '../engine/live/clock.js';
import type { CubeMove } from '../engine/live/types.js';
import { type BotMode } from '../bot/client.js';
import { resolveLang } from '../i18n/resolve.js';
import { onBoardClick, onKeydown } from './board-input.js';
import { type TablaMoveDetail, type TablaRollRequestDetail } from './events.js';
import type { Slot } from './geometry.js';
import { renderView, saveText } from './board-view.js';
import { describeValue } from '../engine/checks.js';
import { matchStateFromJSON } from './state-json.js';
import { styles } from './tabla-board.styles.js';
import { layoutStyles } from './tabla-board.layout.styles.js';
import { TablaBoardCore } from './board-core.js';

export type { DiceSourceKind } from './settings.js';

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
 * @event tabla-before-double - Backgammon: a local double (a person's or the bot's) is about to be offered; cancel it (`preventDefault()`) to veto (a server may then offer it itself). `detail`: `{ player, value, gameNumber }`.
 * @event tabla-double - A double was offered (B3); the other side takes or passes. `detail`: `{ player, value, gameNumber }`.
 * @event tabla-take - The double was taken (or beavered): the taker owns the cube. `detail`: `{ player, value, beaver, gameNumber }`.
 * @event tabla-pass - The double was passed: the doubler wins the stake before the offer; `tabla-game-end` follows. `detail`: `{ player, winner, points, gameNumber }`.
 * @event tabla-error - A bad attribute, property or call, a saved match that cannot be used (source `storage`), or a bot that runs weaker than the page could allow (source `bot`, once each: `fallback` `main-thread`, `js` or `heuristic`, the message with the fix); the board keeps working with the documented default. `detail`: `{ message, source, value?, fallback? }`.
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
 * @csspart cube - The doubling cube in the drawing (backgammon): in the middle, on offer (`data-cube` the value, `data-owner`), or in its owner's tray.
 * @csspart button - Every button (also `double-button`, `take-button`, `pass-button`, `beaver-button`, `roll-button`, `undo-button`, `done-button`, `resign-button`, `next-button`, `rules-button`, `close-rules-button`).
 * @csspart die-choice - The question which die to use.
 * @csspart caption - A replay step's caption.
 * @csspart rules - The rules panel opened by the Rules button (holds a `<tabla-rules>`).
 * @csspart arrows - The arrows of the last play (or of the steps so far), from each checker's start to its end.
 * @csspart last-move - The line naming the last play with its dice.
 * @csspart refusal - The note over the board saying which rule refused a pick or a drop.
 * @csspart resign-confirm - The question asked by the Resign button (also `resign-yes`, `resign-no`).
 * @csspart move-list - The list of the match's plays (`move-list`; also `copy-moves`, `export-moves`).
 * @csspart hint - The bot's suggested play (`hints`).
 *
 * @cssproperty --tabla-max-width - Largest width of the element (default 48rem).
 * @cssproperty --tabla-max-height - Height the board and its controls must fit in (default the viewport, 100svh).
 * @cssproperty --tabla-chrome - Height kept for the header, status lines and buttons around the drawing (default 10.5rem).
 * @cssproperty --tabla-background - Background of the dark theme.
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
 */export class TablaBoard extends TablaBoardCore {
  static override styles = [styles, layoutStyles];

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
      if (typeof reserves !== 'object' || reserves === null) throw new Error(`setClock needs { white?, black? } in milliseconds, got ${describeValue(reserves)}`);
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

  /** Resigns the game for `color` (default: the human player, or the player to move) at once — the Resign button asks first; the opponent scores 1, or 2 if `color` has borne off nothing (C7). */
  resign(color?: Color): boolean {
    this.resignAsked = false;
    return this.attempt('resign', () => this.driver.dispatch({ type: 'resign', color: color ?? this.resigner() }));
  }

  /**
   * Backgammon (B3): the player on roll offers to double, before rolling (as the Double button);
   * announced first by the cancelable `tabla-before-double`. False with `tabla-error` when he may
   * not double now (the reason named), false without one when a listener cancelled it.
   */
  offerDouble(): boolean {
    return this.cubeCall('offerDouble', 'double');
  }

  /** Backgammon (B3): the player offered a double takes it (`tabla-take`): the cube doubles and is his. False with `tabla-error` when no double is on offer. */
  takeDouble(): boolean {
    return this.cubeCall('takeDouble', 'take');
  }

  /** Backgammon (B3): the player offered a double passes (`tabla-pass`, then `tabla-game-end`): the doubler wins the cube's value before the offer. */
  passDouble(): boolean {
    return this.cubeCall('passDouble', 'pass');
  }

  /** Backgammon money play with the beaver option (B4): take and at once redouble, keeping the cube (`tabla-take` with `beaver: true`). */
  beaver(): boolean {
    return this.cubeCall('beaver', 'beaver');
  }

  /** A cube move by the remote side (`double`, `take`, `pass`, `beaver`), from its server: refereed by the engine and made at once (no `tabla-before-double`). */
  cubeRemote(move: CubeMove): boolean {
    return this.attempt('cubeRemote', () => {
      if (!['double', 'take', 'pass', 'beaver'].includes(move)) throw new Error(`a cube move is double, take, pass or beaver, got ${describeValue(move)}`);
      this.driver.dispatch({ type: 'cube-remote', move });
    });
  }

  /** Starts the next game of the match after a game ended. */
  nextGame(): boolean {
    return this.attempt('nextGame', () => this.driver.dispatch({ type: 'next-game' }));
  }

  /** Shows step `index` of the replay (0 = the starting position). */
  replayGoto(index: number): void {
    this.replayer.goto(index);
  }

  /** What runs the built-in bot: `worker+wasm` at full speed; `worker+js`, `main-thread+wasm`, `main-thread+js` when the page refuses a worker or WebAssembly (reported once as a `tabla-error`); `none` before its first request. */
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

  /** A local cube move through the reducer; false (with `tabla-error` unless a listener vetoed the double) when refused. */
  private cubeCall(source: string, move: CubeMove): boolean {
    const before = this.live.state;
    const ok = this.attempt(source, () => this.driver.dispatch({ type: 'cube', move }));
    return ok && this.live.state !== before;
  }

  override render() {
    const refocus = (slot: Slot) => void this.updateComplete.then(() => (this.renderRoot.querySelector(`[data-slot="${slot}"]`) as SVGElement | null)?.focus());
    const l = this.live;
    return renderView({
      live: l,
      model: this.model(),
      now: this.driver.now(),
      frame: this.replayer.frame,
      figure: this.figure,
      caption: this.caption,
      names: this.names(),
      readonly: this.readonly,
      replay: this.replayer.controls(),
      resignAsked: this.resignAsked && (l.state.phase === 'rolling' || l.state.phase === 'moving'),
      resigner: this.resigner(),
      hint: this.hintText,
      hints: this.hints,
      moveList: this.moveList,
      rulesOpen: this.rulesOpen,
      announcement: this.announcement,
      lang: resolveLang(this),
      portrait: this.portraitLayout.portrait,
      gameFilter: this.game,
      input: this.input,
      moves: { copy: (text) => void navigator.clipboard?.writeText(text).catch(() => undefined), save: (text, name) => saveText(text, name) },
      on: {
        keydown: (e) => onKeydown(this.input, e, refocus),
        click: (e) => onBoardClick(this.input, e),
        pointerdown: this.dragger.down,
        newMatch: () => this.restart(),
        resign: () => (this.resignAsked = true),
        resignAnswer: (yes) => {
          this.resignAsked = false;
          if (yes) this.resign();
        },
        rules: () => void this.toggleRules(),
        closeRules: () => (this.rulesOpen = false),
        hint: () => void this.showHint(),
      },
    });
  }
}
