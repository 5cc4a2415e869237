/**
 * Messages between the board and its bot. Plain, structured-clone-safe data; no DOM.
 * The same `handleRequest` answers inside the worker and, as a fallback, on the main thread.
 */

/** Bumped when a message changes shape, so a self-hosted worker of another version can be told apart. */
export const BOT_PROTOCOL_VERSION = 1;

/** A request to the bot. Every request carries an `id` that its response repeats. */
export type BotRequest = { readonly type: 'ping'; readonly id: number };

/** A response from the bot. */
export type BotResponse =
  | { readonly type: 'pong'; readonly id: number; readonly version: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

/** Answers one request. Pure: the worker and the main-thread fallback both call this. */
export function handleRequest(request: BotRequest): BotResponse {
  switch (request.type) {
    case 'ping':
      return { type: 'pong', id: request.id, version: BOT_PROTOCOL_VERSION };
    default: {
      const unknown = request as { type?: unknown; id?: unknown };
      return {
        type: 'error',
        id: typeof unknown.id === 'number' ? unknown.id : -1,
        message: `unknown request type: ${String(unknown.type)}`,
      };
    }
  }
}
