// `npm test`: builds, then runs every test runner, even after one fails, and exits non-zero if
// any failed or no test ran.
//   1. npm run build     rollup (npm + script-tag builds) and the custom-elements manifest
//   2. npm run test:node tsc -p tsconfig.node.json, then node --test on build/node/test/node
//   3. npm run test:browser  web-test-runner in headless Chromium (CHROME_PATH or /usr/bin/chromium)
//   4. npm run test:multiplayer  node --test on test/multiplayer: the demo server with WebSocket
//      clients, and two Chromium pages playing through it (puppeteer-core)
//   5. npm run test:consumer  node --test on test/consumer: the packed tarball in fresh apps
//      (Vite, webpack 5, esbuild, Rollup, React, Vue, Svelte, Next.js, Angular CLI; from the npm
//      registry), a bot move in Chromium
// Results land in build/test-results/; scripts/test/test-summary.mjs adds them up.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (script) => spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit' }).status ?? 1;

rmSync('build/test-results', { recursive: true, force: true });

if (!process.argv.includes('--no-build') && run('build') !== 0) {
  console.error('npm test: the build failed');
  process.exit(1);
}
const failures = ['test:node', 'test:browser', 'test:multiplayer', 'test:consumer'].filter((script) => run(script) !== 0);

const summary = spawnSync(process.execPath, ['scripts/test/test-summary.mjs'], { stdio: 'inherit' }).status;
if (failures.length) console.error(`npm test: failed: ${failures.join(', ')}`);
process.exit(failures.length || summary ? 1 : 0);
