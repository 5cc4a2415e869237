#!/usr/bin/env node
// `npm run size` (after `npm run build`): raw and gzip bytes of the script-tag build in dist/cdn/
// — the first load, the bot worker, each lazy chunk (languages, rules texts, the study tools, the
// networks), the IIFE, the figure entry — and the budgets (BUDGETS): first load, bot worker (without
// any network: each game's is fetched when first needed), figure entry (tabla-figure.min.js) ≤ 12 KB
// gzip. Exits 1 when over a budget.
// The figures in README.md and docs/size.md are generated: `npm run size -- --write` rewrites the
// blocks between <!-- size:start --> and <!-- size:end -->, and test/node/size-budget.test.ts
// fails when they differ from the build (and checks the budgets in CI).
//
// First load = tabla-board.min.js plus the chunks it imports statically: the core,
// tabla-board.core.js (rollup.config.mjs fails if the entry imports anything else). Gzip is level 9 (what CDNs serve
// is usually gzip or brotli; brotli is printed too, for reference).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const KB = 1024;
/** The budgets, gzip bytes. */
export const BUDGETS = { firstLoad: 72.5 * KB, worker: 60 * KB, figure: 12 * KB };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Raw, gzip (level 9) and brotli bytes of a file. */
export function fileSize(file) {
  const buf = fs.readFileSync(file);
  return {
    raw: buf.length,
    gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Relative chunk files a minified ES module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
export function staticImports(code) {
  const found = new Set();
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+)["']/g)) found.add(m[1]);
  for (const m of code.matchAll(/(?:^|[;}\s])export\s*(?:\*|\{[^}]*\})\s*from\s*["'](\.\/[^"']+)["']/g)) found.add(m[1]);
  return [...found];
}

/**
 * Measures dist/cdn. Returns every file's sizes, the first-load files and total, and the worker.
 * @param {string} [dist] the dist folder
 */
