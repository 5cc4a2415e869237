/**
 * A checker play judged by fixed work (never a time budget, so a figure does not move with the
 * machine's load): every legal play at 0-ply, the best few and the play made at 1-ply, and in the
 * games whose master looks two plies (Prva, backgammon, Treta, Fevga, long nardy) the best two and
 * the play made at 2-ply (as GNU Backgammon's move filter does; the play made is always judged at
 * the deepest ply).
 * Each play's equity is its deepest evaluation; the loss compares the play made with the best at
 * the same depth.
 */
import { formatPlay, isLadderTurn, positionKey, type Play, type Position } from '../../engine/index.js';
import { bestScored, candidates, playOutcome, ROLLS, type SearchConfig } from '../candidates.js';
import { expectimax, expectimax2 } from '../lookahead.js';
import type { Level } from '../levels.js';
import { settingsFor } from '../level-settings.js';
import type { RankedChoice } from './types.js';

/** How deep each level looks: how many plays (and within what margin of the best) go one ply further. */
interface Depth {
  readonly ply1: number;
  readonly margin1: number;
  readonly ply2: number;
  readonly margin2: number;
}

/** The analysis depth of each level. */
export const ANALYSIS_DEPTH: Readonly<Record<Level, Depth>> = {
  easy: { ply1: 0, margin1: 0, ply2: 0, margin2: 0 },
  medium: { ply1: 0, margin1: 0, ply2: 0, margin2: 0 },
  hard: { ply1: 3, margin1: 0.2, ply2: 0, margin2: 0 },
  master: { ply1: 5, margin1: 0.25, ply2: 2, margin2: 0.12 },
};

/** The judgement of one checker play. */
export interface CheckerJudgement {
  /** Distinct legal plays (for a Vtora ladder: those the beam found). */
  readonly choices: number;
  /** The plays best first, with their equity (EMG for the mover) and difference to the best. */
  readonly ranked: readonly RankedChoice[];
  /** Index of the play made in `ranked`. */
  readonly playedAt: number;
}

const HOW_MANY_SHOWN = 5;

interface Judged {
  play: Play;
  /** The equity at the deepest ply the play was evaluated. */
  u: number;
  depth: number;
  /** The equity at each ply evaluated (`at[depth]` is `u`). */
  at: number[];
  i: number;
}

/** Best first by equity; ties keep the engine's order. */
const byU = (a: Judged, b: Judged) => b.u - a.u || a.i - b.i;

/**
 * The plays judged one ply deeper: the best `count` of `judged` within `margin` of the best, and
 * the play made always (GNU Backgammon analyses it at the full ply, however much it loses).
 */
function shortlist(judged: readonly Judged[], count: number, margin: number, mine: Judged): Judged[] {
  const sorted = [...judged].sort(byU);
  const set = sorted.filter((j, k) => k < count && j.u >= sorted[0].u - margin);
  if (!set.includes(mine)) set.push(mine);
  return set;
}

/** Judges the play made (`made`: the steps and the position it gave) among all plays of the roll. */
export function* judgeChecker(
  pos: Position,
  dice: readonly number[] | null,
  made: Play,
  cfg: SearchConfig,
  depth: Depth,
): Generator<void, CheckerJudgement, void> {
  const me = pos.turn;
  const { plays, outcomes } = yield* candidates(pos, dice, cfg);
  const madeKey = positionKey(made.position);
  const all: Judged[] = plays.map((play, i) => {
    const u = cfg.utility(outcomes[i]);
    return { play, u, depth: 0, at: [u], i };
  });
  let mine = all.find((j) => (j.play.result !== null) === (made.result !== null) && positionKey(j.play.position) === madeKey);
  if (!mine) {
    // The beam of a Vtora ladder may miss the play made: judge it too.
    const o = playOutcome(made, me, cfg.evaluator);
    const u = cfg.utility(o);
    mine = { play: made, u, depth: 0, at: [u], i: all.length };
    all.push(mine);
  }
  const deeper = all.length > 1 && !(dice !== null && isLadderTurn(pos, dice));
  if (deeper && depth.ply1 > 0) {
    const set = shortlist(all, depth.ply1, depth.margin1, mine);
    if (set.length > 1) {
      for (const j of set) {
        j.u = j.at[1] = cfg.utility(yield* expectimax(j.play, me, cfg));
        j.depth = 1;
      }
      const twoPly = depth.ply2 > 0 && settingsFor(pos.game, 'master').ply === 2 && pos.carried.length === 0;
      if (twoPly) {
        const top = shortlist(set, depth.ply2, depth.margin2, mine);
        if (top.length > 1) {
          for (const j of top) {
            j.u = j.at[2] = cfg.utility(yield* expectimax2(j.play, me, cfg));
            j.depth = 2;
          }
        }
      }
    }
  }
  // Deeper judgements rank above shallower ones (their equities are not comparable across depths).
  all.sort((a, b) => b.depth - a.depth || byU(a, b));
  const best = all[0];
  const shown = all.filter((j, k) => k < HOW_MANY_SHOWN || j === mine);
  const ranked = shown.map((j) => ({
    play: formatPlay(j.play.steps),
    steps: j.play.steps.map((s) => ({ from: s.from, to: s.to, die: s.die })),
    equity: j.u,
    // Compared with the best at the deepest ply that evaluated both (the best was evaluated at every ply a play was).
    diff: Math.min(0, j.u - best.at[j.depth]),
    depth: j.depth,
  }));
  return { choices: plays.length, ranked, playedAt: shown.indexOf(mine) };
}

/**
 * The luck of a roll for the player rolling (0-ply, as GNU Backgammon measures it): the equity of
 * the roll's best play minus the average of the best plays of all 36 rolls, EMG (a Vtora ladder
 * roll played out by a narrow beam).
 */
export function* rollLuck(pos: Position, dice: readonly number[], cfg: SearchConfig): Generator<void, number, void> {
  let mean = 0;
  let rolled = 0;
  for (const [a, b, w] of ROLLS) {
    const u = yield* bestValue(pos, [a, b], cfg);
    mean += (w / 36) * u;
    if ((a === dice[0] && b === dice[1]) || (a === dice[1] && b === dice[0])) rolled = u;
  }
  return rolled - mean;
}

/** Beam width of a Vtora ladder roll in the luck's average (the full beam costs ten times as much there). */
const LUCK_LADDER_BEAM = 1;

function* bestValue(pos: Position, dice: readonly number[], cfg: SearchConfig): Generator<void, number, void> {
  const scored = yield* candidates(pos, dice, cfg, isLadderTurn(pos, dice) ? LUCK_LADDER_BEAM : cfg.beam);
  const best = bestScored(scored, cfg.utility);
  return cfg.utility(scored.outcomes[scored.plays.indexOf(best)]);
}
