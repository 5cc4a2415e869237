/** RULES.md M1–M5, C7, O1, O2, O3 (in a match), O4, T5 (next game), V5 (carried dice in a match), C9 (no future rolls). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { legalPlays, startPosition } from '../../src/engine/index.js';
import { applyPlay, newMatch, nextGame, resign, rollMatchDice, rollOpening, type MatchState } from '../../src/engine/match.js';
import { nativeGameName, setOf, TRADITION_SETS } from '../../src/engine/traditions.js';
import { pos } from './helpers/scenario.js';

/** Open a match with white starting (M3), ready to roll. */
function opened(m: MatchState): MatchState {
  return rollOpening(m, 6, 1);
}

test('M1: default match length is 5; the first to reach N wins the match', () => {
  assert.equal(newMatch().config.length, 5);
  let m = opened(newMatch({ length: 3 }));
  m = resign(m, 'black'); // white +2 (black has nothing off: C7)
  assert.equal(m.phase, 'game-over');
  assert.deepEqual(m.score, { white: 2, black: 0 });
  m = nextGame(m);
  m = resign(m, 'black');
  assert.equal(m.phase, 'match-over');
  assert.equal(m.winner, 'white');
  assert.deepEqual(m.score, { white: 4, black: 0 });
  assert.throws(() => nextGame(m));
});

test('M1 / O4: lengths 1, 3, 5, 7 and any positive integer; others rejected', () => {
  for (const length of [1, 3, 5, 7, 11]) assert.equal(newMatch({ length }).config.length, length);
  for (const length of [0, -1, 2.5]) assert.throws(() => newMatch({ length }));
  const one = resign(opened(newMatch({ length: 1 })), 'white');
  assert.equal(one.phase, 'match-over');
  assert.equal(one.winner, 'black');
});

test('M2 / M5: games follow the tradition’s set in order and the set starts again', () => {
  const expect: Record<string, string[]> = {
    macedonian: ['prva', 'vtora', 'treta', 'prva', 'vtora'],
    bulgarian: ['prva', 'vtora', 'treta', 'prva', 'vtora'],
    greek: ['prva', 'treta', 'fevga', 'prva', 'treta'],
    turkish: ['prva', 'prva', 'prva', 'prva', 'prva'],
  };
  for (const [tradition, games] of Object.entries(expect)) {
    let m = opened(newMatch({ tradition: tradition as 'macedonian', length: 99 }));
    const seen: string[] = [m.game];
    for (let i = 1; i < games.length; i++) {
      m = nextGame(resign(m, 'black'));
      seen.push(m.game);
      assert.deepEqual(m.position, { ...startPosition(m.game, tradition as 'macedonian'), turn: 'white' }, `${tradition} game ${i}`);
    }
    assert.deepEqual(seen, games, tradition);
  }
});

test('M5: the sets and the games’ own names per tradition', () => {
  assert.deepEqual(TRADITION_SETS.macedonian, ['prva', 'vtora', 'treta']);
  assert.deepEqual(setOf('bulgarian'), ['prva', 'vtora', 'treta']);
  assert.deepEqual(setOf('greek'), ['prva', 'treta', 'fevga']);
  assert.deepEqual(setOf('turkish'), ['prva']);
  assert.equal(nativeGameName('prva', 'macedonian'), 'Прва');
  assert.equal(nativeGameName('prva', 'bulgarian'), 'Права');
  assert.equal(nativeGameName('prva', 'greek'), 'Πόρτες');
  assert.equal(nativeGameName('prva', 'turkish'), 'Tavla');
  assert.equal(nativeGameName('vtora', 'bulgarian'), 'Гюлбара');
  assert.equal(nativeGameName('treta', 'bulgarian'), 'Тапа');
  assert.equal(nativeGameName('treta', 'greek'), 'Πλακωτό');
  assert.equal(nativeGameName('fevga', 'greek'), 'Φεύγα');
});

test('M3: opening roll — equal dice are rolled again; the higher die starts and rolls afresh', () => {
  const m = newMatch();
  assert.equal(m.phase, 'opening');
  const tie = rollOpening(m, 4, 4);
  assert.equal(tie.phase, 'opening');
  const black = rollOpening(tie, 2, 5);
  assert.equal(black.phase, 'rolling');
  assert.equal(black.position.turn, 'black');
  assert.equal(black.dice, null, 'the opening dice are not played (O1 default reroll)');
  const white = rollOpening(m, 6, 3);
  assert.equal(white.position.turn, 'white');
  assert.throws(() => rollOpening(white, 1, 2), 'no second opening roll');
  const moving = rollMatchDice(white, [3, 1]);
  assert.equal(moving.phase, 'moving');
  assert.deepEqual(moving.dice, [3, 1]);
});

test('M4: every later game is started by the previous winner, who rolls both dice', () => {
  let m = opened(newMatch({ length: 9 }));
  m = nextGame(resign(m, 'white')); // black won
  assert.equal(m.phase, 'rolling');
  assert.equal(m.position.turn, 'black');
  m = nextGame(resign(m, 'black')); // white won
  assert.equal(m.phase, 'rolling');
  assert.equal(m.position.turn, 'white');
});

