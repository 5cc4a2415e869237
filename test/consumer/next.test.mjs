// Next.js (app router) as a user builds it: a fresh app (fixture-next/: Next.js 16, React 19,
// pinned, from the npm registry) installs the packed tarball, `next build` compiles and
// type-checks it (the README's Client Component with the tabla-board/react wrapper and its
// Server Component page, the same component loaded with next/dynamic and ssr: false as
// docs/frameworks.md shows it, and a bot-against-bot page for this test), and `next start` serves
// it. In Chromium both boards upgrade and draw themselves, and on the test page the first bot
// move, made in the worker with WebAssembly, reaches the wrapper's onTablaMove after hydration
// and React renders it. Needs the build (dist/); the app's folder is removed at the end
// (TABLA_KEEP_CONSUMER=1 keeps it and prints where).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { assertBotMoved, launchChromium, makeApp, mustRun, quiet, removeApp, reportOf } from './helpers.mjs';

const next = 'node_modules/next/dist/bin/next';

let app;
let server;
let origin;
let browser;

/** A TCP port that is free now, for `next start`. */
async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts `next start` on a free port and resolves with its origin once it answers. */
async function startNext() {
  const port = await freePort();
  server = spawn(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: app,
    env: quiet,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((_, reject) => server.once('exit', (code) => reject(new Error(`next start exited ${code}:\n${output}`))));
  const url = `http://127.0.0.1:${port}`;
  const answers = (async () => {
    for (;;) {
      try {
        if ((await fetch(url)).ok) return url;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return Promise.race([answers, exited]);
}

before(() => {
  app = makeApp('fixture-next');
});

after(async () => {
  await browser?.close();
  // `next start` and whatever it started: its own process group.
  if (server && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  removeApp(app);
});

test('next build compiles and type-checks the app router app (the README Client Component)', () => {
  const output = mustRun(app, process.execPath, [next, 'build']);
  // Under CI=true Next.js notes that a fresh app has no build cache yet: that line says nothing of the app.
  const said = output
    .split('\n')
    .filter((line) => !/No build cache found/.test(line))
    .join('\n');
  assert.doesNotMatch(said, /⚠|warn|error/i, output);
  assert.ok(fs.existsSync(path.join(app, '.next/BUILD_ID')));
});

test('next start serves both pages with the board rendered on the server', async () => {
  origin = await startNext();
  for (const page of ['/', '/bots']) {
    const html = await (await fetch(`${origin}${page}`)).text();
    assert.match(html, /<tabla-board\b/, `${page} holds the server-rendered <tabla-board>`);
  }
  const clientOnly = await (await fetch(`${origin}/client-only`)).text();
  assert.doesNotMatch(clientOnly, /<tabla-board\b/, 'ssr: false: the server sends no board');
  assert.match(clientOnly, /Loading the board…/);
  browser = await launchChromium();
});

for (const page of ['/', '/client-only']) {
  test(`Next.js: ${page} hydrates, and its board upgrades and draws itself`, async () => {
    const tab = await browser.newPage();
    const problems = [];
    tab.on('pageerror', (error) => problems.push(String(error)));
    tab.on('console', (message) => ['error', 'warn'].includes(message.type()) && problems.push(message.text()));
    try {
      await tab.goto(`${origin}${page}`);
      // Polled with evaluate: no time limit of its own (the test runner's applies).
      for (;;) {
        const drawn = await tab.evaluate(() => (document.querySelector('tabla-board')?.shadowRoot?.querySelector('svg') ? true : false));
        if (drawn) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const seen = await tab.evaluate(() => {
        const board = document.querySelector('tabla-board');
        return { defined: customElements.get('tabla-board') === board.constructor, tradition: board.tradition, botLevel: board.botLevel };
      });
      assert.deepEqual(seen, { defined: true, tradition: 'greek', botLevel: 'hard' }, 'the wrapper set the props of the README sample');
      assert.deepEqual(problems, [], 'no hydration error, no warning');
    } finally {
      await tab.close();
    }
  });
}

test('Next.js: a bot move reaches the wrapper’s onTablaMove after hydration (worker+wasm)', async () => {
  const seen = await reportOf(browser, `${origin}/bots`);
  assertBotMoved(seen, 'next');
  const { player, notation, rendered } = seen.result;
  assert.equal(rendered, `${player}: ${notation}`, 'the onTablaMove handler set React state, and React rendered it');
});
