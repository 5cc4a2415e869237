/**
 * The evaluator interface the search is written against, the outcome helpers (equity, flips,
 * clamping) and the trained neural network per game ({@link NetEvaluator}); the hand-made linear
 * heuristic (used by the easy level and wherever no network is available) is in heuristic.ts.
 *
 * An evaluator estimates, for the player to move in a position (before rolling), the chances of
 * the game's outcomes. Anything implementing {@link Evaluator} can replace them without touching
 * the search.
 */
import type { GameId, Position } from '../engine/index.js';
import { encode, inputCount } from './features.js';
import { HeuristicEvaluator } from './heuristic.js';
import { viewOf, type View } from './view.js';
import { Net, type NetData } from './net.js';
import { netKernel, type NetKernel } from './net-kernel.js';
import { TablaError } from '../engine/errors.js';
import type { Evaluator, Outcome } from './outcome.js';
import { possibleOutcome } from './possible-outcome.js';

export type { Evaluator, Outcome } from './outcome.js';
import { describeValue, expectObject } from '../engine/checks.js';
import { expectGame } from '../engine/position.js';

/** The outcome of a game already decided for the player it is seen by: won (`points` > 0), lost (< 0) or drawn (0). */
export function decided(points: number): Outcome {
  if (points === 0) return { win: 0.5, winMars: 0, winTriple: 0, loseMars: 0, loseTriple: 0 };
  const p = Math.abs(points);
  const m = p >= 2 ? 1 : 0;
  const t = p >= 3 ? 1 : 0;
  return points > 0 ? { win: 1, winMars: m, winTriple: t, loseMars: 0, loseTriple: 0 } : { win: 0, winMars: 0, winTriple: 0, loseMars: m, loseTriple: t };
}

/** The same outcome seen by the other player. */
export function flipOutcome(o: Outcome): Outcome {
  return { win: 1 - o.win, winMars: o.loseMars, winTriple: o.loseTriple, loseMars: o.winMars, loseTriple: o.winTriple };
}

/** Money equity (expected points, cubeless) of an outcome with the triple result on (O3): mars 2, triple 3. */
export function equity(o: Outcome): number {
  if (typeof o?.win !== 'number') throw new TablaError('bad-argument', `an outcome must hold the chances win, winMars, …, got ${describeValue(o)}`);
  return 2 * o.win - 1 + o.winMars - o.loseMars + o.winTriple - o.loseTriple;
}

/** Money equity with the triple result off: a triple-shaped win scores as a mars (2). */
export function equityNoTriple(o: Outcome): number {
  return 2 * o.win - 1 + o.winMars - o.loseMars;
}

/** The money utility of the rules in force: {@link equity} with O3 on, {@link equityNoTriple} without. */
export function moneyUtility(triple: boolean): (o: Outcome) => number {
  return triple ? equity : equityNoTriple;
}

/**
 * A neural evaluator: one {@link Net} per game, falling back to another evaluator for other games.
 * Each network runs in the WebAssembly SIMD kernel (./net-kernel.ts) where the platform allows,
 * else in JavaScript ({@link Net.forward}); the chances agree within about 1e-5.
 */
export class NetEvaluator implements Evaluator {
  readonly name: string;
  private readonly nets: Partial<Record<GameId, Net>> = {};
  private readonly kernels: Partial<Record<GameId, NetKernel>> = {};
  private readonly buf: Partial<Record<GameId, Float32Array>> = {};
  private readonly out = new Float64Array(5);
  /** The {@link near} base: its game, and (JavaScript pass) its input vector and hidden sums. */
  private baseGame: GameId | null = null;
  private readonly base: Partial<Record<GameId, { x: Float32Array; sums: Float64Array }>> = {};

