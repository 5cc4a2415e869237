#!/usr/bin/env node
// The judged comparison (docs/bot.md): how much a variant of Prva master (another network, other
// search filters) gains over master play by play, on master's recorded games against GNU
// Backgammon, far less noisy than playing new games.
//
//   npm run bench:judge -- --record build/rec-201.jsonl,build/rec-202.jsonl [--net build/train/prva.json]
//        [--top-k 6] [--margin 0.25] [--top-k2 3] [--margin2 0.12] [--plies 3] [--workers N]
//        [--build build/node] [--out build/judge] [--no-check] [--gnubg ../shared/bench/gnubg]
//
// 1. The record's decisions (files written by play_external.py with ORACLE_RECORD, master being
//    the external side) become board arrays (scripts/bench/gnubg/record_decisions.py, inside gnubg;
//    kept in <out>/decisions-<records>-<side>-<sizes>.jsonl and reused).
// 2. Every decision is searched again in Node (training/replay.ts), each search run to
//    its end: by master as built (--build), which must reproduce the recorded play (a count of
//    those it does not, unless --no-check), and by the variant: master's settings with --net's
//    network (a train-td/train-refine checkpoint) and the filters given.
// 3. gnubg judges the decisions where the variant plays otherwise at --plies
//    (scripts/bench/gnubg/judge_pairs.py): the variant's equity minus the recorded play's, summed, with
//    its 95 % interval, and per game of the record.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readCheckpoint } from '../lib/nets.mjs';
import { defaultWorkers, mapOverWorkers } from '../lib/workers.mjs';
import { duration, num } from '../lib/training.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The build's modules the replay needs. */
async function modules(build) {
  const imp = (p) => import(pathToFileURL(path.join(build, p)).href);
  return { B: await imp('src/bot/bot.js'), R: await imp('training/replay.js'), N: await imp('src/bot/net.js'), V: await imp('src/bot/evaluator.js') };
}

/** Master's search settings for `pos` in the build, and the variant's (another network, other filters). */
async function configs(M, pos, { net, filters }) {
  await M.B.loadNetworks(['prva']);
  const options = { level: 'master', rules: { triple: true } };
  const base = M.B.searchConfig(pos, options);
  const evaluator = net ? new M.V.NetEvaluator({ prva: readCheckpoint(M.N, net).net }) : base.evaluator;
  return { base, variant: { ...base, evaluator, ...filters } };
}

async function worker() {
  const { build, net, filters, check, items } = workerData;
  const M = await modules(build);
  const { base, variant } = await configs(M, M.R.prvaFromGnubg(items[0].d.me, items[0].d.opp), { net, filters });
  parentPort.postMessage(items.map(({ at, d }) => ({ at, ...M.R.replayDecision(d, check ? base : null, variant) })));
}

