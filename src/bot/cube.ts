/**
 * The bot's cube decisions in backgammon (RULES.md B7): for the player on roll, before his roll,
 * should he double, and should the opponent take? From the network's chances (the Prva network:
 * backgammon is Prva on the board, and its triple outputs are backgammon's backgammons) looked at
 * two rolls deep, and cubeful equity by Janowski's formulas (cube-equity.ts), in money play
 * (with Jacoby and beaver) and at every match score (Kazaross-XG2, met.ts).
 */
import { checkMatchState, opponent, pipCount, validatePosition } from '../engine/index.js';
import { describeValue } from '../engine/checks.js';
import type { Color, MatchState, Play, Position, Score } from '../engine/index.js';
import { moneyEquity, matchModel, type Chances, type CubeSide } from './cube-equity.js';
import { backgammonEvaluator, withBackgammons } from './backgammon-eval.js';
import { moneyUtility, type Evaluator, type Outcome } from './evaluator.js';
import { bestScored, candidates, ROLLS, runToEnd, type SearchConfig } from './candidates.js';
import { expectimax } from './lookahead.js';
import { hasContact, viewOf } from './view.js';
import { TablaError } from '../engine/errors.js';

/** The cube as the `tabla cube` input gives it. */
export interface CubeInput {
  /** The cube value: 1, 2, 4 … 64. */
  readonly value: number;
  /** `center`, or the colour that owns it. */
  readonly owner: 'center' | Color;
}

/** The match around the decision. */
export interface CubeMatch {
  /** Match length; 0 = money play. */
  readonly length: number;
  /** Points so far. */
  readonly score: Score;
  /** This game is the Crawford game. */
  readonly crawford?: boolean;
  /** This game is after the Crawford game. */
  readonly postCrawford?: boolean;
}

/** One cube question. */
export interface CubeQuestion {
  /** The position, with the player on roll to decide. */
  readonly position: Position;
  /** The cube's value and owner. */
  readonly cube: CubeInput;
  /** The match length and score (length 0: money play). */
  readonly match: CubeMatch;
  /** Jacoby rule (money play only); default true. */
  readonly jacoby?: boolean;
  /** Beaver allowed (money play only); default false. */
  readonly beaver?: boolean;
}

/** The answer: equities per unit of the current cube for the player on roll (double/pass = +1). */
export interface CubeAnswer {
  /** Should the player on roll double (false when he may not). */
  readonly double: boolean;
  /** Should the opponent take if doubled. */
  readonly take: boolean;
  /** Equities of no double, double/take and double/pass. */
  readonly equities: {
    /** Equity of not doubling. */
    readonly nodouble: number;
    /** Equity of doubling when the opponent takes. */
    readonly take: number;
    /** Equity of doubling when the opponent passes. */
    readonly pass: number;
  };
  /** The cubeless chances used (backgammons estimated). */
  readonly chances: Chances;
}

/** B7: the cube efficiency: about 0.68 in contact, 0.6–0.7 in races (longer races keep more of the cube's value). */
export function cubeEfficiency(pos: Position): number {
  if (hasContact(viewOf(pos))) return 0.68;
  return Math.min(0.7, Math.max(0.6, 0.55 + 0.00125 * pipCount(pos[pos.turn])));
}

