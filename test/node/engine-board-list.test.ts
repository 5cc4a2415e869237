/**
 * The board-only API (docs/engine.md) and the referee's fast path list and accept exactly what
 * the public API does: the same plays (D3) in the same order, the same boards, the same verdicts.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  applyPlay,
  BoardList,
  countPlays,
  GAMES,
  isLadderTurn,
  legalPlays,
  listBoards,
  newMatch,
  positionKey,
  rollMatchDice,
  rollOpening,
  startPosition,
  Turn,
  uniformRandomPlay,
  type Position,
} from '../../src/engine/index.js';
import { toBoard } from '../../src/engine/core/board.js';
import { replaySteps } from '../../src/engine/core/replay.js';
import { DEAD_END_LADDER } from './helpers/ladders.js';
import { rng } from './helpers/random-play.js';

/** Positions and rolls from seeded random games of every game. */
function samples(perGame: number): { pos: Position; dice: number[] | null }[] {
  const r = rng(7);
  const rand = () => r(1 << 30) / (1 << 30);
  const out: { pos: Position; dice: number[] | null }[] = [];
  for (const game of GAMES) {
    let pos: Position = startPosition(game);
    while (out.filter((s) => s.pos.game === game).length < perGame) {
      const dice = pos.carried.length > 0 ? null : [1 + r(6), 1 + r(6)];
      out.push({ pos, dice });
      const play = uniformRandomPlay(pos, dice, rand);
      pos = play.result ? startPosition(game) : play.position;
    }
  }
  return out;
}

test('D3: listBoards lists the plays of legalPlays, in order, with the same boards, steps and results (all games)', () => {
  const list = new BoardList();
  let plays = 0;
  for (const { pos, dice } of samples(150)) {
    if (isLadderTurn(pos, dice)) {
      assert.throws(() => listBoards(pos, dice, {}, list), /Vtora ladder .* step by step/);
      continue;
    }
    const all = legalPlays(pos, dice);
    listBoards(pos, dice, {}, list);
    assert.equal(list.count, all.length);
    for (let i = 0; i < list.count; i++) {
      assert.equal(positionKey(list.position(i)), positionKey(all[i].position));
      assert.deepEqual(list.steps(i), all[i].steps);
      assert.deepEqual(list.result(i), all[i].result);
      // The board is the position after the play seen by the mover (before the turn passes).
      const after = all[i].position;
      const mine = toBoard({ ...after, turn: pos.turn });
      assert.deepEqual([...list.board(i)], [...mine.b]);
      assert.equal(list.myPins(i), mine.myPins);
      assert.equal(list.opPins(i), mine.opPins);
      assert.equal(list.boards[list.offset(i) + 1], mine.b[1]);
      plays++;
    }
  }
  assert.ok(plays > 5000, `plays compared: ${plays}`);
  assert.throws(() => list.board(list.count), /no play/);
  assert.throws(() => listBoards(startPosition('prva'), [0, 7]), /die out of range/);
});

test('C3/D3: the referee’s fast path accepts exactly the legal plays, with the step-wise view’s result', () => {
  let checked = 0;
  let refused = 0;
  for (const { pos, dice } of samples(60)) {
    const plays = isLadderTurn(pos, dice) ? [uniformRandomPlay(pos, dice, () => 0.5)] : legalPlays(pos, dice);
    for (const play of plays.slice(0, 12)) {
      const fast = replaySteps(pos, dice, play.steps, {});
      assert.ok(fast, 'a legal play is decided by the fast path');
      assert.equal(positionKey(fast.position), positionKey(play.position));
      assert.deepEqual(fast.result, play.result);
      checked++;
      // Without its last step a play is incomplete (unless the game ended earlier): never accepted.
      if (play.steps.length > 0 && !play.result) {
        const short = play.steps.slice(0, -1);
        let turn = Turn.begin(pos, dice);
        for (const s of short) turn = turn.step(s);
        const fastShort = replaySteps(pos, dice, short, {});
        assert.equal(fastShort !== null, turn.canFinish(), 'the fast path agrees with the step-wise view');
        if (!fastShort) refused++;
      }
    }
  }
  assert.ok(checked > 1000 && refused > 100, `plays ${checked}, incomplete ones refused ${refused}`);
});

test('applyPlay referees through the fast path and still names an illegal step', () => {
  let s = rollOpening(newMatch({ game: 'prva', length: 3 }), 3, 1);
  s = rollMatchDice(s, [6, 5]);
  const next = applyPlay(s, [
    { from: 24, to: 18 },
    { from: 18, to: 13 },
  ]);
  assert.equal(next.position.white.points[13], 6);
  assert.throws(() => applyPlay(s, [{ from: 24, to: 19 }]), /illegal step 24\/19/);
  assert.throws(() => applyPlay(s, [{ from: 24, to: 18 }]), /not complete/);
});

test('D6: countPlays stops just past a limit; an exact count where it is small', () => {
  assert.equal(countPlays(DEAD_END_LADDER, [1, 1], { limit: 10 }), 11);
  assert.equal(countPlays(startPosition('prva'), [6, 5]), legalPlays(startPosition('prva'), [6, 5]).length);
  assert.throws(() => countPlays(startPosition('prva'), [6, 5], { limit: -1 }), /limit/);
});
