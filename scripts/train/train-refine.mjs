#!/usr/bin/env node
// Supervised refinement of a game's network after TD(λ) (docs/bot.md, "Refinement").
//
//   npm run train:bot:refine -- --game prva --positions 1000000 [--workers N] [--seed 1] [--explore 0.1]
//        [--ply 1|2|rollout] [--rollout-games 72] [--rollout-plies 10] [--label-share 1] [--epochs 3] [--lr 0.01] [--lr-end 0.001] [--hidden H] [--from build/train/prva.json]
//        [--data build/refine/prva] [--ckpt build/train/prva.json] [--bench-pairs 1000]
//        [--also build/refine/other,...] [--sample-only] [--build build/node]
//
// 1. Sampling (resumable): every worker plays the teacher network's 0-ply self-play (a share
//    --explore of the decisions at random) and labels each position before a roll with the
//    teacher's 1-ply chances (training/refine.ts). Labelled positions are appended to
//    <data>/shard-<w>.bin (the input vector and the five chances, float32) until the data holds
//    --positions; <data>/meta.json records the teacher, the seed and the games each worker has
//    played (worker w's game g has the dice of (seed, w, g), whatever the worker count).
//    Sampling more into a folder takes the same teacher, seed, depth and share; a folder that
//    already holds --positions can be trained on from any network's weights (--from), its labels
//    staying those of the network that sampled it (recorded in the checkpoint as labelledBy).
//    --ply 2 labels with the teacher's 2-ply chances instead (each roll's play chosen at 0-ply, then
//    judged by the opponent's 1-ply look; about ten times the work), and --label-share s labels
//    only that share of the positions, so that the positions come from more games.
//    --ply rollout labels with truncated rollouts instead (training/rollout.ts): --rollout-games
//    games a position (a multiple of 36, the first roll stratified), each cut after --rollout-plies
//    plays and valued there by the network.
//    The teacher is the network of --from (a checkpoint) or else the shipped one. A teacher with
//    fewer inputs than today's encoding (inputs added since it was trained) is widened first, the
//    new inputs at zero weight, so that it answers as before.
// 2. Training: the student (the teacher's weights, widened to --hidden) learns the labels by
//    stochastic gradient descent on each output's cross-entropy, --epochs passes in a seeded
//    order, the learning rate annealed linearly from --lr to --lr-end; the last 2 % of each shard
//    is held out and scored after each pass (cross-entropy and the mean equity error against the
//    labels) beside the teacher's own score on it.
// 3. Benchmark: the student at 0-ply against the teacher at 0-ply, and against pubeval (Prva) or
//    the full hand-made heuristic (other games), over --bench-pairs fixed same-dice pairs; then
//    the student is written to --ckpt in the train-td format (`npm run train:bot:export`).
//
// --also names further full data folders (labelled by any network, of any recorded width) whose
// positions are trained on beside --data's, each holding out its own last 2 % of every shard.
//
// A data folder records the width of its input vectors (meta.json `inputs`; in a folder without it,
// that of its teacher, when that is --from's). Positions stored with fewer inputs than today's are re-encoded
// when read (training/reencode.ts: the board is read back from the vector's head); such a
// folder can be trained on but not sampled into.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { duration, loadTraining, num } from '../lib/training.mjs';
import { defaultWorkers } from '../lib/workers.mjs';
import { gameSeed, playPairs, zeroPlyBench } from '../lib/self-play.mjs';
import { flatten, readCheckpoint, shippedNet, unflatten, widenInto, writeCheckpoint } from '../lib/nets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUTPUTS = 5;
const HOLD_OUT = 0.02;

