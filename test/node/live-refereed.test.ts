/**
 * The live model as a server runs it (src/engine/live): both sides remote with `clockAllSides`,
 * `presence` pausing an away mover's clock and resuming the same move, and the stored JSON form.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  clockRemaining,
  clockRunning,
  initialLive,
  liveFromJSON,
  liveToJSON,
  parseClock,
  reduce,
  type Live,
  type LiveAction,
  type LiveSettings,
} from '../../src/engine/live/index.js';
import { newMatch } from '../../src/engine/match.js';

const refereed = (clock: string | null): LiveSettings => ({
  players: { white: 'remote', black: 'remote' },
  seed: null,
  readonly: false,
  botDelay: 0,
  externalDice: false,
  clock: clock ? parseClock(clock) : null,
  clockAllSides: true,
});

function at(live: Live, action: LiveAction, now: number): Live {
  return reduce(live, action, now).live;
}

/** A refereed match where white is to roll at `t0`, its clock running. */
function whiteToRoll(clock: string, t0: number): Live {
  const started = at(initialLive(refereed(clock)), { type: 'start', mode: 'new', state: newMatch() }, 0);
  return at(started, { type: 'roll', dice: [6, 1] }, t0);
}

test('clockAllSides: the clock runs between two remote players; without it, it does not', () => {
  const live = whiteToRoll('10+30/25', 1000);
  assert.equal(clockRunning(live.clock.state!), 'white');
  assert.equal(clockRemaining(live.clock.state!, 1000), 25_000, 'the maximum per move comes first');
  const plain = at(
    at(initialLive({ ...refereed('10+30/25'), clockAllSides: undefined }), { type: 'start', mode: 'new', state: newMatch() }, 0),
    { type: 'roll', dice: [6, 1] },
    1000,
  );
  assert.equal(plain.clock.state, null, 'remote against remote has no clock by default');
});

test("presence: an away mover's clock stops when they left and the same move resumes when they return", () => {
  let live = whiteToRoll('10+30/25', 1000);
  live = at(live, { type: 'presence', color: 'white', away: true }, 4000);
  assert.equal(clockRunning(live.clock.state!), null, 'paused while away');
  assert.equal(
    reduce(live, { type: 'clock-check' }, 500_000).effects.some((e) => e.type === 'emit' && e.name === 'tabla-timeout'),
    false,
    'no timeout while away',
  );
  live = at(live, { type: 'presence', color: 'black', away: true }, 5000);
  live = at(live, { type: 'presence', color: 'black', away: false }, 6000);
  assert.equal(clockRunning(live.clock.state!), null, "the opponent coming back does not run the away mover's clock");
  live = at(live, { type: 'presence', color: 'white', away: false }, 60_000);
  assert.equal(clockRemaining(live.clock.state!, 60_000), 22_000, 'the 3 s used before leaving still count');
  const out = reduce(live, { type: 'clock-check' }, 82_001);
  assert.ok(out.effects.some((e) => e.type === 'emit' && e.name === 'tabla-timeout'));
  assert.equal(out.live.state.phase, 'match-over');
});

test('presence of the player not to move leaves the running clock alone', () => {
  const live = at(whiteToRoll('10+30', 1000), { type: 'presence', color: 'black', away: true }, 2000);
  assert.equal(clockRunning(live.clock.state!), 'white');
  assert.equal(clockRemaining(live.clock.state!, 2000), 39_000);
});

test('liveToJSON / liveFromJSON: the stored form is plain JSON and plays on the same way', () => {
  let live = whiteToRoll('10+30', 1000);
  live = at(live, { type: 'roll', dice: [3, 1] }, 2000);
  const stored = JSON.parse(JSON.stringify(liveToJSON(live)));
  assert.deepEqual(
    Object.keys(stored).sort(),
    ['bot', 'clock', 'epoch', 'settings', 'state'],
    'only the settings, the match, the clock and the bot seed are stored',
  );
  const back = liveFromJSON(stored);
  assert.ok(back.play.turn, 'the turn view is rebuilt in phase moving');
  const a = reduce(live, { type: 'play-remote', play: '8/5 6/5' }, 3000);
  const b = reduce(back, { type: 'play-remote', play: '8/5 6/5' }, 3000);
  assert.deepEqual(JSON.parse(JSON.stringify(liveToJSON(b.live))), JSON.parse(JSON.stringify(liveToJSON(a.live))));
  assert.throws(() => liveFromJSON({ state: 1 }), /not a stored live match \{settings, state, clock, bot, epoch\}: \{"state":1\}/);
  assert.throws(() => liveFromJSON(null), /not a stored live match/);
});
