/**
 * Core value types of the tabla engine. Everything here is plain, immutable-by-convention data:
 * no classes with hidden state, no DOM, no timers.
 *
 * Numbering (RULES.md G1–G3): every point number is in the numbering of the player it belongs
 * to (or, for a step, of the player who moves): 24 … 1 along the route, 25 = the bar, 0 = off.
 */

/** A player's colour. White is the local player by default (G4). */
export type Color = 'white' | 'black';

/** The rule sets (RULES.md: Prva, Vtora, Treta, Fevga, Backgammon B1–B7: Prva with the cube, and long nardy N1–N8, which belongs to no tradition). */
export type GameId = 'prva' | 'vtora' | 'treta' | 'fevga' | 'backgammon' | 'nardy';

/** The traditions (RULES.md M5). */
export type TraditionId = 'macedonian' | 'bulgarian' | 'greek' | 'turkish' | 'romanian' | 'international';

/** One player's checkers. `points[p]` for p = 1…24 in that player's own numbering; `points[0]` is always 0. */
export interface SideBoard {
  /** Checkers per point, indexed 0…24 in the owner's numbering (index 0 unused, always 0). Pinned checkers are included. */
  readonly points: readonly number[];
  /** Checkers on the bar (Prva only). */
  readonly bar: number;
  /** Checkers borne off. */
  readonly off: number;
}

/** A complete game position: who is to move and everything the rules need to know. */
export interface Position {
  /** Which rule set applies. */
  readonly game: GameId;
  /** The tradition; only `greek` changes legality (T6 in Treta). */
  readonly tradition: TraditionId;
  /** The player to move. */
  readonly turn: Color;
  /** White's checkers. */
  readonly white: SideBoard;
  /** Black's checkers. */
  readonly black: SideBoard;
  /** Treta: points (in the owner's numbering) where that owner's single checker is pinned. Sorted descending. */
  readonly pinned: {
    /** Points where a white checker is pinned. */
    readonly white: readonly number[];
    /** Points where a black checker is pinned. */
    readonly black: readonly number[];
  };
  /** Vtora: numbers carried over to the player to move (V5), to be played before rolling. */
  readonly carried: readonly number[];
  /** Vtora and nardy: each side's own rolls made so far in this game (V3; N4's first turn). */
  readonly rolls: {
    /** Rolls White has made. */
    readonly white: number;
    /** Rolls Black has made. */
    readonly black: number;
  };
}

/** One step of one checker by one die, in the mover's numbering (25 = bar, 0 = off). */
export interface Step {
  /** Point the checker leaves (25 = bar). */
  readonly from: number;
  /** Point the checker reaches (0 = borne off). */
  readonly to: number;
  /** The die number used. */
  readonly die: number;
  /** Prva: the step hit an opposing blot. */
  readonly hit?: boolean;
  /** Treta: the step pinned an opposing checker. */
  readonly pin?: boolean;
}

/** How a game ended. */
export type ResultKind = 'single' | 'mars' | 'triple' | 'mother' | 'draw' | 'resign' | 'timeout' | 'pass';

/** The result of a finished game. */
export interface GameResult {
  /** The winner, or null for a draw. */
  readonly winner: Color | null;
  /** Points scored by the winner (0 for a draw). */
  readonly points: number;
  /** single (1), mars (2), triple (3, option O3), mother (T3, 2), draw (T5/T8, 0), resign (C7, B6), timeout (the match lost on time: the points the winner lacked), pass (B3: a double passed). */
  readonly kind: ResultKind;
  /** Backgammon: the cube value the points were multiplied by (absent in the cubeless games). */
  readonly cube?: number;
}

/** A match score: each colour's points (RULES.md M1). */
export interface Score {
  /** White's points. */
  readonly white: number;
  /** Black's points. */
  readonly black: number;
}

/** A whole turn: the steps in one representative order, the position after it and the result if it ended the game. */
export interface Play {
  /** Steps in playing order, in the mover's numbering. Empty for a pass. */
  readonly steps: readonly Step[];
  /** The position after the play, with the turn passed on (or kept, after a Vtora carried part-turn). */
  readonly position: Position;
  /** Non-null when the play ended the game. */
  readonly result: GameResult | null;
}

/** House-rule options (RULES.md O1–O4). */
export interface RuleOptions {
  /** O3: the triple result (international backgammon gammon+backgammon style). Default false. */
  readonly triple?: boolean;
}
