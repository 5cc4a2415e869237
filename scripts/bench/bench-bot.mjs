#!/usr/bin/env node
// Bot benchmarks (figures, not tests). Run against the compiled output:
//
//   npx tsc -p tsconfig.node.json && node scripts/bench/bench-bot.mjs [--quick] [--games N] [--workers N (default: every core)]
//        [--target 0.07] [--max-games 6000] [--game prva,vtora,...] [--levels easy,medium,...]
//        [--only vs-random,ladder,pubeval,timing] [--pubeval-games 2000] [--pair master:pubeval:prva]
//        [--tradition macedonian|greek|...] [--budget ms | --steps N] [--record DIR] [--positions 120] [--build build/node] [--baseline OLD/build/node]
//
// The players' search is bounded by work, not time: each level runs its whole search (its plies
// and candidate counts; `workBudget: Infinity`), or at most --steps search steps, so a figure does
// not move with the machine's load. --budget ms bounds them by time instead (the board's bound).
// A `base-<level>` player (an older build) gets the same bound; a build that has no work bound
// ignores it and keeps its own time budget (unless --budget).
// A player is a level, `random`, `pubeval` (Prva), `ref` (the game's reference player,
// training/baselines.ts, docs/bot.md "Reference players"), or `base-<level>`: that level of the --baseline
// build (e.g. version 0.1.0 built in its own worktree), for new-versus-old pairings.
//
// Without --games, each pairing plays batches of same-dice pairs until the 95% interval is
// within ±0.07 ppg (±0.2 with --quick), at most --max-games; master vs pubeval plays 2,000.
// With --games, the games are played in batches of --batch (200) with a progress line after each;
// with --record DIR each batch's pairs are appended to a file per pairing, and a later run with
// the same options reads them back and plays on from there (long runs resume across sessions).
//
// For each game: every level against a uniformly random legal player and against the level
// below; for Prva also every level against Tesauro's pubeval (1 point, mars 2, cubeless).
// Games are played in pairs with the same dice and the sides swapped; the points per game (ppg)
// of the first player is printed with a 95% interval from the pair averages. Then the decision
// time per level (median and 95th percentile, ms) over a fixed set of positions.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultWorkers, mapOverWorkers } from '../lib/workers.mjs';
import { gameSeed, pairStats, playGame } from '../lib/self-play.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The options (node:util parseArgs: `--key value` or `--key=value`); unknown ones are an error. */
function parseOptions(argv) {
  const names = [
    'build',
    'baseline',
    'workers',
    'seed',
    'budget',
    'steps',
    'tradition',
    'record',
    'positions',
    'target',
    'max-games',
    'batch',
    'game',
    'levels',
    'only',
    'games',
    'pair',
    'pubeval-games',
  ];
  const options = { ...Object.fromEntries(names.map((name) => [name, { type: 'string' }])), quick: { type: 'boolean' } };
  return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
}

async function load(build, baseline) {
  const imp = (p) => import(pathToFileURL(path.join(build, p)).href);
  const E = await imp('src/engine/index.js');
  const B = await imp('src/bot/bot.js');
  await B.loadNetworks?.(); // the networks load per game (src/bot/networks.ts); chooseMoveSync needs them loaded
  const P = await imp('training/pubeval.js');
  const R = await imp('training/baselines.js');
  const base = baseline ? await import(pathToFileURL(path.join(baseline, 'src/bot/bot.js')).href) : null;
  await base?.loadNetworks?.(); // a baseline with per-game networks (this version's) loads them too; 0.1.0 bundles its own
  return { E, B, P, R, base };
}

/** The bound of this build's players: --budget ms (time), else --steps or the whole search (work). */
function bound(budget, steps) {
  return budget ? { timeBudgetMs: budget } : { workBudget: steps ?? Infinity };
}

/** A player: (position, dice, seed) → play. */
function makePlayer(name, mods, budget, steps) {
  const { B, P, R } = mods;
  if (name === 'ref') return (pos, dice) => R.referencePlay(pos, dice);
  if (name === 'random') return (pos, dice, seed) => B.randomPlay(pos, dice, { seed });
  if (name === 'pubeval') {
    const w = JSON.parse(readFileSync(path.join(root, 'test/fixtures/pubeval-weights.json'), 'utf8'));
    return (pos, dice) => P.pubevalPlay(w, pos, dice);
  }
  // `base-<level>`: the level of the --baseline build (an older version's bot, e.g. 0.1.0 at commit 8c16628).
  const base = name.startsWith('base-');
  if (base && !mods.base) throw new Error(`player ${name} needs --baseline (an older build's build/node folder)`);
  const bot = base ? mods.base : B;
  const level = base ? name.slice(5) : name;
  // The same bound for both builds: a build without the work bound (before it existed) ignores
  // `workBudget` and keeps its own time budget.
  const limit = bound(budget, steps);
  return (pos, dice, seed) => bot.chooseMoveSync(pos, dice, { level, seed, ...limit });
}

