#!/usr/bin/env node
// TD(λ) self-play training of the bot's network for one game (see docs/bot.md, "Training").
//
//   npm run train:bot -- --game prva --games 1000000 [--hidden 80] [--workers N] [--seed 1]
//        [--lr 0.1] [--lr-end 0.02] [--lambda 0.7] [--round 4] [--every 20000] [--bench-pairs 100]
//        [--ckpt build/train/<game>.json] [--resume] [--init] [--bench-vs heuristic|shipped]
//        [--build build/node]
//
// --init starts from the shipped network of the game (src/bot/weights) instead of random
// weights: its hidden units are kept, new ones added with small random weights (and no say in
// the outputs yet); the games it was trained on are counted in the checkpoint's `initGames`.
//
// Every worker thread plays self-play games at 0-ply with its copy of the network
// (training/self-play.ts) and trains it after each game towards the offline λ-returns
// (training/td.ts). Work goes in rounds: each worker plays --round games from the shared
// weights, then the main thread adds every worker's change to them (in worker order). Game k's
// dice come from (seed, k), so a run is repeatable for a given seed, worker count and round size,
// and a resumed run continues exactly where the checkpoint stopped (its game counter is the
// random state). The learning rate anneals linearly from --lr to --lr-end over --games. Every
// --every games: a progress line (games, games/s, ETA, a running benchmark of the 0-ply network
// over a fixed set of same-dice pairs: against pubeval in Prva, against the full hand-made
// heuristic in the other games, or with --bench-vs shipped the game's shipped network at 0-ply)
// and a checkpoint (float-exact, with the run's configuration).
// `npm run train:bot:export` turns checkpoints into the committed weights modules.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { duration, loadTraining, num } from '../lib/training.mjs';
import { defaultWorkers, startPool } from '../lib/workers.mjs';
import { gameSeed, zeroPlyBench } from '../lib/self-play.mjs';
import { blocks, shippedNet, widenInto, writeCheckpoint } from '../lib/nets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUTPUTS = 5;

/** Float32 views of one flat buffer laid out like {@link blocks}. */
function views(buffer, net) {
  let at = 0;
  return blocks(net).map((b) => {
    const v = new Float32Array(buffer, at * 4, b.length);
    at += b.length;
    return v;
  });
}

async function workerMain() {
  const { build, game, inputs, hidden, weights, delta, seed, lambda, perRound, index, workers } = workerData;
  const M = await loadTraining(build);
  const net = new M.N.Net(inputs, hidden, OUTPUTS);
  const shared = views(weights, net);
  const mine = views(delta, net);
  const player = new M.SP.SelfPlayer(net, game, { triple: true });
  parentPort.on('message', ({ round, lr }) => {
    blocks(net).forEach((b, k) => b.set(shared[k]));
    const stats = { games: 0, states: 0, marses: 0, triples: 0, draws: 0 };
    for (let i = 0; i < perRound; i++) {
      const g = (round * workers + index) * perRound + i;
      const rec = player.playGame(M.E.seededDice(gameSeed(seed, g)), g % 2 ? 'black' : 'white');
      const targets = M.TD.lambdaTargets(rec.values, rec.passed, rec.final, rec.states, lambda);
      for (let t = 0; t < rec.states; t++) net.train(rec.inputs[t], targets.subarray(t * OUTPUTS, (t + 1) * OUTPUTS), lr);
      const pts = Math.abs(rec.whitePoints);
      stats.games++;
      stats.states += rec.states;
      if (pts >= 2) stats.marses++;
      if (pts >= 3) stats.triples++;
      if (pts === 0) stats.draws++;
    }
    blocks(net).forEach((b, k) => {
      const s = shared[k];
      const d = mine[k];
      for (let j = 0; j < b.length; j++) d[j] = b[j] - s[j];
    });
    parentPort.postMessage(stats);
  });
}

