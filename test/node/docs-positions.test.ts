/**
 * The positions that the docs, the demo and the stories show are valid and show what their text
 * says: every `position="…"` / `position: '…'` in README.md, demo/*.html and stories/*.ts parses,
 * and the notable ones are checked with the engine (the closed board, the pinned mother, the
 * Vtora carried dice, the Fevga first checker). A line marked `data-example="invalid"` shows the
 * note for a bad position on purpose: its position must NOT parse.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { formatPlay, legalPlays, parsePosition } from '../../src/engine/index.js';
import { repoRoot } from './helpers/paths.js';

const files = [
  'README.md',
  ...fs
    .readdirSync(path.join(repoRoot, 'demo'))
    .filter((f) => f.endsWith('.html'))
    .map((f) => `demo/${f}`),
  ...fs
    .readdirSync(path.join(repoRoot, 'stories'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `stories/${f}`),
];

/** Compact-notation positions written in a file (attributes, story args, constants), less the deliberately bad ones. */
function positionsIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.replace(INVALID_EXAMPLE, '').matchAll(/\bposition(?:=|:\s*)(["'])((?:prva|vtora|treta|fevga)\b[^"'<>]*?)\1/g)) found.push(m[2]);
  return found;
}

/** A line (a tag, a story's args) that shows a bad position on purpose. */
const INVALID_EXAMPLE = /^.*\bdata-example="invalid".*$/gm;

const all = files.flatMap((file) => positionsIn(fs.readFileSync(path.join(repoRoot, file), 'utf8')).map((position) => ({ file, position })));
const ROLLS = Array.from({ length: 6 }, (_, a) => Array.from({ length: 6 - a }, (_, b) => [a + 1, a + 1 + b])).flat();

test('every position in the docs, the demo and the stories parses', () => {
  assert.ok(all.length >= 8, `found only ${all.length} positions`);
  for (const { file, position } of all) assert.doesNotThrow(() => parsePosition(position), `${file}: ${position}`);
  for (const f of ['demo/article.html', 'README.md'])
    assert.ok(
      all.some((p) => p.file === f),
      `no position found in ${f}`,
    );
  const bad = files.flatMap((file) => [...fs.readFileSync(path.join(repoRoot, file), 'utf8').matchAll(INVALID_EXAMPLE)].map((m) => ({ file, tag: m[0] })));
  assert.ok(bad.length >= 1, 'the article shows the note for a bad position');
  for (const { file, tag } of bad) {
    const position = /\bposition(?:=|:\s*)(["'])(.*?)\1/.exec(tag)?.[2] ?? '';
    assert.throws(() => parsePosition(position), `${file}: ${position} is marked invalid but parses`);
  }
});

test('the closed board in Prva: black on the bar has no legal move for any of the 21 rolls', () => {
  const pos = parsePosition('prva w:6x3,5x2,4x2,3x2,2x2,1x2,13x2 b:bar,13x5,8x4,6x5 turn:b');
  assert.equal(ROLLS.length, 21);
  for (const roll of ROLLS)
    assert.deepEqual(
      legalPlays(pos, roll).map((p) => p.steps.length),
      [0],
      `roll ${roll}`,
    );
  assert.ok(all.some((p) => p.position === 'prva w:6x3,5x2,4x2,3x2,2x2,1x2,13x2 b:bar,13x5,8x4,6x5 turn:b'));
});

test("the pinned mother in Treta and Plakoto: black's last checker on his 24 is pinned", () => {
  for (const text of ['treta w:24x14,1 b:24p,13x7,10x7 turn:b', 'treta trad:greek w:24x13,20,1 b:24p,13x7,10x7 turn:b']) {
    const pos = parsePosition(text);
    assert.deepEqual(pos.pinned.black, [24], text);
    assert.equal(pos.black.points[24], 1, text);
    for (const play of legalPlays(pos, [6, 5]))
      assert.ok(
        play.steps.every((s) => s.from !== 24),
        `${text}: the mother moved in ${formatPlay(play.steps)}`,
      );
    assert.ok(
      all.some((p) => p.position === text),
      `${text} is shown somewhere`,
    );
  }
});

test('the Vtora position carries two 5s to black, who plays them before rolling', () => {
  const text = 'vtora w:24x10,18x5 b:24x12,13x3 turn:b carry:5,5 rolls:4/3';
  const pos = parsePosition(text);
  assert.deepEqual([...pos.carried], [5, 5]);
  const plays = legalPlays(pos, null).map((p) => formatPlay(p.steps));
  assert.ok(plays.includes('24/14'), plays.join(', '));
  assert.ok(all.some((p) => p.position === text));
});

test('the Fevga first checker: with 6-3 only the runner may start, then one more checker', () => {
  const text = 'fevga w:24x14,15 b:24x15 turn:w';
  const plays = legalPlays(parsePosition(text), [6, 3])
    .map((p) => formatPlay(p.steps))
    .sort();
  assert.deepEqual(plays, ['15/6', '24/21 15/9']);
  assert.ok(all.some((p) => p.position === text));
});
