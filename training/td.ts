/**
 * TD(λ) targets for one self-play game (Sutton's offline λ-return): each decision state is
 * trained towards a mix of the network's value of the states after it and the game's outcome.
 * Values are five cumulative chances for the player to move (the network's outputs: win, win 2,
 * win 3, lose 2, lose 3), so a target is flipped whenever the turn passes between two states.
 */

/** Outputs of the bot's networks (see net.ts). */
export const OUTPUTS = 5;

/** The same chances seen by the other player, written into `out` (which may be `v` itself). */
export function flipChances(v: ArrayLike<number>, out: Float64Array, at = 0, from = 0): Float64Array {
  const w = v[from];
  const wm = v[from + 1];
  const wt = v[from + 2];
  const lm = v[from + 3];
  const lt = v[from + 4];
  out[at] = 1 - w;
  out[at + 1] = lm;
  out[at + 2] = lt;
  out[at + 3] = wm;
  out[at + 4] = wt;
  return out;
}

/** The chances of a decided game for a player who scored `points` (negative: lost; 0: drawn). */
export function decidedChances(points: number, out = new Float64Array(OUTPUTS)): Float64Array {
  const p = Math.abs(points);
  out.fill(0);
  if (points === 0) out[0] = 0.5;
  else if (points > 0) {
    out[0] = 1;
    out[1] = p >= 2 ? 1 : 0;
    out[2] = p >= 3 ? 1 : 0;
  } else {
    out[3] = p >= 2 ? 1 : 0;
    out[4] = p >= 3 ? 1 : 0;
  }
  return out;
}

/**
 * The λ-return target of every state of a game, `OUTPUTS` numbers per state, each for the
 * player to move in that state.
 * @param values `values[t·5 …]`: the network's chances of state t (t ≥ 1 are used).
 * @param passed `passed[t]` = 1 when the turn passed from state t to state t + 1 (0 after a
 *   Vtora carried part-turn, V5, where the mover keeps the turn).
 * @param final the outcome for the mover of the last state (whose play ended the game).
 */
export function lambdaTargets(values: Float64Array, passed: Uint8Array, final: Float64Array, states: number, lambda: number): Float64Array {
  if (!(lambda >= 0 && lambda <= 1)) throw new Error(`lambda must be within [0, 1], got ${lambda}`);
  if (states < 1 || values.length < states * OUTPUTS || passed.length < states - 1)
    throw new Error(`lambdaTargets: ${states} states need ${states * OUTPUTS} values and ${states - 1} turn flags`);
  const out = new Float64Array(states * OUTPUTS);
  const T = states - 1;
  out.set(final.subarray(0, OUTPUTS), T * OUTPUTS);
  const mix = new Float64Array(OUTPUTS);
  for (let t = T - 1; t >= 0; t--) {
    const next = (t + 1) * OUTPUTS;
    // G_t = (1 − λ)·V(s_{t+1}) + λ·G_{t+1}, in the frame of the mover of s_{t+1}.
    for (let k = 0; k < OUTPUTS; k++) mix[k] = (1 - lambda) * values[next + k] + lambda * out[next + k];
    if (passed[t]) flipChances(mix, out, t * OUTPUTS);
    else out.set(mix, t * OUTPUTS);
  }
  return out;
}
