/** A client connection as the server keeps it: its socket, its seat, its lobby key and its rates. */
import { randomBytes } from 'node:crypto';
import type { Color } from '../engine/index.js';
import { burstOf, TokenBucket, type Limits } from './limits.js';

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
  /** Its requests run one after another, in the order sent: the end of those queued so far. */
  queue: Promise<void>;
}

/** A fresh secret seat token (144 bits). */
export const newToken = (): string => randomBytes(18).toString('base64url');

/** A new connection `id` on `socket` from `address`: no seat, not waiting, its rates full at `now`. */
export function newConn(id: string, socket: SocketLike, address: string, limits: Limits, now: number): Conn {
  return {
    id,
    socket,
    address,
    seat: null,
    waiting: null,
    messages: new TokenBucket(limits.messagesPerSecond, limits.messageBurst, now),
    joins: new TokenBucket(limits.joinsPerMinute / 60, burstOf(limits.joinsPerMinute, 5), now),
    dropped: 0,
    alive: true,
    closed: false,
    queue: Promise.resolve(),
  };
}
