/**
 * The JavaScript samples of docs/*.md that use the package (`from 'tabla-board/engine'` or
 * `'tabla-board/bot'`) run in Node against the build, as shown: none may throw (a sample that
 * names a value it never defines fails here). Needs the build (npm test builds first).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './helpers/paths.js';
import { codeBlocks } from './helpers/readme.js';

const docs = fs.readdirSync(path.join(repoRoot, 'docs')).filter((f) => f.endsWith('.md'));
const sampleDir = path.join(repoRoot, 'build', 'docs-samples');

test('every docs/ JavaScript sample that uses the package runs against the build', () => {
  fs.mkdirSync(sampleDir, { recursive: true });
  let ran = 0;
  for (const doc of docs) {
    for (const block of codeBlocks(fs.readFileSync(path.join(repoRoot, 'docs', doc), 'utf8'))) {
      if (block.lang !== 'js' || !/from 'tabla-board\/(engine|bot)'/.test(block.code)) continue;
      const file = path.join(sampleDir, `${doc.replace(/\.md$/, '')}-line-${block.line}.mjs`);
      fs.writeFileSync(file, block.code);
      try {
        execFileSync(process.execPath, [file], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      } catch (error) {
        const e = error as { stderr?: string; message: string };
        assert.fail(`docs/${doc} line ${block.line}: the sample failed:\n${(e.stderr ?? e.message).slice(0, 2000)}`);
      }
      ran++;
    }
  }
  assert.ok(ran >= 3, `ran ${ran} docs samples`);
});
