// Shared by the training scripts (train-td, train-refine): the build's modules they use, a
// numeric option checked with a clear error, and a duration for progress lines.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The compiled modules of `build` (the tsc output folder): E engine, N net, F features, SP
 * self-play, TD λ-returns, R refinement, RO rollout labels, RE re-encoding, V evaluator, H heuristic, S candidates,
 * P pubeval.
 */
export async function loadTraining(build) {
  const imp = (p) => import(pathToFileURL(path.join(build, p)).href);
  return {
    E: await imp('src/engine/index.js'),
    N: await imp('src/bot/net.js'),
    F: await imp('src/bot/features.js'),
    SP: await imp('training/self-play.js'),
    TD: await imp('training/td.js'),
    R: await imp('training/refine.js'),
    RO: await imp('training/rollout.js'),
    RE: await imp('training/reencode.js'),
    V: await imp('src/bot/evaluator.js'),
    H: await imp('src/bot/heuristic.js'),
    S: await imp('src/bot/candidates.js'),
    P: await imp('training/pubeval.js'),
  };
}

/** A number from option `--name` (its `fallback` when absent), or a clear error naming it and the bad value. */
export function num(name, value, fallback, { int = false, min = 0, max = Infinity } = {}) {
  if (value === undefined) return fallback;
  const v = Number(value);
  if (!Number.isFinite(v) || v < min || v > max || (int && !Number.isInteger(v))) {
    const range = max === Infinity ? `≥ ${min}` : `within [${min}, ${max}]`;
    throw new Error(`--${name} must be a${int ? 'n integer' : ' number'} ${range}, got ${JSON.stringify(value).slice(0, 40)}`);
  }
  return v;
}

/** Seconds as `1h05m` or `4m09s` (`?` when not finite). */
export function duration(s) {
  if (!Number.isFinite(s)) return '?';
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}h${String(m).padStart(2, '0')}m` : `${m}m${String(Math.floor(s % 60)).padStart(2, '0')}s`;
}
