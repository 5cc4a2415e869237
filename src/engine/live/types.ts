/**
 * The data of a live match as a user or a server sees it (plain values and the engine's
 * immutable `Turn`) and the effects a reduction asks for; the actions that change it are in
 * actions.ts. See docs/live-model.md for the picture.
 */
import type { MatchState } from '../match.js';
import type { MatchRecord } from '../match-file/record-types.js';
import type { StepRequest, Turn } from '../turn.js';
import type { Color, Position, Score, Step } from '../types.js';
import type { ClockSpec, ClockState } from './clock-spec.js';
import type { LiveAction } from './actions.js';
import type { Refusal } from './explain.js';
import type { Notice, TablaDoubleDetail, TablaEventMap, TablaEventName, TablaMoveDetail, TablaRollRequestDetail } from './events.js';

/** A cube move (RULES.md B3, B4): the player on roll doubles; the opponent takes, passes or beavers. */
export type CubeMove = 'double' | 'take' | 'pass' | 'beaver';

/** Who plays a side. */
export type PlayerKind = 'human' | 'bot' | 'remote';

/** The settings a live match runs with (normalised by the host: the board's attributes, a server's options). */
export interface LiveSettings {
  /** Who plays each side. */
  players: Record<Color, PlayerKind>;
  /** Seed of the dice and of the bot's choices, or null for fair random ones. */
  seed: string | null;
  /** Nobody may act (bots do not move either). */
  readonly: boolean;
  /** Milliseconds before a bot rolls and between animated bot or remote steps; 0 plays at once. */
  botDelay: number;
  /** The dice come from the host (`roll` with dice); the match only asks for them. */
  externalDice: boolean;
  /** The match clock's settings, or null (it runs only between a person and a remote player). */
  clock: ClockSpec | null;
  /** The clock runs for whichever side is to act, whoever plays it (a server refereeing two remote players). */
  clockAllSides?: boolean;
}

/** What a bot is asked for a play: built by the reducer (`botPlayRequest`), the host adds the strength. */
export interface BotPlayRequest {
  /** The position to move (its `turn` is the bot). */
  position: Position;
  /** The roll, or `null` for Vtora's carried part-turn. */
  dice: readonly number[] | null;
  /** Seed for any randomness, so that demos and tests repeat. */
  seed: string;
  /** The match score and length, for score-aware play (absent in money play). */
  matchContext?: { score: Score; length: number };
  /** The match's house rules the bot plays to (O3: the triple result, e.g. the Romanian table). */
  rules?: { triple: boolean };
}

/** A whole play on its way: announced (`asking`) or held for a server (`held`). */
export interface PlayOut {
  /** The play's `tabla-move` detail. */
  detail: TablaMoveDetail;
  /** The play's steps. */
  steps: readonly Step[];
  /** The dice of the turn. */
  turnDice: number[];
  /** The turn with the play's steps played (shown while held). */
  turn: Turn;
}

/** The turn on the board: the engine's turn with the steps played or shown so far, the person's pick, a play being shown. */
export interface LivePlay {
  /** The turn being played (phase `moving`), with the steps played or shown so far. */
  turn: Turn | null;
  /** The picked checker's point (mover's numbering), if any. */
  selected: number | null;
  /** A move that two dice fit, waiting for the player to choose the die. */
  choice: {
    /** Where the checker moves from. */
    from: number;
    /** Where it moves to. */
    to: number;
    /** The dice that could take it there. */
    dice: number[];
  } | null;
  /** A bot's or remote side's play being shown step by step. */
  showing: {
    /** Whose play is shown: the bot's or a remote player's. */
    kind: 'bot' | 'remote';
    /** The play's steps. */
    steps: readonly StepRequest[];
    /** How many steps are shown so far. */
    shown: number;
    /** The turn the steps are played in. */
    turn: Turn;
  } | null;
}

