/**
 * The rules panel's texts for a board: fetched when a pointer or the keyboard focus reaches the
 * board's Rules button (so that the panel opens with its text), and awaited before the panel
 * opens. A text that cannot be fetched is left for the panel to report (`tabla-error`, code
 * `chunk-load-failed`).
 */
import { loadRules } from '../../i18n/rules/index.js';
import { toLocale, type Locale } from '../../i18n/runtime.js';

/** Loads the English rules text (the panel's fallback) and the one of `lang`; never rejects. */
export function loadRulesTexts(lang: string): Promise<void> {
  const locale: Locale = toLocale(lang) ?? 'en';
  return Promise.all([loadRules('en'), loadRules(locale)]).then(
    () => undefined,
    () => undefined,
  );
}

/** Starts loading the rules texts of `lang()` when a pointer or the focus reaches a `[data-action="rules"]` inside `host`'s shadow root. */
export function prefetchRulesOnIntent(host: HTMLElement, lang: () => string): void {
  const intent = (e: Event) => {
    const target = e.composedPath()[0];
    if (target instanceof Element && target.closest('[data-action="rules"]')) void loadRulesTexts(lang());
  };
  host.addEventListener('pointerover', intent);
  host.addEventListener('focusin', intent);
}