export function measure(dist = path.join(root, 'dist')) {
  const cdn = path.join(dist, 'cdn');
  if (!fs.existsSync(path.join(cdn, 'tabla-board.min.js'))) throw new Error(`no ${path.relative(root, cdn)}/tabla-board.min.js: run \`npm run build\` first`);
  const files = fs.readdirSync(cdn).filter((f) => f.endsWith('.js')).sort();
  const sizes = Object.fromEntries(files.map((f) => [f, fileSize(path.join(cdn, f))]));
  // The first load: the entry and whatever it imports statically, transitively.
  const firstLoadFiles = [];
  const queue = ['tabla-board.min.js'];
  while (queue.length) {
    const f = queue.shift();
    if (firstLoadFiles.includes(f)) continue;
    firstLoadFiles.push(f);
    for (const dep of staticImports(fs.readFileSync(path.join(cdn, f), 'utf8'))) queue.push(path.posix.normalize(dep));
  }
  const sum = (key) => firstLoadFiles.reduce((s, f) => s + (sizes[f]?.[key] ?? 0), 0);
  const firstLoad = { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
  const networks = files.filter((f) => /^tabla-board\.net-\w+\.js$/.test(f));
  return { sizes, firstLoadFiles, firstLoad, worker: sizes['tabla-board.worker.js'], figure: sizes['tabla-figure.min.js'], networks };
}

function describe(file) {
  if (file === 'tabla-board.min.js') return 'first load: the entry (ES module), imports the core';
  if (file === 'tabla-board.core.js') return 'first load: element, engine, live model, English UI texts';
  if (file === 'tabla-board.tabla-rules.js') return 'lazy: <tabla-rules>, the rules panel element (fetched right after the core; a board does not wait for it)';
  if (file === 'tabla-board.clock.js') return 'lazy: the match clock\'s rules (a match with a `clock` starts once they are there)';
  if (file === 'tabla-board.study.js') return 'lazy: review, Hint list, tutor, set-up mode (first need, else when the page is idle)';
  if (file === 'tabla-board.ladder.js') return 'lazy: the Vtora ladder solver (when a match that can play Vtora starts)';
  if (file === 'tabla-board.match-storage.js') return 'lazy: the saved-match store (when a board first has a `storage-key`)';
  if (file === 'tabla-board.match-views.js') return 'lazy: the end-of-game card, the move list, the refusal notes (a game over, `move-list` on, a refusal; else when the page is idle)';
  if (file === 'tabla-board.position-ids.js') return 'lazy: XGID and GNU Backgammon ID readers and writers (a `position` that is one; the study tools)';
  if (file === 'tabla-board.bot-client.js') return 'lazy: the bot worker\'s client, `BotClient` (as soon as a board where the bot plays connects; else on first need)';
  if (file === 'tabla-board.worker.js') return 'bot worker (also the main-thread fallback)';
  if (file === 'tabla-figure.min.js') return 'figure entry: <tabla-figure>, read-only figures for articles, loaded alone instead of the board (no move generation)';
  if (file === 'tabla-board.iife.js') return 'classic-script build (languages inlined; bot from the worker file)';
  const net = file.match(/^tabla-board\.net-(\w+)\.js$/);
  if (net) return `lazy: the ${net[1]} network (fetched by the worker)`;
  const m = file.match(/^tabla-board\.(locale|rules)-(\w+)\.js$/);
  if (m) return m[1] === 'locale' ? `lazy: ${m[2]} messages` : `lazy: ${m[2]} rules text`;
  return 'lazy chunk';
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;

/** Lowest and highest gzip figure of the files whose names match `re`, as `1.4–1.7 KB`. */
function range(sizes, re) {
  const values = Object.entries(sizes).filter(([f]) => re.test(f)).map(([, s]) => s.gzip);
  const [lo, hi] = [Math.min(...values), Math.max(...values)].map((n) => (n / KB).toFixed(1));
  return lo === hi ? `${lo} KB` : `${lo}–${hi} KB`;
}

/** Every file of dist/cdn/, in load order: first load, worker, lazy chunks, IIFE. */
function orderedFiles(sizes) {
  const order = (f) => (f === 'tabla-board.min.js' || f === 'tabla-board.core.js' ? 0 : f === 'tabla-board.worker.js' ? 1 : f.startsWith('tabla-board.net-') ? 2 : f === 'tabla-board.iife.js' ? 4 : f === 'tabla-figure.min.js' ? 5 : 3);
  return Object.keys(sizes).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

/** The full table (docs/size.md and the command's output). */
export function fullTable({ sizes }) {
  const rows = orderedFiles(sizes).map((f) => `| \`${f}\` | ${describe(f)} | ${kb(sizes[f].raw)} | ${kb(sizes[f].gzip)} | ${kb(sizes[f].brotli)} |`);
  return ['| file (`dist/cdn/`) | what | raw | gzip | brotli |', '| --- | --- | ---: | ---: | ---: |', ...rows].join('\n');
}

/** The README's short table. */
export function readmeTable({ sizes, firstLoad, worker, figure }) {
  return [
    '| file (`dist/cdn/`) | when it loads | gzip |',
    '| --- | --- | ---: |',
    `| \`tabla-board.min.js\` + \`tabla-board.core.js\` | the first load: element, engine, English | ${kb(firstLoad.gzip)} |`,
    `| \`tabla-board.tabla-rules.js\` | \`<tabla-rules>\`, the rules panel element: right after the first load, which does not wait for it | ${kb(sizes['tabla-board.tabla-rules.js'].gzip)} |`,
    `| \`tabla-board.study.js\` | the review, Hint list, tutor and set-up mode: on first need, else when the page is idle | ${kb(sizes['tabla-board.study.js'].gzip)} |`,
    `| \`tabla-board.ladder.js\` | the Vtora ladder solver: when a match that can play Vtora starts | ${kb(sizes['tabla-board.ladder.js'].gzip)} |`,
    `| \`tabla-board.position-ids.js\` | XGID and GNU Backgammon ID readers: when a \`position\` is one, or with the study tools | ${kb(sizes['tabla-board.position-ids.js'].gzip)} |`,
    `| \`tabla-board.clock.js\` | the match clock's rules: a match with a \`clock\` starts once they are there | ${kb(sizes['tabla-board.clock.js'].gzip)} |`,
    `| \`tabla-board.match-storage.js\` | the saved-match store: when a board first has a \`storage-key\` | ${kb(sizes['tabla-board.match-storage.js'].gzip)} |`,
    `| \`tabla-board.bot-client.js\` | the bot's client (\`BotClient\`): as soon as a board where the bot plays connects, beside the first render | ${kb(sizes['tabla-board.bot-client.js'].gzip)} |`,
    `| \`tabla-board.worker.js\` | when the bot first moves | ${kb(worker.gzip)} |`,
    `| \`tabla-board.net-<game>.js\` | by the worker, when a game's network is first needed | ${range(sizes, /^tabla-board\.net-/)} |`,
    `| \`tabla-board.locale-<xx>.js\` | when a board first speaks another language | ${range(sizes, /^tabla-board\.locale-/)} |`,
    `| \`tabla-board.rules-<xx>.js\` | when a rules panel first shows that language (English too) | ${range(sizes, /^tabla-board\.rules-/)} |`,
    `| \`tabla-board.iife.js\` | instead of the first load, for a classic \`<script>\` (every language inline) | ${kb(sizes['tabla-board.iife.js'].gzip)} |`,
    `| \`tabla-figure.min.js\` | alone, on an article's page: \`<tabla-figure>\` read-only figures | ${figure ? kb(figure.gzip) : 'not built'} |`,
  ].join('\n');
}

const START = '<!-- size:start (generated by `npm run size -- --write`; do not edit by hand) -->';
const END = '<!-- size:end -->';

/** `text` with its size block replaced by `table`; throws if the markers are missing. */
export function withSizes(text, table, file) {
  const start = text.indexOf(START.slice(0, 18));
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} needs the markers ${START.slice(0, 18)}… and ${END}`);
  return `${text.slice(0, start)}${START}\n\n${table}\n\n${text.slice(end)}`;
}

/** README.md and docs/size.md as they are, and as the build's figures make them. */
export function generateDocs(result = measure()) {
  return [
    ['README.md', readmeTable(result)],
    ['docs/size.md', fullTable(result)],
  ].map(([file, table]) => {
    const current = fs.readFileSync(path.join(root, file), 'utf8');
    return { file, current, expected: withSizes(current, table, file) };
  });
}

function main() {
  let result;
  try {
    result = measure();
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const { firstLoad, firstLoadFiles, worker } = result;
  console.log(fullTable(result));
  const over = [];
  const line = (label, s, budget) => {
    const ok = s.gzip <= budget;
    if (!ok) over.push(label);
    console.log(`${label}: ${kb(s.gzip)} gzip (${s.gzip} bytes; budget ${kb(budget)}) ${ok ? 'ok' : 'OVER BUDGET'}`);
  };
  console.log('');
  line(`first load (${firstLoadFiles.join(' + ')})`, firstLoad, BUDGETS.firstLoad);
  if (worker) line('bot worker (tabla-board.worker.js, no network)', worker, BUDGETS.worker);
  else over.push('bot worker missing');
  if (result.figure) line('figure entry (tabla-figure.min.js)', result.figure, BUDGETS.figure);
  else over.push('figure entry missing');
  for (const f of result.networks) console.log(`${f}: ${kb(result.sizes[f].gzip)} gzip, fetched by the worker when its game is first played`);
  if (worker) {
    const write = process.argv.includes('--write');
    for (const { file, current, expected } of generateDocs(result)) {
      if (current === expected) console.log(`${file}: figures up to date`);
      else if (write) {
        fs.writeFileSync(path.join(root, file), expected);
        console.log(`${file}: figures rewritten`);
      } else console.log(`${file}: figures differ from this build (run \`npm run size -- --write\`)`);
    }
  }
  if (over.length) {
    console.error(`\nover budget: ${over.join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
