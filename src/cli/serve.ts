/**
 * `tabla serve`: the multiplayer server (tabla-board/server) from the command line. Every flag
 * has an environment variable (`--port` ↔ `TABLA_PORT`, `--max-buffered-bytes` ↔
 * `TABLA_MAX_BUFFERED_BYTES`, …); a flag wins over its variable. Runs until SIGINT or SIGTERM.
 */
import type { ServerOptions } from '../server/index.js';
import { DEFAULT_LIMITS, type Limits } from '../server/limits.js';
import { checkRedisUrl } from '../server/redis-store.js';
import { trustProxyFrom } from '../server/proxy.js';
import { UsageError, type Args } from './args.js';

/** The limits' flags, in kebab case, each with its option name. */
const LIMIT_FLAGS = Object.keys(DEFAULT_LIMITS).map((key) => [key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), key] as const);

const SECONDS_FLAGS = ['reconnect-seconds', 'next-game-seconds', 'heartbeat-seconds', 'keep-ended-seconds'] as const;

/** Every option `tabla serve` takes (each with a value). */
export const SERVE_OPTIONS: readonly string[] = [
  'port',
  'host',
  'static',
  'journal',
  'fsync',
  'redis',
  'trust-proxy',
  ...SECONDS_FLAGS,
  ...LIMIT_FLAGS.map(([flag]) => flag),
];

/** The usage lines of `tabla serve`. */
export const SERVE_USAGE = `  serve        The multiplayer server: a page folder, the bundle at /dist/, WebSocket /ws.
                 --port N (8080)  --host H (127.0.0.1)  --static DIR  the page served at /
                 --journal FILE   the embedded store (default tabla-matches.jsonl)  --fsync true
                 --redis URL      share matches through Redis instead (redis://[user:pass@]host:6379/0,
                                  rediss:// for TLS; needs the ioredis package)
                 --trust-proxy N|ADDRS  read client addresses from X-Forwarded-For past N proxy hops,
                                  or past the proxies at ADDRS (a,b,…); default: the header is ignored
                 --reconnect-seconds S (60)  --next-game-seconds S (2.5)  --heartbeat-seconds S (15)
                 --keep-ended-seconds S (600)
                 limits: ${LIMIT_FLAGS.map(([flag]) => `--${flag}`).join(' ')}
               Every flag also reads from TABLA_<FLAG> (e.g. TABLA_PORT, TABLA_REDIS).
`;

/** A flag's value, or its environment variable's. */
function value(args: Args, flag: string): string | undefined {
  return args.options.get(flag) ?? process.env[`TABLA_${flag.toUpperCase().replace(/-/g, '_')}`];
}

function wholeNumber(text: string, flag: string, min: number, max = 1e12): number {
  if (!/^\d{1,12}$/.test(text.trim()) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`--${flag} must be a whole number ${max < 1e12 ? `${min}–${max}` : `≥ ${min}`}, got "${text.slice(0, 20)}"`);
  }
  return Number(text);
}

function seconds(text: string, flag: string): number {
  if (!/^\d{1,9}(\.\d{1,3})?$/.test(text.trim())) throw new UsageError(`--${flag} must be a number of seconds, got "${text.slice(0, 20)}"`);
  return Math.round(Number(text) * 1000);
}

/** The server options of the flags and environment variables. */
export function serveOptions(args: Args): ServerOptions {
  const limits: Partial<Record<keyof Limits, number>> = {};
  for (const [flag, key] of LIMIT_FLAGS) {
    const v = value(args, flag);
    if (v !== undefined) limits[key as keyof Limits] = wholeNumber(v, flag, 1);
  }
  const ms = (flag: (typeof SECONDS_FLAGS)[number]) => {
    const v = value(args, flag);
    return v === undefined ? undefined : seconds(v, flag);
  };
  const fsync = value(args, 'fsync');
  if (fsync !== undefined && fsync !== 'true' && fsync !== 'false') throw new UsageError(`--fsync must be true or false, got "${fsync.slice(0, 20)}"`);
  const port = value(args, 'port');
  const redis = value(args, 'redis');
  if (redis !== undefined) {
    try {
      checkRedisUrl(redis);
    } catch (error) {
      throw new UsageError(`--redis: ${(error as Error).message}`);
    }
  }
  let trustProxy;
  try {
    trustProxy = trustProxyFrom(value(args, 'trust-proxy'));
  } catch (error) {
    throw new UsageError(`--trust-proxy: ${(error as Error).message}`);
  }
  return {
    trustProxy,
    port: port === undefined ? 8080 : wholeNumber(port, 'port', 0, 65535),
    host: value(args, 'host') ?? '127.0.0.1',
    pageDir: value(args, 'static') ?? null,
    journal: value(args, 'journal'),
    fsync: fsync === 'true',
    redis,
    reconnectMs: ms('reconnect-seconds'),
    nextGameDelayMs: ms('next-game-seconds'),
    heartbeatMs: ms('heartbeat-seconds'),
    keepEndedMs: ms('keep-ended-seconds'),
    limits,
  };
}

/** tabla-board/server, loaded when `tabla serve` runs: it needs `ws`, an optional peer dependency the other commands do without. */
async function loadServer(): Promise<typeof import('../server/index.js')> {
  try {
    return await import('../server/index.js');
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && /'ws'/.test(String((error as Error).message))) {
      throw new Error('tabla serve needs the ws package, an optional peer dependency of tabla-board: npm install ws');
    }
    throw error;
  }
}

/** A Redis URL as it may be printed: the user name and password left out. */
function withoutCredentials(url: string): string {
  const shown = new URL(url);
  shown.username = '';
  shown.password = '';
  return shown.href;
}

/** Runs `tabla serve` until SIGINT or SIGTERM. */
export async function commandServeHttp(args: Args): Promise<number> {
  const options = serveOptions(args);
  const { startServer } = await loadServer();
  const server = await startServer({ ...options, log: (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`) });
  const where = options.redis ? `redis ${withoutCredentials(options.redis)}` : `journal ${options.journal ?? 'tabla-matches.jsonl'}`;
  console.log(`tabla serve: listening on ${server.origin} (ws ${server.wsUrl}; store: ${where})`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await server.close();
  return 0;
}
