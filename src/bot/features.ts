/**
 * The input vector of the bot's neural evaluator, always seen from the player to move:
 * {@link encode} turns a {@link View} (view.ts) into a TD-Gammon-style encoding of both sides'
 * points (encode/common.ts) plus each game's own inputs, one file per game in encode/: pip
 * counts and race, blots, shots and the contact inputs of contact-inputs.ts in Prva, pins,
 * mothers and the same contact inputs in Treta, blocks, timing, ladder and carried dice in
 * Vtora/Fevga/nardy, bear-off.
 */
import type { GameId } from '../engine/index.js';
import { COMMON, writeCommon, type GameInputs } from './encode/common.js';
import { fevgaInputs } from './encode/fevga.js';
import { nardyInputs } from './encode/nardy.js';
import { prvaInputs } from './encode/prva.js';
import { tretaInputs } from './encode/treta.js';
import { vtoraInputs } from './encode/vtora.js';
import type { View } from './view.js';

/** Each game's own inputs; backgammon is read as Prva (B1: the same board, judged by Prva's network). */
const INPUTS: Record<GameId, GameInputs> = {
  prva: prvaInputs,
  backgammon: prvaInputs,
  treta: tretaInputs,
  vtora: vtoraInputs,
  fevga: fevgaInputs,
  nardy: nardyInputs,
};

/** Number of inputs of the neural evaluator for a game. */
export function inputCount(game: GameId): number {
  return COMMON + INPUTS[game].count;
}

/** The input vector of a view (length {@link inputCount}). */
export function encode(v: View, out?: Float32Array): Float32Array {
  const game = v.game === 'backgammon' ? 'prva' : v.game;
  const x = out ?? new Float32Array(inputCount(game));
  const scan = writeCommon(v, x, game);
  INPUTS[game].write(v, x, scan, COMMON);
  return x;
}
