/**
 * Where an optional part of the engine (the Vtora ladder solver, the position-ID readers) plugs
 * in: the part's module installs itself when imported, so that the element's script-tag build can
 * load it as a chunk of its own. Asking for the part before it is installed is refused with the
 * code `unavailable`. Each slot's module keeps the part in a module variable of its own and
 * installs it by assigning that variable, so that a bundle that never asks for the part (the bot's
 * worker never reads a position ID) drops the install and the part's code with it.
 */
import { TablaError } from './errors.js';

/** An optional part's slot (see the file comment). */
export interface PartSlot<T> {
  /** True once the part is installed. */
  readonly installed: boolean;
  /** The part. @throws TablaError (`unavailable`) before it is installed. */
  get(): T;
}

/**
 * The slot of a part that `read` returns (null until installed); `missing` is the refusal's
 * message when the part is asked for before then (what to import).
 */
export function partSlot<T>(read: () => T | null, missing: string): PartSlot<T> {
  return {
    get installed() {
      return read() !== null;
    },
    get() {
      const part = read();
      if (part === null) throw new TablaError('unavailable', missing);
      return part;
    },
  };
}
