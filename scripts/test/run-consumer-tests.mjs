// Runs the consumer tests (test/consumer/*.test.mjs) with node --test: the packed tarball
// installed into a fresh app, built with Vite and webpack, opened in Chromium, type-checked
// (TSX, Vue, Angular templates). They pack dist/, so `npm run build` must have run. Output: the spec reporter on
// stdout, and TAP in build/test-results/consumer.tap for the summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';

if (!existsSync('dist/index.js')) {
  console.error('dist/index.js is missing: run `npm run build` first');
  process.exit(1);
}
mkdirSync('build/test-results', { recursive: true });
const args = [
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  '--test-reporter-destination=build/test-results/consumer.tap',
  ...process.argv.slice(2),
  'test/consumer/consumer.test.mjs',
];
process.exit(spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1);
