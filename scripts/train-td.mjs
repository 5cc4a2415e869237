#!/usr/bin/env node
// TD(λ) self-play training of the bot's network for one game (see docs/bot.md).
//
//   nice node scripts/train-td.mjs --game prva --minutes 30 [--hidden 40] [--lr 0.1] [--lambda 0.7]
//        [--resume ckpt.json] [--ckpt build/train/prva.json] [--ts src/bot/weights/prva.ts] [--build build/node]
//
// Self-play at 0-ply with the network being trained (ladders through a small beam). After each
// game, every decision position is trained towards its offline λ-return (outcomes seen from the
// player to move; targets are flipped whenever the turn passes). Checkpoints are written as
// JSON (float-exact) and, with --ts, as the committed TypeScript weights module.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

// Options read with node:util parseArgs (`--key value` or `--key=value`); unknown ones are an error.
const OPTION_NAMES = ['game', 'build', 'minutes', 'games', 'hidden', 'lambda', 'lr', 'lr-end', 'seed', 'ckpt', 'resume', 'ts'];
const args = parseArgs({ options: Object.fromEntries(OPTION_NAMES.map((name) => [name, { type: 'string' }])), strict: true, allowPositionals: false }).values;
const game = args.game ?? 'prva';
const build = path.resolve(args.build ?? 'build/node');
const imp = (p) => import(pathToFileURL(path.join(build, p)).href);
const E = await imp('src/engine/index.js');
const { Net } = await imp('src/bot/net.js');
const F = await imp('src/bot/features.js');
const S = await imp('src/bot/search.js');
const { NetEvaluator, equity } = await imp('src/bot/evaluator.js');

const minutes = Number(args.minutes ?? 10);
const maxGames = Number(args.games ?? Infinity);
const hidden = Number(args.hidden ?? 40);
let lr = Number(args.lr ?? 0.1);
const lrEnd = Number(args['lr-end'] ?? lr / 5);
const lambda = Number(args.lambda ?? 0.7);
const ckpt = args.ckpt ?? `build/train/${game}.json`;
const seed = Number(args.seed ?? 1);

const rng = E.seededUint32(seed);
const rand = () => rng() / 0x100000000;
let net;
let trainedGames = 0;
if (args.resume && existsSync(args.resume)) {
  const j = JSON.parse(readFileSync(args.resume, 'utf8'));
  net = new Net(j.inputs, j.hidden, 3);
  net.setW1HiddenMajor(j.w1); net.b1.set(j.b1); net.w2.set(j.w2); net.b2.set(j.b2);
  trainedGames = j.games ?? 0;
  console.log(`resumed ${args.resume}: ${trainedGames} games`);
} else {
  net = new Net(F.inputCount(game), hidden, 3).randomize(rand, 0.1);
}
const ev = new NetEvaluator({ [game]: net });
const cfg = { evaluator: ev, utility: equity, beam: 6, listLimit: 3000, rules: {} };

function flip(t) {
  return [1 - t[0], t[2], t[1]];
}

function runGen(g) {
  let r = g.next();
  while (!r.done) r = g.next();
  return r.value;
}

function choose(pos, dice) {
  const plays = runGen(S.candidates(pos, dice, cfg));
  if (plays.length === 1) return plays[0];
  let best = plays[0];
  let bestU = -Infinity;
  for (const p of plays) {
    const u = equity(S.playOutcome(p, pos.turn, ev));
    if (u > bestU) { bestU = u; best = p; }
  }
  return best;
}

function save(note) {
  mkdirSync(path.dirname(ckpt), { recursive: true });
  writeFileSync(ckpt, JSON.stringify({ game, inputs: net.inputs, hidden: net.hidden, games: trainedGames, w1: [...net.w1HiddenMajor()], b1: [...net.b1], w2: [...net.w2], b2: [...net.b2] }));
  if (args.ts) {
    const data = net.toData(note);
    const body = `/** Trained ${game} network (scripts/train-td.mjs): ${note}. Generated file. */\nimport type { NetData } from '../net.js';\n\nexport const ${game.toUpperCase()}: NetData = ${JSON.stringify(data, null, 1)};\n`;
    writeFileSync(args.ts, body);
  }
}

const dice = E.seededDice(seed * 7919 + 1);
const t0 = Date.now();
let games = 0;
let moves = 0;
let marses = 0;
let lastReport = t0;
const colors = ['white', 'black'];
while (Date.now() - t0 < minutes * 60_000 && games < maxGames) {
  let pos = E.startPosition(game, 'macedonian', colors[games & 1]);
  const xs = [];
  const vnext = []; // value (to-move view) of the following state, and whether the turn passed
  const passed = [];
  let final = null;
  for (let ply = 0; ply < 2000; ply++) {
    xs.push(F.encode(F.viewOf(pos)));
    const d = pos.carried.length > 0 ? null : [dice.die(), dice.die()];
    const play = choose(pos, d);
    moves++;
    if (play.result) {
      const r = play.result;
      final = r.winner === null ? [0.5, 0, 0] : [1, r.points >= 2 ? 1 : 0, 0];
      if (r.points >= 2) marses++;
      break;
    }
    const next = play.position;
    passed.push(next.turn !== pos.turn);
    const o = ev.evaluate(next);
    vnext.push([o.win, o.winMars, o.loseMars]);
    pos = next;
  }
  if (!final) continue; // should not happen
  // Offline λ-returns, backwards.
  const T = xs.length - 1;
  let G = final;
  const targets = new Array(xs.length);
  targets[T] = G;
  for (let t = T - 1; t >= 0; t--) {
    const v = vnext[t];
    const mix = [0, 1, 2].map((k) => (1 - lambda) * v[k] + lambda * G[k]);
    G = passed[t] ? flip(mix) : mix;
    targets[t] = G;
  }
  const progress = Math.min(1, (Date.now() - t0) / (minutes * 60_000));
  const alpha = lr + (lrEnd - lr) * progress;
  for (let t = 0; t <= T; t++) net.train(xs[t], targets[t], alpha);
  games++;
  trainedGames++;
  if (Date.now() - lastReport > 60_000) {
    lastReport = Date.now();
    const secs = (Date.now() - t0) / 1000;
    console.log(`${game}: ${trainedGames} games (${(games / secs).toFixed(1)}/s), ${(moves / games).toFixed(1)} moves/game, mars ${(marses / games * 100).toFixed(1)}%, lr ${alpha.toFixed(4)}`);
    save(`${trainedGames} self-play games`);
  }
}
save(`${trainedGames} self-play games`);
console.log(`done: ${game} ${trainedGames} games total, ${games} this run in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
