/**
 * `<tabla-rules>`, the rules panel element, as a part of its own: the script-tag build's entry
 * loads it right after the core without a board waiting for it (a page's `<tabla-rules>` upgrades
 * when it arrives), and a board's Rules button waits for it as it waits for the rules text. In the
 * package's entry (src/index.ts) it is imported statically, so there it is already registered.
 */
import { LazyPart } from '../board/lazy-part.js';

/** The module that registers `<tabla-rules>`, loaded once. */
export const rulesPanelPart = new LazyPart('the rules panel', () => import('./tabla-rules.js'));

/**
 * Loads and registers `<tabla-rules>` at once; if it cannot be fetched, every `<tabla-rules>` then
 * in the page reports a `tabla-error` (source `rules`, code `chunk-load-failed`), and a board's
 * Rules button tries again.
 */
export function preloadRulesPanel(): void {
  rulesPanelPart.preload(() => document.querySelectorAll('tabla-rules'), 'rules');
}
