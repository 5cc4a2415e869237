/** The types of a match: its options, resolved settings, phases and state (built and changed by match.ts). */
import type { CubeOptions, CubeRules, CubeState } from './cube.js';
import type { Color, GameId, GameResult, Play, Position, Score, TraditionId } from './types.js';

/** How a match is set up. Every field is optional. */
export interface MatchOptions {
  /** Tradition whose set is played (M5); default macedonian. */
  readonly tradition?: TraditionId;
  /** Play this one game repeatedly instead of the tradition's set (D5). */
  readonly game?: GameId;
  /** Points needed to win the match (M1, O4); default 5. 0 = money play (backgammon only, B4). */
  readonly length?: number;
  /** O1: `reroll` (default) or `play-opening-dice` (the default in backgammon, B1). */
  readonly openingRoll?: 'reroll' | 'play-opening-dice';
  /** O2: who starts later games: `winner` (default, M4) or `opening-roll`. */
  readonly laterGames?: 'winner' | 'opening-roll';
  /** O3: the triple result; default false (always on in backgammon and the romanian tradition). */
  readonly triple?: boolean;
  /** O5: the cube rules of backgammon (Jacoby, beaver, Crawford, Holland). */
  readonly cube?: CubeOptions;
}

/** The resolved settings of a match. */
export interface MatchConfig {
  /** The tradition played. */
  readonly tradition: TraditionId;
  /** The one game played repeatedly (D5), or null for the tradition's set. */
  readonly game: GameId | null;
  /** Points to win the match (0: money play). */
  readonly length: number;
  /** On a tied opening roll: roll again, or play the opening dice. */
  readonly openingRoll: 'reroll' | 'play-opening-dice';
  /** Who starts later games: the last winner, or an opening roll. */
  readonly laterGames: 'winner' | 'opening-roll';
  /** A triple scores 3 points. */
  readonly triple: boolean;
  /** Backgammon only: the cube rules in force (B4, B5). */
  readonly cubeRules?: CubeRules;
}

/** Where a match stands; `doubled`: the player on roll has offered a double and the opponent must answer (B3). */
export type Phase = 'opening' | 'rolling' | 'doubled' | 'moving' | 'game-over' | 'match-over';

/** A finished game of the match. */
export interface GameRecord {
  /** Which game it was. */
  readonly game: GameId;
  /** How it ended. */
  readonly result: GameResult;
}

/** The whole state of a match. */
export interface MatchState {
  /** The settings. */
  readonly config: MatchConfig;
  /** The games of the set, in order (M2). */
  readonly set: readonly GameId[];
  /** Index of the current game in the match (0 = first game). */
  readonly gameNumber: number;
  /** The current game. */
  readonly game: GameId;
  /** The current position; `position.turn` is the player to roll or move. */
  readonly position: Position;
  /** The phase. */
  readonly phase: Phase;
  /** The roll being played in phase `moving` (`null` while Vtora's carried numbers are played, V5). */
  readonly dice: readonly number[] | null;
  /** The last opening roll (M3), if any. */
  readonly opening: {
    /** White's opening die. */
    readonly white: number;
    /** Black's opening die. */
    readonly black: number;
  } | null;
  /** Points so far. */
  readonly score: Score;
  /** The result of the game just finished (phases game-over and match-over). */
  readonly lastResult: GameResult | null;
  /** The last play made, if any. */
  readonly lastPlay: Play | null;
  /** The match winner (phase match-over). */
  readonly winner: Color | null;
  /** Finished games. */
  readonly games: readonly GameRecord[];
  /** Backgammon only: the cube of the game being played (B3–B5). */
  readonly cube?: CubeState;
}