function check(q: CubeQuestion): void {
  if (typeof q !== 'object' || q === null) throw new TablaError('bad-argument', 'a cube question must be an object {position, cube, match}');
  validatePosition(q.position);
  if (q.position.game !== 'backgammon' && q.position.game !== 'prva')
    throw new TablaError('bad-argument', `cube decisions are for backgammon, not ${q.position.game}`);
  const v = q.cube?.value;
  if (!Number.isInteger(v) || v < 1 || v > 64 || (v & (v - 1)) !== 0)
    throw new TablaError('bad-argument', `the cube value must be 1, 2, 4 … 64, got ${describeValue(v)}`);
  const owner = q.cube?.owner;
  if (owner !== 'center' && owner !== 'white' && owner !== 'black')
    throw new TablaError('bad-color', `the cube owner must be center, white or black, got ${describeValue(owner)}`);
  if ((v === 1) !== (owner === 'center')) throw new TablaError('bad-argument', v === 1 ? 'a cube at 1 is in the center' : `a cube at ${v} has an owner`);
  const m = q.match;
  if (!m || !Number.isInteger(m.length) || m.length < 0)
    throw new TablaError('bad-argument', `match.length must be 0 (money) or a positive integer, got ${describeValue(m?.length)}`);
  if (!m.score || !Number.isInteger(m.score.white) || !Number.isInteger(m.score.black) || m.score.white < 0 || m.score.black < 0)
    throw new TablaError('bad-argument', 'match.score must be {white, black} with whole numbers');
  if (m.length > 0 && (m.score.white >= m.length || m.score.black >= m.length))
    throw new TablaError('bad-argument', `the score ${m.score.white}–${m.score.black} has already reached the length ${m.length}`);
}

/** The cube side seen by the player on roll. */
function sideOf(owner: CubeInput['owner'], me: Color): CubeSide {
  return owner === 'center' ? 'centre' : owner === me ? 'me' : 'opponent';
}

/** Rolls of the player on roll, each with his best play by the network and its outcome for him. */
interface FirstRoll {
  readonly weight: number;
  readonly play: Play;
  readonly outcome: Outcome;
}

/** The 21 rolls of the player on roll with his best play of each by the network (0-ply). */
function firstRolls(pos: Position, cfg: SearchConfig): FirstRoll[] {
  const board: Position = { ...pos, game: 'backgammon' };
  return ROLLS.map(([a, b, w]) => {
    const scored = runToEnd(candidates(board, [a, b], cfg));
    const play = bestScored(scored, cfg.utility);
    return { weight: w / 36, play, outcome: scored.outcomes[scored.plays.indexOf(play)] };
  });
}

/** The weighted mean of outcomes, as the cube code's chances. */
function meanChances(parts: readonly { weight: number; outcome: Outcome }[]): Chances {
  const acc = { win: 0, winGammon: 0, winBackgammon: 0, loseGammon: 0, loseBackgammon: 0 };
  for (const { weight, outcome } of parts) {
    const c = withBackgammons(outcome);
    for (const k of Object.keys(acc) as (keyof Chances)[]) acc[k] += weight * c[k];
  }
  return acc;
}

/** The chances of the player on roll one roll deep: his best play of each of his 21 rolls, judged by the network, averaged. */
export function chancesOnePly(pos: Position, evaluator: Evaluator): Chances {
  return meanChances(firstRolls(pos, lookConfig(evaluator)));
}

/**
 * The chances of the player on roll two rolls deep: for each of his 21 rolls, his best play by the
 * network, then the opponent's 21 rolls each answered by the opponent's best play, averaged (as
 * GNU Backgammon's 2-ply cube decisions look). This removes most of the network's bias about the
 * side on roll and about how the position will turn.
 */
export function chancesTwoPly(pos: Position, evaluator: Evaluator, cfg = lookConfig(evaluator), first = firstRolls(pos, cfg)): Chances {
  return meanChances(first.map(({ weight, play }) => ({ weight, outcome: runToEnd(expectimax(play, pos.turn, cfg)) })));
}

/** The settings of the cube's look ahead: every play judged by cubeless money equity, backgammons counted. */
function lookConfig(evaluator: Evaluator): SearchConfig {
  return {
    evaluator: backgammonEvaluator(evaluator),
    utility: moneyUtility(true),
    ply: 1,
    topK: 1,
    margin: 0,
    deepOnLadder: false,
    beam: 6,
    replyBeam: 2,
    ladderReplyBeam: 0,
    listLimit: 3000,
    noise: 0,
    rules: { triple: true },
  };
}

/**
 * Decisions whose equities one roll deep are further apart than this (in units of the cube) are
 * taken from the one-roll look; closer ones get the two-roll look. Measured on 120 positions of
 * self-play: the two looks' equities differed by a median 0.04, by more than 0.2 in 3 % of them,
 * at most 0.28; the deeper look cost about 30 times as much (145 ms against 4.4, median).
 */
