/** Vtora ladder positions shared by the engine and bot tests (RULES.md D6). */
import { positionFromJSON } from '../../../src/engine/index.js';

/**
 * White to roll 1-1 from its seventh roll (a 24-step ladder), from a bot self-play game: only 36
 * plays exist and most of the million partial turns are dead ends, so deciding *every* next step
 * exactly needs the engine's exhaustive search (seconds), while `quickSteps` stays cheap.
 */
export const DEAD_END_LADDER = positionFromJSON({
  game: 'vtora',
  turn: 'white',
  white: { points: { 5: 1, 14: 1, 17: 1, 18: 5, 19: 2, 20: 1, 21: 1, 22: 1, 23: 1, 24: 1 }, bar: 0, off: 0 },
  black: { points: { 16: 1, 18: 1, 19: 2, 20: 1, 21: 3, 22: 1, 23: 1, 24: 5 }, bar: 0, off: 0 },
  rolls: { white: 6, black: 6 },
});
