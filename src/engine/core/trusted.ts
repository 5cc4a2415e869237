/**
 * The positions the engine has already checked or made itself. Positions are immutable values
 * (see `types.ts`), so a position once checked need not be checked again on every call.
 */
const trusted = new WeakSet<object>();

/** Remember a position as checked (or made by the engine). */
export function trustPosition<T extends object>(pos: T): T {
  trusted.add(pos);
  return pos;
}

/** Was this position checked (or made by the engine) before? */
export function isTrusted(pos: unknown): boolean {
  return typeof pos === 'object' && pos !== null && trusted.has(pos);
}
