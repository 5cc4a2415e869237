/**
 * The slot of an optional part of the engine (src/engine/part-slot.ts): the Vtora ladder solver
 * and the position-ID readers each have one. Asked for before it is installed, a part is refused
 * with `unavailable`; the engine's index installs both.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { partSlot } from '../../src/engine/part-slot.js';
import { TablaError } from '../../src/engine/errors.js';
import { ladderSlot } from '../../src/engine/core/ladder-slot.js';
import { idSlot } from '../../src/engine/notation/id-slot.js';
import { parsePosition } from '../../src/engine/index.js';

test('a part asked for before it is installed is refused with unavailable, and given once installed', () => {
  let doubler: ((x: number) => number) | null = null;
  const slot = partSlot(() => doubler, 'the doubler is not loaded yet');
  assert.equal(slot.installed, false);
  assert.throws(
    () => slot.get(),
    (e: unknown) => e instanceof TablaError && e.code === 'unavailable' && e.message === 'the doubler is not loaded yet',
  );
  const double = (x: number) => 2 * x;
  doubler = double;
  assert.equal(slot.installed, true);
  assert.equal(slot.get(), double);
});

test('the engine index installs the ladder solver and the position-ID readers', () => {
  assert.equal(ladderSlot.installed, true);
  assert.equal(idSlot.installed, true);
  assert.equal(parsePosition('4HPwATDgc/ABMA').game, 'prva');
});
