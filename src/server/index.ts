/**
 * tabla-board/server — the multiplayer server (Node, `ws`): one HTTP server for a page folder
 * and the package's bundle, and a WebSocket endpoint `/ws` on the same port that pairs players
 * and referees their matches with the engine. Matches are stored before any action is
 * acknowledged: in an embedded append-only journal by default, or in Redis (`redis`) so that
 * several processes share them. Protocol: docs/multiplayer.md.
 *
 * ```js
 * import { startServer } from 'tabla-board/server';
 * const server = await startServer({ port: 8080, journal: 'matches.jsonl', pageDir: 'public' });
 * ```
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { existsSync, rmSync, statSync } from 'node:fs';
import { TablaError } from '../engine/index.js';
import { describeValue } from '../engine/checks.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import type { DiceSource, MatchState, Score } from '../engine/index.js';
import type { Settings } from './protocol.js';
import type { Ended } from './match-record.js';
import { Hub } from './hub.js';
import { JournalStore } from './journal-store.js';
import { limitsFrom, type Limits } from './limits.js';
import { RedisStore } from './redis-store.js';
import { StaticFiles } from './static-files.js';
import { clientAddress, plainAddress, trustProxyFrom } from './proxy.js';
import type { MatchStore } from './store.js';

export { PROTOCOL_VERSION, settingsFrom, type Settings } from './protocol.js';
export { DEFAULT_LIMITS, type Limits } from './limits.js';
export { parseClock, type ClockSpec, type ClockState } from '../engine/index.js';
export type { ClockSnapshot, MatchRecord, MatchSummary, Ended } from './match-record.js';
export type { MatchStore } from './store.js';
export { JournalStore } from './journal-store.js';
export { RedisStore, checkRedisUrl } from './redis-store.js';

/** Options of {@link startServer}; all optional. */
export interface ServerOptions {
  /** Port; 0 picks a free one. Default 8080. */
  readonly port?: number;
  /** Address to listen on. Default 127.0.0.1. */
  readonly host?: string;
  /** The folder served at `/` (the page), or null for none. */
  readonly pageDir?: string | null;
  /** The built bundle served at `/dist/` (default: this package's dist/). */
  readonly distDir?: string;
  /** The journal file of the embedded store (default `tabla-matches.jsonl` in the working folder). */
  readonly journal?: string;
  /** fsync the journal after every write. */
  readonly fsync?: boolean;
  /** A Redis URL (`redis://[user:password@]host:6379/0`, `rediss://` for TLS): matches live in Redis, shared by every process given it (needs the optional `ioredis` package). */
  readonly redis?: string;
  /** A store of your own instead (overrides `journal` and `redis`). */
  readonly store?: MatchStore;
  /** How long a player may be away before forfeiting (ms). Default 60 s. */
  readonly reconnectMs?: number;
  /** Pause between a game's end and the next game (ms). Default 2.5 s. */
  readonly nextGameDelayMs?: number;
  /** Ping interval; a connection that did not answer the previous ping with a pong is dropped (ms). Default 15 s. */
  readonly heartbeatMs?: number;
  /** How long an ended match's summary is kept (ms). Default 10 min. */
  readonly keepEndedMs?: number;
  /**
   * Proxies in front of the server whose `X-Forwarded-For` is believed: a hop count, or their
   * addresses (`['10.0.0.5']`). The per-address limits then count the client's address, not the
   * proxy's. Default: none (the header is ignored).
   */
  readonly trustProxy?: number | readonly string[] | string | null;
  /** The limits against abuse (docs/multiplayer.md). */
  readonly limits?: Partial<Limits>;
  /** Dice (default: the engine's secure `cryptoDice`). */
  readonly dice?: DiceSource;
  /** Log lines. */
  readonly log?: (line: string) => void;
}

/** A running server. */
export interface RunningServer {
  /** The port listened on. */
  readonly port: number;
  /** `http://host:port`. */
  readonly origin: string;
  /** The page's URL. */
  readonly url: string;
  /** The WebSocket URL. */
  readonly wsUrl: string;
  /** The process's match hub (inspection for tests and the benchmark). */
  readonly hub: Hub;
  /** The store in use. */
  readonly store: MatchStore;
  /**
   * What this process knows of a match: for one in play its record's settings, state, end and
   * connected seats; for an ended one (embedded store) its summary, without the state; else null.
   */
  matchInfo(id: string): MatchInfo | null;
  /** Stops listening, drops every connection and closes the store (matches stay stored). */
  close(): Promise<void>;
}

/** A match as {@link RunningServer.matchInfo} shows it. */
export interface MatchInfo {
  /** What the players asked for. */
  readonly settings: Settings;
  /** The engine's state (null once the match ended and only its summary is kept). */
  readonly state: MatchState | null;
  /** The score. */
  readonly score: Score;
  /** How it ended, or null. */
  readonly ended: Ended | null;
  /** Which seats have a connection (null once ended). */
  readonly connected: {
    /** White is connected. */
    readonly white: boolean;
    /** Black is connected. */
    readonly black: boolean;
  } | null;
}

