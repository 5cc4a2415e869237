/**
 * The lobby: joining (public or private pairing, with the per-connection and per-address join
 * and match limits), seating a paired player, pairing notices from other processes, and resuming.
 */
import { randomInt } from 'node:crypto';
import { opponent, type Color } from '../engine/index.js';
import { newToken, type Conn } from './conn.js';
import type { HubOptions } from './hub-options.js';
import { burstOf, TokenBucket, type Limits } from './limits.js';
import { MATCH_ID, PROTOCOL_VERSION, settingsFrom, quoted } from './protocol.js';
import { attach, confirmSeat, detach, lostBy, matchMessage, newRecord, nextDeadline, type Decision, type MatchRecord } from './referee.js';
import type { Settings } from './protocol.js';
import type { MatchEvent, MatchStore, PairedNotice, WaitEntry } from './store.js';

/** What the lobby needs of the hub. */
export interface LobbyHost {
  /** This process's id. */
  readonly serverId: string;
  /** The hub's settings. */
  readonly options: HubOptions;
  /** The store. */
  readonly store: MatchStore;
  /** The limits. */
  readonly limits: Limits;
  /** The hub's counters. */
  readonly stats: { matchesCreated: number; joinsRefused: number };
  /** The records of matches in play held by this process. */
  readonly cache: Map<string, MatchRecord>;
  /** This process's open connections. */
  readonly conns: ReadonlyMap<string, Conn>;
  /** The clock (ms). */
  now(): number;
  /** Log lines. */
  log(line: string): void;
  /** Sends a message. */
  send(conn: Conn, msg: Record<string, unknown> | string): void;
  /** Seats a connection in a match (unconfirmed). */
  bind(conn: Conn, matchId: string, color: Color, token: string): void;
  /** Takes a connection off its seat. */
  unbind(conn: Conn): void;
  /** Decides and stores an action on a match (see `Hub.act`). */
  act(id: string, fn: (r: MatchRecord, now: number) => Decision, actor?: Conn): Promise<Decision | null>;
  /** Seats of gone processes become away (`resuming`: the seat whose player is back, see `Hub.reclaim`). */
  reclaim(id: string, resuming?: Color): Promise<void>;
  /** Sets the match's timer for its next deadline. */
  schedule(id: string, deadline: number | null): void;
}

/** A match made with a player waiting on another process, not yet confirmed by that process. */
interface PendingPair {
  /** This process's player, not told of the match yet. */
  readonly conn: Conn;
  /** The other player's connection (on `server`). */
  readonly waiter: string;
  /** The other player's process. */
  readonly server: string;
  /** The waiter's colour. */
  readonly waiterColor: Color;
  /** The match as made (the confirmation changes nothing in it but the version). */
  readonly record: MatchRecord;
  /** The lobby key, the private id and the settings, to wait again if the waiter is gone. */
  readonly key: string;
  readonly privateId: string | null;
  readonly settings: Settings;
}

/** The lobby of one server process (see the module comment). */
export class Lobby {
  private readonly pending = new Map<string, PendingPair>();
  private readonly addressJoins = new Map<string, TokenBucket>();
  private readonly addressMatches = new Map<string, number>();
  private readonly matchAddresses = new Map<string, string[]>();

  /** A lobby acting through `hub`. */
  constructor(private readonly hub: LobbyHost) {}

  /**
   * Stops the connection's wait in the lobby before it asks for something else. False when a
   * player (of this process or another) took its waiting seat meanwhile: its match is being made,
   * the request is refused, and the match comes as for any paired player.
   */
  private async stopWaiting(conn: Conn): Promise<boolean> {
    if (!conn.waiting) return true;
    if (!(await this.hub.store.unwait(conn.waiting, conn.id))) {
      this.hub.send(conn, { type: 'error', code: 'pairing', reason: 'you were just paired: your match is starting' });
      return false;
    }
    conn.waiting = null;
    return true;
  }

