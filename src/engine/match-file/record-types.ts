/**
 * The JSON match record of tabla-board (format `tabla-match`, version 1): every game of a match as
 * it was played — the players, the settings, each game's start, the opening rolls, every roll and
 * play, every cube action and each result — enough to replay every position of every game through
 * the engine. It is what the board's `getState()` holds under `record`, what `tabla match --record
 * FILE.json` writes and what `tabla analyze` and `analyzeMatch` read. Plain JSON; see docs/record.md.
 *
 * Numbering: steps are in the mover's numbering (RULES.md G1–G3: 24 … 1, 25 = the bar, 0 = off).
 */
import type { CubeRules, CubeState } from '../cube.js';
import type { MatchConfig } from '../match.js';
import type { Color, GameId, GameResult, Score, TraditionId } from '../types.js';

/** The record format's name, in every record's `format` field. */
export const RECORD_FORMAT = 'tabla-match';

/** The record format's version; a reader refuses a higher one. */
export const RECORD_VERSION = 1;

/** The settings a recorded match was played with: the engine's resolved `MatchConfig`. */
export interface RecordSettings {
  /** The tradition (M5); its set of games is played unless `game` is set. */
  readonly tradition: TraditionId;
  /** The one game played repeatedly (D5), or null for the tradition's set. */
  readonly game: GameId | null;
  /** Points needed to win (M1); 0 = money play (backgammon only, B4). */
  readonly length: number;
  /** O1: what the opening roll does. */
  readonly openingRoll: MatchConfig['openingRoll'];
  /** O2: who starts later games. */
  readonly laterGames: MatchConfig['laterGames'];
  /** O3: the triple result is in force. */
  readonly triple: boolean;
  /** Backgammon only: the cube rules (Jacoby, beaver, Crawford, Holland; B4, B5). */
  readonly cubeRules?: CubeRules;
}

/** One step of a recorded play, in the mover's numbering (25 = bar, 0 = off). */
export interface RecordStep {
  /** Point the checker leaves. */
  readonly from: number;
  /** Point the checker reaches. */
  readonly to: number;
  /** The die number used (optional: the engine finds it when absent). */
  readonly die?: number;
}

/**
 * One action of a game, in the order it happened:
 * - `opening`: one opening roll (M3), each player's die; equal dice are rolled again (a new `opening`).
 * - `move`: the player rolled `dice` (unless they are the opening dice being played, O1, or
 *   null: Vtora's carried numbers, V5) and played `steps`; an empty `steps` is a roll with no legal play.
 * - `double`, `take`, `pass`, `beaver`: cube actions (B3, B4) by `player`.
 * - `resign`: `player` resigned (C7, B6); `points`, when given, is what the opponent scored (an
 *   accepted resignation of fewer points than the position's, as GNU Backgammon allows), else the rules' points.
 * - `timeout`: `player` ran out of time and lost the match.
 */
export type RecordAction =
  | {
      /** Which action this is. */
      readonly type: 'opening';
      /** Each side's opening die. */
      readonly dice: {
        /** White's opening die. */
        readonly white: number;
        /** Black's opening die. */
        readonly black: number;
      };
    }
  | {
      /** Which action this is. */
      readonly type: 'move';
      /** Who moved. */
      readonly player: Color;
      /** The roll played, as rolled; null for carried numbers (V5). */
      readonly dice: readonly [number, number] | null;
      /** The steps, in playing order; empty for a roll with no legal play. */
      readonly steps: readonly RecordStep[];
      /** The play in the project's move notation (for reading; the steps are authoritative). */
      readonly notation?: string;
    }
  | {
      /** Which action this is. */
      readonly type: 'double' | 'take' | 'pass' | 'beaver' | 'timeout';
      /** The player concerned. */
      readonly player: Color;
    }
  | {
      /** Which action this is. */
      readonly type: 'resign';
      /** The player concerned. */
      readonly player: Color;
      /** Points conceded, if given. */
      readonly points?: number;
    };

/** One game of the match. */
export interface RecordGame {
  /** Which game of the family (M2). */
  readonly game: GameId;
  /** The score before this game. */
  readonly score: Score;
  /** The first game of a record kept from a match resumed after its first game: the results of the games before it (their sum is `score`). */
  readonly earlier?: readonly GameResult[];
  /**
   * The starting position in the engine's JSON form (`positionToJSON`), when the game does not
   * start with its opening roll from the standard position (a set-up position, a resumed match):
   * `start.turn` is then on roll (with carried numbers, V5: to play them), unless the first action is an `opening`.
   */
  readonly start?: unknown;
  /** Backgammon: the cube at the start (the engine's `CubeState`), when it is not the first game's centred cube. */
  readonly cube?: CubeState;
  /** Everything that happened, in order. */
  readonly actions: readonly RecordAction[];
  /** How the game ended, or null while it is unfinished. */
  readonly result: GameResult | null;
}

/** A whole match as played: the `tabla-match` JSON record. */
export interface MatchRecord {
  /** Always `tabla-match`. */
  readonly format: typeof RECORD_FORMAT;
  /** The format version (1). */
  readonly version: number;
  /** The players' names by colour (in a `.mat` file white is the left column). */
  readonly players: {
    /** White's name. */
    readonly white: string;
    /** Black's name. */
    readonly black: string;
  };
  /** The settings the match was played with. */
  readonly settings: RecordSettings;
  /** The games, in order; the last may be unfinished. */
  readonly games: readonly RecordGame[];
  /** The match winner, or null while the match is unfinished. */
  readonly winner: Color | null;
  /** Free text: where the record comes from (a program, a `.mat` file's comments), when known. */
  readonly source?: string;
}
