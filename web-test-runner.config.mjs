// @web/test-runner: element tests in Debian's headless Chromium (no browser download).
// CHROME_PATH overrides where Chromium is looked for.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { build } from 'esbuild';
import { startStaticServer } from './scripts/test/serve.mjs';
import { chromiumArgs, chromiumPath } from './scripts/test/chromium.mjs';

/**
 * `new URL('./worker.js', import.meta.url)` is not remapped to `.ts` by the esbuild plugin:
 * serve a request for src/**\/*.js from the .ts file next to it.
 */
function serveSourceJsFromTs(context, next) {
  if (context.path.startsWith('/src/') && context.path.endsWith('.js')) {
    const tsFile = `.${context.path.slice(0, -'.js'.length)}.ts`;
    if (existsSync(tsFile)) context.url = context.url.replace(/\.js(?=\?|#|$)/, '.ts');
  }
  return next();
}

/**
 * The script-tag build's folder under `/__tabla/cdn/<copy>/` (a self-hosted copy, for
 * `worker-url`), recording what is fetched from each copy: `/__tabla/cdn-log/<copy>` lists the
 * files asked for so far. A copy named `no-networks…` has no network files (they answer 404), one
 * named `no-lazy…` none of the element's lazy chunks (study tools, ladder solver, position IDs,
 * saved-match store, end-of-game card and move list, match clock, rules texts), one named `no-panel…` not the
 * rules panel element (`tabla-board.tabla-rules.js`), one named `no-bot-client…` not the bot's
 * client (`tabla-board.bot-client.js`).
 */
function loggedCdnCopies() {
  const log = new Map();
  return {
    name: 'tabla-logged-cdn-copies',
    serve(context) {
      const asked = context.path.match(/^\/__tabla\/cdn-log\/([\w-]+)$/);
      if (asked) return { body: JSON.stringify(log.get(asked[1]) ?? []), type: 'json' };
      const file = context.path.match(/^\/__tabla\/cdn\/([\w-]+)\/(tabla-board\.[\w.-]+\.js)$/);
      if (!file) return undefined;
      const [, copy, name] = file;
      log.set(copy, [...(log.get(copy) ?? []), name]);
      const source = `dist/cdn/${name}`;
      const missing =
        (copy.startsWith('no-networks') && name.startsWith('tabla-board.net-')) ||
        (copy.startsWith('no-lazy') && /^tabla-board\.(study|ladder|position-ids|match-storage|match-views|clock|rules-\w+)\.js$/.test(name)) ||
        (copy.startsWith('no-panel') && name === 'tabla-board.tabla-rules.js') ||
        (copy.startsWith('no-bot-client') && name === 'tabla-board.bot-client.js');
      if (missing || !existsSync(source)) return undefined; // no such file here: 404
      return { body: readFileSync(source, 'utf8'), type: 'js' };
    },
  };
}

/**
 * `@sinonjs/fake-timers` (the tests' fake clock) is CommonJS only: its entry is served to the
 * browser as an ES module with its named exports, bundled by esbuild once (Node's `util`, which
 * it asks for only where `process` exists, is left out).
 */
function fakeTimersAsModule() {
  let bundled;
  return {
    name: 'tabla-fake-timers-module',
    async serve(context) {
      if (!context.path.startsWith('/node_modules/@sinonjs/fake-timers/')) return undefined;
      bundled ??= build({
        stdin: { contents: "export { install, withGlobal, createClock, timers } from '@sinonjs/fake-timers';", resolveDir: process.cwd() },
        bundle: true,
        format: 'esm',
        platform: 'browser',
        external: ['util'],
        write: false,
        logLevel: 'silent',
      }).then((out) => out.outputFiles[0].text);
      return { body: await bundled, type: 'js' };
    },
  };
}

/**
 * A second static server on another port (another origin), like a CDN, for the script-tag
 * tests. Tests read its origin from /__tabla/cross-origin.json.
 */
function crossOriginServer() {
  let handle;
  return {
    name: 'tabla-cross-origin-server',
    async serverStart() {
      handle = await startStaticServer({ port: 0 });
    },
    async serverStop() {
      await new Promise((resolve) => (handle ? handle.server.close(resolve) : resolve()));
    },
    serve(context) {
      if (context.path === '/__tabla/cross-origin.json') {
        return { body: JSON.stringify({ origin: handle.origin }), type: 'json' };
      }
      return undefined;
    },
  };
}

/**
 * Real touch input for tests of play on a phone: `tabla-touch` with `{ points: [{x, y}, …] }`
 * presses the first point, moves through the others and lifts (one point: a tap), through
 * Chromium's own touch events (puppeteer's touchscreen), so `touch-action` and `pointercancel`
 * behave as with a finger.
 */
function touchCommands() {
  return {
    name: 'tabla-touch',
    async executeCommand({ command, payload, session }) {
      if (command !== 'tabla-touch') return undefined;
      const page = session.browser.getPage(session.id);
      // Chromium answers touch input only in the front tab: a touch sent to a background tab
      // never returns (and every later command of that page waits behind it).
      await page.bringToFront();
      const [first, ...rest] = payload.points;
      const touching = (async () => {
        if (rest.length === 0) return page.touchscreen.tap(first.x, first.y);
        const touch = await page.touchscreen.touchStart(first.x, first.y);
        for (const p of rest) await touch.move(p.x, p.y);
        return touch.end();
      })();
      let timer;
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('tabla-touch: Chromium did not take the touch within 15 s (is the tab in front?)')), 15_000);
      });
      try {
        await Promise.race([touching, late]);
      } finally {
        clearTimeout(timer);
      }
      return true;
    },
  };
}

