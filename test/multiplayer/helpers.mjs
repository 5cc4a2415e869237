// Helpers for the multiplayer tests: a WebSocket client that queues the server's messages, and a
// random legal play chosen with the engine's step-wise turn view (fine for Vtora ladders too).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { Turn } from 'tabla-board/engine';

/** A test client: every message from the server is queued until a test takes it. */
export class Client {
  /** Connects to `wsUrl`. */
  static async connect(wsUrl) {
    const socket = new WebSocket(wsUrl);
    const client = new Client(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return client;
  }

  constructor(socket) {
    this.socket = socket;
    /** Every message received, in order. */
    this.log = [];
    this.queue = [];
    this.waiters = [];
    this.closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('message', (data) => {
      const msg = JSON.parse(String(data));
      this.log.push(msg);
      this.queue.push(msg);
      this.flush();
    });
  }

  send(msg) {
    this.socket.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  flush() {
    for (const w of [...this.waiters]) {
      const i = this.queue.findIndex(w.match);
      if (i >= 0) {
        const [msg] = this.queue.splice(i, 1);
        this.waiters.splice(this.waiters.indexOf(w), 1);
        clearTimeout(w.timer);
        w.resolve(msg);
      }
    }
  }

  /**
   * The next queued message of `type` (and matching `where`), waiting up to `timeoutMs`.
   * Earlier messages of other types stay queued.
   */
  next(type, where = () => true, timeoutMs = 10_000) {
    return new Promise((resolve, reject) => {
      const w = { match: (m) => m.type === type && where(m), resolve, timer: null };
      w.timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        reject(new Error(`no "${type}" message within ${timeoutMs} ms; queued: ${this.queue.map((m) => m.type).join(', ') || 'none'}`));
      }, timeoutMs);
      this.waiters.push(w);
      this.flush();
    });
  }

  /** The next queued message whose type is one of `types`. */
  nextOf(types, timeoutMs = 10_000) {
    return new Promise((resolve, reject) => {
      const w = { match: (m) => types.includes(m.type), resolve, timer: null };
      w.timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        reject(new Error(`no message of ${types.join('/')} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(w);
      this.flush();
    });
  }

  /** Sends `msg` and waits for the reply of `type`. */
  async ask(msg, type, where, timeoutMs) {
    const reply = this.next(type, where, timeoutMs);
    this.send(msg);
    return reply;
  }

  /** Drops every queued message. */
  drain() {
    this.queue.length = 0;
  }

  /** Waits `ms` and tells whether a message of `type` arrived meanwhile (taking it off the queue). */
  async got(type, ms) {
    try {
      await this.next(type, () => true, ms);
      return true;
    } catch {
      return false;
    }
  }

  close() {
    this.socket.close();
    return this.closed;
  }
}

/** Two clients paired into the private match `id` with `settings`; returns them by colour. */
export async function pairedClients(server, id, settings = {}) {
  const a = await Client.connect(server.wsUrl);
  const b = await Client.connect(server.wsUrl);
  await a.ask({ type: 'join', match: id, ...settings }, 'waiting');
  b.send({ type: 'join', match: id, ...settings });
  const [ma, mb] = await Promise.all([a.next('match'), b.next('match')]);
  const white = ma.color === 'white' ? a : b;
  const black = white === a ? b : a;
  return { white, black, whiteMatch: ma.color === 'white' ? ma : mb, blackMatch: ma.color === 'white' ? mb : ma };
}

/** A random legal play (its steps) of the match state in phase `moving`. */
export function randomSteps(state, random = Math.random) {
  let turn = Turn.begin(state.position, state.dice, { triple: state.config.triple });
  for (;;) {
    const steps = turn.legalSteps();
    if (steps.length === 0) break;
    turn = turn.step(steps[Math.floor(random() * steps.length)]);
  }
  return turn.finish().steps.map((s) => ({ from: s.from, to: s.to, die: s.die }));
}

/** The JSON text of a value, for comparing states. */
export const json = (v) => JSON.stringify(v);

/** A fresh journal file path in a new temporary folder. */
export function tempJournal(name) {
  return path.join(mkdtempSync(path.join(tmpdir(), `tabla-${name}-`)), 'matches.jsonl');
}

/** Limits for tests whose clients act as fast as the server answers (the defaults are for people). */
export const FAST = {
  messagesPerSecond: 5000,
  messageBurst: 5000,
  joinsPerMinute: 60_000,
  joinsPerMinutePerAddress: 600_000,
  maxMatchesPerAddress: 5000,
  maxConnectionsPerAddress: 10_000,
};
