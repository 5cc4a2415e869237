/** Small waits for browser tests: a condition polled until it holds, and console warnings recorded. */

/** Waits until `ok` holds (polled every 20 ms; it may answer asynchronously), or fails after `ms` naming `what`. */
export async function until(ok: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const end = performance.now() + ms;
  while (!(await ok())) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Runs `fn` with console.warn recorded; resolves with what was warned. */
export async function warningsOf(fn: () => Promise<void>): Promise<string[]> {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    await fn();
  } finally {
    console.warn = warn;
  }
  return warnings;
}
