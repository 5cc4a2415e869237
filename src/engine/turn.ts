/**
 * One turn as a graph of partial turns: the primary, step-wise interface to legality.
 *
 * A node is a board plus the dice still to play. From the root (the turn's start) every path is
 * a sequence of legal single steps; a path is a legal play when it ends on a node that passes
 * C3's maximum-use and larger-die rule (and Fevga's F5/F6 filters). Nodes are shared between
 * paths that reach the same board with the same dice left (so a 24-step Vtora ladder stays
 * tractable, D6), and every query is memoised on the node.
 */
import { opponent } from './board.js';
import { rulesOf, type GameRules, type RuleContext, type StepEnd } from './games/index.js';
import type { Color, GameResult, Play, Position, RuleOptions, Step } from './types.js';
import { BoardMap } from './board-map.js';
import { LadderOracle } from './ladder-count.js';
import { flipWork, fromWork, toWork, type Work } from './work.js';

/** The dice of a turn, as the turn builder sees them. */
export interface TurnDice {
  /** Dice left to play, in order. */
  readonly dice: readonly number[];
  /** True for a Vtora ladder (V3): the dice must be played strictly in order. */
  readonly ordered: boolean;
  /** True for the carried-dice part-turn of Vtora (V5): the turn does not pass afterwards. */
  readonly carriedPart: boolean;
}

/** A partial turn inside the graph. */
export interface TurnNode {
  /** Board after the steps so far. */
  readonly w: Work;
  /** Dice still to play. */
  readonly dice: readonly number[];
  /** Steps played so far. */
  readonly depth: number;
  /** Set when the last step ended the game. */
  readonly end: StepEnd | null;
  /** Memo: outgoing edges. */
  edges?: TurnEdge[];
  /** Memo: the best effective length reachable from here. */
  best?: number;
  /** Memo: a legal play can be completed from here. */
  reach?: boolean;
  /** Visited by the search for legal ends. */
  seenEnd?: boolean;
  /** Visited by the listing of plays. */
  walked?: boolean;
}

/** A single step between two partial turns. */
export interface TurnEdge {
  /** The step. */
  readonly step: Step;
  /** Where it leads. */
  readonly node: TurnNode;
}

/** Dice of a roll for this position: plain, doubles (four steps) or a Vtora ladder (V3). */
export function turnDice(pos: Position, roll: readonly [number, number] | readonly number[] | null): TurnDice {
  if (roll === null) {
    return { dice: [...pos.carried].sort((a, b) => b - a), ordered: false, carriedPart: true };
  }
  const [a, b] = roll;
  if (a !== b) return { dice: a > b ? [a, b] : [b, a], ordered: false, carriedPart: false };
  const ladder = pos.game === 'vtora' && pos.rolls[pos.turn] >= 3;
  if (!ladder) return { dice: [a, a, a, a], ordered: false, carriedPart: false };
  const dice: number[] = [];
  for (let d = a; d <= 6; d++) dice.push(d, d, d, d);
  return { dice, ordered: true, carriedPart: false };
}

/** Node expansions a ladder's depth-first search may use before the level-by-level oracle takes over. */
const LADDER_DFS_BUDGET = 20_000;

/** Node expansions of one quick search for a completion of a ladder (a witness). */
const WITNESS_BUDGET = 64;

/** Node expansions of the larger witness search made before falling back to the exact answer. */
const WITNESS_BUDGET_LARGE = 4_000;

/** Thrown inside the ladder search when its budget is spent. */
class BudgetSpent extends Error {}

/**
 * The graph of one turn. Build with {@link TurnGraph.create}; walk it with {@link TurnGraph.edges}.
 */
export class TurnGraph {
  /** The turn's starting node. */
  readonly root: TurnNode;
  /** Number of dice (steps) the turn starts with. */
  readonly full: number;
  private readonly nodes = new BoardMap<TurnNode>();
  private readonly rules: GameRules;
  private readonly ctx: RuleContext;
  private maxEff = -1;
  private legalSet: Set<TurnNode> | null = null;
  /** Ladders: exact level-by-level answers, built when the depth-first search gets too big. */
  private oracle: LadderOracle | null = null;
  /** Ladders: node expansions left before switching to the oracle. */
  private budget = LADDER_DFS_BUDGET;

