/**
 * tabla-board/client — a `<tabla-board>` playing through the bundled server (tabla-board/server):
 * `connectBoard(board, url)` opens the WebSocket, resumes the seat of a kept token or joins with
 * the given settings, passes the server's dice, plays, cube moves, clocks and results to the
 * board through its public API and the board's own moves to the server, reconnects with a
 * growing pause, and tells the page what happens through events. Protocol: docs/multiplayer.md.
 *
 * ```js
 * import 'tabla-board';
 * import { connectBoard } from 'tabla-board/client';
 * const link = connectBoard(document.querySelector('tabla-board'), 'wss://example.org/ws', { join: { tradition: 'bulgarian', length: 5 } });
 * link.addEventListener('tabla-client-message', (e) => console.log(e.detail.type));
 * ```
 */
import type { Color, MatchState, Score } from '../engine/index.js';
import type { BoardLike } from './board-api.js';
import { BoardSync } from './board-sync.js';
import type { JoinSettings, ServerMessage } from './protocol.js';

export type { BoardLike } from './board-api.js';
export type { ClockMessage, JoinSettings, ServerMessage } from './protocol.js';

/** Where the seat token is kept between page loads (sessionStorage's methods). */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Options of {@link connectBoard}; all optional. */
export interface ConnectOptions {
  /** Join with these settings when there is no seat to resume (null: wait for `join()`). Default null. */
  readonly join?: JoinSettings | null;
  /** Where the seat token is kept (default `sessionStorage`; null keeps it only in memory). */
  readonly storage?: TokenStorage | null;
  /** The storage key of the token. Default `tabla-multiplayer-token`. */
  readonly storageKey?: string;
  /** The longest pause between reconnection attempts (ms). Default 4000. */
  readonly maxRetryMs?: number;
  /** The WebSocket class (default the browser's). */
  readonly WebSocket?: typeof WebSocket;
  /**
   * True (default): a game's result stays on the board until the player presses its Next game
   * button (the server's next game is shown then); false: the next game is shown as soon as the
   * server starts it.
   */
  readonly holdResults?: boolean;
}

/** The connection's state, as the `tabla-client-connection` event tells it. */
export type ConnectionState = 'connecting' | 'online' | 'offline' | 'closed';

/** The events a {@link BoardConnection} dispatches (each a `CustomEvent`). */
export interface BoardConnectionEventMap {
  /** The connection's state changed: `{ state }`; `closed` when this seat was taken over elsewhere (`replaced`) or `close()` was called. */
  'tabla-client-connection': CustomEvent<{ state: ConnectionState }>;
  /** A server message, after the board has shown it: the message. Lobby (`waiting`), `match`, `opponent` (away with `forfeitMs`, or back), `match-end`, `match-over`, `error` (with `code`, e.g. `unavailable`: retry)… */
  'tabla-client-message': CustomEvent<ServerMessage>;
  /** Something went wrong that a page may show: a refusal (with the server's stable `code`), an error, a board that did not take a message. */
  'tabla-client-problem': CustomEvent<{ text: string; code?: string }>;
}

/** A board's connection to the server (see the module comment). */
export class BoardConnection extends EventTarget {
  /** Our colour in the match, or null before one. */
  color: Color | null = null;
  /** The match id, or null. */
  matchId: string | null = null;
  /** The match settings, or null. */
  settings: ServerMessage['settings'] | null = null;
  /** The server's latest state, or null. */
  serverState: MatchState | null = null;
  /** How the match ended (`{ reason, winner, loser, score }`), or null while it is played. */
  ended: { reason: string; winner: Color; loser: Color; score?: Score } | null = null;
  /** True once the board shows the server's match (false while connecting). */
  synced = false;
  /** True once this board took its seat back after a reload or a lost connection. */
  resumed = false;
  /** The connection's state. */
  state: ConnectionState = 'connecting';
  /**
   * While the opponent is disconnected: when (ms since the epoch, `Date.now()`'s clock) they
   * forfeit unless they return; `Infinity` when the server did not say; null while they are here.
   */
  opponentAwayUntil: number | null = null;
  private socket: WebSocket | null = null;
  private retries = 0;
  private stopped = false;
  private wantJoin: JoinSettings | null;
  private queue: Promise<void> = Promise.resolve();
  private readonly sync: BoardSync;
  private readonly storage: TokenStorage | null;
  private memoryToken: string | null = null;

  constructor(
    /** The board played on. */
    readonly board: BoardLike,
    /** The server's WebSocket URL (`wss://host/ws`). */
    readonly url: string,
    private readonly options: ConnectOptions = {},
  ) {
    super();
    this.wantJoin = options.join ?? null;
    this.storage = options.storage === undefined ? (typeof sessionStorage === 'undefined' ? null : sessionStorage) : options.storage;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the getters below read this client's current fields
    const self = this;
    this.sync = new BoardSync({
      board,
      get color() {
        return self.color;
      },
      get serverState() {
        return self.serverState;
      },
      get synced() {
        return self.synced;
      },
      get ended() {
        return self.ended;
      },
      send: (m) => this.send(m),
      problem: (t, code) => this.problem(t, code),
      holdResults: options.holdResults ?? true,
    });
    this.open();
  }

  /** The seat token kept, or null. */
  get token(): string | null {
    return this.storage ? this.storage.getItem(this.key) : this.memoryToken;
  }

  private set token(t: string | null) {
    if (this.storage) {
      if (t === null) this.storage.removeItem(this.key);
      else this.storage.setItem(this.key, t);
    } else this.memoryToken = t;
  }

