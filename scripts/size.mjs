#!/usr/bin/env node
// Prints raw and gzip sizes of the script-tag build, the worker and each locale (run after
// `npm run build`), and checks the budgets: first load ≤ 60 KB gzip, bot worker ≤ 60 KB gzip.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
if (!fs.existsSync(path.join(dist, 'cdn'))) {
  console.error('no dist/cdn: run `npm run build` first');
  process.exit(2);
}
const size = (file) => {
  const buf = fs.readFileSync(file);
  return { raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
const add = (label, file) => fs.existsSync(file) && rows.push([label, path.relative(root, file), size(file)]);
add('script-tag build (ES module, worker inlined)', path.join(dist, 'cdn/tabla-board.min.js'));
add('script-tag build (IIFE)', path.join(dist, 'cdn/tabla-board.iife.js'));
add('bot worker (self-hosted copy)', path.join(dist, 'cdn/tabla-board.worker.js'));
const locales = path.join(dist, 'i18n/locales');
if (fs.existsSync(locales)) for (const f of fs.readdirSync(locales).filter((f) => f.endsWith('.js'))) add(`locale ${f.replace('.js', '')} (npm build)`, path.join(locales, f));
console.log('| file | raw | gzip |\n| --- | ---: | ---: |');
for (const [label, file, s] of rows) console.log(`| ${label} — \`${file}\` | ${kb(s.raw)} | ${kb(s.gzip)} |`);
const worker = rows.find((r) => r[1].endsWith('tabla-board.worker.js'))?.[2];
const main = rows.find((r) => r[1].endsWith('tabla-board.min.js'))?.[2];
if (main && worker) {
  // The script-tag file carries the worker inline as a string; first load without it:
  const firstLoad = Math.max(0, main.gzip - worker.gzip);
  console.log(`\nfirst load without the inlined worker ≈ ${kb(firstLoad)} gzip (budget 60 KB); bot worker ${kb(worker.gzip)} gzip (budget 60 KB)`);
}
