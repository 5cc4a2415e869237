/**
 * What a live match tells the world: the details of its events (plain, JSON-serialisable data;
 * the board dispatches them as `tabla-*` DOM events, a server may send them) and the notices a
 * view announces to the player.
 */
import type { TablaErrorCode } from '../errors.js';
import type { PositionJSON } from '../position-json.js';
import type { Color, GameId, ResultKind, Score, Step } from '../types.js';
import type { ClockView } from './clock-spec.js';
import type { Refusal } from './explain.js';

/** A step as plain data, in the mover's numbering (25 = bar, 0 = off). */
export interface StepJSON {
  /** Where the checker moves from. */
  from: number;
  /** Where it moves to. */
  to: number;
  /** The die used. */
  die: number;
  /** The step hits an opponent's blot. */
  hit?: boolean;
  /** The step pins an opponent's checker. */
  pin?: boolean;
}

/** `tabla-roll`: dice were rolled. */
export interface TablaRollDetail {
  /** Who rolled; `null` for the opening roll, where both roll one die. */
  player: Color | null;
  /** The dice: two dice, or for the opening roll `[white's die, black's die]`. */
  dice: number[];
  /** True for the opening roll (M3). */
  opening: boolean;
}

/** `tabla-roll-request`: with `dice-source="external"`, the board needs dice; answer with `roll(dice)`. */
export interface TablaRollRequestDetail {
  /** Who is to roll; `null` for the opening roll (answer `[white's die, black's die]`). */
  player: Color | null;
  /** True for the opening roll. */
  opening: boolean;
  /** Index of the game in the match (0 = first). */
  gameNumber: number;
}

/** `tabla-before-move` (cancelable) and `tabla-move`: a whole play. */
export interface TablaMoveDetail {
  /** Who moved. */
  player: Color;
  /** The play in move notation (mover's numbering), e.g. `24/18 13/11`; `pass` for none. */
  notation: string;
  /** The steps in playing order. */
  steps: StepJSON[];
  /** The roll played (`null` for Vtora's carried part-turn). */
  dice: number[] | null;
  /** The numbers played in this turn (the roll, a ladder's steps, or the carried numbers). */
  turnDice: number[];
  /** The position before the play (engine JSON form). */
  before: PositionJSON;
  /** The position after the play (engine JSON form). */
  after: PositionJSON;
}

/** `tabla-move-refused`: a held play was refused (`refuseMove`); the turn starts again with the same dice. */
export interface TablaMoveRefusedDetail {
  /** Whose play was refused. */
  player: Color;
  /** The refused play in move notation. */
  notation: string;
  /** The reason given to `refuseMove`, or null. */
  reason: string | null;
}

/** `tabla-clock`: a clock started or stopped (or was set); the same shape as the `clockState` property. */
export type TablaClockDetail = ClockView;

/** `tabla-timeout`: a player ran out of time and loses the match (`tabla-game-end` and `tabla-match-end` follow). */
export interface TablaTimeoutDetail {
  /** Who ran out of time. */
  player: Color;
}

/** `tabla-turn`: a player's turn begins. */
export interface TablaTurnDetail {
  /** Whose turn it is. */
  player: Color;
  /** `rolling` (the player rolls next) or `moving` (Vtora's carried numbers, played before rolling). */
  phase: 'rolling' | 'moving';
  /** Index of the game in the match (0 = first). */
  gameNumber: number;
  /** Vtora: numbers carried over to this player. */
  carried: number[];
}

/** `tabla-game-end`: a game finished. */
export interface TablaGameEndDetail {
  /** Which game ended. */
  game: GameId;
  /** Index of the game in the match. */
  gameNumber: number;
  /** The winner, or `null` for a draw. */
  winner: Color | null;
  /** Points the winner scored. */
  points: number;
  /** How it ended: single, mars, triple, mother, draw, resign, timeout. */
  kind: ResultKind;
  /** The match score after this game. */
  score: Score;
}

/** `tabla-match-end`: the match finished. */
export interface TablaMatchEndDetail {
  /** The match winner. */
  winner: Color;
  /** Final score. */
  score: Score;
  /** Points that were needed. */
  length: number;
}

/** `tabla-error`: a bad attribute, property or call; the board keeps working. */
export interface TablaErrorDetail {
  /** What went wrong, in English. */
  message: string;
  /** The attribute, property or method concerned, e.g. `tradition`, `setState`. */
  source: string;
  /** Why, as a stable code a host can branch on (`illegal-step`, `not-your-turn`, `wrong-phase`, …), when the refusal carries one. */
  code?: TablaErrorCode;
  /** The offending value, as text, when there is one. */
  value?: string;
  /** The value used instead, when a default applies. */
  fallback?: string;
}

/** `tabla-before-double` (cancelable) and `tabla-double`: the player on roll offers to double (B3). */
export interface TablaDoubleDetail {
  /** Who doubles. */
  player: Color;
  /** The cube value offered (twice the cube's value now). */
  value: number;
  /** Index of the game in the match. */
  gameNumber: number;
}

/** `tabla-take`: the double was taken (or beavered): the taker owns the cube at `value`. */
export interface TablaTakeDetail {
  /** Who took. */
  player: Color;
  /** The cube's value now (offered value; twice that after a beaver). */
  value: number;
  /** True for a beaver (B4: took and at once redoubled, keeping the cube). */
  beaver: boolean;
  /** Index of the game in the match. */
  gameNumber: number;
}

