/**
 * The rules texts per locale. English is built in; the others load on demand (explicit loaders,
 * so bundlers split them in the npm build and inline them in the script-tag build).
 */
import type { Locale, TargetLocale } from '../runtime.js';
import { rules as en } from './en.js';
import type { RulesText } from './types.js';

export type { Block, RulesText, Section } from './types.js';

const loaders: Record<TargetLocale, () => Promise<{ rules: RulesText }>> = {
  mk: () => import('./mk.js'),
  bg: () => import('./bg.js'),
  el: () => import('./el.js'),
  tr: () => import('./tr.js'),
  ro: () => import('./ro.js'),
};

const loaded = new Map<Locale, RulesText>([['en', en]]);

/** Loads a locale's rules text (once). */
export async function loadRules(locale: Locale): Promise<RulesText> {
  const have = loaded.get(locale);
  if (have) return have;
  const { rules } = await loaders[locale as TargetLocale]();
  loaded.set(locale, rules);
  return rules;
}

/** A loaded rules text, or undefined while it is not loaded. */
export function rulesText(locale: Locale): RulesText | undefined {
  return loaded.get(locale);
}
