/**
 * The engine's error type: every refusal thrown by the engine, the reducer, the bot and the
 * server carries a stable `code` a caller can branch on, beside an English message that names
 * the bad value (cut short by `describeValue`).
 */

/** Every stable code of the errors the package throws or reports. */
export const TABLA_ERROR_CODES = [
  'bad-argument',
  'bad-game',
  'bad-tradition',
  'bad-color',
  'bad-dice',
  'bad-position',
  'bad-match-state',
  'bad-notation',
  'bad-record',
  'bad-option',
  'illegal-step',
  'illegal-play',
  'not-your-turn',
  'wrong-phase',
  'too-many-plays',
  'cancelled',
  'unavailable',
  'chunk-load-failed',
] as const;

/** Stable codes of the errors the package throws or reports. */
export type TablaErrorCode = (typeof TABLA_ERROR_CODES)[number];

/** An `Error` with a stable `code` (see `TablaErrorCode`). */
export class TablaError extends Error {
  /** Why it was thrown, stable across versions and languages. */
  readonly code: TablaErrorCode;

  /** An error with the given code and message. */
  constructor(code: TablaErrorCode, message: string) {
    super(typeof message === 'string' ? message : 'unknown error');
    this.name = 'TablaError';
    this.code = typeof code === 'string' ? code : 'bad-argument';
  }
}

/** The code of any thrown value: a `TablaError`'s own, else `bad-argument`. */
export function errorCode(e: unknown): TablaErrorCode {
  return e instanceof TablaError ? e.code : 'bad-argument';
}

/** What a caught value reports: its message and, for a `TablaError`, its stable code. */
export function errorReport(e: unknown): { message: string; code?: TablaErrorCode } {
  const message = e instanceof Error ? e.message : String(e);
  return e instanceof TablaError ? { message, code: e.code } : { message };
}
