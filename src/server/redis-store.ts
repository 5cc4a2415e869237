/**
 * The Redis store: several server processes share their matches through one Redis. A match is
 * a hash `{prefix}m:{id}` (`v` its version, `r` the record); a save is a Lua script that checks
 * the version, writes, records the match's next deadline in a sorted set and publishes the
 * change on one channel, all at once — so every process sees every match's changes in version
 * order and two processes acting on one match are serialised (the loser reloads). Seat tokens,
 * lobby entries, ended-match summaries (expiring) and each process's last sign of life are
 * plain keys.
 *
 * Through `ioredis` (an optional peer dependency, loaded only when this store opens):
 * `redis://` and `rediss://` (TLS) URLs with an ACL user and password, commands that time out,
 * reconnection with backoff. While Redis is away every command fails at once with a
 * `TablaError` `unavailable` ("temporarily unavailable, retry"), and the store is used again
 * as soon as Redis is back; Redis unreachable or refusing the credentials when the store
 * opens fails the open with one line saying so.
 */
import type { Redis, RedisOptions as IoRedisOptions } from 'ioredis';
import { TablaError, type Color } from '../engine/index.js';
import type { MatchRecord, MatchSummary } from './match-record.js';
import { checkRecord, checkSummary } from './record-check.js';
import type { EndedLimits, MatchEvent, MatchStore, PairedNotice, TokenLookup, WaitEntry } from './store.js';

/** Options of the Redis store. */
export interface RedisOptions extends EndedLimits {
  /** `redis://[user:password@]host:port/db`, or `rediss://…` for TLS. */
  readonly url: string;
  /** How long a command may take before it counts as failed (ms). Default 2000. */
  readonly commandTimeoutMs?: number;
  /** Log lines (Redis lost and back). */
  readonly log?: (line: string) => void;
  /** Key prefix (default `tabla:`). */
  readonly prefix?: string;
  /** The clock (ms). */
  readonly now?: () => number;
}

/** A process is taken for gone when it has not refreshed its sign of life for this long. */
const ALIVE_MS = 4000;
/** How long a lobby entry waits (it is refreshed by nothing: a player waits at most this long). */
const WAIT_MS = 3600_000;

const SAVE = `
local cur = redis.call('HGET', KEYS[1], 'v')
if cur then
  if tonumber(cur) ~= tonumber(ARGV[1]) - 1 then return 0 end
elseif tonumber(ARGV[1]) ~= 1 then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'r', ARGV[2])
if ARGV[4] == '' then redis.call('ZREM', KEYS[2], ARGV[5]) else redis.call('ZADD', KEYS[2], ARGV[4], ARGV[5]) end
redis.call('PUBLISH', KEYS[3], ARGV[3])
return 1`;

const PAIR = `
local cur = redis.call('GET', KEYS[1])
if cur then
  local d = cjson.decode(cur)
  if d.conn ~= ARGV[2] then redis.call('DEL', KEYS[1]) return cur end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
return false`;

const UNWAIT = `
local cur = redis.call('GET', KEYS[1])
if cur and cjson.decode(cur).conn == ARGV[1] then redis.call('DEL', KEYS[1]) return 1 end
return 0`;

/** The most time between two reconnection attempts (ms); they start at 50 ms and double. */
const MAX_BACKOFF_MS = 2000;

/**
 * Checks a Redis URL: `redis:` or `rediss:`, a host, a database number.
 * @throws TablaError `bad-option` naming the problem (the password never shown)
 */
export function checkRedisUrl(url: string): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new TablaError(
      'bad-option',
      `bad Redis URL ${JSON.stringify(url.replace(/\/\/[^@/]*@/, '//…@').slice(0, 40))}: expected redis://[user:password@]host:port/db or rediss://…`,
    );
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:')
    throw new TablaError('bad-option', `bad Redis URL scheme ${JSON.stringify(u.protocol.slice(0, 20))}: expected redis: or rediss: (TLS)`);
  const db = u.pathname.length > 1 ? u.pathname.slice(1) : '0';
  if (!/^\d{1,5}$/.test(db)) throw new TablaError('bad-option', `bad Redis database ${JSON.stringify(db.slice(0, 20))}: expected a number`);
}

