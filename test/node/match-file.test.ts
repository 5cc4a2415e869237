/**
 * Match files (issue #41): the tabla-match JSON record (replay, validation naming the bad field),
 * `.mat` export read back by GNU Backgammon itself with the same score, and `.mat` files written
 * by GNU Backgammon imported move for move.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { matFromRecord, recordFromJSON, recordFromMat, replayRecord, TablaError, type MatchRecord } from '../../src/engine/index.js';
import { loadNetworks } from '../../src/bot/index.js';
import { runMatches } from '../../src/cli/match-runner.js';
import { makePlayer } from '../../src/cli/players.js';
import { seededRandom } from '../../src/engine/dice.js';
import { repoRoot } from './helpers/paths.js';
import { replayedRecordFromMat, replayedRecordFromMatInSteps } from '../../src/engine/match-file/mat-import.js';
import { replayedRecordInSteps } from '../../src/engine/match-file/record-check.js';

await loadNetworks(['prva']);

const FIXTURES = path.join(repoRoot, 'test', 'fixtures', 'mat');
const GNUBG = '/usr/games/gnubg';

/** A match played by the command line's players, recorded. */
function played(game: 'backgammon' | 'prva', length: number, seed: number, white = 'hard', black = 'medium'): MatchRecord {
  const { record } = runMatches({
    tradition: 'macedonian',
    game,
    length,
    games: null,
    seed,
    players: { white: makePlayer(white, seededRandom(seed * 3 + 1)), black: makePlayer(black, seededRandom(seed * 3 + 2)) },
    levels: { white, black },
    dice: seededRandom(seed * 3 + 3),
    record: { white: 'alice', black: 'bob' },
  });
  return record!;
}

function finalScore(r: MatchRecord) {
  const s = { white: 0, black: 0 };
  for (const g of r.games) if (g.result?.winner) s[g.result.winner] += g.result.points;
  return s;
}

function badRecord(f: () => unknown, re: RegExp) {
  assert.throws(f, (e: unknown) => e instanceof TablaError && e.code === 'bad-record' && re.test(e.message), `expected bad-record matching ${re}`);
}

test('a recorded backgammon match replays, survives JSON, and its cube actions are in the record', () => {
  const r = played('backgammon', 5, 7);
  assert.ok(r.winner, 'the match ended');
  const back = recordFromJSON(JSON.stringify(r));
  assert.deepEqual(
    back.games.map((g) => g.result),
    r.games.map((g) => g.result),
  );
  const replay = replayRecord(back);
  assert.equal(replay.at(-1)!.after.phase, 'match-over');
  const score = finalScore(r);
  assert.ok(score[r.winner!] >= 5);
  const cube = r.games.flatMap((g) => g.actions).filter((a) => a.type === 'double');
  assert.ok(cube.length > 0, 'some double in a 5-point match between cube-aware players');
});

test('.mat export: our reader reads back the same games, scores and plays', () => {
  for (const seed of [3, 7, 11]) {
    const r = played('backgammon', 5, seed);
    const mat = matFromRecord(r);
    assert.match(mat, / 5 point match/);
    assert.match(mat, /Wins \d+ points?/);
    const back = recordFromMat(mat);
    assert.deepEqual(
      back.games.map((g) => [g.score, g.result?.winner, g.result?.points]),
      r.games.map((g) => [g.score, g.result?.winner, g.result?.points]),
    );
    assert.equal(back.winner, r.winner);
    const moves = (x: MatchRecord) =>
      x.games.map((g) =>
        g.actions.filter((a) => a.type !== 'opening').map((a) => (a.type === 'move' ? `${a.player} ${a.dice!.join('')}` : `${a.type} ${a.player}`)),
      );
    assert.deepEqual(moves(back), moves(r));
  }
});

test('.mat export round-trips through GNU Backgammon with the same score', { skip: existsSync(GNUBG) ? false : `${GNUBG} is not installed` }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tabla-mat-'));
  for (const [game, seed] of [
    ['backgammon', 5],
    ['backgammon', 9],
    ['prva', 4],
  ] as const) {
    const r = played(game, game === 'prva' ? 3 : 5, seed);
    const file = path.join(dir, `m${seed}.mat`);
    writeFileSync(file, matFromRecord(r));
    const out = spawnSync(GNUBG, ['-t', '-q'], { input: `import mat ${file}\nshow score\n`, encoding: 'utf8', env: { ...process.env, HOME: dir } });
    const m = /The score \(after (\d+) games?\) is: alice (\d+), bob (\d+) \(match to (\d+) points?[^)]*\)/.exec(out.stdout);
    assert.ok(m, `gnubg printed a score for ${game} seed ${seed}: ${out.stdout.slice(-400)}`);
    const score = finalScore(r);
    assert.deepEqual(
      [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])],
      [r.games.length, score.white, score.black, r.settings.length],
      `${game} seed ${seed}`,
    );
  }
});

