#!/usr/bin/env node
// The engine soak: random matches of every game and tradition, checking invariants after every
// step, every turn and every match, on all cores. Prints progress and games per second; exits
// non-zero on the first broken invariant, printing how to replay it.
//
//   npm run soak                          a million games
//   npm run soak -- --games 20000         fewer
//   npm run soak -- --threads 1 --seed 7  one thread, another seed
//
// Invariants: on one turn in eight, played step by step through Turn, after every step 15 checkers
// a side, a possible position (validatePosition) and the mover's pip count going down, and a
// complete legal play at the end; on the others (a uniformly random play from the fast lists)
// the same checks on the position after the play; after every turn the same position through
// the referee (applyPlay) as through the play, and (on a sample) the play found among
// legalPlays; after every
// match the games following the set in order, scores adding up, the winner at the length and the
// loser below it.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONFIGS = [
  { tradition: 'macedonian' },
  { tradition: 'bulgarian' },
  { tradition: 'greek' },
  { tradition: 'turkish' },
  { game: 'prva' },
  { game: 'vtora' },
  { game: 'treta' },
  { game: 'treta', tradition: 'greek' },
  { game: 'fevga' },
  { tradition: 'romanian' },
  { tradition: 'international' },
  { game: 'backgammon' },
  { game: 'nardy' },
];

function option(name, fallback) {
  const i = process.argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const raw = process.argv[i].includes('=') ? process.argv[i].split('=')[1] : process.argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`soak: --${name} must be a whole number ≥ 1, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return n;
}

if (isMainThread) {
  const games = option('games', 1_000_000);
  const threads = Math.min(games, option('threads', Math.max(1, os.availableParallelism?.() ?? os.cpus().length)));
  const seed = option('seed', 17);
  const t0 = performance.now();
  let done = 0;
  let lastPrint = t0;
  console.log(`soak: ${games} games on ${threads} threads (seed ${seed})`);
  const results = await Promise.allSettled(
    Array.from(
      { length: threads },
      (_, i) =>
        new Promise((resolve, reject) => {
          const share = Math.floor(games / threads) + (i < games % threads ? 1 : 0);
          const w = new Worker(fileURLToPath(import.meta.url), { workerData: { games: share, seed: seed * 1_000_003 + i * 7919 } });
          w.on('message', (m) => {
            if (m.failure) {
              reject(new Error(m.failure));
              return;
            }
            done += m.games;
            const now = performance.now();
            if (now - lastPrint > 5000) {
              lastPrint = now;
              const rate = done / ((now - t0) / 1000);
              console.log(`${done} games, ${rate.toFixed(0)} games/s, about ${((games - done) / rate / 60).toFixed(1)} min left`);
            }
          });
          w.on('error', reject);
          w.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`soak worker exited with ${code}`))));
        }),
    ),
  );
  const failed = results.filter((r) => r.status === 'rejected');
  const s = (performance.now() - t0) / 1000;
  if (failed.length) {
    for (const f of failed) console.error(`soak: FAILED: ${f.reason.message}`);
    process.exit(1);
  }
  console.log(`soak: ${done} games in ${s.toFixed(1)} s on ${threads} threads = ${(done / s).toFixed(0)} games/s, every invariant held`);
} else {
  const E = await import(path.join(root, 'build/node/src/engine/index.js'));
  const { games, seed } = workerData;
  const next = E.seededUint32(seed);
  const r = (n) => next() % n;
  const rand = () => next() / 4294967296;
  /** One turn in this many is played step by step, with the invariants checked after every step. */
  const STEPWISE = 8;
  let where = '';
  const check = (cond, msg, pos) => {
    if (!cond) throw new Error(`${msg} (${where}) in ${pos ? JSON.stringify(E.positionToJSON(pos)) : '?'}`);
  };
  let played = 0;
  let batch = 0;
  let turns = 0;
  try {
    for (let m = 0; played < games; m++) {
      const config = { ...CONFIGS[m % CONFIGS.length], length: 1 + r(3) * 2 };
      where = `worker seed ${seed}, match ${m}, ${JSON.stringify(config)}`;
      let s = E.newMatch(config);
      for (let actions = 0; s.phase !== 'match-over'; actions++) {
        check(actions < 20000, 'match did not end', s.position);
        if (s.phase === 'opening') s = E.rollOpening(s, r(6) + 1, r(6) + 1);
        else if (s.phase === 'rolling') s = E.rollMatchDice(s, [r(6) + 1, r(6) + 1]);
        else if (s.phase === 'game-over') {
          s = E.nextGame(s);
          played++;
          batch++;
        } else {
          const mover = s.position.turn;
          if (r(STEPWISE) !== 0) {
            // Most turns: a uniformly random play from the fast lists, refereed by applyPlay.
            const play = E.uniformRandomPlay(s.position, s.dice, rand, { triple: s.config.triple });
            const p = play.position;
            check(E.checkerTotal(p.white) === 15 && E.checkerTotal(p.black) === 15, 'checkers lost', p);
            E.validatePosition(p);
            check(play.steps.length === 0 || E.pipCount(p[mover]) < E.pipCount(s.position[mover]), "the mover's pip count did not go down", p);
            const after = E.applyPlay(s, play.steps);
            check(E.positionKey(after.lastPlay.position) === E.positionKey(p), 'applyPlay and the play disagree', s.position);
            s = after;
            turns++;
            continue;
          }
          let t = E.currentTurn(s);
          for (let st = t.legalSteps(); st.length; st = t.legalSteps()) {
            const pips = E.pipCount(t.position[mover]);
            t = t.step(st[r(st.length)]);
            const p = t.position;
            check(E.checkerTotal(p.white) === 15 && E.checkerTotal(p.black) === 15, 'checkers lost', p);
            // A partial turn's position does not count the roll being played yet (nardy's N4 check needs it).
            E.validatePosition(p.game === 'nardy' ? { ...p, rolls: { ...p.rolls, [mover]: p.rolls[mover] + 1 } } : p);
            check(E.pipCount(p[mover]) < pips, "the mover's pip count did not go down", p);
          }
          check(t.canFinish(), 'random walk ended on an incomplete turn', t.position);
          const play = t.finish();
          if (++turns % 200 === 0 && !t.isLadder && E.countPlays(t.start, s.dice) <= 3000) {
            const keys = new Set(E.legalPlays(t.start, s.dice).map((x) => E.positionKey(x.position)));
            check(keys.has(E.positionKey(play.position)), 'a step-wise play is missing from legalPlays', t.start);
          }
          const after = E.applyPlay(s, t.steps);
          check(E.positionKey(after.lastPlay.position) === E.positionKey(play.position), 'applyPlay and the steps disagree', t.start);
          s = after;
        }
      }
      played++;
      batch++;
      const sum = { white: 0, black: 0 };
      for (const g of s.games) if (g.result.winner) sum[g.result.winner] += g.result.points;
      check(sum.white === s.score.white && sum.black === s.score.black, 'scores do not add up', s.position);
      check(s.winner && s.score[s.winner] >= s.config.length, 'winner below the length', s.position);
      check(s.score[s.winner === 'white' ? 'black' : 'white'] < s.config.length, 'loser at the length', s.position);
      s.games.forEach((g, i) => check(g.game === s.set[i % s.set.length], `game ${i} is ${g.game}, not the set's ${s.set[i % s.set.length]}`, s.position));
      if (batch >= 200) {
        parentPort.postMessage({ games: batch });
        batch = 0;
      }
    }
    parentPort.postMessage({ games: batch });
  } catch (error) {
    parentPort.postMessage({ failure: `${error.message} [${where}]` });
  }
}
