/**
 * Seats of processes that are gone: a process killed while its players sat in matches leaves
 * their seats naming dead connections. They become away (the opponent told, the running move
 * paused from when that process was last alive, the forfeit time running) when their player
 * resumes elsewhere, when a deadline of the match is swept, or when a process holding the other
 * player of the match sees that process gone (checked once a second, Redis).
 */
import type { Color } from '../engine/index.js';
import { detach, nextDeadline, type Decision, type MatchRecord, type Timing } from './referee.js';
import type { MatchEvent, MatchStore } from './store.js';

/** A process refreshes its sign of life every second: one older than this has missed one. */
const MISSED_SIGN_OF_LIFE_MS = 1500;

/** What the takeover needs of the hub. */
export interface TakeoverHost {
  /** This process's id. */
  readonly serverId: string;
  /** The match timing. */
  readonly options: Timing;
  /** The store. */
  readonly store: MatchStore;
  /** The records of matches in play held by this process. */
  readonly cache: Map<string, MatchRecord>;
  /** The clock (ms). */
  now(): number;
  /** Decides and stores an action on a match (see `Hub.act`). */
  act(id: string, fn: (r: MatchRecord, now: number) => Decision): Promise<Decision | null>;
  /** Sets the match's timer for its next deadline. */
  schedule(id: string, deadline: number | null): void;
}

/** The takeover of one server process (see the module comment). */
export class Takeover {
  /** Who holds the seats of each match this process has players in, as the last stored change said. */
  private readonly holders = new Map<string, MatchEvent['seats']>();

  /** A takeover acting through `hub`. */
  constructor(private readonly hub: TakeoverHost) {}

  /** A stored change of a match this process has players in: who holds its seats now. */
  seen(id: string, seats: MatchEvent['seats']): void {
    this.holders.set(id, seats);
  }

  /** This process has no player in the match any more. */
  forget(id: string): void {
    this.holders.delete(id);
  }

  /**
   * Seats held by connections of processes that are gone become away (their moves paused from
   * when that process was last alive). `resuming`: the seat whose player is back on a new
   * connection; its old process counts as gone as soon as it missed a sign of life, so a player
   * back within the 4 s before it is taken for gone gets the gap paused too.
   */
  async reclaim(id: string, resuming?: Color): Promise<void> {
    const { hub } = this;
    const record = hub.cache.get(id) ?? (await hub.store.load(id));
    if (!record || record.ended) return;
    for (const color of ['white', 'black'] as const) {
      const conn = record.seats[color].conn;
      if (!conn) continue;
      const server = conn.split(':')[0];
      if (server === hub.serverId) continue;
      const last = await hub.store.lastAlive(server);
      const missed = color === resuming && last !== null && hub.now() - last > MISSED_SIGN_OF_LIFE_MS;
      if (!missed && (await hub.store.isAlive(server))) continue;
      const lastAlive = last ?? hub.now();
      await hub.act(id, (r, now) => detach(r, color, conn, now, hub.options, lastAlive));
    }
    const latest = hub.cache.get(id) ?? (await hub.store.load(id));
    if (latest) hub.schedule(id, nextDeadline(latest, hub.options));
  }

  /** The seats of this process's matches held by processes now gone become away (see the module comment). */
  async fromStopped(): Promise<void> {
    const byServer = new Map<string, Set<string>>();
    for (const [id, seats] of this.holders) {
      for (const server of [seats.white, seats.black].map((conn) => conn?.split(':')[0])) {
        if (server && server !== this.hub.serverId) byServer.set(server, (byServer.get(server) ?? new Set()).add(id));
      }
    }
    for (const [server, ids] of byServer) if (!(await this.hub.store.isAlive(server))) for (const id of ids) await this.reclaim(id);
  }
}
