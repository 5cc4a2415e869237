/**
 * A part of the elements that the first load does not carry (the rules texts, the study tools,
 * the rules panel element): loaded once with `import()` on first need, when the page is idle or
 * at once (`preload`), shared by every element on
 * the page. A failed load is reported on the element that needed it as a `tabla-error` with the
 * code `chunk-load-failed` (warned on the console, as every `tabla-error` is), and the next need
 * tries again.
 */
import { emit } from './element/events.js';

/** One lazily loaded part (see the file comment). */
export class LazyPart<T> {
  private value: T | undefined;
  private pending: Promise<T> | undefined;

  /** @param name what the part holds, for error messages (`the review and set-up tools`). */
  constructor(
    private readonly name: string,
    private readonly importer: () => Promise<T>,
  ) {}

  /** The part, or undefined while it is not loaded. */
  get loaded(): T | undefined {
    return this.value;
  }

  /** Loads the part (once); a failure is reported on `target` (a `tabla-error` from `source`) and resolves undefined. */
  async load(target: EventTarget, source: string): Promise<T | undefined> {
    if (this.value !== undefined) return this.value;
    try {
      return await this.start();
    } catch (error) {
      this.report(target, source, error);
      return undefined;
    }
  }

  /**
   * Starts loading the part at once; if it fails, every element `targets()` then lists gets the
   * `tabla-error` (from `source`) that `load` reports, and the next `load` tries again.
   */
  preload(targets: () => Iterable<EventTarget>, source: string): void {
    if (this.value !== undefined) return;
    this.start().catch((error: unknown) => {
      for (const target of targets()) this.report(target, source, error);
    });
  }

  /** Starts loading the part when the page is idle (a failure is left for the next `load` to report). */
  prefetch(): void {
    if (this.value !== undefined || this.pending) return;
    const start = () => void this.start().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  }

  private report(target: EventTarget, source: string, error: unknown): void {
    emit(target, 'tabla-error', {
      message: `could not load ${this.name}: ${String((error as Error)?.message ?? error).slice(0, 120)}`,
      source,
      code: 'chunk-load-failed',
    });
  }

  private start(): Promise<T> {
    this.pending ??= this.importer().then(
      (value) => (this.value = value),
      (error: unknown) => {
        this.pending = undefined;
        throw error;
      },
    );
    return this.pending;
  }
}
