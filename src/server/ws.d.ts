/** The few parts of the `ws` package (8.x) the server uses; `ws` ships no types of its own. */
declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage, Server } from 'node:http';

  /** One WebSocket connection. */
  export class WebSocket extends EventEmitter {
    /** 0 connecting, 1 open, 2 closing, 3 closed. */
    readonly readyState: number;
    /** Bytes queued but not yet sent. */
    readonly bufferedAmount: number;
    /** Sends a message. */
    send(data: string): void;
    /** Starts the closing handshake. */
    close(code?: number, reason?: string): void;
    /** Destroys the connection at once. */
    terminate(): void;
    /** Sends a ping frame. */
    ping(): void;
    on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): this;
    on(event: 'pong' | 'close', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  /** A WebSocket server attached to an HTTP server. */
  export class WebSocketServer extends EventEmitter {
    constructor(options: { server: Server; path?: string; maxPayload?: number });
    /** The open connections. */
    readonly clients: Set<WebSocket>;
    /** Stops accepting connections. */
    close(callback?: () => void): void;
    on(event: 'connection', listener: (socket: WebSocket, request: IncomingMessage) => void): this;
  }
}