/** Removes `file` if it is empty. */
function rmEmpty(file: string): void {
  try {
    if (statSync(file).size === 0) rmSync(file);
  } catch {
    // Already gone.
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts the server (see {@link ServerOptions}). */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? 8080;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new TablaError('bad-option', `port must be a whole number 0–65535, got ${describeValue(options.port)}`);
  const limits = limitsFrom(options.limits);
  const trust = trustProxyFrom(options.trustProxy);
  const keepEndedMs = options.keepEndedMs ?? 600_000;
  const pageDir = options.pageDir ? path.resolve(options.pageDir) : null;
  if (pageDir && !existsSync(pageDir)) throw new TablaError('bad-option', `no page folder ${describeValue(pageDir.slice(-60))}`);
  const journalFile = options.journal ?? 'tabla-matches.jsonl';
  const journalIsNew = !options.store && !options.redis && !existsSync(journalFile);
  const store =
    options.store ??
    (options.redis
      ? new RedisStore({ url: options.redis, maxEnded: limits.maxEnded, keepEndedMs, log: options.log })
      : new JournalStore({ file: journalFile, fsync: options.fsync, maxEnded: limits.maxEnded, keepEndedMs, log: options.log }));
  const hub = new Hub({
    store,
    limits,
    reconnectMs: options.reconnectMs ?? 60_000,
    nextGameDelayMs: options.nextGameDelayMs ?? 2500,
    dice: options.dice,
    log: options.log,
  });
  await hub.start();
  const distDir = options.distDir ?? path.resolve(here, '..');
  const files = new StaticFiles(pageDir, distDir, options.log ?? (() => {}));
  const server = http.createServer((req, res) => {
    try {
      files.handle(req, res);
    } catch {
      if (!res.headersSent) res.writeHead(500).end();
    }
  });
  // A peer address may hold only so many connections that have not finished their request.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  const pending = new Map<string, number>();
  const exempt = Array.isArray(trust) ? new Set(trust) : new Set<string>();
  server.on('connection', (socket: Socket) => {
    const peer = plainAddress(socket.remoteAddress ?? '?');
    if (exempt.has(peer)) return;
    const n = pending.get(peer) ?? 0;
    if (n >= limits.maxPendingConnectionsPerAddress) return void socket.destroy();
    pending.set(peer, n + 1);
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      const left = (pending.get(peer) ?? 1) - 1;
      if (left > 0) pending.set(peer, left);
      else pending.delete(peer);
    };
    (socket as Socket & { tablaRequested?: () => void }).tablaRequested = done;
    socket.once('close', done);
  });
  const requested = (req: http.IncomingMessage) => (req.socket as Socket & { tablaRequested?: () => void }).tablaRequested?.();
  server.on('request', requested);
  server.on('upgrade', requested);
  const wss = new WebSocketServer({ server, path: '/ws', maxPayload: limits.maxMessageBytes });
  wss.on('connection', (socket: WebSocket, req) => {
    const conn = hub.connect(socket, clientAddress(req.socket.remoteAddress ?? '?', req.headers['x-forwarded-for'], trust));
    if (!conn) return;
    socket.on('pong', () => (conn.alive = true));
    socket.on('message', (data, isBinary) => {
      if (isBinary) return hub.send(conn, { type: 'error', reason: 'binary messages are not read' });
      hub.receive(conn, String(data));
    });
    socket.on('close', () => hub.disconnect(conn));
    socket.on('error', () => {});
  });
  const pinger = setInterval(() => hub.heartbeat((s) => (s as WebSocket).ping()), options.heartbeatMs ?? 15_000);
  pinger.unref?.();
  const host = options.host ?? '127.0.0.1';
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // Nothing is left behind: the store closes (the journal's lock goes), a journal made just now goes too.
    clearInterval(pinger);
    await hub.close();
    if (journalIsNew) rmEmpty(journalFile);
    const e = error as NodeJS.ErrnoException;
    throw new TablaError('bad-option', `cannot listen on ${host}:${port}: ${e.code ?? e.message}`);
  }
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
  return {
    port: bound,
    origin,
    url: `${origin}/`,
    wsUrl: `ws://${origin.slice('http://'.length)}/ws`,
    hub,
    store,
    matchInfo: (id) => {
      const r = hub.cached(id);
      if (r)
        return {
          settings: r.settings,
          state: r.live.state,
          score: r.live.state.score,
          ended: r.ended,
          connected: { white: !!r.seats.white.conn, black: !!r.seats.black.conn },
        };
      const s = store instanceof JournalStore ? store.summary(id) : undefined;
      return s ? { settings: s.settings, state: null, score: s.score, ended: s.ended, connected: null } : null;
    },
    close: async () => {
      clearInterval(pinger);
      hub.stopping();
      for (const socket of wss.clients) socket.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
      server.closeAllConnections?.();
      await new Promise<void>((done) => server.close(() => done()));
      await hub.close();
    },
  };
}
