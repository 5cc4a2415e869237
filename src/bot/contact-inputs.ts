/**
 * Contact inputs of the Prva network (the board of Prva and backgammon, RULES.md G1–G3, B1), in
 * the spirit of GNU Backgammon's hand-made inputs: how well each side's points contain the
 * other's checkers (escapes, containment, mobility), how far its checkers still have to go to
 * break contact, its anchors, and what being on the bar costs it. Every figure is computed for
 * both sides, each in its own numbering (point 1 its deepest home point, 24 its starting point,
 * 25 the bar); the two numberings of these boards are mirror images (p ↔ 25 − p).
 */

/** Inputs written per side by {@link writeContactInputs}. */
export const CONTACT_INPUTS_PER_SIDE = 11;

/**
 * ESCAPES[m]: of the 36 rolls, those that move a checker both dice's pips past a stretch of 12
 * points whose blocked points are the set bits of m (bit d − 1: the point d pips ahead): the
 * point it lands on is open and so is at least one of the two points of its single-die steps.
 */
const ESCAPES = (() => {
  const t = new Uint8Array(4096);
  for (let m = 0; m < 4096; m++) {
    let c = 0;
    for (let a = 1; a <= 6; a++) {
      for (let b = 1; b <= 6; b++) {
        const landOpen = (m & (1 << (a + b - 1))) === 0;
        const stepOpen = (m & (1 << (a - 1))) === 0 || (m & (1 << (b - 1))) === 0;
        if (landOpen && stepOpen) c++;
      }
    }
    t[m] = c;
  }
  return t;
})();

/**
 * Rolls (of 36) with which a checker on point `p` of its owner's numbering (25: the bar) moves
 * past the points held by the other side, `blockers` (bit k: the other side holds its own point k).
 * The owner's point p − d is the other side's point 25 − p + d.
 */
export function escapes(p: number, blockers: number): number {
  return ESCAPES[(blockers >>> (26 - p)) & 0xfff];
}

/**
 * Writes the {@link CONTACT_INPUTS_PER_SIDE} inputs of side S at `x[i…]`: `own` S's checkers per
 * S point (1…24), `ownBar` on the bar, `ownHeld` S's held points (bit p, S numbering), and the
 * other side O the same way in O's numbering. Returns the next free index.
 */
export function writeContactInputs(
  x: Float32Array,
  i: number,
  own: ArrayLike<number>,
  ownBar: number,
  ownHeld: number,
  other: ArrayLike<number>,
  otherBar: number,
  otherHeld: number,
): number {
  // O's rearmost checker, in O's numbering (25: on the bar; 0: none left on the board).
  let oRear = otherBar > 0 ? 25 : 0;
  for (let q = 24; oRear === 0 && q >= 1; q--) if (other[q] > 0) oRear = q;
  // Escapes of O's rearmost checker past S's points; S's containment of O: the fewest escapes
  // from O's points 16 on up to its rearmost checker, then over the whole outfield.
  let aContain = 36;
  for (let q = 16; q <= oRear; q++) aContain = Math.min(aContain, escapes(q, ownHeld));
  let contain = aContain;
  for (let q = Math.max(16, oRear + 1); q <= 24; q++) contain = Math.min(contain, escapes(q, ownHeld));
  x[i] = oRear > 0 ? escapes(oRear, ownHeld) / 36 : 1;
  const a = (36 - aContain) / 36;
  const c = (36 - contain) / 36;
  x[i + 1] = a;
  x[i + 2] = a * a;
  x[i + 3] = c;
  x[i + 4] = c * c;
  // O's rearmost checker on S's point r: S's checkers above it have yet to pass it (break
  // contact, weighted by the pips each needs); those below it are free (their pips).
  const r = 25 - oRear;
  let behind = ownBar * (25 - r + 1);
  let free = 0;
  for (let p = 1; p <= 24; p++) {
    const n = own[p];
    if (n === 0) continue;
    if (p > r) behind += (p - r + 1) * n;
    else if (p < r) free += p * n;
  }
  x[i + 5] = behind / 167;
  x[i + 6] = free / 100;
  // S's rearmost anchor, and its most advanced anchor in O's home (or else in O's outfield).
  let back = 0;
  for (let p = 24; back === 0 && p >= 1; p--) if (own[p] >= 2) back = p;
  x[i + 7] = back / 24;
  let forward = 0;
  for (let p = 19; forward === 0 && p <= 24; p++) if (own[p] >= 2) forward = 25 - p;
  for (let p = 18; forward === 0 && p >= 13; p--) if (own[p] >= 2) forward = 25 - p;
  x[i + 8] = forward === 0 ? 2 : forward / 6;
  // Mobility: S's checkers outside its home, each weighted by the pips it has to go home and by its escapes past O's points.
  let mobility = ownBar * 19 * escapes(25, otherHeld);
  for (let p = 7; p <= 24; p++) if (own[p] > 0) mobility += (p - 6) * own[p] * escapes(p, otherHeld);
  x[i + 9] = mobility / 3600;
  // On the bar: the chance that S cannot bring in all its checkers from the bar next roll.
  let closed = 0;
  for (let q = 1; q <= 6; q++) if (otherHeld & (1 << q)) closed++;
  const open = 6 - closed;
  x[i + 10] = ownBar === 0 ? 0 : ownBar === 1 ? (closed * closed) / 36 : 1 - (open * open) / 36;
  return i + CONTACT_INPUTS_PER_SIDE;
}
