/**
 * A small Redis client speaking RESP2 over one TCP connection: commands with pipelining (replies
 * matched in order), and a subscriber mode for pub/sub. Enough for the server's Redis store —
 * no cluster, no sentinel — and no dependency. `redis://[:password@]host[:port][/db]`.
 */
import net from 'node:net';

/** A reply: text, a number, null, or a list of replies. */
export type RespValue = string | number | null | RespValue[];

/** Encodes a command as a RESP array of bulk strings. */
export function encodeCommand(args: readonly (string | number)[]): Buffer {
  const parts: Buffer[] = [Buffer.from(`*${args.length}\r\n`)];
  for (const a of args) {
    const b = Buffer.from(String(a));
    parts.push(Buffer.from(`$${b.length}\r\n`), b, Buffer.from('\r\n'));
  }
  return Buffer.concat(parts);
}

/** A reply parsed from `buf` at `at`: [value, next offset], or null when more bytes are needed. Errors parse as Error values. */
export function parseReply(buf: Buffer, at: number): [RespValue | Error, number] | null {
  const end = buf.indexOf('\r\n', at);
  if (end < 0) return null;
  const kind = String.fromCharCode(buf[at]);
  const line = buf.toString('utf8', at + 1, end);
  switch (kind) {
    case '+':
      return [line, end + 2];
    case '-':
      return [new Error(`redis: ${line.slice(0, 200)}`), end + 2];
    case ':':
      return [Number(line), end + 2];
    case '$': {
      const n = Number(line);
      if (n < 0) return [null, end + 2];
      if (buf.length < end + 2 + n + 2) return null;
      return [buf.toString('utf8', end + 2, end + 2 + n), end + 2 + n + 2];
    }
    case '*': {
      const n = Number(line);
      if (n < 0) return [null, end + 2];
      const out: RespValue[] = [];
      let pos = end + 2;
      for (let i = 0; i < n; i++) {
        const r = parseReply(buf, pos);
        if (!r) return null;
        out.push(r[0] instanceof Error ? r[0].message : r[0]);
        pos = r[1];
      }
      return [out, pos];
    }
    default:
      throw new Error(`redis: unreadable reply starting ${JSON.stringify(kind)}`);
  }
}

/** Host, port, password and database of a Redis URL. */
export function parseRedisUrl(url: string): { host: string; port: number; password: string | null; db: number } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error(`bad Redis URL ${JSON.stringify(url.slice(0, 40))}: expected redis://host:port/db`);
  }
  if (u.protocol !== 'redis:') throw new Error(`bad Redis URL ${JSON.stringify(url.slice(0, 40))}: expected redis://host:port/db`);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0;
  if (!Number.isInteger(db) || db < 0) throw new Error(`bad Redis database ${JSON.stringify(u.pathname.slice(1, 20))}`);
  return { host: u.hostname || '127.0.0.1', port: u.port ? Number(u.port) : 6379, password: u.password ? decodeURIComponent(u.password) : null, db };
}

/** One connection to Redis. */
export class RespClient {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly pending: { resolve: (v: RespValue) => void; reject: (e: Error) => void }[] = [];
  private onMessage: ((channel: string, message: string) => void) | null = null;
  private failed: Error | null = null;

  private constructor(private readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.onData(chunk));
    const fail = (error: Error) => {
      this.failed = error;
      for (const p of this.pending.splice(0)) p.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('redis: the connection closed')));
  }

  /** Connects (AUTH and SELECT as the URL says). */
  static async connect(url: string): Promise<RespClient> {
    const { host, port, password, db } = parseRedisUrl(url);
    const socket = net.connect({ host, port });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', (e) => reject(new Error(`redis: cannot connect to ${host}:${port}: ${e.message}`)));
    });
    const client = new RespClient(socket);
    if (password) await client.command(['AUTH', password]);
    if (db) await client.command(['SELECT', db]);
    return client;
  }

  private onData(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    let at = 0;
    for (;;) {
      const r = parseReply(this.buffer, at);
      if (!r) break;
      at = r[1];
      const value = r[0];
      if (this.onMessage && Array.isArray(value) && value[0] === 'message') {
        this.onMessage(String(value[1]), String(value[2]));
        continue;
      }
      const p = this.pending.shift();
      if (!p) continue;
      if (value instanceof Error) p.reject(value);
      else p.resolve(value);
    }
    this.buffer = at === this.buffer.length ? Buffer.alloc(0) : this.buffer.subarray(at);
  }

  /** Sends one command; its reply (a Redis error rejects). */
  command(args: readonly (string | number)[]): Promise<RespValue> {
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      this.socket.write(encodeCommand(args));
    });
  }

  /** Turns this connection into a subscriber of `channels`; messages go to `onMessage`. */
  async subscribe(channels: readonly string[], onMessage: (channel: string, message: string) => void): Promise<void> {
    this.onMessage = onMessage;
    for (const c of channels) await this.command(['SUBSCRIBE', c]);
  }

  /** Closes the connection. */
  close(): void {
    this.socket.destroy();
  }
}
