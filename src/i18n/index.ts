/**
 * The board's localization API (docs/i18n.md): per-element languages over @lit/localize's
 * runtime-mode locale modules, without its page-wide configuration.
 */
export {
  activeLocale,
  allLocales,
  isLocale,
  isLocaleLoaded,
  loadLocale,
  msg,
  sourceLocale,
  str,
  targetLocales,
  templatesOf,
  toLocale,
  translate,
  withLocale,
  type Locale,
  type TargetLocale,
} from './runtime.js';
export { declaredLang, observeLang, resolveLang } from './resolve.js';
export { LocaleController, LOCALE_CHANGE_EVENT, type LocaleControllerOptions } from './controller.js';
export { gameName, gameNameRendering, nativeNameLang, traditionName, TRADITION_LABELS, TRADITION_LANG } from './names.js';
