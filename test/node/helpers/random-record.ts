/** A recorded match of random legal play, random cube actions and the odd resignation, under any match options (for match-file round trips). */
import {
  applyPlay,
  currentTurn,
  mayDouble,
  moveAction,
  newMatch,
  nextGame,
  offerDouble,
  passDouble,
  recordAction,
  resign,
  rollMatchDice,
  rollOpening,
  startRecord,
  takeDouble,
  type MatchOptions,
  type MatchRecord,
  type MatchState,
  type RecordAction,
} from '../../../src/engine/index.js';
import { randomTurn, rng, roll } from './random-play.js';

/** A whole match between two random players named alice (white) and bob (black), recorded action by action; money play stops after `games` games. */
export function randomRecord(options: MatchOptions, seed: number, games = 8): MatchRecord {
  const r = rng(seed);
  let s: MatchState = newMatch(options);
  let record = startRecord(s, { white: 'alice', black: 'bob' });
  const act = (next: MatchState, action: RecordAction) => {
    record = recordAction(record, s, action, next);
    s = next;
  };
  for (let n = 0; n < 100_000; n++) {
    switch (s.phase) {
      case 'opening': {
        const dice = { white: r(6) + 1, black: r(6) + 1 };
        act(rollOpening(s, dice.white, dice.black), { type: 'opening', dice });
        break;
      }
      case 'rolling': {
        const player = s.position.turn;
        if (s.cube && mayDouble(s, player) && r(8) === 0) {
          act(offerDouble(s, player), { type: 'double', player });
        } else if (r(200) === 0) {
          act(resign(s, player), { type: 'resign', player });
        } else {
          const dice = roll(r);
          const rolled = rollMatchDice(s, dice);
          const steps = randomTurn(currentTurn(rolled), r).steps;
          record = recordAction(record, s, moveAction(player, dice, steps), applyPlay(rolled, steps));
          s = applyPlay(rolled, steps);
        }
        break;
      }
      case 'doubled': {
        const taker = s.position.turn === 'white' ? 'black' : 'white';
        if (r(3) === 0) act(passDouble(s, taker), { type: 'pass', player: taker });
        else act(takeDouble(s, taker), { type: 'take', player: taker });
        break;
      }
      case 'moving': {
        // The opening dice played (O1 play-opening-dice).
        const player = s.position.turn;
        const steps = randomTurn(currentTurn(s), r).steps;
        act(applyPlay(s, steps), moveAction(player, null, steps));
        break;
      }
      case 'game-over':
        if (s.config.length === 0 && s.games.length >= games) return record;
        s = nextGame(s);
        break;
      case 'match-over':
        return record;
    }
  }
  throw new Error(`the random match of seed ${seed} did not end`);
}