  private constructor(
    /** The position at the turn's start. */
    readonly position: Position,
    /** The dice of the turn. */
    readonly turnDice: TurnDice,
    options: RuleOptions,
  ) {
    this.rules = rulesOf(position.game);
    this.ctx = { tradition: position.tradition, options };
    this.full = turnDice.dice.length;
    this.root = this.node(toWork(position), turnDice.dice, 0, null);
  }

  /** The turn graph of a position and roll (`null` = Vtora's carried part-turn). */
  static create(position: Position, roll: readonly number[] | null, options: RuleOptions = {}): TurnGraph {
    return new TurnGraph(position, turnDice(position, roll), options);
  }

  private node(w: Work, dice: readonly number[], depth: number, end: StepEnd | null): TurnNode {
    // The dice left are identified by their count in a ladder, else by their values (base 7).
    let tag = dice.length;
    if (!this.turnDice.ordered) for (const d of dice) tag = tag * 7 + d;
    return this.nodes.getOrAdd(w, tag, () => ({ w, dice, depth, end }));
  }

  /** The legal single steps from a node (ignoring whether the turn can be completed). */
  edges(n: TurnNode): TurnEdge[] {
    if (n.edges) return n.edges;
    const out: TurnEdge[] = [];
    if (!n.end && n.dice.length > 0) {
      const rules = this.rules;
      const b = n.w.b;
      let lastDie = 0;
      for (let i = 0; i < n.dice.length; i++) {
        const die = n.dice[i];
        if (die === lastDie) continue;
        lastDie = die;
        if (this.turnDice.ordered && i > 0) break;
        const rest = n.dice.slice(0, i).concat(n.dice.slice(i + 1));
        for (let from = 25; from >= 1; from--) {
          if (b[from] === 0) continue;
          const to = rules.target(n.w, from, die, this.ctx);
          if (to < 0) continue;
          const eff = rules.apply(n.w, from, to);
          const end = rules.ended(eff.w, this.ctx);
          const step: Step = { from, to, die, ...(eff.hit ? { hit: true } : {}), ...(eff.pin ? { pin: true } : {}) };
          out.push({ step, node: this.node(eff.w, rest, n.depth + 1, end) });
        }
      }
    }
    n.edges = out;
    return out;
  }

  /** The effective length of a play ending here: a game-ending play counts as using every die (C3 Decision). */
  private eff(n: TurnNode): number {
    return n.end ? this.full : n.depth;
  }

  /** F5: may the turn end on this node? (A pass, the root, always may: D7.) */
  private endAllowed(n: TurnNode): boolean {
    if (n === this.root || n.end || !this.rules.turnEndAllowed) return true;
    return this.rules.turnEndAllowed(n.w);
  }

  private best(n: TurnNode): number {
    if (n.best !== undefined) return n.best;
    if (this.turnDice.ordered && --this.budget < 0) throw new BudgetSpent();
    let best = this.endAllowed(n) ? this.eff(n) : -1;
    if (best < this.full) {
      for (const e of this.edges(n)) {
        const b = this.best(e.node);
        if (b > best) best = b;
        if (best === this.full) break;
      }
    }
    n.best = best;
    return best;
  }

  /** The most dice any legal play uses (C3; game-ending plays count as all). */
  maxUse(): number {
    if (this.maxEff < 0) this.maxEff = this.ladderSafe(() => this.best(this.root), () => this.oracle!.max);
    return this.maxEff;
  }

  /**
   * The most dice any legal play uses, when it can be found cheaply: on a ladder, only if a
   * depth-first search settles it within `budget` node expansions (else null, and nothing costly
   * is built); on any other turn, always.
   */
  maxUseWithin(budget: number): number | null {
    if (this.maxEff >= 0 || !this.turnDice.ordered || this.oracle) return this.maxUse();
    const left = this.budget;
    this.budget = Math.min(left, budget);
    const allowed = this.budget;
    try {
      return (this.maxEff = this.best(this.root));
    } catch (e) {
      if (!(e instanceof BudgetSpent)) throw e;
      return null;
    } finally {
      this.budget = left - (allowed - Math.max(0, this.budget));
    }
  }

