/**
 * The published package: every `exports` target exists after `npm run build`, types come first,
 * the DOM-free entries import in plain Node without a DOM and without Lit, and the `tabla` bin runs.
 * Needs the build (npm test runs it first).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { repoRoot } from './helpers/paths.js';

type ExportTarget = string | { [condition: string]: ExportTarget };
interface PackageJson {
  name: string;
  exports: Record<string, ExportTarget>;
  bin: Record<string, string>;
  sideEffects: string[];
}

const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as PackageJson;
const recorder = fileURLToPath(new URL('./helpers/record-loads.js', import.meta.url));

function targets(target: ExportTarget): string[] {
  return typeof target === 'string' ? [target] : Object.values(target).flatMap(targets);
}

/** Imports `specifier` in a fresh Node process (from the repo root, so the package self-resolves). */
function importInFreshNode(specifier: string): { globals: Record<string, string>; exportCount: number; loaded: string[] } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tabla-loads-'));
  const log = path.join(dir, 'loads.txt');
  try {
    const script = `
      const m = await import(${JSON.stringify(specifier)});
      const globals = {};
      for (const name of ['document', 'window', 'customElements', 'HTMLElement']) globals[name] = typeof globalThis[name];
      console.log(JSON.stringify({ globals, exportCount: Object.keys(m).length }));`;
    const out = execFileSync(process.execPath, ['--import', pathToFileURL(recorder).href, '--input-type=module', '-e', script], {
      cwd: repoRoot,
      env: { ...process.env, TABLA_LOAD_LOG: log },
      encoding: 'utf8',
    });
    const loaded = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
    return { ...JSON.parse(out.trim().split('\n').at(-1)!), loaded };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('every exports target exists and lists types first', () => {
  for (const [key, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'object') {
      const conditions = Object.keys(target);
      if (conditions.includes('types')) assert.equal(conditions[0], 'types', `${key}: types must come first`);
    }
    for (const file of targets(target)) {
      // A subpath pattern (`./cdn/*`) maps a folder: the folder must exist.
      const real = file.endsWith('/*') ? file.slice(0, -2) : file;
      assert.ok(existsSync(path.join(repoRoot, real)), `${key} → ${file} is missing (run npm run build)`);
    }
  }
});

for (const entry of ['engine', 'bot']) {
  test(`${pkg.name}/${entry} imports in Node with no DOM and no Lit`, () => {
    const { globals, exportCount, loaded } = importInFreshNode(`${pkg.name}/${entry}`);
    assert.deepEqual(globals, { document: 'undefined', window: 'undefined', customElements: 'undefined', HTMLElement: 'undefined' });
    assert.ok(exportCount > 0, 'the entry exports something');
    const ownFile = loaded.find((url) => url.endsWith(`/dist/${entry}/index.js`));
    assert.ok(ownFile, `resolved through the exports map to dist/${entry}/index.js; loaded: ${loaded.join(', ')}`);
    const fromNodeModules = loaded.filter((url) => url.includes('/node_modules/'));
    assert.deepEqual(fromNodeModules, [], 'loads no dependency (no lit, no @lit/localize)');
    const outsideDist = loaded.filter((url) => url.startsWith('file:') && !url.includes('/dist/'));
    assert.deepEqual(outsideDist, []);
  });
}

test('the tabla bin has a shebang and exits 2 on an unknown command', () => {
  const bin = path.join(repoRoot, pkg.bin['tabla']!);
  assert.match(readFileSync(bin, 'utf8'), /^#!\/usr\/bin\/env node\n/);
  const result = spawnSync(process.execPath, [bin, 'no-such-command'], { encoding: 'utf8' });
  assert.equal(result.status, 2);
  assert.match(result.stderr, /no-such-command|usage/i);
});

test('package.json names its repository, homepage, issues and keywords, and the Node it needs', () => {
  const meta = pkg as unknown as Record<string, unknown>;
  for (const field of ['repository', 'homepage', 'bugs', 'keywords', 'license']) assert.ok(meta[field], `package.json has ${field}`);
  // require() of the ES module entries (tabla-board/engine from CommonJS) needs Node 20.19+.
  assert.equal((meta['engines'] as { node: string }).node, '>=20.19');
  assert.ok(pkg.exports['./react'] && pkg.exports['./vue'] && pkg.exports['./jsx'], 'framework entries');
});

test('tabla-board/engine can be require()d from CommonJS', () => {
  const out = execFileSync(process.execPath, ['-e', `const e = require(${JSON.stringify(`${pkg.name}/engine`)}); console.log(typeof e.legalPlays)`], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  assert.equal(out.trim(), 'function');
});

test('sideEffects names only modules that register the elements or install a part of the engine', () => {
  for (const file of pkg.sideEffects) {
    assert.match(
      file,
      /(\/index\.(js|ts)|\/board\/tabla-board\.(js|ts)|\/rules\/tabla-rules\.(js|ts)|\/cdn\/tabla-board\.(min|iife)\.js|\/cdn\/tabla-figure\.min\.js|\/engine\/core\/ladder\.(js|ts)|\/engine\/notation\/gnubg\.(js|ts)|\/engine\/live\/clock\.(js|ts)|\/src\/cdn\.ts)$/,
    );
    if (file.startsWith('./dist/')) assert.ok(existsSync(path.join(repoRoot, file)), `${file} is missing`);
  }
  // The engine index imports these for what they install (the Vtora ladder solver, the ID readers, the clock's rules): a bundler must keep them.
  for (const file of ['./dist/engine/core/ladder.js', './dist/engine/notation/gnubg.js', './dist/engine/live/clock.js'])
    assert.ok(pkg.sideEffects.includes(file), `sideEffects lists ${file}`);
});
