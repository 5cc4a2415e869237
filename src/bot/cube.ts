/**
 * The bot's cube decisions in backgammon (RULES.md B7): for the player on roll, before his roll,
 * should he double, and should the opponent take? From the network's chances (the Prva network:
 * backgammon is Prva on the board) and cubeful equity by Janowski's formulas (cube-equity.ts),
 * in money play (with Jacoby and beaver) and at every match score (Kazaross-XG2, met.ts).
 *
 * The Prva network has no backgammon outputs: the chance of a backgammon is **estimated** from
 * the gammon chance and the loser's checkers in the winner's home or on the bar (see
 * `withBackgammons` in backgammon-eval.ts).
 */
import { legalPlays, pipCount, validatePosition } from '../engine/index.js';
import type { Color, MatchState, Position } from '../engine/index.js';
import { moneyEquity, matchModel, type Chances, type CubeSide } from './cube-equity.js';
import { withBackgammons } from './backgammon-eval.js';
import type { Evaluator } from './evaluator.js';
import { hasContact, viewOf } from './features.js';

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
  readonly score: { readonly white: number; readonly black: number };
  /** This game is the Crawford game. */
  readonly crawford?: boolean;
  /** This game is after the Crawford game. */
  readonly postCrawford?: boolean;
}

/** One cube question. */
export interface CubeQuestion {
  readonly position: Position;
  readonly cube: CubeInput;
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
  readonly equities: { readonly nodouble: number; readonly take: number; readonly pass: number };
  /** The cubeless chances used (backgammons estimated). */
  readonly chances: Chances;
}

/** B7: the cube efficiency: about 0.68 in contact, 0.6–0.7 in races (longer races keep more of the cube's value). */
export function cubeEfficiency(pos: Position): number {
  if (hasContact(viewOf(pos))) return 0.68;
  return Math.min(0.7, Math.max(0.6, 0.55 + 0.00125 * pipCount(pos[pos.turn])));
}

function check(q: CubeQuestion): void {
  if (typeof q !== 'object' || q === null) throw new Error('a cube question must be an object {position, cube, match}');
  validatePosition(q.position);
  if (q.position.game !== 'backgammon' && q.position.game !== 'prva') throw new Error(`cube decisions are for backgammon, not ${q.position.game}`);
  const v = q.cube?.value;
  if (!Number.isInteger(v) || v < 1 || v > 64 || (v & (v - 1)) !== 0) throw new Error(`the cube value must be 1, 2, 4 … 64, got ${JSON.stringify(v)}`);
  const owner = q.cube.owner;
  if (owner !== 'center' && owner !== 'white' && owner !== 'black') throw new Error(`the cube owner must be center, white or black, got ${JSON.stringify(owner)}`);
  if ((v === 1) !== (owner === 'center')) throw new Error(v === 1 ? 'a cube at 1 is in the center' : `a cube at ${v} has an owner`);
  const m = q.match;
  if (!m || !Number.isInteger(m.length) || m.length < 0) throw new Error(`match.length must be 0 (money) or a positive integer, got ${JSON.stringify(m?.length)}`);
  if (!m.score || !Number.isInteger(m.score.white) || !Number.isInteger(m.score.black) || m.score.white < 0 || m.score.black < 0) throw new Error('match.score must be {white, black} with whole numbers');
  if (m.length > 0 && (m.score.white >= m.length || m.score.black >= m.length)) throw new Error(`the score ${m.score.white}–${m.score.black} has already reached the length ${m.length}`);
}

/** The cube side seen by the player on roll. */
function sideOf(owner: CubeInput['owner'], me: Color): CubeSide {
  return owner === 'center' ? 'centre' : owner === me ? 'me' : 'opponent';
}

/** The 21 rolls and their weights (doubles 1/36, others 2/36). */
const ROLLS: readonly [number, number, number][] = [];
for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) (ROLLS as [number, number, number][]).push([a, b, a === b ? 1 / 36 : 2 / 36]);

/**
 * The chances of the player on roll one ply deep: for each of the 21 rolls his best play by
 * cubeless equity (the position after it judged from the opponent's side), averaged. This
 * removes most of the 0-ply network's bias about the side on roll.
 */
export function chancesOnePly(pos: Position, evaluator: Evaluator): Chances {
  const acc = { win: 0, winGammon: 0, winBackgammon: 0, loseGammon: 0, loseBackgammon: 0 };
  const board: Position = { ...pos, game: 'backgammon' };
  for (const [a, b, w] of ROLLS) {
    let best: Chances | null = null;
    let bestEq = -Infinity;
    for (const play of legalPlays(board, [a, b], { triple: true })) {
      let c: Chances;
      if (play.result) {
        const pts = play.result.points;
        c = { win: 1, winGammon: pts >= 2 ? 1 : 0, winBackgammon: pts >= 3 ? 1 : 0, loseGammon: 0, loseBackgammon: 0 };
      } else {
        const o = withBackgammons(evaluator.evaluate({ ...play.position, game: 'prva' }));
        c = { win: 1 - o.win, winGammon: o.loseGammon, winBackgammon: o.loseBackgammon, loseGammon: o.winGammon, loseBackgammon: o.winBackgammon };
      }
      const eq = 2 * c.win - 1 + c.winGammon + c.winBackgammon - c.loseGammon - c.loseBackgammon;
      if (eq > bestEq) [best, bestEq] = [c, eq];
    }
    for (const k of Object.keys(acc) as (keyof Chances)[]) acc[k] += w * best![k];
  }
  return acc;
}

/** Answers a cube question with the evaluator's chances for the player on roll (1-ply, {@link chancesOnePly}). */
export function cubeDecision(q: CubeQuestion, evaluator: Evaluator): CubeAnswer {
  check(q);
  const pos = q.position;
  const me = pos.turn;
  const chances = chancesOnePly(pos, evaluator);
  const side = sideOf(q.cube.owner, me);
  const x = cubeEfficiency(pos);
  const cube = q.cube.value;
  const mayDouble = side !== 'opponent' && cube < 64 && !q.match.crawford;
  let nodouble: number;
  let take: number;
  if (q.match.length === 0) {
    const jacoby = q.jacoby ?? true;
    nodouble = moneyEquity(chances, side, x, jacoby);
    take = 2 * moneyEquity(chances, 'opponent', x, false);
    if (q.beaver && take < 0) take *= 2; // the opponent beavers: cube ×4, his
  } else {
    const opp: Color = me === 'white' ? 'black' : 'white';
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
    double: mayDouble && Math.min(take, pass) > nodouble,
    take: take <= pass,
    equities: { nodouble, take, pass },
    chances,
  };
}

/** The cube question of a backgammon match state for the player on roll (phase `rolling` or `doubled`). */
export function questionFromMatch(state: MatchState): CubeQuestion {
  const cube = state.cube;
  const rules = state.config.cubeRules;
  if (!cube || !rules) throw new Error(`there is no cube in ${state.game} (only backgammon has one)`);
  return {
    position: state.position,
    cube: { value: cube.value, owner: cube.owner ?? 'center' },
    match: { length: state.config.length, score: state.score, crawford: cube.crawford, postCrawford: cube.postCrawford },
    jacoby: rules.jacoby,
    beaver: rules.beaver,
  };
}
