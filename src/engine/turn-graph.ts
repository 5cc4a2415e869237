/**
 * One turn as a graph of partial turns, for the step-wise view (D6). Internal to the engine.
 *
 * A node is a board plus the dice still to play. From the root every path is a sequence of legal
 * single steps; a path is a legal play when it ends on a legal end. Which ends are legal is
 * decided once per turn by the fast core: for an ordinary turn the move generator's list of
 * legal plays (C3, F5, F6 judged there and only there), for a Vtora ladder the ladder solver.
 */
import { rulesOf, type GameRules, type RuleContext } from './games/index.js';
import { turnRuleContext, STEP_ENDS } from './games/rules.js';
import { fromBoard, toBoard, type Board } from './core/board.js';
import { BoardSet, countsHash, extraHash } from './core/board-set.js';
import { ladderSlot, type LadderAnswers } from './core/ladder-slot.js';
import { generatePlays, unplayedTag } from './core/movegen.js';
import { PlayStore } from './core/play-store.js';
import { turnDice, type TurnDice } from './core/turn-dice.js';
import { positionAfter } from './core/position-after.js';
import type { Color, GameResult, Play, Position, RuleOptions, Step } from './types.js';

/** A partial turn inside the graph. */
export interface TurnNode {
  /** Board after the steps so far (a copy; never changed). */
  readonly w: Board;
  /** Dice still to play. */
  readonly dice: readonly number[];
  /** Steps played so far. */
  readonly depth: number;
  /** The game-end code of the last step (0 = the game goes on). */
  readonly end: number;
  /** Memo: outgoing edges. */
  edges?: TurnEdge[];
  /** Memo: a legal play can be completed from here. */
  reach?: boolean;
}

/** A single step between two partial turns. */
export interface TurnEdge {
  /** The step. */
  readonly step: Step;
  /** Where it leads. */
  readonly node: TurnNode;
}

/** The tag that tells nodes with the same board apart: the dice left (their count on a ladder). */
function diceTag(dice: readonly number[], ordered: boolean): number {
  let tag = dice.length;
  if (!ordered) for (const d of dice) tag = tag * 7 + d;
  return tag;
}

/** The graph of one turn. Build with {@link TurnGraph.create}; walk it with {@link TurnGraph.edges}. */
export class TurnGraph {
  /** The turn's starting node. */
  readonly root: TurnNode;
  /** Number of dice (steps) the turn starts with. */
  readonly full: number;
  private readonly rules: GameRules;
  private readonly ctx: RuleContext;
  private readonly ids = new BoardSet(16);
  private readonly list: TurnNode[] = [];
  private plays: PlayStore | null = null;
  private ladder: LadderAnswers | null = null;

  private constructor(
    /** The position at the turn's start. */
    readonly position: Position,
    /** The dice of the turn. */
    readonly turnDice: TurnDice,
    options: RuleOptions,
  ) {
    this.rules = rulesOf(position.game);
    this.ctx = turnRuleContext(this.rules, position, turnDice.dice, options);
    this.full = turnDice.dice.length;
    this.root = this.node(toBoard(position), turnDice.dice, 0, 0);
  }

  /** The turn graph of a position and roll (`null` = Vtora's carried part-turn); the roll is not checked here. */
  static create(position: Position, roll: readonly number[] | null, options: RuleOptions = {}): TurnGraph {
    return new TurnGraph(position, turnDice(position, roll), options);
  }

  private node(w: Board, dice: readonly number[], depth: number, end: number): TurnNode {
    const tag = diceTag(dice, this.turnDice.ordered);
    const m = this.ids.addOrFind(w, tag, countsHash(w.b) ^ extraHash(w.myPins, w.opPins, tag));
    if (m >= 0) return this.list[m];
    const n: TurnNode = { w, dice, depth, end };
    this.list.push(n);
    return n;
  }

