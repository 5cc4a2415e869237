/**
 * The two directions between a board and the server, for the browser client: each server
 * message shown on the board through its public API (then the board checked against the
 * server's state, and given the server's on a difference), and the board's events (the dice it
 * asks for, our held play, our resignation and cube moves) sent to the server once the server's
 * state agrees that they are due.
 */
import type { Color, MatchState } from '../engine/index.js';
import type { BoardLike } from './board-api.js';
import { agreed, type ClockMessage, type ServerMessage } from './protocol.js';

/** What the board side needs of the connection. */
export interface SyncHost {
  /** The board. */
  readonly board: BoardLike;
  /** Our colour in the match, or null. */
  readonly color: Color | null;
  /** The server's latest state. */
  readonly serverState: MatchState | null;
  /** True once the board shows the server's match. */
  readonly synced: boolean;
  /** The `match-end` message once the match is over. */
  readonly ended: unknown;
  /** Sends a message to the server (dropped while offline). */
  send(msg: Record<string, unknown>): void;
  /** Records a problem (a refusal, with the server's code; a board error). */
  problem(text: string, code?: string): void;
  /** True: a game's result stays on the board until the player presses Next game. */
  readonly holdResults: boolean;
}

/** True when `board` shows the game after the finished one of `server` (the player pressed Next game before the server's next game came), with the same score. */
function movedOnFrom(server: MatchState, board: MatchState): boolean {
  return (
    server.phase === 'game-over' &&
    board.gameNumber === server.gameNumber + 1 &&
    board.score.white === server.score.white &&
    board.score.black === server.score.black
  );
}

/** The board side of one connection (see the module comment). */
export class BoardSync {
  /** The opening roll's round the server expects next (a tie asks again). */
  openingRound = 0;
  /** True while a server message is being shown on the board. */
  applying = false;
  /** Times the board's state differed from the server's and was replaced by it. */
  resyncs = 0;
  /** Our plays the server accepted. */
  plays = 0;
  /** Our play held by the board until the server answers, and whether it was sent. */
  held: { steps: { from: number; to: number; die: number }[]; sent: boolean } | null = null;
  /** True while the board applies a resignation the server told of (not one to send back). */
  private applyingResignation = false;
  /** True from our own resignation until the server's answer. */
  resignationSent = false;
  private askedFor: MatchState | null = null;
  private readonly listeners: [string, EventListener][] = [];
  private detached = false;
  /** True while the server's next game waits for the player to press Next game on the board. */
  holding = false;

  constructor(private readonly host: SyncHost) {
    const b = host.board;
    this.listen('tabla-roll-request', () => this.askRoll());
    this.listen('tabla-error', (e) => {
      const d = (e as CustomEvent<{ source: string; message: string }>).detail;
      host.problem(`board ${d.source}: ${d.message}`);
    });
    this.listen('tabla-before-move', (e) => {
      const d = (e as CustomEvent<{ player: Color; steps: { from: number; to: number; die: number }[] }>).detail;
      if (d.player !== host.color) return;
      b.holdMove();
      this.held = { steps: d.steps.map(({ from, to, die }) => ({ from, to, die })), sent: false };
      this.sendPlay();
    });
    // Our resignation with the board's own button (also while a server message is shown); not the server's own sent back.
    this.listen('tabla-game-end', (e) => {
      const d = (e as CustomEvent<{ kind: string; winner: Color }>).detail;
      if (this.applyingResignation || !host.synced || d.kind !== 'resign' || d.winner === host.color) return;
      this.resignationSent = true;
      host.send({ type: 'resign' });
    });
    for (const name of ['tabla-double', 'tabla-take', 'tabla-pass']) {
      this.listen(name, (e) => {
        const d = (e as CustomEvent<{ player: Color; beaver?: boolean }>).detail;
        if (this.applying || !host.synced || d.player !== host.color) return;
        host.send({ type: 'cube', move: name === 'tabla-double' ? 'double' : name === 'tabla-pass' ? 'pass' : d.beaver ? 'beaver' : 'take' });
      });
    }
  }

  private listen(name: string, fn: EventListener): void {
    this.host.board.addEventListener(name, fn);
    this.listeners.push([name, fn]);
  }

  /** Removes the board listeners. */
  detach(): void {
    this.detached = true;
    for (const [name, fn] of this.listeners) this.host.board.removeEventListener(name, fn);
    this.listeners.length = 0;
  }

  /** The board's request for dice, sent once the server's state agrees a roll is due: the opening (the server rolls once a round) or our own roll. */
  askRoll(): void {
    const { board, serverState: server, synced, ended, color } = this.host;
    const request = board.rollRequest;
    if (!request || !server || !synced || ended || this.askedFor === server) return;
    if (request.opening && server.phase === 'opening' && server.gameNumber === request.gameNumber) {
      this.askedFor = server;
      this.host.send({ type: 'roll', gameNumber: request.gameNumber, round: this.openingRound });
    } else if (!request.opening && request.player === color && server.phase === 'rolling' && server.position.turn === color) {
      this.askedFor = server;
      this.host.send({ type: 'roll' });
    }
  }