  /** A `join`: pairs the connection in the lobby (public or private), or leaves it waiting. */
  async onJoin(conn: Conn, msg: Record<string, unknown>): Promise<void> {
    if (conn.seat) {
      const current = this.hub.cache.get(conn.seat.matchId) ?? (await this.hub.store.load(conn.seat.matchId));
      if (current && !current.ended) return this.hub.send(conn, { type: 'error', reason: 'already in a match (send "leave" to give it up)' });
      this.hub.unbind(conn);
    }
    let settings;
    try {
      settings = settingsFrom(msg);
    } catch (error) {
      return this.hub.send(conn, { type: 'error', reason: (error as Error).message });
    }
    let privateId: string | null = null;
    if (msg.match !== undefined && msg.match !== null && msg.match !== '') {
      if (typeof msg.match !== 'string' || !MATCH_ID.test(msg.match))
        return this.hub.send(conn, { type: 'error', reason: `bad match id ${quoted(msg.match)} (letters, digits, - and _, at most 64)` });
      privateId = msg.match;
    }
    const now = this.hub.now();
    let addressJoins = this.addressJoins.get(conn.address);
    if (!addressJoins)
      this.addressJoins.set(
        conn.address,
        (addressJoins = new TokenBucket(this.hub.limits.joinsPerMinutePerAddress / 60, burstOf(this.hub.limits.joinsPerMinutePerAddress, 30), now)),
      );
    if (!conn.joins.take(now) || !addressJoins.take(now)) {
      this.hub.stats.joinsRefused++;
      return this.hub.send(conn, { type: 'error', code: 'slow-down', reason: 'too many joins: wait a little' });
    }
    if ((this.addressMatches.get(conn.address) ?? 0) >= this.hub.limits.maxMatchesPerAddress) {
      this.hub.stats.joinsRefused++;
      return this.hub.send(conn, {
        type: 'error',
        code: 'too-many-matches',
        reason: `at most ${this.hub.limits.maxMatchesPerAddress} matches at once from one address`,
      });
    }
    if (privateId && (await this.hub.store.exists(privateId))) return this.hub.send(conn, { type: 'error', reason: `match ${privateId} is full` });
    if (!(await this.stopWaiting(conn))) return;
    const key = privateId ? `p:${privateId}` : `l:${JSON.stringify(settings)}`;
    await this.seat(conn, key, privateId, settings);
  }

  /**
   * Pairs the connection with the player waiting under `key`, or leaves it waiting there. A match
   * with a player of another process is told to this connection only once that process has
   * confirmed its player's seat (`onStored`): a waiter whose process died just before it could
   * be seen gone pairs nobody (`checkPending` puts this connection back in the lobby).
   */
  private async seat(conn: Conn, key: string, privateId: string | null, settings: Settings): Promise<void> {
    const now = this.hub.now();
    const first = await this.takeSeat(key, { conn: conn.id, server: this.hub.serverId, settings });
    if (!first) {
      conn.waiting = key;
      return this.hub.send(conn, { type: 'waiting', match: privateId, settings });
    }
    conn.waiting = null;
    // The first player's settings apply to a private match.
    const id = privateId ?? newToken().slice(0, 12);
    const me: Color = randomInt(2) === 0 ? 'white' : 'black';
    const them: Color = opponent(me);
    const tokens = { white: newToken(), black: newToken() };
    const record = newRecord(id, first.settings, tokens, { [me]: conn.id, [them]: first.conn } as Record<Color, string>, now);
    const event: MatchEvent = { id, version: 1, seats: { white: record.seats.white.conn, black: record.seats.black.conn }, deadline: null, out: [] };
    this.hub.bind(conn, id, me, tokens[me]);
    const local = first.server === this.hub.serverId ? this.hub.conns.get(first.conn) : undefined;
    if (local) this.hub.bind(local, id, them, tokens[them]);
    const remote = first.server !== this.hub.serverId;
    if (remote) this.pending.set(id, { conn, waiter: first.conn, server: first.server, waiterColor: them, record, key, privateId, settings });
    let saved: boolean;
    try {
      saved = await this.hub.store.save(record, event);
    } catch (error) {
      // Not stored (the store is unavailable): neither player is seated; this one is told to retry, a local waiter too.
      this.pending.delete(id);
      this.hub.unbind(conn);
      if (local) {
        this.hub.unbind(local);
        local.waiting = null;
        this.hub.send(local, { type: 'error', code: 'unavailable', request: 'join', reason: (error as Error).message });
      }
      throw error;
    }
    if (!saved) {
      this.pending.delete(id);
      return this.hub.send(conn, { type: 'error', reason: `match ${id} is full` });
    }
    this.hub.stats.matchesCreated++;
    this.hub.cache.set(id, record);
    const addresses = [...new Set([conn.address, ...(local ? [local.address] : [])])];
    this.matchAddresses.set(id, addresses);
    for (const a of addresses) this.addressMatches.set(a, (this.addressMatches.get(a) ?? 0) + 1);
    this.hub.log(`match ${id}: ${JSON.stringify(first.settings)} paired`);
    if (remote) return this.hub.store.notify({ server: first.server, conn: first.conn, matchId: id, color: them });
    conn.seat!.confirmed = true;
    this.hub.send(conn, matchMessage(record, me, false, now));
    if (local) this.seatPaired(local, record, them);
    else await this.hub.act(id, (r, t) => detach(r, them, first.conn, t, this.hub.options)); // the first player left meanwhile
  }