async function workerMain() {
  const { build, baseline, game, a, b, items, seed, budget, steps, tradition } = workerData;
  const mods = await load(build, baseline);
  const pa = makePlayer(a, mods, budget, steps);
  const pb = makePlayer(b, mods, budget, steps);
  const out = [];
  for (const k of items) {
    const ds = gameSeed(seed, k);
    const g1 = playGame(mods.E, game, { white: pa, black: pb }, ds, k * 10000, { tradition });
    const g2 = -playGame(mods.E, game, { white: pb, black: pa }, ds, k * 10000 + 5000, { tradition });
    out.push([g1, g2]);
  }
  parentPort.postMessage(out);
}

/**
 * The --record file of a pairing: one line `[g1, g2]` per same-dice pair, in pair order, so that
 * a run stopped part-way resumes where it stopped (the same build, seed and options).
 */
function recordFile(opts, game, a, b) {
  const bound = opts.budget ? `${opts.budget}ms` : opts.steps ? `${opts.steps}steps` : 'whole';
  return path.join(opts.record, `${game}-${opts.tradition}-${a}-vs-${b}-seed${opts.seed}-${bound}.jsonl`);
}

/** Pairs `from … from + pairsN − 1` spread over the workers. */
function runBatch(opts, game, a, b, from, pairsN) {
  const items = Array.from({ length: pairsN }, (_, i) => from + i);
  return mapOverWorkers(fileURLToPath(import.meta.url), items, opts.workers, {
    build: opts.build,
    baseline: opts.baseline,
    game,
    a,
    b,
    seed: opts.seed,
    budget: opts.budget,
    steps: opts.steps,
    tradition: opts.tradition,
  });
}

/**
 * Plays same-dice pairs until the 95% interval is within ±target (in batches), or `games` when
 * fixed with --games. Prints ppg ± half-width.
 */
