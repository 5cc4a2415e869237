/**
 * Argument checks shared by the engine's exported functions: callers that are not type-checked
 * (plain JavaScript, data from a network) get a plain Error naming the bad value, cut short,
 * instead of a TypeError from deep inside.
 */

/** Longest description of a bad value put in an error message. */
export const MAX_VALUE_CHARS = 60;

/** A short description of a value for an error message (never the whole of a huge input). */
export function describeValue(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (typeof v === 'function') return 'a function';
  if (typeof v === 'bigint') return `${v}n`.slice(0, MAX_VALUE_CHARS);
  if (typeof v === 'symbol') return 'a symbol';
  let text: string;
  try {
    text = typeof v === 'string' && v.length > MAX_VALUE_CHARS * 2 ? JSON.stringify(v.slice(0, MAX_VALUE_CHARS)) : JSON.stringify(v) ?? String(v);
  } catch {
    text = Object.prototype.toString.call(v);
  }
  // A quoted text cut short keeps its closing quote.
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 3)}…${text.startsWith('"') ? '"' : ''}` : text;
}

/** Throws `what must be text, got …` unless `v` is a string. */
export function expectString(v: unknown, what: string): asserts v is string {
  if (typeof v !== 'string') throw new Error(`${what} must be text, got ${typeof v} ${describeValue(v)}`);
}

/** Throws unless `v` is a plain object (not null, not an array). */
export function expectObject(v: unknown, what: string): asserts v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error(`${what} must be an object, got ${describeValue(v)}`);
}

/** Throws unless `v` is undefined or a plain object (an options argument). */
export function expectOptions(v: unknown, what: string): asserts v is Record<string, unknown> | undefined {
  if (v !== undefined) expectObject(v, what);
}

/** Throws unless `v` is `white` or `black`. */
export function expectColor(v: unknown, what = 'colour'): asserts v is 'white' | 'black' {
  if (v !== 'white' && v !== 'black') throw new Error(`unknown ${what} ${describeValue(v)} (expected white or black)`);
}
