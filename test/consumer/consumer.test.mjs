// The package as a user gets it: `npm pack`, then a fresh app in a temporary folder installs the
// tarball (fixture/package.json: Vite, webpack 5, React 19, Vue 3, Svelte 5, Angular 21,
// TypeScript, vue-tsc, pinned, from the npm registry), builds the entry points `.`, `engine`,
// `bot`, `cdn` and `react` with Vite and webpack, compiles an Angular component with ngc (AOT,
// strict templates) and bundles it with Vite and the Angular linker, opens each page in Chromium
// and waits for a bot move, type-checks a TSX file and Vue SFCs against the packed types, checks
// that vue-tsc and ngc reject wrong uses, and compiles the Svelte sample. Needs the build (dist/).
// Nothing is cached outside the temporary folder, which is removed at the end
// (TABLA_KEEP_CONSUMER=1 keeps it and prints where).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import sirv from 'sirv';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = path.join(repoRoot, 'test/consumer/fixture');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const ngc = 'node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js';
const quiet = { ...process.env, npm_config_fund: 'false', npm_config_audit: 'false', npm_config_update_notifier: 'false' };

let app;
let server;
let origin;
let browser;

/** Runs a command in the app; returns { status, output } (stdout and stderr together). */
function inApp(command, args) {
  const result = spawnSync(command, args, { cwd: app, env: quiet, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Runs a command in the app and fails the test with its output when it exits non-zero. */
function mustRun(command, args) {
  const { status, output } = inApp(command, args);
  assert.equal(status, 0, `${command} ${args.join(' ')} exited ${status}:\n${output.slice(-4000)}`);
  return output;
}

before(async () => {
  assert.ok(fs.existsSync(path.join(repoRoot, 'dist/index.js')), 'dist/ is missing: run `npm run build` first');
  app = fs.mkdtempSync(path.join(os.tmpdir(), 'tabla-consumer-'));
  fs.cpSync(fixture, app, { recursive: true });
  const packed = JSON.parse(execFileSync(npm, ['pack', '--json', '--pack-destination', app], { cwd: repoRoot, env: quiet, encoding: 'utf8' }));
  const pkg = JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8'));
  pkg.dependencies['tabla-board'] = `file:./${packed[0].filename}`;
  fs.writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  mustRun(npm, ['install', '--no-package-lock', '--loglevel=error']);
  const serve = sirv(app, { dev: true });
  server = http.createServer((req, res) => serve(req, res, () => res.writeHead(404).end()));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  if (process.env.TABLA_KEEP_CONSUMER) console.log(`# consumer app kept in ${app}`);
  else if (app) fs.rmSync(app, { recursive: true, force: true });
});

/**
 * Opens a built page and resolves with what it reported (window.consumerResult) after a bot
 * moved; rejects at once on an uncaught error or a failed request (no time limit of its own).
 */
async function botMoveOn(page) {
  const tab = await browser.newPage();
  const problems = [];
  let fail;
  const failed = new Promise((_, reject) => (fail = reject));
  tab.on('pageerror', (error) => fail(error));
  tab.on('requestfailed', (request) => fail(new Error(`request failed: ${request.url()}`)));
  tab.on('response', (response) => response.status() >= 400 && fail(new Error(`${response.status()}: ${response.url()}`)));
  tab.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') problems.push(message.text());
  });
  try {
    await tab.goto(`${origin}/${page}`);
    await Promise.race([tab.waitForFunction(() => window.consumerResult, { timeout: 0 }), failed]);
    const result = await tab.evaluate(() => window.consumerResult);
    return { result, problems: problems.filter((p) => !/Lit is in dev mode/.test(p)) };
  } finally {
    await tab.close();
  }
}

/** A bot moved, from a worker, and the page logged no error. */
function assertBotMoved({ result, problems }, entry) {
  assert.equal(result.ok, true, result.error);
  assert.equal(result.entry, entry);
  assert.match(result.player, /^(white|black)$/);
  assert.match(result.notation, /^(pass|\d+\/\d+)/);
  assert.equal(result.botMode, 'worker', 'the bot ran in its worker');
  assert.deepEqual(problems, []);
}

test('the tarball holds no file a user does not need, and source maps carry their sources', () => {
  const files = fs.readdirSync(path.join(app, 'node_modules/tabla-board'), { recursive: true }).map((f) => f.replaceAll('\\', '/'));
  const unexpected = files.filter((f) => !/^(dist(\/|$)|package\.json$|README\.md$|CHANGELOG\.md$|LICENSE$)/.test(f));
  assert.deepEqual(unexpected, []);
  assert.ok(!files.some((f) => f.endsWith('.tsbuildinfo') || f.startsWith('src/')), 'no build info, no src/');
  for (const file of files.filter((f) => f.endsWith('.map'))) {
    const map = JSON.parse(fs.readFileSync(path.join(app, 'node_modules/tabla-board', file), 'utf8'));
    assert.equal(map.sourcesContent?.length, map.sources.length, `${file} carries its sources`);
    assert.ok(map.sourcesContent.every((text) => typeof text === 'string' && text.length > 0), `${file}: an empty source`);
  }
});

test('Vite builds the entry points ., engine, bot, cdn and react', () => {
  const output = mustRun(process.execPath, ['node_modules/vite/bin/vite.js', 'build']);
  assert.doesNotMatch(output, /error|warn/i, output);
});

test('webpack 5 builds the entry points ., engine, bot and cdn without a warning', () => {
  mustRun(process.execPath, ['build-webpack.mjs']);
});

test('ngc compiles the Angular sample ahead of time with strict templates', () => {
  mustRun(process.execPath, [ngc, '-p', 'tsconfig.angular.json']);
});

test('Vite bundles the compiled Angular app, linking Angular ahead of time', () => {
  const output = mustRun(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '-c', 'vite.angular.config.mjs']);
  assert.doesNotMatch(output, /error|warn/i, output);
});

