/**
 * Security lint (issue: reliability): no innerHTML-style sinks and no string-to-code anywhere in
 * the shipped sources, so the element works under a strict Content-Security-Policy.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './helpers/paths.js';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const FORBIDDEN: [RegExp, string][] = [
  [/\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML\s*\(/, 'HTML string sink'],
  [/\bunsafeHTML\b|\bunsafeSVG\b/, "Lit's unsafe directives"],
  // JavaScript's eval (a Redis client's `.eval(script, …)` runs a Lua script on the server, not code here).
  [/(?<!\.)\beval\s*\(|\b(?:globalThis|window|self)\.eval\s*\(/, 'eval'],
  [/\bnew\s+Function\s*\(/, 'new Function'],
  [/set(Timeout|Interval)\s*\(\s*['"`]/, 'timer with a code string'],
  [/document\.write\s*\(/, 'document.write'],
];

test('no innerHTML, unsafe directives, eval, new Function or string timers in src/', () => {
  const hits: string[] = [];
  for (const file of sources(path.join(repoRoot, 'src'))) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/^\s*(\/\/|\*)/.test(line)) return; // comments may name what they avoid
      for (const [re, what] of FORBIDDEN) if (re.test(line)) hits.push(`${path.relative(repoRoot, file)}:${i + 1}: ${what}`);
    });
  }
  assert.deepEqual(hits, []);
});
