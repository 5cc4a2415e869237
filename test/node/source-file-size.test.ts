/**
 * A house rule (docs/architecture.md): small files with one concern. No source file in src/ is
 * over 400 lines, the networks' weights (src/bot/weights/, data written by the training) aside.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

/** Most lines a source file may have. */
const MAX_LINES = 400;

/** The repository: the nearest folder above this file (compiled or not) that holds src/index.ts. */
function repositoryRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'src/index.ts'))) return dir;
  }
  throw new Error('no src/index.ts above this test');
}

/** Every `.ts` file under `dir`, the weights' folder left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'weights' ? [] : sources(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

test(`no source file in src/ is over ${MAX_LINES} lines (the networks' weights aside)`, () => {
  const root = repositoryRoot();
  const files = sources(join(root, 'src'));
  assert.ok(files.length > 100, `the walk finds the sources (${files.length})`);
  const long = files
    .map((f) => ({ file: relative(root, f), lines: readFileSync(f, 'utf8').split('\n').length - 1 }))
    .filter((f) => f.lines > MAX_LINES)
    .map((f) => `${f.file}: ${f.lines} lines`);
  assert.deepEqual(long, []);
});
