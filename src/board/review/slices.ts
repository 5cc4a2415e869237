/**
 * Running a stepwise computation (engine/match-file/stepwise.ts) in slices of a few
 * milliseconds, each in a task of its own, so that the page answers between them (reading a long
 * record into the review stays far under the 50 ms of a long task).
 */
import type { Stepwise } from '../../engine/match-file/stepwise.js';

/** The longest slice (ms) before the page gets a turn. */
const SLICE_MS = 8;

/** A task boundary: `scheduler.yield()` where the browser has it (the slices keep their priority), else a zero timeout. */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The result of `steps`, run in slices of about `sliceMs` with a task boundary between them;
 * null when `isStale()` turns true between two slices (the result is no longer wanted, and the
 * rest is not run). Rejects with what the computation throws.
 */
export async function runInSlices<T>(steps: Stepwise<T>, isStale: () => boolean = () => false, sliceMs = SLICE_MS): Promise<T | null> {
  for (;;) {
    const end = performance.now() + sliceMs;
    do {
      const next = steps.next();
      if (next.done) return next.value;
    } while (performance.now() < end);
    await yieldToPage();
    if (isStale()) return null;
  }
}
