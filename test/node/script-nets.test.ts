/**
 * The training scripts' network notes (scripts/lib/nets.mjs): `noteGames` counts the self-play games
 * behind a network, its own and those of the network it was trained from, so that a run started
 * from a shipped network (`--init`) writes the full count into the next network's note.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './helpers/paths.js';

const { noteGames } = (await import(pathToFileURL(path.join(repoRoot, 'scripts/lib/nets.mjs')).href)) as {
  noteGames(note: string): number;
};

test('a network trained from another counts both runs', () => {
  const note = '90000 self-play games after the 220-64-5 network of 150000 games, TD(lambda 0.7), 220-64-5';
  assert.equal(noteGames(note), 240000);
});

test('a refined network counts the self-play games, not the refined positions', () => {
  const note =
    '330000 self-play games after the 280-48-5 network of 34000 games, TD(lambda 0.7), 280-48-5; refined on 240033 self-play positions labelled at 2-ply';
  assert.equal(noteGames(note), 364000);
});

test('a network trained from scratch counts its own games; a note without a count gives 0', () => {
  assert.equal(noteGames('12000 self-play games, TD(lambda 0.7), 222-80-5'), 12000);
  assert.equal(noteGames(''), 0);
  assert.equal(noteGames('hand-set weights'), 0);
});
