/**
 * Cubeful equity by Janowski's formulas (RULES.md B7): the cubeless chances of a position turned
 * into an equity that counts the cube's value, as a mix of the dead cube (cubeless) and a fully
 * live cube (piecewise linear in the win chance between the market points), weighted by the cube
 * efficiency. Money play in points (Janowski 1993, as GNU Backgammon's eval.c uses it); match
 * play in match-winning chances from the Kazaross-XG2 table, with the take points of every
 * higher cube worked out recursively.
 */
import { matchEquity } from './met.js';

/** Cubeless chances for the player on roll (gammons include backgammons). */
export interface Chances {
  /** P(win). */
  readonly win: number;
  /** P(win a gammon or backgammon). */
  readonly winGammon: number;
  /** P(win a backgammon). */
  readonly winBackgammon: number;
  /** P(lose a gammon or backgammon). */
  readonly loseGammon: number;
  /** P(lose a backgammon). */
  readonly loseBackgammon: number;
}

/** Who owns the cube, from the side of the player on roll. */
export type CubeSide = 'centre' | 'me' | 'opponent';

/** The highest cube value. */
const MAX_CUBE = 64;

/** Average points of a win (W) and of a loss (L) in cube units. */
function averages(c: Chances): { W: number; L: number } {
  const W = c.win > 1e-7 ? 1 + (c.winGammon + c.winBackgammon) / c.win : 1;
  const L = c.win < 1 - 1e-7 ? 1 + (c.loseGammon + c.loseBackgammon) / (1 - c.win) : 1;
  return { W, L };
}

/**
 * Money play: the cubeful equity per unit of the cube for the player on roll (Janowski), the cube
 * at `side`, with efficiency `x`. `jacoby`: gammons do not count while the cube is centred.
 */
export function moneyEquity(c: Chances, side: CubeSide, x: number, jacoby: boolean): number {
  const p = c.win;
  const { W, L } = averages(c);
  const centredJacoby = jacoby && side === 'centre';
  const dead = centredJacoby ? 2 * p - 1 : p * W - (1 - p) * L;
  const tp = (L - 0.5) / (W + L + 0.5);
  const cp = (L + 1) / (W + L + 0.5);
  // Under Jacoby a game never doubled ends single: the live line's ends are ±1.
  const lo = centredJacoby ? -1 : -L;
  const hi = centredJacoby ? 1 : W;
  let live: number;
  if (side === 'centre') {
    if (p < tp) live = lo + (-1 - lo) * (p / tp);
    else if (p < cp) live = -1 + (2 * (p - tp)) / (cp - tp);
    else live = 1 + ((hi - 1) * (p - cp)) / (1 - cp);
  } else if (side === 'me') {
    live = p < cp ? -L + ((1 + L) * p) / cp : 1 + ((W - 1) * (p - cp)) / (1 - cp);
  } else {
    live = p < tp ? -L + ((L - 1) * p) / tp : -1 + ((W + 1) * (p - tp)) / (1 - tp);
  }
  return dead * (1 - x) + live * x;
}

/** A match score seen from the player on roll: points each side still needs, and whether this game is the Crawford game or after it. */
export interface MatchScore {
  readonly need: number;
  readonly oppNeed: number;
  readonly crawford: boolean;
  readonly postCrawford: boolean;
}

/** The match-winning-chance side of one player: his needs and his win/loss mix. */
interface View {
  readonly need: number;
  readonly oppNeed: number;
  /** Of his wins: fractions single, gammon, backgammon. */
  readonly win: readonly [number, number, number];
  /** Of his losses: fractions single, gammon, backgammon. */
  readonly loss: readonly [number, number, number];
}

/** Match play: the cubeful machinery for one position and score. */
class MatchModel {
  private readonly post: boolean;
  private readonly takeCache = new Map<string, number>();

  constructor(
    private readonly score: MatchScore,
    private readonly views: { readonly me: View; readonly opponent: View },
  ) {
    this.post = score.crawford || score.postCrawford;
  }

  /** MWC for `who` after he wins (sign +1) or loses (−1) `points`. */
  private after(v: View, points: number): number {
    return points > 0 ? matchEquity(v.need - points, v.oppNeed, this.post) : matchEquity(v.need, v.oppNeed + points, this.post);
  }

