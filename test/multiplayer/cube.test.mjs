// RULES.md B3 through the multiplayer server: cube messages ({"type":"cube","move":…}) refereed by
// the engine (the live model's cube moves): a double before the roll, a take (the taker owns
// the cube), a pass (the game ends, the doubler scores the cube before the offer), and refusals
// of cube moves out of turn, without an offer, with a bad move or by the cube's non-owner.
// Needs the build (`npm run build`).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { scriptedDice } from 'tabla-board/engine';
import { startServer } from 'tabla-board/server';
import { decide, newRecord } from '../../dist/server/referee.js';
import { FAST, pairedClients, randomSteps, tempJournal } from './helpers.mjs';

const timing = { reconnectMs: 60_000, nextGameDelayMs: 0 };
const settings = { tradition: 'international', game: null, length: 5, clock: null };

/** A fresh international match with white on roll after the opening (white 3, black 1: white plays the opening dice, B1) and black's reply. */
function whiteToRoll() {
  let r = newRecord('cube', settings, { white: 'tw', black: 'tb' }, { white: 'cw', black: 'cb' }, 0);
  r = decide(r, 'white', 'cw', { type: 'roll', gameNumber: 0, round: 0 }, 1, timing, scriptedDice([3, 1])).record;
  assert.equal(r.live.state.phase, 'moving', 'B1: the starter plays the opening dice');
  r = decide(r, 'white', 'cw', { type: 'play', move: randomSteps(r.live.state, () => 0) }, 2, timing, scriptedDice([])).record;
  r = decide(r, 'black', 'cb', { type: 'roll' }, 3, timing, scriptedDice([6, 5])).record;
  r = decide(r, 'black', 'cb', { type: 'play', move: randomSteps(r.live.state, () => 0) }, 4, timing, scriptedDice([])).record;
  assert.deepEqual([r.live.state.phase, r.live.state.position.turn], ['rolling', 'white']);
  return r;
}

const noDice = scriptedDice([]);

describe('the cube through the referee', () => {
  test('B3: white doubles before his roll, black takes and owns the cube at 2; white then rolls', () => {
    let r = whiteToRoll();
    const d = decide(r, 'white', 'cw', { type: 'cube', move: 'double' }, 5, timing, noDice);
    assert.deepEqual(
      d.out.map((o) => [o.to, o.msg.type, o.msg.player, o.msg.move]),
      [['both', 'cube', 'white', 'double']],
    );
    r = d.record;
    assert.equal(r.live.state.phase, 'doubled');
    const t = decide(r, 'black', 'cb', { type: 'cube', move: 'take' }, 6, timing, noDice);
    assert.deepEqual([t.out[0].msg.move, t.out[0].msg.cube.value, t.out[0].msg.cube.owner], ['take', 2, 'black']);
    r = t.record;
    assert.deepEqual([r.live.state.phase, r.live.state.position.turn], ['rolling', 'white']);
    const again = decide(r, 'white', 'cw', { type: 'cube', move: 'double' }, 7, timing, noDice);
    assert.equal(again.reply.type, 'refused');
    assert.match(again.reply.reason, /black owns the cube/);
    assert.ok(again.reply.code, 'a refusal carries a code');
    assert.equal(decide(r, 'white', 'cw', { type: 'roll' }, 8, timing, scriptedDice([4, 2])).record.live.state.phase, 'moving');
  });

  test('B3: a pass ends the game: the doubler scores the cube before the offer (game-end follows the cube message)', () => {
    let r = whiteToRoll();
    r = decide(r, 'white', 'cw', { type: 'cube', move: 'double' }, 5, timing, noDice).record;
    const p = decide(r, 'black', 'cb', { type: 'cube', move: 'pass' }, 6, timing, noDice);
    assert.deepEqual(
      p.out.map((o) => o.msg.type),
      ['cube', 'game-end'],
    );
    assert.deepEqual(p.out[1].msg.result, { winner: 'white', points: 1, kind: 'pass', cube: 1 });
    assert.deepEqual(p.record.live.state.score, { white: 1, black: 0 });
  });

  test('bad cube messages are refused with the reason, and the match is unchanged', () => {
    const r = whiteToRoll();
    const refused = (color, msg) => {
      const d = decide(r, color, color === 'white' ? 'cw' : 'cb', msg, 5, timing, noDice);
      assert.equal(d.record, undefined);
      assert.equal(d.reply.type, 'refused');
      assert.match(String(d.reply.code), /^(not-your-turn|wrong-phase|bad-argument)$/, 'a refusal carries its code');
      return d.reply.reason;
    };
    assert.match(refused('black', { type: 'cube', move: 'double' }), /not your turn: white is to double or roll/);
    assert.match(refused('white', { type: 'cube', move: 'take' }), /not your turn|no double has been offered/);
    assert.match(refused('black', { type: 'cube', move: 'take' }), /no double has been offered/);
    assert.match(refused('white', { type: 'cube', move: 'redouble' }), /must be double, take, pass or beaver, got "redouble"/);
    assert.match(refused('white', { type: 'cube' }), /got undefined/);
    const prva = newRecord('p', { tradition: 'macedonian', game: null, length: 3, clock: null }, { white: 'tw', black: 'tb' }, { white: 'cw', black: 'cb' }, 0);
    const rolled = decide(prva, 'white', 'cw', { type: 'roll', gameNumber: 0, round: 0 }, 1, timing, scriptedDice([3, 1])).record;
    const who = rolled.live.state.position.turn;
    const np = decide(rolled, who, who === 'white' ? 'cw' : 'cb', { type: 'cube', move: 'double' }, 2, timing, noDice);
    assert.match(np.reply.reason, /no cube|phase/);
  });
});

describe('the cube over WebSockets', () => {
  let server;
  before(async () => {
    server = await startServer({
      port: 0,
      journal: tempJournal('cube'),
      pageDir: 'demo/multiplayer',
      reconnectMs: 300,
      nextGameDelayMs: 0,
      heartbeatMs: 60_000,
      limits: FAST,
    });
  });
  after(async () => {
    await server.close();
  });

  test("B3: a double and a take reach both players with the cube; the state is the server's", async () => {
    const { white, black } = await pairedClients(server, 'cube-ws', { tradition: 'international', length: 3 });
    let state;
    for (let round = 0; round < 50; round++) {
      white.send({ type: 'roll', gameNumber: 0, round });
      black.send({ type: 'roll', gameNumber: 0, round });
      const [rw] = await Promise.all([white.next('roll'), black.next('roll')]);
      state = rw.state;
      if (state.phase !== 'opening') break;
    }
    // The starter plays the opening dice (B1); the other player is then on roll and doubles.
    const starter = state.position.turn === 'white' ? white : black;
    starter.send({ type: 'play', move: randomSteps(state) });
    await Promise.all([white.next('played'), black.next('played')]);
    const doubler = starter === white ? black : white;
    const taker = starter;
    doubler.send({ type: 'cube', move: 'double' });
    const [d1, d2] = await Promise.all([white.next('cube'), black.next('cube')]);
    assert.equal(d1.move, 'double');
    assert.equal(d2.state.phase, 'doubled');
    taker.send({ type: 'cube', move: 'take' });
    const [t1] = await Promise.all([white.next('cube'), black.next('cube')]);
    assert.deepEqual([t1.move, t1.cube.value, t1.cube.owner], ['take', 2, t1.player]);
    assert.equal(server.matchInfo('cube-ws').state.cube.value, 2);
    await Promise.all([white.close(), black.close()]);
  });
});
