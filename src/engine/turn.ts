/**
 * The step-wise view of a turn — the primary interface for a board UI and the bot (D6):
 * from a partial turn, which single steps may come next so that the turn can still be completed
 * to a legal play. Exact and memoised (the underlying graph is shared by every partial turn of
 * the same turn); a Vtora ladder's steps are decided by the ladder solver, so they stay cheap
 * even on a 24-step ladder whose partial turns are mostly dead ends (D6).
 */
import { checkRoll } from './plays.js';
import { TurnGraph, type TurnNode } from './turn-graph.js';
import type { Play, Position, RuleOptions, Step } from './types.js';
import { TablaError } from './errors.js';
import { describeValue } from './checks.js';

/** What identifies a step when asking to play it: the die may be left out when only one fits. */
export interface StepRequest {
  /** Point the checker leaves, in the mover's numbering (25 = bar). */
  readonly from: number;
  /** Point it reaches (0 = off). */
  readonly to: number;
  /** The die to use, when two dice lead from `from` to `to` (bearing off). */
  readonly die?: number;
}

/** One checker's way to a place with one or more steps of its own: one die, or a sum of dice. */
export interface Route {
  /** Where the checker ends (mover's numbering, 0 = off). */
  readonly to: number;
  /** The steps in playing order, each from where the one before ended. */
  readonly steps: readonly Step[];
}

/** The opponent's checkers a way hits (a pin on the way is lifted when the checker moves on). */
const hits = (steps: readonly Step[]): number => steps.filter((s) => s.hit).length;

/**
 * Whether way `a` is preferred to way `b` to the same place: fewer steps; then more hits on the
 * way (GNU Backgammon's board, moving a checker by the sum, hits a blot it passes over);
 * then the larger die first.
 */
function preferred(a: readonly Step[], b: readonly Step[]): boolean {
  if (a.length !== b.length) return a.length < b.length;
  if (hits(a) !== hits(b)) return hits(a) > hits(b);
  return a[0].die > b[0].die;
}

/** An immutable partial turn. Every method returns a new value; nothing is changed in place. */
export class Turn {
  private constructor(
    private readonly graph: TurnGraph,
    private readonly node: TurnNode,
    /** The steps played so far in this turn, in order. */
    readonly steps: readonly Step[],
    private readonly prev: Turn | null,
  ) {}

  /**
   * Start a turn: the position to move and its roll (`null` for Vtora's carried part-turn, V5).
   * @throws Error naming bad dice or a roll given while carried numbers are pending.
   */
  static begin(position: Position, dice: readonly number[] | null, options: RuleOptions = {}): Turn {
    checkRoll(position, dice);
    const g = TurnGraph.create(position, dice, options);
    return new Turn(g, g.root, [], null);
  }

  /** The position at the turn's start. */
  get start(): Position {
    return this.graph.position;
  }

  /** The position after the steps so far (the turn has not passed yet). */
  get position(): Position {
    return this.graph.partialPosition(this.node);
  }

  /** The dice still to play, in order (a Vtora ladder lists every remaining step). */
  get dice(): readonly number[] {
    return this.node.dice;
  }

  /** The dice the turn started with. */
  get allDice(): readonly number[] {
    return this.graph.turnDice.dice;
  }

  /** True for a Vtora ladder (V3): dice are played strictly in order. */
  get isLadder(): boolean {
    return this.graph.turnDice.ordered;
  }

  /** The number of steps every legal play of this turn has (C3; a game-ending play may stop earlier). */
  get stepsRequired(): number {
    return this.graph.maxUse();
  }

  /** The single steps that may come next (each keeps a legal play reachable). */
  legalSteps(): Step[] {
    return this.graph.legalEdges(this.node).map((e) => e.step);
  }

  /** The points (mover's numbering) whose checker can move now. */
  movableFrom(): number[] {
    return [...new Set(this.legalSteps().map((s) => s.from))];
  }