  /** Our held play, sent once the server's state agrees we are to move (offline it stays held; a resume's state replaces it). */
  sendPlay(): void {
    const { serverState: server, synced, color } = this.host;
    const held = this.held;
    if (!held || held.sent || !synced || !server || server.phase !== 'moving' || server.position.turn !== color) return;
    held.sent = true;
    this.host.send({ type: 'play', move: held.steps });
  }

  /** The server's clocks on the board. */
  applyClock(clock: ClockMessage | undefined): void {
    if (clock && this.host.board.clockState) this.host.board.setClock({ white: clock.white.reserveMs, black: clock.black.reserveMs });
  }

  /**
   * Waits until the board shows the server's state `state` (a remote play is shown step by step
   * first); if it does not within `ms`, loads the server's.
   */
  async settle(state: MatchState, setServerState: (s: MatchState) => void, ms = 4000): Promise<void> {
    setServerState(state);
    const target = agreed(state);
    const until = performance.now() + ms;
    const board = this.host.board;
    while (agreed(board.getState()) !== target) {
      if (this.resignationSent) return; // our resignation is on its way: the server's answer follows
      if (movedOnFrom(state, board.getState())) return; // the player pressed Next game already: the server's next game follows
      if (performance.now() > until) {
        this.resyncs++;
        board.setState(state);
        return;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  /** Shows a message of the match in play on the board (`match`, `match-over`, `hello` and the lobby's are the connection's). */
  async show(msg: ServerMessage, setServerState: (s: MatchState) => void): Promise<void> {
    const board = this.host.board;
    const settle = (ms?: number) => this.settle(msg.state!, setServerState, ms);
    switch (msg.type) {
      case 'roll':
        if (msg.opening) this.openingRound = msg.round! + 1; // before roll(): a tie asks again at once
        if (!board.roll(msg.dice!)) this.host.problem(`the board did not take the roll ${msg.dice}`);
        this.applyClock(msg.clock);
        return settle();
      case 'played':
        if (msg.player === this.host.color) {
          this.held = null;
          if (board.pendingMove) board.acceptMove();
          this.plays++;
        } else {
          board.playRemote(msg.notation!);
        }
        this.applyClock(msg.clock);
        return settle(3000 + 600 * (msg.steps?.length ?? 0)); // time to show the play step by step
      case 'refused':
        this.host.problem(`refused ${msg.request}: ${msg.reason}`, msg.code);
        if (msg.request === 'resign') {
          // The board resigned here already: the server's state stands.
          this.resignationSent = false;
          if (msg.state) board.setState(msg.state);
        }
        if (msg.request === 'play') {
          this.held = null;
          if (board.pendingMove) board.refuseMove(msg.reason);
        }
        return;
      case 'cube':
        // Ours was made on the board already; the opponent's is made here.
        if (msg.player !== this.host.color && !board.cubeRemote(msg.move!)) this.host.problem(`the board did not take the opponent's ${msg.move}`);
        this.applyClock(msg.clock);
        return settle();
      case 'resigned':
        this.resignationSent = false;
        if (board.getState().phase !== 'game-over' && board.getState().phase !== 'match-over') {
          this.applyingResignation = true;
          try {
            board.resign(msg.player);
          } finally {
            this.applyingResignation = false;
          }
        }
        return settle();
      case 'game-end':
        return settle();
      case 'next-game':
        this.openingRound = 0;
        // The result stays until the player presses the board's Next game (what the server sends meanwhile waits in the queue).
        if (this.host.holdResults) await this.movedOn();
        else if (board.getState().phase === 'game-over') board.nextGame();
        this.applyClock(msg.clock);
        return settle();
      case 'timeout':
        if (board.getState().phase !== 'match-over') board.timeOut(msg.player!);
        return;
      case 'match-end':
        if (msg.reason !== 'points' && board.getState().phase !== 'match-over') board.timeOut(msg.loser!);
        return settle();
      default:
        return;
    }
  }

  /** Resolves once the board has left a finished game (its Next game button), or the connection is closed. */
  private async movedOn(): Promise<void> {
    this.holding = true;
    try {
      while (!this.detached && this.host.board.getState().phase === 'game-over') await new Promise((r) => setTimeout(r, 50));
    } finally {
      this.holding = false;
    }
  }

  /** A match begins or continues (after a reload or reconnect): the board is set up for it and takes the server's state. */
  async start(msg: ServerMessage, setServerState: (s: MatchState) => void): Promise<void> {
    const board = this.host.board;
    const { tradition, game, length, clock } = msg.settings!;
    this.resignationSent = false;
    this.held = null;
    this.openingRound = msg.openingRound ?? 0;
    board.readonly = false;
    board.diceSource = 'external';
    board.whitePlayer = msg.color === 'white' ? 'human' : 'remote';
    board.blackPlayer = msg.color === 'black' ? 'human' : 'remote';
    board.tradition = tradition;
    board.game = game ?? '';
    board.matchLength = length;
    board.clock = clock ?? '';
    await board.updateComplete;
    if (!board.setState(msg.state!)) this.host.problem('the board refused the server state');
    setServerState(msg.state!);
    this.applyClock(msg.clock);
  }
}
