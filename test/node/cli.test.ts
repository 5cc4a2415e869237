/** The `tabla` command line, run as a child process from its compiled file. */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { legalPlays, parsePosition, positionFromJSON, positionKey, positionToJSON, startPosition } from '../../src/engine/index.js';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { repoRoot } from './helpers/paths.js';

const CLI = path.join(repoRoot, 'build', 'node', 'src', 'cli', 'tabla.js');

function tabla(args: string[], input = '') {
  const r = spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const lines = (s: string) =>
  s
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);

function assertCleanError(r: { code: number | null; err: string; out: string }, re: RegExp) {
  assert.notEqual(r.code, 0);
  assert.equal(r.out, '');
  assert.match(r.err, /^tabla: /);
  assert.match(r.err, re);
  assert.doesNotMatch(r.err, /\n\s+at /, 'no stack trace');
}

interface PlayOut {
  notation: string;
  steps: [number, number][];
  position: unknown;
  result: unknown;
}

test('--help prints usage', () => {
  for (const args of [['--help'], ['help'], ['moves', '--help']]) {
    const r = tabla(args);
    assert.equal(r.code, 0);
    assert.match(r.out, /Usage: tabla <command>/);
    assert.match(r.out, /serve-stdio/);
  }
  const none = tabla([]);
  assert.equal(none.code, 2);
  assert.match(none.err, /Usage/);
});

test('moves on the start position with 3-1 lists the known plays', () => {
  const r = tabla(['moves', '--position', 'prva start', '--dice', '3,1']);
  assert.equal(r.code, 0, r.err);
  const { plays } = JSON.parse(r.out) as { plays: PlayOut[] };
  const expected = legalPlays(startPosition('prva'), [3, 1]);
  assert.equal(plays.length, expected.length);
  assert.deepEqual(new Set(plays.map((p) => positionKey(positionFromJSON(p.position)))), new Set(expected.map((p) => positionKey(p.position))));
  const point = plays.find((p) => p.notation === '8/5 6/5');
  assert.ok(point, 'the 8/5 6/5 point-making play is listed');
  assert.deepEqual(
    [...point.steps].sort((a, b) => b[0] - a[0]),
    [
      [8, 5],
      [6, 5],
    ],
  );
  assert.equal(point.result, null);
  assert.equal((point.position as { turn: string }).turn, 'black');
});

test('moves reads every position format and applies --tradition', () => {
  const json = JSON.stringify(positionToJSON(startPosition('prva')));
  const forms = [json, '4HPwATDgc/ABMA', 'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10', 'prva w:24x2,13x5,8x3,6x5 b:24x2,13x5,8x3,6x5 turn:w'];
  const outs = forms.map((f) => tabla(['moves', '--position', f, '--dice', '6-5']));
  for (const r of outs) assert.equal(r.code, 0, r.err);
  assert.ok(outs.every((r) => r.out === outs[0].out));
  const greek = JSON.parse(tabla(['moves', '--position', 'treta start', '--dice', '6,5', '--tradition', 'greek']).out) as { plays: PlayOut[] };
  assert.ok(greek.plays.every((p) => (p.position as { tradition: string }).tradition === 'greek'));
});

test('moves: Vtora carried numbers without --dice; --limit', () => {
  const r = tabla(['moves', '--position', 'vtora w:24x14,20 b:24x15 turn:b carry:5,5 rolls:4/3']);
  assert.equal(r.code, 0, r.err);
  const { plays } = JSON.parse(r.out) as { plays: PlayOut[] };
  assert.ok(plays.length > 0);
  assert.ok(plays.every((p) => (p.position as { turn: string }).turn === 'black'));
  assertCleanError(tabla(['moves', '--position', 'prva start', '--dice', '3,1', '--limit', '3']), /more than 3 legal plays/);
  assertCleanError(tabla(['moves', '--position', 'prva start']), /dice/);
});