function options() {
  const names = ['game', 'games', 'hidden', 'workers', 'seed', 'lr', 'lr-end', 'lambda', 'round', 'every', 'bench-pairs', 'bench-vs', 'ckpt', 'build'];
  const spec = { ...Object.fromEntries(names.map((n) => [n, { type: 'string' }])), resume: { type: 'boolean' }, init: { type: 'boolean' } };
  return parseArgs({ options: spec, strict: true, allowPositionals: false }).values;
}

/** --init: the shipped network of `game` copied into the (larger, randomly initialised) `net`; a note for the config. */
async function widenFromShipped(M, build, game, net) {
  const old = await shippedNet(M.N, build, game);
  return { network: widenInto(net, old.net), games: old.games };
}

/** The running benchmark's opponent: `heuristic` (pubeval in Prva) or `shipped` (the game's shipped network). */
function benchOpponent(v) {
  if (v === undefined || v === 'heuristic' || v === 'shipped') return v ?? 'heuristic';
  throw new Error(`--bench-vs must be heuristic or shipped, got ${JSON.stringify(v).slice(0, 40)}`);
}

async function main() {
  const o = options();
  const asked = o.game ?? 'prva';
  const ckpt = path.resolve(root, o.ckpt ?? `build/train/${asked}.json`);
  const build = path.resolve(root, o.build ?? 'build/node');
  const M = await loadTraining(build);
  let config;
  let trained = 0;
  let history = [];
  let saved = null;
  if (o.resume) {
    if (!existsSync(ckpt)) throw new Error(`--resume: no checkpoint at ${path.relative(root, ckpt)}`);
    saved = JSON.parse(readFileSync(ckpt, 'utf8'));
    if (saved.config.refine)
      throw new Error(`--resume: ${path.relative(root, ckpt)} holds a refined network (train-refine), not a TD run: export it and start a run with --init`);
    if (o.game !== undefined && o.game !== saved.config.game)
      throw new Error(`--resume: the checkpoint trains ${saved.config.game}, not ${o.game.slice(0, 20)}`);
    config = {
      ...saved.config,
      games: num('games', o.games, saved.config.games, { int: true, min: 1 }),
      workers: num('workers', o.workers, saved.config.workers, { int: true, min: 1 }),
    };
    if (config.workers !== saved.config.workers)
      console.log(`note: ${config.workers} workers instead of ${saved.config.workers}: the games to come differ from an uninterrupted run`);
    trained = saved.trained;
    history = saved.history ?? [];
    if (config.games < trained) throw new Error(`--games ${config.games} is below the ${trained} games the checkpoint has already trained`);
  } else {
    config = {
      game: asked,
      games: num('games', o.games, 100000, { int: true, min: 1 }),
      hidden: num('hidden', o.hidden, 80, { int: true, min: 1 }),
      workers: num('workers', o.workers, defaultWorkers(), { int: true, min: 1 }),
      seed: num('seed', o.seed, 1, { int: true }),
      lr: num('lr', o.lr, 0.1),
      lrEnd: num('lr-end', o['lr-end'], 0.02),
      lambda: num('lambda', o.lambda, 0.7),
      perRound: num('round', o.round, 4, { int: true, min: 1 }),
      every: num('every', o.every, 20000, { int: true, min: 1 }),
      benchPairs: num('bench-pairs', o['bench-pairs'], 100, { int: true }),
      benchVs: benchOpponent(o['bench-vs']),
      rules: { triple: true },
      inputs: M.F.inputCount(asked),
      outputs: OUTPUTS,
      started: new Date().toISOString(),
    };
  }
  const { game, inputs, hidden, workers, perRound } = config;
  const net = new M.N.Net(inputs, hidden, OUTPUTS);
  const total = blocks(net).reduce((s, b) => s + b.length, 0);
  const weights = new SharedArrayBuffer(total * 4);
  const shared = views(weights, net);
  if (saved) {
    const flat = new Float32Array(new Uint8Array(Buffer.from(saved.weights, 'base64')).buffer);
    if (flat.length !== total) throw new Error(`checkpoint has ${flat.length} weights, the network ${total}`);
    new Float32Array(weights).set(flat);
  } else {
    const rng = M.E.seededUint32(config.seed);
    net.randomize(() => rng() / 0x100000000, 0.1);
    if (o.init) config.initFrom = await widenFromShipped(M, build, game, net);
    blocks(net).forEach((b, k) => shared[k].set(b));
  }
  const deltas = Array.from({ length: workers }, () => new SharedArrayBuffer(total * 4));
  const deltaViews = deltas.map((d) => new Float32Array(d));
  const flatWeights = new Float32Array(weights);
  const pool = startPool(fileURLToPath(import.meta.url), workers, (index) => ({
    build,
    game,
    inputs,
    hidden,
    weights,
    delta: deltas[index],
    seed: config.seed,
    lambda: config.lambda,
    perRound,
    index,
    workers,
  }));
  const versus = config.benchVs === 'shipped' ? (await shippedNet(M.N, build, game)).net : null;
  const bench = config.benchPairs > 0 ? zeroPlyBench(M, game, net, config.benchPairs, config.seed, versus, 'shipped') : null;

  const save = () => writeCheckpoint(ckpt, config, trained, history, flatWeights);
  console.log(
    `training ${game}: ${inputs}-${hidden}-${OUTPUTS} network, ${config.games} games (${trained} done), ${workers} workers × ${perRound} games per round, seed ${config.seed}, λ ${config.lambda}, lr ${config.lr} → ${config.lrEnd}; checkpoint ${path.relative(root, ckpt)}`,
  );
  const t0 = Date.now();
  const start = trained;
  let window = { games: 0, states: 0, marses: 0, triples: 0, draws: 0 };
  let round = Math.round(trained / (workers * perRound));
  let stop = false;
  process.on('SIGINT', () => {
    stop = true;
    console.log('stopping after this round (checkpoint follows)');
  });
  while (trained < config.games && !stop) {
    const lr = config.lr + (config.lrEnd - config.lr) * Math.min(1, trained / config.games);
    const replies = await Promise.all(Array.from({ length: workers }, (_, i) => pool.send(i, { round, lr })));
    for (const d of deltaViews) for (let j = 0; j < total; j++) flatWeights[j] += d[j];
    for (const r of replies) for (const k of Object.keys(window)) window[k] += r[k];
    const before = trained;
    trained += workers * perRound;
    round++;
    if (Math.floor(trained / config.every) !== Math.floor(before / config.every) || trained >= config.games) {
      const secs = (Date.now() - t0) / 1000;
      const rate = (trained - start) / secs;
      let line = `${game}: ${trained}/${config.games} games (${((trained / config.games) * 100).toFixed(1)} %), ${rate.toFixed(1)} games/s (${(rate / workers).toFixed(1)} per worker), ETA ${duration((config.games - trained) / rate)}, ${(window.states / window.games).toFixed(1)} decisions/game, mars ${((window.marses / window.games) * 100).toFixed(1)} %, triple ${((window.triples / window.games) * 100).toFixed(1)} %, lr ${lr.toFixed(4)}`;
      const entry = { games: trained, seconds: Math.round(secs), rate: +rate.toFixed(2), lr: +lr.toFixed(5) };
      save(); // the games are kept even if the benchmark fails
      if (bench) {
        blocks(net).forEach((b, k) => b.set(shared[k]));
        const s = bench.run();
        line += `; 0-ply vs ${bench.name} ${s.mean >= 0 ? '+' : ''}${s.mean.toFixed(3)} ± ${s.half.toFixed(3)} (${2 * s.n} games)`;
        entry.bench = { vs: bench.name, ppg: +s.mean.toFixed(4), half: +s.half.toFixed(4), games: 2 * s.n };
      }
      history.push(entry);
      console.log(line);
      window = { games: 0, states: 0, marses: 0, triples: 0, draws: 0 };
      save();
    }
  }
  save();
  await pool.close();
  console.log(
    `done: ${game} ${trained} games in total, ${trained - start} in this run (${duration((Date.now() - t0) / 1000)}); checkpoint ${path.relative(root, ckpt)}`,
  );
}

if (isMainThread) await main();
else await workerMain();
