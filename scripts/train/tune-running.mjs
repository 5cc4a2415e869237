#!/usr/bin/env node
// Fits the running-game heuristic (src/bot/evaluator.ts) to self-play outcomes by logistic
// regression of "the player to move wins":
//   - one factor on the shipped heuristic's score (the same ranking of plays, calibrated chances;
//     `new HeuristicEvaluator({}, name, factor)` plays with it), and
//   - for comparison, free weights over all of runningFeatures() (in Vtora this refit predicts
//     outcomes as well but plays far worse: what correlates with winning is not what to play for).
//
//   npx tsc -p tsconfig.node.json && node scripts/train/tune-running.mjs --game vtora [--games 1000]
//        [--level medium] [--workers N] [--seed 1] [--l2 1e-5] [--build build/node]
//
// Every position before a roll (and every carried part-turn) of `--games` self-play games of the
// bot at `--level` is one sample, labelled with the game's outcome for its mover (a draw is ½).
// One game in five is held out; the script prints the held-out log-loss of each fit, of the
// shipped heuristic (runningWeightsVector()) and of a coin.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defaultWorkers, mapOverWorkers } from '../lib/workers.mjs';
import { gameSeed, playGame } from '../lib/self-play.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The options (node:util parseArgs: `--key value` or `--key=value`); unknown ones are an error. */
function parseOptions(argv) {
  const names = ['build', 'game', 'games', 'workers', 'seed', 'level', 'l2'];
  return parseArgs({ args: argv, options: Object.fromEntries(names.map((name) => [name, { type: 'string' }])), strict: true, allowPositionals: false }).values;
}

async function load(build) {
  const imp = (p) => import(pathToFileURL(path.join(build, p)).href);
  const B = await imp('src/bot/bot.js');
  await B.loadNetworks?.(); // the networks load per game; chooseMoveSync needs them loaded
  return { E: await imp('src/engine/index.js'), B, V: await imp('src/bot/heuristic.js'), F: await imp('src/bot/view.js') };
}

/** Self-play games → [features..., label] rows (a flat array per game). */
async function workerMain() {
  const { build, game, level, items, seed } = workerData;
  const { E, B, V, F } = await load(build);
  const out = [];
  for (const k of items) {
    const rows = [];
    const player = (pos, d, s) => B.chooseMoveSync(pos, d, { level, seed: s });
    const onState = (pos) => rows.push([...V.runningFeatures(F.viewOf(pos)), pos.turn]);
    const white = playGame(E, game, { white: player, black: player }, gameSeed(seed, k), k * 10000, { starter: k % 2 ? 'white' : 'black', onState });
    const winner = white > 0 ? 'white' : white < 0 ? 'black' : null;
    out.push({ held: k % 5 === 0, rows: rows.map((r) => [...r.slice(0, -1), winner === null ? 0.5 : winner === r[r.length - 1] ? 1 : 0]) });
  }
  parentPort.postMessage(out);
}

/** Mean log-loss of weights `w` over rows. */
function logLoss(rows, w) {
  let sum = 0;
  for (const r of rows) {
    let s = 0;
    for (let i = 0; i < w.length; i++) s += w[i] * r[i];
    const y = r[w.length];
    // log(1 + e^-s) and log(1 + e^s), computed without overflow.
    const softplus = (z) => (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z)));
    sum += y * softplus(-s) + (1 - y) * softplus(s);
  }
  return sum / rows.length;
}

/** L2-regularised logistic regression by Newton's method (the problem is small). */
function fit(rows, n, l2, start) {
  let w = start.slice();
  for (let it = 0; it < 30; it++) {
    const g = new Array(n).fill(0);
    const H = Array.from({ length: n }, () => new Array(n).fill(0));
    for (const r of rows) {
      let s = 0;
      for (let i = 0; i < n; i++) s += w[i] * r[i];
      const p = 1 / (1 + Math.exp(-s));
      const e = p - r[n];
      const q = p * (1 - p);
      for (let i = 0; i < n; i++) {
        g[i] += e * r[i];
        for (let j = 0; j < n; j++) H[i][j] += q * r[i] * r[j];
      }
    }
    for (let i = 0; i < n; i++) {
      g[i] = g[i] / rows.length + l2 * w[i];
      for (let j = 0; j < n; j++) H[i][j] = H[i][j] / rows.length + (i === j ? l2 : 0);
    }
    const step = solve(H, g);
    // Damped Newton: halve the step until the regularised loss does not rise.
    const loss = (v) => logLoss(rows, v) + (l2 / 2) * v.reduce((t, x) => t + x * x, 0);
    const before = loss(w);
    let f = 1;
    let next = w.map((x, i) => x - step[i]);
    while (f > 1e-4 && !(loss(next) <= before)) {
      f /= 2;
      next = w.map((x, i) => x - f * step[i]);
    }
    w = next;
    if (f * Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return w;
}

/** Solve A x = b by Gaussian elimination with partial pivoting. */
function solve(A, b) {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[piv][c])) piv = r;
    [M[c], M[piv]] = [M[piv], M[c]];
    for (let r = c + 1; r < n; r++) {
      const f = M[r][c] / M[c][c];
      for (let k = c; k <= n; k++) M[r][k] -= f * M[c][k];
    }
  }
  const x = new Array(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = M[r][n];
    for (let k = r + 1; k < n; k++) s -= M[r][k] * x[k];
    x[r] = s / M[r][r];
  }
  return x;
}

async function main() {
  const a = parseOptions(process.argv.slice(2));
  const build = path.resolve(root, a.build ?? 'build/node');
  const game = a.game ?? 'vtora';
  const games = Number(a.games ?? 1000);
  const workers = Number(a.workers ?? defaultWorkers());
  const seed = Number(a.seed ?? 1);
  const level = a.level ?? 'medium';
  const l2 = Number(a.l2 ?? 1e-5);
  const { V } = await load(build);
  const t0 = Date.now();
  const keys = Array.from({ length: games }, (_, k) => k);
  const results = await mapOverWorkers(fileURLToPath(import.meta.url), keys, workers, { build, game, level, seed });
  const train = results.filter((g) => !g.held).flatMap((g) => g.rows);
  const held = results.filter((g) => g.held).flatMap((g) => g.rows);
  const names = V.RUNNING_FEATURES;
  const shipped = V.runningWeightsVector();
  const w = fit(train, names.length, l2, new Array(names.length).fill(0));
  console.log(
    `${game}: ${results.length} games of ${level} self-play, ${train.length} training and ${held.length} held-out positions (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
  );
  console.log(
    `held-out log-loss: fitted ${logLoss(held, w).toFixed(4)}, shipped heuristic ${logLoss(held, shipped).toFixed(4)}, coin ${Math.log(2).toFixed(4)}`,
  );
  // The shipped heuristic with its score scaled by one fitted factor: the same 0-ply ranking, calibrated chances.
  const dot = (r) => [r.slice(0, names.length).reduce((t, x, i) => t + x * shipped[i], 0), r[names.length]];
  const [scale] = fit(train.map(dot), 1, l2, [0]);
  console.log(`shipped heuristic × ${scale.toFixed(4)}: held-out log-loss ${logLoss(held.map(dot), [scale]).toFixed(4)}`);
  for (let i = 0; i < names.length; i++) console.log(`  ${names[i].padEnd(12)} ${w[i].toFixed(4).padStart(9)}   (shipped ${shipped[i]})`);
  console.log(JSON.stringify(w.map((x) => Number(x.toFixed(4)))));
}

if (isMainThread) await main();
else await workerMain();
