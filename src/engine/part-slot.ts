/**
 * A place where an optional part of the engine (the Vtora ladder solver, the position-ID readers)
 * installs itself when its module is imported, so that the element's script-tag build can load the
 * part as a chunk of its own. Asking for the part before it is installed is refused with the code
 * `unavailable`.
 */
import { TablaError } from './errors.js';

/** One optional part's slot (see the file comment). */
export class PartSlot<T> {
  private part: T | null = null;

  /** @param missing the refusal's message when the part is asked for before it is installed (what to import). */
  constructor(private readonly missing: string) {}

  /** Installs the part (its module does, when imported). */
  install(part: T): void {
    this.part = part;
  }

  /** True once the part is installed. */
  get installed(): boolean {
    return this.part !== null;
  }

  /** The part. @throws TablaError (`unavailable`) before it is installed. */
  get(): T {
    if (this.part === null) throw new TablaError('unavailable', this.missing);
    return this.part;
  }
}
