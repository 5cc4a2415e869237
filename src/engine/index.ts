/**
 * tabla-board/engine — the DOM-free rules engine of the tabla family (RULES.md):
 * positions, legal plays, the step-wise turn view, matches, dice and notations.
 * Importable in Node; no side effects.
 */
// Installs the Vtora ladder solver (core/ladder-slot.ts) and, through its exports below, the
// XGID and gnubg ID readers (notation/id-slot.ts): every game and notation works through this entry.
import './core/ladder.js';

export * from './types.js';
export { TablaError, errorCode, type TablaErrorCode } from './errors.js';
export { describeValue } from './checks.js';
export {
  CHECKERS,
  COLORS,
  GAMES,
  TRADITIONS,
  allInHome,
  checkerTotal,
  firstCheckerPassed,
  passedOpponentStart,
  isSameDirection,
  makeSide,
  opponent,
  otherNumbering,
  pipCount,
  pipCounts,
  positionKey,
  samePosition,
  startPosition,
} from './position.js';
export { checkPosition, positionFromJSON, positionToJSON, validatePosition, type PositionJSON, type SideJSON } from './position-json.js';
export { legalPlays, countPlays, checkRoll, TooManyPlaysError, DEFAULT_PLAY_LIMIT, type PlayListOptions, type PlayCountOptions } from './plays.js';
export { BoardList, listBoards, BOARD_BYTES } from './board-list.js';
export { Turn, type Route, type StepRequest } from './turn.js';
export { cryptoDice, seededDice, scriptedDice, seedFrom, seededUint32, seededRandom, rollDice, type DiceSource, type Roll } from './dice.js';
export { TRADITION_SETS, NATIVE_GAME_NAMES, nativeGameName, setOf } from './traditions.js';
export {
  newMatch,
  rollOpening,
  rollMatchDice,
  currentTurn,
  applyPlay,
  resign,
  timeOut,
  nextGame,
  isDeadPosition,
  type MatchOptions,
  type MatchConfig,
  type MatchState,
  type Phase,
  type GameRecord,
} from './match.js';
export { checkMatchState } from './match-check.js';
export { matchStateFromJSON } from './match-json.js';
export { offerDouble, takeDouble, passDouble, beaver, doubleTaker } from './match-cube.js';
export { MAX_CUBE, doubleRefusal, mayDouble, isCubeValue, type CubeOptions, type CubeRules, type CubeState } from './cube.js';
export { formatMatchId, parseMatchId, type MatchIdInfo } from './notation/match-id.js';
export type { XGIDCube } from './notation/xgid-cube.js';
export { positionToCompact, positionFromCompact, parsePosition } from './notation/compact.js';
export {
  positionToGnubgId,
  positionFromGnubgId,
  parseGnubgIds,
  positionToXGID,
  positionFromXGID,
  parseXGID,
  type GnubgIdsInfo,
  type ImportOptions,
  type XGIDInfo,
} from './notation/gnubg.js';
export { formatPlay, parseMoves, parsePlay, type MoveSegment } from './notation/moves.js';
export { checkDice, isTwoDice } from './dice-check.js';
export { isLadderTurn, numbersToPlay } from './rule-checks.js';
export { uniformRandomPlay } from './random-play.js';
export * from './live/index.js';
export * from './match-file/index.js';