/** `tabla-pass`: the double was passed: the doubler wins the game (`tabla-game-end` follows). */
export interface TablaPassDetail {
  /** Who passed. */
  player: Color;
  /** The doubler, who wins. */
  winner: Color;
  /** Points the doubler scores (the cube's value before the offer). */
  points: number;
  /** Index of the game in the match. */
  gameNumber: number;
}

/** Every event of a live match and its detail type. */
export interface TablaEventMap {
  /** The dice were rolled. */
  'tabla-roll': TablaRollDetail;
  /** The match asks the host for dice. */
  'tabla-roll-request': TablaRollRequestDetail;
  /** A play is about to be made (cancelable). */
  'tabla-before-move': TablaMoveDetail;
  /** A play was made. */
  'tabla-move': TablaMoveDetail;
  /** A play was refused. */
  'tabla-move-refused': TablaMoveRefusedDetail;
  /** The clocks changed. */
  'tabla-clock': TablaClockDetail;
  /** A player ran out of time. */
  'tabla-timeout': TablaTimeoutDetail;
  /** A new turn began. */
  'tabla-turn': TablaTurnDetail;
  /** A game finished. */
  'tabla-game-end': TablaGameEndDetail;
  /** The match finished. */
  'tabla-match-end': TablaMatchEndDetail;
  /** Something went wrong. */
  'tabla-error': TablaErrorDetail;
  /** A double is about to be offered (cancelable). */
  'tabla-before-double': TablaDoubleDetail;
  /** A double was offered. */
  'tabla-double': TablaDoubleDetail;
  /** A double was taken. */
  'tabla-take': TablaTakeDetail;
  /** A double was passed. */
  'tabla-pass': TablaPassDetail;
}

/** Names of the events. */
export type TablaEventName = keyof TablaEventMap;

/** Something to tell the player about (status line and live region). */
export type Notice =
  | {
      /** Which notice this is. */
      kind: 'opening-roll';
      /** White's opening die. */
      white: number;
      /** Black's opening die. */
      black: number;
      /** Who starts, or null on a tie. */
      starter: Color | null;
    }
  | {
      /** Which notice this is. */
      kind: 'roll';
      /** The player concerned. */
      player: Color;
      /** The dice rolled. */
      dice: number[];
    }
  | {
      /** Which notice this is. */
      kind: 'step';
      /** The player concerned. */
      player: Color;
      /** The step. */
      step: Step;
    }
  /** One checker moved by a sum of dice: its steps. */
  | {
      /** Which notice this is. */
      kind: 'route';
      /** The player concerned. */
      player: Color;
      /** The steps of the route. */
      steps: readonly Step[];
    }
  /** A checker was picked (mover's numbering): where it may go. */
  | {
      /** Which notice this is. */
      kind: 'picked';
      /** The player concerned. */
      player: Color;
      /** The point picked. */
      point: number;
      /** Where the checker may go. */
      targets: number[];
    }
  | {
      /** Which notice this is. */
      kind: 'undo';
      /** The player concerned. */
      player: Color;
    }
  | {
      /** Which notice this is. */
      kind: 'move';
      /** The player concerned. */
      player: Color;
      /** The play in move notation. */
      notation: string;
    }
  | {
      /** Which notice this is. */
      kind: 'pass';
      /** The player concerned. */
      player: Color;
      /** The roll that could not be played. */
      dice: number[];
    }
  | {
      /** Which notice this is. */
      kind: 'rejected';
      /** The player concerned. */
      player: Color;
    }
  | {
      /** Which notice this is. */
      kind: 'held';
      /** The player concerned. */
      player: Color;
    }
  | {
      /** Which notice this is. */
      kind: 'refused';
      /** The player concerned. */
      player: Color;
      /** The host's reason, or null. */
      reason: string | null;
    }
  /** A pick or drop was refused by a rule (see explain.ts). */
  | {
      /** Which notice this is. */
      kind: 'refusal';
      /** The player concerned. */
      player: Color;
      /** The refusal. */
      refusal: Refusal;
    }
  | {
      /** Which notice this is. */
      kind: 'timeout';
      /** The player concerned. */
      player: Color;
      /** White's match score after it. */
      white: number;
      /** Black's match score after it. */
      black: number;
    }
  | {
      /** Which notice this is. */
      kind: 'double';
      /** The player concerned. */
      player: Color;
      /** The cube's value offered. */
      value: number;
    }
  | {
      /** Which notice this is. */
      kind: 'double-rejected';
      /** The player concerned. */
      player: Color;
    }
  | {
      /** Which notice this is. */
      kind: 'take';
      /** The player concerned. */
      player: Color;
      /** The cube's new value. */
      value: number;
      /** The taker beavered. */
      beaver: boolean;
    }
  | {
      /** Which notice this is. */
      kind: 'cube-pass';
      /** The player concerned. */
      player: Color;
    }
  | {
      /** Which notice this is. */
      kind: 'game-end';
      /** The winner, or null for a draw. */
      winner: Color | null;
      /** Points the winner scored. */
      points: number;
      /** How the game ended. */
      result: string;
    }
  | {
      /** Which notice this is. */
      kind: 'match-end';
      /** The winner, or null for a draw. */
      winner: Color;
      /** White's final score. */
      white: number;
      /** Black's final score. */
      black: number;
    };
