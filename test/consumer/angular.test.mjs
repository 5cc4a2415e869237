// The Angular CLI as a user runs it: a fresh app (fixture-angular/: Angular 21 and its CLI,
// pinned, from the npm registry; 21 is the newest major whose CLI runs on Node 20) installs the
// packed tarball, and `ng build` (production, strict templates) builds the README's
// BoardComponent and a bot-against-bot board. The CLI's bundler does not see the worker of a
// package, so angular.json copies it and the networks as assets and the boards name it
// (`worker-url`): the README's recipe, checked here to be the one the app uses. In Chromium the
// bot moves in that worker with WebAssembly and the (tabla-move) handler renders the play. ngc
// with strict templates also rejects wrong uses of the event's detail. Needs the build (dist/);
// the app's folder is removed at the end (TABLA_KEEP_CONSUMER=1 keeps it and prints where).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { assertBotMoved, assertSaidOnce, inApp, launchChromium, makeApp, mustRun, removeApp, repoRoot, reportOf } from './helpers.mjs';

const ng = 'node_modules/@angular/cli/bin/ng.js';
const ngc = 'node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js';

let app;
let server;
let origin;
let browser;

before(() => {
  app = makeApp('fixture-angular');
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  removeApp(app);
});

test("the README's Angular recipe is the app's: the asset entry of angular.json and the worker-url", () => {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const angularJson = JSON.parse(fs.readFileSync(path.join(app, 'angular.json'), 'utf8'));
  const shown = readme.match(/`(\{ "glob": [^`]*\})`/);
  assert.ok(shown, 'README shows an asset entry for angular.json');
  assert.deepEqual(angularJson.projects.app.architect.build.options.assets, [JSON.parse(shown[1])]);
  assert.match(fs.readFileSync(path.join(app, 'src/app/board.component.ts'), 'utf8'), /worker-url="\/tabla-board\.worker\.js"/);
});

test('ng build (production) builds the app with strict templates and copies the worker and the networks', () => {
  const output = mustRun(app, process.execPath, [ng, 'build']);
  assert.doesNotMatch(output, /warning|error/i, output);
  const files = fs.readdirSync(path.join(app, 'dist/browser'));
  assert.ok(files.includes('tabla-board.worker.js'), files.join(' '));
  assert.ok(files.includes('tabla-board.net-prva.js'), files.join(' '));
});

test('Angular CLI: a bot move in the built app, from the worker with WebAssembly, rendered by the (tabla-move) handler', async () => {
  const serve = sirv(path.join(app, 'dist/browser'), { single: true });
  server = http.createServer((req, res) => serve(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await launchChromium();
  const seen = await reportOf(browser, `${origin}/`);
  assertBotMoved(seen, 'angular');
  const { player, notation, rendered } = seen.result;
  assert.equal(rendered, `${player}: ${notation}`, "the component's (tabla-move) handler wrote the play into its template");
});

test('ngc with strict templates rejects wrong uses of the tabla-move detail, and lets a bad bound level through', () => {
  const { status, output } = inApp(app, process.execPath, [ngc, '-p', 'tsconfig.bad.json']);
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  assert.notEqual(status, 0, 'board-bad.component.ts must not compile');
  assert.match(plain, /Argument of type 'CustomEvent<TablaMoveDetail>' is not assignable to parameter of type 'CustomEvent<number>'/);
  assert.match(plain, /Type 'string' is not assignable to type 'number'/);
  assert.match(plain, /Property 'score' does not exist on type 'TablaMoveDetail'/);
  assert.equal(plain.match(/error TS\d+/g)?.length, 3, plain);
  assert.doesNotMatch(plain, /grandmaster/, 'Angular now checks property bindings on custom elements: update the README');
});

test('Angular CLI without the recipe: the bot plays on the main thread, and the board says so once', async () => {
  assert.ok(origin, 'the built app is served');
  const seen = await reportOf(browser, `${origin}/?no-recipe`, { allowFailedRequests: true });
  assertSaidOnce(seen, 'main-thread+wasm');
});
