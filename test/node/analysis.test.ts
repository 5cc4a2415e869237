/**
 * The match analysis (issue #41): `analyzeMatch` on recorded matches of every game — the decisions
 * and their fields, marks and summaries as documented, progress and cancel — and the check that a
 * uniformly random player's error rate is many times (≥ 3×) the hard bot's in each game.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { recordFromMat, TablaError, type GameId, type MatchRecord, type TraditionId } from '../../src/engine/index.js';
import { analyzeMatch, chooseMoveSync, loadNetworks, markOf, ratingOf, type MatchAnalysis } from '../../src/bot/index.js';
import { runMatches } from '../../src/cli/match-runner.js';
import { makePlayer, type Player } from '../../src/cli/players.js';
import { seededRandom } from '../../src/engine/dice.js';
import { repoRoot } from './helpers/paths.js';

await loadNetworks();

/** The hard bot bounded by work, not time (a loaded machine must not change the record). */
function hardByWork(): Player {
  const rng = seededRandom(2);
  const base = makePlayer('hard', rng);
  return {
    ...base,
    choose: (pos, dice, match, rules) =>
      chooseMoveSync(pos, dice, {
        level: 'hard',
        seed: Math.floor(rng() * 2 ** 32),
        timeBudgetMs: 1e9,
        ...(match ? { matchContext: match } : {}),
        ...(rules ? { rules } : {}),
      }),
  };
}

function randomAgainstHard(game: GameId, tradition: TraditionId, seed: number): MatchRecord {
  const { record } = runMatches({
    tradition,
    game,
    length: 3,
    games: null,
    seed,
    players: { white: makePlayer('random', seededRandom(1)), black: hardByWork() },
    levels: { white: 'random', black: 'hard' },
    dice: seededRandom(seed),
    record: { white: 'random', black: 'hard' },
  });
  return record!;
}

function checkShape(a: MatchAnalysis, record: MatchRecord) {
  assert.deepEqual(a.players, [record.players.white, record.players.black]);
  for (const d of a.decisions) {
    assert.ok(d.loss >= 0, 'loss ≥ 0');
    assert.equal(d.mark, d.forced ? null : markOf(d.loss));
    assert.ok(d.game >= 1 && d.game <= record.games.length);
    const action = record.games[d.game - 1].actions[d.index];
    assert.ok(action, `decision points at an action: game ${d.game} index ${d.index}`);
    if (d.kind === 'move') {
      assert.equal(action.type, 'move');
      assert.equal(d.player, record.players[d.color]);
      assert.ok(d.choices >= 1);
      assert.equal(d.forced, d.choices === 1);
      assert.ok(d.top.length >= 1 && d.top[0].diff === 0, 'the best first, diff 0');
      assert.ok(
        d.top.some((t) => t.play === d.played),
        'the play made is among the shown',
      );
      assert.equal(d.top.find((t) => t.play === d.played)!.depth, d.top[0].depth, 'the play made judged at the ply of the best');
    }
    assert.ok(d.winChance >= 0 && d.winChance <= 1 && d.whiteWinChance >= 0 && d.whiteWinChance <= 1);
    assert.ok(d.roll >= 1);
  }
  for (const s of Object.values(a.summary)) {
    const mine = a.decisions.filter((d) => d.color === s.color && d.kind === 'move' && !d.forced);
    assert.equal(s.unforced, mine.length);
    assert.ok(Math.abs(s.checkerLoss - mine.reduce((x, d) => x + d.loss, 0)) < 1e-3);
    assert.ok(Math.abs(s.errorRate - (s.unforced ? (1000 * s.checkerLoss) / s.unforced : 0)) < 0.02);
    assert.equal(s.rating, ratingOf(s.errorRate));
  }
}

for (const [game, tradition, seed] of [
  ['prva', 'macedonian', 5],
  ['vtora', 'macedonian', 5],
  ['treta', 'macedonian', 5],
  ['treta', 'greek', 6],
  ['fevga', 'macedonian', 5],
  ['nardy', 'macedonian', 5],
  ['backgammon', 'macedonian', 5],
] as const) {
  test(`${game} (${tradition}): random's error rate is many times hard's`, async () => {
    const record = randomAgainstHard(game, tradition, seed);
    const a = await analyzeMatch(record, { level: 'hard' });
    checkShape(a, record);
    const r = a.summary.random;
    const h = a.summary.hard;
    assert.ok(r.unforced >= 10 && h.unforced >= 10, `enough decisions: ${r.unforced}, ${h.unforced}`);
    assert.ok(r.errorRate >= 3 * h.errorRate, `random ${r.errorRate} mEMG, hard ${h.errorRate} mEMG`);
  });
}

test('a GNU Backgammon match: cube decisions, progress to the end, summaries by name', async () => {
  const record = recordFromMat(readFileSync(path.join(repoRoot, 'test', 'fixtures', 'mat', 'gnubg-3pt-seed1.mat'), 'utf8'));
  const seen: number[] = [];
  const a = await analyzeMatch(record, { level: 'medium', onProgress: (p) => seen.push(p.done / p.total) });
  checkShape(a, record);
  assert.equal(seen.at(-1), 1);
  assert.ok(
    seen.every((x, i) => i === 0 || x > seen[i - 1]),
    'progress only grows',
  );
  const kinds = new Set(a.decisions.map((d) => d.kind));
  for (const k of ['move', 'no-double', 'double', 'take', 'pass']) assert.ok(kinds.has(k as never), `a ${k} decision`);
  assert.deepEqual(Object.keys(a.summary), ['gnubg', 'root']);
  assert.ok(a.summary.root.errorRate > a.summary.gnubg.errorRate, 'the noisy player errs more');
  // root won game 1 (1 point), gnubg game 2 with 4 points at 0–1, of which the 3-point match counts 3.
  assert.deepEqual(
    record.games.map((g) => [g.result?.winner, g.result?.points]),
    [
      ['black', 1],
      ['white', 4],
    ],
  );
  assert.deepEqual([a.summary.gnubg.result, a.summary.root.result], [2, -2]);
  // The same record gives the same figures (fixed work, not time).
  const again = await analyzeMatch(record, { level: 'medium' });
  assert.deepEqual(
    again.decisions.map((d) => d.loss),
    a.decisions.map((d) => d.loss),
  );
});

test('analyzeMatch refuses a bad record and level, and stops when cancelled', async () => {
  await assert.rejects(
    analyzeMatch({ format: 'tabla-match', version: 1 }),
    (e: unknown) => e instanceof TablaError && e.code === 'bad-record' && /^players: /.test(e.message),
  );
  const record = randomAgainstHard('prva', 'macedonian', 5);
  await assert.rejects(analyzeMatch(record, { level: 'genius' as never }), (e: unknown) => e instanceof TablaError && e.code === 'bad-option');
  const abort = new AbortController();
  let calls = 0;
  await assert.rejects(
    analyzeMatch(record, { level: 'medium', signal: abort.signal, onProgress: () => ++calls === 3 && abort.abort() }),
    (e: unknown) => e instanceof TablaError && e.code === 'cancelled',
  );
  assert.ok(calls < 10, 'stopped soon after the cancel');
});
