/**
 * Every code sample in README.md runs as shown (needs `npm run build`; npm test builds first):
 * - `js` samples that import `tabla-board/engine` or `tabla-board/bot` run in Node against the
 *   built package (a file inside the repository, so `tabla-board` resolves to this package); a
 *   sample followed by "Prints:" and a `text` block must print exactly that;
 * - `sh` samples: `npx tabla …` lines run against the built CLI and must print JSON; npm
 *   commands must name scripts that exist; the two set-up commands are there exactly;
 * - `html` samples and `js` samples for the browser (importing `tabla-board`) are loaded in
 *   Chromium by test/browser/readme.test.ts.
 * - samples marked `<!-- sample: FILE -->` must be FILE unchanged; test/consumer builds it.
 * Any other sample is an error here, so a new kind of sample cannot go untested.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './helpers/paths.js';
import { codeBlocks, readme, type CodeBlock } from './helpers/readme.js';

const blocks = codeBlocks(readme());
const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { name: string; scripts: Record<string, string> };
const cli = path.join(repoRoot, 'dist/cli/tabla.js');
const sampleDir = path.join(repoRoot, 'build', 'readme-samples');

const isNodeSample = (b: CodeBlock) =>
  b.lang === 'js' && /from 'tabla-board\/(engine|bot)'/.test(b.code) && !/from 'tabla-board'|import 'tabla-board'/.test(b.code);
/** A sample marked `<!-- sample: FILE -->` is that file, which test/consumer builds or type-checks. */
const isConsumerSample = (b: CodeBlock) => /<!-- sample: \S+ -->\s*$/.test(b.before);
const isBrowserSample = (b: CodeBlock) => b.lang === 'html' || (b.lang === 'js' && /import 'tabla-board'|from 'tabla-board'/.test(b.code));
/** A `text` block right after a "Prints:" line is the output of the sample before it. */
const isOutput = (b: CodeBlock) => b.lang === 'text' && /Prints\b[^\n]*:\s*$/.test(b.before.trim());

test('README keeps the two set-up commands exactly', () => {
  const sh = blocks.filter((b) => b.lang === 'sh').map((b) => b.code);
  assert.ok(
    sh.some((c) => /^npm ci && npm start(\s|$)/m.test(c)),
    'npm ci && npm start',
  );
  assert.ok(
    sh.some((c) => /^npm test(\s|$)/m.test(c)),
    'npm test',
  );
});

test('every README sample is of a kind that a test runs', () => {
  for (const [i, b] of blocks.entries()) {
    const known = isConsumerSample(b) || isNodeSample(b) || isBrowserSample(b) || b.lang === 'sh' || (isOutput(b) && i > 0 && isNodeSample(blocks[i - 1]));
    assert.ok(known, `README.md line ${b.line}: a \`${b.lang || '(no language)'}\` sample that no test runs`);
  }
});

test('README Node samples run against the build and print what the README says', () => {
  fs.mkdirSync(sampleDir, { recursive: true });
  let ran = 0;
  for (const [i, b] of blocks.entries()) {
    if (!isNodeSample(b)) continue;
    const file = path.join(sampleDir, `line-${b.line}.mjs`);
    fs.writeFileSync(file, b.code);
    let out: string;
    try {
      out = execFileSync(process.execPath, [file], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      const e = error as { stderr?: string; message: string };
      assert.fail(`README.md line ${b.line}: the sample failed:\n${e.stderr ?? e.message}`);
    }
    const next = blocks[i + 1];
    if (next && isOutput(next)) assert.equal(out, next.code, `README.md line ${b.line}: output differs from the "Prints:" block at line ${next.line}`);
    ran++;
  }
  assert.ok(ran >= 2, `ran ${ran} Node samples`);
});

test('README shell samples: npx tabla lines run against the built CLI, npm lines name real scripts', () => {
  let ranCli = 0;
  for (const b of blocks.filter((x) => x.lang === 'sh' && !isConsumerSample(x))) {
    for (const raw of b.code.split('\n')) {
      const line = raw.replace(/\s+#\s.*$/, '').trim();
      if (!line) continue;
      const where = `README.md line ${b.line}: ${line}`;
      // `tabla serve` runs until stopped: test/multiplayer/restart.test.mjs starts it with these flags.
      if (/^npx tabla serve\b/.test(line)) continue;
      if (/\bnpx tabla\b/.test(line)) {
        const command = line.replace(/\bnpx tabla\b/g, `"${process.execPath}" "${cli}"`);
        let out: string;
        try {
          out = execFileSync('/bin/sh', ['-c', command], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
        } catch (error) {
          const e = error as { stderr?: string; message: string };
          assert.fail(`${where}: failed:\n${e.stderr ?? e.message}`);
        }
        const lines = out.trim().split('\n');
        assert.ok(lines.length > 0 && lines[0] !== '', `${where}: printed nothing`);
        for (const l of lines) assert.doesNotThrow(() => JSON.parse(l), `${where}: not JSON: ${l.slice(0, 80)}`);
        ranCli++;
        continue;
      }
      for (const part of line.split('&&').map((s) => s.trim())) {
        const m = part.match(/^npm (?:run (\S+)|(start|test|ci)|install (\S+))$/);
        assert.ok(m, `${where}: not a command this test knows how to check`);
        const script = m[1] ?? (m[2] === 'ci' ? undefined : m[2]);
        if (script) assert.ok(pkg.scripts[script], `${where}: no npm script "${script}"`);
        if (m[3]) assert.equal(m[3], pkg.name, `${where}: installs another package`);
      }
    }
  }
  assert.ok(ranCli >= 3, `ran ${ranCli} CLI samples`);
});

test('the README framework samples are the files the consumer test builds and type-checks', async () => {
  const { readFileSync } = await import('node:fs');
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const samples = [...readme.matchAll(/<!-- sample: (\S+) -->\n```\w+\n([\s\S]*?)```/g)];
  assert.ok(samples.length >= 2, 'React and Vue samples');
  for (const [, file, code] of samples) {
    assert.equal(code, readFileSync(path.join(repoRoot, file!), 'utf8'), `README shows ${file} unchanged`);
  }
});