/** The error of a command while Redis is away: one the player may retry. Replies of Redis itself (a script's error) pass as they are. */
function unavailable(error: unknown): Error {
  if ((error as Error)?.name === 'ReplyError' && !/^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|READONLY)/.test((error as Error).message)) return error as Error;
  return new TablaError(
    'unavailable',
    `the match store (Redis) is unavailable (${String((error as Error)?.message ?? error).slice(0, 60)}): temporarily unavailable, retry`,
  );
}

/** ioredis, loaded on first use. @throws TablaError `bad-option` when it is not installed */
async function loadIoredis(): Promise<typeof import('ioredis').Redis> {
  try {
    return (await import('ioredis')).Redis;
  } catch {
    throw new TablaError('bad-option', 'the Redis store needs the ioredis package: npm install ioredis');
  }
}

/** The Redis store (see the module comment). */
export class RedisStore implements MatchStore {
  readonly kind = 'redis';
  private client: Redis | null = null;
  private subscriber: Redis | null = null;
  private server = '';
  private aliveTimer: ReturnType<typeof setInterval> | null = null;
  private readonly prefix: string;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  /** Set once both connections were made: from then on a lost connection is retried for good. */
  private opened = false;
  private away = false;
  private lastError: Error | null = null;

  /** A store backed by the Redis server at `options.url`. */
  constructor(private readonly options: RedisOptions) {
    checkRedisUrl(options.url);
    this.prefix = options.prefix ?? 'tabla:';
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => {});
  }

  /** Runs a command; a failure to reach Redis becomes `unavailable`. */
  private async run<T>(command: (redis: Redis) => Promise<T>): Promise<T> {
    if (!this.client) throw new TablaError('unavailable', 'the Redis store is not open: temporarily unavailable, retry');
    try {
      return await command(this.client);
    } catch (error) {
      throw unavailable(error);
    }
  }

  /** A connection to Redis, not yet connected. */
  private connection(RedisClass: typeof import('ioredis').Redis): Redis {
    const options: IoRedisOptions = {
      lazyConnect: true,
      connectTimeout: 5000,
      commandTimeout: this.options.commandTimeoutMs ?? 2000,
      // While Redis is away a command fails at once (the player is told to retry) instead of waiting in a queue.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (times) => (this.opened ? Math.min(50 * 2 ** Math.min(times, 10), MAX_BACKOFF_MS) : null),
    };
    const client = new RedisClass(this.options.url, options);
    // Told through the commands' failures and the close and ready events below; the last one names why an open failed.
    client.on('error', (error: Error) => (this.lastError = error));
    client.on('close', () => {
      if (this.opened && !this.away) {
        this.away = true;
        this.log('redis: the connection is lost; actions are refused as temporarily unavailable while it is retried');
      }
    });
    client.on('ready', () => {
      if (this.away && this.client?.status === 'ready' && this.subscriber?.status === 'ready') {
        this.away = false;
        this.log('redis: connected again');
        void this.beat().catch(() => {});
      }
    });
    return client;
  }

  async open(server: string, onEvent: (e: MatchEvent) => void, onNotice: (n: PairedNotice) => void): Promise<void> {
    this.server = server;
    const RedisClass = await loadIoredis();
    const client = this.connection(RedisClass);
    const subscriber = this.connection(RedisClass);
    try {
      await client.connect();
      await subscriber.connect();
      subscriber.on('message', (_channel: string, message: string) => {
        let m: { k: string } & Record<string, unknown>;
        try {
          m = JSON.parse(message) as typeof m;
        } catch {
          return;
        }
        if (m.k === 'e') onEvent(m.e as MatchEvent);
        else if (m.k === 'n' && (m.n as PairedNotice).server === this.server) onNotice(m.n as PairedNotice);
      });
      await subscriber.subscribe(this.key('events'));
      this.client = client;
      this.subscriber = subscriber;
      await this.beat();
    } catch (error) {
      client.disconnect();
      subscriber.disconnect();
      this.client = this.subscriber = null;
      const u = new URL(this.options.url);
      const why = this.lastError ?? (error as Error);
      throw new TablaError('unavailable', `cannot use Redis at ${u.protocol}//${u.host}: ${String(why?.message ?? why).slice(0, 100)}`);
    }
    this.opened = true;
    this.aliveTimer = setInterval(() => void this.beat().catch(() => {}), 1000);
    this.aliveTimer.unref?.();
  }

  private beat(): Promise<unknown> {
    return this.run((r) => r.hset(this.key('alive'), this.server, this.now()));
  }

  /** True while Redis is away (its connection lost and being retried). */
  get unavailableNow(): boolean {
    return this.away;
  }

  resumable(): MatchRecord[] {
    return [];
  }

  private key(kind: string, id = ''): string {
    return `${this.prefix}${kind}${id}`;
  }

  async load(id: string): Promise<MatchRecord | null> {
    const text = await this.run((r) => r.hget(this.key('m:', id), 'r'));
    return text === null ? null : checkRecord(JSON.parse(text));
  }

  async exists(id: string): Promise<boolean> {
    return (await this.run((r) => r.exists(this.key('m:', id)))) === 1;
  }

  async lookupToken(token: string): Promise<TokenLookup> {
    const seat = await this.run((r) => r.get(this.key('t:', token)));
    if (seat === null) return null;
    const [color, id] = [seat.slice(0, 5) as Color, seat.slice(6)];
    if (await this.exists(id)) return { id, color };
    const summary = await this.run((r) => r.get(this.key('e:', id)));
    return summary === null ? null : { summary: checkSummary(JSON.parse(summary)) };
  }

  async save(record: MatchRecord, event: MatchEvent): Promise<boolean> {
    if (record.version === 1) {
      for (const color of ['white', 'black'] as const) await this.run((r) => r.set(this.key('t:', record.seats[color].token), `${color}:${record.id}`));
    }
    const ok = await this.run((r) =>
      r.eval(
        SAVE,
        3,
        this.key('m:', record.id),
        this.key('deadlines'),
        this.key('events'),
        record.version,
        JSON.stringify(record),
        JSON.stringify({ k: 'e', e: event }),
        event.deadline ?? '',
        record.id,
      ),
    );
    return ok === 1;
  }

  async finish(summary: MatchSummary): Promise<void> {
    const keep = this.options.keepEndedMs;
    await this.run((r) =>
      r
        .multi()
        .set(this.key('e:', summary.id), JSON.stringify(summary), 'PX', keep)
        .pexpire(this.key('t:', summary.tokens.white), keep)
        .pexpire(this.key('t:', summary.tokens.black), keep)
        .del(this.key('m:', summary.id))
        .zrem(this.key('deadlines'), summary.id)
        .zadd(this.key('ended'), summary.endedAt, summary.id)
        .exec(),
    );
    // The bound on the number kept: the oldest summaries beyond maxEnded are dropped.
    const over = (await this.run((r) => r.zcard(this.key('ended')))) - this.options.maxEnded;
    if (over > 0) {
      const old = await this.run((r) => r.zrange(this.key('ended'), 0, over - 1));
      await this.run((r) => r.zremrangebyrank(this.key('ended'), 0, over - 1));
      if (old.length) await this.run((r) => r.del(...old.map((id) => this.key('e:', id))));
    }
  }

  async pair(key: string, entry: WaitEntry): Promise<WaitEntry | null> {
    const first = await this.run((r) => r.eval(PAIR, 1, this.key('w:', key), JSON.stringify(entry), entry.conn, WAIT_MS));
    return typeof first === 'string' ? (JSON.parse(first) as WaitEntry) : null;
  }

  async unwait(key: string, conn: string): Promise<boolean> {
    return (await this.run((r) => r.eval(UNWAIT, 1, this.key('w:', key), conn))) === 1;
  }

  async notify(notice: PairedNotice): Promise<void> {
    await this.run((r) => r.publish(this.key('events'), JSON.stringify({ k: 'n', n: notice })));
  }

  async lastAlive(server: string): Promise<number | null> {
    const t = await this.run((r) => r.hget(this.key('alive'), server));
    return t === null ? null : Number(t);
  }

  async isAlive(server: string): Promise<boolean> {
    const t = await this.lastAlive(server);
    return t !== null && this.now() - t < ALIVE_MS;
  }

  async due(now: number): Promise<string[]> {
    return this.run((r) => r.zrangebyscore(this.key('deadlines'), '-inf', now, 'LIMIT', 0, 100));
  }

  async close(): Promise<void> {
    if (this.aliveTimer) clearInterval(this.aliveTimer);
    this.opened = false;
    this.subscriber?.disconnect();
    this.client?.disconnect();
    this.client = this.subscriber = null;
  }
}
