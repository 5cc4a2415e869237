/**
 * The review's data, in the board's terms: plain values that the analysis (or any record) is
 * turned into, and that the review's pieces draw. No DOM, no dependency on the element.
 */
import type { PlayerSummary } from '../../bot/analysis/types.js';
import type { Color, Position, Score, Step } from '../../engine/types.js';

/** GNU Backgammon's marks: doubtful `?!` (loss ≥ 0.04), bad `?` (≥ 0.08), very bad `??` (≥ 0.16); '' for none. */
export type Mark = '' | '?!' | '?' | '??';

/** What kind of decision a review step holds (`start`: a game's first position; `end`: the match's last). */
export type DecisionKind = 'start' | 'end' | 'move' | 'double' | 'no-double' | 'take' | 'pass';

/** One position of the review: the position before a decision, the decision and its judgement. */
export interface ReviewStep {
  /** The game it belongs to (0-based). */
  game: number;
  /** The index of the decision's action in the record's game (`games[game].actions`); -1 for a game's start or end. */
  action: number;
  /** The position shown (before the decision). */
  position: Position;
  /** Who decided; null for a game's start. */
  player: Color | null;
  /** The decision's kind. */
  kind: DecisionKind;
  /** The roll played (checker plays), else null. */
  dice: number[] | null;
  /** The decision as played, in move notation (`24/18 13/11`, `double`, `take`…); '' for a start. */
  played: string;
  /** The play's steps (mover's numbering); empty for a cube decision. */
  playedSteps: Step[];
  /** The best decision, when it differs from the one played; else null. */
  best: string | null;
  /** The best play's steps, when it differs; else null. */
  bestSteps: Step[] | null;
  /** Equity lost against the best decision (EMG, ≥ 0); null when not analysed or forced. */
  loss: number | null;
  /** White's chance to win (the match, or the game in a single game), 0…1, in this position; null when unknown. */
  winChance: number | null;
}

/** What a review shows: every position of the match, and the players' summaries (none before the analysis). */
export interface ReviewData {
  /** The positions in order; the last one is the match's final position. */
  steps: ReviewStep[];
  /** White's and black's summaries, as the analysis gives them, when analysed. */
  summary: PlayerSummary[] | null;
}

/** The mark GNU Backgammon gives a loss (EMG). */
export function markOf(loss: number | null): Mark {
  if (loss === null) return '';
  return loss >= 0.16 ? '??' : loss >= 0.08 ? '?' : loss >= 0.04 ? '?!' : '';
}

/** What the board's header shows while a review is open: the reviewed match's game number, score, length and players (not the board's own match). */
export interface ReviewHeader {
  /** The game of the position shown (0-based). */
  game: number;
  /** The score before that game (after it, at the match's final position). */
  score: Score;
  /** The reviewed match's length (0: money play). */
  length: number;
  /** The reviewed record's players. */
  names: { white: string; black: string };
}
