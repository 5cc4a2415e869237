/**
 * Counts take the plural their number needs in each of the six languages (CLDR categories through
 * `Intl.PluralRules`, one translated message per category): "1 roll made", "2 rolls made";
 * Romanian "1 aruncare", "2 aruncări", "21 de aruncări"; Macedonian "21 фрлање".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadLocale, withLocale, type Locale } from '../../src/i18n/runtime.js';
import { pluralCategory } from '../../src/i18n/plural.js';
import { t } from '../../src/board/text/messages.js';

const CASES: Record<Locale, [number, string][]> = {
  en: [
    [0, 'W: 0 rolls made'],
    [1, 'W: 1 roll made'],
    [2, 'W: 2 rolls made'],
    [21, 'W: 21 rolls made'],
  ],
  mk: [
    [1, 'W: 1 фрлање'],
    [2, 'W: 2 фрлања'],
    [11, 'W: 11 фрлања'],
    [21, 'W: 21 фрлање'],
  ],
  bg: [
    [1, 'W: 1 хвърляне'],
    [2, 'W: 2 хвърляния'],
    [21, 'W: 21 хвърляния'],
  ],
  el: [
    [1, 'W: 1 ζαριά'],
    [2, 'W: 2 ζαριές'],
  ],
  tr: [
    [1, 'W: 1 atış yapıldı'],
    [5, 'W: 5 atış yapıldı'],
  ],
  ro: [
    [1, 'W: 1 aruncare'],
    [2, 'W: 2 aruncări'],
    [19, 'W: 19 aruncări'],
    [20, 'W: 20 de aruncări'],
    [21, 'W: 21 de aruncări'],
    [102, 'W: 102 aruncări'],
  ],
};

for (const [locale, cases] of Object.entries(CASES) as [Locale, [number, string][]][]) {
  test(`${locale}: a count of rolls takes the plural its number needs`, async () => {
    await loadLocale(locale);
    for (const [n, expected] of cases)
      assert.equal(
        withLocale(locale, () => t.rollCount('W', n)),
        expected,
        `${locale} ${n}`,
      );
  });
}

test('the plural category follows the active locale', () => {
  assert.equal(
    withLocale('en', () => pluralCategory(2)),
    'other',
  );
  assert.equal(
    withLocale('ro', () => pluralCategory(2)),
    'few',
  );
  assert.equal(
    withLocale('ro', () => pluralCategory(1)),
    'one',
  );
});