test('M4 / T5: after a drawn game a new opening roll starts the next game of the set', () => {
  // Macedonian set, game 3 (treta) with both-mothers draw about to happen.
  let m = opened(newMatch({ length: 5 }));
  m = nextGame(resign(m, 'black'));
  m = nextGame(resign(m, 'black'));
  assert.equal(m.game, 'treta');
  const p = pos('treta', { 24: 1, 7: 1, 2: 13 }, { 24: 1, 1: 1, 10: 13 }, { pinned: { white: [24] } });
  m = { ...m, position: p, phase: 'moving', dice: [6, 3] };
  const [draw] = legalPlays(p, [6, 3]);
  m = applyPlay(m, draw);
  assert.equal(m.phase, 'game-over');
  assert.deepEqual(m.lastResult, { winner: null, points: 0, kind: 'draw' });
  assert.deepEqual(m.score, { white: 4, black: 0 }, 'a draw scores 0–0');
  m = nextGame(m);
  assert.equal(m.game, 'prva', 'the set starts again');
  assert.equal(m.phase, 'opening');
});

test('C7: resigning gives the opponent 2 if the resigner bore off nothing, otherwise 1', () => {
  const m = opened(newMatch({ length: 9 }));
  assert.deepEqual(resign(m, 'black').score, { white: 2, black: 0 });
  assert.deepEqual(resign(m, 'black').lastResult, { winner: 'white', points: 2, kind: 'resign' });
  const offOne = { ...m, position: pos('prva', { 6: 15 }, { 6: 14 }) };
  assert.deepEqual(resign(offOne, 'black').score, { white: 1, black: 0 });
  const rolled = rollMatchDice(m, [2, 1]);
  assert.deepEqual(resign(rolled, 'white').score, { white: 0, black: 2 }, 'also in the middle of a turn');
});

test('O1: play-opening-dice — the starter plays the two opening dice', () => {
  const m = rollOpening(newMatch({ openingRoll: 'play-opening-dice' }), 3, 5);
  assert.equal(m.phase, 'moving');
  assert.equal(m.position.turn, 'black');
  assert.deepEqual([...(m.dice ?? [])].sort(), [3, 5]);
  const [play] = legalPlays(m.position, m.dice);
  const after = applyPlay(m, play);
  assert.equal(after.position.turn, 'white');
  assert.equal(after.phase, 'rolling');
});

test('O2: opening-roll — every game opens with an opening roll, even after a win', () => {
  let m = opened(newMatch({ laterGames: 'opening-roll', length: 9 }));
  m = nextGame(resign(m, 'black'));
  assert.equal(m.phase, 'opening');
  assert.equal(newMatch().config.laterGames, 'winner');
});

test('O3: triple option in a match scores 3', () => {
  const base = opened(newMatch({ triple: true, length: 5 }));
  const p = pos('prva', { 2: 1 }, { bar: 1, 12: 14 });
  const m = rollMatchDice({ ...base, position: p }, [3, 1]);
  const [play] = legalPlays(p, [3, 1], { triple: true });
  const done = applyPlay(m, play);
  assert.deepEqual(done.lastResult, { winner: 'white', points: 3, kind: 'triple' });
  assert.deepEqual(done.score, { white: 3, black: 0 });
  // Off by default: 2.
  const plain = rollMatchDice({ ...opened(newMatch()), position: p }, [3, 1]);
  assert.deepEqual(applyPlay(plain, legalPlays(p, [3, 1])[0]).score, { white: 2, black: 0 });
});

test('V5 in a match: after a stalled ladder the opponent plays the carried numbers before rolling', () => {
  let m = opened(newMatch({ length: 5 }));
  m = nextGame(resign(m, 'black'));
  assert.equal(m.game, 'vtora');
  const p = pos('vtora', { 24: 1, 1: 14 }, { 21: 1, 1: 14 }, { rolls: { white: 3, black: 3 } });
  m = rollMatchDice({ ...m, position: p }, [5, 5]);
  m = applyPlay(m, legalPlays(p, [5, 5])[0]);
  assert.equal(m.phase, 'moving');
  assert.equal(m.dice, null);
  assert.equal(m.position.turn, 'black');
  assert.deepEqual(m.position.carried, [5, 5]);
  m = applyPlay(m, legalPlays(m.position, null)[0]);
  assert.equal(m.phase, 'rolling');
  assert.equal(m.position.turn, 'black', 'the same player now rolls');
  assert.equal(m.position.rolls.black, 3, 'the part-turn was not a roll');
});

test('C9: the match state holds no future roll — dice are null until rolled', () => {
  const m = opened(newMatch());
  assert.equal(m.phase, 'rolling');
  assert.equal(m.dice, null);
  assert.ok(!JSON.stringify(m).includes('"next'), 'no pre-drawn dice in the state');
});
