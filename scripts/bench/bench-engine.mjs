#!/usr/bin/env node
// Engine speed, as ratios to the naive yardstick generator measured on the same positions in the
// same run (so that a noisy, shared machine moves the figures less), with medians and 95 %
// intervals over interleaved rounds; Vtora ladder step-query times; the bot's 0-ply decisions.
// A figure, not a pass/fail. Run `npm run bench:engine` (builds first); options:
//   --rounds N      interleaved rounds per comparison (default 15)
//   --walks N       random walks through each hard ladder (default 10)
//   --random N      seeded random ladders, one walk each (default 200)
//   --baseline DIR  an older build (its build/node folder) whose full Prva lists and bot are timed
//                   beside this one's, in the same rounds
//   --wall          time the lists by the wall clock (default: this process's CPU time, which
//                   other jobs on a shared machine move far less; the ladder times are wall always)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: opts } = parseArgs({
  options: { rounds: { type: 'string' }, walks: { type: 'string' }, random: { type: 'string' }, baseline: { type: 'string' }, wall: { type: 'boolean' } },
});
const ROUNDS = Number(opts.rounds ?? 15);
const WALKS = Number(opts.walks ?? 10);
const RANDOM = Number(opts.random ?? 200);
const build = (dir, p) => import(path.join(dir, p));
const E = await build(path.join(root, 'build/node'), 'src/engine/index.js');
const B = await build(path.join(root, 'build/node'), 'src/bot/index.js');
await B.loadNetworks(); // the networks load per game; chooseMoveSync needs them loaded
const { DEAD_END_LADDER } = await build(path.join(root, 'build/node'), 'test/node/helpers/ladders.js');
const baseE = opts.baseline ? await build(path.resolve(opts.baseline), 'src/engine/index.js') : null;
const naive = await import(path.join(root, '../shared/bench/naive-movegen.mjs')).catch(() => null);
if (!naive) {
  console.error('bench-engine: the yardstick ../shared/bench/naive-movegen.mjs is not there');
  process.exit(2);
}