  /**
   * Run a ladder query depth-first; if that grows past its budget (a ladder that stalls can have
   * millions of partial turns, D6), answer it from the level-by-level oracle instead.
   */
  private ladderSafe<T>(dfs: () => T, fromOracle: () => T): T {
    if (this.oracle) return fromOracle();
    try {
      return dfs();
    } catch (e) {
      if (!(e instanceof BudgetSpent)) throw e;
      this.oracle = new LadderOracle(this.rules, this.ctx, this.root.w, this.turnDice.dice);
      return fromOracle();
    }
  }

  /**
   * Small turns (everything but a ladder) get their legal ends computed once, eagerly, because the
   * larger-die rule (C3) and Fevga's F6 judge the set of candidates as a whole.
   */
  private legalEnds(): Set<TurnNode> {
    if (this.legalSet) return this.legalSet;
    const max = this.maxUse();
    let cands: TurnNode[] = [];
    const visit = (n: TurnNode) => {
      if (n.seenEnd) return;
      n.seenEnd = true;
      if (this.eff(n) === max && this.endAllowed(n)) cands.push(n);
      for (const e of this.edges(n)) visit(e.node);
    };
    visit(this.root);
    const dice = this.turnDice.dice;
    // C3: if only one of two different dice can be played, the larger must be played when it can.
    if (max === 1 && dice.length === 2 && dice[0] !== dice[1]) {
      const withLarger = cands.filter((n) => n.end || n.dice[0] === dice[1]);
      if (withLarger.length > 0) cands = withLarger;
    }
    // F6: among the candidates, those that leave the opponent a move are required, unless none does.
    if (this.rules.mustLeaveMove) {
      const leaving = cands.filter((n) => n.end || opponentCanMove(this.rules, this.position, n.w, this.ctx));
      if (leaving.length > 0) cands = leaving;
    }
    this.legalSet = new Set(cands);
    return this.legalSet;
  }

  /** True when a play may end at this node. */
  isLegalEnd(n: TurnNode): boolean {
    if (this.turnDice.ordered) return this.eff(n) === this.maxUse();
    return this.legalEnds().has(n);
  }

  /** True when some legal play passes through this node. */
  canReach(n: TurnNode): boolean {
    if (n.reach !== undefined) return n.reach;
    // A ladder has no end filters: a legal play is reachable exactly when the best length is.
    if (this.turnDice.ordered) {
      const max = this.maxUse();
      // A completion found by a short search proves it at once; only a failure needs the exact answer.
      if (this.witness(n, max, WITNESS_BUDGET)) return true;
      return (n.reach = this.ladderSafe(
        () => this.best(n) === max,
        () => this.oracle!.canReach(n.w.b, n.depth, n.end !== null),
      ));
    }
    let ok = this.isLegalEnd(n);
    if (!ok) {
      for (const e of this.edges(n)) {
        if (this.canReach(e.node)) {
          ok = true;
          break;
        }
      }
    }
    n.reach = ok;
    return ok;
  }

  /** The steps from a node that keep a legal play reachable. */
  legalEdges(n: TurnNode): TurnEdge[] {
    return this.edges(n).filter((e) => this.canReach(e.node));
  }

  /**
   * Ladders (D6): look for one completion of a longest play from `n` by a short depth-first
   * search, and mark every node on the path found as reachable. True proves `n` reachable; false
   * only means that none was found within `budget` expansions.
   */
  private witness(n: TurnNode, max: number, budget: number): boolean {
    let left = budget;
    const seen = new Set<TurnNode>();
    const go = (m: TurnNode): boolean => {
      if (m.reach !== undefined) return m.reach;
      if (m.best !== undefined) return (m.reach = m.best === max); // known exactly from the search for the longest play
      // A game-ending step counts as every die (C3 Decision); a node at the longest length is a legal end.
      if (m.end || m.depth >= max) return (m.reach = m.end !== null || m.depth === max);
      if (--left < 0 || seen.has(m)) return false;
      seen.add(m);
      for (const e of this.edges(m)) if (go(e.node)) return (m.reach = true);
      return false;
    };
    return go(n);
  }

