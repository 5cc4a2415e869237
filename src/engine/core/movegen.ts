/**
 * The fast move generator: every distinct legal play of a turn (C3, D1, D3, F5, F6), found by a
 * depth-first search that steps the board in place and undoes each step (no object per partial
 * play), with an incremental additive hash for de-duplication and, where the rules allow, the
 * descending-source order for doubles (as GNU Backgammon generates them). Results are stored in
 * flat typed arrays: the resulting boards, their packed steps and game ends. Internal.
 */
import { HIT, type GameRules, type RuleContext } from '../games/rules.js';
import { BOARD_SIZE, type Board } from './board.js';
import { BoardSet, MOVE, SENT, extraHash } from './board-set.js';
import { MAX_STEPS, PlayStore } from './play-store.js';

/** The extra hash of a board without pins and tag (most boards). */
const PLAIN = extraHash(0, 0, 0);

/** Vtora's play tag (D3): the numbers a play leaves unplayed (in order), 1 for none; 0 is "no tag". */
export function unplayedTag(left: ArrayLike<number>): number {
  let tag = 1;
  for (let i = 0; i < left.length; i++) tag = tag * 7 + left[i];
  return tag;
}

/** Does the player to move on this board have a legal step for some die 1–6? */
export function hasAnyStep(rules: GameRules, w: Board, ctx: RuleContext): boolean {
  for (let die = 1; die <= 6; die++) {
    for (let from = 25; from >= 1; from--) {
      if (w.b[from] !== 0 && rules.target(w, from, die, ctx) >= 0) return true;
    }
  }
  return false;
}

/** Working state of one generation (module-level scratch, re-entrant through a busy flag). */
class Search {
  busy = false;
  rules!: GameRules;
  ctx!: RuleContext;
  private readonly buf = new ArrayBuffer(BOARD_SIZE);
  /** The working board, changed in place (its counts are also `w32`, 13 words). */
  w: Board = { b: new Int8Array(this.buf), myPins: 0, opPins: 0 };
  private readonly w32 = new Int32Array(this.buf);
  dice: readonly number[] = [];
  full = 0;
  /** Vtora: plays are told apart by the dice they leave unplayed (D3). */
  tagUnplayed = false;
  /** Doubles in descending-source order (the turn is order-free, all dice equal). */
  descending = false;
  /** Memoise nodes (doubles where the order trick does not apply). */
  memo = false;
  /**
   * Descending doubles where a step other than a bear-off may end the game (Treta's T3, T5): at
   * each node the steps out of descending order are tried too, each kept only if it ends the game.
   */
  endSteps = false;
  /**
   * Two different dice on an order-free turn: after the smaller die, the larger one is tried
   * only where the larger-first order has not already listed the same play (see {@link afterSmaller}).
   */
  swapOnce = false;
  /** Bit p set: the larger die can be played from point p at the start of the turn without a hit or a game end ({@link swapOnce}). */
  largerFrom = 0;
  /** Bit p set: the larger die played from point p at the start of the turn ends the game ({@link swapOnce}). */
  largerEnds = 0;
  hasEndRule = false;
  bearOffEnds = false;
  /** F6: {@link GameRules.opponentEscapes} of the turn (-1: every play leaves a move). */
  escapes = -1;
  /**
   * `startable[die]`: bit p set where a step of `die` from point p (25 = the bar) may be legal
   * this turn: it lands on a point open to the mover ({@link GameRules.openPoints}) or bears off.
   */
  readonly startable = new Int32Array(7);
  readonly nodes = new BoardSet(256);
  readonly path = new Int32Array(MAX_STEPS);
  out!: PlayStore;
  max = -1;

  run(rules: GameRules, ctx: RuleContext, start: Board, dice: readonly number[], tagUnplayed: boolean, out: PlayStore): void {
    this.rules = rules;
    this.ctx = ctx;
    this.w.myPins = start.myPins;
    this.w.opPins = start.opPins;
    this.dice = dice;
    const n = dice.length;
    this.full = n;
    this.tagUnplayed = tagUnplayed;
    let same = n > 1;
    for (let i = 1; i < n; i++) if (dice[i] !== dice[0]) same = false;
    const free = rules.orderFree(start);
    this.bearOffEnds = rules.endsByBearOff(start, n);
    this.descending = same && free;
    this.memo = same && !free;
    this.endSteps = this.descending && !this.bearOffEnds;
    this.swapOnce = free && n === 2 && !same;
    this.largerFrom = 0;
    this.largerEnds = 0;
    this.hasEndRule = rules.turnEndAllowed !== undefined;
    this.escapes = rules.opponentEscapes ? rules.opponentEscapes(start) : -1;
    const open = rules.openPoints(start);
    for (let i = 0; i < n; i++) this.startable[dice[i]] = ((open << dice[i]) & 0x3fffffe) | ((2 << dice[i]) - 2);
    this.out = out;
    out.reset(start);
    this.nodes.clear();
    this.max = -1;
    // Boards are hashed relative to the start board (its hash is 0), so the start is not hashed.
    const b = this.w.b;
    b.set(start.b);
    let occ = 0;
    for (let i = 1; i <= 25; i++) occ |= (-b[i] >>> 31) << i; // no branch: which points are empty is as good as random
    this.dfs(0, 0, 0, 25, occ);
    this.filter();
  }