/** Runs a script inside gnubg's Python; returns its JSON lines (a clear error for an error line or a failed run). */
function gnubg(bench, script, env) {
  const file = path.join(root, 'scripts/bench/gnubg', script);
  if (!existsSync(file)) throw new Error(`no gnubg script ${path.relative(root, file)}`);
  const r = spawnSync('sh', [path.join(bench, 'run_gnubg.sh'), file], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const lines = (r.stdout ?? '')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const err = lines.find((l) => l.error);
  if (err) throw new Error(`${script}: ${err.error}`);
  if (r.status !== 0) throw new Error(`${script} exited with ${r.status}: ${(r.stderr ?? '').slice(-300)}`);
  return lines;
}

function options() {
  const names = ['record', 'side', 'net', 'top-k', 'margin', 'top-k2', 'margin2', 'plies', 'workers', 'build', 'out', 'gnubg'];
  const { values: o } = parseArgs({ options: { ...Object.fromEntries(names.map((n) => [n, { type: 'string' }])), 'no-check': { type: 'boolean' } } });
  if (!o.record) throw new Error('--record must name one or more ORACLE_RECORD files (comma-separated)');
  const given = o.record.split(',').filter(Boolean);
  for (const f of given) if (!existsSync(f)) throw new Error(`--record: no file ${JSON.stringify(f).slice(0, 80)}`);
  const records = given.map((f) => path.resolve(f));
  const net = o.net ? path.resolve(o.net) : null;
  if (net && !existsSync(net)) throw new Error(`--net: no checkpoint ${JSON.stringify(o.net).slice(0, 80)}`);
  const filters = {};
  if (o['top-k'] !== undefined) filters.topK = num('top-k', o['top-k'], 6, { int: true, min: 1, max: 50 });
  if (o.margin !== undefined) filters.margin = num('margin', o.margin, 0.25, { max: 3 });
  if (o['top-k2'] !== undefined) filters.topK2 = num('top-k2', o['top-k2'], 3, { int: true, min: 1, max: 50 });
  if (o.margin2 !== undefined) filters.margin2 = num('margin2', o.margin2, 0.12, { max: 3 });
  if (!net && Object.keys(filters).length === 0) throw new Error('give the variant: --net and/or a filter (--top-k, --margin, --top-k2, --margin2)');
  const side = o.side ?? 'external';
  if (side !== 'external' && side !== 'gnubg') throw new Error(`--side must be external or gnubg, got ${JSON.stringify(side).slice(0, 40)}`);
  return {
    records,
    side,
    net,
    filters,
    plies: num('plies', o.plies, 3, { int: true, max: 4 }),
    workers: num('workers', o.workers, defaultWorkers(), { int: true, min: 1 }),
    build: path.resolve(o.build ?? path.join(root, 'build/node')),
    out: path.resolve(o.out ?? path.join(root, 'build/judge')),
    bench: path.resolve(o.gnubg ?? process.env.GNUBG_BENCH ?? path.join(root, '../shared/bench/gnubg')),
    check: !o['no-check'],
  };
}

async function main() {
  const o = options();
  mkdirSync(o.out, { recursive: true });
  const tag = o.records.map((f) => path.basename(f, '.jsonl')).join('+');
  // Keyed by the records' names and sizes, so that a record written again is read again.
  const sizes = o.records.map((f) => statSync(f).size).join('-');
  const cache = path.join(o.out, `decisions-${tag}-${o.side}-${sizes}.jsonl`);
  const t0 = Date.now();
  if (!existsSync(cache)) {
    const lines = gnubg(o.bench, 'record_decisions.py', { REC: o.records.join(','), SIDE: o.side });
    if (lines.at(-1)?.done === undefined) throw new Error(`record_decisions.py ended without its last line ({"done": …}): nothing cached`);
    writeFileSync(cache, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  }
  const lines = readFileSync(cache, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const done = lines.pop();
  if (!done || done.done === undefined) throw new Error(`${path.basename(cache)} is incomplete: delete it and run again`);
  const M = await modules(o.build);
  const decisions = lines.map((d, at) => M.R.checkDecision(d, at));
  if (decisions.length === 0) throw new Error(`the record holds no ${o.side} play with a choice to replay`);
  const variantName = [o.net && `network ${path.basename(o.net, '.json')}`, ...Object.entries(o.filters).map(([k, v]) => `${k} ${v}`)]
    .filter(Boolean)
    .join(', ');
  console.log(`${decisions.length} decisions of ${done.games} games (${tag}); variant: ${variantName}; replaying on ${o.workers} workers`);
  const items = decisions.map((d, at) => ({ at, d }));
  const results = await mapOverWorkers(fileURLToPath(import.meta.url), items, o.workers, { build: o.build, net: o.net, filters: o.filters, check: o.check });
  const mismatches = results.filter((r) => r.reproduced === false).length;
  const differing = results.filter((r) => r.other).map((r) => ({ ...decisions[r.at], other: r.other }));
  const name = `${tag}-${(variantName || 'variant').replace(/[^A-Za-z0-9.]+/g, '_')}`;
  const pairs = path.join(o.out, `differing-${name}.jsonl`);
  writeFileSync(pairs, differing.map((d) => JSON.stringify(d)).join('\n') + '\n');
  console.log(
    `replayed in ${duration((Date.now() - t0) / 1000)}: master ${o.check ? `reproduced ${decisions.length - mismatches} of ${decisions.length} recorded plays` : 'not checked (--no-check)'}; the variant plays otherwise in ${differing.length}`,
  );
  if (o.check && mismatches > 0)
    console.log(
      `warning: ${mismatches} recorded plays are not master's as built in ${path.relative(process.cwd(), o.build) || '.'}: the record was made by another build or settings`,
    );
  if (differing.length === 0) return console.log('nothing to judge: the variant plays as recorded');
  const judged = gnubg(o.bench, 'judge_pairs.py', { PAIRS: pairs, PLIES: String(o.plies) });
  writeFileSync(path.join(o.out, `judged-${name}.jsonl`), judged.map((l) => JSON.stringify(l)).join('\n') + '\n');
  const s = judged.at(-1);
  const signed = (x, digits) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;
  console.log(
    `judged by gnubg at ${o.plies} plies: the variant gains ${signed(s.sum, 2)} ± ${s.half95_of_sum.toFixed(2)} in all ` +
      `(${s.better} better, ${s.worse} worse), ${signed(s.sum / done.games, 4)} ± ${(s.half95_of_sum / done.games).toFixed(4)} points a game over ${done.games} games (${duration((Date.now() - t0) / 1000)})`,
  );
}

if (isMainThread) {
  main().catch((e) => {
    console.error(`judge-variant: ${e.message}`);
    process.exit(1);
  });
} else {
  worker();
}
