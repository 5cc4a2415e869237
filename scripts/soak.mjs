#!/usr/bin/env node
// The engine soak: random matches of every game and tradition, checking invariants after every
// step, on all cores. `npm run soak` plays a million games; `-- --games N` plays fewer.
// Prints games per second. Exits non-zero on the first broken invariant.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIGS = [
  { tradition: 'macedonian' }, { tradition: 'bulgarian' }, { tradition: 'greek' }, { tradition: 'turkish' },
  { game: 'prva' }, { game: 'vtora' }, { game: 'treta' }, { game: 'treta', tradition: 'greek' }, { game: 'fevga' },
];

if (isMainThread) {
  const arg = process.argv.find((a) => a.startsWith('--games'));
  const games = Number(arg?.includes('=') ? arg.split('=')[1] : process.argv[process.argv.indexOf('--games') + 1] ?? 1_000_000) || 1_000_000;
  const threads = Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
  const t0 = performance.now();
  let done = 0;
  let lastPrint = t0;
  const per = Math.ceil(games / threads);
  await Promise.all(Array.from({ length: threads }, (_, i) => new Promise((resolve, reject) => {
    const w = new Worker(fileURLToPath(import.meta.url), { workerData: { games: per, seed: i * 1_000_003 + 17 } });
    w.on('message', (m) => {
      done += m.games;
      const now = performance.now();
      if (now - lastPrint > 5000) {
        lastPrint = now;
        console.log(`${done} games, ${(done / ((now - t0) / 1000)).toFixed(0)} games/s`);
      }
    });
    w.on('error', reject);
    w.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`soak worker exited with ${code}`))));
  })));
  const s = (performance.now() - t0) / 1000;
  console.log(`soak: ${done} games in ${s.toFixed(1)} s on ${threads} threads = ${(done / s).toFixed(0)} games/s, every invariant held`);
} else {
  const E = await import(path.join(root, 'build/node/src/engine/index.js'));
  const { games, seed } = workerData;
  const next = E.seededUint32(seed);
  const r = (n) => next() % n;
  const check = (cond, msg, s) => {
    if (!cond) throw new Error(`${msg} in ${JSON.stringify(E.positionToJSON(s.position))}`);
  };
  let played = 0;
  let batch = 0;
  for (let m = 0; played < games; m++) {
    const config = { ...CONFIGS[m % CONFIGS.length], length: 1 + r(3) * 2 };
    let s = E.newMatch(config);
    for (let actions = 0; s.phase !== 'match-over'; actions++) {
      check(actions < 20000, 'match did not end', s);
      if (s.phase === 'opening') s = E.rollOpening(s, r(6) + 1, r(6) + 1);
      else if (s.phase === 'rolling') s = E.rollMatchDice(s, [r(6) + 1, r(6) + 1]);
      else if (s.phase === 'game-over') {
        s = E.nextGame(s);
        played++;
        batch++;
      } else {
        let t = E.currentTurn(s);
        for (let st = t.legalSteps(); st.length; st = t.legalSteps()) {
          t = t.step(st[r(st.length)]);
          const p = t.position;
          check(E.checkerTotal(p.white) === 15 && E.checkerTotal(p.black) === 15, 'checkers lost', s);
          E.validatePosition(p);
        }
        check(t.canFinish(), 'random walk ended on an incomplete turn', s);
        s = E.applyPlay(s, t.steps);
      }
    }
    played++;
    batch++;
    const sum = { white: 0, black: 0 };
    for (const g of s.games) if (g.result.winner) sum[g.result.winner] += g.result.points;
    check(sum.white === s.score.white && sum.black === s.score.black, 'scores do not add up', s);
    check(s.score[s.winner] >= s.config.length, 'winner below the length', s);
    if (batch >= 200) {
      parentPort.postMessage({ games: batch });
      batch = 0;
    }
  }
  parentPort.postMessage({ games: batch });
}
