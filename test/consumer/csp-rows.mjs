// The README's Content-Security-Policy rows (between its csp:start and csp:end markers) as cases
// the consumer test serves: each setup name maps to where the page loads the script-tag build from
// (this origin or the "CDN", a second origin), whether a board names its worker file, and the
// policy the worker file is served with. A row whose setup is not known here fails the test, so the
// README cannot show a row that no test ran.
import fs from 'node:fs';

/** What each README setup means for the test page. */
const SETUPS = {
  'self-hosted: a copy of `dist/cdn/` on your origin': { from: 'self' },
  'a CDN': { from: 'cdn' },
  "a CDN, without `'wasm-unsafe-eval'`": { from: 'cdn' },
  'a CDN, without the CDN in `worker-src`': { from: 'cdn' },
  'self-hosted, the worker file served with its own policy': { from: 'self', workerUrl: true },
  "self-hosted, the worker file's own policy without `'wasm-unsafe-eval'`": { from: 'self', workerUrl: true },
  'self-hosted, Trusted Types': { from: 'self' },
};

/** The origin the README names for the CDN; the test puts its second origin in its place. */
export const README_CDN = 'https://cdn.jsdelivr.net';

/**
 * The rows of the README's table: `{ setup, page, worker, mode }` with `page` the page's policy,
 * `worker` the worker file's own (or undefined), `mode` the expected `botMode`, and where to load from.
 */
export function cspRows(readmePath) {
  const readme = fs.readFileSync(readmePath, 'utf8');
  const table = readme.slice(readme.indexOf('<!-- csp:start'), readme.indexOf('<!-- csp:end'));
  const rows = table.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| setup') && !line.startsWith('| ---'));
  return rows.map((line) => {
    const [setup, policy, bot] = line.slice(2, -2).split(' | ');
    const setupOf = SETUPS[setup];
    if (!setupOf) throw new Error(`README CSP row with an untested setup: ${setup}`);
    const policies = [...policy.matchAll(/`([^`]+)`(?: \((page|worker file)\))?/g)];
    const page = policies.find((m) => m[2] !== 'worker file')[1];
    const worker = policies.find((m) => m[2] === 'worker file')?.[1];
    return { setup, page, worker, mode: bot.replaceAll('`', ''), ...setupOf };
  });
}
