// Games between players for the training, tuning and benchmark scripts: the seed of game k of a
// run, one game between two player functions with seeded dice, same-dice pairs, and the
// training scripts' running benchmark.
import { readFileSync } from 'node:fs';

/** The dice seed of game (or pair) `k` of a run seeded `seed` (a 32-bit mix, the same in every script). */
export function gameSeed(seed, k) {
  let h = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(k + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  return (h ^ (h >>> 13)) >>> 0;
}

/**
 * One game; `players.white/black` are `(position, dice, seed) → play`. Returns the points for
 * white (negative when black won, 0 for a draw). `E` is the engine module.
 */
export function playGame(E, game, players, diceSeed, seedBase, { tradition = 'macedonian', starter = 'white', onState } = {}) {
  const dice = E.seededDice(diceSeed);
  let pos = E.startPosition(game, tradition, starter);
  for (let ply = 0; ply < 3000; ply++) {
    onState?.(pos);
    const d = pos.carried.length > 0 ? null : [dice.die(), dice.die()];
    const play = players[pos.turn](pos, d, seedBase + ply);
    if (play.result) {
      const r = play.result;
      return r.winner === null ? 0 : r.winner === 'white' ? r.points : -r.points;
    }
    pos = play.position;
  }
  throw new Error(`a ${game} game went past 3000 turns`);
}

/** Mean and 95 % half-width of the pair averages `[[g1, g2], …]` (same dice, sides swapped). */
export function pairStats(pairs) {
  const pm = pairs.map(([x, y]) => (x + y) / 2);
  const n = pm.length;
  const mean = pm.reduce((s, v) => s + v, 0) / n;
  const sd = Math.sqrt(pm.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, n - 1));
  return { mean, half: (1.96 * sd) / Math.sqrt(n), n };
}

/** Plays `pairs` same-dice pairs (sides swapped) between two player functions; returns {@link pairStats}. */
export function playPairs(E, game, mine, theirs, pairs, seed) {
  const out = [];
  for (let k = 0; k < pairs; k++) {
    const ds = gameSeed(seed ^ 0x5bd1e995, k);
    const g1 = playGame(E, game, { white: mine, black: theirs }, ds, 0);
    const g2 = -playGame(E, game, { white: theirs, black: mine }, ds, 0);
    out.push([g1, g2]);
  }
  return pairStats(out);
}

/**
 * The running benchmark of the training scripts: `net` at 0-ply against a fixed opponent over
 * fixed same-dice pairs — `versus` (a network, e.g. the shipped one, named `versusName`) at
 * 0-ply when given, else pubeval in Prva and the full hand-made heuristic in the other games.
 * `M` holds the build's modules (E engine, SP self-play, P pubeval, H heuristic, S candidates,
 * V evaluator). Returns `{ name, run() → pairStats }`; `run` takes the network's current weights.
 */
export function zeroPlyBench(M, game, net, pairs, seed, versus = null, versusName = 'network') {
  const player = new M.SP.SelfPlayer(net, game, { triple: true });
  const mine = (pos, dice) => player.choose(pos, dice);
  let theirs;
  let name;
  if (versus) {
    const other = new M.SP.SelfPlayer(versus, game, { triple: true });
    theirs = (pos, dice) => other.choose(pos, dice);
    name = versusName;
  } else if (game === 'prva') {
    const w = JSON.parse(readFileSync(new URL('../../test/fixtures/pubeval-weights.json', import.meta.url), 'utf8'));
    theirs = (pos, dice) => M.P.pubevalPlay(w, pos, dice);
    name = 'pubeval';
  } else {
    const h = new M.H.HeuristicEvaluator();
    const cfg = { evaluator: h, utility: M.V.equity, beam: 6, listLimit: 3000, rules: { triple: true } };
    theirs = (pos, dice) => M.S.bestScored(M.S.runToEnd(M.S.candidates(pos, dice, cfg)), M.V.equity);
    name = 'heuristic';
  }
  return {
    name,
    run() {
      player.reload(); // the network may have learnt since the last benchmark
      return playPairs(M.E, game, mine, theirs, pairs, seed);
    },
  };
}
