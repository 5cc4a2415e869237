/**
 * The match score as shown: a game can win more points than a player still needs (a gammon
 * with the cube at 2 in a 3-point match), but the score shown stops at the match length.
 */
import type { MatchState } from '../../engine/match.js';
import type { Color, Score } from '../../engine/types.js';
import { t } from '../text/messages.js';
import { cubeText } from './cube-panel.js';

/** Each player's score, at most the match length (money play: the running sums). */
export function shownScore(s: MatchState): Score {
  const cap = (n: number) => (s.config.length > 0 ? Math.min(n, s.config.length) : n);
  return { white: cap(s.score.white), black: cap(s.score.black) };
}

/** A score line: the names, each score (at most the match length) and the length; in money play (`length` 0) the running sums. */
export function scoreText(score: Score, length: number, names: Record<Color, string>): string {
  if (length === 0) return cubeText.scoreMoney(names.white, score.white, score.black, names.black);
  return t.scoreNamed(names.white, Math.min(score.white, length), Math.min(score.black, length), names.black, length);
}

/** The score line of a match: the names, the score shown and the match length (or money play). */
export function scoreLine(s: MatchState, names: Record<Color, string>): string {
  return scoreText(s.score, s.config.length, names);
}
