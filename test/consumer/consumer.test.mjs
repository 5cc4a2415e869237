// The package as a user gets it: `npm pack`, then a fresh app in a temporary folder installs the
// tarball (fixture/package.json: Vite, webpack 5, esbuild, Rollup, React 19, Vue 3, Svelte 5,
// TypeScript, vue-tsc, svelte-check, pinned, from the npm registry), builds the entry points `.`,
// `engine`, `bot` and `react` with Vite, webpack, esbuild and Rollup (the last two with README's
// worker copy recipe), opens each page in Chromium and waits for a bot move from a worker with
// WebAssembly (`worker+wasm`) and no console warning, serves the script-tag build under each
// Content-Security-Policy row of the README (./csp-rows.mjs, the CDN played by a second origin)
// and checks the bot mode and fallback reports the row names, type-checks a TSX file, Vue SFCs
// and the Svelte sample (svelte-check) against the packed types, and checks that vue-tsc rejects
// wrong uses. Next.js and the Angular CLI have their own apps (next.test.mjs, angular.test.mjs).
// Needs the build (dist/). Nothing is cached outside the temporary folder but npm's own cache;
// the folder is removed at the end (TABLA_KEEP_CONSUMER=1 keeps it and prints where).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { cspRows, README_CDN } from './csp-rows.mjs';
import { assertBotMoved, assertSaidOnce, inApp as inFolder, launchChromium, makeApp, mustRun as mustRunIn, removeApp, repoRoot, reportOf } from './helpers.mjs';

let app;
let server;
let origin;
let cdnServer;
let cdnOrigin;
let browser;
const rows = cspRows(path.join(repoRoot, 'README.md'));

/** Runs a command in the app; returns { status, output } (stdout and stderr together). */
const inApp = (command, args) => inFolder(app, command, args);
/** Runs a command in the app and fails the test with its output when it exits non-zero. */
const mustRun = (command, args) => mustRunIn(app, command, args);

