/**
 * The rules texts (src/i18n/rules/<locale>.ts): every locale has the English text's exact shape
 * (same sections, blocks, list lengths, figures), no empty strings, the same game placeholders in
 * every string, and no string left in English. The figures' positions are valid engine positions.
 * Also the game and tradition names (RULES.md M5).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { positionFromJSON } from '../../src/engine/position-json.js';
import { TRADITIONS, GAMES } from '../../src/engine/position.js';
import { FIGURE_IDS, figure } from '../../src/rules/figures.js';
import { loadRules, type RulesText } from '../../src/i18n/rules/index.js';
import { gameName, traditionName, TRADITION_LABELS } from '../../src/i18n/names.js';
import { allLocales, type Locale } from '../../src/i18n/runtime.js';

/** Every string leaf with its path. */
function leaves(value: unknown, at = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    const isFigure = 'caption' in value; // a figure block: its `figure` is an id, not text
    return Object.entries(value)
      .filter(([k]) => !(isFigure && k === 'figure'))
      .flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
  }
  return [];
}

/** The shape: keys, array lengths and figure ids, without the texts. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    const isFigure = 'caption' in value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isFigure && k === 'figure' ? v : shape(v)]));
  }
  return value;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Strings that may equal the English: only placeholders and punctuation (e.g. the heading "{prva}"). */
const onlyPlaceholders = (s: string) => s.replace(/\{\w+\}/g, '').replace(/[\s.,:;!?()–—-]/g, '') === '';

/** Words that are the same in English and a locale (the Turkish "Mars" is the English term's source). */
const SAME_WORD = new Set(['Mars']);

/** English words that must not appear in another locale's text. */
const ENGLISH = /\b(the|and|checker|checkers|player|your|must|with|point|dice|roll|game)\b/i;

const texts = new Map<Locale, RulesText>();
for (const l of allLocales) texts.set(l, await loadRules(l));
const en = texts.get('en')!;

for (const locale of allLocales) {
  test(`rules text ${locale}: same shape as English, nothing empty, same placeholders`, () => {
    const text = texts.get(locale)!;
    assert.deepEqual(shape(text), shape(en));
    const enLeaves = new Map(leaves(en));
    for (const [at, s] of leaves(text)) {
      assert.ok(s.trim().length > 0, `${locale} ${at} is empty`);
      assert.deepEqual(placeholders(s), placeholders(enLeaves.get(at)!), `${locale} ${at}: placeholders differ from English`);
      assert.ok(!/[<>]/.test(s), `${locale} ${at}: no HTML in texts`);
    }
  });

  if (locale !== 'en') {
    test(`rules text ${locale}: translated, not English`, () => {
      const enLeaves = new Map(leaves(en));
      const untranslated = leaves(texts.get(locale)!)
        .filter(([at, s]) => (s === enLeaves.get(at) && !onlyPlaceholders(s) && !SAME_WORD.has(s)) || ENGLISH.test(s.replace(/\{\w+\}/g, '')))
        .map(([at, s]) => `${at}: ${s}`);
      assert.deepEqual(untranslated, []);
    });
  }
}

test('every figure is a valid position in every tradition', () => {
  for (const id of FIGURE_IDS) {
    for (const tradition of TRADITIONS) {
      const f = figure(id, tradition);
      const pos = positionFromJSON(JSON.parse(JSON.stringify(f.position)));
      assert.equal(pos.game, f.game, id);
      assert.equal(pos.tradition, tradition, id);
    }
  }
});

test('every figure the texts name exists, and every figure is used', () => {
  const used = new Set(
    leaves(en).length
      ? JSON.stringify(en)
          .match(/"figure":"([\w-]+)"/g)!
          .map((m) => m.slice(10, -1))
      : [],
  );
  assert.deepEqual([...used].sort(), [...FIGURE_IDS].sort());
});

test('game names: the tradition’s own name in its script, the reader’s rendering after it', () => {
  assert.equal(gameName('prva', 'macedonian', 'mk'), 'Прва');
  assert.equal(gameName('treta', 'bulgarian', 'bg'), 'Тапа');
  assert.equal(gameName('vtora', 'bulgarian', 'mk'), 'Гюлбара');
  assert.equal(gameName('prva', 'greek', 'el'), 'Πόρτες');
  assert.equal(gameName('treta', 'greek', 'tr'), 'Πλακωτό (Plakoto)');
  assert.equal(gameName('fevga', 'greek', 'ro'), 'Φεύγα (Fevga)');
  assert.equal(gameName('prva', 'greek', 'mk'), 'Πόρτες (Портес)');
  assert.equal(gameName('prva', 'turkish', 'en'), 'Tavla');
  assert.equal(gameName('prva', 'turkish', 'el'), 'Tavla (Τάβλα)');
  assert.equal(gameName('prva', 'macedonian', 'en'), 'Прва (Prva)');
  assert.equal(gameName('vtora', 'bulgarian', 'tr', 'short'), 'Gülbara');
  assert.equal(gameName('fevga', 'macedonian', 'en', 'short'), 'Fevga');
  for (const l of allLocales) for (const t of TRADITIONS) for (const g of GAMES) assert.ok(gameName(g, t, l).length > 0);
});

test('tradition names exist in every locale', () => {
  for (const l of allLocales) {
    for (const t of TRADITIONS) {
      assert.ok(traditionName(t, l).trim());
      if (l !== 'en') assert.notEqual(TRADITION_LABELS[l][t], TRADITION_LABELS.en[t]);
    }
  }
});
