// Reading GNU Backgammon's per-player statistics as its Python interface gives them
// (../shared/bench/gnubg/match_analysis.py writes them into each match's .json).

/** The six cube-error categories of gnubg's statistics, each a total in normalised equity (EMG). */
const CUBE_ERRORS = [
  'err-missed-double-below-cp-skill',
  'err-missed-double-above-cp-skill',
  'err-wrong-double-below-dp-skill',
  'err-wrong-double-above-tg-skill',
  'err-wrong-take-skill',
  'err-wrong-drop-skill',
];

/**
 * A player's total cube loss (EMG) from gnubg's `cube` statistics: the sum of its six error
 * categories. (gnubg's `error-skill` there is the loss per close cube decision, not the total.)
 */
export function gnubgCubeLoss(cube) {
  if (typeof cube !== 'object' || cube === null) throw new Error(`gnubg cube statistics must be an object, got ${String(cube).slice(0, 40)}`);
  return CUBE_ERRORS.reduce((total, key) => {
    const v = cube[key];
    if (typeof v !== 'number' || !(v >= 0)) throw new Error(`gnubg cube statistics: ${key} must be a number ≥ 0, got ${String(v).slice(0, 40)}`);
    return total + v;
  }, 0);
}
