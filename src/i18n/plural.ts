/**
 * Plurals the way @lit/localize suggests (it has no plural syntax): the code picks one of a few
 * whole messages by the CLDR plural category of the number in the active locale
 * (`Intl.PluralRules`), and each message is translated on its own. Our six languages use `one`,
 * `few` (Romanian: 2–19, 102–119 …) and `other`; English's `few` is its `other`.
 */
import { activeLocale } from './runtime.js';

/** The plural categories our languages use for whole numbers. */
export type PluralCategory = 'one' | 'few' | 'other';

const rules = new Map<string, Intl.PluralRules>();

/** The plural category of `n` in the locale `msg()` answers in now (categories we do not use count as `other`). */
export function pluralCategory(n: number): PluralCategory {
  const locale = activeLocale();
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  const c = r.select(n);
  return c === 'one' || c === 'few' ? c : 'other';
}

/** Picks the message for `n`'s plural category: `forms.few` defaults to `forms.other` (call `msg()` inside each, so only the one needed is translated). */
export function plural(n: number, forms: { one: () => string; few: () => string; other: () => string }): string {
  return forms[pluralCategory(n)]();
}
