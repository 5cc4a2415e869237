/**
 * How `<tabla-board>` reports a refused call or a bad setting: a `tabla-error` event (with the
 * refusal's stable code when it carries one) and a false return, never a throw.
 */
import { errorReport } from '../../engine/errors.js';
import type { TablaErrorDetail } from '../../engine/live/events.js';
import { emit } from './events.js';

/** A `tabla-error` detail: what went wrong, where, and the bad value (cut short) and the value used instead when there are. */
export function errorDetail(source: string, message: string, value?: unknown, fallback?: unknown): TablaErrorDetail {
  return {
    message,
    source,
    ...(value !== undefined ? { value: String(value).slice(0, 200) } : {}),
    ...(fallback !== undefined ? { fallback: String(fallback) } : {}),
  };
}

/** Reports refusals as `tabla-error` events on its element. */
export class Reporter {
  constructor(private readonly target: EventTarget) {}

  /** Reports a problem as a `tabla-error`. */
  fail(source: string, message: string, value?: unknown, fallback?: unknown): void {
    emit(this.target, 'tabla-error', errorDetail(source, message, value, fallback));
  }

  /** Reports a refused call and returns false. */
  failed(source: string, message: string): false {
    this.fail(source, message);
    return false;
  }

  /** Runs `fn`, reporting what it throws as a `tabla-error` from `source`; true when it did not throw. */
  attempt(source: string, fn: () => void): boolean {
    try {
      fn();
      return true;
    } catch (error) {
      return this.caught(source, error);
    }
  }

  /** Awaits `verdict`'s answer; false when it rejects (reported as a `tabla-error` from `source`). */
  async settle(source: string, verdict: () => Promise<boolean>): Promise<boolean> {
    try {
      return await verdict();
    } catch (error) {
      return this.caught(source, error);
    }
  }

  /** A call whose action returns a verdict: true when it was taken and not vetoed, else false (a refusal reported from `source`). */
  verdict(source: string, dispatch: () => boolean): boolean {
    let allowed = false;
    return this.attempt(source, () => void (allowed = dispatch())) && allowed;
  }

  /** Reports a thrown or rejected `error` (with its code when it has one; its message after `context` when given) and returns false. */
  caught(source: string, error: unknown, context?: string): false {
    const report = errorReport(error);
    emit(this.target, 'tabla-error', { ...report, message: context ? `${context}: ${report.message}` : report.message, source });
    return false;
  }
}
