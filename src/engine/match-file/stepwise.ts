/**
 * A stepwise computation: a generator that pauses (yields nothing) after each unit of work and
 * returns its result at the end. Run at once with {@link runToEnd}, or in slices by a page that
 * must stay responsive (the board's review runs a long record's reading so).
 */

/** A computation that pauses after each unit of work and returns a `T` at its end. */
export type Stepwise<T> = Generator<void, T, void>;

/** The result of a stepwise computation, run to its end without pausing. */
export function runToEnd<T>(steps: Stepwise<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
