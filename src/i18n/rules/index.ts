/**
 * The rules texts per locale, English included, each loaded on demand (explicit loaders, so
 * bundlers split them into chunks of their own; the classic-script build inlines them): a page
 * fetches a rules text only when a rules panel first shows that language.
 */
import type { Locale } from '../runtime.js';
import type { RulesText } from './types.js';

export type { Block, RulesText, Section } from './types.js';

const loaders: Record<Locale, () => Promise<{ rules: RulesText }>> = {
  en: () => import('./en.js'),
  mk: () => import('./mk.js'),
  bg: () => import('./bg.js'),
  el: () => import('./el.js'),
  tr: () => import('./tr.js'),
  ro: () => import('./ro.js'),
};

const loaded = new Map<Locale, RulesText>();

/** Loads a locale's rules text (once). */
export async function loadRules(locale: Locale): Promise<RulesText> {
  const have = loaded.get(locale);
  if (have) return have;
  const { rules } = await loaders[locale]();
  loaded.set(locale, rules);
  return rules;
}

/** A loaded rules text, or undefined while it is not loaded. */
export function rulesText(locale: Locale): RulesText | undefined {
  return loaded.get(locale);
}