for (const [bundler, page, entry] of [
  ['Vite', 'dist-vite/main.html', 'npm'],
  ['Vite', 'dist-vite/cdn.html', 'cdn'],
  ['Vite', 'dist-vite/react.html', 'react'],
  ['webpack', 'dist-webpack/main.html', 'npm'],
  ['webpack', 'dist-webpack/cdn.html', 'cdn'],
  ['Vite', 'dist-angular/angular.html', 'angular'],
]) {
  test(`${bundler}: ${page} shows a bot move (${entry})`, async () => {
    const seen = await botMoveOn(page);
    assertBotMoved(seen, entry);
    if (entry === 'npm') {
      assert.equal(seen.result.defined, true, 'the exported TablaBoard is the registered element');
      assert.equal(seen.result.plays, 16, 'tabla-board/engine: 16 plays for 3-1 from the start');
      assert.ok(seen.result.botPlay > 0, 'tabla-board/bot chose a play');
    }
    if (entry === 'angular') {
      const { player, notation, rendered } = seen.result;
      assert.equal(rendered, `${player}: ${notation}`, "the component's (tabla-move) handler wrote the play into its template");
    }
  });
}

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

test('ngc with strict templates rejects wrong uses of the tabla-move detail, and lets a bad bound level through', () => {
  const { status, output } = inApp(process.execPath, [ngc, '-p', 'tsconfig.angular-bad.json']);
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  assert.notEqual(status, 0, 'board-bad.component.ts must not compile');
  assert.match(plain, /Argument of type 'CustomEvent<TablaMoveDetail>' is not assignable to parameter of type 'CustomEvent<number>'/);
  assert.match(plain, /Type 'string' is not assignable to type 'number'/);
  assert.match(plain, /Property 'score' does not exist on type 'TablaMoveDetail'/);
  assert.equal(plain.match(/error TS\d+/g)?.length, 3, plain);
  assert.doesNotMatch(plain, /grandmaster/, 'Angular now checks property bindings on custom elements: update the README');
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
