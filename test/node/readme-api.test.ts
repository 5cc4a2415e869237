/**
 * The API tables in README.md are what `npm run docs:api` generates from
 * dist/custom-elements.json (itself generated from the elements' JSDoc): they cannot drift.
 * Needs the build (npm test runs it first). On failure: `npm run docs:api` and commit README.md.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './helpers/paths.js';

interface ApiTable {
  generate(): { current: string; expected: string };
  eventDetail(description: string): { text: string; detail: string };
}
const api = (await import(pathToFileURL(path.join(repoRoot, 'scripts/build/api-table.mjs')).href)) as ApiTable;

test('README.md API tables match dist/custom-elements.json (run `npm run docs:api` to update)', () => {
  const { current, expected } = api.generate();
  if (current !== expected) {
    const a = current.split('\n');
    const b = expected.split('\n');
    const at = a.findIndex((line, i) => line !== b[i]);
    assert.fail(`README.md differs from the generated API at line ${at + 1}:\n  README:    ${a[at]}\n  generated: ${b[at]}\nRun \`npm run docs:api\`.`);
  }
});

test('the manifest documents every attribute, property, method, event, part and custom property', async () => {
  const { readFileSync } = await import('node:fs');
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'dist/custom-elements.json'), 'utf8'));
  type Item = { name: string; description?: string; privacy?: string; static?: boolean; kind?: string };
  const missing: string[] = [];
  for (const mod of manifest.modules) {
    for (const decl of mod.declarations ?? []) {
      if (!decl.customElement) continue;
      const check = (kind: string, items: Item[] = []) => {
        for (const item of items) if (!item.description?.trim()) missing.push(`<${decl.tagName}> ${kind} ${item.name}`);
      };
      check('attribute', decl.attributes);
      check(
        'member',
        (decl.members ?? []).filter((m: Item) => !m.privacy && !m.static && !m.name.startsWith('_')),
      );
      check('event', decl.events);
      check('part', decl.cssParts);
      check('custom property', decl.cssProperties);
      assert.ok((decl.events ?? []).length > 0 || decl.tagName !== 'tabla-board', 'tabla-board lists its events');
    }
  }
  assert.deepEqual(missing, [], `undocumented: ${missing.join(', ')}`);
});

test('event descriptions split into text and detail shape', () => {
  assert.deepEqual(api.eventDetail('Dice were rolled. `detail`: `{ player, dice }`.'), { text: 'Dice were rolled.', detail: '`{ player, dice }`' });
  assert.deepEqual(api.eventDetail('Veto. `detail` as `tabla-move`.'), { text: 'Veto.', detail: 'as `tabla-move`' });
  assert.deepEqual(api.eventDetail('No detail here.'), { text: 'No detail here.', detail: '' });
});
