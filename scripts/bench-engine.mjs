#!/usr/bin/env node
// Prints move-generation speed per game: legal-play lists per second over a fixed set of
// positions (median of several runs), and for Vtora ladders the step-wise view's speed.
// A figure, not a pass/fail. Run `npm run bench:engine` (builds first).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const E = await import(path.join(root, 'build/node/src/engine/index.js'));
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.slice(10) ?? 1);

function cases(file, filter = () => true) {
  return fs
    .readFileSync(path.join(root, 'test/fixtures/conformance', file), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .filter(filter)
    .map((c) => [E.positionFromJSON(c.position), c.dice]);
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function rate(set, fn) {
  const results = [];
  for (let r = 0; r < runs; r++) {
    let n = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < seconds * 1000) {
      for (const c of set) {
        fn(c);
        n++;
      }
    }
    results.push(n / ((performance.now() - t0) / 1000));
  }
  return Math.round(median(results));
}

/** Ladder positions: seeded random Vtora games, stopped where a double is rolled after the third roll. */
function ladderPositions(count) {
  const out = [];
  const next = E.seededUint32(2024);
  const r = (n) => next() % n;
  while (out.length < count) {
    let s = E.rollOpening(E.newMatch({ game: 'vtora', length: 1 }), 2, 1);
    for (let k = 0; k < 400 && s.phase !== 'game-over' && s.phase !== 'match-over'; k++) {
      if (s.phase === 'rolling') {
        const d = [r(6) + 1, r(6) + 1];
        if (d[0] === d[1] && d[0] >= 3 && s.position.rolls[s.position.turn] >= 3 && out.length < count && r(3) === 0) {
          out.push([s.position, d]);
        }
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

const rows = [];
const prvaMid = cases('prva-gnubg.jsonl', (c) => c.dice[0] !== c.dice[1] && c.tags?.includes('contact'));
rows.push(['prva mid-game, non-doubles (gnubg set)', prvaMid.length, rate(prvaMid, ([p, d]) => E.legalPlays(p, d))]);
const prvaAll = cases('prva-gnubg.jsonl');
rows.push(['prva, all 500 gnubg positions', prvaAll.length, rate(prvaAll, ([p, d]) => E.legalPlays(p, d))]);
for (const f of ['rules-vtora-macedonian.jsonl', 'rules-treta-macedonian.jsonl', 'rules-treta-greek.jsonl', 'rules-fevga-greek.jsonl']) {
  const set = cases(f);
  rows.push([f.replace('rules-', '').replace('.jsonl', ''), set.length, rate(set, ([p, d]) => E.legalPlays(p, d))]);
}
const ladders = ladderPositions(24);
rows.push(['vtora ladders (3-3…6-6): step-wise turn, first steps + one full play', ladders.length, rate(ladders, ([p, d]) => {
  let t = E.Turn.begin(p, d);
  for (let st = t.legalSteps(); st.length; st = t.legalSteps()) t = t.step(st[0]);
  t.finish();
})]);
const small = ladders.filter(([p, d]) => E.countPlays(p, d) <= 20000);
rows.push([`vtora ladders with ≤ 20,000 plays: full legal-play lists`, small.length, rate(small, ([p, d]) => E.legalPlays(p, d))]);

console.log(`engine move generation, median of ${runs} runs of ${seconds}s, one core (node ${process.version})`);
for (const [name, n, perSec] of rows) console.log(`${String(perSec).padStart(9)} per second   ${name} (${n} positions)`);
const base = rows[0][2];
console.log(`ladder step-wise turns are ${(base / rows[rows.length - 2][2]).toFixed(1)}× slower per turn than a prva list; full ladder lists ${(base / rows[rows.length - 1][2]).toFixed(1)}×`);
