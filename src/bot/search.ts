/**
 * The search of one decision: the candidate plays ranked at 0-ply (./candidates.ts), then for
 * the deeper levels the best few looked at 1-ply and, where the level says so (master in Prva,
 * backgammon, Treta and Fevga), the best of those at 2-ply (./lookahead.ts). A generator that
 * yields between units of work, so one core can run it synchronously (checking a deadline and a
 * cancel flag at each yield) or cooperatively.
 */
import { isLadderTurn } from '../engine/index.js';
import type { Play, Position } from '../engine/index.js';
import { candidates, type SearchConfig, type SearchProgress } from './candidates.js';
import { expectimax, expectimax2 } from './lookahead.js';

/**
 * The search for one decision. Yields after every unit of work, keeping `progress` up to date
 * (so a driver that must stop early can answer); the return value is the chosen play.
 */
export function* search(
  pos: Position,
  dice: readonly number[] | null,
  cfg: SearchConfig,
  rand: () => number,
  progress: SearchProgress,
): Generator<void, Play, void> {
  const me = pos.turn;
  const { plays, outcomes } = yield* candidates(pos, dice, cfg, cfg.beam, progress);
  const ladder = progress.partial !== null;
  if (plays.length === 1) return plays[0];
  if (cfg.ply === 0 || (ladder && !cfg.deepOnLadder)) {
    // No deeper look: the best by (noisy) utility, the first of equals — what the sort below would put first.
    let at = 0;
    let bestN = -Infinity;
    for (let i = 0; i < plays.length; i++) {
      const u = cfg.utility(outcomes[i]);
      const n = noisy(u, plays[i], cfg.noise, rand);
      if (n > bestN) [at, bestN] = [i, n];
    }
    progress.best = plays[at];
    return plays[at];
  }
  const scored = plays.map((p, i) => {
    const u = cfg.utility(outcomes[i]);
    return { p, i, u, n: noisy(u, p, cfg.noise, rand) };
  });
  // Sort by (noisy) utility; ties keep the engine's order, so the result is deterministic.
  scored.sort((a, b) => b.n - a.n || a.i - b.i);
  let best = scored[0].p;
  progress.best = best;
  yield;
  const top = scored.filter((s, k) => k < cfg.topK && s.u >= scored[0].u - cfg.margin);
  if (top.length <= 1) return best;
  let bestU = -Infinity;
  const onePly: { p: Play; u: number }[] = [];
  for (const s of top) {
    const o = yield* expectimax(s.p, me, cfg);
    const u = cfg.utility(o);
    onePly.push({ p: s.p, u });
    if (u > bestU) {
      bestU = u;
      best = s.p;
      progress.best = best;
    }
    yield;
  }
  if (cfg.ply < 2 || pos.carried.length > 0 || isLadderTurn(pos, dice)) return best;
  // 2-ply over the best few 1-ply candidates, best first (so that running out of time keeps the best so far).
  onePly.sort((a, b) => b.u - a.u);
  const deep = onePly.filter((s, k) => k < (cfg.topK2 ?? 2) && s.u >= onePly[0].u - (cfg.margin2 ?? 0.1));
  if (deep.length <= 1) return best;
  bestU = -Infinity;
  for (const s of deep) {
    const u = cfg.utility(yield* expectimax2(s.p, me, cfg));
    if (u > bestU) {
      bestU = u;
      best = s.p;
      progress.best = best;
    }
    yield;
  }
  return best;
}

/**
 * A candidate's ranking score: its utility `u` plus seeded noise of σ `noise`, except for a
 * game-ending play, whose result is exact (./candidates.ts puts the fullest finish first).
 */
function noisy(u: number, play: Play, noise: number, rand: () => number): number {
  return noise > 0 && !play.result ? u + noise * gauss(rand) : u;
}

/** A standard normal sample from a uniform generator. */
function gauss(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}
