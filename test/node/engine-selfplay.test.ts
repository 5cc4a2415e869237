/**
 * Random self-play: thousands of games per game and tradition, with invariants checked after
 * every single step (15 checkers each, a legal structure), every turn (a random walk over legal
 * steps always ends in a complete legal play, which is one of legalPlays' plays) and every game
 * (termination, scores adding up to the match).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkerTotal, countPlays, legalPlays, positionKey, validatePosition, type MatchOptions, type MatchState, type Turn } from '../../src/engine/index.js';
import { randomMatch } from './helpers/random-play.js';

function checkPosition(t: Turn): void {
  const pos = t.position;
  assert.equal(checkerTotal(pos.white), 15);
  assert.equal(checkerTotal(pos.black), 15);
  validatePosition(pos);
}

function checkTurnEnd(state: MatchState, t: Turn, crossCheck: boolean): void {
  assert.ok(t.canFinish(), `random walk ended on an incomplete turn in ${state.game}`);
  assert.ok(t.steps.length <= t.stepsRequired || t.gameOver);
  if (crossCheck && !t.isLadder && countPlays(t.start, state.dice) <= 3000) {
    const keys = new Set(legalPlays(t.start, state.dice).map((p) => positionKey(p.position)));
    assert.ok(keys.has(positionKey(t.finish().position)), 'step-wise play missing from legalPlays');
  }
}

function checkMatch(end: MatchState, options: MatchOptions): void {
  const length = options.length ?? 5;
  assert.equal(end.phase, 'match-over');
  const sum = { white: 0, black: 0 };
  for (const g of end.games) if (g.result.winner) sum[g.result.winner] += g.result.points;
  assert.deepEqual(sum, end.score, 'scores must add up to the games');
  assert.ok(end.winner && end.score[end.winner] >= length, 'the winner reached the length');
  const loser = end.winner === 'white' ? 'black' : 'white';
  assert.ok(end.score[loser] < length, 'the loser did not reach the length');
  // M2: games follow the set in order, cycling.
  end.games.forEach((g, i) => assert.equal(g.game, end.set[i % end.set.length]));
}

const configs: [string, MatchOptions, number][] = [
  ['macedonian set', { tradition: 'macedonian', length: 3 }, 150],
  ['bulgarian set', { tradition: 'bulgarian', length: 3 }, 150],
  ['greek set', { tradition: 'greek', length: 3 }, 150],
  ['turkish set', { tradition: 'turkish', length: 3 }, 150],
  ['prva alone', { game: 'prva', length: 7 }, 60],
  ['vtora alone', { game: 'vtora', length: 7 }, 60],
  ['treta alone (macedonian)', { game: 'treta', length: 7 }, 60],
  ['treta alone (greek)', { game: 'treta', tradition: 'greek', length: 7 }, 60],
  ['fevga alone', { game: 'fevga', length: 7 }, 60],
];

for (const [name, options, matches] of configs) {
  test(`self-play: ${name}, ${matches} random matches with invariants after every step`, () => {
    let games = 0;
    for (let seed = 1; seed <= matches; seed++) {
      let lastState: MatchState | null = null;
      const end = randomMatch(options, seed * 7919, {
        onState: (s) => {
          if (s.phase === 'moving') lastState = s;
          if (s.phase === 'rolling' || s.phase === 'moving') validatePosition(s.position);
        },
        onTurn: (t) => {
          checkPosition(t);
          if (t.legalSteps().length === 0 && lastState) checkTurnEnd(lastState, t, seed % 10 === 0);
        },
      });
      checkMatch(end, options);
      games += end.games.length;
    }
    assert.ok(games >= matches);
  });
}
