// One match between two connected players, refereed by the engine: the server rolls every die,
// checks every play, keeps the state (so a player can reconnect), runs the clocks and decides
// timeouts and forfeits. The message protocol is described in docs/multiplayer.md.
import { randomBytes } from 'node:crypto';
import { applyPlay, cryptoDice, formatPlay, newMatch, nextGame, parsePlay, resign, rollDice, rollMatchDice, rollOpening, timeOut } from 'tabla-board/engine';
import { MatchClock } from './clock.mjs';

/** @typedef {'white' | 'black'} Color */
/** @typedef {{ tradition: string, game: string | null, length: number, clock: string | null }} Settings */

const other = (color) => (color === 'white' ? 'black' : 'white');

/** A fresh secret that lets a player take their seat back after a reconnect. */
export const newToken = () => randomBytes(18).toString('base64url');

/**
 * The match lost on time (or by forfeit) by `loser`, with the engine's `timeOut`: the game in
 * progress ends and the opponent gets the points still lacking. Between two games the next game
 * is started first (it would have started anyway).
 */
function loseOnTime(state, loser) {
  if (state.phase === 'match-over') return state;
  return timeOut(state.phase === 'game-over' ? nextGame(state) : state, loser);
}

/** A play sent as steps: an array of `{ from, to, die? }` with integer fields (anything else is refused). */
function stepsOf(move) {
  if (move.length > 30) throw new Error(`too many steps (${move.length})`);
  return move.map((s, i) => {
    const ok = s && typeof s === 'object' && Number.isInteger(s.from) && Number.isInteger(s.to) && (s.die === undefined || Number.isInteger(s.die));
    if (!ok) throw new Error(`step ${i + 1} is not { from, to, die? } with whole numbers: ${JSON.stringify(s)}`);
    return s.die === undefined ? { from: s.from, to: s.to } : { from: s.from, to: s.to, die: s.die };
  });
}

