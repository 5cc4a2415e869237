/**
 * The script-tag build stays within its size budgets (docs/size.md): first load (element, engine,
 * English) within `BUDGETS.firstLoad`, the bot worker ≤ 60 KB gzip and the figure entry ≤ 12 KB gzip, whatever the number of networks (each
 * game's is a chunk of its own that the worker fetches when first needed); the first load is the
 * entry and the core chunk, which fetch nothing else until needed (but the rules panel element,
 * right after them), and carries no bot code, no rules text, no rules panel and no study tools. Needs the build (npm test runs it first).
 * `npm run size` prints the figures; the figures in README.md and docs/size.md are generated
 * (`npm run size -- --write`) and must match the build.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './helpers/paths.js';

interface Size {
  raw: number;
  gzip: number;
}
interface SizeScript {
  BUDGETS: { firstLoad: number; worker: number; figure: number };
  generateDocs(): { file: string; current: string; expected: string }[];
  measure(): { sizes: Record<string, Size>; firstLoadFiles: string[]; firstLoad: Size; worker: Size | undefined; figure: Size | undefined };
  staticImports(code: string): string[];
}
const size = (await import(pathToFileURL(path.join(repoRoot, 'scripts/build/size.mjs')).href)) as SizeScript;

test('first load and bot worker are within budget', () => {
  const { firstLoad, worker, firstLoadFiles } = size.measure();
  assert.deepEqual(firstLoadFiles, ['tabla-board.min.js', 'tabla-board.core.js'], 'the first load is the entry and the core');
  assert.ok(firstLoad.gzip <= size.BUDGETS.firstLoad, `first load ${firstLoad.gzip} B gzip > ${size.BUDGETS.firstLoad}`);
  assert.ok(worker, 'dist/cdn/tabla-board.worker.js exists');
  assert.ok(worker.gzip <= size.BUDGETS.worker, `bot worker ${worker.gzip} B gzip > ${size.BUDGETS.worker}`);
});

test('the figure entry is within its budget, imports nothing and carries no move generation', () => {
  const { figure } = size.measure();
  assert.ok(figure, 'dist/cdn/tabla-figure.min.js exists');
  assert.ok(figure.gzip <= size.BUDGETS.figure, `figure entry ${figure.gzip} B gzip > ${size.BUDGETS.figure}`);
  const code = fs.readFileSync(path.join(repoRoot, 'dist/cdn/tabla-figure.min.js'), 'utf8');
  assert.deepEqual(size.staticImports(code), [], 'the figure entry is one file');
  assert.doesNotMatch(code, /too many plays|step-wise turn view/, 'the play lister (plays.ts) in the figure entry');
});

test('the first load carries no bot (nor its client), no other language, no rules text, no rules panel element, no study tools, no ladder solver, no position IDs, no saved-match store and no clock rules', () => {
  const main = size
    .measure()
    .firstLoadFiles.map((f) => fs.readFileSync(path.join(repoRoot, 'dist/cdn', f), 'utf8'))
    .join('\n');
  // The networks' weights are the bulk of the bot; their training notes are unique strings.
  assert.doesNotMatch(main, /self-play games, TD\(lambda\)/, 'network weights in the first load');
  assert.doesNotMatch(main, /Почетно фрлање/, 'Macedonian messages in the first load');
  assert.doesNotMatch(main, /the bot's worker could not start/, "the bot's client (its fallback messages) in the first load");
  assert.match(main, /tabla-board\.bot-client\.js/, "the first load loads the bot's client lazily");
  const client = fs.readFileSync(path.join(repoRoot, 'dist/cdn/tabla-board.bot-client.js'), 'utf8');
  assert.match(client, /tabla-board\.worker\.js/, 'the bot client knows where its worker is');
  assert.match(main, /tabla-board\.locale-mk\.js/, 'the first load loads Macedonian lazily');
  assert.doesNotMatch(main, /off the board past point 1/, 'the English rules text in the first load');
  assert.match(main, /tabla-board\.rules-en\.js/, 'the first load loads the English rules text lazily');
  assert.doesNotMatch(main, /--tabla-rules-max-width/, 'the rules panel element in the first load');
  assert.match(main, /tabla-board\.tabla-rules\.js/, 'the first load loads the rules panel element lazily');
  assert.doesNotMatch(main, /Super Grandmaster/, 'the review (analysis ratings) in the first load');
  assert.match(main, /tabla-board\.study\.js/, 'the first load loads the study tools lazily');
  // The Vtora ladder solver, the position-ID readers and the saved-match store: their own chunks.
  assert.doesNotMatch(main, /ladder count limit must be/, 'the Vtora ladder solver in the first load');
  assert.match(main, /tabla-board\.ladder\.js/, 'the first load loads the ladder solver lazily');
  assert.doesNotMatch(main, /invalid GNU Backgammon Position ID/, 'the position-ID readers in the first load');
  assert.match(main, /tabla-board\.position-ids\.js/, 'the first load loads the position-ID readers lazily');
  assert.doesNotMatch(main, /cannot save the match/, 'the saved-match store in the first load');
  assert.match(main, /tabla-board\.match-storage\.js/, 'the first load loads the saved-match store lazily');
  assert.doesNotMatch(main, /expected a clock state \(from newClock\)/, "the match clock's rules in the first load");
  assert.match(main, /tabla-board\.clock\.js/, "the first load loads the match clock's rules lazily");
});

test('the worker carries no network and no position-ID readers: each game that has a network gets its own self-contained chunk, fetched by name', async () => {
  const cdn = path.join(repoRoot, 'dist/cdn');
  const worker = fs.readFileSync(path.join(cdn, 'tabla-board.worker.js'), 'utf8');
  const network = /inputs:\d+,hidden:\d+/; // a NetData literal, minified
  assert.doesNotMatch(worker, network, 'network weights in the worker');
  // The bot reads no position ID: the readers' install (src/engine/part-slot.ts) is dropped with them.
  assert.doesNotMatch(worker, /invalid GNU Backgammon Position ID/, 'the position-ID readers in the worker');
  const { NETWORKS } = (await import(pathToFileURL(path.join(repoRoot, 'dist/bot/weights/index.js')).href)) as { NETWORKS: Record<string, unknown> };
  const games = Object.keys(NETWORKS).sort();
  assert.ok(games.length > 0, 'some game has a network');
  const chunks = fs
    .readdirSync(cdn)
    .filter((f) => /^tabla-board\.net-\w+\.js$/.test(f))
    .sort();
  assert.deepEqual(
    chunks,
    games.map((g) => `tabla-board.net-${g}.js`),
  );
  for (const chunk of chunks) {
    const code = fs.readFileSync(path.join(cdn, chunk), 'utf8');
    assert.match(code, network, `${chunk} holds its network`);
    assert.deepEqual(size.staticImports(code), [], `${chunk} imports nothing`);
    assert.doesNotMatch(code, /\bimport\s*\(/, `${chunk} imports nothing lazily`);
    assert.match(worker, new RegExp(`import\\("\\./${chunk.replace(/\./g, '\\.')}"\\)`), `the worker fetches ${chunk} relative to itself`);
  }
});

test('static imports are found in minified code', () => {
  assert.deepEqual(size.staticImports('import{a as b}from"./x.js";import"./y.js";const c=import("./z.js")'), ['./x.js', './y.js']);
});

test('the size figures in README.md and docs/size.md are those of this build (run `npm run size -- --write`)', () => {
  for (const { file, current, expected } of size.generateDocs()) {
    if (current === expected) continue;
    const a = current.split('\n');
    const b = expected.split('\n');
    const at = a.findIndex((line, i) => line !== b[i]);
    assert.fail(`${file} differs from the build at line ${at + 1}:\n  ${file}: ${a[at]}\n  build:   ${b[at]}\nRun \`npm run size -- --write\`.`);
  }
});