  /** The legal single steps from a node (ignoring whether the turn can be completed). */
  edges(n: TurnNode): TurnEdge[] {
    if (n.edges) return n.edges;
    const out: TurnEdge[] = [];
    if (n.end === 0 && n.dice.length > 0) {
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
          const w: Board = { b: b.slice(), myPins: n.w.myPins, opPins: n.w.opPins };
          const flags = rules.apply(w, from, to);
          const end = rules.ended(w, this.ctx);
          const step: Step = { from, to, die, ...(flags & 1 ? { hit: true } : {}), ...(flags & 2 ? { pin: true } : {}) };
          out.push({ step, node: this.node(w, rest, n.depth + 1, end) });
        }
      }
    }
    n.edges = out;
    return out;
  }

  /** The move generator's legal plays of an ordinary turn (computed once). */
  private store(): PlayStore {
    if (!this.plays) {
      const s = new PlayStore();
      generatePlays(this.rules, this.ctx, this.root.w, this.turnDice.dice, this.position.game === 'vtora', s);
      this.plays = s;
    }
    return this.plays;
  }

  /** The ladder solver's answers (computed once). */
  private solver(): LadderAnswers {
    if (!this.ladder) this.ladder = ladderSlot.get()(this.rules, this.ctx, this.root.w, this.turnDice.dice);
    return this.ladder;
  }

  /** The most dice any legal play uses (C3; game-ending plays count as all). */
  maxUse(): number {
    return this.turnDice.ordered ? this.solver().max : this.store().max;
  }

  /** True when a play may end at this node. */
  isLegalEnd(n: TurnNode): boolean {
    const eff = n.end !== 0 ? this.full : n.depth;
    if (this.turnDice.ordered) return eff === this.maxUse();
    const tag = this.position.game === 'vtora' && n.end === 0 ? unplayedTag(n.dice) : 0;
    // The larger die was used when the one left is the smaller (only a two-dice turn can come to this).
    return this.store().isLegalEnd(n.w, tag, eff, n.end !== 0 || n.dice[0] === this.turnDice.dice[1]);
  }

  /** True when some legal play passes through this node. */
  canReach(n: TurnNode): boolean {
    if (n.reach !== undefined) return n.reach;
    let ok: boolean;
    if (this.turnDice.ordered) {
      ok = n.end !== 0 ? this.solver().max === this.full : n.depth <= this.solver().max && this.solver().canComplete(n.w.b, n.depth);
    } else {
      ok = this.isLegalEnd(n);
      if (!ok) for (const e of this.edges(n)) if (this.canReach(e.node)) ok = true;
    }
    n.reach = ok;
    return ok;
  }

  /** The steps from a node that keep a legal play reachable. */
  legalEdges(n: TurnNode): TurnEdge[] {
    return this.edges(n).filter((e) => this.canReach(e.node));
  }

  /** The number of distinct legal plays (D3), or `limit + 1` when there are more than `limit` (a ladder stops counting there). */
  countPlays(limit = Infinity): number {
    return this.turnDice.ordered ? this.solver().count(limit) : this.store().count;
  }

  /** The position (turn not yet passed) at a partial node. */
  partialPosition(n: TurnNode): Position {
    return fromBoard(this.position, this.position.turn, n.w, this.position.turn);
  }

  /** The numbers a play ending at `n` leaves unplayed, which pass on in Vtora (V4, V5). */
  unplayed(n: TurnNode): number[] {
    return unplayedOf(n.dice, this.turnDice.ordered);
  }

  /** The play that ends at a node: the position after it (turn passed on) and its result. */
  playAt(n: TurnNode, steps: readonly Step[]): Play {
    const pos = this.position;
    return {
      steps,
      position: positionAfter(pos, this.turnDice, n.w.b, n.w.myPins, n.w.opPins, n.end, this.unplayed(n)),
      result: n.end ? toResult(n.end, pos.turn) : null,
    };
  }

  /** Number of nodes built so far (for diagnostics and benchmarks). */
  get size(): number {
    return this.list.length;
  }
}

/** The numbers left unplayed that pass on: all of them, or on a ladder those of the current number (V4). */
export function unplayedOf(dice: readonly number[], ordered: boolean): number[] {
  if (dice.length === 0) return [];
  if (!ordered) return [...dice];
  const head = dice[0];
  return dice.filter((d) => d === head);
}

/** Convert a game-end code from the mover's side into a game result. */
export function toResult(end: number, mover: Color): GameResult {
  const e = STEP_ENDS[end]!;
  if (e.outcome === 'draw') return { winner: null, points: 0, kind: 'draw' };
  return { winner: mover, points: e.points, kind: e.kind };
}