/** What the board tells about the match so far: the match's record, the move list, the last play, pass and refusal notes. */
export interface LiveNotes {
  /** The last whole play, shown until the next roll: who, the steps, the roll (null: carried numbers), the numbers played and the notation. */
  lastMove: {
    /** Who moved. */
    player: Color;
    /** The steps played. */
    steps: readonly Step[];
    /** The roll, or null for a carried part-turn. */
    dice: number[] | null;
    /** The dice of the turn. */
    turnDice: number[];
    /** The play in move notation. */
    notation: string;
  } | null;
  /**
   * The match as played, kept by the reducer with every opening roll, play, cube action,
   * resignation and timeout (the players are named by colour; the host names them). It starts with
   * the match (a set-up position or a resumed match: its first game starts there) and always
   * replays to `state` (`replayRecord`); null before the first `start`.
   */
  record: MatchRecord | null;
  /** Every play of the match so far, in order (the move list): game index, player, roll and notation. */
  moves: readonly {
    /** Index of the game in the match (0 = first game). */
    game: number;
    /** Who moved. */
    player: Color;
    /** The roll, or null for a carried part-turn. */
    dice: number[] | null;
    /** The dice of the turn. */
    turnDice: number[];
    /** The play in move notation. */
    notation: string;
  }[];
  /** Why the last pick or drop was refused (the point picked, mover's numbering), shown until the next action. */
  why: {
    /** The point that was picked. */
    point: number;
    /** The rule that refused it. */
    refusal: Refusal;
  } | null;
  /** The steps of the last move of one checker by a sum of dice, named in the status until the next action. */
  route: readonly Step[] | null;
  /** The last pass, shown until that player's next turn. */
  passNote: {
    /** Who passed. */
    player: Color;
    /** The roll that could not be played. */
    dice: number[];
  } | null;
  /** The last refused play's player and reason, shown until the next play. */
  refusal: {
    /** Whose play was refused. */
    player: Color;
    /** The host's reason, or null. */
    reason: string | null;
  } | null;
}

/** The host protocol: a play or a double announced to the host or held for it, dice asked of it. */
export interface LiveHost {
  /** A local play announced by `tabla-before-move`, waiting for the host's verdict. */
  asking: PlayOut | null;
  /** A local play held until the host accepts or refuses it. */
  held: PlayOut | null;
  /** With external dice: the roll asked for, and the match state it was asked for. */
  request: {
    /** The request's detail. */
    detail: TablaRollRequestDetail;
    /** The match when the dice were asked for. */
    state: MatchState;
  } | null;
  /** A double announced by `tabla-before-double`, waiting for the host's verdict. */
  doubleAsked: boolean;
}

/** The match clock and what it needs to run: the settings it was made for, turns counted, players away. */
export interface LiveClock {
  /** Both players' clocks (null: no clock applies). */
  state: ClockState | null;
  /** The clock settings `state` was made for (JSON), '' for none: a change makes a fresh clock. */
  key: string;
  /** Whose clock ran when last reported in `tabla-clock`. */
  told: Color | null;
  /** Counts turns, so the clock tells a new move from a resumed one. */
  serial: number;
  /** Players away (a server's disconnected seats): the clock of an away player to act is paused. */
  away: Partial<Record<Color, boolean>>;
}

/** The bot's bookkeeping: a question out, and what its seed is made from. */
export interface LiveBot {
  /** The bot was asked for a play or a cube decision and has not answered. */
  thinking: boolean;
  /** The cube question the bot was asked and has not answered (`thinking` is set too). */
  cube: 'double' | 'take' | null;
  /** The epoch in which the bot on roll chose not to double (it is not asked again before its roll), or null. */
  cubeDeclined: number | null;
  /** Plays made since the match (re)started, for the bot's seed. */
  ply: number;
  /** Randomness given at the start (the bot's seed when there is no `seed`). */
  entropy: string;
}

