/**
 * Argument checks shared by the engine's and the bot's exported functions: callers that are not
 * type-checked (plain JavaScript, data from a network) get a `TablaError` naming the bad value,
 * cut short by `describeValue`, instead of a TypeError from deep inside.
 */
import { TablaError, type TablaErrorCode } from './errors.js';
import type { Color } from './types.js';

/** Longest description of a bad value put in an error message. */
export const MAX_VALUE_CHARS = 80;

/** JSON text of a value with BigInts written as `10n`; throws on cycles and hostile objects. */
function jsonOf(v: unknown): string | undefined {
  return JSON.stringify(v, (_key, x: unknown) => (typeof x === 'bigint' ? `${x}n` : x));
}

/** A short description of a value for an error message: at most `limit` characters (8 to `MAX_VALUE_CHARS`, the default), whatever the input. */
export function describeValue(v: unknown, limit: number = MAX_VALUE_CHARS): string {
  const max = typeof limit === 'number' && limit >= 8 && limit <= MAX_VALUE_CHARS ? Math.floor(limit) : MAX_VALUE_CHARS;
  if (v === undefined) return 'undefined';
  if (typeof v === 'function') return 'a function';
  if (typeof v === 'bigint') return `${String(v).slice(0, max - 2)}n`;
  if (typeof v === 'symbol') return 'a symbol';
  if (ArrayBuffer.isView(v)) return `${v.constructor.name}(${(v as unknown as ArrayLike<unknown>).length ?? v.byteLength})`;
  let text: string;
  try {
    if (typeof v === 'string') text = JSON.stringify(v.length > max * 2 ? v.slice(0, max) : v);
    else if (Array.isArray(v) && v.length > max)
      text = `[${Array.prototype.slice
        .call(v, 0, max)
        .map((x) => jsonOf(x) ?? 'null')
        .join(',')}…`;
    else text = jsonOf(v) ?? String(v);
  } catch {
    text = Array.isArray(v) ? `a list of ${Number(v.length)}` : 'an object';
  }
  // A quoted text cut short keeps its closing quote.
  return text.length > max ? `${text.slice(0, max - 3)}…${text.startsWith('"') ? '"' : ''}` : text;
}

/** Throws `what must be text, got …` unless `v` is a string. */
export function expectString(v: unknown, what: string, code: TablaErrorCode = 'bad-argument'): asserts v is string {
  if (typeof v !== 'string') throw new TablaError(code, `${what} must be text, got ${typeof v} ${describeValue(v)}`);
}

/** Throws unless `v` is a plain object (not null, not an array). */
export function expectObject(v: unknown, what: string, code: TablaErrorCode = 'bad-argument'): asserts v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new TablaError(code, `${what} must be an object, got ${describeValue(v)}`);
}

/** Throws unless `v` is undefined or a plain object (an options argument). */
export function expectOptions(v: unknown, what: string): asserts v is Record<string, unknown> | undefined {
  if (v !== undefined) expectObject(v, what, 'bad-option');
}

/** Throws unless `v` is `white` or `black`. */
export function expectColor(v: unknown, what = 'colour'): asserts v is Color {
  if (v !== 'white' && v !== 'black') throw new TablaError('bad-color', `unknown ${what} ${describeValue(v)} (expected white or black)`);
}

/** Throws unless `v` is a real array (its own prototype) with no holes. */
export function expectList(v: unknown, what: string, code: TablaErrorCode = 'bad-argument'): asserts v is readonly unknown[] {
  if (!Array.isArray(v) || Object.getPrototypeOf(v) !== Array.prototype) throw new TablaError(code, `${what} must be a list, got ${describeValue(v)}`);
  for (let i = 0; i < v.length; i++) if (!(i in v)) throw new TablaError(code, `${what} has a hole at ${i}: ${describeValue(v)}`);
}
