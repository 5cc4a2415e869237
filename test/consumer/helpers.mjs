// What the consumer tests share: a fresh app in a temporary folder that installs the packed
// tarball from the npm registry, commands run in it, and Chromium pages that report what a board
// did (window.consumerResult, set by the fixtures' pages).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../scripts/test/chromium.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** The environment of every command in an app: no npm fund, audit or update notes, no telemetry. */
export const quiet = {
  ...process.env,
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  npm_config_update_notifier: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
  NG_CLI_ANALYTICS: 'false',
};

/**
 * Copies a fixture folder of test/consumer/ to a new temporary folder, packs the package into
 * it (`npm pack`: what npm publishes) and installs it there with the fixture's own dependencies,
 * as a user's app does. Nothing is cached outside the folder but npm's own cache.
 */
export function makeApp(fixture) {
  assert.ok(fs.existsSync(path.join(repoRoot, 'dist/index.js')), 'dist/ is missing: run `npm run build` first');
  const app = fs.mkdtempSync(path.join(os.tmpdir(), `tabla-consumer-${fixture}-`));
  fs.cpSync(path.join(repoRoot, 'test/consumer', fixture), app, { recursive: true });
  const packed = JSON.parse(execFileSync(npm, ['pack', '--json', '--pack-destination', app], { cwd: repoRoot, env: quiet, encoding: 'utf8' }));
  const pkg = JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8'));
  pkg.dependencies['tabla-board'] = `file:./${packed[0].filename}`;
  fs.writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  mustRun(app, npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock', '--loglevel=error']);
  return app;
}

/** Removes an app folder, or keeps it and says where when TABLA_KEEP_CONSUMER is set. */
export function removeApp(app) {
  if (!app) return;
  if (process.env.TABLA_KEEP_CONSUMER) console.log(`# consumer app kept in ${app}`);
  else fs.rmSync(app, { recursive: true, force: true });
}

/** Runs a command in an app; returns { status, output } (stdout and stderr together). */
export function inApp(app, command, args) {
  const result = spawnSync(command, args, { cwd: app, env: quiet, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Runs a command in an app and fails the test with its output when it exits non-zero. */
export function mustRun(app, command, args) {
  const { status, output } = inApp(app, command, args);
  assert.equal(status, 0, `${command} ${args.join(' ')} exited ${status}:\n${output.slice(-4000)}`);
  return output;
}

/** Headless Chromium, as the other browser tests start it. */
export const launchChromium = () => puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });

/**
 * Opens a URL and resolves with what the page reported (window.consumerResult) and the console's
 * errors and warnings until then; rejects at once on an uncaught error or a failed request (no
 * time limit of its own).
 */
export async function reportOf(browser, url, { allowFailedRequests = false } = {}) {
  const tab = await browser.newPage();
  const problems = [];
  let fail;
  const failed = new Promise((_, reject) => (fail = reject));
  tab.on('pageerror', (error) => fail(error));
  if (!allowFailedRequests) {
    tab.on('requestfailed', (request) => fail(new Error(`request failed: ${request.url()}`)));
    tab.on('response', (response) => response.status() >= 400 && fail(new Error(`${response.status()}: ${response.url()}`)));
  }
  tab.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') problems.push(message.text());
  });
  try {
    await tab.goto(url);
    // Polled with evaluate (run by the DevTools protocol): waitForFunction builds its predicate
    // from a string in the page, which a page that enforces Trusted Types refuses.
    const polled = (async () => {
      for (;;) {
        const seen = await tab.evaluate(() => window.consumerResult);
        if (seen) return seen;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const result = await Promise.race([polled, failed]);
    return { result, problems: problems.filter((p) => !/Lit is in dev mode/.test(p)) };
  } finally {
    await tab.close();
  }
}

/** A bot moved, from a worker with WebAssembly, and the page logged no error and no warning. */
export function assertBotMoved({ result, problems }, entry) {
  assert.equal(result.ok, true, result.error);
  assert.equal(result.entry, entry);
  assert.match(result.player, /^(white|black)$/);
  assert.match(result.notation, /^(pass|\d+\/\d+)/);
  assert.equal(result.botMode, 'worker+wasm', 'the bot ran in its worker, with WebAssembly');
  assert.deepEqual(result.errors ?? [], []);
  assert.deepEqual(problems, []);
}

/** What a bot mode falls back from: the fallbacks the board must have reported on the way to it. */
function fallbacksOf(mode) {
  return [...(mode.startsWith('main-thread') ? ['main-thread'] : []), ...(mode.endsWith('+js') ? ['js'] : [])];
}

/** A bot moved in `mode`, and each fallback on the way was said once: a tabla-error with the fix and a console.warn. */
export function assertSaidOnce({ result, problems }, mode) {
  assert.equal(result.ok, true, result.error);
  assert.equal(result.botMode, mode);
  const expected = fallbacksOf(mode);
  assert.deepEqual(result.errors.map((e) => `${e.source} ${e.fallback}`).sort(), expected.map((f) => `bot ${f}`).sort(), JSON.stringify(result.errors));
  for (const e of result.errors) assert.match(e.message, /Fix: /);
  const warnings = problems.filter((p) => p.startsWith('tabla-board: '));
  assert.deepEqual(warnings.sort(), result.errors.map((e) => `tabla-board: ${e.message}`).sort());
}