  /** Where a checker on `from` may go with its next single step. */
  destinations(from: number): number[] {
    return [
      ...new Set(
        this.legalSteps()
          .filter((s) => s.from === from)
          .map((s) => s.to),
      ),
    ];
  }

  /**
   * Every place the checker on `from` may reach now by steps of its own — one die, or the sum of
   * several (both dice, two to four steps of a double, the next numbers of a ladder) — each with
   * the steps that take it there; every step keeps a legal play reachable. Where several ways
   * reach one place, the preferred one is given: the fewest steps, then the most hits on
   * the way, then the larger die first.
   * @throws TablaError (`bad-argument`) when `from` is not a point 0–25.
   */
  routes(from: number): Route[] {
    if (!Number.isInteger(from) || from < 0 || from > 25)
      throw new TablaError('bad-argument', `a point must be an integer 0–25 (25 = bar), got ${describeValue(from)}`);
    const best = new Map<number, Route>();
    const walk = (node: TurnNode, at: number, steps: readonly Step[]): void => {
      for (const e of this.graph.legalEdges(node)) {
        if (e.step.from !== at) continue;
        const way = [...steps, e.step];
        const known = best.get(e.step.to);
        if (!known || preferred(way, known.steps)) best.set(e.step.to, { to: e.step.to, steps: way });
        if (e.step.to !== 0 && e.node.end === 0) walk(e.node, e.step.to, way);
      }
    };
    walk(this.node, from, []);
    return [...best.values()];
  }

  /** True when the steps so far are a complete legal play (the turn may be confirmed). */
  canFinish(): boolean {
    return this.graph.isLegalEnd(this.node);
  }

  /** True when nothing more may be played: the turn is complete and must be confirmed. */
  isComplete(): boolean {
    return this.canFinish() && this.legalSteps().length === 0;
  }

  /** True when the last step ended the game (D1, T4). */
  get gameOver(): boolean {
    return this.node.end !== 0;
  }

  /**
   * Play one step. Without `die`, the step is found by from/to; if two dice fit, the smaller is used.
   * @throws Error naming the step when it is not one of {@link legalSteps}.
   */
  step(req: StepRequest): Turn {
    if (
      typeof req !== 'object' ||
      req === null ||
      !Number.isInteger(req.from) ||
      !Number.isInteger(req.to) ||
      (req.die !== undefined && !Number.isInteger(req.die))
    ) {
      throw new TablaError('bad-argument', `a step must be {from, to, die?} with integer points, got ${describeValue(req)}`);
    }
    // Only the edges asked for are checked for reachability (the others may be costly to decide, D6).
    const edges = this.graph
      .edges(this.node)
      .filter((e) => e.step.from === req.from && e.step.to === req.to && (req.die === undefined || e.step.die === req.die))
      .filter((e) => this.graph.canReach(e.node));
    if (edges.length === 0) {
      const die = req.die === undefined ? '' : ` with ${req.die}`;
      const legal = this.legalSteps()
        .map((s) => `${s.from}/${s.to}`)
        .join(' ');
      throw new TablaError('illegal-step', `illegal step ${req.from}/${req.to}${die}; legal now: ${legal || 'none'}`);
    }
    const e = edges.reduce((a, b) => (b.step.die < a.step.die ? b : a));
    return new Turn(this.graph, e.node, [...this.steps, e.step], this);
  }

  /** Take back the last step (returns this turn unchanged at the start). */
  undo(): Turn {
    return this.prev ?? this;
  }

  /** Take back every step. */
  reset(): Turn {
    return this.prev ? this.prev.reset() : this;
  }

  /**
   * The finished play: the position after it, turn passed on, and its result.
   * @throws Error when the steps so far are not a complete legal play.
   */
  finish(): Play {
    if (!this.canFinish()) {
      throw new TablaError(
        'illegal-play',
        `the turn is not complete: ${this.stepsRequired} steps must be played where possible (C3), ${this.steps.length} played`,
      );
    }
    return this.graph.playAt(this.node, this.steps);
  }
}
