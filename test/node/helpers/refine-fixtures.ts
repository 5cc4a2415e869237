// Fixtures shared by the refinement tests (bot-refine, bot-rollout): a small random network and
// positions from its seeded self-play.
import { positionFromJSON, seededDice, seededUint32, startPosition } from '../../../src/engine/index.js';
import type { GameId, Position } from '../../../src/engine/index.js';
import { Net } from '../../../src/bot/net.js';
import { inputCount } from '../../../src/bot/features.js';
import { OUTPUTS } from '../../../training/td.js';
import { SelfPlayer } from '../../../training/self-play.js';

/** A seeded random network of `game`'s width with `hidden` units. */
export function randomNet(game: GameId, hidden = 12, seed = 5): Net {
  const r = seededUint32(seed);
  return new Net(inputCount(game), hidden, OUTPUTS).randomize(() => r() / 0x100000000, 0.3);
}

/** Positions before a roll, every `every`-th decision of `games` seeded self-play games of `game` (game g's dice: seed `firstDice` + g). */
export function positionsOf(game: GameId, net: Net, games: number, every = 3, firstDice = 100): Position[] {
  const player = new SelfPlayer(net, game);
  const out: Position[] = [];
  for (let g = 0; g < games; g++) {
    const dice = seededDice(firstDice + g);
    let pos = startPosition(game, 'macedonian', g % 2 ? 'black' : 'white');
    for (let t = 0; t < 400; t++) {
      if (t % every === 0 && pos.carried.length === 0) out.push(pos);
      const play = player.choose(pos, pos.carried.length > 0 ? null : [dice.die(), dice.die()]);
      if (play.result) break;
      pos = play.position;
    }
  }
  return out;
}

/** A Prva position whose every roll ends the game (RULES.md C6): white, on roll, bears off its last checker; black has borne none off, all on its own 1-point (a mars). */
export function lastCheckerPosition(): Position {
  return positionFromJSON({
    game: 'prva',
    tradition: 'macedonian',
    turn: 'white',
    white: { points: { '1': 1 }, bar: 0, off: 14 },
    black: { points: { '1': 15 }, bar: 0, off: 0 },
  });
}