  /**
   * A stored change of a match this process made with another process's waiter: the waiter's
   * seat confirmed, and this process's player is told the match; or the waiter gone before it
   * was seated, and this player waits in the lobby again.
   */
  onStored(e: MatchEvent): void {
    const p = this.pending.get(e.id);
    if (!p || e.version < 2) return;
    this.pending.delete(e.id);
    if (e.seats[p.waiterColor] !== p.waiter) return void this.abandon(e.id, p);
    if (p.conn.closed || p.conn.seat?.matchId !== e.id) return;
    p.conn.seat.confirmed = true;
    this.hub.send(p.conn, matchMessage(p.record, p.conn.seat.color, false, this.hub.now()));
  }

  /** Matches made with waiters of processes that are gone (they died before they were seen gone): their players wait again. */
  async checkPending(): Promise<void> {
    for (const [id, p] of [...this.pending]) {
      if (p.conn.closed) this.pending.delete(id);
      else if (!(await this.hub.store.isAlive(p.server))) {
        this.pending.delete(id);
        await this.abandon(id, p);
      }
    }
  }

  /** The waiter of a pending match is gone: the match ends unseen (recorded as left by the waiter), and this process's player waits again. */
  private async abandon(id: string, p: PendingPair): Promise<void> {
    this.hub.log(`match ${id}: the waiter ${p.waiter} of ${p.server} is gone; its opponent waits again`);
    if (p.conn.seat?.matchId === id) this.hub.unbind(p.conn);
    await this.hub.act(id, (r, t) => (r.ended ? { out: [] } : lostBy(r, 'left', p.waiterColor, t)));
    if (!p.conn.closed && !p.conn.seat && !p.conn.waiting) await this.seat(p.conn, p.key, p.privateId, p.settings);
  }

  /**
   * Pairs with the player waiting under `key`, or waits there. An entry left by a process that is
   * no longer running (killed while its player waited) is dropped, and the next one tried.
   */
  private async takeSeat(key: string, entry: WaitEntry): Promise<WaitEntry | null> {
    for (;;) {
      const first = await this.hub.store.pair(key, entry);
      if (!first || first.server === this.hub.serverId || (await this.hub.store.isAlive(first.server))) return first;
      this.hub.log(`lobby: dropped the waiting ${first.conn} of the stopped process ${first.server}`);
    }
  }

