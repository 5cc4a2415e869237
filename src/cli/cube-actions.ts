/** The cube in `tabla match` (RULES.md B3): before a roll the player on roll may double; a double on offer is taken or passed. */
import { offerDouble, passDouble, takeDouble } from '../engine/match-cube.js';
import { mayDouble } from '../engine/cube.js';
import { opponent, type MatchState } from '../engine/index.js';
import type { Player } from './players.js';

/** The next cube action (a double, or the answer to one), or null when the player on roll just rolls. */
export function cubeAction(state: MatchState, players: { readonly white: Player; readonly black: Player }): MatchState | null {
  if (!state.cube) return null;
  const mover = state.position.turn;
  const taker = opponent(mover);
  if (state.phase === 'doubled') return players[taker].cube(state).take ? takeDouble(state) : passDouble(state);
  if (!mayDouble(state, mover) || !players[mover].cube(state).double) return null;
  return offerDouble(state);
}