before(async () => {
  app = makeApp('fixture');
  const serve = sirv(app, { dev: true });
  // The CDN: the same files from a second origin (localhost, not 127.0.0.1), with CORS as CDNs send it.
  cdnServer = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    serve(req, res, () => res.writeHead(404).end());
  });
  await new Promise((resolve) => cdnServer.listen(0, 'localhost', resolve));
  cdnOrigin = `http://localhost:${cdnServer.address().port}`;
  // The app: `?csp-page=N` sends row N's page policy, `?csp-worker=N` row N's worker-file policy.
  server = http.createServer((req, res) => {
    const query = new URL(req.url, 'http://x').searchParams;
    const page = query.get('csp-page');
    const worker = query.get('csp-worker');
    if (page) res.setHeader('Content-Security-Policy', rows[Number(page)].page.replaceAll(README_CDN, cdnOrigin));
    if (worker) res.setHeader('Content-Security-Policy', rows[Number(worker)].worker);
    serve(req, res, () => res.writeHead(404).end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  await new Promise((resolve) => (cdnServer ? cdnServer.close(resolve) : resolve()));
  removeApp(app);
});

/** Opens a page of the app and resolves with its report once a bot moved (see reportOf). */
const botMoveOn = (page, options) => reportOf(browser, `${origin}/${page}`, options);

test('the tarball holds no file a user does not need, and source maps without their sources inlined', () => {
  const files = fs.readdirSync(path.join(app, 'node_modules/tabla-board'), { recursive: true }).map((f) => f.replaceAll('\\', '/'));
  const unexpected = files.filter((f) => !/^(dist(\/|$)|package\.json$|README\.md$|CHANGELOG\.md$|LICENSE$)/.test(f));
  assert.deepEqual(unexpected, []);
  assert.ok(!files.some((f) => f.endsWith('.tsbuildinfo') || f.startsWith('src/')), 'no build info, no src/');
  const maps = files.filter((f) => f.endsWith('.map'));
  assert.ok(maps.length > 50);
  for (const file of maps) {
    const map = JSON.parse(fs.readFileSync(path.join(app, 'node_modules/tabla-board', file), 'utf8'));
    assert.equal(map.sourcesContent, undefined, `${file} carries its sources`);
  }
});

test('tabla-board/cdn is for script tags: not an entry point a bundler can import, its files reachable by path', () => {
  const { exports } = JSON.parse(fs.readFileSync(path.join(app, 'node_modules/tabla-board/package.json'), 'utf8'));
  assert.equal(exports['./cdn'], undefined);
  assert.equal(exports['./cdn/*'], './dist/cdn/*');
});

test('Vite builds the entry points ., engine, bot and react', () => {
  const output = mustRun(process.execPath, ['node_modules/vite/bin/vite.js', 'build']);
  assert.doesNotMatch(output, /error|warn/i, output);
});

test('webpack 5 builds the entry points ., engine and bot without a warning', () => {
  mustRun(process.execPath, ['build-webpack.mjs']);
});

test("README's recipe for bundlers that leave the worker alone copies the worker and the networks to public/", () => {
  fs.mkdirSync(path.join(app, 'public'), { recursive: true });
  mustRun('sh', ['copy-worker.sh']);
  assert.ok(fs.existsSync(path.join(app, 'public/tabla-board.worker.js')));
  assert.ok(fs.readdirSync(path.join(app, 'public')).some((f) => /^tabla-board\.net-prva\.js$/.test(f)));
});

test('esbuild builds the entry points ., engine and bot without a warning', () => {
  mustRun(process.execPath, ['build-esbuild.mjs']);
});

test('Rollup builds the entry points ., engine and bot', () => {
  const output = mustRun(process.execPath, ['node_modules/rollup/dist/bin/rollup', '-c', 'rollup.config.mjs']);
  assert.doesNotMatch(output, /\(!\)/, output);
});

for (const [bundler, page, entry] of [
  ['Vite', 'dist-vite/main.html', 'npm'],
  ['Vite', 'dist-vite/react.html', 'react'],
  ['webpack', 'dist-webpack/main.html', 'npm'],
  ['esbuild', 'dist-esbuild/main.html?worker-url=/public/tabla-board.worker.js', 'npm'],
  ['Rollup', 'dist-rollup/main.html?worker-url=/public/tabla-board.worker.js', 'npm'],
]) {
  test(`${bundler}: ${page} shows a bot move (${entry})`, async () => {
    const seen = await botMoveOn(page);
    assertBotMoved(seen, entry);
    if (entry === 'npm') {
      assert.equal(seen.result.defined, true, 'the exported TablaBoard is the registered element');
      assert.equal(seen.result.plays, 16, 'tabla-board/engine: 16 plays for 3-1 from the start');
      assert.ok(seen.result.botPlay > 0, 'tabla-board/bot chose a play');
    }
  });
}

for (const bundler of ['esbuild', 'Rollup']) {
  test(`${bundler} without the recipe: the bot plays on the main thread, and the board says so once`, async () => {
    const seen = await botMoveOn(`dist-${bundler.toLowerCase()}/main.html`, { allowFailedRequests: true });
    assertSaidOnce(seen, 'main-thread+wasm');
  });
}

rows.forEach((row, index) => {
  test(`CSP (README row): ${row.setup} → ${row.mode}`, async () => {
    const base = `${row.from === 'cdn' ? cdnOrigin : origin}/node_modules/tabla-board/dist/cdn`;
    const query = new URLSearchParams({ 'csp-page': String(index), src: `${base}/tabla-board.min.js` });
    if (row.workerUrl) query.set('worker', `${base}/tabla-board.worker.js?csp-worker=${index}`);
    const seen = await botMoveOn(`csp/page.html?${query}`, { allowFailedRequests: true });
    // The browser's own report of a refused compile or worker is expected where a fallback is.
    const ours = {
      result: seen.result,
      problems: seen.problems.filter((p) => !/Content Security Policy|Trusted Type|WebAssembly/i.test(p) || p.startsWith('tabla-board: ')),
    };
    assertSaidOnce(ours, row.mode);
  });
});

test('a strict TSX file type-checks against the packed types (React 19, skipLibCheck off)', () => {
  mustRun(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json']);
});

test('a Vue SFC type-checks with vue-tsc against tabla-board/vue', () => {
  mustRun(process.execPath, ['node_modules/vue-tsc/bin/vue-tsc.js', '-p', 'tsconfig.vue.json']);
});

test('vue-tsc rejects a bad level, a bad match length and a wrongly typed event handler', () => {
  const { status, output } = inApp(process.execPath, ['node_modules/vue-tsc/bin/vue-tsc.js', '-p', 'tsconfig.vue-bad.json']);
  assert.notEqual(status, 0, 'BoardBad.vue must not type-check');
  assert.match(output, /"grandmaster"' is not assignable to type '(Bot)?Level\b/);
  assert.match(output, /Type 'string' is not assignable to type 'number'/);
  assert.match(output, /is not assignable to type '\(event: CustomEvent<TablaMoveDetail>\) => void'/);
});

test('svelte-check passes the Svelte sample with checkJs, typed by tabla-board/jsx', () => {
  mustRun(process.execPath, ['node_modules/svelte-check/bin/svelte-check', '--tsconfig', './tsconfig.svelte.json', '--fail-on-warnings']);
});

test('the Svelte 5 sample compiles without a warning and listens to tabla-move', () => {
  const script = `
    import { compile } from 'svelte/compiler';
    import { readFileSync } from 'node:fs';
    const { js, warnings } = compile(readFileSync('src/Board.svelte', 'utf8'), { filename: 'Board.svelte' });
    console.log(JSON.stringify({ warnings: warnings.map((w) => w.message), listens: /tabla-move/.test(js.code) }));`;
  const output = mustRun(process.execPath, ['--input-type=module', '-e', script]);
  assert.deepEqual(JSON.parse(output.trim().split('\n').at(-1)), { warnings: [], listens: true });
});