export class Match {
  /**
   * @param {object} init
   * @param {string} init.id
   * @param {Settings} init.settings
   * @param {{ white: string, black: string }} init.tokens
   * @param {{ freeMs: number, reserveMs: number, maxMs: number | null, text: string } | null} init.clock
   * @param {object} init.options
   * @param {number} init.options.reconnectMs how long a player may be away before forfeiting
   * @param {number} init.options.nextGameDelayMs pause between a game's end and the next game
   * @param {() => number} [init.options.now]
   * @param {(match: Match) => void} [init.options.onEnd]
   * @param {(line: string) => void} [init.options.log]
   */
  constructor({ id, settings, tokens, clock, options }) {
    this.id = id;
    this.settings = settings;
    this.options = options;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => {});
    this.dice = cryptoDice();
    this.state = newMatch({ tradition: settings.tradition, game: settings.game ?? undefined, length: settings.length });
    /** Opening rolls made in the current game (a page sends the count it has seen, to make its request idempotent). */
    this.openingRound = 0;
    /** Set when the match is over: `{ reason: 'points' | 'timeout' | 'forfeit' | 'left', winner, loser }`. */
    this.ended = null;
    this.clock = clock ? new MatchClock(clock) : null;
    this.seats = {
      white: { color: 'white', token: tokens.white, socket: null, awayTimer: null, awaySince: null },
      black: { color: 'black', token: tokens.black, socket: null, awayTimer: null, awaySince: null },
    };
    this.clockTimer = null;
    this.nextTimer = null;
  }

  // ------------------------------------------------------------------ connections

  /**
   * Seats `socket` as `color` and sends it the match: on pairing, or with `resumed` when a player
   * takes the seat back with the token (after a reload the old socket may not be closed yet).
   */
  attach(color, socket, resumed = false) {
    const seat = this.seats[color];
    if (seat.socket && seat.socket !== socket) {
      this.sendTo(seat.socket, { type: 'replaced', reason: 'this seat was taken over by another connection' });
      seat.socket.close(4001, 'replaced');
    }
    const wasAway = seat.awaySince !== null;
    seat.socket = socket;
    if (seat.awayTimer) clearTimeout(seat.awayTimer);
    seat.awayTimer = null;
    seat.awaySince = null;
    this.send(color, this.matchMessage(color, resumed));
    if (wasAway && !this.ended) this.send(other(color), { type: 'opponent', status: 'connected' });
  }

  /** The socket of `color` closed: the player has `reconnectMs` to come back before forfeiting. */
  detach(color, socket) {
    const seat = this.seats[color];
    if (seat.socket !== socket) return;
    seat.socket = null;
    seat.awaySince = this.now();
    if (this.ended) return;
    const ms = this.options.reconnectMs;
    seat.awayTimer = setTimeout(() => this.end('forfeit', other(color)), ms);
    this.send(other(color), { type: 'opponent', status: 'away', forfeitMs: ms });
    this.log(`match ${this.id}: ${color} is away; forfeit in ${ms} ms`);
  }

  /** Everything a page needs to (re)build its board: sent on pairing, on reconnect and on `sync`. */
  matchMessage(color, resumed = false) {
    const opp = this.seats[other(color)];
    return {
      type: 'match',
      matchId: this.id,
      token: this.seats[color].token,
      color,
      settings: this.settings,
      state: this.state,
      openingRound: this.openingRound,
      opponent: opp.socket ? 'connected' : 'away',
      ended: this.ended,
      resumed,
      ...this.clockField(),
    };
  }

  // ------------------------------------------------------------------ requests

  /** Handles one message of the player `color` (already parsed JSON with a string `type`). */
  handle(color, msg) {
    if (this.ended && msg.type !== 'sync') return this.refuse(color, msg.type, `the match is over (${this.ended.reason}; ${this.ended.winner} won)`);
    switch (msg.type) {
      case 'roll':
        return this.onRoll(color, msg);
      case 'play':
        return this.onPlay(color, msg);
      case 'resign':
        return this.onResign(color);
      case 'leave':
        return this.end('left', other(color));
      case 'sync':
        return this.send(color, this.matchMessage(color));
      default:
        return this.send(color, { type: 'error', reason: `unknown message type ${JSON.stringify(msg.type)} (in a match: roll, play, resign, leave, sync)` });
    }
  }

  onRoll(color, msg) {
    if ('dice' in msg) return this.refuse(color, 'roll', 'dice come from the server: send {"type":"roll"} without dice');
    const { state } = this;
    // Both pages ask for the opening roll, naming the game and the round (opening rolls seen so
    // far in that game): the second request of a round, or one that comes after the opening
    // was decided, is ignored.
    if (msg.round !== undefined || msg.gameNumber !== undefined) {
      if (state.phase !== 'opening' || (msg.gameNumber ?? state.gameNumber) !== state.gameNumber || (msg.round ?? this.openingRound) !== this.openingRound) return;
    }
    if (state.phase === 'opening') {
      const [w, b] = rollDice(this.dice);
      this.state = rollOpening(state, w, b);
      const round = this.openingRound++;
      this.turnChanged();
      this.broadcast(() => ({ type: 'roll', player: null, opening: true, dice: [w, b], gameNumber: state.gameNumber, round, state: this.state, ...this.clockField() }));
      return;
    }
    if (state.phase === 'rolling') {
      if (state.position.turn !== color) return this.refuse(color, 'roll', `it is ${state.position.turn}'s turn to roll`);
      const dice = [...rollDice(this.dice)];
      this.state = rollMatchDice(state, dice);
      this.broadcast(() => ({ type: 'roll', player: color, opening: false, dice, gameNumber: state.gameNumber, state: this.state, ...this.clockField() }));
      return;
    }
    if (state.phase === 'moving') {
      return this.refuse(color, 'roll', state.position.turn === color ? `already rolled: play ${state.dice ? state.dice.join('-') : 'the carried numbers'}` : `it is ${state.position.turn}'s turn`);
    }
    return this.refuse(color, 'roll', `no roll in phase ${state.phase}`);
  }

  onPlay(color, msg) {
    const { state } = this;
    if (state.phase !== 'rolling' && state.phase !== 'moving') return this.refuse(color, 'play', `no play in phase ${state.phase}`, msg.move);
    if (state.position.turn !== color) return this.refuse(color, 'play', `not your turn: ${state.position.turn} is to ${state.phase === 'rolling' ? 'roll' : 'move'}`, msg.move);
    if (state.phase === 'rolling') return this.refuse(color, 'play', 'roll first', msg.move);
    let next;
    let steps;
    try {
      if (typeof msg.move === 'string') {
        if (msg.move.length > 200) throw new Error('the notation is too long');
        steps = parsePlay(state.position, state.dice, msg.move).steps;
      } else if (Array.isArray(msg.move)) {
        steps = stepsOf(msg.move);
      } else {
        throw new Error('"move" must be move notation (like "24/18 13/11") or an array of steps');
      }
      next = applyPlay(state, steps);
    } catch (error) {
      return this.refuse(color, 'play', error.message, msg.move);
    }
    const played = next.lastPlay.steps;
    this.state = next;
    const notation = formatPlay(played);
    this.log(`match ${this.id}: ${color} ${notation}`);
    this.turnChanged(true);
    this.broadcast(() => ({ type: 'played', player: color, notation, steps: played, gameNumber: state.gameNumber, state: this.state, ...this.clockField() }));
    this.afterGameEnd();
  }

  onResign(color) {
    try {
      this.state = resign(this.state, color);
    } catch (error) {
      return this.refuse(color, 'resign', error.message);
    }
    this.turnChanged();
    this.broadcast(() => ({ type: 'resigned', player: color, state: this.state }));
    this.afterGameEnd();
  }

  /** After a play or resignation: tell both the game's end and start the next game, or end the match. */
  afterGameEnd() {
    const { state } = this;
    if (state.phase === 'game-over') {
      this.broadcast(() => ({ type: 'game-end', gameNumber: state.gameNumber, game: state.game, result: state.lastResult, score: state.score, state }));
      this.nextTimer = setTimeout(() => this.startNextGame(), this.options.nextGameDelayMs);
    } else if (state.phase === 'match-over') {
      this.broadcast(() => ({ type: 'game-end', gameNumber: state.gameNumber, game: state.game, result: state.lastResult, score: state.score, state }));
      this.end('points', state.winner);
    }
  }

  startNextGame() {
    this.nextTimer = null;
    if (this.ended || this.state.phase !== 'game-over') return;
    this.state = nextGame(this.state);
    this.openingRound = 0;
    this.turnChanged();
    this.broadcast(() => ({ type: 'next-game', gameNumber: this.state.gameNumber, game: this.state.game, state: this.state, ...this.clockField() }));
  }

  /** Ends the match: by points (`winner` won on the board), by time, forfeit or leaving (the other player loses). */
  end(reason, winner) {
    if (this.ended) return;
    const loser = other(winner);
    if (reason !== 'points') this.state = loseOnTime(this.state, loser);
    this.ended = { reason, winner, loser };
    this.clock?.stop(this.now());
    this.clearTimers();
    this.log(`match ${this.id}: over (${reason}); ${winner} wins ${this.state.score.white}-${this.state.score.black}`);
    this.broadcast(() => ({ type: 'match-end', reason, winner, loser, score: this.state.score, state: this.state, ...this.clockField() }));
    this.options.onEnd?.(this);
  }

  // ------------------------------------------------------------------ clocks

  /** The state changed: the running clock follows the player to act, and the timeout timer with it. */
  turnChanged(moveEnded = false) {
    if (!this.clock) return;
    const now = this.now();
    const { phase, position } = this.state;
    // An accepted play ends the mover's move, even when the same player acts again (Vtora's carried numbers).
    if (moveEnded) this.clock.stop(now);
    if (phase === 'rolling' || phase === 'moving') this.clock.start(position.turn, now);
    else this.clock.stop(now);
    if (this.clockTimer) clearTimeout(this.clockTimer);
    this.clockTimer = null;
    const deadline = this.clock.deadline();
    if (deadline !== null) this.clockTimer = setTimeout(() => this.checkClock(), Math.max(0, deadline - now));
  }

  checkClock() {
    this.clockTimer = null;
    if (!this.clock || this.ended) return;
    const now = this.now();
    if (this.clock.expired(now)) {
      const loser = this.clock.running;
      this.clock.stop(now);
      this.clock.reserve[loser] = Math.min(this.clock.reserve[loser], 0);
      this.broadcast(() => ({ type: 'timeout', player: loser, ...this.clockField() }));
      this.end('timeout', other(loser));
    } else {
      this.clockTimer = setTimeout(() => this.checkClock(), Math.max(1, this.clock.deadline() - now));
    }
  }

  clockField() {
    return this.clock ? { clock: this.clock.snapshot(this.now()) } : {};
  }

  // ------------------------------------------------------------------ sending

  refuse(color, request, reason, move) {
    this.send(color, { type: 'refused', request, reason, ...(move !== undefined ? { move } : {}), state: this.state });
  }

  send(color, msg) {
    this.sendTo(this.seats[color].socket, typeof msg === 'function' ? msg() : msg);
  }

  sendTo(socket, msg) {
    if (socket && socket.readyState === 1) socket.send(JSON.stringify(msg));
  }

  broadcast(make) {
    const msg = make();
    this.send('white', msg);
    this.send('black', msg);
  }

  clearTimers() {
    for (const key of ['clockTimer', 'nextTimer']) {
      if (this[key]) clearTimeout(this[key]);
      this[key] = null;
    }
    for (const seat of Object.values(this.seats)) {
      if (seat.awayTimer) clearTimeout(seat.awayTimer);
      seat.awayTimer = null;
    }
  }

  /** A summary for logs and tests. */
  info() {
    return {
      id: this.id,
      settings: this.settings,
      state: this.state,
      ended: this.ended,
      openingRound: this.openingRound,
      connected: { white: !!this.seats.white.socket, black: !!this.seats.black.socket },
      ...this.clockField(),
    };
  }
}