  /**
   * An evaluator over per-game networks, falling back to `fallback` for games without one.
   * @param kernel run the networks in the WebAssembly kernel where the platform allows (it holds
   *   a copy of the weights: after changing a network's weights, call {@link reload})
   */
  constructor(
    nets: Partial<Record<GameId, Net | NetData>>,
    private readonly fallback: Evaluator = new HeuristicEvaluator(),
    name = 'net',
    kernel = true,
  ) {
    this.name = name;
    expectObject(nets, 'the networks');
    for (const [g, n] of Object.entries(nets) as [GameId, Net | NetData][]) {
      expectGame(g);
      const net = n instanceof Net ? n : Net.fromData(n);
      if (net.inputs !== inputCount(g)) throw new TablaError('bad-argument', `network for ${g} has ${net.inputs} inputs, expected ${inputCount(g)}`);
      if (net.outputs !== 5)
        throw new TablaError('bad-argument', `network for ${g} has ${net.outputs} outputs, expected 5 (win, win 2, win 3, lose 2, lose 3)`);
      this.nets[g] = net;
      const k = kernel ? netKernel(net) : null;
      if (k) this.kernels[g] = k;
      else this.buf[g] = new Float32Array(net.inputs);
    }
  }

  /** Judge the coming views from `v`'s hidden sums: only the inputs that differ from `v`'s are added (Net.forwardFrom). */
  near(v: View): void {
    const net = this.nets[v.game];
    if (!net) return;
    const kernel = this.kernels[v.game];
    if (kernel) {
      encode(v, kernel.base);
      kernel.setBase();
      kernel.owner = this;
    } else {
      const b = (this.base[v.game] ??= { x: new Float32Array(net.inputs), sums: new Float64Array(net.hidden) });
      net.hiddenSums(encode(v, b.x), b.sums);
    }
    this.baseGame = v.game;
  }

  /** Takes the networks' current weights (after training changed them): the kernels copy them again. */
  reload(): void {
    for (const k of Object.values(this.kernels)) k.load();
    this.baseGame = null;
  }

  /** True when a network is loaded for the game. */
  has(game: GameId): boolean {
    return this.nets[game] !== undefined;
  }

  /** Whether the game's network runs in the WebAssembly kernel (false: in JavaScript, or no network). */
  usesKernel(game: GameId): boolean {
    return this.kernels[game] !== undefined;
  }

  evaluate(pos: Position): Outcome {
    if (!this.nets[pos.game]) return this.fallback.evaluate(pos);
    return this.evaluateView(viewOf(pos));
  }

  /** Outcome chances for the player to move of a view: the network's, kept to what the rules still allow (`possibleOutcome`). */
  evaluateView(v: View): Outcome {
    const net = this.nets[v.game];
    if (!net) {
      if (this.fallback.evaluateView) return this.fallback.evaluateView(v);
      throw new TablaError(
        'bad-argument',
        `no network for ${v.game}, and the fallback evaluator ${this.fallback.name} cannot judge a view: give it evaluateView`,
      );
    }
    const kernel = this.kernels[v.game];
    let y: ArrayLike<number>;
    if (kernel) {
      encode(v, kernel.x);
      // The kernel (one per network) is shared by evaluators: its base is this one's only after this one's near.
      y = this.baseGame === v.game && kernel.owner === this ? kernel.forwardFrom() : kernel.forward();
    } else {
      const x = encode(v, this.buf[v.game]);
      const b = this.baseGame === v.game ? this.base[v.game] : undefined;
      y = b ? net.forwardFrom(b.x, b.sums, x, this.out) : net.forward(x, this.out);
    }
    return possibleOutcome(v, clampOutcome(y[0], y[1], y[2], y[3], y[4]));
  }
}

/**
 * Keep the chances consistent (network outputs are free): a triple is a mars, a mars is a win;
 * the outputs are in the network's order: win, win 2, win 3, lose 2, lose 3.
 */
export function clampOutcome(win: number, winMars: number, winTriple: number, loseMars: number, loseTriple: number): Outcome {
  const wm = Math.min(winMars, win);
  const lm = Math.min(loseMars, 1 - win);
  return { win, winMars: wm, winTriple: Math.min(winTriple, wm), loseMars: lm, loseTriple: Math.min(loseTriple, lm) };
}
