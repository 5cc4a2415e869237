/**
 * Where the bot comes from; this module is what differs between the two builds.
 *
 * - npm build (this file): no bundled worker; `startPackagedWorker()` starts
 *   `new Worker(new URL('./worker.js', import.meta.url))`, which bundlers understand, and the
 *   main-thread fallback is a separate chunk (`import('./protocol.js')`) that is fetched only
 *   when no worker can be started.
 * - script-tag build (rollup.config.mjs, scripts/build/rollup-plugin-bundled-worker.mjs): this module
 *   is swapped for one where `bundledWorkerUrl()` is `tabla-board.worker.js` next to the script
 *   (resolved from the script's own URL, so it works from a CDN) and `loadBot()` imports that
 *   same file on the main thread. The bot's code is then never part of the first load.
 */
import type { BotReady, BotRequest, BotResponse } from './protocol.js';
import type { AbortSignalLike } from './bot.js';

/** What the main-thread fallback needs from the bot: the same `answer` the worker runs. */
export interface MainThreadBot {
  answer(request: BotRequest, blocking: boolean, signal?: AbortSignalLike, post?: (progress: BotResponse) => void): Promise<BotResponse>;
  /** Which kernel runs on this thread. */
  ready(): BotReady;
}

/** URL of the bundled worker module (script-tag build only). */
export const bundledWorkerUrl: (() => URL) | undefined = undefined;

/**
 * Starts the npm build's worker, dist/bot/worker.js, in the form bundlers (Vite, webpack 5,
 * Rollup, esbuild) find and bundle. Undefined in the script-tag build, whose dist/cdn/ has no
 * worker.js: a bundler building an app from it would fail on this line.
 */
export const startPackagedWorker: (() => Worker) | undefined = () => new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });

/** Loads the bot for the main-thread fallback (a lazy chunk: only when no worker can run). */
export const loadBot = (): Promise<MainThreadBot> => import('./protocol.js');
