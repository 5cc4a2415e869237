// Games between players for the training, tuning and benchmark scripts: the seed of game k of a
// run, and one game between two player functions with seeded dice.

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