/** A sampling worker: plays and labels games until its quota of positions, appending each game's positions to its shard. */
async function workerMain() {
  const { build, game, dims, weights, seed, index, firstGame, quota, explore, plies, labelShare, shard } = workerData;
  const M = await loadTraining(build);
  const net = unflatten(new M.N.Net(dims.inputs, dims.hidden, OUTPUTS), new Float32Array(weights));
  // A rollout's dice after its first roll: from the seed, the worker and the game it resumes at.
  const rolloutSeed = gameSeed(seed ^ Math.imul(index + 1, 0x165667b1), firstGame) ^ 0x85ebca6b;
  const sampler = new M.R.RefineSampler(net, game, explore, { triple: true }, plies, labelShare, rolloutSeed);
  const width = dims.inputs + OUTPUTS;
  const inputs = new Float32Array(3000 * dims.inputs);
  const targets = new Float32Array(3000 * OUTPUTS);
  const record = new Float32Array(3000 * width);
  let made = 0;
  for (let g = firstGame; made < quota; g++) {
    const s = gameSeed(seed ^ Math.imul(index + 1, 0x27d4eb2d), g);
    const rand = M.E.seededRandom(s ^ 0x9e3779b9);
    const n = sampler.playGame(M.E.seededDice(s), rand, g % 2 ? 'black' : 'white', { inputs, targets }, 0);
    for (let t = 0; t < n; t++) {
      record.set(inputs.subarray(t * dims.inputs, (t + 1) * dims.inputs), t * width);
      record.set(targets.subarray(t * OUTPUTS, (t + 1) * OUTPUTS), t * width + dims.inputs);
    }
    appendFileSync(shard, new Uint8Array(record.buffer, 0, n * width * 4));
    made += n;
    parentPort.postMessage({ games: g + 1, positions: n });
  }
}

function options() {
  const names = [
    'game',
    'positions',
    'workers',
    'seed',
    'explore',
    'ply',
    'rollout-games',
    'rollout-plies',
    'label-share',
    'epochs',
    'lr',
    'lr-end',
    'hidden',
    'from',
    'data',
    'also',
    'ckpt',
    'bench-pairs',
    'build',
  ];
  const spec = { ...Object.fromEntries(names.map((n) => [n, { type: 'string' }])), 'sample-only': { type: 'boolean' } };
  return parseArgs({ options: spec, strict: true, allowPositionals: false }).values;
}

const signed = (v, d = 3) => `${v >= 0 ? '+' : ''}${v.toFixed(d)}`;

/** Step 1: sampling until the data holds `target` positions. */
async function sample(M, { build, game, teacher, data, seed, explore, plies, labelShare, workers, target, width }) {
  const metaFile = path.join(data, 'meta.json');
  const meta = readMeta(data) ?? { game, teacher: teacher.note, inputs: teacher.net.inputs, seed, explore, plies: metaPlies(plies), labelShare, games: {} };
  if (meta.game !== game) throw new Error(`${path.relative(root, data)} holds positions of ${String(meta.game).slice(0, 20)}, not ${game}`);
  const stored = storedInputs(meta, teacher, data) + OUTPUTS;
  const shardFile = (w) => path.join(data, `shard-${w}.bin`);
  const countIn = (f) => (existsSync(f) ? statSync(f).size / (stored * 4) : 0);
  const shards = () =>
    Object.keys(meta.games)
      .map(Number)
      .concat(Array.from({ length: workers }, (_, w) => w))
      .filter((w, i, a) => a.indexOf(w) === i);
  const have = () => shards().reduce((s, w) => s + countIn(shardFile(w)), 0);
  const start = have();
  if (start >= target) return { held: start, meta };
  const wanted = labelOf(M, { plies: metaPlies(plies) });
  if (meta.teacher !== teacher.note || meta.seed !== seed || labelOf(M, meta) !== wanted || (meta.labelShare ?? 1) !== labelShare) {
    throw new Error(
      `${path.relative(root, data)} holds positions of another run (teacher "${meta.teacher.slice(0, 60)}", seed ${meta.seed}, ${labelOf(M, meta)} labels, label share ${meta.labelShare ?? 1}): sampling more into it would mix them; give another --data, or --positions ${start} to train on it`,
    );
  }
  if (stored !== width)
    throw new Error(
      `${path.relative(root, data)} holds input vectors of ${stored - OUTPUTS} inputs, today's ${game} has ${width - OUTPUTS}: it can be trained on (re-encoded) but not sampled into; give another --data, or --positions ${start}`,
    );
  const quota = Math.ceil((target - start) / workers);
  console.log(
    `sampling ${game}: ${start} positions held, ${target} wanted; ${workers} workers, ${wanted} labels on a share ${labelShare}, explore ${explore}, teacher: ${teacher.note}`,
  );
  const t0 = Date.now();
  let made = 0;
  let lastLine = 0;
  const weights = flatten(teacher.net).buffer;
  const save = () => writeFileSync(metaFile, JSON.stringify(meta, null, 1));
  save();
  await Promise.all(
    Array.from(
      { length: workers },
      (_, w) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(fileURLToPath(import.meta.url), {
            workerData: {
              build,
              game,
              dims: { inputs: teacher.net.inputs, hidden: teacher.net.hidden },
              weights,
              seed,
              index: w,
              firstGame: meta.games[w] ?? 0,
              quota,
              explore,
              plies,
              labelShare,
              shard: shardFile(w),
            },
          });
          worker.on('message', ({ games, positions }) => {
            meta.games[w] = games;
            made += positions;
            const now = Date.now();
            if (now - lastLine > 60000) {
              lastLine = now;
              save();
              const rate = made / ((now - t0) / 1000);
              console.log(
                `${game}: ${start + made}/${target} positions, ${rate.toFixed(0)} positions/s (${(rate / workers).toFixed(0)} per worker), ETA ${duration((target - start - made) / rate)}`,
              );
            }
          });
          worker.on('error', reject);
          worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`sampling worker ${w} exited with code ${code}`))));
        }),
    ),
  );
  save();
  const secs = (Date.now() - t0) / 1000;
  console.log(`sampled ${made} positions in ${duration(secs)} (${(made / secs).toFixed(0)} positions/s); ${have()} held`);
  return { held: have(), meta };
}

