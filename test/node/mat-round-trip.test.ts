/**
 * `.mat` round trips (issue #41) for every tradition that plays Prva or backgammon, under each
 * opening-roll and later-games option (RULES.md O1, O2, M3, M4) and the triple result (O3): our
 * export read back by our import gives the same games, moves, cube actions, scores, results and
 * match winner; and GNU Backgammon reads the same files to the same score.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { matFromRecord, positionKey, recordFromMat, replayRecord, type MatchOptions, type MatchRecord } from '../../src/engine/index.js';
import { randomRecord } from './helpers/random-record.js';

const GNUBG = '/usr/games/gnubg';

/** The matches played: each tradition with Prva or backgammon, and the options that change how games start. */
const CASES: { name: string; options: MatchOptions; seed: number }[] = [
  { name: 'backgammon, winner starts later games (M4)', options: { tradition: 'international', length: 7, laterGames: 'winner' }, seed: 1 },
  { name: 'backgammon, opening roll each game (O2)', options: { tradition: 'international', length: 5, laterGames: 'opening-roll' }, seed: 2 },
  { name: 'backgammon, opening roll then a fresh roll (O1 reroll)', options: { tradition: 'international', length: 5, openingRoll: 'reroll' }, seed: 3 },
  { name: 'backgammon, no Crawford', options: { tradition: 'international', length: 7, cube: { crawford: false } }, seed: 14 },
  { name: 'backgammon money play, Jacoby', options: { tradition: 'international', length: 0 }, seed: 5 },
  { name: 'turkish Tavla', options: { tradition: 'turkish', length: 7 }, seed: 6 },
  { name: 'romanian Table (triple, O3)', options: { tradition: 'romanian', length: 7 }, seed: 7 },
  { name: 'macedonian Prva alone (D5)', options: { tradition: 'macedonian', game: 'prva', length: 5 }, seed: 8 },
  {
    name: 'bulgarian Prava, opening dice played (O1)',
    options: { tradition: 'bulgarian', game: 'prva', length: 5, openingRoll: 'play-opening-dice' },
    seed: 9,
  },
  { name: 'greek Portes, opening roll each game (O2)', options: { tradition: 'greek', game: 'prva', length: 5, laterGames: 'opening-roll' }, seed: 10 },
  { name: 'macedonian Prva, triple on', options: { tradition: 'macedonian', game: 'prva', length: 5, triple: true }, seed: 11 },
];

const RECORDS = CASES.map((c) => ({ ...c, record: randomRecord(c.options, c.seed) }));

/** Every game's actions but the opening roll (a `.mat` holds no opening dice under O1 reroll), each with the dice played and the position it leads to. */
function play(r: MatchRecord): string[][] {
  return replayRecord(r).map((g, gi) =>
    r.games[gi].actions.flatMap((a, i) => {
      if (a.type === 'opening') return [];
      const after = (g.before[i + 1] ?? g.after).position;
      const dice = a.type === 'move' ? (a.dice ?? g.before[i].dice) : null;
      const what = a.type === 'move' ? `${a.player} ${[...dice!].sort().join('')}` : `${a.type} ${a.player}`;
      return [`${what} → ${positionKey(after)}`];
    }),
  );
}

/** The sum of the games' points for each side. */
function finalScore(r: MatchRecord) {
  const s = { white: 0, black: 0 };
  for (const g of r.games) if (g.result?.winner) s[g.result.winner] += g.result.points;
  return s;
}

test('the matches cover the defect: a later game or a first game that starts with a double', () => {
  const firstRolls = RECORDS.flatMap(({ record }) => record.games.map((g) => g.actions.find((a) => a.type === 'move')));
  const doubles = firstRolls.filter((a) => a?.type === 'move' && a.dice && a.dice[0] === a.dice[1]);
  assert.ok(doubles.length >= 3, `${doubles.length} games start with a double`);
  for (const { name, record } of RECORDS) assert.ok(record.games.length >= 2, `${name}: ${record.games.length} games`);
});

for (const { name, record } of RECORDS) {
  test(`.mat round trip, ${name}: same rules, moves, cube actions, scores, results and winner`, () => {
    const back = recordFromMat(matFromRecord(record));
    assert.deepEqual(back.settings, record.settings);
    assert.deepEqual(back.players, record.players);
    assert.deepEqual(
      back.games.map((g) => [g.game, g.score, g.result?.winner, g.result?.points]),
      record.games.map((g) => [g.game, g.score, g.result?.winner, g.result?.points]),
    );
    assert.equal(back.winner, record.winner);
    assert.deepEqual(play(back), play(record));
  });
}

test('GNU Backgammon reads each of these files to the same score', { skip: existsSync(GNUBG) ? false : `${GNUBG} is not installed` }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tabla-mat-'));
  for (const { name, record, seed } of RECORDS) {
    const file = path.join(dir, `m${seed}.mat`);
    writeFileSync(file, matFromRecord(record));
    const out = spawnSync(GNUBG, ['-t', '-q'], { input: `import mat ${file}\nshow score\n`, encoding: 'utf8', env: { ...process.env, HOME: dir } });
    const score = finalScore(record);
    const length = record.settings.length;
    const m =
      length > 0
        ? /The score \(after (\d+) games?\) is: alice (\d+), bob (\d+) \(match to (\d+) points?[^)]*\)/.exec(out.stdout)
        : /The score \(after (\d+) games?\) is: alice (\d+), bob (\d+) \(money/.exec(out.stdout);
    assert.ok(m, `gnubg printed a score for ${name}: ${out.stdout.slice(-600)} ${out.stderr.slice(-300)}`);
    assert.deepEqual(m.slice(1, length > 0 ? 5 : 4).map(Number), [record.games.length, score.white, score.black, ...(length > 0 ? [length] : [])], name);
  }
});
