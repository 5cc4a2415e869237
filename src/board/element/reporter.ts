/**
 * How `<tabla-board>` reports a refused call or a bad setting: a `tabla-error` event (with the
 * refusal's stable code when it carries one) and a false return, never a throw.
 */
import { TablaError } from '../../engine/errors.js';
import { emit } from './events.js';

/** Reports refusals as `tabla-error` events on its element. */
export class Reporter {
  constructor(private readonly target: EventTarget) {}

  /** Reports a problem as a `tabla-error` (with the refusal's code when it has one). */
  fail(source: string, message: string, value?: unknown, fallback?: unknown, error?: unknown): void {
    const code = error instanceof TablaError ? error.code : undefined;
    emit(this.target, 'tabla-error', {
      message,
      source,
      ...(code ? { code } : {}),
      ...(value !== undefined ? { value: String(value).slice(0, 200) } : {}),
      ...(fallback !== undefined ? { fallback: String(fallback) } : {}),
    });
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
      this.fail(source, (error as Error).message, undefined, undefined, error);
      return false;
    }
  }

  /** A call whose action returns a verdict: true when it was taken and not vetoed, else false (a refusal reported from `source`). */
  verdict(source: string, dispatch: () => boolean): boolean {
    let allowed = false;
    return this.attempt(source, () => void (allowed = dispatch())) && allowed;
  }
}