  /** Expected MWC of `v`'s wins (W) and losses (L) with the cube at `cube`, and the single win and loss. */
  private ends(v: View, cube: number) {
    const W = v.win[0] * this.after(v, cube) + v.win[1] * this.after(v, 2 * cube) + v.win[2] * this.after(v, 3 * cube);
    const L = v.loss[0] * this.after(v, -cube) + v.loss[1] * this.after(v, -2 * cube) + v.loss[2] * this.after(v, -3 * cube);
    return { W, L, win1: this.after(v, cube), lose1: this.after(v, -cube) };
  }

  /** True when the owner `v` of a cube at `cube` can no longer use it (the Crawford game, no higher cube, or a single win at this cube already wins him the match). */
  private deadFor(v: View, cube: number): boolean {
    return this.score.crawford || 2 * cube > MAX_CUBE || v.need <= cube;
  }

  /** The lowest win chance at which `who`, doubled to `cube`, should take (he then owns the cube, live where it can be used). */
  takePoint(who: 'me' | 'opponent', cube: number): number {
    const key = `${who}${cube}`;
    const hit = this.takeCache.get(key);
    if (hit !== undefined) return hit;
    const v = this.views[who];
    const { W, L, win1 } = this.ends(v, cube);
    const pass = this.after(v, -cube / 2);
    let t: number;
    if (this.deadFor(v, cube)) {
      t = W - L > 1e-9 ? (pass - L) / (W - L) : 0;
    } else {
      const cash = 1 - this.takePoint(who === 'me' ? 'opponent' : 'me', 2 * cube);
      t = win1 - L > 1e-9 ? (cash * (pass - L)) / (win1 - L) : 0;
    }
    t = Math.min(1, Math.max(0, t));
    this.takeCache.set(key, t);
    return t;
  }

  /** Cubeful MWC of the player on roll with win chance `p`, the cube at `cube` on `side`, efficiency `x`. */
  mwc(p: number, cube: number, side: CubeSide, x: number): number {
    const me = this.views.me;
    const { W, L, win1, lose1 } = this.ends(me, cube);
    const dead = p * W + (1 - p) * L;
    const meLive = side !== 'opponent' && !this.deadFor(me, cube);
    const oppLive = side !== 'me' && !this.deadFor(this.views.opponent, cube);
    const tp = oppLive ? this.takePoint('me', 2 * cube) : 0; // below it the opponent doubles me out
    const cp = meLive ? 1 - this.takePoint('opponent', 2 * cube) : 1; // above it I double him out
    const line = (x0: number, y0: number, x1: number, y1: number) => (x1 - x0 > 1e-9 ? y0 + ((y1 - y0) * (p - x0)) / (x1 - x0) : y1);
    let live: number;
    if (p < tp) live = line(0, L, tp, lose1);
    else if (p > cp) live = line(cp, win1, 1, W);
    else if (!oppLive && !meLive) live = dead;
    else live = line(tp, oppLive ? lose1 : L, cp, meLive ? win1 : W);
    return dead * (1 - x) + live * x;
  }

  /** The MWC of a single win and a single loss at `cube` (the pass values). */
  singles(cube: number): { win1: number; lose1: number } {
    const { win1, lose1 } = this.ends(this.views.me, cube);
    return { win1, lose1 };
  }
}

const mix = (all: number, gammon: number, backgammon: number): [number, number, number] =>
  all > 1e-9 ? [(all - gammon) / all, (gammon - backgammon) / all, backgammon / all] : [1, 0, 0];

/** The match model of a position's chances at a score. */
export function matchModel(c: Chances, score: MatchScore): MatchModel {
  const win = mix(c.win, c.winGammon, c.winBackgammon);
  const loss = mix(1 - c.win, c.loseGammon, c.loseBackgammon);
  return new MatchModel(score, {
    me: { need: score.need, oppNeed: score.oppNeed, win, loss },
    opponent: { need: score.oppNeed, oppNeed: score.need, win: loss, loss: win },
  });
}

export type { MatchModel };