async function runPairing(opts, game, a, b, games) {
  const t0 = Date.now();
  const all = [];
  let mean = 0;
  let half = Infinity;
  const stats = () => ({ mean, half } = pairStats(all));
  if (games) {
    // In batches of --batch games, each followed by a progress line (a long run cut short keeps
    // its figures so far); pair k's dice depend on k only, so the batches change no result.
    const pairsN = Math.max(1, Math.round(games / 2));
    const record = opts.record ? recordFile(opts, game, a, b) : null;
    if (record && existsSync(record)) {
      all.push(
        ...readFileSync(record, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l))
          .slice(0, pairsN),
      );
      if (all.length) stats();
      console.log(`  ${game} ${a} vs ${b}: ${2 * all.length} games read from ${path.relative(root, record)}`);
    }
    while (all.length < pairsN) {
      const batch = await runBatch(opts, game, a, b, all.length, Math.min(Math.max(1, opts.batch / 2), pairsN - all.length));
      if (record) appendFileSync(record, batch.map((x) => JSON.stringify(x) + '\n').join(''));
      all.push(...batch);
      stats();
      if (all.length < pairsN)
        console.log(
          `  ${game} ${a} vs ${b}: ${2 * all.length}/${2 * pairsN} games, ppg ${fmt(mean)} ± ${half.toFixed(3)} so far (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
        );
    }
  } else {
    while (all.length * 2 < opts.maxGames) {
      const batch = Math.min(opts.batch / 2, opts.maxGames / 2 - all.length);
      all.push(...(await runBatch(opts, game, a, b, all.length, batch)));
      stats();
      if (half <= opts.target) break;
      // Estimate the games still needed and take them in one go (bounded by the maximum).
      const need = Math.ceil(all.length * (half / opts.target) ** 2) - all.length;
      opts.batch = Math.max(200, Math.min(2 * need + 20, 4000));
    }
    opts.batch = opts.batch0;
  }
  const n = all.length;
  const wins = all.flat().filter((v) => v > 0).length;
  const line = `${game.padEnd(6)} ${a.padEnd(7)} vs ${b.padEnd(7)} ${(2 * n).toString().padStart(5)} games  ppg ${fmt(mean)} ± ${half.toFixed(3)}  [${fmt(mean - half)}, ${fmt(mean + half)}]  wins ${((wins / (2 * n)) * 100).toFixed(1)}%  (${((Date.now() - t0) / 1000).toFixed(0)} s)`;
  console.log(line);
  return { game, a, b, games: 2 * n, ppg: mean, half };
}

function fmt(x) {
  return (x >= 0 ? '+' : '') + x.toFixed(3);
}

async function timing(opts, mods, games, levels) {
  const { E, B } = mods;
  // Wall-clock time (what a player waits) and the CPU time of the thread (what it costs on an
  // idle core; on a loaded machine the wall-clock figures are upper bounds).
  console.log(`\nDecision time (ms) over a fixed set of positions with a choice (seeded medium self-play), one core; wall clock | CPU time:`);
  for (const game of games) {
    // Fixed positions: seeded self-play of the medium level from the start, every 2nd decision
    // that has a choice (more than one legal play, or a ladder), with its roll.
    const positions = [];
    const dice = E.seededDice(4242);
    let pos = E.startPosition(game);
    let ply = 0;
    while (positions.length < opts.positions) {
      const d = pos.carried.length > 0 ? null : [dice.die(), dice.die()];
      const ladder = E.isLadderTurn(pos, d);
      if (ply++ % 2 === 0 && (ladder || E.countPlays(pos, d) > 1)) positions.push([pos, d]);
      const play = B.chooseMoveSync(pos, d, { level: 'medium', seed: ply });
      pos = play.result ? E.startPosition(game) : play.position;
    }
    for (const level of levels) {
      const ts = [];
      const cs = [];
      for (const [p, d] of positions) {
        const t = performance.now();
        const c = process.cpuUsage();
        B.chooseMoveSync(p, d, { level, seed: 1, ...bound(opts.budget, opts.steps) });
        const dc = process.cpuUsage(c);
        ts.push(performance.now() - t);
        cs.push((dc.user + dc.system) / 1000);
      }
      ts.sort((x, y) => x - y);
      cs.sort((x, y) => x - y);
      const q = (xs, f) => xs[Math.min(xs.length - 1, Math.floor(f * xs.length))].toFixed(1).padStart(7);
      console.log(
        `${game.padEnd(6)} ${level.padEnd(7)} median ${q(ts, 0.5)}  p95 ${q(ts, 0.95)}  max ${q(ts, 1)}  | cpu median ${q(cs, 0.5)}  p95 ${q(cs, 0.95)}  (${ts.length} positions)`,
      );
    }
  }
}

async function main() {
  const a = parseOptions(process.argv.slice(2));
  const quick = a.quick === true;
  const opts = {
    build: path.resolve(root, a.build ?? 'build/node'),
    baseline: a.baseline ? path.resolve(a.baseline) : undefined,
    workers: Number(a.workers ?? defaultWorkers()),
    seed: Number(a.seed ?? 1),
    budget: a.budget ? Number(a.budget) : undefined,
    steps: a.steps ? Number(a.steps) : undefined,
    tradition: a.tradition ?? 'macedonian',
    record: a.record ? path.resolve(root, a.record) : undefined,
    positions: Number(a.positions ?? (quick ? 40 : 120)),
    target: Number(a.target ?? (quick ? 0.2 : 0.07)),
    maxGames: Number(a['max-games'] ?? (quick ? 400 : 6000)),
    batch: Number(a.batch ?? 200),
  };
  opts.batch0 = opts.batch;
  const games = (a.game ?? 'prva,vtora,treta,fevga,nardy').split(',');
  const levels = (a.levels ?? 'easy,medium,hard,master').split(',');
  const only = a.only ? a.only.split(',') : ['vs-random', 'ladder', 'pubeval', 'timing'];
  const n = a.games ? Number(a.games) : 0; // 0: until the interval is within ±target
  const mods = await load(opts.build);
  const how = n ? `${n} games per pairing` : `games per pairing until the 95% interval is within ±${opts.target} (at most ${opts.maxGames})`;
  if (opts.record) mkdirSync(opts.record, { recursive: true });
  if (opts.budget && opts.steps) throw new Error('--budget (time) and --steps (work) both given: choose one bound');
  const bounded = opts.budget ? `time-bounded (${opts.budget} ms)` : `work-bounded (${opts.steps ? `${opts.steps} steps` : 'whole search'})`;
  console.log(
    `bot benchmark: ${how}; same-dice pairs with sides swapped; ${opts.workers} workers; seed ${opts.seed}; ${opts.tradition} rules; players ${bounded}`,
  );
  console.log(`trained networks: ${mods.B.trainedGames().join(', ') || 'none'}\n`);
  if (a.pair) {
    for (const pr of a.pair.split(',')) {
      const [x, y, g] = pr.split(':');
      for (const game of g ? [g] : games) await runPairing(opts, game, x, y, n);
    }
    return;
  }
  for (const game of games) {
    if (only.includes('vs-random')) for (const l of levels) await runPairing(opts, game, l, 'random', n);
    if (only.includes('ladder')) for (let i = 1; i < levels.length; i++) await runPairing(opts, game, levels[i], levels[i - 1], n);
    if (only.includes('pubeval') && game === 'prva')
      for (const l of levels)
        await runPairing(opts, game, l, 'pubeval', a['pubeval-games'] ? Number(a['pubeval-games']) : quick ? n : l === 'master' ? 2000 : n);
  }
  if (only.includes('timing')) await timing(opts, mods, games, levels);
}

if (isMainThread) await main();
else await workerMain();
