// The multiplayer demo server: one HTTP server that serves the page (demo/multiplayer/) and the
// built bundle (dist/), and a WebSocket endpoint (/ws) on the same port that pairs players into
// matches and referees them (match.mjs). Protocol: docs/multiplayer.md.
//
//   import { startServer } from './server.mjs';
//   const server = await startServer({ port: 0 });   // server.url → the page
//
// `npm run demo:multiplayer` runs start.mjs, which builds first when needed.
import http from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { GAMES, TRADITIONS, newMatch } from 'tabla-board/engine';
import { parseClock } from './clock.mjs';
import { Match, newToken } from './match.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Only these folders of the repository are served. */
const SERVED = ['/demo/multiplayer/', '/dist/'];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const MAX_LENGTH = 25;
const MATCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The settings a player asks for, checked and completed.
 * @returns {{ tradition: string, game: string | null, length: number, clock: string | null }}
 * @throws Error naming the bad value
 */
export function settingsFrom(msg) {
  const tradition = msg.tradition ?? 'macedonian';
  if (!TRADITIONS.includes(tradition)) throw new Error(`unknown tradition ${JSON.stringify(tradition)} (expected ${TRADITIONS.join(', ')})`);
  const game = msg.game === undefined || msg.game === null || msg.game === '' ? null : msg.game;
  if (game !== null && !GAMES.includes(game)) throw new Error(`unknown game ${JSON.stringify(game)} (expected ${GAMES.join(', ')} or none for the tradition's set)`);
  const length = msg.length ?? 3;
  if (!Number.isInteger(length) || length < 1 || length > MAX_LENGTH) throw new Error(`match length must be a whole number 1–${MAX_LENGTH}, got ${JSON.stringify(length)}`);
  const clock = msg.clock === undefined || msg.clock === null || msg.clock === '' ? null : parseClock(msg.clock).text;
  newMatch({ tradition, game: game ?? undefined, length }); // the engine's own checks
  return { tradition, game, length, clock };
}

/** Serves a GET/HEAD for a file under one of the served folders. */
async function serveStatic(req, res, root) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405).end();
  let url;
  try {
    url = new URL(req.url ?? '/', 'http://x');
    url.pathname = decodeURIComponent(url.pathname);
  } catch {
    return res.writeHead(400).end();
  }
  const pathname = url.pathname;
  if (pathname === '/' || pathname === '/demo/multiplayer') {
    return res.writeHead(302, { Location: `/demo/multiplayer/${url.search}` }).end();
  }
  let file = path.join(root, pathname);
  const allowed = SERVED.some((prefix) => pathname.startsWith(prefix)) && file.startsWith(root + path.sep) && !pathname.includes('\0');
  if (!allowed) return res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
  try {
    let info = await stat(file);
    if (info.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file);
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Content-Length': info.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
  }
}

/**
 * Starts the server.
 * @param {object} [options]
 * @param {number} [options.port] 0 picks a free port (default 8080)
 * @param {string} [options.host] default 127.0.0.1
 * @param {number} [options.reconnectMs] how long a player may be away before forfeiting (default 60 s)
 * @param {number} [options.nextGameDelayMs] pause between a game's end and the next game (default 2.5 s)
 * @param {number} [options.heartbeatMs] ping interval; a connection silent for two is dropped (default 15 s)
 * @param {number} [options.keepEndedMs] how long a finished match stays for reconnects (default 10 min)
 * @param {(line: string) => void} [options.log]
 */
