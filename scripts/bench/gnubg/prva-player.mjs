// The project's Prva bot as the external player of ../shared/bench/gnubg/play_external.py (cubeless
// games against GNU Backgammon), bounded by work: each play runs the level's whole search
// (`workBudget: Infinity`), so the figure does not move with the machine's load. Backgammons
// count (gnubg's money scoring), so the bot plays with the triple (RULES.md O3).
//   ORACLE_PLAYER="node scripts/bench/gnubg/prva-player.mjs [level=master] [seed=11]"   (after `npm run build`)
// TABLA_LIB=path/to/compiled/src runs from another build than ../dist.
import path from 'node:path';
import readline from 'node:readline';

const [level = 'master', seedText = '11'] = process.argv.slice(2);
const lib = process.env.TABLA_LIB ? path.resolve(process.env.TABLA_LIB) : new URL('../../../dist', import.meta.url).pathname;
const { chooseMoveSync, loadNetworks } = await import(path.join(lib, 'bot/bot.js'));
await loadNetworks(['prva']);
let seed = Number(seedText);

/** A side of the engine's position from oracle_common's array (own numbering, index 24 = bar). */
const side = (a) => ({ points: [0, ...a.slice(0, 24)], bar: a[24], off: 15 - a.reduce((x, y) => x + y, 0) });
/** The array of a side of the engine's position. */
const array = (s) => [...s.points.slice(1, 25), s.bar];
/** The Prva position with the player on roll as white. */
const position = (msg) => ({
  game: 'prva',
  tradition: 'macedonian',
  turn: 'white',
  white: side(msg.me),
  black: side(msg.opp),
  pinned: { white: [], black: [] },
  carried: [],
  rolls: { white: 0, black: 0 },
});

const input = readline.createInterface({ input: process.stdin });
for await (const line of input) {
  if (!line.trim()) continue;
  const msg = JSON.parse(line);
  if (msg.type === 'move') {
    const play = chooseMoveSync(position(msg), msg.dice, { level, seed: seed++, workBudget: Infinity, rules: { triple: true } });
    // After the play the turn has passed to black: the mover is white still.
    process.stdout.write(JSON.stringify({ me: array(play.position.white), opp: array(play.position.black) }) + '\n');
  } else if (msg.type === 'bye') break;
}
process.exit(0);
