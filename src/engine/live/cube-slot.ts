/**
 * Where the cube's live moves (cube-flow.ts: a double offered, taken, passed or beavered, by a
 * person, the bot or a remote side) plug into the reducer. The moves install themselves when their
 * module is imported; the live model's index (and so the engine's) imports it, and the element's script-tag build loads it as
 * a chunk of its own when a match that plays backgammon starts (a backgammon game starts once it
 * is there). A cube move asked before it is installed is refused with the code `unavailable`; in a
 * game without a cube it is refused as before, for that reason.
 */
import { partSlot } from '../part-slot.js';
import type { ActionOf, Draft } from './draft.js';
import type { CubeMove } from './types.js';

/** The cube's live moves, as the reducer calls them. */
export interface CubeMoves {
  /** A cube move by the side to act (`cube`, `cube-remote`, the bot's own answer). */
  cubeMove(d: Draft, move: CubeMove, by: 'local' | 'remote' | 'bot'): void;
  /** The verdict on an announced double. */
  doubleVerdict(d: Draft, allowed: boolean): void;
  /** The bot's cube answer. */
  botCubeAnswer(d: Draft, decision: CubeMove | 'no-double'): void;
  /** The bot's cube decision failed. */
  botCubeFailed(d: Draft, a: ActionOf<'bot-cube-failed'>): void;
}

/** The cube's moves once installed. */
let installed: CubeMoves | null = null;

/** Installs the cube's moves (cube-flow.ts does, when imported). */
export function installCubeMoves(part: CubeMoves): void {
  installed = part;
}

/** The slot: whether the cube's moves are installed, and they. */
export const cubeSlot = partSlot(
  () => installed,
  "the cube's live moves are not loaded yet: import live/cube-flow.js (the live model's index does) before a cube move",
);