test('.mat files written by GNU Backgammon import move for move', () => {
  for (const name of ['gnubg-3pt-seed1', 'gnubg-5pt-seed101']) {
    const r = recordFromMat(readFileSync(path.join(FIXTURES, `${name}.mat`), 'utf8'));
    const want = JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as {
      length: number;
      players: [string, string];
      moves: [number, string, number, string][];
    };
    assert.equal(r.settings.length, want.length);
    assert.deepEqual([r.players.white, r.players.black], want.players);
    const count = new Map<string, number>();
    const ours = r.games.flatMap((g, gi) =>
      g.actions.flatMap((a) => {
        if (a.type !== 'move') return [];
        const key = `${gi}${a.player}`;
        count.set(key, (count.get(key) ?? 0) + 1);
        return [[gi + 1, r.players[a.player], count.get(key)!, a.dice!.join('')]];
      }),
    );
    assert.deepEqual(ours, want.moves, name);
  }
});

test('a record is read stepwise: the .mat reading pauses at every entry, the JSON replay at every action, and the replays agree', () => {
  for (const name of ['gnubg-3pt-seed1', 'gnubg-5pt-seed101']) {
    const text = readFileSync(path.join(FIXTURES, `${name}.mat`), 'utf8');
    const drain = <T>(steps: Generator<void, T, void>): { pauses: number; value: T } => {
      let pauses = 0;
      for (;;) {
        const next = steps.next();
        if (next.done) return { pauses, value: next.value };
        pauses++;
      }
    };
    const mat = drain(replayedRecordFromMatInSteps(text));
    const { record, games } = mat.value;
    const actions = record.games.reduce((n, g) => n + g.actions.length, 0);
    const moves = record.games.reduce((n, g) => n + g.actions.filter((a) => a.type === 'move').length, 0);
    assert.ok(mat.pauses >= moves, `${name}: ${mat.pauses} pauses for ${moves} moves`);
    // The replay the reading made is the one a replay of its record makes, state for state.
    assert.deepEqual(games, replayRecord(record), name);
    assert.deepEqual(replayedRecordFromMat(text), mat.value, name);
    const json = drain(replayedRecordInSteps(JSON.stringify(record)));
    assert.equal(json.pauses, actions, name);
    assert.deepEqual(json.value, mat.value, name);
  }
});

test('the JSON record is validated field by field, then replayed', () => {
  const good = played('prva', 1, 2, 'random', 'random');
  const edit = (f: (r: any) => void) => {
    const r = JSON.parse(JSON.stringify(good));
    f(r);
    return () => recordFromJSON(r);
  };
  badRecord(() => recordFromJSON('{"format":'), /^record: not valid JSON/);
  badRecord(
    edit((r) => (r.format = 'other')),
    /^format: must be "tabla-match"/,
  );
  badRecord(
    edit((r) => (r.version = 99)),
    /^version: 99 is newer/,
  );
  badRecord(
    edit((r) => delete r.players.black),
    /^players\.black: must be a name/,
  );
  badRecord(
    edit((r) => (r.settings.game = 'chess')),
    /^settings\.game: unknown game "chess"/,
  );
  badRecord(
    edit((r) => (r.games[0].actions[2].steps[0].from = 30)),
    /^games\[0\]\.actions\[2\]\.steps\[0\]\.from: must be a whole number from 0 to 25, got 30/,
  );
  badRecord(
    edit((r) => (r.games[0].actions[3].type = 'jump')),
    /^games\[0\]\.actions\[3\]\.type: unknown action "jump"/,
  );
  badRecord(
    edit((r) => (r.games[0].actions[2].steps = [{ from: 1, to: 0 }])),
    /^games\[0\]\.actions\[2\]: /,
  );
  badRecord(
    edit((r) => (r.games[0].score.white = 3)),
    /^games\[0\]: the score 3-0 does not match/,
  );
  badRecord(
    edit((r) => r.games.push({ ...r.games[0], score: { white: 0, black: 0 } })),
    /^games\[\d+\]: (the score 0-0 does not match|the match was already over)/,
  );
  badRecord(
    edit((r) => (r.games[0].result.points = 3)),
    /^games\[0\]: the result .* does not match the play/,
  );
  badRecord(
    edit((r) => (r.winner = r.winner === 'white' ? 'black' : 'white')),
    /^winner: /,
  );
  assert.equal(recordFromJSON(JSON.stringify(good)).games.length, good.games.length);
});

