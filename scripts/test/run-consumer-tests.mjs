// Runs the consumer tests (test/consumer/*.test.mjs) with node --test: the packed tarball
// installed into fresh apps, built with Vite, webpack, esbuild, Rollup, Next.js (`next build`,
// `next start`) and the Angular CLI (`ng build`), opened in Chromium, type-checked (TSX, Vue,
// Svelte, Angular templates). They pack dist/, so `npm run build` must have run. Output: the spec
// reporter on stdout, and TAP in build/test-results/consumer.tap for the summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';

if (!existsSync('dist/index.js')) {
  console.error('dist/index.js is missing: run `npm run build` first');
  process.exit(1);
}
mkdirSync('build/test-results', { recursive: true });
// Files named on the command line run alone (`npm run test:consumer -- test/consumer/next.test.mjs`).
const named = process.argv.slice(2).filter((a) => a.endsWith('.test.mjs'));
const options = process.argv.slice(2).filter((a) => !a.endsWith('.test.mjs'));
const files = named.length
  ? named
  : readdirSync('test/consumer')
      .filter((f) => f.endsWith('.test.mjs'))
      .map((f) => `test/consumer/${f}`);
// The files run side by side: each spends much of its time in npm install, waiting on the network.
const args = [
  '--test',
  `--test-concurrency=${files.length}`,
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  '--test-reporter-destination=build/test-results/consumer.tap',
  ...options,
  ...files,
];
process.exit(spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1);
