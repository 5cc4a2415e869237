#!/usr/bin/env node
// The engine soak: random matches of every game and tradition, checking invariants after every
// step, every turn and every match, on all cores. Prints progress and games per second; exits
// non-zero on the first broken invariant, printing how to replay it.
//
//   npm run soak                                   a million games
//   npm run soak -- --games 20000                  fewer
//   npm run soak -- --threads 1 --seed 7           one thread, another seed
//   npm run soak -- --resume                       add to build/soak/seed-17.json and go on from it
//   npm run soak -- --seed 7 --chunk 12            replay one chunk alone (as a failure names it)
//
// The games come in chunks of --chunk-games (500, or --games when fewer); chunk K of seed S is
// always the same games (its dice come from the seed "S/K"), whichever thread plays it and in
// whichever run. With --resume the finished chunks and their counts are kept in a checkpoint file
// (written after every chunk, atomically), so runs add up: a run stopped (Ctrl-C, SIGTERM) or
// killed loses at most the chunk each thread was playing, and the next --resume run plays only
// the chunks not yet done, up to --games in all.
//
// Invariants: on one turn in eight, played step by step through Turn, after every step 15 checkers
// a side, a possible position (validatePosition) and the mover's pip count going down, and a
// complete legal play at the end; on the others (a uniformly random play from the fast lists)
// the same checks on the position after the play; after every turn the same position through
// the referee (applyPlay) as through the play, and (on a sample) the play found among
// legalPlays; after every match the games following the set in order, scores adding up, the
// winner at the length and the loser below it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';

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
/** The counters a chunk reports and a checkpoint adds up: what was played and checked. */
const COUNTERS = ['games', 'matches', 'turns', 'steppedTurns', 'steps', 'legalPlaysChecks'];

