/**
 * The match score reaches the bot: master plays for a mars when only a mars wins the match, and
 * safe when any win does (RULES scoring: a mars counts 2); `tabla match` passes the score and
 * length with every decision.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePosition, positionKey, type MatchState, type Play, type Position } from '../../src/engine/index.js';
import { chooseMoveSync, evaluatePosition, loadNetworks, type MatchContext } from '../../src/bot/index.js';
import { runMatches } from '../../src/cli/match-runner.js';
import { makePlayer, type Player } from '../../src/cli/players.js';
import { seededRandom } from '../../src/engine/dice.js';

await loadNetworks(['prva']);

/** White's chances after a play (black to roll): win, and win with a mars. */
function whiteChances(play: Play) {
  const black = evaluatePosition(play.position);
  return { win: 1 - black.win, mars: black.loseMars };
}

test('master goes for the mars that wins the match, and plays safe when a single win is enough', () => {
  // White can hit (13/8 5/1*: more marses, more risk) or play safe (13/8 13/9).
  const pos = parsePosition('prva w:13x2,8x3,6x2,5x3,4x3,2x2 b:24,13x2,8x2,7,6x3,5,4x2,3x3 turn:w');
  const decide = (matchContext: MatchContext) => chooseMoveSync(pos, [4, 5], { level: 'master', seed: 1, timeBudgetMs: 60_000, matchContext });
  const marsWins = decide({ score: { white: 3, black: 4 }, length: 5 }); // white needs 2 points, black 1
  const singleWins = decide({ score: { white: 4, black: 0 }, length: 5 }); // white needs 1 point
  assert.notEqual(positionKey(marsWins.position), positionKey(singleWins.position), 'the score changes the play');
  const a = whiteChances(marsWins);
  const b = whiteChances(singleWins);
  assert.ok(a.mars > b.mars, `needing a mars, the play with more marses (${a.mars.toFixed(3)} vs ${b.mars.toFixed(3)})`);
  assert.ok(b.win > a.win, `needing one point, the safer play (${b.win.toFixed(3)} vs ${a.win.toFixed(3)})`);
});

test('tabla match passes the score and length to the bot with every decision', () => {
  const seen: { position: Position; match: MatchContext | undefined }[] = [];
  const recording = (inner: Player): Player => ({
    ...inner,
    choose: (position, dice, match) => {
      seen.push({ position, match });
      return inner.choose(position, dice, match);
    },
  });
  const { summary } = runMatches({
    tradition: 'macedonian',
    game: 'prva',
    length: 3,
    games: null,
    seed: 7,
    players: { white: recording(makePlayer('random', seededRandom(1))), black: recording(makePlayer('easy', seededRandom(2))) },
    levels: { white: 'random', black: 'easy' },
    dice: seededRandom(3),
  });
  assert.ok(seen.length > 20);
  assert.ok(
    seen.every((s) => s.match?.length === 3),
    'the length every time',
  );
  const scores = new Set(seen.map((s) => `${s.match!.score.white}-${s.match!.score.black}`));
  assert.ok(scores.has('0-0'), 'the first game at 0-0');
  assert.ok(scores.size > 1 || summary.games.played === 1, `the score moves on between games: ${[...scores].join(', ')}`);
  const final = seen.at(-1)!.match!.score;
  assert.ok(final.white < 3 && final.black < 3, 'the last decision is before the match is won');
});

test('matchContextOf: money play sends none', async () => {
  const { matchContextOf } = await import('../../src/cli/match-runner.js');
  const state = { config: { length: 0 }, score: { white: 2, black: 1 } } as unknown as MatchState;
  assert.equal(matchContextOf(state), undefined);
  assert.deepEqual(matchContextOf({ ...state, config: { ...state.config, length: 5 } } as MatchState), { score: { white: 2, black: 1 }, length: 5 });
});
