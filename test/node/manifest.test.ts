/**
 * The shipped custom-elements manifest and the files generated from it: every event has a type,
 * every module path names a file the package ships, and the editor and framework files exist and
 * list both elements. Needs the build (npm test runs it first).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './helpers/paths.js';

interface Ref {
  module?: string;
}
interface Decl {
  name: string;
  tagName?: string;
  customElement?: boolean;
  events?: { name: string; type?: { text: string } }[];
  superclass?: Ref;
}
interface Manifest {
  modules: { path: string; declarations?: Decl[]; exports?: { declaration: Ref }[] }[];
}

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const manifest = JSON.parse(read('dist/custom-elements.json')) as Manifest;
const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement);

test('every event of every element has a CustomEvent type with a detail the package exports', () => {
  const index = read('dist/index.d.ts');
  const events = elements.flatMap((el) => (el.events ?? []).map((event) => ({ el: el.tagName, ...event })));
  assert.ok(events.length >= 12, `${events.length} events`);
  for (const event of events) {
    const detail = event.type?.text.match(/^CustomEvent<(\w+)>$/)?.[1];
    assert.ok(detail, `<${event.el}> ${event.name} has type ${event.type?.text}`);
    assert.match(index, new RegExp(`\\b${detail}\\b`), `${detail} is exported from tabla-board`);
  }
});

test('every module path in the manifest is a file the package ships', () => {
  const files: string[] = (JSON.parse(read('package.json')) as { files: string[] }).files;
  assert.ok(files.includes('dist'));
  const paths = manifest.modules.flatMap((m) => [
    m.path,
    ...(m.exports ?? []).map((e) => e.declaration.module),
    ...(m.declarations ?? []).map((d) => d.superclass?.module),
  ]);
  for (const p of paths.filter((x): x is string => typeof x === 'string')) {
    assert.match(p, /^dist\/.*\.js$/, `${p} is under dist/`);
    // A module of types only (src/engine/types.ts) ships as its .d.ts.
    assert.ok(existsSync(path.join(repoRoot, p)) || existsSync(path.join(repoRoot, p.replace(/\.js$/, '.d.ts'))), `${p} exists`);
  }
});

test('VS Code custom data, JetBrains web-types and the JSX, Vue and React types list both elements', () => {
  const vscode = JSON.parse(read('dist/vscode.html-custom-data.json')) as { tags: { name: string; attributes: { name: string }[] }[] };
  assert.deepEqual(vscode.tags.map((t) => t.name).sort(), ['tabla-board', 'tabla-rules']);
  assert.ok(vscode.tags.find((t) => t.name === 'tabla-board')!.attributes.some((a) => a.name === 'bot-level'));
  const webTypes = JSON.parse(read('dist/web-types.json')) as { contributions: { html: { elements: { name: string }[] } } };
  assert.deepEqual(webTypes.contributions.html.elements.map((e) => e.name).sort(), ['tabla-board', 'tabla-rules']);
  const jsx = read('dist/types/jsx.d.ts');
  assert.match(jsx, /"tabla-board": Partial<TablaBoardProps/);
  assert.match(jsx, /"ontabla-move"\?: \(e: CustomEvent<TablaMoveDetail>\) => void/);
  const vue = read('dist/types/vue.d.ts');
  assert.match(vue, /"tabla-board": DefineComponent<TablaBoardVueProps>/);
  assert.match(vue, /botLevel\?: TablaBoard\["botLevel"\]/);
  assert.match(vue, /onTablaMove\?: \(event: CustomEvent<TablaMoveDetail>\) => void/);
  assert.match(read('dist/types/react.d.ts'), /interface IntrinsicElements extends CustomElements/);
});

test('editors offer the real values of each attribute (the expanded unions, not the alias names)', () => {
  type Attr = { name: string; values?: { name: string }[] };
  const vscode = JSON.parse(read('dist/vscode.html-custom-data.json')) as { tags: { name: string; attributes: Attr[] }[] };
  const values = (tag: string, attr: string) =>
    vscode.tags
      .find((t) => t.name === tag)!
      .attributes.find((a) => a.name === attr)
      ?.values?.map((v) => v.name);
  assert.deepEqual(values('tabla-board', 'bot-level'), ['easy', 'medium', 'hard', 'master']);
  assert.deepEqual(values('tabla-board', 'white-player'), ['human', 'bot', 'remote']);
  assert.deepEqual(values('tabla-board', 'layout'), ['auto', 'landscape', 'portrait']);
  assert.deepEqual(values('tabla-board', 'dice-source'), ['local', 'external']);
  assert.ok(values('tabla-board', 'tradition')!.includes('macedonian'));
  assert.ok(values('tabla-board', 'game')!.includes('fevga'));
  assert.ok(values('tabla-board', 'orientation')!.includes('bottom-right'));
  const all = vscode.tags.flatMap((t) => t.attributes.flatMap((a) => (a.values ?? []).map((v) => v.name)));
  assert.deepEqual(
    all.filter((v) => /^[A-Z]/.test(v)),
    [],
    'no type name offered as a value',
  );
  const webTypes = JSON.parse(read('dist/web-types.json')) as {
    contributions: { html: { elements: { name: string; attributes: { name: string; value?: { type?: string } }[] }[] } };
  };
  const level = webTypes.contributions.html.elements.find((e) => e.name === 'tabla-board')!.attributes.find((a) => a.name === 'bot-level');
  assert.equal(level?.value?.type, "'easy' | 'medium' | 'hard' | 'master'");
});

test('only the two elements are custom elements in the manifest (base classes are plain classes)', () => {
  const manifest = JSON.parse(read('dist/custom-elements.json')) as {
    modules: { declarations?: { name: string; customElement?: boolean; tagName?: string }[] }[];
  };
  const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement || d.tagName);
  assert.deepEqual(elements.map((d) => `${d.name} <${d.tagName}>`).sort(), ['TablaBoard <tabla-board>', 'TablaRules <tabla-rules>']);
});