export function startServer(options = {}) {
  const {
    port = 8080,
    host = '127.0.0.1',
    reconnectMs = 60_000,
    nextGameDelayMs = 2500,
    heartbeatMs = 15_000,
    keepEndedMs = 600_000,
    log = () => {},
  } = options;
  const root = repoRoot;
  /** @type {Map<string, Match>} */
  const matches = new Map();
  /** token → { match, color } */
  const seats = new Map();
  /** Public lobby: settings key → the waiting connection. */
  const lobby = new Map();
  /** Private match id → the waiting connection (until a second player joins). */
  const privateWaiting = new Map();
  /** Private match ids of matches being played. */
  const privateActive = new Map();
  const keepTimers = new Set();
  /** @type {WeakMap<import('ws').WebSocket, { socket: any, seat: any, waiting: any, alive: boolean }>} */
  const conns = new WeakMap();

  const server = http.createServer((req, res) => {
    serveStatic(req, res, root).catch(() => res.writeHead(500).end());
  });
  const wss = new WebSocketServer({ server, path: '/ws', maxPayload: 64 * 1024 });

  const send = (socket, msg) => {
    if (socket.readyState === 1) socket.send(JSON.stringify(msg));
  };

  const leaveLobby = (conn) => {
    if (conn.waiting?.kind === 'public' && lobby.get(conn.waiting.key) === conn) lobby.delete(conn.waiting.key);
    if (conn.waiting?.kind === 'private' && privateWaiting.get(conn.waiting.key) === conn) privateWaiting.delete(conn.waiting.key);
    conn.waiting = null;
  };

  const pair = (a, b, settings, privateId) => {
    leaveLobby(a);
    leaveLobby(b);
    const id = privateId ?? newToken().slice(0, 10);
    const [white, black] = randomInt(2) === 0 ? [a, b] : [b, a];
    const tokens = { white: newToken(), black: newToken() };
    const match = new Match({
      id,
      settings,
      tokens,
      clock: settings.clock ? parseClock(settings.clock) : null,
      options: {
        reconnectMs,
        nextGameDelayMs,
        log,
        onEnd: (m) => {
          if (privateActive.get(m.id) === m) privateActive.delete(m.id);
          const timer = setTimeout(() => {
            keepTimers.delete(timer);
            matches.delete(m.id);
            for (const color of ['white', 'black']) seats.delete(m.seats[color].token);
          }, keepEndedMs);
          timer.unref?.();
          keepTimers.add(timer);
        },
      },
    });
    matches.set(id, match);
    if (privateId) privateActive.set(privateId, match);
    for (const [conn, color] of [[white, 'white'], [black, 'black']]) {
      seats.set(tokens[color], { match, color });
      conn.seat = { match, color };
      match.attach(color, conn.socket);
    }
    log(`match ${id}: ${JSON.stringify(settings)} paired`);
  };

  const onJoin = (conn, msg) => {
    if (conn.seat && !conn.seat.match.ended) return send(conn.socket, { type: 'error', reason: 'already in a match (send "leave" to give it up)' });
    if (conn.seat) {
      // The match is over: this connection may look for another one.
      conn.seat.match.detach(conn.seat.color, conn.socket);
      conn.seat = null;
    }
    let settings;
    try {
      settings = settingsFrom(msg);
    } catch (error) {
      return send(conn.socket, { type: 'error', reason: error.message });
    }
    leaveLobby(conn);
    if (msg.match !== undefined && msg.match !== null && msg.match !== '') {
      const id = String(msg.match);
      if (!MATCH_ID.test(id)) return send(conn.socket, { type: 'error', reason: `bad match id ${JSON.stringify(msg.match)} (letters, digits, - and _, at most 64)` });
      if (privateActive.has(id)) return send(conn.socket, { type: 'error', reason: `match ${id} is full` });
      const first = privateWaiting.get(id);
      if (first && first !== conn) return pair(first, conn, first.waiting.settings, id); // the first player's settings apply
      privateWaiting.set(id, conn);
      conn.waiting = { kind: 'private', key: id, settings };
      return send(conn.socket, { type: 'waiting', match: id, settings });
    }
    const key = JSON.stringify(settings);
    const first = lobby.get(key);
    if (first && first !== conn) return pair(first, conn, settings, null);
    lobby.set(key, conn);
    conn.waiting = { kind: 'public', key, settings };
    send(conn.socket, { type: 'waiting', match: null, settings });
  };

  const onResume = (conn, msg) => {
    const seat = typeof msg.token === 'string' ? seats.get(msg.token) : undefined;
    if (!seat) return send(conn.socket, { type: 'error', code: 'unknown-token', reason: 'no match for this token (it ended long ago, the server restarted, or the token is wrong)' });
    if (conn.seat && (conn.seat.match !== seat.match || conn.seat.color !== seat.color) && !conn.seat.match.ended) {
      return send(conn.socket, { type: 'error', reason: 'already in another match' });
    }
    leaveLobby(conn);
    conn.seat = seat;
    seat.match.attach(seat.color, conn.socket, true);
  };

  wss.on('connection', (socket) => {
    const conn = { socket, seat: null, waiting: null, alive: true };
    conns.set(socket, conn);
    socket.on('pong', () => (conn.alive = true));
    socket.on('message', (data, isBinary) => {
      conn.alive = true;
      let msg;
      try {
        msg = isBinary ? null : JSON.parse(String(data));
      } catch {
        msg = null;
      }
      if (!msg || typeof msg !== 'object' || Array.isArray(msg) || typeof msg.type !== 'string') {
        return send(socket, { type: 'error', reason: 'a message must be a JSON object with a string "type"' });
      }
      try {
        if (msg.type === 'join') return onJoin(conn, msg);
        if (msg.type === 'resume') return onResume(conn, msg);
        if (msg.type === 'ping') return send(socket, { type: 'pong' });
        if (!conn.seat) return send(socket, { type: 'error', reason: `not in a match: send "join" or "resume" first (got ${JSON.stringify(msg.type)})` });
        conn.seat.match.handle(conn.seat.color, msg);
      } catch (error) {
        log(`error on ${JSON.stringify(msg.type)}: ${error.stack ?? error}`);
        send(socket, { type: 'error', reason: `server error: ${error.message}` });
      }
    });
    socket.on('close', () => {
      leaveLobby(conn);
      if (conn.seat) conn.seat.match.detach(conn.seat.color, socket);
    });
    socket.on('error', () => {});
  });

  // A connection that answered neither of two pings is dropped (its player then has
  // reconnectMs to come back).
  const pinger = setInterval(() => {
    for (const socket of wss.clients) {
      const conn = conns.get(socket);
      if (conn && !conn.alive) {
        socket.terminate();
        continue;
      }
      if (conn) conn.alive = false;
      socket.ping();
    }
  }, heartbeatMs);
  pinger.unref?.();

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
      resolve({
        server,
        wss,
        port: actualPort,
        origin,
        url: `${origin}/demo/multiplayer/`,
        wsUrl: `ws://${origin.slice('http://'.length)}/ws`,
        matches,
        /** The match played under a private id (or any id), as a plain summary. */
        matchInfo: (id) => matches.get(id)?.info() ?? null,
        /** Players waiting for an opponent. */
        waitingCount: () => lobby.size + privateWaiting.size,
        /** Stops everything: matches, sockets, the HTTP server. */
        close: () =>
          new Promise((done) => {
            clearInterval(pinger);
            for (const t of keepTimers) clearTimeout(t);
            for (const m of matches.values()) m.clearTimers();
            for (const socket of wss.clients) socket.terminate();
            wss.close(() => server.close(() => done()));
            server.closeAllConnections?.();
          }),
      });
    });
  });
}
