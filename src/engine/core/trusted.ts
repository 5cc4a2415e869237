/**
 * The positions the engine has already checked or made itself. Positions are immutable values
 * (see `types.ts`), so a position once checked need not be checked again on every call. A list's
 * positions are trusted as a batch (one registration for the list, not one per position): the
 * batches of the last {@link RECENT} lists are searched by identity for a position not yet known,
 * which is then remembered on its own.
 */
const trusted = new WeakSet<object>();

/** How many lists' batches are kept. */
const RECENT = 4;
/** The batches of the last lists, a ring. */
const recent: (readonly (object | undefined)[])[] = new Array<readonly (object | undefined)[]>(RECENT).fill([]);
let nextBatch = 0;

/** Remember a position as checked (or made by the engine). */
export function trustPosition<T extends object>(pos: T): T {
  trusted.add(pos);
  return pos;
}

/** Remember the positions of one list as made by the engine: `batch` is kept by reference, so positions put in it later count too (its empty entries are undefined). */
export function trustBatch(batch: readonly (object | undefined)[]): void {
  recent[nextBatch] = batch;
  nextBatch = (nextBatch + 1) % RECENT;
}

/** Was this position checked (or made by the engine) before? */
export function isTrusted(pos: unknown): boolean {
  if (typeof pos !== 'object' || pos === null) return false;
  if (trusted.has(pos)) return true;
  for (const batch of recent) {
    if (batch.includes(pos)) {
      trusted.add(pos);
      return true;
    }
  }
  return false;
}
