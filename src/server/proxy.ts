/**
 * Which address a connection counts under for the per-address limits. Without a trusted proxy
 * it is the peer's address and `X-Forwarded-For` is ignored (anyone can write it). With
 * `trustProxy` — a number of proxy hops in front of the server, or the proxies' addresses — the
 * address is read from `X-Forwarded-For`, right to left, past the trusted hops only: the first
 * address that no trusted proxy vouches for.
 */
import { isIP } from 'node:net';
import { TablaError } from '../engine/index.js';
import { describeValue } from '../engine/checks.js';

/** Trusted proxies: a hop count, or their addresses. */
export type TrustProxy = number | readonly string[];

/** An address without the IPv4-in-IPv6 prefix (`::ffff:10.0.0.1` → `10.0.0.1`). */
export function plainAddress(a: string): string {
  const t = a.trim();
  return t.startsWith('::ffff:') && isIP(t.slice(7)) === 4 ? t.slice(7) : t;
}

/**
 * Checks a `trustProxy` setting: a whole number of hops (0–10), or a non-empty list of IP
 * addresses; `"1"` and `"10.0.0.1,10.0.0.2"` are read from text (the command line).
 * @throws TablaError `bad-option` naming the bad value
 */
export function trustProxyFrom(v: unknown): TrustProxy | null {
  if (v === undefined || v === null || v === false || v === 0 || v === '0' || v === '') return null;
  if (typeof v === 'string') return trustProxyFrom(/^\d+$/.test(v.trim()) ? Number(v) : v.split(',').map((s) => s.trim()));
  if (typeof v === 'number') {
    if (!Number.isInteger(v) || v < 0 || v > 10)
      throw new TablaError('bad-option', `trustProxy must be a hop count 0–10 or a list of addresses, got ${describeValue(v)}`);
    return v;
  }
  if (!Array.isArray(v) || v.length === 0 || !v.every((a) => typeof a === 'string' && isIP(plainAddress(a)) !== 0)) {
    throw new TablaError('bad-option', `trustProxy must be a hop count 0–10 or a list of IP addresses, got ${describeValue(v)}`);
  }
  return v.map(plainAddress);
}

/**
 * The address a request counts under: `peer` (the socket's) unless `trust` vouches for it, then
 * read from `forwardedFor` (the `X-Forwarded-For` header) as the module comment says.
 */
export function clientAddress(peer: string, forwardedFor: string | string[] | undefined, trust: TrustProxy | null): string {
  const direct = plainAddress(peer);
  if (trust === null || forwardedFor === undefined) return direct;
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map(plainAddress)
    .filter((a) => a !== '');
  if (listed.some((a) => isIP(a) === 0)) return direct; // a header that is not a list of addresses vouches for nothing
  const chain = [...listed, direct];
  if (typeof trust === 'number') return chain[Math.max(0, chain.length - 1 - trust)]!;
  let i = chain.length - 1;
  while (i > 0 && trust.includes(chain[i]!)) i--;
  return chain[i]!;
}
