/**
 * The match clock's rules as a part of the engine (live/clock-slot.ts): a live match without a
 * clock runs without them; one with a clock, asked before they are installed, is refused with the
 * code `unavailable` and left as it was; once live/clock.js is imported they are installed and the
 * clock runs. This file imports the reducer alone, never the engine's index (which installs them).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initialLive, reduce } from '../../src/engine/live/reduce.js';
import { clockSlot } from '../../src/engine/live/clock-slot.js';
import { parseClock } from '../../src/engine/live/clock-spec.js';
import type { LiveSettings } from '../../src/engine/live/types.js';
import { newMatch } from '../../src/engine/match.js';
import { TablaError } from '../../src/engine/errors.js';

const settings = (clock: string | null): LiveSettings => ({
  players: { white: 'human', black: 'remote' },
  seed: 'slot',
  readonly: false,
  botDelay: 0,
  externalDice: false,
  clock: clock === null ? null : parseClock(clock),
});

test('a match without a clock runs without the clock rules; one with a clock waits for them', async () => {
  assert.equal(clockSlot.installed, false, 'nothing here installed them');
  const plain = reduce(initialLive(settings(null)), { type: 'start', mode: 'new', state: newMatch({ game: 'prva' }), settings: settings(null) }, 0);
  const rolled = reduce(plain.live, { type: 'roll', dice: [3, 1] }, 10);
  assert.notEqual(rolled.live.state.phase, 'opening', 'the opening roll was made');

  const clocked = initialLive(settings('12+120'));
  assert.throws(
    () => reduce(clocked, { type: 'start', mode: 'new', state: newMatch({ game: 'prva' }), settings: settings('12+120') }, 0),
    (e: unknown) => e instanceof TablaError && e.code === 'unavailable' && /match clock is not loaded/.test(e.message),
  );
  assert.equal(clocked.clock.state, null, 'the match is left as it was');

  await import('../../src/engine/live/clock.js');
  assert.equal(clockSlot.installed, true);
  const started = reduce(clocked, { type: 'start', mode: 'new', state: newMatch({ game: 'prva' }), settings: settings('12+120') }, 0);
  assert.ok(started.live.clock.state, 'the clock is set');
  const moving = reduce(started.live, { type: 'roll', dice: [3, 1] }, 10);
  assert.ok(
    moving.effects.some((e) => e.type === 'emit' && e.name === 'tabla-clock' && (e.detail as { running: string | null }).running === 'white'),
    "white's clock runs, and tabla-clock tells it",
  );
});
