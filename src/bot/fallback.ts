/**
 * What the bot reports when it runs weaker or slower than it could, and how to fix it: the
 * messages of {@link BotFallback}. The bot client (./client.ts) sends each of them once, as a
 * `console.warn` and to its `onFallback` listener (the board turns it into a `tabla-error` from `bot`).
 */

/** What runs instead: the bot on the main thread, its networks in JavaScript, or the hand-made evaluation. */
export type BotFallbackKind = 'main-thread' | 'js' | 'heuristic';

/** One fallback of the bot: what happened and why, what runs instead, and the fix. */
export interface BotFallback {
  /** What runs instead. */
  readonly fallback: BotFallbackKind;
  /** The cause, the effect and the fix, in plain words. */
  readonly message: string;
}

/** The worker could not start or failed to load (`cause`, e.g. a CSP or Trusted Types refusal, a 404). */
export function workerFallback(cause: string): BotFallback {
  return {
    fallback: 'main-thread',
    message:
      `the bot's worker could not start (${cause.slice(0, 200)}): the bot plays on the main thread, where a long think can stall the page. ` +
      "Fix: allow the worker in the page's Content-Security-Policy (worker-src 'self' for a self-hosted worker; worker-src blob: plus the CDN's origin for the CDN build), " +
      'list the policy tabla-board in a trusted-types directive, or where your bundler does not bundle workers copy dist/cdn/tabla-board.worker.js and tabla-board.net-*.js to your site and set worker-url (README, "Use it from npm (with a bundler)").',
  };
}

/** WebAssembly may not be compiled where the bot runs (`where`: `the worker` or `the main thread`). */
export function wasmFallback(where: string): BotFallback {
  return {
    fallback: 'js',
    message:
      `WebAssembly is refused in ${where} (a Content-Security-Policy without 'wasm-unsafe-eval', or no WebAssembly SIMD): the bot's networks run in JavaScript, slower, with the same play. ` +
      "Fix: add 'wasm-unsafe-eval' to script-src, in the page's policy and in the one the worker file is served with, if any.",
  };
}

/** A game's network could not be loaded (`detail`: the loader's message naming the game). */
export function networkFallback(detail: string): BotFallback {
  return {
    fallback: 'heuristic',
    message:
      `${detail.slice(0, 300)}. The bot plays its hand-made evaluation, much weaker. ` +
      'Fix: serve tabla-board.net-<game>.js beside tabla-board.worker.js (script-tag build), or let your bundler emit the dist/bot/weights chunks (npm build; tabla-board/cdn is for script tags only).',
  };
}
