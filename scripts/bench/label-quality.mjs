#!/usr/bin/env node
// How close the refinement's labels of Prva contact positions are to GNU Backgammon's evaluation
// (docs/bot-training-log.md, thirty-seventh session). Three steps:
//
//   npx tsc -p tsconfig.node.json
//   node scripts/bench/label-quality.mjs sample --positions 400 --rollout-games 72 --rollout-plies 10 --seed 11 > L.jsonl
//   POS=L.jsonl PLIES=0,2,3 sh ../shared/bench/gnubg/run_gnubg.sh "$PWD/scripts/bench/gnubg/evaluate_positions.py" > G.jsonl
//   node scripts/bench/label-quality.mjs report L.jsonl G.jsonl [--ref g3] [--net CHECKPOINT]
//
// `sample` plays the shipped Prva network's 0-ply self-play (seeded) and picks about one contact
// position before a roll in eight from the fifth decision on; each is valued by the network at
// 0-ply, by the refinement's 1-ply and 2-ply teachers (training/refine.ts) and by a truncated
// rollout (training/rollout.ts) whose games are split in two halves, so that the rollout's own
// noise can be measured. One JSON line a position, with the board in GNU Backgammon's order
// (`me`, `op`: 24 points from each side's own side, then the bar).
// `report` prints, for each label, the root mean square and the mean of its cubeless money equity
// (gammon 2, backgammon 3) minus GNU Backgammon's at the plies of --ref, and the rollout's error
// without its noise (the halves' spread taken out); with --net, a checkpoint's (or `shipped`)
// 0-ply and 1-ply errors on the same positions.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadTraining, num } from '../lib/training.mjs';
import { readCheckpoint, shippedNet } from '../lib/nets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUTPUTS = 5;
const RULES = { triple: true };
const { values: o, positionals } = parseArgs({
  options: Object.fromEntries(['positions', 'rollout-games', 'rollout-plies', 'seed', 'build', 'ref', 'net'].map((n) => [n, { type: 'string' }])),
  allowPositionals: true,
  strict: true,
});
const [command, ...files] = positionals;
const build = path.resolve(root, o.build ?? 'build/node');
const M = await loadTraining(build);
const V = await import(pathToFileURL(path.join(build, 'src/bot/view.js')).href);
const RP = await import(pathToFileURL(path.join(build, 'training/replay.js')).href);
const eqOf = (a) => 2 * a[0] - 1 + a[1] - a[3] + a[2] - a[4];
const arr = (x) => [x.win, x.winMars, x.winTriple, x.loseMars, x.loseTriple];

/** The board of `pos` in GNU Backgammon's order: each side's 24 points from its own side, then its bar; `me` on roll. */
function gnubgBoard(pos) {
  const [white, black] = RP.gnubgOf(pos);
  return pos.turn === 'white' ? { me: white, op: black } : { me: black, op: white };
}

function sample() {
  const n = num('positions', o.positions, 400, { int: true, min: 1 });
  const games = num('rollout-games', o['rollout-games'], 72, { int: true, min: 72 });
  const plies = num('rollout-plies', o['rollout-plies'], 10, { int: true, min: 1 });
  if (games % 72 !== 0) throw new Error(`--rollout-games must be a multiple of 72 (two halves of whole sets of 36 first rolls), got ${games}`);
  const seed = num('seed', o.seed, 1, { int: true });
  return shippedNet(M.N, build, 'prva').then(({ net }) => {
    const player = new M.SP.SelfPlayer(net, 'prva', RULES);
    const ev = new M.V.NetEvaluator({ prva: net });
    const one = new M.R.Teacher(net, 'prva', RULES, 1);
    const two = new M.R.Teacher(net, 'prva', RULES, 2);
    const halves = [0, 1].map((h) => new M.RO.RolloutTeacher(net, 'prva', RULES, { games: games / 2, plies }, (seed * 2 + h) ^ 0x5bd1e995));
    const rand = M.E.seededRandom(seed);
    const dice = M.E.seededDice(seed ^ 0x27d4eb2d);
    let made = 0;
    while (made < n) {
      let pos = M.E.startPosition('prva', 'macedonian', rand() < 0.5 ? 'white' : 'black');
      for (let t = 0; t < 400 && made < n; t++) {
        if (t >= 4 && rand() < 0.125 && V.hasContact(V.viewOf(pos))) {
          const a = one.chances(pos, new Float64Array(OUTPUTS));
          const b = two.chances(pos, new Float64Array(OUTPUTS));
          if (a && b) {
            const [ra, rb] = halves.map((h) => [...h.chances(pos, new Float64Array(OUTPUTS))]);
            const line = { ...gnubgBoard(pos), zero: arr(ev.evaluateView(V.viewOf(pos))), one: [...a], two: [...b], rollA: ra, rollB: rb };
            line.roll = ra.map((x, i) => (x + rb[i]) / 2);
            console.log(JSON.stringify(line));
            made++;
          }
        }
        const play = player.choose(pos, [dice.die(), dice.die()]);
        if (play.result) break;
        pos = play.position;
      }
    }
  });
}