/** The width of a data folder's input vectors: recorded in its meta.json, or else its teacher's own (the network that sampled it). */
function storedInputs(meta, teacher, data) {
  if (meta.inputs !== undefined) return meta.inputs;
  if (meta.teacher === teacher.note) return teacher.inputs;
  throw new Error(`${path.relative(root, data)}/meta.json does not record the width of its input vectors ("inputs"), and its teacher is not --from's: add it`);
}

/** How meta.json records the teacher's depth: 1, 2, or the rollout's spec (`{ rollout: { games, plies } }`). */
function metaPlies(plies) {
  return typeof plies === 'object' ? { rollout: plies } : plies;
}

/** The labels of a data folder, as its meta.json records them: `1-ply`, `2-ply` or the rollout's label (training/rollout.ts). */
function labelOf(M, meta) {
  const p = meta.plies ?? 1;
  return typeof p === 'object' ? M.RO.rolloutLabel(p.rollout) : `${p}-ply`;
}

/** A data folder's meta.json, or null when it has none. */
function readMeta(data) {
  const file = path.join(data, 'meta.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The labelled positions of every shard of every folder: `{ all, train, held }` (records of
 * `width` floats and their indices; the last 2 % of each shard held out). Each source is
 * `{ data, meta, oldInputs }`; records stored with `oldInputs` < today's inputs are re-encoded.
 */
function readData(M, game, sources, width) {
  // Whole records only (a shard may be read while a sampler appends to it).
  const parts = sources.flatMap(({ data, meta, oldInputs }) => {
    const stored = oldInputs + OUTPUTS;
    return shardFiles(data, meta).map((f) => {
      const bytes = new Uint8Array(readFileSync(f));
      const records = new Float32Array(bytes.buffer, 0, Math.floor(bytes.length / (stored * 4)) * stored);
      return stored === width ? records : M.RE.reencodeRecords(game, records, oldInputs, stored, width - OUTPUTS);
    });
  });
  const total = parts.reduce((s, p) => s + p.length / width, 0);
  const all = new Float32Array(total * width);
  const train = [];
  const held = [];
  let at = 0;
  for (const p of parts) {
    const n = p.length / width;
    all.set(p, at * width);
    const cut = Math.floor(n * (1 - HOLD_OUT));
    for (let i = 0; i < n; i++) (i < cut ? train : held).push(at + i);
    at += n;
  }
  return { all, train: Int32Array.from(train), held: Int32Array.from(held) };
}

/** The further data folders of --also (comma-separated), each a full folder of this game with its recorded width. */
function alsoSources(list, game, teacher) {
  if (list === undefined) return [];
  return list
    .split(',')
    .filter((d) => d !== '')
    .map((d) => {
      const data = path.resolve(root, d);
      const meta = readMeta(data);
      if (meta === null) throw new Error(`--also ${d.slice(0, 60)}: no meta.json there (not a data folder)`);
      if (meta.game !== game) throw new Error(`--also ${d.slice(0, 60)} holds positions of ${String(meta.game).slice(0, 20)}, not ${game}`);
      return { data, meta, oldInputs: storedInputs(meta, teacher, data) };
    });
}

/** The shard files a data folder's meta.json lists that exist. */
function shardFiles(dir, meta) {
  return Object.keys(meta.games)
    .map((w) => path.join(dir, `shard-${w}.bin`))
    .filter((f) => existsSync(f));
}

/** Held-out score of `net`: mean cross-entropy per output and mean absolute equity error against the labels. */
function score(M, net, all, held, width) {
  const y = new Float64Array(OUTPUTS);
  let ce = 0;
  let eqErr = 0;
  const n = net.inputs;
  for (const r of held) {
    const x = all.subarray(r * width, r * width + n);
    const t = all.subarray(r * width + n, (r + 1) * width);
    net.forward(x, y);
    for (let k = 0; k < OUTPUTS; k++) {
      const p = Math.min(1 - 1e-7, Math.max(1e-7, y[k]));
      ce -= t[k] * Math.log(p) + (1 - t[k]) * Math.log(1 - p);
    }
    const o = M.V.clampOutcome(y[0], y[1], y[2], y[3], y[4]);
    const lt = { win: t[0], winMars: t[1], winTriple: t[2], loseMars: t[3], loseTriple: t[4] };
    eqErr += Math.abs(M.V.equity(o) - M.V.equity(lt));
  }
  return { ce: ce / held.length / OUTPUTS, eqErr: eqErr / held.length };
}

async function main() {
  const o = options();
  const game = o.game ?? 'prva';
  const build = path.resolve(root, o.build ?? 'build/node');
  const M = await loadTraining(build);
  const data = path.resolve(root, o.data ?? `build/refine/${game}`);
  const ckpt = path.resolve(root, o.ckpt ?? `build/train/${game}.json`);
  const seed = num('seed', o.seed, 1, { int: true });
  const explore = num('explore', o.explore, 0.1, { max: 1 });
  const plies =
    o.ply === 'rollout'
      ? {
          games: num('rollout-games', o['rollout-games'], 72, { int: true, min: 36 }),
          plies: num('rollout-plies', o['rollout-plies'], 10, { int: true, min: 1 }),
        }
      : num('ply', o.ply, 1, { int: true, min: 1, max: 2 });
  if (typeof plies === 'object') M.RO.checkRolloutSpec(plies);
  else if (o['rollout-games'] !== undefined || o['rollout-plies'] !== undefined) throw new Error('--rollout-games and --rollout-plies go with --ply rollout');
  const labelShare = num('label-share', o['label-share'], 1, { max: 1 });
  if (!(labelShare > 0)) throw new Error(`--label-share must be a number within (0, 1], got "${String(o['label-share']).slice(0, 20)}"`);
  const workers = num('workers', o.workers, defaultWorkers(), { int: true, min: 1 });
  const target = num('positions', o.positions, 1000000, { int: true, min: 1 });
  const epochs = num('epochs', o.epochs, 3, { int: true, min: 0 });
  const lr = num('lr', o.lr, 0.01);
  const lrEnd = num('lr-end', o['lr-end'], 0.001);
  const benchPairs = num('bench-pairs', o['bench-pairs'], 1000, { int: true });

  let teacher;
  if (o.from) {
    const c = readCheckpoint(M.N, path.resolve(root, o.from));
    teacher = {
      net: c.net,
      note: c.config.note ?? `checkpoint of ${c.trained} self-play games (${c.config.inputs}-${c.config.hidden}-${c.config.outputs})`,
      games: c.trained,
      config: c.config,
    };
  } else {
    const s = await shippedNet(M.N, build, game);
    teacher = { net: s.net, note: s.note, games: s.games, config: null };
  }
  // The teacher's own width (that of the data it sampled), then widened to today's inputs.
  teacher.inputs = teacher.net.inputs;
  const inputs = M.F.inputCount(game);
  if (teacher.inputs > inputs) throw new Error(`the teacher has ${teacher.inputs} inputs, today's ${game} network ${inputs}: it belongs to another encoding`);
  if (teacher.inputs < inputs) {
    const wide = new M.N.Net(inputs, teacher.net.hidden, OUTPUTS);
    widenInto(wide, teacher.net);
    console.log(`the teacher's ${teacher.inputs} inputs widened to today's ${inputs} (the new ones at zero weight)`);
    teacher.net = wide;
  }
  const width = inputs + OUTPUTS;
  mkdirSync(data, { recursive: true });
  const { held, meta } = await sample(M, { build, game, teacher, data, seed, explore, plies, labelShare, workers, target, width });
  // The labels are the data's own (a full folder may be trained on from another network's weights).
  const label = labelOf(M, meta);
  if (meta.teacher !== teacher.note) console.log(`the labels are ${label}, by another network: ${meta.teacher}`);
  if (o['sample-only']) return;

  const hidden = num('hidden', o.hidden, teacher.net.hidden, { int: true, min: teacher.net.hidden });
  const also = alsoSources(o.also, game, teacher);
  for (const a of also) console.log(`also training on ${path.relative(root, a.data)} (labelled by: ${a.meta.teacher.slice(-80)})`);
  const d = readData(M, game, [{ data, meta, oldInputs: storedInputs(meta, teacher, data) }, ...also], width);
  console.log(
    `training ${game}: ${d.train.length} positions, ${d.held.length} held out (${held} in --data), ${teacher.net.inputs}-${hidden}-${OUTPUTS}, ${epochs} epochs, lr ${lr} → ${lrEnd}, seed ${seed}`,
  );
  const student = new M.N.Net(teacher.net.inputs, hidden, OUTPUTS);
  const rng = M.E.seededUint32(seed ^ 0x51ed270b);
  student.randomize(() => rng() / 0x100000000, 0.1);
  widenInto(student, teacher.net);
  const before = score(M, teacher.net, d.all, d.held, width);
  console.log(`held out, the teacher at 0-ply: cross-entropy ${before.ce.toFixed(5)}, equity error ${before.eqErr.toFixed(4)}`);
  const steps = epochs * d.train.length;
  const n = student.inputs;
  const t0 = Date.now();
  let step = 0;
  let after = before; // the student's held-out score after its last pass (the teacher's before any)
  for (let e = 0; e < epochs; e++) {
    const order = d.train.slice();
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng() % (i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const r of order) {
      const rate = lr + (lrEnd - lr) * (step++ / steps);
      student.train(d.all.subarray(r * width, r * width + n), d.all.subarray(r * width + n, (r + 1) * width), rate);
    }
    after = score(M, student, d.all, d.held, width);
    console.log(
      `epoch ${e + 1}/${epochs}: held out cross-entropy ${after.ce.toFixed(5)}, equity error ${after.eqErr.toFixed(4)} (${duration((Date.now() - t0) / 1000)})`,
    );
  }

  const config = {
    game,
    inputs: student.inputs,
    hidden,
    outputs: OUTPUTS,
    ...(teacher.config ? { td: teacher.config } : {}),
    refine: {
      teacher: teacher.note,
      positions: d.train.length + d.held.length,
      epochs,
      lr,
      lrEnd,
      explore,
      seed,
      label,
      labelledBy: meta.teacher,
      labelShare: meta.labelShare ?? 1,
      ...(also.length > 0 ? { alsoLabelledBy: also.map((a) => a.meta.teacher) } : {}),
      heldOut: after,
      teacherHeldOut: before,
    },
  };
  config.note = `${teacher.note}; refined on ${config.refine.positions} self-play positions labelled ${label.startsWith('rollout') ? 'by' : 'at'} ${label} (${epochs} epochs, lr ${lr}->${lrEnd}, ${student.inputs}-${hidden}-${OUTPUTS})`;
  writeCheckpoint(ckpt, config, teacher.games, [], flatten(student));
  console.log(`checkpoint ${path.relative(root, ckpt)}`);

  if (benchPairs > 0) {
    const mine = new M.SP.SelfPlayer(student, game);
    const theirs = new M.SP.SelfPlayer(teacher.net, game);
    const vs = playPairs(
      M.E,
      game,
      (p, dd) => mine.choose(p, dd),
      (p, dd) => theirs.choose(p, dd),
      benchPairs,
      seed,
    );
    console.log(`0-ply, student vs teacher: ${signed(vs.mean)} ± ${vs.half.toFixed(3)} (${2 * vs.n} games)`);
    const bench = zeroPlyBench(M, game, student, benchPairs, seed);
    const s = bench.run();
    const t = zeroPlyBench(M, game, teacher.net, benchPairs, seed).run();
    console.log(
      `0-ply vs ${bench.name}: student ${signed(s.mean)} ± ${s.half.toFixed(3)}, teacher ${signed(t.mean)} ± ${t.half.toFixed(3)} (${2 * s.n} games each, the same dice)`,
    );
  }
}

if (isMainThread) await main();
else await workerMain();
