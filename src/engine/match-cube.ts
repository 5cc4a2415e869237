/**
 * The cube's match calls (RULES.md B3–B5): offer a double before the roll, and the opponent's
 * answers — take, pass, or (money play with the beaver option) beaver. Pure like the rest of
 * match play: each returns a new state, and a call in the wrong phase or by the wrong player
 * throws an Error saying why, leaving the state untouched.
 */
import { opponent } from './position.js';
import { expectColor } from './checks.js';
import { doubleRefusal, MAX_CUBE } from './cube.js';
import { endGame, type MatchState } from './match.js';
import { checkMatchState } from './match-check.js';
import type { Color } from './types.js';
import { TablaError } from './errors.js';

/** The player who must answer the double on offer (phase `doubled`). */
export function doubleTaker(state: MatchState): Color {
  checkMatchState(state);
  return opponent(state.position.turn);
}

function expectOffer(state: MatchState, color: Color | undefined, what: string): Color {
  checkMatchState(state);
  if (!state.cube) throw new TablaError('wrong-phase', `cannot ${what}: there is no cube in this game (only backgammon has one)`);
  if (state.phase !== 'doubled') throw new TablaError('wrong-phase', `cannot ${what} in phase ${state.phase}: no double has been offered`);
  const taker = opponent(state.position.turn);
  if (color !== undefined) {
    expectColor(color);
    if (color !== taker) throw new TablaError('bad-argument', `cannot ${what}: the double was offered to ${taker}, not ${color}`);
  }
  return taker;
}

/**
 * B3: the player on roll offers to double, before rolling (phase `rolling` → `doubled`).
 * @throws Error naming why he may not (the phase, the cube's owner, 64, Crawford, Holland).
 */
export function offerDouble(state: MatchState, color?: Color): MatchState {
  checkMatchState(state);
  color ??= state.position.turn;
  expectColor(color);
  const why = doubleRefusal(state, color);
  if (why) throw new TablaError('bad-argument', `cannot double: ${why}`);
  return { ...state, phase: 'doubled' };
}

/** B3: the opponent takes: the stake doubles and he owns the cube; the doubler then rolls. */
export function takeDouble(state: MatchState, color?: Color): MatchState {
  const taker = expectOffer(state, color, 'take');
  return { ...state, phase: 'rolling', cube: { ...state.cube!, value: state.cube!.value * 2, owner: taker } };
}

/** B3: the opponent passes: the game ends and the doubler wins the stake before the offer, with no gammon. */
export function passDouble(state: MatchState, color?: Color): MatchState {
  expectOffer(state, color, 'pass');
  const value = state.cube!.value;
  return endGame(state, { winner: state.position.turn, points: value, kind: 'pass', cube: value });
}

/** B4 beaver (money play, option on): the taker takes and at once redoubles, keeping the cube; the stake is quadrupled. */
export function beaver(state: MatchState, color?: Color): MatchState {
  const taker = expectOffer(state, color, 'beaver');
  if (!state.config.cubeRules!.beaver) throw new TablaError('bad-option', 'cannot beaver: the beaver option is off (money play only, option O5)');
  const value = state.cube!.value * 4;
  if (value > MAX_CUBE) throw new TablaError('bad-argument', `cannot beaver: the cube would pass ${MAX_CUBE}`);
  return { ...state, phase: 'rolling', cube: { ...state.cube!, value, owner: taker } };
}