  /**
   * Visit the node reached after `depth` steps (`used` = dice used, `h` = counts hash, `occ` =
   * bit p set where the mover has a checker on point p, 25 = the bar; `top` = the highest
   * starting point allowed next in descending order).
   */
  private dfs(depth: number, used: number, h: number, top: number, occ: number): void {
    const w = this.w;
    const b = w.b;
    const rules = this.rules;
    const ctx = this.ctx;
    const dice = this.dice;
    const n = this.full;
    let moved = false;
    let last = 0;
    for (let i = 0; i < n; i++) {
      if (used & (1 << i)) continue;
      const die = dice[i];
      if (die === last) continue;
      last = die;
      // The mover's occupied points, highest first (bit tricks instead of a scan of all 25).
      let m = this.descending ? occ & this.startable[die] & ((2 << top) - 1) : occ & this.startable[die];
      if (used === 2 && this.swapOnce) m &= this.afterSmaller(die);
      for (; m !== 0;) {
        const from = 31 - Math.clz32(m);
        m ^= 1 << from;
        const to = rules.target(w, from, die, ctx);
        if (to < 0) continue;
        moved = true;
        const myPins = w.myPins;
        const opPins = w.opPins;
        const flags = rules.apply(w, from, to);
        let h2 = (h + MOVE[from * 26 + to]) | 0;
        if (flags & HIT) h2 = (h2 + SENT[to]) | 0;
        this.path[depth] = from | (to << 5) | (die << 10) | (flags << 13);
        const u2 = used | (1 << i);
        const end = to === 0 || !this.bearOffEnds ? rules.ended(w, ctx) : 0;
        if (used === 0 && i === 0) {
          if (end !== 0) this.largerEnds |= 1 << from;
          else if (!(flags & HIT)) this.largerFrom |= 1 << from;
        }
        let occ2 = b[from] === 0 ? occ & ~(1 << from) : occ;
        if (to !== 0) occ2 |= 1 << to;
        if (end !== 0) this.candidate(depth + 1, n, u2, h2, end, occ2);
        else if (depth + 1 === n) this.candidate(depth + 1, depth + 1, u2, h2, 0, occ2);
        else if (!this.memo || this.nodes.addOrFindWords(w, this.w32, depth + 1, h2 ^ extraHash(w.myPins, w.opPins, depth + 1)) < 0) {
          this.dfs(depth + 1, u2, h2, from, occ2);
        }
        rules.undo(w, from, to, flags);
        w.myPins = myPins;
        w.opPins = opPins;
      }
      if (this.endSteps && top < 25) this.endingSteps(depth, used | (1 << i), die, h, occ & this.startable[die] & ~((2 << top) - 1));
    }
    // A node where nothing more can be played ends a play; with F5, any node may (D7: the root always).
    if (!moved || this.hasEndRule) this.candidate(depth, depth, used, h, 0, occ);
  }

  /**
   * Descending doubles where not only a bear-off can end the game ({@link endSteps}): the steps
   * from the points in `m`, above the descending order's limit, each kept as a play only if it
   * ends the game. Complete because the game's ends are monotone ({@link GameRules.ended}): a
   * play that ends the game at its last step is a board that has not ended (which descending
   * order reaches) plus that step, in whatever order.
   */
  private endingSteps(depth: number, u2: number, die: number, h: number, m: number): void {
    const w = this.w;
    const rules = this.rules;
    for (; m !== 0;) {
      const from = 31 - Math.clz32(m);
      m ^= 1 << from;
      const to = rules.target(w, from, die, this.ctx);
      if (to < 0) continue;
      const myPins = w.myPins;
      const opPins = w.opPins;
      const flags = rules.apply(w, from, to);
      const end = rules.ended(w, this.ctx);
      if (end !== 0) {
        let h2 = (h + MOVE[from * 26 + to]) | 0;
        if (flags & HIT) h2 = (h2 + SENT[to]) | 0;
        this.path[depth] = from | (to << 5) | (die << 10) | (flags << 13);
        this.candidate(depth + 1, this.full, u2, h2, end, 0);
      }
      rules.undo(w, from, to, flags);
      w.myPins = myPins;
      w.opPins = opPins;
    }
  }

