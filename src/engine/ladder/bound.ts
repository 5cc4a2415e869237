/**
 * A cheap proof that a partial ladder turn cannot be completed, without enumerating it.
 *
 * Relaxation: in Vtora nothing of the opponent moves during a turn (no hitting, V2), so each of
 * the mover's checkers steps independently of the others except through the bear-off
 * conditions of C5; and the ladder's dice are non-decreasing, so each checker plays a
 * sub-multiset of the dice left, in ascending order. Relaxing C5 to "a die at least as large as
 * the point bears off" gives, per checker, an upper bound on what it can absorb, by a small DP
 * over (point, die value) that depends only on the turn. A board whose checkers together
 * cannot absorb the dice that are still to be played (in pips of the dice ≥ w, or in number of
 * dice ≥ w, or of dice equal to w) is dead. The game-ending alternative (C3 Decision) is
 * relaxed the same way: every checker must be able to get off, within the dice left.
 */

/** The constraint kinds checked per value w: pips of dice ≥ w, dice ≥ w, dice = w. */
const KINDS = 3;
/** Constraints per depth: KINDS per die value 1–6. */
const PER_DEPTH = KINDS * 6;
/** "Cannot bear off" in the table of fewest dice to bear off. */
const NEVER = 1 << 20;

/** The relaxation tables of one ladder turn for one target length. */
export class LadderBound {
  /** rows[t][p * n + i]: most a checker on p can absorb towards the i-th of the n constraints checked after t steps. */
  private readonly rows: Int32Array[] = [];
  /** needs[t][i]: what the i-th constraint checked after t steps requires (always > 0). */
  private readonly needs: Int32Array[] = [];
  /** offIn[t * 25 + p]: fewest dice a checker on p needs to bear off after t steps (relaxed C5). */
  private readonly offIn: Int32Array;
  /** Running sums of one check, one per constraint. */
  private readonly sums = new Int32Array(PER_DEPTH);

  /**
   * Tables for plays that reach `goal` steps of `dice` (in order) from a board whose open
   * points are `open[1..24]`; with `mayEnd`, bearing off all 15 earlier also completes a play.
   * Each depth's tables are built when first needed.
   */
  constructor(
    private readonly open: Uint8Array,
    private readonly dice: readonly number[],
    /** The number of steps a play must reach. */
    readonly goal: number,
    /** Whether a game-ending play is an alternative (only when `goal` is the whole ladder). */
    readonly mayEnd: boolean,
  ) {
    this.offIn = new Int32Array((goal + 1) * 25).fill(NEVER);
  }

  /** Build the tables of depth t: the constraints that need something, and each checker's most. */
  private build(t: number): void {
    const counts = new Int32Array(7);
    const f = new Int32Array(25 * 8);
    for (let i = t; i < this.goal; i++) counts[this.dice[i]]++;
    const columns: Int32Array[] = [];
    const needs: number[] = [];
    for (let w = 1; w <= 6; w++) {
      for (let kind = 0; kind < KINDS; kind++) {
        const weight = (v: number) => (kind === 0 ? (v >= w ? v : 0) : kind === 1 ? (v >= w ? 1 : 0) : v === w ? 1 : 0);
        let need = 0;
        for (let v = 1; v <= 6; v++) need += weight(v) * counts[v];
        if (need === 0) continue;
        mostAbsorbed(this.open, counts, weight, f);
        const col = new Int32Array(25);
        for (let p = 1; p <= 24; p++) col[p] = f[p * 8 + 1];
        columns.push(col);
        needs.push(need);
      }
    }
    const n = needs.length;
    const row = new Int32Array(25 * n);
    for (let i = 0; i < n; i++) for (let p = 1; p <= 24; p++) row[p * n + i] = columns[i][p];
    this.rows[t] = row;
    this.needs[t] = Int32Array.from(needs);
    fewestToBearOff(this.open, counts, f);
    for (let p = 1; p <= 24; p++) this.offIn[t * 25 + p] = f[p * 8 + 1];
  }

  /** False when the board `b` after `t` steps provably cannot complete a play of `goal` steps. */
  mayComplete(b: Int8Array, t: number): boolean {
    if (t >= this.goal || b[0] === 15) return true;
    if (this.rows[t] === undefined) this.build(t);
    if (this.mayEnd) {
      let dice = 0;
      const base = t * 25;
      for (let p = 1; p <= 24; p++) if (b[p] !== 0) dice += b[p] * this.offIn[base + p];
      if (dice <= this.goal - t) return true;
    }
    const needs = this.needs[t];
    const row = this.rows[t];
    const n = needs.length;
    const sums = this.sums;
    sums.fill(0, 0, n);
    for (let p = 1; p <= 24; p++) {
      const k = b[p];
      if (k === 0) continue;
      const base = p * n;
      for (let i = 0; i < n; i++) sums[i] += k * row[base + i];
    }
    for (let i = 0; i < n; i++) if (sums[i] < needs[i]) return false;
    return true;
  }
}

/**
 * f[p * 8 + 1] := the most weight a lone checker on p can absorb from the dice `counts`, taken in
 * ascending order, each landing open or (relaxed C5) bearing off with a die ≥ the point, which
 * ends its path. f[p * 8 + v] is the same using only dice ≥ v (v = 7: none).
 */
function mostAbsorbed(open: Uint8Array, counts: Int32Array, weight: (v: number) => number, f: Int32Array): void {
  for (let p = 1; p <= 24; p++) f[p * 8 + 7] = 0;
  for (let v = 6; v >= 1; v--) {
    const wt = weight(v);
    for (let p = 1; p <= 24; p++) {
      let best = f[p * 8 + v + 1];
      let x = p;
      for (let j = 1; j <= counts[v]; j++) {
        const to = x - v;
        if (to <= 0) {
          if (j * wt > best) best = j * wt;
          break;
        }
        if (!open[to]) break;
        const got = j * wt + f[to * 8 + v + 1];
        if (got > best) best = got;
        x = to;
      }
      f[p * 8 + v] = best;
    }
  }
}

/** f[p * 8 + 1] := the fewest of the dice `counts` a lone checker on p needs to bear off (relaxed C5), or NEVER. */
function fewestToBearOff(open: Uint8Array, counts: Int32Array, f: Int32Array): void {
  for (let p = 1; p <= 24; p++) f[p * 8 + 7] = NEVER;
  for (let v = 6; v >= 1; v--) {
    for (let p = 1; p <= 24; p++) {
      let best = f[p * 8 + v + 1];
      let x = p;
      for (let j = 1; j <= counts[v]; j++) {
        const to = x - v;
        if (to <= 0) {
          if (j < best) best = j;
          break;
        }
        if (!open[to]) break;
        const got = j + f[to * 8 + v + 1];
        if (got < best) best = got;
        x = to;
      }
      f[p * 8 + v] = best;
    }
  }
}