test('a malformed .mat is refused naming the line and the problem', () => {
  const head = ' 3 point match\n\n Game 1\n a : 0                          b : 0\n';
  badRecord(() => recordFromMat(' Game 1\n'), /^line 1: no "N point match" header|^line 1: cannot read/);
  badRecord(() => recordFromMat(`${head}  1) 31: 8/5 6/5                  42: 8/4 9/5\n`), /^line 5: cannot play "8\/4 9\/5" with 4-2/);
  badRecord(() => recordFromMat(`${head}  1) 31: 8/5 6/5                  hello\n`), /^line 5: /);
  badRecord(() => recordFromMat(`${head}  1) 31: 8/5 6/5                  42: 8/4 6/4\n  2) 11: 3/2\n`), /^line 6: /);
  badRecord(() => recordFromMat(' 3 point match\n\n Game 1\n a : 1   b : 0\n'), /^line 4: the score 1-0 does not follow/);
  const tabla = (settings: string) => `; [Tabla settings "${settings}"]\n${head}  1) 31: 8/5 6/5\n`;
  badRecord(
    () => recordFromMat(tabla("{'tradition':'turkish','game':null,'length':3,'openingRoll':'sometimes','laterGames':'winner','triple':false}")),
    /^line 1: Tabla settings\.openingRoll: /,
  );
  badRecord(
    () => recordFromMat(tabla("{'tradition':'macedonian','game':'fevga','length':3,'openingRoll':'reroll','laterGames':'winner','triple':false}")),
    /^line 1: Tabla settings\.game: .*not fevga/,
  );
  badRecord(() => recordFromMat(tabla('{oops')), /^line 1: the Tabla settings are not JSON/);
});

test(".mat import reads comments, tabs and other programs' column spacing the same way", () => {
  const text = readFileSync(path.join(FIXTURES, 'gnubg-5pt-seed101.mat'), 'utf8');
  const want = recordFromMat(text);
  // Narrower columns (as XG and hand edits write them), tabs, comments between rows, Windows line ends.
  const odd = text
    .split('\n')
    .flatMap((l, i) => {
      const row = /^(\s*\d+\))(\s+)(\S.*?)?(\s{2,})(\S.*)?$/.exec(l);
      const line = row ? `${row[1].trim()}\t${row[3] ?? ''}${row[3] ? '      ' : '              '}${row[5] ?? ''}` : l;
      return i % 7 === 3 ? [line, '; a comment, as players add'] : [line];
    })
    .join('\r\n');
  assert.notEqual(odd, text);
  const got = recordFromMat(odd);
  assert.deepEqual(got.games, want.games);
});

test('.mat import reads a win in the middle of a game as the other player resigning (C7: 2 points with nothing borne off)', () => {
  const text = [
    ' 3 point match',
    '',
    ' Game 1',
    ' ann : 0                        ben : 0',
    '  1) 31: 8/5 6/5                 42: 8/4 6/4',
    '  2)                              Wins 2 points',
  ].join('\n');
  const game = recordFromMat(text).games[0];
  assert.deepEqual(game.actions.at(-1), { type: 'resign', player: 'white', points: 2 });
  assert.deepEqual([game.result?.winner, game.result?.points], ['black', 2]);
});

test(".mat import accepts a double as a game's first roll (Jellyfish, XG: the file holds no opening dice)", () => {
  const text = [
    '; [Crawford "Off"]',
    ' 2 point match',
    '',
    ' Game 1',
    ' ann : 0                        ben : 0',
    '  1)                            33: 8/5 8/5 6/3 6/3',
    '  2) 31: 8/5 6/5                 Doubles => 2',
    '  3)  Drops                      Wins 1 point',
    '',
    ' Game 2',
    ' ann : 0                        ben : 1',
    '  1) 66: 24/18 24/18 13/7 13/7   42: 8/4 6/4',
    '  2)  Doubles => 2',
    '  3)                              Drops',
    '  4)  Wins 1 point',
  ].join('\n');
  const r = recordFromMat(text);
  assert.equal(r.settings.cubeRules!.crawford, false, 'the Crawford tag is read');
  assert.deepEqual(
    r.games.map((g) => [g.start !== undefined, g.actions[0].type === 'move' && g.actions[0].player, g.result?.winner, g.result?.points]),
    [
      [true, 'black', 'black', 1],
      [true, 'white', 'white', 1],
    ],
  );
  // Game 2 would be the Crawford game, but the tag says there is none: its double stands.
  assert.equal(r.games[1].actions[2].type, 'double');
  assert.equal(r.winner, null, '1-1 in a 2-point match');
});

