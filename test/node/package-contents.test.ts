/**
 * What the npm package carries (issue 42): source maps without their sources inlined, no type
 * declaration without its module (but the types-only entries), `ws` only for the server (an
 * optional peer), and the packaging checks users run: publint and Are the Types Wrong
 * (`attw --pack`), both green. Needs the build (npm test runs it first).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './helpers/paths.js';

const dist = path.join(repoRoot, 'dist');
const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((f) => f.replaceAll('\\', '/'));
const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
  exports: Record<string, string | Record<string, string>>;
};

test('the npm build and the script-tag entry keep their source maps, and no map inlines its sources', () => {
  const scripts = files.filter((f) => f.endsWith('.js') && !f.startsWith('cdn/'));
  assert.ok(scripts.length > 50);
  for (const file of [...scripts, 'cdn/tabla-board.min.js', 'cdn/tabla-board.iife.js']) assert.ok(existsSync(path.join(dist, `${file}.map`)), `${file}.map`);
  for (const file of files.filter((f) => f.endsWith('.map'))) {
    const map = JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as { sourcesContent?: unknown };
    assert.equal(map.sourcesContent, undefined, `${file} inlines its sources`);
  }
});

test("no type declaration without its module, unless an entry point's types import it (types-only modules)", () => {
  const entryTypes = Object.values(pkg.exports)
    .filter((t): t is Record<string, string> => typeof t === 'object' && typeof t['types'] === 'string')
    .map((t) => t['types']!.replace(/^\.\/dist\//, ''));
  const declarations = files.filter((f) => f.endsWith('.d.ts'));
  const imported = new Set(entryTypes);
  for (const file of declarations) {
    for (const [, spec] of readFileSync(path.join(dist, file), 'utf8').matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      imported.add(path.posix.join(path.posix.dirname(file), spec!.replace(/\.js$/, '.d.ts')));
    }
  }
  const stray = declarations.filter((f) => !files.includes(f.replace(/\.d\.ts$/, '.js')) && !imported.has(f));
  assert.deepEqual(stray, []);
});

test('ws is an optional peer dependency (only tabla-board/server and `tabla serve` need it)', () => {
  assert.equal(pkg.dependencies['ws'], undefined);
  assert.ok(pkg.peerDependencies['ws']);
  assert.equal(pkg.peerDependenciesMeta['ws']?.optional, true);
  const importers = files.filter((f) => f.endsWith('.js') && /from ['"]ws['"]|import\(['"]ws['"]\)/.test(readFileSync(path.join(dist, f), 'utf8')));
  assert.deepEqual(importers, ['server/index.js']);
});

/** Runs a package's CLI from node_modules in the repository; returns its status and output. */
function cli(bin: string, args: string[]): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules', bin), ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

test('publint finds nothing to warn about', () => {
  const { status, output } = cli('publint/src/cli.js', ['--strict']);
  assert.equal(status, 0, output);
  assert.doesNotMatch(output, /warning|error|suggestion/i, output);
});

// The package is ES modules only (Node 20.19+ also require()s them): the esm-only profile leaves
// out the resolutions of node10 and of TypeScript's node16 from CommonJS.
test('Are the Types Wrong (attw --pack, ES modules only) finds every entry point typed and resolvable', () => {
  const { status, output } = cli('@arethetypeswrong/cli/dist/index.js', ['--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped']);
  assert.equal(status, 0, output);
});