test('batch mode: one result line per input line, errors inline', () => {
  const input = [
    JSON.stringify({ position: positionToJSON(startPosition('prva')), dice: [3, 1] }),
    '{"position": "prva start", "dice": [9, 1]}',
    'not json',
    JSON.stringify({ position: 'treta start', dice: [6, 6] }),
    JSON.stringify({ position: 'prva start', dice: [3, 1], level: 'hard' }),
  ].join('\n');
  const r = tabla(['moves'], input + '\n');
  assert.equal(r.code, 0, r.err);
  const out = lines(r.out);
  assert.equal(out.length, 5);
  assert.ok(Array.isArray(out[0].plays));
  assert.match(String(out[1].error), /die out of range/);
  assert.match(String(out[2].error), /not valid JSON/);
  assert.ok(Array.isArray(out[3].plays));
  assert.equal(out[4].error, 'unknown key "level" (expected position, dice)');
});

test('bad input exits non-zero without a stack trace', () => {
  assertCleanError(tabla(['moves', '--position', 'hello', '--dice', '3,1']), /not a position/);
  assertCleanError(tabla(['moves', '--position', 'prva w:24x2 b:24x2', '--dice', '3,1']), /invalid compact position/);
  assertCleanError(tabla(['moves', '--position', 'prva start', '--dice', '7,1']), /--dice must be two numbers/);
  assertCleanError(tabla(['moves', '--position', 'prva start', '--dice', '3,1', '--bogus', '1']), /unknown option --bogus/);
  assertCleanError(tabla(['frobnicate']), /unknown command 'frobnicate'/);
  assertCleanError(tabla(['moves', '--position', 'prva start', '--position', 'fevga start']), /--position given twice/);
  assertCleanError(tabla(['moves', 'prva start']), /unexpected argument "prva start"/);
  assertCleanError(tabla(['moves', '--position', '--dice', '3,1']), /--position needs a value/);
  assertCleanError(tabla(['match', '--level', 'hard']), /unknown option --level/);
  assertCleanError(tabla(['moves', '--position', 'treta start', '--dice', '3,1', '--tradition', 'cretan']), /unknown tradition "cretan"/);
});

test('serve-stdio answers each line with a legal play', () => {
  const requests = [
    { position: positionToJSON(startPosition('prva')), dice: [3, 1] },
    { position: 'vtora start', dice: [6, 5] },
    { position: 'treta start turn:b', dice: [2, 2] },
    { position: 'fevga start', dice: [6, 6] },
  ];
  const r = tabla(['serve-stdio', '--seed', '7'], requests.map((q) => JSON.stringify(q)).join('\n') + '\n{"position":"x"}\n');
  assert.equal(r.code, 0, r.err);
  const out = lines(r.out);
  assert.equal(out.length, requests.length + 1);
  requests.forEach((q, i) => {
    const pos = typeof q.position === 'string' ? parsePosition(q.position) : positionFromJSON(q.position);
    const legal = legalPlays(pos, q.dice).map((p) => positionKey(p.position));
    const play = out[i] as unknown as PlayOut;
    assert.ok(legal.includes(positionKey(positionFromJSON(play.position))), `request ${i}`);
    assert.equal(typeof play.notation, 'string');
  });
  assert.ok(typeof out[requests.length].error === 'string');
  // The same seed gives the same answers.
  assert.equal(tabla(['serve-stdio', '--seed', '7'], requests.map((q) => JSON.stringify(q)).join('\n') + '\n{"position":"x"}\n').out, r.out);
  assertCleanError(tabla(['serve-stdio', '--level', 'expert']), /unknown bot level "expert"/);
  // O3 on: the same requests still get legal plays; a bad value is named.
  const t = tabla(['serve-stdio', '--seed', '7', '--triple', 'on'], requests.map((q) => JSON.stringify(q)).join('\n') + '\n');
  assert.equal(t.code, 0, t.err);
  assert.equal(lines(t.out).length, requests.length);
  assertCleanError(tabla(['serve-stdio', '--triple', 'maybe']), /--triple must be on or off, got "maybe"/);
});

