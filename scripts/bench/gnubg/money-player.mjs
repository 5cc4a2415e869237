// The project's bot as the external player of scripts/bench/gnubg/money_cube.py (money play with the
// cube against GNU Backgammon): answers "double", "take" and "move" requests (JSON lines on
// stdin, one reply line each) with the built package's cubeDecision and chooseMoveSync, as the
// board plays backgammon (tradition international: Jacoby on, beavers off, backgammons count).
//   node scripts/bench/gnubg/money-player.mjs [level=master] [seed=11]   (after `npm run build`)
import readline from 'node:readline';
import { chooseMoveSync, defaultEvaluator, loadNetworks } from '../../../dist/bot/bot.js';
import { cubeDecision } from '../../../dist/bot/cube.js';
import { array, position as boardPosition } from './oracle-board.mjs';

const [level = 'master', seedText = '11'] = process.argv.slice(2);
let seed = Number(seedText);
await loadNetworks(['prva']);

/** The position with the player on roll as white. */
const position = (msg) => boardPosition(msg, 'backgammon', 'international');
/** The cube question for the player on roll (owner: -1 centre, 0 him, 1 the opponent). */
const question = (msg) => ({
  position: position(msg),
  cube: { value: msg.cube, owner: msg.owner < 0 ? 'center' : msg.owner === 0 ? 'white' : 'black' },
  match: { length: 0, score: { white: 0, black: 0 } },
  jacoby: true,
  beaver: false,
});

const reply = (obj) => process.stdout.write(JSON.stringify(obj) + '\n');
const input = readline.createInterface({ input: process.stdin });
for await (const line of input) {
  if (!line.trim()) continue;
  const msg = JSON.parse(line);
  if (msg.type === 'double') reply({ double: cubeDecision(question(msg), defaultEvaluator()).double });
  else if (msg.type === 'take') reply({ take: cubeDecision(question(msg), defaultEvaluator()).take });
  else if (msg.type === 'move') {
    const play = chooseMoveSync(position(msg), msg.dice, { level, seed: seed++, rules: { triple: true } });
    // After the play the turn has passed to black: the mover is white still.
    reply({ me: array(play.position.white), opp: array(play.position.black) });
  } else if (msg.type === 'bye') break;
}
process.exit(0);
