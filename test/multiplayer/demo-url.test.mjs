// docs/multiplayer.md's demo command: `npm run demo:multiplayer` (demo/multiplayer/start.mjs) prints
// the line the doc shows, with the port it took, and that URL serves the demo page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes.mjs';

test('docs/multiplayer.md: the demo prints the URL the doc names, and it serves the page', async () => {
  const doc = readFileSync('docs/multiplayer.md', 'utf8');
  const shown = doc.match(/^# (Multiplayer demo: http:\/\/localhost:(\d+)\/.*)$/m);
  assert.ok(shown, 'docs/multiplayer.md shows the demo line');
  const port = await freePort();
  const journal = path.join(mkdtempSync(path.join(os.tmpdir(), 'tabla-demo-')), 'matches.jsonl');
  const child = spawn(process.execPath, ['demo/multiplayer/start.mjs'], {
    env: { ...process.env, PORT: String(port), TABLA_JOURNAL: journal },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const line = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        const m = out.match(/^Multiplayer demo: .*$/m);
        if (m) resolve(m[0]);
      });
      child.once('exit', (code) => reject(new Error(`the demo exited (${code}) before printing its URL:\n${out}`)));
    });
    assert.equal(line, shown[1].replace(`:${shown[2]}/`, `:${port}/`).replace('build/demo-matches.jsonl', journal));
    const page = await fetch(`http://localhost:${port}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<tabla-board|multiplayer/i);
  } finally {
    child.kill();
  }
});
