/**
 * The glossary (docs/i18n.md, "Glossary"): each locale's messages and rules texts use the terms of
 * that language's own players' rules, and not the words they replaced. Sources in docs/i18n.md.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './helpers/paths.js';

/** Per locale: a term that must appear (a pattern), and the words it replaced, which must not. */
const GLOSSARY: Record<string, { concept: string; use: RegExp; avoid?: RegExp }[]> = {
  tr: [
    { concept: 'point', use: /\bhane/ },
    { concept: 'made point', use: /\bkapı/ },
    { concept: 'checker', use: /\bpul/, avoid: /\btaş(lar)?\b/ },
    { concept: 'gammon', use: /\bmars\b/ },
    { concept: 'quadrant', use: /\bkadran/, avoid: /(?<!\p{L})çeyre[kğ]/u },
    { concept: 'home board', use: /\biç saha/, avoid: /'Ev'|\bev(e|in|inde|ine)\b/ },
  ],
  el: [
    { concept: 'made point', use: /πόρτα/ },
    { concept: 'checker', use: /πούλ/, avoid: /πιόν/ },
    { concept: 'bearing off', use: /[Μμ]άζεμα/ },
    { concept: 'mother', use: /μάνα/ },
    { concept: 'bot', use: /υπολογιστ/, avoid: /(?<![\p{L}.{'])bot(?![\p{L}'}:])/u },
    { concept: 'backgammon', use: /μπακγκάμον/, avoid: /(?<![\p{L}.{']|gnu )backgammon(?![\p{L}'}:])/u },
  ],
  bg: [
    { concept: 'made point', use: /капия/, avoid: /(?<!\p{L})порта(?!\p{L})/u },
    { concept: 'checker', use: /(?<!\p{L})пул/u },
    { concept: 'doubles', use: /чифт/ },
    { concept: 'gammon', use: /(?<!\p{L})марс(?!\p{L})/u },
    { concept: 'mother', use: /майка/ },
    { concept: 'pin', use: /затап/ },
  ],
  mk: [
    { concept: 'made point', use: /капија/, avoid: /(?<!\p{L})порта(?!\p{L})/u },
    { concept: 'checker', use: /(?<!\p{L})пул/u },
  ],
  ro: [
    { concept: 'checker', use: /\bpul(uri|ul|urile|urilor)?\b/, avoid: /\bpies[eăa]/ },
    { concept: 'home board', use: /\b[Cc]as[aăe]/ },
    { concept: 'gammon', use: /\b[Mm]arț/ },
  ],
};

const texts = (locale: string) =>
  ['src/i18n/locales', 'src/i18n/rules']
    .map((dir) => readFileSync(path.join(repoRoot, dir, `${locale}.ts`), 'utf8'))
    .join('\n')
    .toLowerCase();

for (const [locale, entries] of Object.entries(GLOSSARY)) {
  test(`${locale}: the texts use the glossary's terms`, () => {
    const text = texts(locale);
    for (const { concept, use, avoid } of entries) {
      assert.match(text, new RegExp(use.source, 'iu'), `${locale} ${concept}: ${use}`);
      if (avoid) assert.doesNotMatch(text, new RegExp(avoid.source, 'iu'), `${locale} ${concept}: no ${avoid}`);
    }
  });
}

test('docs/i18n.md names the glossary and its sources', () => {
  const doc = readFileSync(path.join(repoRoot, 'docs/i18n.md'), 'utf8');
  assert.match(doc, /## Glossary/);
  for (const locale of Object.keys(GLOSSARY)) assert.match(doc, new RegExp(`\\| \`${locale}\` \\|`), `a row for ${locale}`);
});
