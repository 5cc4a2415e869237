/**
 * Every UI message is translated into every locale, keeping its placeholders.
 *
 * Source of truth: the `msg()` calls in `src/**\/*.ts` (found with the TypeScript parser, like
 * `lit-localize extract`), the translations in `xliff/<locale>.xlf`, and the locale modules
 * `src/i18n/locales/<locale>.ts` that `lit-localize build` generates from them (what ships).
 * Fix a failure with `npm run localize:extract`, translate the new `<target>`s, then
 * `npm run localize:build`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { str } from '@lit/localize';
import { repoRoot } from './helpers/paths.js';
import { allLocales, loadLocale, targetLocales, templatesOf, toLocale, translate, withLocale, msg } from '../../src/i18n/runtime.js';

interface SourceMessage {
  id: string;
  text: string;
  placeholders: number;
  where: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f))
    .filter((f) => !f.includes(`${path.sep}i18n${path.sep}locales${path.sep}`));
}

/** Every `msg(…)` / `x.msg(…)` call in src, with its id and its template's placeholder count. */
function scanMessages(): { messages: Map<string, SourceMessage>; problems: string[] } {
  const messages = new Map<string, SourceMessage>();
  const problems: string[] = [];
  for (const file of sourceFiles(path.join(repoRoot, 'src'))) {
    const code = readFileSync(file, 'utf8');
    if (!code.includes('msg(')) continue;
    const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        if (name === 'msg' && node.arguments.length >= 1) {
          const where = `${path.relative(repoRoot, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
          const [tpl, opts] = node.arguments;
          let text: string | null = null;
          let placeholders = 0;
          if (ts.isStringLiteral(tpl) || ts.isNoSubstitutionTemplateLiteral(tpl)) text = tpl.text;
          else if (ts.isTaggedTemplateExpression(tpl) && ts.isIdentifier(tpl.tag) && ['str', 'html'].includes(tpl.tag.text)) {
            const t = tpl.template;
            if (ts.isNoSubstitutionTemplateLiteral(t)) text = t.text;
            else {
              placeholders = t.templateSpans.length;
              text = t.head.text + t.templateSpans.map((s, i) => `\${${i}}${s.literal.text}`).join('');
            }
          }
          let id: string | null = null;
          if (opts && ts.isObjectLiteralExpression(opts)) {
            for (const p of opts.properties) {
              if (
                ts.isPropertyAssignment(p) &&
                p.name.getText(sf) === 'id' &&
                (ts.isStringLiteral(p.initializer) || ts.isNoSubstitutionTemplateLiteral(p.initializer))
              ) {
                id = p.initializer.text;
              }
            }
          }
          if (text === null) problems.push(`${where}: msg() needs a string, str\`…\` or html\`…\` literal as its template`);
          else if (id === null) problems.push(`${where}: msg() without a literal {id: '…'}`);
          else {
            const prev = messages.get(id);
            if (prev && (prev.text !== text || prev.placeholders !== placeholders)) {
              problems.push(`${where}: id ${id} is also used at ${prev.where} with another text`);
            }
            messages.set(id, { id, text, placeholders, where });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { messages, problems };
}

/**
 * trans-unit id → { source, target }, with every placeholder written as `${n}`, n counting the
 * source's expressions (lit-localize merges expressions with only whitespace between them into
 * one `<x>`; its equiv-text then holds several expressions).
 */
function readXliff(locale: string): Map<string, { source: string; target: string | null }> {
  const xml = readFileSync(path.join(repoRoot, 'xliff', `${locale}.xlf`), 'utf8');
  const units = new Map<string, { source: string; target: string | null }>();
  const entities = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  for (const m of xml.matchAll(/<trans-unit id="([^"]+)"[^>]*>([\s\S]*?)<\/trans-unit>/g)) {
    const body = m[2];
    const source = /<source>([\s\S]*?)<\/source>/.exec(body)?.[1] ?? '';
    const target = /<target>([\s\S]*?)<\/target>/.exec(body)?.[1];
    // Each source group's text with its expressions numbered in source order.
    const groups = new Map<string, string>();
    let next = 0;
    for (const x of source.matchAll(/<x id="(\d+)" equiv-text="([^"]*)"\/>/g)) {
      groups.set(
        x[1],
        entities(x[2]).replace(/\$\{[^}]*\}/g, () => `\${${next++}}`),
      );
    }
    const expand = (s: string) => entities(s.replace(/<x id="(\d+)"[^>]*\/>/g, (_, id: string) => groups.get(id) ?? `<unknown placeholder ${id}>`));
    units.set(m[1], { source: expand(source), target: target === undefined ? null : expand(target) });
  }
  return units;
}

