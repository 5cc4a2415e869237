/** A client connection as the server keeps it: its socket, its seat, its lobby key and its rates. */
import { randomBytes } from 'node:crypto';
import type { Color } from '../engine/index.js';
import type { TokenBucket } from './limits.js';

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