  private get key(): string {
    return this.options.storageKey ?? 'tabla-multiplayer-token';
  }

  /** True while a server message is being shown on the board. */
  get applying(): boolean {
    return this.sync.applying;
  }

  /** True while the server's next game waits for the player to press Next game on the board (the finished game's result is shown). */
  get waitingForNextGame(): boolean {
    return this.sync.holding;
  }

  /** Times the board differed from the server and was given the server's state. */
  get resyncs(): number {
    return this.sync.resyncs;
  }

  /** Our plays the server accepted. */
  get plays(): number {
    return this.sync.plays;
  }

  /** Sends a message to the server (dropped while offline). */
  send(msg: Record<string, unknown>): void {
    if (this.socket && this.socket.readyState === 1) this.socket.send(JSON.stringify(msg));
  }

  /** Asks for a match with `settings` (and joins with them again after a match that ended, until `close()`). */
  join(settings: JoinSettings = {}): void {
    this.wantJoin = settings;
    this.ended = null;
    this.synced = false;
    this.token = null;
    this.send({ type: 'join', ...settings });
  }

  /** Gives up the match (the opponent wins it). */
  leave(): void {
    this.send({ type: 'leave' });
  }

  /** Closes the connection for good; the board's listeners are removed. */
  close(): void {
    this.stopped = true;
    this.sync.detach();
    this.socket?.close(1000);
    this.setState('closed');
  }

  private emit<K extends keyof BoardConnectionEventMap>(name: K, detail: BoardConnectionEventMap[K]['detail']): void {
    this.dispatchEvent(new CustomEvent(name, { detail }));
  }

  private problem(text: string, code?: string): void {
    this.emit('tabla-client-problem', code ? { text, code } : { text });
  }

  private setState(state: ConnectionState): void {
    this.state = state;
    this.emit('tabla-client-connection', { state });
  }

  private open(): void {
    if (this.stopped) return;
    this.setState('connecting');
    const Ws = this.options.WebSocket ?? WebSocket;
    const ws = new Ws(this.url);
    this.socket = ws;
    ws.addEventListener('open', () => {
      if (ws !== this.socket) return;
      this.retries = 0;
      this.setState('online');
      const token = this.token;
      if (token) this.send({ type: 'resume', token });
      else if (this.wantJoin) this.send({ type: 'join', ...this.wantJoin });
    });
    ws.addEventListener('message', (event: MessageEvent) => {
      if (ws !== this.socket) return;
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      // One message at a time: a remote play is shown step by step before the next is looked at.
      this.queue = this.queue.then(() => this.handle(msg)).catch((error: Error) => this.problem(`client: ${error.message}`));
    });
    ws.addEventListener('close', (event: CloseEvent) => {
      if (ws !== this.socket) return;
      this.synced = false;
      if (this.stopped) return;
      if (event.code === 4001) {
        // This seat was taken over by another connection (another tab): this one stops.
        this.stopped = true;
        this.setState('closed');
        return;
      }
      this.setState('offline');
      const wait = Math.min(this.options.maxRetryMs ?? 4000, 250 * 2 ** this.retries++);
      setTimeout(() => this.open(), wait);
    });
  }

  /** One server message: shown on the board, then what the board waits for is passed on, then the page is told. */
  private async handle(msg: ServerMessage): Promise<void> {
    this.sync.applying = true;
    try {
      await this.apply(msg);
    } finally {
      this.sync.applying = false;
    }
    this.sync.askRoll();
    this.sync.sendPlay();
    this.emit('tabla-client-message', msg);
  }

  private async apply(msg: ServerMessage): Promise<void> {
    const setServerState = (s: MatchState) => (this.serverState = s);
    switch (msg.type) {
      case 'match':
        this.token = msg.token!;
        this.color = msg.color!;
        this.matchId = msg.matchId!;
        this.settings = msg.settings!;
        this.resumed ||= !!msg.resumed;
        this.ended = msg.ended ? { ...msg.ended, score: msg.state!.score } : null;
        this.synced = false;
        this.opponentAwayUntil = msg.opponent === 'away' && !msg.ended ? Infinity : null;
        await this.sync.start(msg, setServerState);
        this.synced = true;
        if (this.ended) this.board.readonly = true;
        return;
      case 'match-over':
        // The match of our token ended while we were away: only its summary is left.
        this.token = null;
        if (this.wantJoin) this.send({ type: 'join', ...this.wantJoin });
        return;
      case 'opponent':
        this.opponentAwayUntil = msg.status === 'away' ? Date.now() + (msg.forfeitMs ?? Infinity) : null;
        return;
      case 'match-end':
        this.opponentAwayUntil = null;
        this.ended = { reason: msg.reason!, winner: msg.winner!, loser: msg.loser!, score: msg.score };
        await this.sync.show(msg, setServerState);
        this.board.readonly = true;
        return;
      case 'error':
        this.problem(`error: ${msg.reason}`);
        if (msg.code === 'unknown-token') {
          this.token = null;
          if (this.wantJoin) this.send({ type: 'join', ...this.wantJoin });
        }
        return;
      default:
        return this.sync.show(msg, setServerState);
    }
  }
}

/**
 * Connects `board` to the bundled server at `url` (its WebSocket endpoint, `ws(s)://host/ws`):
 * resumes the seat of the kept token, or joins with `options.join`. See {@link BoardConnection}.
 */
export function connectBoard(board: BoardLike, url: string, options: ConnectOptions = {}): BoardConnection {
  return new BoardConnection(board, url, options);
}