test('match prints a summary', () => {
  const r = tabla(['match', '--tradition', 'macedonian', '--white', 'random', '--black', 'random', '--length', '3', '--seed', '11']);
  assert.equal(r.code, 0, r.err);
  const s = JSON.parse(r.out) as {
    matches: { played: number; white: number; black: number };
    games: { played: number; white: number; black: number; draws: number };
    points: { white: number; black: number };
    pointsPerGame: { difference: { mean: number; ci95: [number, number] | null } };
    seed: number;
  };
  assert.equal(s.matches.played, 1);
  assert.equal(s.matches.white + s.matches.black, 1);
  assert.ok(Math.max(s.points.white, s.points.black) >= 3);
  assert.equal(s.games.white + s.games.black + s.games.draws, s.games.played);
  assert.equal(s.seed, 11);
  assert.equal(tabla(['match', '--tradition', 'macedonian', '--length', '3', '--seed', '11']).out, r.out);

  const many = JSON.parse(tabla(['match', '--game', 'prva', '--games', '30', '--seed', '3']).out) as typeof s;
  assert.equal(many.games.played, 30);
  assert.ok(many.pointsPerGame.difference.ci95 !== null);
  assertCleanError(tabla(['match', '--game', 'prva', '--white', 'gnubg']), /unknown bot level "gnubg"/);
  assertCleanError(tabla(['match', '--game', 'chess']), /unknown game "chess"/);
});

test('match fields the bot: easy against random, seeded, two games', () => {
  const r = tabla(['match', '--game', 'prva', '--white', 'easy', '--black', 'random', '--games', '2', '--seed', '5']);
  assert.equal(r.code, 0, r.err);
  const summary = JSON.parse(r.out) as { games?: number };
  assert.ok(r.out.includes('"easy"'), 'the summary names the level');
  assert.ok(summary);
});

test('--version prints the package version', async () => {
  const { readFileSync } = await import('node:fs');
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  for (const flag of ['--version', '-v', 'version']) {
    const r = tabla([flag]);
    assert.equal(r.code, 0, flag);
    assert.equal(r.out, `${version}\n`, flag);
  }
});

test('--key=value and --help after a command', () => {
  const r = tabla(['moves', '--position=prva start', '--dice=3-1']);
  assert.equal(r.code, 0, r.err);
  assert.equal((lines(r.out)[0]!.plays as unknown[]).length, 16);
  const help = tabla(['match', '--help']);
  assert.equal(help.code, 0);
  assert.match(help.out, /^Usage: tabla/);
});

test('docs/cli.md names every level serve-stdio and match take, and each one answers', async () => {
  const { readFileSync } = await import('node:fs');
  const { LEVELS } = await import('../../src/cli/players.js');
  const doc = readFileSync(path.join(repoRoot, 'docs/cli.md'), 'utf8');
  const serve = doc.slice(doc.indexOf('## `tabla serve-stdio`'), doc.indexOf('## `tabla match`'));
  for (const level of LEVELS) {
    assert.match(serve, new RegExp(`\`${level}\``), `docs/cli.md serve-stdio names ${level}`);
    const r = tabla(['serve-stdio', '--level', level, '--seed', '1'], '{"position":"prva start","dice":[3,1]}\n');
    assert.equal(r.code, 0, r.err);
    assert.ok(typeof lines(r.out)[0]!.notation === 'string', `${level} answers`);
  }
  assert.match(serve, new RegExp(`available: ${LEVELS.join(', ')}`), 'the error text quoted in the doc is the real one');
});

test('B7: tabla cube answers each line; bad lines get an error line', () => {
  const start = 'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10';
  const closedOut = {
    game: 'backgammon',
    tradition: 'international',
    turn: 'white',
    white: { points: { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2 }, bar: 0, off: 3 },
    black: { points: { 1: 3, 2: 3, 3: 3, 4: 3, 5: 2 }, bar: 1, off: 0 },
  };
  const input =
    [
      { position: start },
      { position: start, cube: { value: 2, owner: 'white' }, match: { length: 7, score: { white: 2, black: 4 } } },
      { position: closedOut },
      { position: start, cube: { value: 3, owner: 'white' } },
    ]
      .map((q) => JSON.stringify(q))
      .concat(['not json', '[1]', JSON.stringify({ position: start, extra: 1 }), '{}'])
      .join('\n') + '\n';
  const r = tabla(['cube'], input);
  assert.equal(r.code, 0, r.err);
  const out = lines(r.out) as { double?: boolean; take?: boolean; equities?: { nodouble: number; take: number; pass: number }; error?: string }[];
  assert.equal(out.length, 8);
  assert.equal(out[0].double, false, 'no double at the start');
  assert.equal(out[0].take, true);
  assert.equal(out[0].equities!.pass, 1);
  assert.equal(out[2].double, true, 'a closed-out checker against a closed board is a double');
  assert.equal(out[2].take, false, '… and a pass');
  assert.match(out[3].error!, /cube value/);
  assert.deepEqual(
    out.slice(4).map((o) => o.error),
    [
      'the line is not valid JSON',
      'expected an object {"position", "cube", "match"}',
      'unknown key "extra" (expected position, cube, match, jacoby, beaver)',
      '"position" is missing',
    ],
  );
});