  /** Tells a waiting connection of this process its new match; if it closed meanwhile, its seat goes away. */
  private seatPaired(conn: Conn, record: MatchRecord, color: Color): void {
    conn.waiting = null;
    if (conn.closed) {
      void this.hub.act(record.id, (r, t) => detach(r, color, conn.id, t, this.hub.options));
      return;
    }
    if (conn.seat?.matchId !== record.id) this.hub.bind(conn, record.id, color, record.seats[color].token);
    conn.seat!.confirmed = true;
    this.hub.send(conn, matchMessage(record, color, false, this.hub.now()));
  }

  /** Another process paired one of our waiting connections. */
  onNotice(n: PairedNotice): void {
    if (n.server !== this.hub.serverId) return;
    void (async () => {
      const record = await this.hub.store.load(n.matchId);
      if (!record) return;
      this.hub.cache.set(n.matchId, record);
      const conn = this.hub.conns.get(n.conn);
      if (conn && !conn.closed) {
        this.hub.bind(conn, n.matchId, n.color, record.seats[n.color].token);
        this.addressMatches.set(conn.address, (this.addressMatches.get(conn.address) ?? 0) + 1);
        this.matchAddresses.set(n.matchId, [conn.address]);
        // Stored first: the pairing process tells its player the match on this change.
        const d = await this.hub.act(n.matchId, (r) => confirmSeat(r, n.color, conn.id));
        this.seatPaired(conn, d?.record ?? record, n.color);
      } else {
        await this.hub.act(n.matchId, (r, t) => detach(r, n.color, n.conn, t, this.hub.options));
      }
      this.hub.schedule(n.matchId, nextDeadline(this.hub.cache.get(n.matchId) ?? record, this.hub.options));
    })().catch((e: Error) => this.hub.log(`paired: ${e.message}`));
  }

  /** A `resume`: takes the token's seat back (or tells the ended match's summary). */
  async onResume(conn: Conn, msg: Record<string, unknown>): Promise<void> {
    const token = typeof msg.token === 'string' && msg.token.length <= 64 ? msg.token : null;
    const found = token ? await this.hub.store.lookupToken(token) : null;
    if (!found)
      return this.hub.send(conn, { type: 'error', code: 'unknown-token', reason: 'no match for this token (it ended long ago, or the token is wrong)' });
    if ('summary' in found) return this.sendEnded(conn, token!);
    if (conn.seat && (conn.seat.matchId !== found.id || conn.seat.color !== found.color)) {
      const current = this.hub.cache.get(conn.seat.matchId) ?? (await this.hub.store.load(conn.seat.matchId));
      if (current && !current.ended) return this.hub.send(conn, { type: 'error', reason: 'already in another match' });
    }
    if (!(await this.stopWaiting(conn))) return;
    this.hub.bind(conn, found.id, found.color, token!);
    await this.hub.reclaim(found.id, found.color);
    const d = await this.hub.act(found.id, (r, now) => attach(r, found.color, conn.id, now), conn);
    if (!d) await this.sendEnded(conn, token!);
  }

  /** The summary of an ended match, for a resume or sync after its end. */
  async sendEnded(conn: Conn, token: string): Promise<void> {
    const found = await this.hub.store.lookupToken(token);
    if (!found || !('summary' in found))
      return this.hub.send(conn, { type: 'error', code: 'unknown-token', reason: 'no match for this token (it ended long ago, or the token is wrong)' });
    const { tokens: _tokens, ...summary } = found.summary;
    this.hub.send(conn, { type: 'match-over', protocol: PROTOCOL_VERSION, color: found.summary.tokens.white === token ? 'white' : 'black', ...summary });
  }

  /** The match ended: the match counts of its addresses drop. */
  ended(id: string): void {
    for (const address of this.matchAddresses.get(id) ?? []) {
      const n = (this.addressMatches.get(address) ?? 1) - 1;
      if (n > 0) this.addressMatches.set(address, n);
      else this.addressMatches.delete(address);
    }
    this.matchAddresses.delete(id);
  }
}
