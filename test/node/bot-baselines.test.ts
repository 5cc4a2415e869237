// The benchmarks' reference players (training/baselines.ts, docs/bot.md "Reference players").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalPlays, positionKey, seededDice, startPosition } from '../../src/engine/index.js';
import type { GameId, Position, TraditionId } from '../../src/engine/index.js';
import { randomPlay } from '../../src/bot/bot.js';
import { flipView, viewOf } from '../../src/bot/view.js';
import { referencePlay, referenceScore } from '../../training/baselines.js';

const GAMES: [GameId, TraditionId][] = [
  ['prva', 'macedonian'],
  ['vtora', 'macedonian'],
  ['treta', 'macedonian'],
  ['treta', 'greek'],
  ['fevga', 'greek'],
  ['nardy', 'macedonian'],
];

test('the reference score is 0 at the start and changes sign with the side it is seen from', () => {
  for (const [game, tradition] of GAMES) {
    assert.equal(referenceScore(viewOf(startPosition(game, tradition))), 0, game);
    const dice = seededDice(3);
    let pos: Position = startPosition(game, tradition);
    for (let ply = 0; ply < 40; ply++) {
      const v = viewOf(pos);
      assert.ok(Math.abs(referenceScore(v) + referenceScore(flipView(v))) < 1e-9, `${game} ply ${ply}`);
      const d = pos.carried.length > 0 ? null : [dice.die(), dice.die()];
      const play = randomPlay(pos, d, { seed: ply });
      if (play.result) break;
      pos = play.position;
    }
  }
});

test('Prva: the reference hits a blot when the roll allows (the hit costs the opponent pips)', () => {
  // White 15 checkers on its 6 point, black's blot on white's 4 point (black's 21): 2-1 hits with 6/4*.
  const white = Array(25).fill(0);
  white[6] = 15;
  const black = Array(25).fill(0);
  black[21] = 1;
  black[1] = 14;
  const pos: Position = { ...startPosition('prva'), white: { points: white, bar: 0, off: 0 }, black: { points: black, bar: 0, off: 0 } };
  const play = referencePlay(pos, [2, 1]);
  assert.equal(play.position.black.bar, 1);
});

test('the reference plays legal plays to the end of the game in every game, and beats the random player', () => {
  for (const [game, tradition] of GAMES) {
    let points = 0;
    for (let g = 0; g < 6; g++) {
      const dice = seededDice(100 + g);
      let pos: Position = startPosition(game, tradition, g % 2 ? 'black' : 'white');
      for (let ply = 0; ; ply++) {
        assert.ok(ply < 3000, `${game} game ${g} never ends`);
        const d = pos.carried.length > 0 ? null : [dice.die(), dice.die()];
        const refTurn = pos.turn === 'white';
        const play = refTurn ? referencePlay(pos, d) : randomPlay(pos, d, { seed: ply });
        if (refTurn && d) {
          const keys = new Set(safePlays(pos, d).map((p) => positionKey(p.position)));
          if (keys.size > 0) assert.ok(keys.has(positionKey(play.position)), `${game} game ${g} ply ${ply}: an illegal play`);
        }
        if (play.result) {
          const r = play.result;
          points += r.winner === null ? 0 : r.winner === 'white' ? r.points : -r.points;
          break;
        }
        pos = play.position;
      }
    }
    assert.ok(points > 0, `${game} (${tradition}): the reference scored ${points} over 6 games against random`);
  }
});

/** The legal plays, or none when the list is too long to list (a Vtora ladder). */
function safePlays(pos: Position, d: number[]) {
  try {
    return legalPlays(pos, d);
  } catch {
    return [];
  }
}
