/**
 * The rules panel draws its figures with the static figure's drawing (through the board's drawing
 * module, as a read-only board draws) and never loads the board
 * element: walking every import (static and dynamic) from src/rules/tabla-rules.ts must not reach
 * the `<tabla-board>` component, so there is no rules ↔ board import cycle.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

/** The repository: the nearest folder above this file (compiled or not) that holds src/rules. */
function repositoryRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dir, 'src/rules/tabla-rules.ts'))) return dir;
  }
  throw new Error('no src/rules/tabla-rules.ts above this test');
}
const root = repositoryRoot();

/** The repository's own modules that `file` imports (`.js` specifiers resolved to their `.ts` sources). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*(?:\(\s*)?['"]([^'"]+)['"]/g)].map(
    (m) => m[1] ?? m[2],
  );
  return specs.filter((s) => s.startsWith('.')).map((s) => join(dirname(file), s.replace(/\.js$/, '.ts')));
}

/** Every module reachable from `entry`, as paths relative to the repository. */
function graph(entry: string): Set<string> {
  const seen = new Set<string>();
  const todo = [join(root, entry)];
  while (todo.length > 0) {
    const file = todo.pop()!;
    const rel = relative(root, file);
    if (seen.has(rel)) continue;
    seen.add(rel);
    todo.push(...importsOf(file));
  }
  return seen;
}

test('the rules panel does not import the board element (no rules ↔ board cycle)', () => {
  const modules = graph('src/rules/tabla-rules.ts');
  assert.ok(modules.has('src/board/view/drawing.ts'), "the figures use the board's drawing module");
  assert.ok(modules.has('src/figure/draw.ts'), 'the figures drawn as a read-only board and <tabla-figure> draw them');
  for (const board of [
    'src/board/tabla-board.ts',
    'src/board/element/tabla-board.component.ts',
    'src/board/element/match-controller.ts',
    'src/board/element/live-driver.ts',
    'src/bot/client.ts',
  ]) {
    assert.ok(!modules.has(board), `${board} is in the rules panel's module graph`);
  }
});

test('the rules panel imports nothing of the board but its drawing module and the lazy-part loader', () => {
  const rulesFiles = [...graph('src/rules/tabla-rules.ts')].filter((m) => m.startsWith('src/rules/'));
  const boardImports = rulesFiles.flatMap((f) => importsOf(join(root, f)).map((i) => relative(root, i))).filter((m) => m.startsWith('src/board/'));
  assert.deepEqual([...new Set(boardImports)].sort(), ['src/board/lazy-part.ts', 'src/board/view/drawing.ts']);
});

test("the walk sees the board's own graph, which opens the rules panel (so the check above can fail)", () => {
  const modules = graph('src/board/tabla-board.ts');
  assert.ok(modules.has('src/board/element/match-controller.ts'));
  assert.ok(modules.has('src/rules/tabla-rules.ts'), 'the board loads the rules panel on demand');
});
