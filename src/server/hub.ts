/**
 * One server process's share of the matches: its connections, the lobby through the store, and
 * every action on a match run one at a time per match — decided by the referee on the stored
 * record, stored (compare-and-set on the version), and only then delivered, from the store's
 * event, to whichever of this process's connections hold the seats. A connection the event no
 * longer names for its seat is told `replaced` and closed; it cannot act any more.
 */
import { randomBytes } from 'node:crypto';
import { cryptoDice, type Color, type DiceSource } from '../engine/index.js';
import type { HubOptions } from './hub-options.js';
import { newConn, type Conn, type SocketLike } from './conn.js';
import type { Limits } from './limits.js';
import { Lobby } from './lobby.js';
import { MatchQueue } from './match-queue.js';
import { MatchTimers } from './match-timers.js';
import { Takeover } from './takeover.js';
import { PROTOCOL_VERSION, quoted } from './protocol.js';
import { decide, detach, isOpeningRequest, nextDeadline, summaryOf, tick, type Decision, type MatchRecord } from './referee.js';
import { isUnavailable, type MatchEvent, type MatchStore } from './store.js';

export type { Conn, SocketLike } from './conn.js';

/** The per-process match hub (see the module comment). */
export class Hub {
  /** This process's id (in every connection id). */
  readonly serverId = randomBytes(6).toString('base64url');
  private counter = 0;
  private readonly conns = new Map<string, Conn>();
  private readonly byMatch = new Map<string, Set<Conn>>();
  private readonly cache = new Map<string, MatchRecord>();
  private readonly timers: MatchTimers;
  private readonly queue = new MatchQueue();
  private readonly addressConns = new Map<string, number>();
  private readonly dice: DiceSource;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private readonly lobby: Lobby;
  private readonly takeover: Takeover;
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private closing = false;
  /** Counters for tests and the benchmark. */
  readonly stats = { matchesCreated: 0, actions: 0, conflicts: 0, replaced: 0, overBuffer: 0, rateLimited: 0, joinsRefused: 0 };

