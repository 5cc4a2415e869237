/**
 * Test reference only (the engine uses src/engine/ladder/): an exhaustive level-by-level oracle.
 * Counting the plays of a Vtora ladder turn (D6) without building them: a level-by-level
 * breadth-first search over the mover's checkers only (in Vtora nothing of the opponent changes
 * during a turn, and there is no bar and no pin). Each level is a set of exact integer ranks of
 * the mover's 15 checkers over 25 places (off and points 1–24), so a million boards fit easily.
 */
import { CHECKERS } from '../../../src/engine/position.js';
import type { GameRules, RuleContext } from '../../../src/engine/games/index.js';
import type { Board as Work } from '../../../src/engine/core/board.js';

const PLACES = 25; // off (0) and points 1–24

/** COMP[m][j]: ways to spread m checkers over j places = C(m + j − 1, j − 1). */
const COMP: number[][] = (() => {
  const t: number[][] = [];
  for (let m = 0; m <= CHECKERS; m++) {
    t.push([]);
    for (let j = 0; j <= PLACES; j++) {
      if (j === 0) t[m].push(m === 0 ? 1 : 0);
      else if (m === 0 || j === 1) t[m].push(1);
      else t[m].push(t[m][j - 1] + t[m - 1][j]);
    }
  }
  return t;
})();

/** The exact rank of the mover's distribution b[0..24] (15 checkers in all). */
export function rank(b: Int8Array): number {
  let r = 0;
  let m = CHECKERS;
  for (let i = 0; i < PLACES - 1; i++) {
    const rest = PLACES - 1 - i;
    for (let v = 0; v < b[i]; v++) r += COMP[m - v][rest];
    m -= b[i];
  }
  return r;
}

/** Write the distribution of a rank into b[0..24]. */
function unrank(r: number, b: Int8Array): void {
  let m = CHECKERS;
  for (let i = 0; i < PLACES - 1; i++) {
    const rest = PLACES - 1 - i;
    let v = 0;
    while (r >= COMP[m - v][rest]) {
      r -= COMP[m - v][rest];
      v++;
    }
    b[i] = v;
    m -= v;
  }
  b[PLACES - 1] = m;
}

/** A set of non-negative integers below 2^53, by open addressing over a Float64Array (no boxing). */
class RankSet {
  private table = new Float64Array(1024).fill(-1);
  private mask = 1023;
  /** Number of members. */
  size = 0;

  add(v: number): void {
    if (this.size * 2 >= this.table.length) this.grow();
    this.insert(v);
  }

  private insert(v: number): void {
    let i = this.home(v);
    for (;;) {
      const x = this.table[i];
      if (x === v) return;
      if (x < 0) {
        this.table[i] = v;
        this.size++;
        return;
      }
      i = (i + 1) & this.mask;
    }
  }

  private grow(): void {
    const old = this.table;
    this.table = new Float64Array(old.length * 2).fill(-1);
    this.mask = this.table.length - 1;
    this.size = 0;
    for (const v of old) if (v >= 0) this.insert(v);
  }

  /** The first table slot to probe for `v` (a 32-bit mix of both halves of the number). */
  private home(v: number): number {
    let h = (v >>> 0) ^ Math.imul((v / 4294967296) | 0, 0x9e3779b1);
    h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
    h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
    return (h ^ (h >>> 16)) & this.mask;
  }

  /** Is `v` a member? */
  has(v: number): boolean {
    let i = this.home(v);
    for (;;) {
      const x = this.table[i];
      if (x === v) return true;
      if (x < 0) return false;
      i = (i + 1) & this.mask;
    }
  }

  /** Visit every member. */
  forEach(f: (v: number) => void): void {
    for (const v of this.table) if (v >= 0) f(v);
  }
}

/**
 * Exact answers for a whole ladder turn at once: the longest playable prefix (V4) and, for every
 * reachable board at every level, whether a longest play can still be completed from it. Built by
 * one forward pass (levels of boards) and one backward pass (the boards that lead on).
 */
export class LadderOracle {
  /** The most ladder steps any play uses (a play that bears off the last checker counts as all). */
  readonly max: number;
  /** Number of distinct legal plays (D3). */
  readonly count: number;
  private readonly good: RankSet[];

  /** Build the oracle; with `countOnly` the backward pass is skipped (then only `max` and `count` are valid). */
  constructor(rules: GameRules, ctx: RuleContext, root: Work, dice: readonly number[], countOnly = false) {
    const scratch = root.b.slice();
    const work: Work = { b: scratch, myPins: root.myPins, opPins: root.opPins };
    const levels: RankSet[] = [new RankSet()];
    levels[0].add(rank(root.b));
    let endLevel = -1;
    const successors = (key: number, die: number, visit: (r: number, ended: boolean) => void) => {
      unrank(key, scratch);
      for (let from = 24; from >= 1; from--) {
        if (scratch[from] === 0) continue;
        const to = rules.target(work, from, die, ctx);
        if (to < 0) continue;
        scratch[from]--;
        scratch[to]++;
        visit(rank(scratch), rules.ended(work, ctx) !== 0);
        scratch[from]++;
        scratch[to]--;
      }
    };
    for (let i = 0; i < dice.length; i++) {
      const next = new RankSet();
      levels[i].forEach((key) =>
        successors(key, dice[i], (r, ended) => {
          if (ended) {
            if (endLevel < 0) endLevel = i + 1;
          } else next.add(r);
        }),
      );
      if (next.size === 0) break;
      // Counting needs only the last level: let the earlier ones go.
      if (countOnly) levels[levels.length - 1] = new RankSet();
      levels.push(next);
    }
    const last = levels.length - 1;
    // Every ended board is the same board (all 15 off), so it counts once.
    this.max = endLevel >= 0 ? dice.length : last;
    this.count = (this.max === last ? levels[last].size : 0) + (endLevel >= 0 ? 1 : 0);
    const good: RankSet[] = new Array<RankSet>(levels.length);
    good[last] = this.max === last ? levels[last] : new RankSet();
    if (this.max !== last && last < dice.length && !countOnly) {
      // The game can end: a board of the last level leads on if one of its steps bears off the last checker.
      levels[last].forEach((key) => {
        let ok = false;
        successors(key, dice[last], (_r, ended) => {
          if (ended) ok = true;
        });
        if (ok) good[last].add(key);
      });
    }
    for (let i = last - 1; i >= 0 && !countOnly; i--) {
      const g = new RankSet();
      const ahead = good[i + 1];
      levels[i].forEach((key) => {
        let ok = false;
        successors(key, dice[i], (r, ended) => {
          if (ended || ahead.has(r)) ok = true;
        });
        if (ok) g.add(key);
      });
      good[i] = g;
    }
    this.good = good;
  }

  /** Can a longest play still be completed from this board after `depth` steps? */
  canReach(b: Int8Array, depth: number, ended: boolean): boolean {
    if (ended) return true;
    return depth < this.good.length && this.good[depth].has(rank(b));
  }
}

/** The number of distinct legal plays of a Vtora ladder turn from `root` with `dice` in order. */
export function countOrderedPlays(rules: GameRules, ctx: RuleContext, root: Work, dice: readonly number[]): number {
  return new LadderOracle(rules, ctx, root, dice, true).count;
}