  /**
   * Some of the steps from a node that keep a legal play reachable, each proven by a completion
   * found quickly; on a ladder this costs little even where {@link legalEdges} must search
   * millions of partial turns (D6). Never empty when `legalEdges` is not; the same as
   * `legalEdges` for any other turn.
   */
  quickEdges(n: TurnNode): TurnEdge[] {
    if (!this.turnDice.ordered) return this.legalEdges(n);
    const max = this.maxUse();
    const proven = () => this.edges(n).filter((e) => this.witness(e.node, max, WITNESS_BUDGET));
    let out = proven();
    if (out.length > 0 || n.end || n.depth >= max) return out;
    // None proven quickly: a longer search from here marks a path, else the exact answer decides.
    if (this.witness(n, max, WITNESS_BUDGET_LARGE)) out = proven();
    return out.length > 0 ? out : this.legalEdges(n);
  }

  /** The position (turn not yet passed) at a partial node. */
  partialPosition(n: TurnNode): Position {
    return fromWork(this.position, this.position.turn, n.w, this.position.turn);
  }

  /** The numbers a play ending at `n` leaves unplayed, which pass on in Vtora (V4, V5). */
  unplayed(n: TurnNode): number[] {
    if (n.dice.length === 0) return [];
    if (!this.turnDice.ordered) return [...n.dice];
    const head = n.dice[0];
    return n.dice.filter((d) => d === head);
  }

  /** The play that ends at a node: the position after it (turn passed on) and its result. */
  playAt(n: TurnNode, steps: readonly Step[]): Play {
    const pos = this.position;
    const mover = pos.turn;
    const result = n.end ? toResult(n.end, mover) : null;
    let next: Position;
    if (pos.game === 'vtora') {
      if (this.turnDice.carriedPart) {
        // V5 Decision: the carried part-turn keeps the turn; what cannot be played is lost.
        next = { ...fromWork(pos, mover, n.w, mover), carried: [] };
      } else {
        const rolls = { ...pos.rolls, [mover]: pos.rolls[mover] + 1 };
        // A game-ending play passes nothing on (D1): the game is over.
        next = { ...fromWork(pos, mover, n.w, opponent(mover)), carried: n.end ? [] : this.unplayed(n), rolls };
      }
    } else {
      next = fromWork(pos, mover, n.w, opponent(mover));
    }
    return { steps, position: next, result };
  }

  /** True once a ladder query has needed the exhaustive level-by-level search (for diagnostics and tests). */
  get exhaustive(): boolean {
    return this.oracle !== null;
  }

  /** Number of nodes built so far (for diagnostics and benchmarks). */
  get size(): number {
    return this.nodes.size;
  }
}

/** Convert a step-end from the mover's side into a game result. */
export function toResult(end: StepEnd, mover: Color): GameResult {
  if (end.outcome === 'draw') return { winner: null, points: 0, kind: 'draw' };
  return { winner: mover, points: end.points, kind: end.kind };
}

/** F6: does the opponent have at least one legal step for some roll on this board? */
function opponentCanMove(rules: GameRules, pos: Position, w: Work, ctx: RuleContext): boolean {
  return hasAnyStep(rules, flipWork(pos.game, w), ctx);
}

/** Does the player to move on this working board have a legal step for some die 1–6? */
export function hasAnyStep(rules: GameRules, w: Work, ctx: RuleContext): boolean {
  for (let die = 1; die <= 6; die++) {
    for (let from = 25; from >= 1; from--) {
      if (w.b[from] !== 0 && rules.target(w, from, die, ctx) >= 0) return true;
    }
  }
  return false;
}