const placeholderSet = (s: string) => [...s.matchAll(/\$\{(\d+)\}/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const { messages, problems } = scanMessages();

test('every msg() call in src has a literal template and a unique id', () => {
  assert.deepEqual(problems, []);
  assert.ok(messages.size > 0, 'no messages found in src');
});

for (const locale of targetLocales) {
  test(`xliff/${locale}.xlf translates every message and keeps its placeholders`, () => {
    const units = readXliff(locale);
    const missing: string[] = [];
    const broken: string[] = [];
    for (const m of messages.values()) {
      const unit = units.get(m.id);
      if (!unit || unit.target === null || unit.target.trim() === '') {
        missing.push(`${m.id} (${m.where}): "${m.text}"`);
        continue;
      }
      const got = placeholderSet(unit.target);
      if (JSON.stringify(got) !== JSON.stringify(range(m.placeholders))) {
        broken.push(`${m.id}: "${unit.target}" has placeholders [${got}], expected [${range(m.placeholders)}]`);
      }
    }
    assert.deepEqual(
      { missing, broken },
      { missing: [], broken: [] },
      `${locale}: ${missing.length} messages without a translation (npm run localize:extract, translate, npm run localize:build), ${broken.length} that drop or add placeholders`,
    );
  });

  test(`the generated ${locale} locale module holds every message as translated in xliff`, async () => {
    await loadLocale(locale);
    const templates = templatesOf(locale)!;
    const units = readXliff(locale);
    const problemsFound: string[] = [];
    for (const m of messages.values()) {
      const tpl = templates[m.id];
      if (tpl === undefined) {
        problemsFound.push(`${m.id}: missing from src/i18n/locales/${locale}.ts (run npm run localize:build)`);
        continue;
      }
      const text =
        typeof tpl === 'string'
          ? tpl
          : (tpl as { strings: readonly string[]; values: number[] }).strings.reduce(
              (acc, s, i) => acc + `\${${(tpl as { values: number[] }).values[i - 1]}}` + s,
            );
      const expected = units.get(m.id)?.target;
      if (expected !== undefined && expected !== null && text !== expected) {
        problemsFound.push(`${m.id}: module has "${text}", xliff has "${expected}" (run npm run localize:build)`);
      }
      if (JSON.stringify(placeholderSet(text)) !== JSON.stringify(range(m.placeholders))) {
        problemsFound.push(`${m.id}: "${text}" does not keep the ${m.placeholders} placeholders`);
      }
    }
    assert.deepEqual(problemsFound, []);
  });
}

test('toLocale maps language tags to our locales', () => {
  assert.equal(toLocale('mk-MK'), 'mk');
  assert.equal(toLocale('EL'), 'el');
  assert.equal(toLocale('ro_MD'), 'ro');
  assert.equal(toLocale('mo'), 'ro');
  assert.equal(toLocale('tr'), 'tr');
  assert.equal(toLocale('de-DE'), null);
  assert.equal(toLocale(''), null);
  assert.equal(toLocale(null), null);
  assert.deepEqual([...allLocales].sort(), ['bg', 'el', 'en', 'mk', 'ro', 'tr']);
});

test('translate answers per call in the named locale, with values in the translated order', async () => {
  await Promise.all(targetLocales.map((l) => loadLocale(l)));
  const anyId = [...messages.values()].find((m) => m.placeholders === 0)!;
  for (const locale of targetLocales) {
    const got = translate(locale, anyId.text, { id: anyId.id });
    assert.equal(typeof got, 'string');
    assert.equal(got, templatesOf(locale)![anyId.id]);
  }
  // An id nobody has: English, with the values filled in.
  assert.equal(translate('mk', str`${'a'}–${'b'}`, { id: 'no.such.id' }), 'a–b');
  // A message with values: each locale fills them in.
  const withValues = [...messages.values()].find((m) => m.placeholders >= 2);
  if (withValues) {
    for (const locale of allLocales) {
      const values = range(withValues.placeholders).map((i) => `⟨${i}⟩`);
      const strings = withValues.text.split(/\$\{\d+\}/);
      const tpl = str(Object.assign([...strings], { raw: strings }) as unknown as TemplateStringsArray, ...values);
      const out = translate(locale, tpl, { id: withValues.id });
      for (const v of values) assert.ok(out.includes(v), `${locale} ${withValues.id}: "${out}" lacks ${v}`);
    }
  }
});

test('msg() answers in the active locale; withLocale nests and restores', async () => {
  await loadLocale('mk');
  const m = [...messages.values()].find((x) => x.placeholders === 0)!;
  const mk = templatesOf('mk')![m.id];
  assert.equal(msg(m.text, { id: m.id }), m.text);
  withLocale('mk', () => {
    assert.equal(msg(m.text, { id: m.id }), mk);
    withLocale('en', () => assert.equal(msg(m.text, { id: m.id }), m.text));
    assert.equal(msg(m.text, { id: m.id }), mk);
  });
  assert.equal(msg(m.text, { id: m.id }), m.text);
});
