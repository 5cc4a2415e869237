/**
 * One server process's share of the matches: its connections, the lobby through the store, and
 * every action on a match run one at a time per match — decided by the referee on the stored
 * record, stored (compare-and-set on the version), and only then delivered, from the store's
 * event, to whichever of this process's connections hold the seats. A connection the event no
 * longer names for its seat is told `replaced` and closed; it cannot act any more.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { cryptoDice, type Color, type DiceSource } from '../engine/index.js';
import { TokenBucket, type Limits } from './limits.js';
import { MATCH_ID, PROTOCOL_VERSION, quoted, settingsFrom } from './protocol.js';
import { attach, decide, detach, matchMessage, newRecord, nextDeadline, summaryOf, tick, type Decision, type MatchRecord, type Timing } from './referee.js';
import type { MatchEvent, MatchStore, PairedNotice } from './store.js';

/** What the hub needs of a socket (the `ws` WebSocket has it). */
export interface SocketLike {
  /** 1 while open. */
  readonly readyState: number;
  /** Bytes queued for sending. */
  readonly bufferedAmount: number;
  /** Sends text. */
  send(data: string): void;
  /** Closes with a code. */
  close(code?: number, reason?: string): void;
  /** Drops the connection at once. */
  terminate(): void;
}

/** One client connection. */
export interface Conn {
  /** Unique across processes: the server id and a counter. */
  readonly id: string;
  /** The socket. */
  readonly socket: SocketLike;
  /** The peer's address. */
  readonly address: string;
  /** The seat this connection plays (confirmed once a stored event names it). */
  seat: { matchId: string; color: Color; token: string; confirmed: boolean } | null;
  /** The lobby key it waits under. */
  waiting: string | null;
  /** Message rate. */
  readonly messages: TokenBucket;
  /** Join rate. */
  readonly joins: TokenBucket;
  /** Messages dropped over the rate. */
  dropped: number;
  /** Set by a pong; cleared at each ping. */
  alive: boolean;
  /** Closed. */
  closed: boolean;
}

/** Hub settings. */
export interface HubOptions extends Timing {
  /** The limits. */
  readonly limits: Limits;
  /** The store. */
  readonly store: MatchStore;
  /** Dice (default: the engine's secure `cryptoDice`). */
  readonly dice?: DiceSource;
  /** The clock (ms). */
  readonly now?: () => number;
  /** Log lines. */
  readonly log?: (line: string) => void;
}

/** A fresh secret seat token (144 bits). */
export const newToken = (): string => randomBytes(18).toString('base64url');

/** The per-process match hub (see the module comment). */
export class Hub {
  /** This process's id (in every connection id). */
  readonly serverId = randomBytes(6).toString('base64url');
  private counter = 0;
  private readonly conns = new Map<string, Conn>();
  private readonly byMatch = new Map<string, Set<Conn>>();
  private readonly cache = new Map<string, MatchRecord>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly chains = new Map<string, Promise<unknown>>();
  private readonly addressJoins = new Map<string, TokenBucket>();
  private readonly addressMatches = new Map<string, number>();
  private readonly matchAddresses = new Map<string, string[]>();
  private readonly addressConns = new Map<string, number>();
  private readonly dice: DiceSource;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private closing = false;
  /** Counters for tests and the benchmark. */
  readonly stats = { matchesCreated: 0, actions: 0, conflicts: 0, replaced: 0, overBuffer: 0, rateLimited: 0, joinsRefused: 0 };

