/**
 * A full play list (`legalPlays`): its plays read the generator's store until the next list
 * needs it, then a copy of what is left; either way each play's steps and position are the same
 * (D3), the parts a play left unchanged are shared with the start position, and the steps are
 * shared frozen values.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GAMES, isLadderTurn, legalPlays, positionToJSON, startPosition, uniformRandomPlay, type Play, type Position } from '../../src/engine/index.js';
import { rng } from './helpers/random-play.js';

/** Positions and rolls from seeded random games of every game (Vtora ladders, walked step by step, aside). */
function samples(perGame: number): { pos: Position; dice: number[] | null }[] {
  const r = rng(11);
  const rand = () => r(1 << 30) / (1 << 30);
  const out: { pos: Position; dice: number[] | null }[] = [];
  for (const game of GAMES) {
    let pos: Position = startPosition(game);
    let n = 0;
    while (n < perGame) {
      const dice = pos.carried.length > 0 ? null : [1 + r(6), 1 + r(6)];
      if (!isLadderTurn(pos, dice)) {
        out.push({ pos, dice });
        n++;
      }
      const play = uniformRandomPlay(pos, dice, rand);
      pos = play.result ? startPosition(game) : play.position;
    }
  }
  return out;
}

/** A play as plain data. */
const plain = (p: Play) => JSON.stringify({ steps: p.steps, position: positionToJSON(p.position), result: p.result });

test('plays read after later lists (partly read before, or not at all) are the plays read at once', () => {
  const set = samples(60);
  for (let i = 0; i + 1 < set.length; i++) {
    const { pos, dice } = set[i];
    const atOnce = legalPlays(pos, dice).map(plain);
    const late = legalPlays(pos, dice);
    const half = legalPlays(pos, dice);
    for (let j = 0; j < half.length; j += 2) void half[j].position;
    for (let j = 1; j < half.length; j += 3) void half[j].steps;
    legalPlays(set[i + 1].pos, set[i + 1].dice); // takes the store back
    assert.deepEqual(late.map(plain), atOnce, `${positionToJSON(pos).game} ${JSON.stringify(dice)}`);
    assert.deepEqual(half.map(plain), atOnce, `${positionToJSON(pos).game} ${JSON.stringify(dice)}`);
  }
});

test("a play's position shares what the play left unchanged with the start", () => {
  let hits = 0;
  for (const { pos, dice } of samples(40)) {
    if (dice === null) continue;
    const other = pos.turn === 'white' ? 'black' : 'white';
    for (const p of legalPlays(pos, dice)) {
      const hit = p.steps.some((s) => s.hit);
      if (hit) hits++;
      // P2: only a hit changes the opponent's side; then it is a side of its own.
      assert.equal(p.position[other] === pos[other], !hit);
      if (!hit) assert.deepEqual(p.position[other], pos[other]);
      assert.notEqual(p.position[pos.turn], pos[pos.turn]);
    }
  }
  assert.ok(hits > 0, 'the samples hold hits');
});

test('steps are frozen values shared among plays and lists', () => {
  const pos = startPosition('prva');
  const a = legalPlays(pos, [6, 1]);
  const b = legalPlays(pos, [6, 1]);
  const first = a[0].steps[0];
  assert.ok(Object.isFrozen(first));
  assert.equal(b[0].steps[0], first);
  assert.deepEqual({ ...first }, { from: first.from, to: first.to, die: first.die });
});
