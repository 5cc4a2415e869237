// Runs the multiplayer demo's tests (test/multiplayer/*.test.mjs) with node --test: the server
// with WebSocket clients, and two Chromium pages (puppeteer-core) playing through it. They use
// the built package (dist/), so `npm run build` must have run. Output: the spec reporter on
// stdout, and TAP in build/test-results/multiplayer.tap for the summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = 'test/multiplayer';
for (const file of ['dist/engine/index.js', 'dist/cdn/tabla-board.min.js']) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
}
// `npm run test:multiplayer -- test/multiplayer/server.test.mjs` runs only the files named.
const named = process.argv.slice(2).filter((a) => a.endsWith('.test.mjs'));
const flags = process.argv.slice(2).filter((a) => !named.includes(a));
const files = named.length
  ? named
  : readdirSync(root)
      .filter((file) => file.endsWith('.test.mjs'))
      .sort()
      .map((file) => path.join(root, file));

mkdirSync('build/test-results', { recursive: true });
const args = [
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  '--test-reporter-destination=build/test-results/multiplayer.tap',
  ...flags,
  ...files,
];
const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