test('B3–B5: tabla match plays backgammon matches with the cube', () => {
  const r = tabla(['match', '--tradition', 'international', '--white', 'random', '--black', 'random-nocube', '--length', '3', '--seed', '4']);
  assert.equal(r.code, 0, r.err);
  const s = JSON.parse(r.out);
  assert.equal(s.matches.played, 1);
  assertCleanError(tabla(['match', '--tradition', 'international', '--length', '0']), /money play/);
});

test('tabla match --record and tabla analyze: the JSON contract of issue #41', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabla-analyze-'));
  const mat = path.join(dir, 'm.mat');
  const rec = tabla(['match', '--game', 'backgammon', '--white', 'hard', '--black', 'random', '--length', '3', '--seed', '4', '--record', mat]);
  assert.equal(rec.code, 0, rec.err);
  assert.match(fs.readFileSync(mat, 'utf8'), /^ 3 point match$/m);
  const r = tabla(['analyze', mat, '--level', 'medium', '--json']);
  assert.equal(r.code, 0, r.err);
  const out = JSON.parse(r.out) as { players: string[]; decisions: Record<string, unknown>[]; summary: Record<string, Record<string, unknown>> };
  assert.deepEqual(Object.keys(out), ['players', 'decisions', 'summary']);
  assert.deepEqual(out.players, ['hard', 'random']);
  for (const d of out.decisions) {
    assert.deepEqual(Object.keys(d), ['game', 'player', 'roll', 'kind', 'dice', 'played', 'best', 'choices', 'loss']);
    assert.ok(['move', 'double', 'no-double', 'take', 'pass'].includes(d.kind as string));
    assert.ok((d.loss as number) >= 0);
  }
  assert.deepEqual(Object.keys(out.summary), ['hard', 'random']);
  for (const s of Object.values(out.summary))
    assert.deepEqual(Object.keys(s), ['unforced', 'checkerLoss', 'errorRate', 'cubeDecisions', 'cubeLoss', 'luck', 'rating']);
  const json = path.join(dir, 'v.json');
  assert.equal(tabla(['match', '--game', 'fevga', '--white', 'random', '--black', 'easy', '--length', '1', '--seed', '2', '--record', json]).code, 0);
  const report = tabla(['analyze', json, '--level', 'easy']);
  assert.equal(report.code, 0, report.err);
  assert.match(report.out, /random \(white\)\n {2}checker play: \d+ unforced, loss [\d.]+, error rate [\d.]+ mEMG per decision — /);
});

test('tabla analyze: bad input gets one clear error naming the line or field, exit 1, nothing on stdout', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabla-analyze-'));
  const bad = path.join(dir, 'bad.mat');
  fs.writeFileSync(bad, ' 3 point match\n\n Game 1\n a : 0                          b : 0\n  1) 31: 8/5 6/5                  42: 8/4 9/5\n');
  const r = tabla(['analyze', bad]);
  assert.equal(r.code, 1);
  assertCleanError(r, /bad\.mat: line 5: cannot play "8\/4 9\/5" with 4-2/);
  assert.equal(r.err.trim().split('\n').length, 1);
  const json = path.join(dir, 'bad.json');
  fs.writeFileSync(
    json,
    JSON.stringify({
      format: 'tabla-match',
      version: 1,
      players: { white: 'a', black: 'b' },
      settings: { tradition: 'macedonian', game: 'chess', length: 1, openingRoll: 'reroll', laterGames: 'winner', triple: false },
      games: [],
      winner: null,
    }),
  );
  assertCleanError(tabla(['analyze', json]), /bad\.json: settings\.game: unknown game "chess"/);
  assertCleanError(tabla(['analyze', path.join(dir, 'none.mat')]), /cannot read .*none\.mat/);
  assertCleanError(tabla(['analyze', path.join(dir, 'x.txt')]), /must end in \.json or \.mat/);
  assertCleanError(tabla(['match', '--game', 'fevga', '--record', path.join(dir, 'f.mat')]), /a \.mat file holds only Prva and backgammon games, not fevga/);
});
