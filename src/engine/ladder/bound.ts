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
  /** can[(t * PER_DEPTH + c) * 25 + p]: most a checker on p can absorb towards constraint c after t steps. */
  private readonly can: Int32Array;
  /** need[t * PER_DEPTH + c]: what constraint c requires after t steps (0: nothing to check). */
  private readonly need: Int32Array;
  /** offIn[t * 25 + p]: fewest dice a checker on p needs to bear off after t steps (relaxed C5). */
  private readonly offIn: Int32Array;
  /** The constraint indices worth checking after t steps (need > 0), per depth. */
  private readonly active: Int32Array[];

  /**
   * Tables for plays that reach `goal` steps of `dice` (in order) from a board whose open
   * points are `open[1..24]`; with `mayEnd`, bearing off all 15 earlier also completes a play.
   */
  constructor(
    open: Uint8Array,
    dice: readonly number[],
    /** The number of steps a play must reach. */
    readonly goal: number,
    /** Whether a game-ending play is an alternative (only when `goal` is the whole ladder). */
    readonly mayEnd: boolean,
  ) {
    this.can = new Int32Array((goal + 1) * PER_DEPTH * 25);
    this.need = new Int32Array((goal + 1) * PER_DEPTH);
    this.offIn = new Int32Array((goal + 1) * 25).fill(NEVER);
    this.active = [];
    const counts = new Int32Array(7);
    const f = new Int32Array(25 * 8);
    for (let t = goal; t >= 0; t--) {
      counts.fill(0);
      for (let i = t; i < goal; i++) counts[dice[i]]++;
      const act: number[] = [];
      for (let w = 1; w <= 6; w++) {
        for (let kind = 0; kind < KINDS; kind++) {
          const c = (w - 1) * KINDS + kind;
          const weight = (v: number) => (kind === 0 ? (v >= w ? v : 0) : kind === 1 ? (v >= w ? 1 : 0) : v === w ? 1 : 0);
          let need = 0;
          for (let v = 1; v <= 6; v++) need += weight(v) * counts[v];
          this.need[t * PER_DEPTH + c] = need;
          if (need === 0) continue;
          act.push(c);
          mostAbsorbed(open, counts, weight, f);
          for (let p = 1; p <= 24; p++) this.can[(t * PER_DEPTH + c) * 25 + p] = f[p * 8 + 1];
        }
      }
      this.active[t] = Int32Array.from(act);
      fewestToBearOff(open, counts, f);
      for (let p = 1; p <= 24; p++) this.offIn[t * 25 + p] = f[p * 8 + 1];
    }
  }

  /** False when the board `b` after `t` steps provably cannot complete a play of `goal` steps. */
  mayComplete(b: Int8Array, t: number): boolean {
    if (t >= this.goal || b[0] === 15) return true;
    if (this.mayEnd) {
      let dice = 0;
      const base = t * 25;
      for (let p = 1; p <= 24; p++) if (b[p] !== 0) dice += b[p] * this.offIn[base + p];
      if (dice <= this.goal - t) return true;
    }
    const act = this.active[t];
    const can = this.can;
    for (let i = 0; i < act.length; i++) {
      const c = act[i];
      const base = (t * PER_DEPTH + c) * 25;
      let sum = 0;
      for (let p = 1; p <= 24; p++) if (b[p] !== 0) sum += b[p] * can[base + p];
      if (sum < this.need[t * PER_DEPTH + c]) return false;
    }
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
