/** The actions that change a live match (see docs/live-model.md for which file handles each). */
import type { MatchState } from '../match.js';
import type { MatchRecord } from '../match-file/record-types.js';
import type { StepRequest } from '../turn.js';
import type { Color } from '../types.js';
import type { CubeMove, LiveSettings } from './types.js';

/** What can happen to a live match. `epoch` on an action from a timer or the bot: ignored unless current. */
export type LiveAction =
  /** `new`: a new match (fresh clock, first turn announced); `load`: a state from a server (clock kept); `restore`: a saved match and its half-played turn. `record`: the record `state` follows (else one starts at `state`). */
  | {
      /** Which action this is. */
      type: 'start';
      /** How the match starts. */
      mode: 'new' | 'load' | 'restore';
      /** The match to start at. */
      state: MatchState;
      /** Entropy for the bot's choices. */
      entropy?: string;
      /** Steps of a half-played turn to replay. */
      steps?: readonly StepRequest[];
      /** New settings to run with. */
      settings?: LiveSettings;
      /** The record the match follows. */
      record?: MatchRecord;
    }
  /** The record a restored match follows, checked by the host after the start: kept while the match is still at `state`. */
  | {
      /** Which action or effect this is. */
      type: 'record';
      /** The record the match follows. */
      record: MatchRecord;
      /** The match the record is checked at. */
      state: MatchState;
    }
  | {
      /** Which action or effect this is. */
      type: 'settings';
      /** The new settings. */
      settings: LiveSettings;
    }
  /** A roll with its dice (from the host), or without: the reducer decides who may roll and asks for a draw (`draw-dice`). `epoch`: a bot's roll from a timer. */
  | {
      /** Which action or effect this is. */
      type: 'roll';
      /** The dice rolled. */
      dice?: readonly number[];
      /** The epoch it belongs to (ignored unless current). */
      epoch?: number;
    }
  | {
      /** Which action or effect this is. */
      type: 'ask-dice';
    }
  /** A place picked (mover's numbering). `quick`: a tap or Enter — a checker with one destination moves there at once. */
  | {
      /** Which action or effect this is. */
      type: 'pick';
      /** The point picked, or null to drop the pick. */
      point: number | null;
      /** Move at once where one destination. */
      quick?: boolean;
    }
  | {
      /** Which action or effect this is. */
      type: 'move';
      /** Where the checker moves from. */
      from: number;
      /** Where it moves to. */
      to: number;
      /** The die to use, where more than one could. */
      die?: number;
    }
  | {
      /** Which action or effect this is. */
      type: 'choose-die';
      /** The die chosen, or null to clear the choice. */
      die: number | null;
    }
  | {
      /** Which action or effect this is. */
      type: 'undo';
    }
  | {
      /** Which action or effect this is. */
      type: 'confirm';
    }
  /** A whole play as move notation (`24/18 13/11`, `pass`) or steps; checked for shape, then by the engine. */
  | {
      /** Which action or effect this is. */
      type: 'play';
      /** The play: move notation or steps. */
      play: string | readonly StepRequest[];
    }
  | {
      /** Which action or effect this is. */
      type: 'play-remote';
      /** The play: move notation or steps. */
      play: string | readonly StepRequest[];
    }
  | {
      /** Which action or effect this is. */
      type: 'verdict';
      /** The host allows the play. */
      allowed: boolean;
      /** Hold the play for a server. */
      hold: boolean;
    }
  | {
      /** Which action or effect this is. */
      type: 'accept';
    }
  | {
      /** Which action or effect this is. */
      type: 'refuse';
      /** The host's reason, if any. */
      reason?: string | null;
    }
  /** A resignation; without `color`, the one person playing here resigns, else the player to move. */
  | {
      /** Which action or effect this is. */
      type: 'resign';
      /** The side concerned. */
      color?: Color;
    }
  | {
      /** Which action or effect this is. */
      type: 'timeout';
      /** The side concerned. */
      color: Color;
    }
  | {
      /** Which action or effect this is. */
      type: 'next-game';
      /** The epoch it belongs to (ignored unless current). */
      epoch?: number;
    }
  | {
      /** Which action or effect this is. */
      type: 'set-reserves';
      /** New reserves per side, in milliseconds. */
      reserves: Partial<Record<Color, number>>;
    }
  | {
      /** Which action or effect this is. */
      type: 'bot-answer';
      /** The epoch it belongs to (ignored unless current). */
      epoch: number;
      /** The bot's play. */
      steps: readonly StepRequest[];
    }
  | {
      /** Which action or effect this is. */
      type: 'bot-failed';
      /** The epoch it belongs to (ignored unless current). */
      epoch: number;
      /** What went wrong. */
      message: string;
    }
  | {
      /** Which action or effect this is. */
      type: 'bot-retry';
      /** The epoch it belongs to (ignored unless current). */
      epoch: number;
    }
  | {
      /** Which action or effect this is. */
      type: 'show-step';
      /** The epoch it belongs to (ignored unless current). */
      epoch: number;
    }
  | {
      /** Which action or effect this is. */
      type: 'auto-pass';
      /** The epoch it belongs to (ignored unless current). */
      epoch: number;
    }
  | {
      /** Which action or effect this is. */
      type: 'clock-check';
    }
  /** A cube move by the person here who is to act (refused for a bot's or remote side); a double is announced first. */
  | {
      /** Which action or effect this is. */
      type: 'cube';
      /** The cube move. */
      move: CubeMove;
    }
  /** A cube move by the remote side to act (made at once, no `tabla-before-double`). */
  | {
      /** Which action or effect this is. */
      type: 'cube-remote';
      /** The cube move. */
      move: CubeMove;
    }
  /** The host's verdict on an announced double (`tabla-before-double` cancelled: not allowed). */
  | {
      /** Which action or effect this is. */
      type: 'double-verdict';
      /** The host allows the double. */
      allowed: boolean;
    }
  | {
      /** Which action or effect this is. */
      type: 'bot-cube';
      /** The epoch it belongs to (ignored unless current). */
      epoch: number;
      /** The bot's cube decision. */
      decision: CubeMove | 'no-double';
    }
  | {
      /** Which action or effect this is. */
      type: 'bot-cube-failed';
      /** The epoch it belongs to (ignored unless current). */
      epoch: number;
      /** What went wrong. */
      message: string;
    }
  /** A player went away (`away`: true) or came back; `now` is when (an away mover's clock stops then). */
  | {
      /** Which action or effect this is. */
      type: 'presence';
      /** The side concerned. */
      color: Color;
      /** The player is away. */
      away: boolean;
    };
