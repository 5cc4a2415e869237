/**
 * Exact integer ranks of the mover's 15 checkers over 25 places (off and points 1–24): every
 * distribution gets a distinct number below C(39, 15) ≈ 2.5·10^10, so a rank is an exact memo
 * key (no hash collisions to resolve, no string keys).
 */

/** Checkers per side. */
const CHECKERS = 15;
/** Places ranked: off (0) and points 1–24. */
const PLACES = 25;

/** COMP[m * 26 + j]: ways to spread m checkers over j places = C(m + j − 1, j − 1). */
const COMP = new Float64Array((CHECKERS + 1) * 26);
for (let m = 0; m <= CHECKERS; m++) {
  for (let j = 0; j <= PLACES; j++) {
    let v: number;
    if (j === 0) v = m === 0 ? 1 : 0;
    else if (m === 0 || j === 1) v = 1;
    else v = COMP[m * 26 + j - 1] + COMP[(m - 1) * 26 + j];
    COMP[m * 26 + j] = v;
  }
}

/**
 * SKIP[(m * 26 + rest) * 16 + k]: the ranks skipped by putting k of the m checkers left on the
 * current place with `rest` places after it (Σ_{v<k} COMP[m − v][rest]); one lookup per place.
 */
const SKIP = new Float64Array((CHECKERS + 1) * 26 * 16);
for (let m = 0; m <= CHECKERS; m++) {
  for (let rest = 0; rest <= PLACES; rest++) {
    let s = 0;
    for (let k = 0; k <= CHECKERS; k++) {
      SKIP[(m * 26 + rest) * 16 + k] = s;
      if (k < m + 1) s += COMP[(m - k) * 26 + rest];
    }
  }
}

/** The exact rank of b[0..24] (the mover's off count and points 1–24; 15 checkers in all). */
export function rankOf(b: Int8Array): number {
  let r = 0;
  let m = CHECKERS;
  for (let i = 0; i < PLACES - 1 && m > 0; i++) {
    const k = b[i];
    if (k !== 0) {
      r += SKIP[(m * 26 + PLACES - 1 - i) * 16 + k];
      m -= k;
    }
  }
  return r;
}
