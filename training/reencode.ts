/**
 * Labelled positions kept from an older input encoding: the board is read back from the
 * TD-Gammon unary inputs at the head of every vector (features.ts: 4 inputs per point and side,
 * then the bars and the checkers off) and encoded again with today's inputs, so that a network
 * with new inputs can learn from labels made before them. Only for games whose whole position
 * is in those inputs (no carried numbers or roll counts), and Treta's, whose pins are among its own inputs.
 */
import type { GameId } from '../src/engine/index.js';
import { encode } from '../src/bot/features.js';
import { TRETA_PIN_INPUTS } from '../src/bot/encode/treta.js';
import { viewBuffer, type View } from '../src/bot/view.js';

/** Games whose whole position an input vector holds: the board in its head, and Treta's pins in its pin inputs. */
const REENCODABLE: readonly GameId[] = ['prva', 'backgammon', 'fevga', 'nardy', 'treta'];

/** Checkers from the four unary inputs at `x[i…i+3]` (1, 2, 3, then a quarter per checker more). */
function checkers(x: ArrayLike<number>, i: number): number {
  return x[i] + x[i + 1] + x[i + 2] + Math.round(x[i + 3] * 4);
}

/** The board an input vector of `game` was encoded from (its head: the points, bars and checkers off). */
export function viewFromInputs(game: GameId, x: ArrayLike<number>): View {
  if (!REENCODABLE.includes(game))
    throw new Error(`the inputs of ${String(game).slice(0, 20)} do not hold its whole position (carried numbers, roll counts): it cannot be re-encoded`);
  const v = viewBuffer(game);
  for (let p = 1; p <= 24; p++) {
    v.me[p] = checkers(x, (p - 1) * 4);
    v.op[p] = checkers(x, 96 + (p - 1) * 4);
  }
  v.myBar = Math.round(x[192] * 2);
  v.opBar = Math.round(x[193] * 2);
  v.myOff = Math.round(x[194] * 15);
  v.opOff = Math.round(x[195] * 15);
  if (game === 'treta') {
    for (let p = 1; p <= 24; p++) {
      if (x[TRETA_PIN_INPUTS + 2 * (p - 1)] === 1) v.myPins |= 1 << p;
      if (x[TRETA_PIN_INPUTS + 2 * (p - 1) + 1] === 1) v.opPins |= 1 << p;
    }
  }
  return v;
}

/**
 * Records of `width` floats (an old input vector of `oldInputs`, then the labels) re-encoded into
 * records of today's inputs of `game` and the same labels.
 */
export function reencodeRecords(game: GameId, records: Float32Array, oldInputs: number, width: number, newInputs: number): Float32Array {
  if (records.length % width !== 0) throw new Error(`${records.length} floats are not whole records of ${width}`);
  const labels = width - oldInputs;
  const n = records.length / width;
  const out = new Float32Array(n * (newInputs + labels));
  for (let r = 0; r < n; r++) {
    const old = records.subarray(r * width, (r + 1) * width);
    const at = r * (newInputs + labels);
    encode(viewFromInputs(game, old), out.subarray(at, at + newInputs));
    out.set(old.subarray(oldInputs), at + newInputs);
  }
  return out;
}