  constructor(private readonly options: HubOptions) {
    this.dice = options.dice ?? cryptoDice();
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => {});
    this.timers = new MatchTimers(this.now, (id) => this.due(id));
    this.takeover = new Takeover({
      serverId: this.serverId,
      options,
      cache: this.cache,
      now: this.now,
      get store() {
        return options.store;
      },
      act: (id, fn) => this.act(id, fn),
      schedule: (id, d) => this.schedule(id, d),
    });
    this.lobby = new Lobby({
      serverId: this.serverId,
      options,
      stats: this.stats,
      cache: this.cache,
      conns: this.conns,
      now: this.now,
      log: this.log,
      get store() {
        return options.store;
      },
      get limits() {
        return options.limits;
      },
      send: (c, m) => this.send(c, m),
      bind: (c, id, color, token) => this.bind(c, id, color, token),
      unbind: (c) => this.unbind(c),
      act: (id, fn, actor) => this.act(id, fn, actor),
      reclaim: (id, resuming) => this.takeover.reclaim(id, resuming),
      schedule: (id, d) => this.schedule(id, d),
    });
  }

  private get store(): MatchStore {
    return this.options.store;
  }

  private get limits(): Limits {
    return this.options.limits;
  }

  /** Opens the store and resumes the matches it holds: their seats' old connections are away, clocks paused from when their process stopped. */
  async start(): Promise<void> {
    await this.store.open(
      this.serverId,
      (e) => this.onEvent(e),
      (n) => this.lobby.onNotice(n),
    );
    for (const record of this.store.resumable()) {
      this.cache.set(record.id, record);
      await this.reclaimOnStart(record.id);
    }
    this.sweeper = setInterval(() => void this.sweep(), 1000);
    this.sweeper.unref?.();
  }

  /** Takes over a stored match's seats; a store that cannot take the change now (a full disk) is tried again each second. */
  private async reclaimOnStart(id: string): Promise<void> {
    try {
      await this.takeover.reclaim(id);
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      if (!this.closing) setTimeout(() => void this.reclaimOnStart(id).catch((e: Error) => this.log(`resume ${id}: ${e.message}`)), 1000).unref?.();
    }
  }

  /** Ticks matches whose deadline passed with no process holding them (Redis); reclaims seats of stopped processes. */
  private async sweep(): Promise<void> {
    if (this.closing) return;
    try {
      for (const id of await this.store.due(this.now())) {
        if (this.timers.has(id)) continue;
        await this.takeover.reclaim(id);
        await this.act(id, (r, now) => tick(r, now, this.options));
      }
      await this.takeover.fromStopped();
      await this.lobby.checkPending();
    } catch (error) {
      if (!isUnavailable(error)) this.log(`sweep: ${(error as Error).message}`); // the store tells its own outages
    }
  }

  // ------------------------------------------------------------------ connections

  /** A new connection; null (and the socket closed) when its address has too many. */
  connect(socket: SocketLike, address: string): Conn | null {
    const count = this.addressConns.get(address) ?? 0;
    if (count >= this.limits.maxConnectionsPerAddress) {
      socket.close(1008, 'too many connections from this address');
      return null;
    }
    this.addressConns.set(address, count + 1);
    const conn = newConn(`${this.serverId}:${++this.counter}`, socket, address, this.limits, this.now());
    this.conns.set(conn.id, conn);
    this.send(conn, { type: 'hello', protocol: PROTOCOL_VERSION });
    return conn;
  }

  /** Sends a message, or closes a socket whose unsent output passed the cap. */
  send(conn: Conn, msg: Record<string, unknown> | string): void {
    const socket = conn.socket;
    if (socket.readyState !== 1) return;
    if (socket.bufferedAmount > this.limits.maxBufferedBytes) {
      this.stats.overBuffer++;
      this.log(`connection ${conn.id}: over ${this.limits.maxBufferedBytes} bytes unsent; closed`);
      socket.terminate();
      return;
    }
    socket.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** One text message from a connection. */
  receive(conn: Conn, text: string): void {
    if (conn.closed) return;
    if (!conn.messages.take(this.now())) {
      this.stats.rateLimited++;
      if (++conn.dropped > this.limits.maxDroppedMessages) conn.socket.close(1008, 'too many messages');
      else if (conn.dropped === 1 || conn.dropped % 50 === 0)
        this.send(conn, { type: 'error', code: 'rate-limited', reason: `over ${this.limits.messagesPerSecond} messages a second: messages are dropped` });
      return;
    }
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch {
      msg = null;
    }
    if (!msg || typeof msg !== 'object' || Array.isArray(msg) || typeof (msg as { type?: unknown }).type !== 'string') {
      return this.send(conn, { type: 'error', reason: 'a message must be a JSON object with a string "type"' });
    }
    const m = msg as Record<string, unknown>;
    if (m.type === 'ping') return this.send(conn, { type: 'pong' }); // at once: a keep-alive waits for nothing
    const run = async () => {
      if (conn.closed) return; // it closed while earlier requests ran: nothing more is done for it
      if (m.type === 'join') return this.lobby.onJoin(conn, m);
      if (m.type === 'resume') return this.lobby.onResume(conn, m);
      const seat = conn.seat;
      if (!seat) return this.send(conn, { type: 'error', reason: `not in a match: send "join" or "resume" first (got ${quoted(m.type)})` });
      const d = await this.act(seat.matchId, (r, now) => decide(r, seat.color, conn.id, m, now, this.options, this.dice), conn);
      if (d === null && m.type === 'sync') await this.lobby.sendEnded(conn, seat.token);
      // A late opening request of the ended match is ignored (it crossed the end), the rest refused.
      else if (d === null && !isOpeningRequest(m))
        this.send(conn, { type: 'refused', request: quoted(m.type).slice(1, -1), code: 'wrong-phase', reason: 'the match is over' });
    };
    // In order: a request waits for the one before (two joins in flight could leave it waiting twice; a leave could overtake its join).
    conn.queue = conn.queue.then(run).catch((error: Error) => {
      if (isUnavailable(error)) return this.send(conn, { type: 'error', code: 'unavailable', request: quoted(m.type).slice(1, -1), reason: error.message });
      this.log(`error on ${quoted(m.type)} from ${conn.id}: ${error.stack ?? error}`);
      this.send(conn, { type: 'error', code: 'server-error', request: quoted(m.type).slice(1, -1), reason: 'server error' });
    });
  }

  /** The connection closed: out of the lobby; its seat goes away (forfeit after `reconnectMs`). */
  disconnect(conn: Conn): void {
    if (conn.closed) return;
    conn.closed = true;
    this.conns.delete(conn.id);
    const left = (this.addressConns.get(conn.address) ?? 1) - 1;
    if (left > 0) this.addressConns.set(conn.address, left);
    else this.addressConns.delete(conn.address);
    if (conn.waiting) void this.store.unwait(conn.waiting, conn.id).catch((e: Error) => this.log(`unwait: ${e.message}`));
    const seat = conn.seat;
    if (!seat) return;
    this.unbind(conn);
    if (this.closing) return;
    const away = () =>
      void this.act(seat.matchId, (r, now) => detach(r, seat.color, conn.id, now, this.options)).catch((e: Error) => {
        // A store that cannot take the change now: tried again each second (detach is a no-op once another connection holds the seat).
        if (isUnavailable(e) && !this.closing) setTimeout(away, 1000).unref?.();
        else this.log(`detach: ${e.message}`);
      });
    away();
  }

  /** Pings every connection; one that did not answer the previous ping (pongs only count) is dropped. */
  heartbeat(ping: (socket: SocketLike) => void): void {
    for (const conn of this.conns.values()) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      ping(conn.socket);
    }
  }

  private bind(conn: Conn, matchId: string, color: Color, token: string): void {
    this.unbind(conn);
    conn.seat = { matchId, color, token, confirmed: false };
    let set = this.byMatch.get(matchId);
    if (!set) this.byMatch.set(matchId, (set = new Set()));
    set.add(conn);
  }

  private unbind(conn: Conn): void {
    if (!conn.seat) return;
    const set = this.byMatch.get(conn.seat.matchId);
    set?.delete(conn);
    if (set && set.size === 0) {
      this.byMatch.delete(conn.seat.matchId);
      if (this.store.kind !== 'journal') this.forget(conn.seat.matchId);
    }
    conn.seat = null;
  }

  /** Drops what this process keeps of a match (it lives on in the store). */
  private forget(id: string): void {
    this.cache.delete(id);
    this.takeover.forget(id);
    this.timers.clear(id);
  }

  // ------------------------------------------------------------------ acting on a match

  /**
   * Decides with `fn` on the stored record and stores the result (retrying on a version
   * conflict with another process); the reply goes to `actor`. Null when the match is not in play.
   */
  act(id: string, fn: (r: MatchRecord, now: number) => Decision, actor?: Conn): Promise<Decision | null> {
    return this.queue.run(id, async () => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const record = this.cache.get(id) ?? (await this.store.load(id));
        if (!record) return null;
        this.cache.set(id, record);
        const d = fn(record, this.now());
        if (!d.record) {
          if (d.reply && actor) this.replyTo(actor, d.reply);
          return d;
        }
        const event: MatchEvent = {
          id,
          version: d.record.version,
          seats: { white: d.record.seats.white.conn, black: d.record.seats.black.conn },
          deadline: nextDeadline(d.record, this.options),
          out: d.out,
        };
        if (await this.store.save(d.record, event)) {
          this.stats.actions++;
          this.cache.set(id, d.record);
          if (d.reply && actor) this.replyTo(actor, d.reply);
          if (d.record.ended) await this.finished(d.record);
          return d;
        }
        this.stats.conflicts++;
        this.cache.delete(id);
      }
      if (actor) this.send(actor, { type: 'error', code: 'busy', reason: 'the match is busy: try again' });
      return null;
    });
  }

  private replyTo(conn: Conn, reply: Record<string, unknown>): void {
    this.send(conn, reply);
    if (reply.code === 'replaced') this.replaced(conn);
  }

  /** The match ended: its record becomes a small summary in the store; the address counts drop. */
  private async finished(record: MatchRecord): Promise<void> {
    await this.store.finish(summaryOf(record, this.now()));
    this.forget(record.id);
    this.lobby.ended(record.id);
  }

  /** A stored change (from this process or another): delivered to this process's seat holders. */
  private onEvent(e: MatchEvent): void {
    this.lobby.onStored(e);
    const cached = this.cache.get(e.id);
    if (cached && cached.version < e.version) this.cache.delete(e.id);
    const conns = this.byMatch.get(e.id);
    if (conns) {
      if (this.store.kind !== 'journal') this.takeover.seen(e.id, e.seats);
      const texts = new Map<object, string>();
      for (const conn of [...conns]) {
        const seat = conn.seat!;
        if (e.seats[seat.color] !== conn.id) {
          if (seat.confirmed) this.replaced(conn);
          continue;
        }
        seat.confirmed = true;
        for (const o of e.out) {
          if (o.to !== 'both' && o.to !== seat.color) continue;
          let text = texts.get(o.msg);
          if (text === undefined) texts.set(o.msg, (text = JSON.stringify(o.msg)));
          this.send(conn, text);
        }
      }
    }
    if (conns?.size || this.store.kind === 'journal') this.schedule(e.id, e.deadline);
  }

  /** A connection whose seat was taken by another: told so and closed; it can no longer act. */
  private replaced(conn: Conn): void {
    if (!conn.seat) return;
    this.stats.replaced++;
    this.unbind(conn);
    this.send(conn, { type: 'replaced', reason: 'this seat was taken over by another connection' });
    conn.socket.close(4001, 'replaced');
  }

  /** Sets the match's timer for its next deadline (none while shutting down). */
  private schedule(id: string, deadline: number | null): void {
    this.timers.set(id, this.closing ? null : deadline);
  }

  /** The match's deadline passed: the referee ticks it; a store that cannot take the change now is tried again a second later. */
  private due(id: string): void {
    void this.act(id, (r, now) => tick(r, now, this.options)).catch((e: Error) => {
      if (isUnavailable(e) && !this.timers.has(id)) this.schedule(id, this.now() + 1000);
      else this.log(`tick: ${e.message}`);
    });
  }

  // ------------------------------------------------------------------ inspection and shutdown

  /** The record of a match in play held by this process (tests, logs). */
  cached(id: string): MatchRecord | undefined {
    return this.cache.get(id);
  }

  /** Connections open. */
  get connectionCount(): number {
    return this.conns.size;
  }

  /** Matches this process keeps in memory. */
  get cachedCount(): number {
    return this.cache.size;
  }

  /** From now on, closing connections leave their seats as they are (a shutdown, not players leaving). */
  stopping(): void {
    this.closing = true;
  }

  /** Stops timers and the store (the matches stay stored). */
  async close(): Promise<void> {
    this.closing = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.timers.clearAll();
    await this.queue.drained();
    await this.store.close();
  }
}
