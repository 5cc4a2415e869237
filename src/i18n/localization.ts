/**
 * Localization entry points (see docs/i18n.md). English is the source locale; the others' messages
 * are generated into `./locales/` by `npm run localize:build` from `xliff/*.xlf`.
 *
 * We do not configure @lit/localize's page-wide locale: each element resolves and renders its own
 * language through `LocaleController`, and `msg` from `./runtime.js` answers in the language of
 * the element being rendered. A host page can configure @lit/localize for itself as it likes.
 */
import type { configureLocalization } from '@lit/localize';
import { allLocales, isLocale, sourceLocale, targetLocales, type Locale } from './runtime.js';

/** A locale the board ships. */
export type LocaleCode = Locale;

/**
 * @deprecated Kept for callers of the first scaffold: the board no longer configures
 * @lit/localize (it is page-wide and can be configured only once). Always returns null.
 */
export function ensureLocalization(): ReturnType<typeof configureLocalization> | null {
  return null;
}

export { isLocale, sourceLocale, targetLocales, allLocales };
