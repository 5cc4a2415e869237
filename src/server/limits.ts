/**
 * The server's limits against abuse, with their defaults (each a `tabla serve` flag and an
 * environment variable, docs/multiplayer.md), and the token bucket that enforces the rates.
 */

/** Every limit, all optional in the options. */
export interface Limits {
  /** Largest message accepted (bytes); a bigger one closes the connection (1009). */
  readonly maxMessageBytes: number;
  /** Output buffered for one socket beyond which it is closed (a client that does not read). */
  readonly maxBufferedBytes: number;
  /** Messages per second a connection may send (sustained). */
  readonly messagesPerSecond: number;
  /** Messages a connection may send at once (burst). */
  readonly messageBurst: number;
  /** Messages dropped over the rate before the connection is closed (1008). */
  readonly maxDroppedMessages: number;
  /** Joins per minute a connection may make (pairing and leaving in a loop). */
  readonly joinsPerMinute: number;
  /** Joins per minute from one address. */
  readonly joinsPerMinutePerAddress: number;
  /** Matches in play at once with a player from one address. */
  readonly maxMatchesPerAddress: number;
  /** Connections at once from one address. */
  readonly maxConnectionsPerAddress: number;
  /** TCP connections from one peer address that have not yet finished their HTTP request (a trusted proxy's address is exempt). */
  readonly maxPendingConnectionsPerAddress: number;
  /** Ended-match summaries kept. */
  readonly maxEnded: number;
}

/** The defaults: generous for people, tight for scripts. */
export const DEFAULT_LIMITS: Limits = {
  maxMessageBytes: 8 * 1024,
  maxBufferedBytes: 1024 * 1024,
  messagesPerSecond: 20,
  messageBurst: 40,
  maxDroppedMessages: 200,
  joinsPerMinute: 20,
  joinsPerMinutePerAddress: 120,
  maxMatchesPerAddress: 50,
  maxConnectionsPerAddress: 100,
  maxPendingConnectionsPerAddress: 20,
  maxEnded: 10_000,
};

/**
 * Checks a set of limits (positive whole numbers) and fills in the defaults.
 * @throws Error naming the bad limit
 */
export function limitsFrom(given: Partial<Limits> = {}): Limits {
  const out: Record<string, number> = { ...DEFAULT_LIMITS };
  for (const [key, value] of Object.entries(given)) {
    if (!(key in DEFAULT_LIMITS)) throw new Error(`unknown limit ${JSON.stringify(key.slice(0, 40))}`);
    if (value === undefined) continue;
    if (!Number.isInteger(value) || (value as number) < 1) throw new Error(`limit ${key} must be a whole number ≥ 1, got ${String(value).slice(0, 20)}`);
    out[key] = value as number;
  }
  return out as unknown as Limits;
}

/**
 * The burst allowed for a rate of `perMinute`: at most `cap`, but never less than one second's
 * worth of the rate — a rate raised for a busy site is not cut back to `cap` joins in any instant
 * (a process that was off the CPU for a moment reads many at once).
 */
export const burstOf = (perMinute: number, cap: number): number => Math.max(1, Math.min(cap, perMinute), Math.ceil(perMinute / 60));

/** A token bucket: `burst` tokens, refilled at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** Takes one token at `now`; false when none is left. */
  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