  constructor(private readonly options: HubOptions) {
    this.dice = options.dice ?? cryptoDice();
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => {});
  }

  private get store(): MatchStore {
    return this.options.store;
  }

  private get limits(): Limits {
    return this.options.limits;
  }

  /** Opens the store and resumes the matches it holds: their seats' old connections are away, clocks paused from when their process stopped. */
  async start(): Promise<void> {
    await this.store.open(this.serverId, (e) => this.onEvent(e), (n) => this.onNotice(n));
    for (const record of this.store.resumable()) {
      this.cache.set(record.id, record);
      await this.reclaim(record.id);
    }
    this.sweeper = setInterval(() => void this.sweep(), 1000);
    this.sweeper.unref?.();
  }

  /** Seats held by connections of processes that are gone become away (their moves paused from when that process was last alive). */
  private async reclaim(id: string): Promise<void> {
    const record = this.cache.get(id) ?? (await this.store.load(id));
    if (!record || record.ended) return;
    for (const color of ['white', 'black'] as const) {
      const conn = record.seats[color].conn;
      if (!conn) continue;
      const server = conn.split(':')[0];
      if (server === this.serverId || (await this.store.isAlive(server))) continue;
      const lastAlive = (await this.store.lastAlive(server)) ?? this.now();
      await this.act(id, (r, now) => detach(r, color, conn, now, this.options, lastAlive));
    }
    const latest = this.cache.get(id) ?? (await this.store.load(id));
    if (latest) this.schedule(id, nextDeadline(latest, this.options));
  }

  /** Ticks matches whose deadline passed with no process holding them (Redis). */
  private async sweep(): Promise<void> {
    if (this.closing) return;
    try {
      for (const id of await this.store.due(this.now())) {
        if (this.timers.has(id)) continue;
        await this.reclaim(id);
        await this.act(id, (r, now) => tick(r, now, this.options));
      }
    } catch (error) {
      this.log(`sweep: ${(error as Error).message}`);
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
    const now = this.now();
    const conn: Conn = {
      id: `${this.serverId}:${++this.counter}`,
      socket,
      address,
      seat: null,
      waiting: null,
      messages: new TokenBucket(this.limits.messagesPerSecond, this.limits.messageBurst, now),
      joins: new TokenBucket(this.limits.joinsPerMinute / 60, Math.max(1, Math.min(5, this.limits.joinsPerMinute)), now),
      dropped: 0,
      alive: true,
      closed: false,
    };
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
      else if (conn.dropped === 1 || conn.dropped % 50 === 0) this.send(conn, { type: 'error', code: 'rate-limited', reason: `over ${this.limits.messagesPerSecond} messages a second: messages are dropped` });
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
    const run = async () => {
      if (m.type === 'join') return this.onJoin(conn, m);
      if (m.type === 'resume') return this.onResume(conn, m);
      if (m.type === 'ping') return this.send(conn, { type: 'pong' });
      const seat = conn.seat;
      if (!seat) return this.send(conn, { type: 'error', reason: `not in a match: send "join" or "resume" first (got ${quoted(m.type)})` });
      const d = await this.act(seat.matchId, (r, now) => decide(r, seat.color, conn.id, m, now, this.options, this.dice), conn);
      if (d === null && m.type === 'sync') await this.sendEnded(conn, seat.token);
      else if (d === null) this.send(conn, { type: 'refused', request: quoted(m.type).slice(1, -1), reason: 'the match is over' });
    };
    run().catch((error: Error) => {
      this.log(`error on ${quoted(m.type)} from ${conn.id}: ${error.stack ?? error}`);
      this.send(conn, { type: 'error', reason: 'server error' });
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
    if (conn.waiting) void this.store.unwait(conn.waiting, conn.id);
    const seat = conn.seat;
    if (!seat) return;
    this.unbind(conn);
    if (this.closing) return;
    void this.act(seat.matchId, (r, now) => detach(r, seat.color, conn.id, now, this.options)).catch((e: Error) => this.log(`detach: ${e.message}`));
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
    const t = this.timers.get(id);
    if (t) clearTimeout(t);
    this.timers.delete(id);
  }

  // ------------------------------------------------------------------ acting on a match

  /** Runs `fn` on the match `id` after the actions queued before it (one at a time per match). */
  private serial<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.chains.get(id) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const tail = next.catch(() => {});
    this.chains.set(id, tail);
    void tail.then(() => {
      if (this.chains.get(id) === tail) this.chains.delete(id);
    });
    return next;
  }

  /**
   * Decides with `fn` on the stored record and stores the result (retrying on a version
   * conflict with another process); the reply goes to `actor`. Null when the match is not in play.
   */
  act(id: string, fn: (r: MatchRecord, now: number) => Decision, actor?: Conn): Promise<Decision | null> {
    return this.serial(id, async () => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const record = this.cache.get(id) ?? (await this.store.load(id));
        if (!record) return null;
        this.cache.set(id, record);
        const d = fn(record, this.now());
        if (!d.record) {
          if (d.reply && actor) this.replyTo(actor, d.reply);
          return d;
        }
        const event: MatchEvent = { id, version: d.record.version, seats: { white: d.record.seats.white.conn, black: d.record.seats.black.conn }, deadline: nextDeadline(d.record, this.options), out: d.out };
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
    for (const address of this.matchAddresses.get(record.id) ?? []) {
      const n = (this.addressMatches.get(address) ?? 1) - 1;
      if (n > 0) this.addressMatches.set(address, n);
      else this.addressMatches.delete(address);
    }
    this.matchAddresses.delete(record.id);
  }

  /** A stored change (from this process or another): delivered to this process's seat holders. */
  private onEvent(e: MatchEvent): void {
    const cached = this.cache.get(e.id);
    if (cached && cached.version < e.version) this.cache.delete(e.id);
    const conns = this.byMatch.get(e.id);
    if (conns) {
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

  /** Sets the match's timer for its next deadline. */
  private schedule(id: string, deadline: number | null): void {
    const old = this.timers.get(id);
    if (old) clearTimeout(old);
    this.timers.delete(id);
    if (deadline === null || this.closing) return;
    const timer = setTimeout(() => {
      this.timers.delete(id);
      void this.act(id, (r, now) => tick(r, now, this.options)).catch((e: Error) => this.log(`tick: ${e.message}`));
    }, Math.max(0, deadline - this.now()) + 1);
    timer.unref?.();
    this.timers.set(id, timer);
  }

  // ------------------------------------------------------------------ lobby and resume

  private async onJoin(conn: Conn, msg: Record<string, unknown>): Promise<void> {
    if (conn.seat) {
      const current = this.cache.get(conn.seat.matchId) ?? (await this.store.load(conn.seat.matchId));
      if (current && !current.ended) return this.send(conn, { type: 'error', reason: 'already in a match (send "leave" to give it up)' });
      this.unbind(conn);
    }
    let settings;
    try {
      settings = settingsFrom(msg);
    } catch (error) {
      return this.send(conn, { type: 'error', reason: (error as Error).message });
    }
    let privateId: string | null = null;
    if (msg.match !== undefined && msg.match !== null && msg.match !== '') {
      if (typeof msg.match !== 'string' || !MATCH_ID.test(msg.match)) return this.send(conn, { type: 'error', reason: `bad match id ${quoted(msg.match)} (letters, digits, - and _, at most 64)` });
      privateId = msg.match;
    }
    const now = this.now();
    let addressJoins = this.addressJoins.get(conn.address);
    if (!addressJoins) this.addressJoins.set(conn.address, (addressJoins = new TokenBucket(this.limits.joinsPerMinutePerAddress / 60, Math.max(1, Math.min(30, this.limits.joinsPerMinutePerAddress)), now)));
    if (!conn.joins.take(now) || !addressJoins.take(now)) {
      this.stats.joinsRefused++;
      return this.send(conn, { type: 'error', code: 'slow-down', reason: 'too many joins: wait a little' });
    }
    if ((this.addressMatches.get(conn.address) ?? 0) >= this.limits.maxMatchesPerAddress) {
      this.stats.joinsRefused++;
      return this.send(conn, { type: 'error', code: 'too-many-matches', reason: `at most ${this.limits.maxMatchesPerAddress} matches at once from one address` });
    }
    if (privateId && (await this.store.exists(privateId))) return this.send(conn, { type: 'error', reason: `match ${privateId} is full` });
    if (conn.waiting) await this.store.unwait(conn.waiting, conn.id);
    const key = privateId ? `p:${privateId}` : `l:${JSON.stringify(settings)}`;
    const first = await this.store.pair(key, { conn: conn.id, server: this.serverId, settings });
    if (!first) {
      conn.waiting = key;
      return this.send(conn, { type: 'waiting', match: privateId, settings });
    }
    conn.waiting = null;
    // The first player's settings apply to a private match.
    const id = privateId ?? newToken().slice(0, 12);
    const me: Color = randomInt(2) === 0 ? 'white' : 'black';
    const them: Color = me === 'white' ? 'black' : 'white';
    const tokens = { white: newToken(), black: newToken() };
    const record = newRecord(id, first.settings, tokens, { [me]: conn.id, [them]: first.conn } as Record<Color, string>, now);
    const event: MatchEvent = { id, version: 1, seats: { white: record.seats.white.conn, black: record.seats.black.conn }, deadline: null, out: [] };
    this.bind(conn, id, me, tokens[me]);
    const local = first.server === this.serverId ? this.conns.get(first.conn) : undefined;
    if (local) this.bind(local, id, them, tokens[them]);
    if (!(await this.store.save(record, event))) return this.send(conn, { type: 'error', reason: `match ${id} is full` });
    this.stats.matchesCreated++;
    this.cache.set(id, record);
    const addresses = [...new Set([conn.address, ...(local ? [local.address] : [])])];
    this.matchAddresses.set(id, addresses);
    for (const a of addresses) this.addressMatches.set(a, (this.addressMatches.get(a) ?? 0) + 1);
    this.log(`match ${id}: ${JSON.stringify(first.settings)} paired`);
    conn.seat!.confirmed = true;
    this.send(conn, matchMessage(record, me, false, now));
    if (local) this.seatPaired(local, record, them);
    else if (first.server !== this.serverId) await this.store.notify({ server: first.server, conn: first.conn, matchId: id, color: them });
    else await this.act(id, (r, t) => detach(r, them, first.conn, t, this.options)); // the first player left meanwhile
  }

  /** Tells a waiting connection of this process its new match; if it closed meanwhile, its seat goes away. */
  private seatPaired(conn: Conn, record: MatchRecord, color: Color): void {
    conn.waiting = null;
    if (conn.closed) {
      void this.act(record.id, (r, t) => detach(r, color, conn.id, t, this.options));
      return;
    }
    if (conn.seat?.matchId !== record.id) this.bind(conn, record.id, color, record.seats[color].token);
    conn.seat!.confirmed = true;
    this.send(conn, matchMessage(record, color, false, this.now()));
  }

  /** Another process paired one of our waiting connections. */
  private onNotice(n: PairedNotice): void {
    if (n.server !== this.serverId) return;
    void (async () => {
      const record = await this.store.load(n.matchId);
      if (!record) return;
      this.cache.set(n.matchId, record);
      const conn = this.conns.get(n.conn);
      if (conn) {
        this.bind(conn, n.matchId, n.color, record.seats[n.color].token);
        this.addressMatches.set(conn.address, (this.addressMatches.get(conn.address) ?? 0) + 1);
        this.matchAddresses.set(n.matchId, [conn.address]);
        this.seatPaired(conn, record, n.color);
      } else {
        await this.act(n.matchId, (r, t) => detach(r, n.color, n.conn, t, this.options));
      }
      this.schedule(n.matchId, nextDeadline(this.cache.get(n.matchId) ?? record, this.options));
    })().catch((e: Error) => this.log(`paired: ${e.message}`));
  }

  private async onResume(conn: Conn, msg: Record<string, unknown>): Promise<void> {
    const token = typeof msg.token === 'string' && msg.token.length <= 64 ? msg.token : null;
    const found = token ? await this.store.lookupToken(token) : null;
    if (!found) return this.send(conn, { type: 'error', code: 'unknown-token', reason: 'no match for this token (it ended long ago, or the token is wrong)' });
    if ('summary' in found) return this.sendEnded(conn, token!);
    if (conn.seat && (conn.seat.matchId !== found.id || conn.seat.color !== found.color)) {
      const current = this.cache.get(conn.seat.matchId) ?? (await this.store.load(conn.seat.matchId));
      if (current && !current.ended) return this.send(conn, { type: 'error', reason: 'already in another match' });
    }
    if (conn.waiting) await this.store.unwait(conn.waiting, conn.id);
    conn.waiting = null;
    this.bind(conn, found.id, found.color, token!);
    await this.reclaim(found.id);
    const d = await this.act(found.id, (r, now) => attach(r, found.color, conn.id, now), conn);
    if (!d) await this.sendEnded(conn, token!);
  }

  /** The summary of an ended match, for a resume or sync after its end. */
  private async sendEnded(conn: Conn, token: string): Promise<void> {
    const found = await this.store.lookupToken(token);
    if (!found || !('summary' in found)) return this.send(conn, { type: 'error', code: 'unknown-token', reason: 'no match for this token (it ended long ago, or the token is wrong)' });
    const { tokens: _tokens, ...summary } = found.summary;
    this.send(conn, { type: 'match-over', protocol: PROTOCOL_VERSION, color: found.summary.tokens.white === token ? 'white' : 'black', ...summary });
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
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.chains.values()]);
    await this.store.close();
  }
}
