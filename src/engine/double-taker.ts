/** Who answers a double (RULES.md B3): a question the board asks on every turn of a match with a cube, apart from the cube's match calls (match-cube.ts). */
import { checkMatchState } from './match-check.js';
import type { MatchState } from './match.js';
import { opponent } from './position.js';
import type { Color } from './types.js';

/** The player who must answer the double on offer (phase `doubled`). */
export function doubleTaker(state: MatchState): Color {
  checkMatchState(state);
  return opponent(state.position.turn);
}