test(".mat import reads what programs write for a roll without its play: XG's Cannot Move, a forced play left out, XG's ??? and a blank before a resignation", () => {
  const text = readFileSync(path.join(FIXTURES, 'gnubg-5pt-seed101.mat'), 'utf8');
  const want = recordFromMat(text);
  const lines = text.split('\n');
  const edited = (edit: (lines: string[]) => void) => {
    const copy = [...lines];
    edit(copy);
    return copy.join('\n');
  };
  // Row 15: white dances with 66 (GNU Backgammon writes nothing); XG writes `Cannot Move`.
  assert.match(lines[30], /^ 15\) 66: {2,}51: 13\/8 13\/12/);
  assert.deepEqual(recordFromMat(edited((l) => (l[30] = ' 15) 66: Cannot Move             51: 13/8 13/12 '))).games, want.games);
  // Row 11: white's 53 from the bar can only be played bar/20 bar/22; row 18: black's 66 only 12/6(2).
  assert.match(lines[26], /^ 11\) 53: 25\/20 25\/22 /);
  assert.match(lines[33], /66: 12\/6 12\/6 $/);
  const forced = recordFromMat(
    edited((l) => {
      l[26] = ' 11) 53:                         54: 13/9 13/8 ';
      l[33] = l[33].replace('66: 12/6 12/6 ', '66:');
    }),
  );
  assert.deepEqual(
    forced.games.map((g) => g.actions.map((a) => (a.type === 'move' ? a.steps : a))),
    want.games.map((g) => g.actions.map((a) => (a.type === 'move' ? a.steps : a))),
    'the forced plays are played',
  );
  // A roll with plays but none written, then the opponent's win: the roller resigned after rolling (C7).
  const head = ' 3 point match\n\n Game 1\n ann : 0                        ben : 0\n  1) 31: 8/5 6/5                 42: 8/4 6/4\n';
  for (const unplayed of ['62:', '62: ???', '62: ????']) {
    const game = recordFromMat(`${head}  2) ${unplayed.padEnd(30)}Wins 2 points\n`).games[0];
    assert.deepEqual(game.actions.at(-1), { type: 'resign', player: 'white', points: 2 }, unplayed);
    assert.equal(game.actions.length, 4, 'the roll left unplayed is not a move of the record');
  }
  // Without the win after it, it is an error naming its line.
  badRecord(
    () => recordFromMat(`${head}  2) 62:                          54: 13/8 13/9\n`),
    /^line 6: the roll has no play written, but it has more than one legal play/,
  );
  badRecord(() => recordFromMat(`${head}  2) 62: ???\n`), /^line 6: the roll has no play written/);
});

test(".mat import reads XG's header tags and refuses another variation than backgammon", () => {
  const body = ' 3 point match\n\n Game 1\n XG Bot: 0                         Player 1 : 0\n  1) 62: 13/11 24/18                   41: 13/9 24/23\n';
  const xg = ['; [Site "XG Mobile"]', '; [Player 1 "XG Bot"]', '; [Variation "Backgammon"]', '; [Jacoby "Off"]', '; [CubeLimit "1024"]', ''].join('\n');
  const r = recordFromMat(xg + body);
  assert.deepEqual([r.players.white, r.players.black, r.games[0].actions.length], ['XG Bot', 'Player 1', 3]);
  badRecord(() => recordFromMat('; [Variation "Nackgammon"]\n' + body), /^line 1: the match is "Nackgammon", not backgammon/);
});

test('.mat import reads the singular cube words some programs write (Double => 2, Take, Drop)', () => {
  const text = [
    ' 3 point match',
    '',
    ' Game 1',
    ' ann : 0                        ben : 0',
    '  1) 31: 8/5 6/5                 Double => 2',
    '  2)  Take                       42: 8/4 6/4',
    '  3)  Double => 4                 Drop',
    '  4)  Wins 2 points',
  ].join('\n');
  const game = recordFromMat(text).games[0];
  assert.deepEqual(
    game.actions.slice(1).map((a) => a.type),
    ['move', 'double', 'take', 'move', 'double', 'pass'],
  );
  assert.deepEqual([game.result?.winner, game.result?.points], ['white', 2]);
});