  /**
   * The starting points worth trying with the larger die after the smaller one was played
   * (order-free turns; points closed to the mover do not change within such a turn, C4). When
   * neither step enters from the bar nor bears off, the larger-first order has listed the same
   * board (and game end) already, unless its first step ended the game (T3, T5): a step on
   * another checker is legal before the smaller one too; the checker that just moved going on
   * is, when the larger die could move it at the start (the same landing, the other
   * intermediate point) and neither intermediate point hits (D2; a pin there is lifted again as
   * the lone pinner moves on, T2). What remains: that checker otherwise, the checkers whose
   * larger step ended the game, and bear-offs (points 1…die). If this leaves a node without a
   * step, the larger-first order found a play of both dice, so C3 drops the shorter one.
   */
  private afterSmaller(die: number): number {
    const first = this.path[0];
    const from = first & 31;
    const to = (first >>> 5) & 31;
    if (from === 25 || to === 0) return -1;
    const keep = ((2 << die) - 2) | this.largerEnds;
    return !((first >>> 13) & HIT) && this.largerFrom & (1 << from) ? keep : keep | (1 << to);
  }

  /**
   * Record a possible end of the turn with effective length `eff` (C3: a game end counts as all
   * dice); `occ` = the mover's occupied points on the board reached (read only by F5, N5).
   */
  private candidate(depth: number, eff: number, used: number, h: number, end: number, occ: number): void {
    if (eff < this.max) return;
    const w = this.w;
    if (end === 0 && this.hasEndRule && depth > 0 && !this.rules.turnEndAllowed!(w, occ)) return;
    const out = this.out;
    if (eff > this.max) {
      this.max = eff;
      out.set.clear();
    }
    let tag = 0;
    if (this.tagUnplayed && end === 0) {
      tag = 1; // unplayedTag of the dice not used, without building the list
      for (let i = 0; i < this.full; i++) if (!(used & (1 << i))) tag = tag * 7 + this.dice[i];
    }
    const m = out.set.addOrFindWords(w, this.w32, tag, tag === 0 && w.myPins === 0 && w.opPins === 0 ? h ^ PLAIN : h ^ extraHash(w.myPins, w.opPins, tag));
    if (m >= 0) return;
    const k = ~m;
    if (k >= out.nsteps.length) out.ensure(k);
    out.nsteps[k] = depth;
    out.ends[k] = end;
    out.used[k] = used;
    // All four slots, unrolled (those past `depth` are never read).
    const steps = out.steps;
    const path = this.path;
    const o = k * MAX_STEPS;
    steps[o] = path[0];
    steps[o + 1] = path[1];
    steps[o + 2] = path[2];
    steps[o + 3] = path[3];
  }

  /** F6: does candidate k end the game or leave one of the opponent's escape points empty? */
  private leavesMove(k: number): boolean {
    const out = this.out;
    if (out.ends[k] !== 0) return true;
    const boards = out.set.boards;
    const o = k * BOARD_SIZE;
    for (let m = this.escapes; m !== 0;) {
      const p = 31 - Math.clz32(m);
      m ^= 1 << p;
      if (boards[o + p] === 0) return true;
    }
    return false;
  }

  /** C3's larger-die rule and F6, applied to the whole set of candidates. */
  private filter(): void {
    const out = this.out;
    const size = out.set.size;
    let count = size;
    let ordered = false; // out.order holds the plays kept so far (else: every member, in order)
    out.max = this.max;
    out.largerOnly = false;
    const dice = this.dice;
    // C3: if only one of two different dice can be played, the larger must be played when it can.
    if (this.max === 1 && this.full === 2 && dice[0] !== dice[1]) {
      let larger = 0;
      for (let k = 0; k < size; k++) if (out.ends[k] !== 0 || out.used[k] === 1) larger++;
      if (larger > 0 && larger < size) {
        out.largerOnly = true;
        count = 0;
        for (let k = 0; k < size; k++) if (out.ends[k] !== 0 || out.used[k] === 1) out.order[count++] = k;
        ordered = true;
      }
    }
    // F6: the plays that leave the opponent a move are required, unless none does.
    if (this.escapes !== -1 && count > 0) {
      if (!ordered) for (let k = 0; k < size; k++) out.order[k] = k;
      let kept = 0;
      for (let j = 0; j < count; j++) if (this.leavesMove(out.order[j])) kept++;
      if (kept > 0 && kept < count) {
        kept = 0;
        for (let j = 0; j < count; j++) if (this.leavesMove(out.order[j])) out.order[kept++] = out.order[j];
        count = kept;
      }
    }
    out.count = count;
    out.allLegal = count === size;
    if (!out.allLegal) {
      out.legal.fill(0, 0, size);
      for (let j = 0; j < count; j++) out.legal[out.order[j]] = 1;
    }
  }
}

let shared: Search | null = null;

/**
 * Generate the legal plays of one (non-ladder) turn into `out`: `dice` in the order they are
 * tried (the larger first), `tagUnplayed` for Vtora (D3 counts the numbers passed on).
 */
export function generatePlays(rules: GameRules, ctx: RuleContext, start: Board, dice: readonly number[], tagUnplayed: boolean, out: PlayStore): void {
  let s = shared;
  if (!s || s.busy) s = new Search();
  else shared = null;
  s.busy = true;
  try {
    s.run(rules, ctx, start, dice, tagUnplayed, out);
  } finally {
    s.busy = false;
    if (!shared) shared = s;
  }
}