function option(name, fallback, min = 1) {
  const i = process.argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const raw = process.argv[i].includes('=') ? process.argv[i].split('=')[1] : process.argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    console.error(`soak: --${name} must be a whole number ≥ ${min}, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return n;
}

/** The checkpoint of `seed` as found on disk, or undefined when there is none. */
function readCheckpoint(file, seed) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
  const c = JSON.parse(text);
  if (c.seed !== seed || !Number.isInteger(c.chunkGames) || !Array.isArray(c.done) || !Array.isArray(c.runs)) {
    console.error(`soak: ${path.relative(root, file)} is not a checkpoint of seed ${seed}; move it away to start again`);
    process.exit(2);
  }
  return c;
}

function writeCheckpoint(file, c) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(c, null, 1)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

function commitOf() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

const fmt = (n) => n.toLocaleString('en-US');

async function main() {
  const games = option('games', 1_000_000);
  const seed = option('seed', 17);
  const resume = process.argv.includes('--resume');
  const only = option('chunk', undefined, 0);
  const file = path.join(root, 'build', 'soak', `seed-${seed}.json`);
  const saved = resume ? readCheckpoint(file, seed) : undefined;
  const chunkGames = saved?.chunkGames ?? option('chunk-games', Math.min(500, games));
  const doneChunks = new Set(saved?.done ?? []);
  const wanted = Math.ceil(games / chunkGames);
  const queue = only !== undefined ? [only] : Array.from({ length: wanted }, (_, k) => k).filter((k) => !doneChunks.has(k));
  const threads = Math.max(1, Math.min(queue.length, option('threads', Math.max(1, os.availableParallelism?.() ?? os.cpus().length))));
  const totals = Object.fromEntries(COUNTERS.map((k) => [k, saved?.totals?.[k] ?? 0]));
  const run = { commit: commitOf(), started: new Date().toISOString(), threads, games: 0, seconds: 0 };
  const checkpoint = saved ?? { seed, chunkGames, done: [], totals, runs: [] };
  checkpoint.totals = totals;
  if (resume) checkpoint.runs.push(run);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let done = 0;
  let lastPrint = t0;
  if (saved)
    console.log(
      `soak: resuming ${path.relative(root, file)}: ${fmt(totals.games)} games in ${doneChunks.size} chunks of ${chunkGames} done, ${queue.length} chunks to go`,
    );
  else if (resume) console.log(`soak: a new checkpoint ${path.relative(root, file)}, ${queue.length} chunks of ${chunkGames} games`);
  console.log(`soak: ${only !== undefined ? `chunk ${only} alone, ${chunkGames}` : games} games on ${threads} threads (seed ${seed})`);

  /** CPU seconds this process used since it started playing (every thread). */
  const cpuSeconds = () => {
    const c = process.cpuUsage(cpu0);
    return (c.user + c.system) / 1e6;
  };
  /** Games per CPU second: the rate a loaded machine does not change much. */
  const perCpu = () => `${(done / cpuSeconds()).toFixed(0)} games per CPU second`;
  const save = () => {
    run.seconds = Math.round((performance.now() - t0) / 100) / 10;
    run.cpuSeconds = Math.round(cpuSeconds() * 10) / 10;
    checkpoint.done = [...doneChunks].sort((a, b) => a - b);
    if (resume) writeCheckpoint(file, checkpoint);
  };
  const summary = () => {
    const s = (performance.now() - t0) / 1000;
    return `${done} games in ${s.toFixed(1)} s on ${threads} threads = ${(done / s).toFixed(0)} games/s`;
  };
  const workers = [];
  const stop = (signal) => {
    for (const w of workers) w.terminate();
    save();
    console.log(
      `soak: stopped by ${signal}: ${summary()}, every invariant held (${perCpu()})${resume ? `; ${fmt(totals.games)} games in all in ${path.relative(root, file)} (--resume goes on)` : ''}`,
    );
    process.exit(0);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  const results = await Promise.allSettled(
    Array.from(
      { length: threads },
      () =>
        new Promise((resolve, reject) => {
          const w = new Worker(fileURLToPath(import.meta.url));
          workers.push(w);
          const next = () => {
            const chunk = queue.shift();
            if (chunk === undefined) w.postMessage({ quit: true });
            else w.postMessage({ chunk, seed, games: chunkGames });
          };
          w.on('message', (m) => {
            if (m.failure) {
              reject(new Error(`${m.failure}; replay: node scripts/bench/soak.mjs --seed ${seed} --chunk-games ${chunkGames} --chunk ${m.chunk} --threads 1`));
              return;
            }
            if ('progress' in m) {
              done += m.progress;
            } else {
              for (const k of COUNTERS) totals[k] += m.counts[k];
              run.games += m.counts.games;
              doneChunks.add(m.chunk);
              save();
              next();
            }
            const now = performance.now();
            if (now - lastPrint > 10_000) {
              lastPrint = now;
              const rate = done / ((now - t0) / 1000);
              const left = queue.length * chunkGames + (threads * chunkGames) / 2;
              console.log(
                `${fmt(done)} games, ${rate.toFixed(0)} games/s, ${perCpu()}${resume ? `, ${fmt(totals.games)} in all` : ''}, about ${(left / rate / 60).toFixed(1)} min left`,
              );
            }
          });
          w.on('error', reject);
          w.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`soak worker exited with ${code}`))));
          next();
        }),
    ),
  );
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length) {
    for (const w of workers) w.terminate();
    save();
    for (const f of failed) console.error(`soak: FAILED: ${f.reason.message}`);
    process.exit(1);
  }
  save();
  console.log(`soak: ${summary()}, every invariant held (${perCpu()})`);
  const c = totals;
  if (resume)
    console.log(
      `soak: in all ${fmt(c.games)} games, ${fmt(c.matches)} matches, ${fmt(c.turns)} turns (${fmt(c.steppedTurns)} step by step, ${fmt(c.steps)} steps checked), ${fmt(c.legalPlaysChecks)} plays found in legalPlays; every invariant held (${path.relative(root, file)})`,
    );
}

/** Plays chunk `chunk` of `seed`: matches until at least `games` games, every invariant checked. */
function playChunk(E, seed, chunk, games) {
  const next = E.seededUint32(E.seedFrom(`${seed}/${chunk}`));
  const r = (n) => next() % n;
  const rand = () => next() / 4294967296;
  /** One turn in this many is played step by step, with the invariants checked after every step. */
  const STEPWISE = 8;
  const counts = Object.fromEntries(COUNTERS.map((k) => [k, 0]));
  let where = '';
  const check = (cond, msg, pos) => {
    if (!cond) throw new Error(`${msg} (${where}) in ${pos ? JSON.stringify(E.positionToJSON(pos)) : '?'}`);
  };
  let batch = 0;
  for (let m = 0; counts.games < games; m++) {
    const config = { ...CONFIGS[m % CONFIGS.length], length: 1 + r(3) * 2 };
    where = `seed ${seed}, chunk ${chunk}, match ${m}, ${JSON.stringify(config)}`;
    let s = E.newMatch(config);
    for (let actions = 0; s.phase !== 'match-over'; actions++) {
      check(actions < 20000, 'match did not end', s.position);
      if (s.phase === 'opening') s = E.rollOpening(s, r(6) + 1, r(6) + 1);
      else if (s.phase === 'rolling') s = E.rollMatchDice(s, [r(6) + 1, r(6) + 1]);
      else if (s.phase === 'game-over') {
        s = E.nextGame(s);
        counts.games++;
        batch++;
      } else {
        const mover = s.position.turn;
        counts.turns++;
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
          continue;
        }
        counts.steppedTurns++;
        let t = E.currentTurn(s);
        for (let st = t.legalSteps(); st.length; st = t.legalSteps()) {
          const pips = E.pipCount(t.position[mover]);
          t = t.step(st[r(st.length)]);
          counts.steps++;
          const p = t.position;
          check(E.checkerTotal(p.white) === 15 && E.checkerTotal(p.black) === 15, 'checkers lost', p);
          // A partial turn's position does not count the roll being played yet (nardy's N4 check needs it).
          E.validatePosition(p.game === 'nardy' ? { ...p, rolls: { ...p.rolls, [mover]: p.rolls[mover] + 1 } } : p);
          check(E.pipCount(p[mover]) < pips, "the mover's pip count did not go down", p);
        }
        check(t.canFinish(), 'random walk ended on an incomplete turn', t.position);
        const play = t.finish();
        if (counts.steppedTurns % 200 === 0 && !t.isLadder && E.countPlays(t.start, s.dice) <= 3000) {
          const keys = new Set(E.legalPlays(t.start, s.dice).map((x) => E.positionKey(x.position)));
          check(keys.has(E.positionKey(play.position)), 'a step-wise play is missing from legalPlays', t.start);
          counts.legalPlaysChecks++;
        }
        const after = E.applyPlay(s, t.steps);
        check(E.positionKey(after.lastPlay.position) === E.positionKey(play.position), 'applyPlay and the steps disagree', t.start);
        s = after;
      }
    }
    counts.games++;
    counts.matches++;
    batch++;
    const sum = { white: 0, black: 0 };
    for (const g of s.games) if (g.result.winner) sum[g.result.winner] += g.result.points;
    check(sum.white === s.score.white && sum.black === s.score.black, 'scores do not add up', s.position);
    check(s.winner && s.score[s.winner] >= s.config.length, 'winner below the length', s.position);
    check(s.score[s.winner === 'white' ? 'black' : 'white'] < s.config.length, 'loser at the length', s.position);
    s.games.forEach((g, i) => check(g.game === s.set[i % s.set.length], `game ${i} is ${g.game}, not the set's ${s.set[i % s.set.length]}`, s.position));
    if (batch >= 100) {
      parentPort.postMessage({ progress: batch });
      batch = 0;
    }
  }
  parentPort.postMessage({ progress: batch });
  return counts;
}

if (isMainThread) {
  await main();
} else {
  const E = await import(path.join(root, 'build/node/src/engine/index.js'));
  parentPort.on('message', (m) => {
    if (m.quit) {
      parentPort.close();
      return;
    }
    try {
      parentPort.postMessage({ chunk: m.chunk, counts: playChunk(E, m.seed, m.chunk, m.games) });
    } catch (error) {
      parentPort.postMessage({ failure: error.message, chunk: m.chunk });
    }
  });
}
