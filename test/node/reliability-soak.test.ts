/**
 * CI's share of the engine soak (`npm run soak` plays a million games): the same script, a few
 * hundred games on one thread, every invariant checked (after every step on the turns played step
 * by step, after every play on the others).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './helpers/paths.js';

const SOAK = path.join(repoRoot, 'scripts', 'bench', 'soak.mjs');

test('soak: 300 random games across every game and tradition keep every invariant (CI share of npm run soak)', () => {
  const r = spawnSync(process.execPath, [SOAK, '--games', '300', '--threads', '1', '--seed', '5'], { encoding: 'utf8', timeout: 300_000 });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^soak: 300 games on 1 threads \(seed 5\)$/m);
  const m = /soak: (\d+) games in [\d.]+ s on 1 threads = (\d+) games\/s, every invariant held/.exec(r.stdout);
  assert.ok(m, r.stdout);
  assert.ok(Number(m[1]) >= 300);
});

test('soak: bad options are refused with a message', () => {
  const r = spawnSync(process.execPath, [SOAK, '--games', 'lots'], { encoding: 'utf8' });
  assert.equal(r.status, 2);
  assert.match(r.stderr, /--games must be a whole number ≥ 1, got "lots"/);
});