/**
 * Writes pass/fail counts, and the name and error of each failed test, to
 * build/test-results/browser.json for .ci/run's summary.
 */
function countingReporter(file = 'build/test-results/browser.json') {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
      const walk = (suite, file, names) => {
        for (const test of suite.tests) {
          if (test.skipped) counts.skipped++;
          else if (test.passed) counts.passed++;
          else {
            counts.failed++;
            counts.failures.push(`${file}: ${[...names, test.name].join(' > ')}: ${String(test.error?.message ?? 'failed').slice(0, 300)}`);
          }
        }
        for (const child of suite.suites) walk(child, file, [...names, child.name]);
      };
      for (const session of sessions) {
        const before = counts.failed;
        const file = session.testFile.replace(/^.*?(test\/browser\/)/, '$1');
        if (session.testResults) walk(session.testResults, file, []);
        // A test file that failed to load or run has errors but no failed test: count it once.
        if (!session.passed && counts.failed === before) {
          counts.failed++;
          counts.failures.push(`${file}: ${String(session.errors?.[0]?.message ?? 'the file did not run').slice(0, 300)}`);
        }
      }
      mkdirSync('build/test-results', { recursive: true });
      writeFileSync(file, `${JSON.stringify(counts)}\n`);
    },
  };
}

/**
 * Chromium for the tests: Debian's, headless, with the flags of scripts/test/chromium.mjs;
 * `concurrency` pages at a time (the config's `concurrency` when not given).
 */
function chromium(concurrency) {
  return chromeLauncher({ launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs }, concurrency });
}

/**
 * Files that touch the screen: in a Chromium of their own, one page at a time, so their tab is
 * always the front one (touch input reaches only the front tab; the other files run four pages
 * side by side).
 */
const touchFiles = ['test/browser/board-experience.test.ts', 'test/browser/board-sum-moves.test.ts', 'test/browser/board-input-feedback.test.ts'];

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir: '.',
  // `wtr --files …` runs just those files, side by side as usual (one file alone is in front).
  ...(process.argv.some((arg) => arg === '--files' || arg.startsWith('--files='))
    ? {}
    : {
        files: ['test/browser/**/*.test.ts', ...touchFiles.map((file) => `!${file}`)],
        groups: [{ name: 'touch', files: touchFiles, browsers: [chromium(1)] }],
      }),
  nodeResolve: true,
  concurrency: 4,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 600_000, // per test file; only a hang reaches it
  testFramework: { config: { timeout: 60_000 } }, // a floor for a busy 2-core machine; a hang still fails
  middleware: [serveSourceJsFromTs],
  plugins: [esbuildPlugin({ ts: true, tsconfig: './tsconfig.json' }), crossOriginServer(), loggedCdnCopies(), touchCommands(), fakeTimersAsModule()],
  browsers: [chromium()],
  filterBrowserLogs: ({ args }) => !args.some((arg) => typeof arg === 'string' && arg.includes('Lit is in dev mode')),
  reporters: [defaultReporter(), countingReporter()],
};
