/**
 * The code blocks of docs/*.md: the JavaScript samples that use the package (`from
 * 'tabla-board/engine'` or `'tabla-board/bot'`) run in Node against the build, as shown (a
 * sample that names a value it never defines fails here); the shell samples' `tabla` lines run
 * against the built CLI and their `npm run` lines name real scripts; docs/cli.md's outputs are
 * what the CLI prints; a block marked `<!-- sample: FILE -->` is FILE unchanged (test/consumer builds
 * it); every other block is marked ```lang fragment. Needs the build (npm test
 * builds first).
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

/** The file a block is marked as (`<!-- sample: FILE -->` right before it), which test/consumer builds. */
const sampleFile = (block: { before: string }) => block.before.match(/<!-- sample: (\S+) -->\s*$/)?.[1];

/** A shell line a test runs: the CLI (`tabla …`, `npx tabla …`, `printf … | tabla …`) or an npm script. */
const shellLine = /^(?:(?:npx )?tabla\b.*|printf .* \| tabla\b.*|npm run [\w:-]+.*)$/;
/** A shell block's command lines, comments and blank lines left out. */
const commands = (code: string) =>
  code
    .split('\n')
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter((l) => l && !l.startsWith('#'));

test('every docs/ code block is run by a test or marked as a fragment (```lang fragment)', () => {
  const unmarked: string[] = [];
  for (const doc of docs) {
    for (const block of codeBlocks(fs.readFileSync(path.join(repoRoot, 'docs', doc), 'utf8'))) {
      if (/\bfragment\b/.test(block.info)) continue;
      const packageSample = block.lang === 'js' && /from 'tabla-board\/(engine|bot)'/.test(block.code);
      const cliOutput = doc === 'cli.md' && ['json', 'text'].includes(block.lang) && /^output(-first|-abridged)?: tabla /.test(block.info);
      const shell = block.lang === 'sh' && commands(block.code).length > 0 && commands(block.code).every((l) => shellLine.test(l));
      const consumerSample = sampleFile(block) !== undefined;
      if (!packageSample && !cliOutput && !shell && !consumerSample) unmarked.push(`docs/${doc} line ${block.line} (${block.lang || 'no language'})`);
    }
  }
  assert.deepEqual(unmarked, [], 'blocks no test runs: make them run, or mark them ```lang fragment');
});

test('docs/ shell samples: the tabla lines run against the built CLI, the npm lines name real scripts', () => {
  const scripts = Object.keys((JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
  const cli = `"${process.execPath}" dist/cli/tabla.js`;
  let ran = 0;
  for (const doc of docs) {
    for (const block of codeBlocks(fs.readFileSync(path.join(repoRoot, 'docs', doc), 'utf8'))) {
      if (block.lang !== 'sh' || /\bfragment\b/.test(block.info)) continue;
      for (const line of commands(block.code)) {
        const npm = line.match(/^npm run ([\w:-]+)/);
        if (npm) {
          assert.ok(scripts.includes(npm[1]), `docs/${doc} line ${block.line}: no npm script ${npm[1]}`);
          continue;
        }
        const command = line.replace(/^(npx )?tabla\b/, cli).replace(/\| tabla\b/, `| ${cli}`);
        try {
          execFileSync('sh', ['-c', command], { cwd: repoRoot, encoding: 'utf8', input: '', stdio: ['pipe', 'pipe', 'pipe'] });
        } catch (error) {
          const e = error as { stderr?: string; message: string };
          assert.fail(`docs/${doc} line ${block.line}: \`${line}\` failed:\n${(e.stderr ?? e.message).slice(0, 1000)}`);
        }
        ran++;
      }
    }
  }
  assert.ok(ran >= 8, `ran ${ran} docs shell lines`);
});

test('docs/cli.md: each output block is what the built CLI prints (node scripts/build/cli-docs.mjs rewrites them)', () => {
  try {
    execFileSync(process.execPath, ['scripts/build/cli-docs.mjs', '--check'], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    assert.fail((error as { stderr?: string }).stderr ?? String(error));
  }
});

test('docs/ blocks marked <!-- sample: FILE --> are the files the consumer test builds, unchanged', () => {
  let checked = 0;
  for (const doc of docs) {
    for (const block of codeBlocks(fs.readFileSync(path.join(repoRoot, 'docs', doc), 'utf8'))) {
      const file = sampleFile(block);
      if (file === undefined) continue;
      assert.equal(block.code, fs.readFileSync(path.join(repoRoot, file), 'utf8'), `docs/${doc} line ${block.line} shows ${file} unchanged`);
      checked++;
    }
  }
  assert.ok(checked >= 4, `checked ${checked} samples (docs/frameworks.md has four)`);
});
