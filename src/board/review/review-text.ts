/**
 * The review's, the hint list's, the tutor's and the set-up mode's texts, through `msg()` with
 * stable ids (functions, so each call answers in the language of the board being rendered).
 */
import { msg, str } from '../../i18n/runtime.js';

/** An equity as players read it: sign and three decimals (`+0.123`, `−0.045`). */
export const equityText = (e: number): string => `${e < 0 ? '−' : '+'}${Math.abs(e).toFixed(3)}`;

/** A chance (0…1) as a whole percentage. */
export const percentText = (p: number): string => `${Math.round(p * 100)}%`;

/** The analysis' rating bands (`Rating` in tabla-board/bot), in the reader's language (an unknown band is shown as given). */
export function ratingName(rating: string): string {
  switch (rating) {
    case 'Super Grandmaster':
      return msg('Super Grandmaster', { id: 'rating.super-grandmaster' });
    case 'Grandmaster':
      return msg('Grandmaster', { id: 'rating.grandmaster' });
    case 'Master':
      return msg('Master', { id: 'rating.master' });
    case 'Advanced':
      return msg('Advanced', { id: 'rating.advanced' });
    case 'Intermediate':
      return msg('Intermediate', { id: 'rating.intermediate' });
    case 'Casual player':
      return msg('Casual player', { id: 'rating.casual' });
    case 'Beginner':
      return msg('Beginner', { id: 'rating.beginner' });
    case 'Awful!':
      return msg('Awful!', { id: 'rating.awful' });
    default:
      return rating;
  }
}

/** A cube decision's name. */
export function cubeActionName(kind: string): string {
  switch (kind) {
    case 'double':
      return msg('Double', { id: 'review.kind-double' });
    case 'no-double':
      return msg('No double', { id: 'review.kind-no-double' });
    case 'take':
      return msg('Take', { id: 'review.kind-take' });
    case 'pass':
      return msg('Pass', { id: 'review.kind-pass' });
    default:
      return kind;
  }
}

export const rt = {
  closeReview: () => msg('Close the review', { id: 'button.close-review' }),
  first: () => msg('First', { id: 'review.first' }),
  last: () => msg('Last', { id: 'review.last' }),
  title: () => msg('Review', { id: 'review.title' }),
  position: (i: number, n: number) => msg(str`Position ${i} of ${n}`, { id: 'review.position' }),
  matchEnd: () => msg('The final position', { id: 'review.end' }),
  gameStart: (n: number) => msg(str`Game ${n}: start`, { id: 'review.game-start' }),
  playedLoss: (played: string, loss: string) => msg(str`Played ${played}: loses ${loss}`, { id: 'review.played-loss' }),
  bestWas: (best: string) => msg(str`Best: ${best}`, { id: 'review.best' }),
  playedBest: (played: string) => msg(str`Played ${played}: the best play`, { id: 'review.played-best' }),
  forced: (played: string) => msg(str`Played ${played}`, { id: 'review.played' }),
  keysHelp: () => msg('Left and right arrows step through the match; Home and End go to its start and end.', { id: 'review.keys' }),
  graphLabel: () => msg("White's chance to win", { id: 'review.graph' }),
  graphValue: (i: number, chance: string) => msg(str`Position ${i}: white wins ${chance}`, { id: 'review.graph-value' }),
  markDoubtful: () => msg('doubtful', { id: 'review.mark-doubtful' }),
  markBad: () => msg('bad', { id: 'review.mark-bad' }),
  markVeryBad: () => msg('very bad', { id: 'review.mark-very-bad' }),
  summaryTitle: () => msg('Summary', { id: 'review.summary' }),
  errorRate: () => msg('Error rate', { id: 'review.error-rate' }),
  rating: () => msg('Rating', { id: 'review.rating' }),
  luck: () => msg('Luck', { id: 'review.luck' }),
  unforced: () => msg('Unforced moves', { id: 'review.unforced' }),
  checkerLoss: () => msg('Lost in moves', { id: 'review.checker-loss' }),
  cubeErrors: () => msg('Lost in cube decisions', { id: 'review.cube-loss' }),
  notAnalysed: () => msg('Not analysed yet', { id: 'review.not-analysed' }),
  analysing: (done: number, total: number) => msg(str`Analysing: ${done} of ${total}`, { id: 'review.analysing' }),
  analyse: () => msg('Analyse', { id: 'button.analyse' }),
  cancelAnalysis: () => msg('Stop the analysis', { id: 'button.cancel-analysis' }),
  hintsTitle: () => msg('Best plays', { id: 'hint.title' }),
  hintEquity: () => msg('Equity', { id: 'hint.equity' }),
  hintDiff: () => msg('Difference', { id: 'hint.difference' }),
  hintShow: (play: string) => msg(str`Show ${play} on the board`, { id: 'hint.show' }),
  tutorWarning: (loss: string, best: string) => msg(str`This play loses ${loss} against ${best}.`, { id: 'tutor.warning' }),
  tutorPlayAnyway: () => msg('Play it anyway', { id: 'tutor.play-anyway' }),
  tutorTakeBack: () => msg('Take it back', { id: 'tutor.take-back' }),
};
