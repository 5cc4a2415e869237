/** Per-player figures of an analysis: error rates, marks, luck and GNU Backgammon's words for the rate. */
import { describeValue, opponent, TablaError, type Color, type MatchRecord } from '../../engine/index.js';
import { MARK_THRESHOLDS, RATING_BANDS, type Decision, type Mark, type PlayerSummary, type Rating } from './types.js';

/** GNU Backgammon's mark for a loss (EMG), or null below doubtful. */
export function markOf(loss: number): Mark | null {
  checkAmount(loss, 'loss');
  return loss >= MARK_THRESHOLDS['very-bad'] ? 'very-bad' : loss >= MARK_THRESHOLDS.bad ? 'bad' : loss >= MARK_THRESHOLDS.doubtful ? 'doubtful' : null;
}

/** Throws unless `v` is a number ≥ 0 (a loss or an error rate). */
function checkAmount(v: unknown, what: string): asserts v is number {
  if (typeof v !== 'number' || !(v >= 0)) throw new TablaError('bad-argument', `${what} must be a number ≥ 0, got ${describeValue(v)}`);
}

/** The rating band of an error rate (mEMG per unforced decision). */
export function ratingOf(errorRate: number): Rating {
  checkAmount(errorRate, 'error rate');
  for (const [limit, name] of RATING_BANDS) if (errorRate < limit) return name;
  return 'Awful!';
}

const round = (x: number, digits = 5) => Math.round(x * 10 ** digits) / 10 ** digits;

/** One player's summary over the decisions; `cubes[i]` is the cube value at decisions[i] (1 where none). */
export function summarize(record: MatchRecord, color: Color, decisions: readonly Decision[], cubes: readonly number[]): PlayerSummary {
  let unforced = 0;
  let checkerLoss = 0;
  let cubeDecisions = 0;
  let cubeLoss = 0;
  let luck = 0;
  let luckPoints = 0;
  const marks: Record<Mark, number> = { doubtful: 0, bad: 0, 'very-bad': 0 };
  decisions.forEach((d, i) => {
    if (d.color !== color) return;
    if (d.kind === 'move') {
      if (!d.forced) {
        unforced++;
        checkerLoss += d.loss;
      }
      if (d.luck !== null) {
        luck += d.luck;
        luckPoints += d.luck * cubes[i];
      }
    } else {
      cubeDecisions++;
      cubeLoss += d.loss;
    }
    if (d.mark) marks[d.mark]++;
  });
  const other = opponent(color);
  let result = 0;
  const length = record.settings.length;
  for (const g of record.games) {
    const r = g.result;
    if (!r?.winner) continue;
    // In match play a game counts only the points its winner still needed.
    const points = length > 0 ? Math.min(r.points, Math.max(0, length - g.score[r.winner])) : r.points;
    if (r.winner === color) result += points;
    else if (r.winner === other) result -= points;
  }
  const errorRate = unforced ? (1000 * checkerLoss) / unforced : 0;
  const all = unforced + cubeDecisions;
  return {
    name: record.players[color],
    color,
    unforced,
    checkerLoss: round(checkerLoss),
    errorRate: round(errorRate, 2),
    cubeDecisions,
    cubeLoss: round(cubeLoss),
    overallRate: round(all ? (1000 * (checkerLoss + cubeLoss)) / all : 0, 2),
    marks,
    luck: round(luck),
    result,
    luckAdjusted: round(result - luckPoints),
    rating: ratingOf(errorRate),
  };
}