const CLEAR_AT_ONE_PLY = 0.25;

/**
 * Answers a cube question with the evaluator's chances for the player on roll: one roll deep
 * (`chancesOnePly`) where the decisions are clear, two rolls deep (`chancesTwoPly`) where they are close.
 */
export function cubeDecision(q: CubeQuestion, evaluator: Evaluator): CubeAnswer {
  check(q);
  if (typeof evaluator?.evaluate !== 'function')
    throw new TablaError('bad-argument', `an evaluator must have evaluate(position), got ${describeValue(evaluator)}`);
  const cfg = lookConfig(evaluator);
  const first = firstRolls(q.position, cfg);
  const quick = answerWith(q, meanChances(first));
  const { nodouble, take, pass } = quick.equities;
  const clear = !mayDouble(q) || (Math.abs(Math.min(take, pass) - nodouble) > CLEAR_AT_ONE_PLY && Math.abs(take - pass) > CLEAR_AT_ONE_PLY);
  return clear ? quick : answerWith(q, chancesTwoPly(q.position, evaluator, cfg, first));
}

/**
 * Whether the player on roll may usefully double now: he does not face an owned cube, the cube is
 * below 64, not the Crawford game, and in match play the cube is not dead for him (a single win at
 * the present cube does not already win him the match: then a double could only raise what he
 * loses, so he keeps it, as GNU Backgammon does).
 */
function mayDouble(q: CubeQuestion): boolean {
  const dead = q.match.length > 0 && q.match.score[q.position.turn] + q.cube.value >= q.match.length;
  return sideOf(q.cube.owner, q.position.turn) !== 'opponent' && q.cube.value < 64 && !q.match.crawford && !dead;
}

/** Equities closer than this are equal for the double decision. */
const TIE = 1e-3;

/** The cube decisions from given chances for the player on roll (Janowski; money or match equities). */
export function answerWith(q: CubeQuestion, chances: Chances): CubeAnswer {
  const pos = q.position;
  const me = pos.turn;
  const side = sideOf(q.cube.owner, me);
  const x = cubeEfficiency(pos);
  const cube = q.cube.value;
  let nodouble: number;
  let take: number;
  if (q.match.length === 0) {
    const jacoby = q.jacoby ?? true;
    nodouble = moneyEquity(chances, side, x, jacoby);
    take = 2 * moneyEquity(chances, 'opponent', x, false);
    if (q.beaver && take < 0) take *= 2; // the opponent beavers: cube ×4, his
  } else {
    const opp = opponent(me);
    const model = matchModel(chances, {
      need: q.match.length - q.match.score[me],
      oppNeed: q.match.length - q.match.score[opp],
      crawford: q.match.crawford === true,
      postCrawford: q.match.postCrawford === true,
    });
    const { win1, lose1 } = model.singles(cube);
    const norm = (m: number) => (win1 - lose1 > 1e-9 ? (2 * (m - lose1)) / (win1 - lose1) - 1 : 0);
    nodouble = norm(model.mwc(chances.win, cube, side, x));
    take = norm(model.mwc(chances.win, 2 * cube, 'opponent', x));
  }
  const pass = 1;
  return {
    // A tie (a won game without gammon chances: playing on is worth the cash) goes to the double, which ends the risk.
    double: mayDouble(q) && Math.min(take, pass) > nodouble - TIE,
    take: take <= pass,
    equities: { nodouble, take, pass },
    chances,
  };
}

/** The cube question of a backgammon match state for the player on roll (phase `rolling` or `doubled`). */
export function questionFromMatch(state: MatchState): CubeQuestion {
  checkMatchState(state);
  const cube = state.cube;
  const rules = state.config.cubeRules;
  if (!cube || !rules) throw new TablaError('bad-argument', `there is no cube in ${state.game} (only backgammon has one)`);
  return {
    position: state.position,
    cube: { value: cube.value, owner: cube.owner ?? 'center' },
    match: { length: state.config.length, score: state.score, crawford: cube.crawford, postCrawford: cube.postCrawford },
    jacoby: rules.jacoby,
    beaver: rules.beaver,
  };
}
