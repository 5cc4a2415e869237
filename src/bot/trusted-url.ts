/**
 * The package's own Trusted Types policy, `tabla-board`, for the one sink it feeds: the bot
 * worker's script URL (`new Worker(url)`). A page that enforces Trusted Types
 * (`require-trusted-types-for 'script'`) lists it in its `trusted-types` directive; where the
 * browser has no Trusted Types, or the page does not allow the policy, URLs pass as plain
 * strings (and an enforcing page then refuses the worker, which the bot client reports).
 */

/** The part of `window.trustedTypes` used here (typed locally: TypeScript's DOM lib has none). */
interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

/** Name of the policy, for a page's `trusted-types` directive. */
export const TRUSTED_TYPES_POLICY = 'tabla-board';

let policy: { createScriptURL(url: string): unknown } | null | undefined;

/**
 * `url` as the Worker constructor accepts it under Trusted Types: a TrustedScriptURL from the
 * `tabla-board` policy where one can be made, else the string itself. Only the bot client calls
 * it, with the worker URLs it starts (the host's `worker-url`, the script-tag build's worker, its Blob).
 */
export function workerScriptUrl(url: string | URL): string {
  const href = String(url);
  if (policy === undefined) {
    const tt = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
    try {
      policy = tt ? tt.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: (u) => u }) : null;
    } catch {
      policy = null; // the page's trusted-types directive does not allow it
    }
  }
  // A TrustedScriptURL is what `new Worker` takes; typed as string for TypeScript's DOM lib.
  return (policy ? policy.createScriptURL(href) : href) as string;
}