/** A live match, grouped by concern. Replace, never mutate: {@link reduce} returns a new one. */
export interface Live {
  /** The settings it runs with. */
  settings: LiveSettings;
  /** The match (the engine's state: position, dice, cube, score). */
  state: MatchState;
  /** The turn on the board and the person's pick. */
  play: LivePlay;
  /** The move list and the notes the board shows. */
  notes: LiveNotes;
  /** Plays, doubles and dice between the match and its host. */
  host: LiveHost;
  /** The match clock. */
  clock: LiveClock;
  /** The bot's bookkeeping. */
  bot: LiveBot;
  /** Bumped whenever the match moves on or is replaced: timers and bot answers carry it, and stale ones are ignored. */
  epoch: number;
}

/** An event to emit, with its detail. */
export type EmitEffect = {
  [K in TablaEventName]: {
    /** Which effect this is. */
    type: 'emit';
    /** The event's name. */
    name: K;
    /** The event's detail. */
    detail: TablaEventMap[K];
  };
}[TablaEventName];

/** What a reduction asks its driver to do, in order, after the new state is committed. */
export type LiveEffect =
  | EmitEffect
  /** Dispatch the cancelable `tabla-before-move`, then reduce `{ type: 'verdict' }` at once. */
  | {
      /** Which action or effect this is. */
      type: 'ask';
      /** The event's detail. */
      detail: TablaMoveDetail;
    }
  /** Dispatch the cancelable `tabla-before-double`, then reduce `{ type: 'double-verdict' }` at once. */
  | {
      /** Which action or effect this is. */
      type: 'ask-double';
      /** The event's detail. */
      detail: TablaDoubleDetail;
    }
  /** Ask the bot a cube question about `state` (before its roll: double? offered a double: take?); answer with `bot-cube`. */
  | {
      /** Which action or effect this is. */
      type: 'bot-cube';
      /** What the bot is asked. */
      question: 'double' | 'take';
      /** The match the question is about. */
      state: MatchState;
      /** The epoch it belongs to (ignored unless current). */
      epoch: number;
    }
  | {
      /** Which action or effect this is. */
      type: 'notice';
      /** The notice. */
      notice: Notice;
    }
  /** Ask the bot for a play; answer with `bot-answer` (or `bot-failed`, `bot-retry`) carrying `epoch`. */
  | {
      /** Which action or effect this is. */
      type: 'bot';
      /** The bot's request. */
      request: BotPlayRequest;
      /** The epoch it belongs to (ignored unless current). */
      epoch: number;
    }
  /** Draw two fair dice (C8: from the host's secure generator, or its seeded one) and reduce `{ type: 'roll', dice, epoch }`. */
  | {
      /** Which action or effect this is. */
      type: 'draw-dice';
      /** The epoch it belongs to (ignored unless current). */
      epoch: number;
    }
  | {
      /** Which action or effect this is. */
      type: 'cancel-bot';
    }
  /** Set (replacing one of the same name) or with `delayMs` null clear a timer that reduces `action`. */
  | {
      /** Which action or effect this is. */
      type: 'timer';
      /** Which timer. */
      name: 'act' | 'show' | 'clock';
      /** Milliseconds until it fires, or null to clear it. */
      delayMs: number | null;
      /** The action to reduce. */
      action: LiveAction | null;
    }
  /** Reduce `action` soon (a microtask), after the effects of this reduction. */
  | {
      /** Which action or effect this is. */
      type: 'soon';
      /** The action to reduce. */
      action: LiveAction;
    }
  | {
      /** Which action or effect this is. */
      type: 'clear-timers';
    }
  /** The match or the turn's steps changed: save them (and the match's record) if the host keeps them. */
  | {
      /** Which action or effect this is. */
      type: 'save';
      /** The match to save. */
      state: MatchState;
      /** The turn's steps so far. */
      steps: readonly StepRequest[];
      /** The match's record, or null. */
      record: MatchRecord | null;
    };

/** A reduction's result. */
export interface Reduction {
  /** The new live match. */
  live: Live;
  /** What the driver is to do next, in order. */
  effects: LiveEffect[];
}
