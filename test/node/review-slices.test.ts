/**
 * Reading a record in slices (src/board/review/slices.ts over the engine's stepwise computations,
 * src/engine/match-file/stepwise.ts): the page gets a turn between slices, a reading no longer
 * wanted stops, an error in a step reaches the caller, and a `.mat` read in slices gives what
 * reading it at once gives.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInSlices } from '../../src/board/review/slices.js';
import { runToEnd, type Stepwise } from '../../src/engine/match-file/stepwise.js';
import { replayedRecordFromMat, replayedRecordFromMatInSteps } from '../../src/engine/match-file/mat-import.js';
import { TablaError } from '../../src/engine/errors.js';
import '../../src/engine/index.js';
import { repoRoot } from './helpers/paths.js';

/** Counts its steps in `ran`; returns the count; throws at step `failAt`. */
function* counting(n: number, ran: { steps: number }, failAt = -1): Stepwise<number> {
  for (let i = 0; i < n; i++) {
    if (i === failAt) throw new TablaError('bad-record', `step ${i} fails`);
    ran.steps++;
    yield;
  }
  return ran.steps;
}

test('the page gets a turn between slices (slices of 0 ms: one step each)', async () => {
  const ran = { steps: 0 };
  const seen: number[] = [];
  const timer = setInterval(() => seen.push(ran.steps), 0);
  try {
    assert.equal(await runInSlices(counting(200, ran), () => false, 0), 200);
  } finally {
    clearInterval(timer);
  }
  assert.ok(seen.length > 0, 'a timer ran while the steps ran');
  assert.ok(
    seen.some((s) => s > 0 && s < 200),
    `a timer ran between two steps (steps seen by the timer: ${seen.slice(0, 10).join(', ')})`,
  );
});

test('a reading no longer wanted stops between slices and resolves null', async () => {
  const ran = { steps: 0 };
  assert.equal(await runInSlices(counting(100, ran), () => ran.steps >= 3, 0), null);
  assert.equal(ran.steps, 3);
});

test("a step's error rejects the reading", async () => {
  await assert.rejects(
    runInSlices(counting(10, { steps: 0 }, 4), () => false, 0),
    /step 4 fails/,
  );
  assert.throws(() => runToEnd(counting(10, { steps: 0 }, 4)), /step 4 fails/);
});

test('a .mat read in slices gives what reading it at once gives', async () => {
  const text = readFileSync(path.join(repoRoot, 'test', 'fixtures', 'mat', 'gnubg-3pt-seed1.mat'), 'utf8');
  assert.deepEqual(await runInSlices(replayedRecordFromMatInSteps(text), () => false, 0), replayedRecordFromMat(text));
  await assert.rejects(
    runInSlices(replayedRecordFromMatInSteps(' 3 point match\n'), () => false, 0),
    /line 1: no games/,
  );
});
