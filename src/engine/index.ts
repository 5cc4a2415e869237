/**
 * tabla-board/engine — the DOM-free rules engine of the tabla family (RULES.md):
 * positions, legal plays, the step-wise turn view, matches, dice and notations.
 * Importable in Node; no side effects.
 */
export * from './types.js';
export {
  CHECKERS,
  GAMES,
  TRADITIONS,
  checkerTotal,
  isSameDirection,
  makeSide,
  opponent,
  otherNumbering,
  pipCount,
  pipCounts,
  positionKey,
  samePosition,
  startPosition,
} from './board.js';
export { positionFromJSON, positionToJSON, validatePosition, type PositionJSON, type SideJSON } from './position-json.js';
export { legalPlays, countPlays, checkRoll, TooManyPlaysError, DEFAULT_PLAY_LIMIT, type PlayListOptions } from './plays.js';