function cases(file) {
  return fs
    .readFileSync(path.join(root, 'test/fixtures/conformance', file), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .map((c) => ({ pos: E.positionFromJSON(c.position), dice: c.dice, json: c.position }));
}

/** The naive generator's board convention (its README): 25-arrays in each owner's numbering, [24] = bar. */
function naiveBoards(json) {
  const side = (s) => {
    const a = new Array(25).fill(0);
    for (const [p, n] of Object.entries(s.points)) a[Number(p) - 1] = n;
    a[24] = s.bar ?? 0;
    return a;
  };
  const me = json.turn === 'white' ? json.white : json.black;
  const op = json.turn === 'white' ? json.black : json.white;
  return [side(me), side(op)];
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => {
  const s = sorted(xs);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** A distribution-free 95 % interval of the median (order statistics of the binomial(n, ½)). */
function interval(xs) {
  const s = sorted(xs);
  const n = s.length;
  const k = Math.max(0, Math.floor(n / 2 - 0.98 * Math.sqrt(n)));
  return [s[k], s[Math.min(n - 1, n - 1 - k)]];
}
const quantile = (xs, q) => sorted(xs)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const fmt = (x, d = 2) => x.toFixed(d);

/** Milliseconds of this process's CPU time (user + system), or of the wall clock with --wall. */
const clock = opts.wall
  ? () => performance.now()
  : () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };

/** Lists per second (of CPU time, or wall with --wall) of `fn` over `set`, passes repeated until ≥ 50 ms. */
function rate(set, fn) {
  let n = 0;
  const t0 = clock();
  let t = t0;
  do {
    for (const c of set) fn(c);
    n += set.length;
    t = clock();
  } while (t - t0 < 50);
  return n / ((t - t0) / 1000);
}

/** Interleaved rounds of every method; ratios to the first (the yardstick) within each round. */
function compare(set, methods) {
  const rates = methods.map(() => []);
  for (const [, fn] of methods) rate(set, fn); // warm-up
  for (let r = 0; r < ROUNDS; r++) methods.forEach(([, fn], i) => rates[i].push(rate(set, fn)));
  return methods.map(([name], i) => {
    const ratios = rates[i].map((x, r) => x / rates[0][r]);
    return { name, perSec: median(rates[i]), ratio: median(ratios), ci: interval(ratios) };
  });
}

console.log(
  `engine speed (node ${process.version}, one core; rates per second of ${opts.wall ? 'wall clock' : 'CPU time'}; ${ROUNDS} interleaved rounds; medians, 95 % intervals of the median)\n`,
);

/** Prva positions met in seeded uniform-random self-play, each with the roll played there. */
function selfPlayPositions(count, seed) {
  const rnd = E.seededUint32(seed);
  const out = [];
  while (out.length < count) {
    let pos = E.startPosition('prva');
    for (let k = 0; k < 200 && out.length < count; k++) {
      const dice = [(rnd() % 6) + 1, (rnd() % 6) + 1];
      const json = E.positionToJSON(pos);
      out.push({ pos: E.positionFromJSON(json), dice, json });
      const play = E.uniformRandomPlay(pos, dice, () => rnd() / 2 ** 32);
      if (play.result) break;
      pos = play.position;
    }
  }
  return out;
}

let _sink = 0;
/** A full list as its callers read it: every play's steps and resulting position (each field of both sides touched). */
function readAll(plays) {
  for (const p of plays) {
    _sink += p.steps.length;
    const q = p.position;
    _sink += q.white.points[6] + q.black.points[19] + q.white.bar + q.black.off;
  }
}

// 1. Prva: the public API and the board-only API against the yardstick, on the same positions.
// With a baseline, each case also holds the baseline engine's own position (an engine trusts the positions it made or checked).
const withBaseline = (c) => (baseE ? { ...c, basePos: baseE.positionFromJSON(c.json) } : c);
const prva = cases('prva-gnubg.jsonl').map((c) => withBaseline({ ...c, naive: naiveBoards(c.json) }));
const selfPlay = selfPlayPositions(1000, 7).map((c) => withBaseline({ ...c, naive: naiveBoards(c.json) }));
const list = new E.BoardList();
const methods = [
  ['naive generator (yardstick)', (c) => naive.legalMoves(c.naive[0], c.naive[1], c.dice)],
  ['legalPlays, every play read (steps, position)', (c) => readAll(E.legalPlays(c.pos, c.dice))],
  ['legalPlays, plays not read', (c) => E.legalPlays(c.pos, c.dice)],
  ['listBoards (board-only API, reused list)', (c) => E.listBoards(c.pos, c.dice, {}, list)],
];
if (baseE) methods.push(['baseline: legalPlays, every play read', (c) => readAll(baseE.legalPlays(c.basePos, c.dice))]);
const isDouble = (c) => c.dice[0] === c.dice[1];
for (const [label, set] of [
  ['all 500 gnubg positions', prva],
  ['gnubg positions, doubles only', prva.filter(isDouble)],
  ['gnubg positions, non-doubles only', prva.filter((c) => !isDouble(c))],
  [`${selfPlay.length} self-play positions (seeded uniform-random games)`, selfPlay],
  ['self-play positions, doubles only', selfPlay.filter(isDouble)],
]) {
  console.log(`Prva, ${label} (${set.length}):`);
  for (const r of compare(set, methods)) {
    console.log(`  ${r.name.padEnd(48)} ${String(Math.round(r.perSec)).padStart(8)} lists/s   ×${fmt(r.ratio)} [${fmt(r.ci[0])}, ${fmt(r.ci[1])}]`);
  }
}

// 2. The other games: cost per list relative to Prva's through the same API (the public one and the board-only one).
console.log(`\nper-list cost relative to Prva (conformance positions; > 1 = dearer; per play = per list ÷ the ratio of plays per list):`);
const prvaSet = cases('rules-prva-macedonian.jsonl');
const playsPerList = (set) => set.reduce((n, c) => n + E.countPlays(c.pos, c.dice), 0) / set.length;
const prvaPlays = playsPerList(prvaSet);
console.log(`  ${'prva-macedonian'.padEnd(20)} (${prvaSet.length} positions) ${prvaPlays.toFixed(1)} plays a list`);
const apis = [
  ['legalPlays read', (c) => readAll(E.legalPlays(c.pos, c.dice))],
  ['legalPlays', (c) => E.legalPlays(c.pos, c.dice)],
  ['listBoards', (c) => E.listBoards(c.pos, c.dice, {}, list)],
];
/** Per API: the cost of a list of `set` relative to one of `prvaSet` (median and 95 % interval over interleaved rounds), and `set`'s lists per second. */
function perListCosts(prvaSet, set) {
  const prvaRates = apis.map(() => []);
  const gameRates = apis.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    apis.forEach(([, fn], i) => {
      prvaRates[i].push(rate(prvaSet, fn));
      gameRates[i].push(rate(set, fn));
    });
  }
  return apis.map(([api], i) => {
    const costs = prvaRates[i].map((p, r) => p / gameRates[i][r]);
    return { api, cost: median(costs), ci: interval(costs), gamePerSec: median(gameRates[i]) };
  });
}
for (const f of [
  'rules-treta-macedonian.jsonl',
  'rules-treta-greek.jsonl',
  'rules-fevga-greek.jsonl',
  'rules-vtora-macedonian.jsonl',
  'rules-nardy-macedonian.jsonl',
]) {
  const set = cases(f).filter((c) => !(c.dice && E.isLadderTurn(c.pos, c.dice)));
  const plays = playsPerList(set);
  const name = f.replace('rules-', '').replace('.jsonl', '');
  console.log(`  ${name.padEnd(20)} (${set.length} positions, ladders aside, ${plays.toFixed(1)} plays a list):`);
  for (const { api, cost, ci, gamePerSec } of perListCosts(prvaSet, set)) {
    console.log(
      `    ${api.padEnd(16)} ×${fmt(cost)} [${fmt(ci[0])}, ${fmt(ci[1])}]   ${Math.round(gamePerSec)} lists/s   ×${fmt(cost / (plays / prvaPlays))} per play`,
    );
  }
}

// 2b. The same boards in every game: the gnubg Prva positions without checkers on the bar, read
// as each game's position where that is a legal one (the conformance sets above differ in how
// many plays a list holds; here only the rules differ). Vtora's ladder turns are left aside.
console.log(`\nper-list cost relative to Prva on the same boards (gnubg positions without checkers on the bar, read as each game where legal):`);
const barless = prva.filter((c) => !c.json.white.bar && !c.json.black.bar);
for (const [game, tradition] of [
  ['treta', 'macedonian'],
  ['treta', 'greek'],
  ['fevga', 'greek'],
  ['vtora', 'macedonian'],
  ['nardy', 'macedonian'],
]) {
  const pairs = [];
  for (const c of barless) {
    let pos;
    try {
      pos = E.positionFromJSON({ ...c.json, game, tradition, rolls: { white: 10, black: 10 } });
    } catch {
      continue; // e.g. both colours on one point: legal in Prva only
    }
    if (game === 'vtora' && E.isLadderTurn(pos, c.dice)) continue;
    pairs.push([c, { pos, dice: c.dice }]);
  }
  const prvaSame = pairs.map(([c]) => c);
  const gameSame = pairs.map(([, g]) => g);
  const plays = playsPerList(gameSame) / playsPerList(prvaSame);
  const cells = perListCosts(prvaSame, gameSame).map(({ api, cost, ci }) => `${api} ×${fmt(cost)} [${fmt(ci[0])}, ${fmt(ci[1])}]`);
  console.log(`  ${`${game}-${tradition}`.padEnd(20)} (${pairs.length} boards, plays a list ×${fmt(plays)} Prva's)   ${cells.join('   ')}`);
}

// 3. Vtora ladders through the step-wise view: the time of each legalSteps() along random walks.
const next = E.seededUint32(2024);
const pick = (n) => next() % n;
function randomLadders(count) {
  const out = [];
  while (out.length < count) {
    let s = E.rollOpening(E.newMatch({ game: 'vtora', length: 1 }), 2, 1);
    for (let k = 0; k < 400 && s.phase !== 'game-over' && s.phase !== 'match-over'; k++) {
      if (s.phase === 'rolling') {
        const d = [pick(6) + 1, pick(6) + 1];
        if (d[0] === d[1] && E.isLadderTurn(s.position, d)) {
          if (out.length < count && pick(2) === 0) out.push({ pos: s.position, dice: d });
          continue; // a ladder is not played out here: re-roll
        }
        s = E.rollMatchDice(s, d);
      } else {
        const t = E.currentTurn(s);
        s = E.applyPlay(s, E.uniformRandomPlay(s.position, s.dice, () => next() / 2 ** 32).steps);
        void t;
      }
    }
  }
  return out;
}
const conformanceLadders = cases('rules-vtora-macedonian.jsonl').filter((c) => c.dice && E.isLadderTurn(c.pos, c.dice));
const hard = [
  { name: 'the dead-end 1-1 ladder of the tests', pos: DEAD_END_LADDER, dice: [1, 1] },
  {
    name: 'vtora w:24x7,19,18x4,8,4,3 b:24x8,18x2,8,5,4,3x2 turn:b rolls:5/4, 1-1',
    pos: E.parsePosition('vtora w:24x7,19,18x4,8,4,3 b:24x8,18x2,8,5,4,3x2 turn:b rolls:5/4'),
    dice: [1, 1],
  },
];
function walkTimes(pos, dice, walks) {
  const times = [];
  for (let w = 0; w < walks; w++) {
    let t0 = performance.now();
    let turn = E.Turn.begin(pos, dice); // the turn's set-up is counted into its first query
    for (;;) {
      const steps = turn.legalSteps();
      times.push(performance.now() - t0);
      if (steps.length === 0) break;
      turn = turn.step(steps[pick(steps.length)]);
      t0 = performance.now();
    }
    turn.finish();
  }
  return times;
}
console.log(`\nVtora ladders, legalSteps() at every step of random walks (ms, wall; a fresh turn per walk):`);
for (const h of hard) walkTimes(h.pos, h.dice, 1); // warm-up
const all = [];
const row = (name, times) => {
  all.push(...times);
  console.log(
    `  ${name.padEnd(76)} ${String(times.length).padStart(5)} queries  median ${fmt(median(times), 3)}  p99 ${fmt(quantile(times, 0.99), 2)}  worst ${fmt(Math.max(...times), 2)}`,
  );
};
row(
  `conformance ladders (${conformanceLadders.length}), 3 walks each`,
  conformanceLadders.flatMap((c) => walkTimes(c.pos, c.dice, 3)),
);
for (const h of hard) row(`${h.name}, ${WALKS} walks`, walkTimes(h.pos, h.dice, WALKS));
row(
  `seeded random ladders (${RANDOM}), one walk each`,
  randomLadders(RANDOM).flatMap((c) => walkTimes(c.pos, c.dice, 1)),
);
console.log(
  `  ${'all'.padEnd(76)} ${String(all.length).padStart(5)} queries  median ${fmt(median(all), 3)}  p99 ${fmt(quantile(all, 0.99), 2)}  worst ${fmt(Math.max(...all), 2)}`,
);
for (const h of hard) {
  const t0 = performance.now();
  const n = E.countPlays(h.pos, h.dice, { limit: 10_000 });
  console.log(`  countPlays(…, {limit: 10000}) on ${h.name}: ${n > 10_000 ? 'more than 10000' : n} in ${fmt(performance.now() - t0, 1)} ms`);
}

// 4. The bot's 0-ply decision (level hard: the network, no look-ahead) in Prva. With a baseline,
// also this build's decision with the baseline's own Prva network (so that the ratio shows the
// decision's code — engine, board-only API, features, forward pass — apart from the network's size).
const botSet = prva.slice(0, 200);
const hardDecision =
  (M, extra = {}) =>
  (c) =>
    M.chooseMoveSync(c.pos, c.dice, { level: 'hard', seed: 1, ...extra });
const bots = [['this build', hardDecision(B)]];
if (opts.baseline) {
  const dir = path.resolve(opts.baseline);
  const baseline = await build(dir, 'src/bot/index.js');
  await baseline.loadNetworks?.(); // builds before per-game networks bundle them all
  const theirs = Object.values(await build(dir, 'src/bot/weights/prva.js'))[0];
  bots.push([
    `this build, the baseline's ${theirs.inputs}-${theirs.hidden}-${theirs.outputs} network`,
    hardDecision(B, { evaluator: await asFiveOutputs(theirs) }),
  ]);
  bots.push(['baseline', hardDecision(baseline)]);
  const [, same, base] = bots;
  const agree = botSet.filter((c) => JSON.stringify(same[1](c).position) === JSON.stringify(base[1](c).position)).length;
  console.log(`\n(with the baseline's network this build makes the baseline's choice in ${agree} of ${botSet.length} positions)`);
}
console.log(`\nbot, Prva 0-ply decisions (level hard, ${botSet.length} gnubg positions${opts.baseline ? `; baseline ${opts.baseline}` : ''}):`);
const botRates = bots.map(() => []);
for (const [, decide] of bots) rate(botSet, decide); // warm-up, as for the lists
for (let r = 0; r < ROUNDS; r++) {
  bots.forEach(([, decide], i) => botRates[i].push(rate(botSet, decide)));
}
const width = Math.max(...bots.map(([name]) => name.length));
bots.forEach(([name], i) => {
  const ratios = botRates[i].map((x, r) => x / botRates[bots.length - 1][r]);
  const extra = bots.length > 1 ? `   ×${fmt(median(ratios))} the baseline [${fmt(interval(ratios)[0])}, ${fmt(interval(ratios)[1])}]` : '';
  console.log(`  ${name.padEnd(width)}  ${Math.round(median(botRates[i]))} decisions/s${extra}`);
});

/**
 * An evaluator of this build running another build's Prva network: a 3-output network of
 * version 0.1 (win, win 2, lose 2) gets this version's five outputs with "win 3" and "lose 3"
 * never (so it ranks plays exactly as it did there).
 */
async function asFiveOutputs(data) {
  const { Net } = await build(path.join(root, 'build/node'), 'src/bot/net.js');
  const { NetEvaluator } = await build(path.join(root, 'build/node'), 'src/bot/evaluator.js');
  const old = Net.fromData(data);
  if (old.outputs === 5) return new NetEvaluator({ prva: old });
  if (old.outputs !== 3) throw new Error(`bench-engine: the baseline's Prva network has ${old.outputs} outputs (3 or 5 expected)`);
  const net = new Net(old.inputs, old.hidden, 5);
  net.w1.set(old.w1);
  net.b1.set(old.b1);
  const h = old.hidden;
  for (const [to, from] of [
    [0, 0],
    [1, 1],
    [3, 2],
  ]) {
    net.w2.set(old.w2.subarray(from * h, (from + 1) * h), to * h);
    net.b2[to] = old.b2[from];
  }
  net.b2[2] = net.b2[4] = -40; // the triple outputs: sigmoid(-40) = 0
  return new NetEvaluator({ prva: net });
}