async function report() {
  if (files.length !== 2) throw new Error("report needs the labels file and GNU Backgammon's evaluations: report L.jsonl G.jsonl");
  const read = (f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  const L = read(files[0]);
  const G = read(files[1]);
  const ref = o.ref ?? 'g3';
  if (G.length !== L.length || !G.every((g) => Array.isArray(g[ref]))) throw new Error(`${files[1]} must hold ${ref} for each of the ${L.length} positions`);
  const target = G.map((g) => eqOf(g[ref]));
  const rms = (a) => Math.sqrt(a.reduce((s, x) => s + x * x, 0) / a.length);
  const mean = (a) => a.reduce((s, x) => s + x, 0) / a.length;
  const row = (name, eqs) => {
    const d = eqs.map((e, i) => e - target[i]);
    console.log(`${name.padEnd(28)} rms ${rms(d).toFixed(4)}  mean ${(mean(d) >= 0 ? '+' : '') + mean(d).toFixed(4)}`);
    return d;
  };
  console.log(`${L.length} positions; equity error against GNU Backgammon ${ref} (cubeless money, gammon 2, backgammon 3)`);
  for (const k of ['zero', 'one', 'two'])
    row(
      { zero: 'network, 0-ply', one: 'teacher, 1-ply', two: 'teacher, 2-ply' }[k],
      L.map((l) => eqOf(l[k])),
    );
  const d = row(
    'rollout',
    L.map((l) => eqOf(l.roll)),
  );
  const noise = mean(L.map((l) => ((eqOf(l.rollA) - eqOf(l.rollB)) / 2) ** 2));
  console.log(
    `${'rollout without its noise'.padEnd(28)} rms ${Math.sqrt(Math.max(0, mean(d.map((x) => x * x)) - noise)).toFixed(4)}  (noise sd ${Math.sqrt(noise).toFixed(4)})`,
  );
  if (G.every((g) => Array.isArray(g.g0)) && ref !== 'g0')
    row(
      'GNU Backgammon 0-ply',
      G.map((g) => eqOf(g.g0)),
    );
  if (o.net) {
    const net = o.net === 'shipped' ? (await shippedNet(M.N, build, 'prva')).net : readCheckpoint(M.N, path.resolve(o.net)).net;
    const ev = new M.V.NetEvaluator({ prva: net });
    const one = new M.R.Teacher(net, 'prva', RULES, 1);
    const positions = L.map((l) => RP.prvaFromGnubg(l.me, l.op));
    row(
      `--net, 0-ply`,
      positions.map((p) => M.V.equity(ev.evaluateView(V.viewOf(p)))),
    );
    row(
      `--net, 1-ply`,
      positions.map((p) => eqOf(one.chances(p, new Float64Array(OUTPUTS)))),
    );
  }
}

if (command === 'sample') await sample();
else if (command === 'report') await report();
else throw new Error(`the first word must be sample or report, got ${JSON.stringify(command ?? '').slice(0, 40)}`);
