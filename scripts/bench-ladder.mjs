#!/usr/bin/env node
// Vtora ladder step-query times of the exact ladder solver (src/engine/ladder, RULES.md D6): a
// random walk through each whole ladder turn (after one unmeasured warm-up walk of each fixed ladder), asking `legalNext` at every step with a fresh
// solver per walk (its construction, which settles the longest length, is counted into the
// walk's first query); then `count` on the two hard 1-1 ladders. A figure, not a pass/fail.
// Run: npx tsc -p tsconfig.node.json && node scripts/bench-ladder.mjs [--random=300] [--walks=10] [--exact-count] [--no-warmup]
// (--exact-count also counts every play of both hard ladders: minutes on the 2.5-million one.)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (p) => import(path.join(root, 'build/node', p));
const E = await load('src/engine/index.js');
const { rulesOf } = await load('src/engine/games/index.js');
const { toWork } = await load('src/engine/work.js');
const { turnDice } = await load('src/engine/turn.js');
const { LadderSolver } = await load('src/engine/ladder/solver.js');
const { DEAD_END_LADDER } = await load('test/node/helpers/ladders.js');
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const randomCount = arg('random', 300);
const hardWalks = arg('walks', 10);

const rules = rulesOf('vtora');
const ctx = { tradition: 'macedonian', options: {} };
/** The current Vtora rules as the solver's step function. */
function vtoraTarget() {
  let w = { b: null, myPins: 0, opPins: 0 };
  return (b, from, die) => {
    if (w.b !== b) w = { b, myPins: 0, opPins: 0 };
    return rules.target(w, from, die, ctx);
  };
}

const next = E.seededUint32(2024);
const r = (n) => next() % n;

/** Seeded random Vtora games stopped where a ladder double comes up (ladder turns are re-rolled, not played). */
function randomLadders(count) {
  const out = [];
  while (out.length < count) {
    let s = E.rollOpening(E.newMatch({ game: 'vtora', length: 1 }), 2, 1);
    for (let k = 0; k < 400 && s.phase !== 'game-over' && s.phase !== 'match-over' && out.length < count; k++) {
      if (s.phase === 'rolling') {
        let d = [r(6) + 1, r(6) + 1];
        if (turnDice(s.position, d).ordered && r(2) === 0) out.push({ name: 'random', pos: s.position, roll: d });
        while (turnDice(s.position, d).ordered) d = [r(6) + 1, r(6) + 1];
        s = E.rollMatchDice(s, d);
      } else {
        let t = E.currentTurn(s);
        for (let st = t.legalSteps(); st.length; st = t.legalSteps()) t = t.step(st[r(st.length)]);
        s = E.applyPlay(s, t.steps);
      }
    }
  }
  return out;
}

const conformance = fs
  .readFileSync(path.join(root, 'test/fixtures/conformance/rules-vtora-macedonian.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l))
  .filter((c) => c.dice && c.dice[0] === c.dice[1])
  .map((c) => ({ name: c.id, pos: E.positionFromJSON(c.position), roll: c.dice }))
  .filter((c) => turnDice(c.pos, c.roll).ordered);
const hard = [
  { name: 'dead-end 1-1 (test helper)', pos: DEAD_END_LADDER, roll: [1, 1] },
  { name: 'issue 14 1-1 (2,553,511 plays)', pos: E.parsePosition('vtora w:24x7,19,18x4,8,4,3 b:24x8,18x2,8,5,4,3x2 turn:b rolls:5/4'), roll: [1, 1] },
];

/** CPU time of this process in ms (user + system): on a shared machine it is not inflated by waiting. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The slowest step query measured (CPU ms), with its ladder. */
let slowest = { ms: 0 };

/** One random walk through the turn; each step query's wall and CPU time in ms (the first includes construction). */
function walk(c, wall, cpuTimes) {
  const dice = turnDice(c.pos, c.roll).dice;
  const b = toWork(c.pos).b.slice();
  let t0 = performance.now();
  let c0 = cpu();
  const solver = new LadderSolver(b, dice, vtoraTarget());
  for (let depth = 0; ; depth++) {
    const steps = solver.legalNext(b, depth);
    wall.push(performance.now() - t0);
    const spent = cpu() - c0;
    cpuTimes.push(spent);
    if (spent > slowest.ms) slowest = { ms: spent, depth, position: E.positionToCompact(c.pos), roll: c.roll.join('-') };
    if (steps.length === 0) break;
    const s = steps[r(steps.length)];
    b[s.from]--;
    b[s.to]++;
    t0 = performance.now();
    c0 = cpu();
  }
}

function stats(times) {
  const s = [...times].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return `median ${at(0.5).toFixed(3)}  p99 ${at(0.99).toFixed(2)}  worst ${s[s.length - 1].toFixed(2)}`;
}

function summary(label, wall, cpuTimes) {
  console.log(`${label.padEnd(34)} ${String(wall.length).padStart(6)} queries  wall ms: ${stats(wall)}  | cpu ms: ${stats(cpuTimes)}`);
}

const allWall = [];
const allCpu = [];
const groups = [
  ['conformance ladders (' + conformance.length + ')', conformance, 3],
  ...hard.map((h) => [h.name, [h], hardWalks]),
];
const tGen = performance.now();
const randoms = randomLadders(randomCount);
console.log(`(${randoms.length} random ladders generated in ${((performance.now() - tGen) / 1000).toFixed(1)} s)`);
groups.push([`random ladders (${randoms.length})`, randoms, 1]);
// Warm-up (not measured): one walk through the conformance and hard ladders, so the figures are
// of compiled code, as on a page after its first few turns; every measured walk still gets a fresh solver.
if (!process.argv.includes('--no-warmup')) for (const c of [...conformance, ...hard]) walk(c, [], []);
slowest = { ms: 0 };
for (const [label, set, walks] of groups) {
  const wall = [];
  const cpuTimes = [];
  for (const c of set) for (let k = 0; k < walks; k++) walk(c, wall, cpuTimes);
  if (wall.length > 0) summary(label, wall, cpuTimes);
  allWall.push(...wall);
  allCpu.push(...cpuTimes);
}
summary('all step queries', allWall, allCpu);
console.log(`slowest query: ${slowest.ms.toFixed(2)} ms CPU at step ${slowest.depth} of ${slowest.roll} on ${slowest.position}`);
console.log(`load average ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')} on ${(await import('node:os')).cpus().length} CPUs`);

for (const h of hard) {
  const dice = turnDice(h.pos, h.roll).dice;
  const limits = process.argv.includes('--exact-count') ? [10_000, Infinity] : [10_000];
  for (const limit of limits) {
    const t0 = performance.now();
    const n = new LadderSolver(toWork(h.pos).b, dice, vtoraTarget()).count(limit);
    console.log(`count(${limit}) ${h.name}: ${n} in ${(performance.now() - t0).toFixed(0)} ms (construction included)`);
  }
}
