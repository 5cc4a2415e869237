// The project's Prva bot as the external player of ../shared/bench/gnubg/play_external.py (cubeless
// games against GNU Backgammon), bounded by work: each play runs the level's whole search
// (`workBudget: Infinity`), so the figure does not move with the machine's load. Backgammons
// count (gnubg's money scoring), so the bot plays with the triple (RULES.md O3).
//   ORACLE_PLAYER="node scripts/bench/gnubg/prva-player.mjs [level=master] [seed=11]"   (after `npm run build`)
// TABLA_LIB=path/to/compiled/src runs from another build than ../dist.
import path from 'node:path';
import readline from 'node:readline';
import { array, position } from './oracle-board.mjs';

const [level = 'master', seedText = '11'] = process.argv.slice(2);
const lib = process.env.TABLA_LIB ? path.resolve(process.env.TABLA_LIB) : new URL('../../../dist', import.meta.url).pathname;
const { chooseMoveSync, loadNetworks } = await import(path.join(lib, 'bot/bot.js'));
await loadNetworks(['prva']);
let seed = Number(seedText);

const input = readline.createInterface({ input: process.stdin });
for await (const line of input) {
  if (!line.trim()) continue;
  const msg = JSON.parse(line);
  if (msg.type === 'move') {
    const play = chooseMoveSync(position(msg, 'prva', 'macedonian'), msg.dice, { level, seed: seed++, workBudget: Infinity, rules: { triple: true } });
    // After the play the turn has passed to black: the mover is white still.
    process.stdout.write(JSON.stringify({ me: array(play.position.white), opp: array(play.position.black) }) + '\n');
  } else if (msg.type === 'bye') break;
}
process.exit(0);
