/**
 * The bot's fast path judges plays from the board-only API's boards (no Position per play): the
 * view it builds from a board must be exactly the view of the play's resulting position, in
 * every game (G2/G3 numbering, pins in Treta, carried numbers and roll counts in Vtora).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encode } from '../../src/bot/features.js';
import { viewAfterPlay, viewBuffer, viewOf } from '../../src/bot/view.js';
import { GAMES, isLadderTurn, listBoards, startPosition, uniformRandomPlay, type Position } from '../../src/engine/index.js';
import { rng } from './helpers/random-play.js';

test('D3/G2/G3: the view built from a listed board equals the view of the play’s position (all games, random games)', () => {
  const r = rng(99);
  const rand = () => r(1 << 30) / (1 << 30);
  let compared = 0;
  for (const game of GAMES) {
    for (let g = 0; g < 6; g++) {
      let pos: Position = startPosition(game);
      for (let turn = 0; turn < 120; turn++) {
        const dice = pos.carried.length > 0 ? null : [1 + r(6), 1 + r(6)];
        if (!isLadderTurn(pos, dice) && dice !== null) {
          const list = listBoards(pos, dice);
          const v = viewBuffer(game);
          for (let i = 0; i < list.count; i++) {
            if (list.result(i)) continue;
            const fromBoard = encode(viewAfterPlay(list, i, pos, v)).slice();
            const fromPosition = encode(viewOf(list.position(i)));
            assert.deepEqual(fromBoard, fromPosition, `${game} play ${i}`);
            compared++;
          }
        }
        const play = uniformRandomPlay(pos, dice, rand);
        if (play.result) break;
        pos = play.position;
      }
    }
  }
  assert.ok(compared > 2000, `views compared: ${compared}`);
});
