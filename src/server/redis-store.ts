/**
 * The Redis store: several server processes share their matches through one Redis. A match is
 * a hash `{prefix}m:{id}` (`v` its version, `r` the record); a save is a Lua script that checks
 * the version, writes, records the match's next deadline in a sorted set and publishes the
 * change on one channel, all at once — so every process sees every match's changes in version
 * order and two processes acting on one match are serialised (the loser reloads). Seat tokens,
 * lobby entries, ended-match summaries (expiring) and each process's last sign of life are
 * plain keys. Uses the small RESP client in resp.ts.
 */
import type { Color } from '../engine/index.js';
import type { MatchRecord, MatchSummary } from './match-record.js';
import { RespClient } from './resp.js';
import type { EndedLimits, MatchEvent, MatchStore, PairedNotice, TokenLookup, WaitEntry } from './store.js';

/** Options of the Redis store. */
export interface RedisOptions extends EndedLimits {
  /** `redis://host:port/db`. */
  readonly url: string;
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

/** The Redis store (see the module comment). */
export class RedisStore implements MatchStore {
  readonly kind = 'redis';
  private client: RespClient | null = null;
  private subscriber: RespClient | null = null;
  private server = '';
  private aliveTimer: ReturnType<typeof setInterval> | null = null;
  private readonly prefix: string;
  private readonly now: () => number;

  constructor(private readonly options: RedisOptions) {
    this.prefix = options.prefix ?? 'tabla:';
    this.now = options.now ?? Date.now;
  }

  private get redis(): RespClient {
    if (!this.client) throw new Error('the Redis store is not open');
    return this.client;
  }

  private key(kind: string, id = ''): string {
    return `${this.prefix}${kind}${id}`;
  }

  async open(server: string, onEvent: (e: MatchEvent) => void, onNotice: (n: PairedNotice) => void): Promise<void> {
    this.server = server;
    this.client = await RespClient.connect(this.options.url);
    this.subscriber = await RespClient.connect(this.options.url);
    await this.subscriber.subscribe([this.key('events')], (_channel, message) => {
      let m: { k: string } & Record<string, unknown>;
      try {
        m = JSON.parse(message) as typeof m;
      } catch {
        return;
      }
      if (m.k === 'e') onEvent(m.e as MatchEvent);
      else if (m.k === 'n' && (m.n as PairedNotice).server === this.server) onNotice(m.n as PairedNotice);
    });
    await this.beat();
    this.aliveTimer = setInterval(() => void this.beat().catch(() => {}), 1000);
    this.aliveTimer.unref?.();
  }

  private beat(): Promise<unknown> {
    return this.redis.command(['HSET', this.key('alive'), this.server, this.now()]);
  }

  resumable(): MatchRecord[] {
    return [];
  }

  async load(id: string): Promise<MatchRecord | null> {
    const text = await this.redis.command(['HGET', this.key('m:', id), 'r']);
    return typeof text === 'string' ? (JSON.parse(text) as MatchRecord) : null;
  }

  async exists(id: string): Promise<boolean> {
    return (await this.redis.command(['EXISTS', this.key('m:', id)])) === 1;
  }

  async lookupToken(token: string): Promise<TokenLookup> {
    const seat = await this.redis.command(['GET', this.key('t:', token)]);
    if (typeof seat !== 'string') return null;
    const [color, id] = [seat.slice(0, 5) as Color, seat.slice(6)];
    if (await this.exists(id)) return { id, color };
    const summary = await this.redis.command(['GET', this.key('e:', id)]);
    return typeof summary === 'string' ? { summary: JSON.parse(summary) as MatchSummary } : null;
  }

  async save(record: MatchRecord, event: MatchEvent): Promise<boolean> {
    if (record.version === 1) {
      for (const color of ['white', 'black'] as const) await this.redis.command(['SET', this.key('t:', record.seats[color].token), `${color}:${record.id}`]);
    }
    const ok = await this.redis.command([
      'EVAL', SAVE, 3, this.key('m:', record.id), this.key('deadlines'), this.key('events'),
      record.version, JSON.stringify(record), JSON.stringify({ k: 'e', e: event }), event.deadline ?? '', record.id,
    ]);
    return ok === 1;
  }

  async finish(summary: MatchSummary): Promise<void> {
    const keep = this.options.keepEndedMs;
    await this.redis.command(['SET', this.key('e:', summary.id), JSON.stringify(summary), 'PX', keep]);
    await this.redis.command(['PEXPIRE', this.key('t:', summary.tokens.white), keep]);
    await this.redis.command(['PEXPIRE', this.key('t:', summary.tokens.black), keep]);
    await this.redis.command(['DEL', this.key('m:', summary.id)]);
    await this.redis.command(['ZREM', this.key('deadlines'), summary.id]);
    // The bound on the number kept: the oldest summaries beyond maxEnded are dropped.
    await this.redis.command(['ZADD', this.key('ended'), summary.endedAt, summary.id]);
    const over = Number(await this.redis.command(['ZCARD', this.key('ended')])) - this.options.maxEnded;
    if (over > 0) {
      const old = (await this.redis.command(['ZRANGE', this.key('ended'), 0, over - 1])) as string[];
      await this.redis.command(['ZREMRANGEBYRANK', this.key('ended'), 0, over - 1]);
      if (old.length) await this.redis.command(['DEL', ...old.map((id) => this.key('e:', id))]);
    }
  }

  async pair(key: string, entry: WaitEntry): Promise<WaitEntry | null> {
    const first = await this.redis.command(['EVAL', PAIR, 1, this.key('w:', key), JSON.stringify(entry), entry.conn, WAIT_MS]);
    return typeof first === 'string' ? (JSON.parse(first) as WaitEntry) : null;
  }

  async unwait(key: string, conn: string): Promise<boolean> {
    return (await this.redis.command(['EVAL', UNWAIT, 1, this.key('w:', key), conn])) === 1;
  }

  async notify(notice: PairedNotice): Promise<void> {
    await this.redis.command(['PUBLISH', this.key('events'), JSON.stringify({ k: 'n', n: notice })]);
  }

  async lastAlive(server: string): Promise<number | null> {
    const t = await this.redis.command(['HGET', this.key('alive'), server]);
    return typeof t === 'string' ? Number(t) : null;
  }

  async isAlive(server: string): Promise<boolean> {
    const t = await this.lastAlive(server);
    return t !== null && this.now() - t < ALIVE_MS;
  }

  async due(now: number): Promise<string[]> {
    return (await this.redis.command(['ZRANGEBYSCORE', this.key('deadlines'), '-inf', now, 'LIMIT', 0, 100])) as string[];
  }

  async close(): Promise<void> {
    if (this.aliveTimer) clearInterval(this.aliveTimer);
    this.subscriber?.close();
    this.client?.close();
    this.client = this.subscriber = null;
  }
}
