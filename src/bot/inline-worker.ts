/**
 * Source of the bundled bot worker, for the single-file script-tag build. Empty in the npm build;
 * the script-tag build (rollup.config.mjs, scripts/rollup-plugin-inline-worker.mjs) swaps this
 * module for one holding the worker's code, which the client starts from a Blob URL, so the
 * worker works even when the script is loaded from another origin (a CDN).
 */
export const inlineWorkerSource: string | undefined = undefined;
