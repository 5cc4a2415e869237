// The multiplayer demo server with plain WebSocket clients (no browser): pairing, server dice,
// refusal of forged, illegal and out-of-turn plays, reconnection, forfeits, clocks, whole
// matches, and what the HTTP side serves. Needs the build (`npm run build`).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyPlay, legalPlays, newMatch, scriptedDice } from 'tabla-board/engine';
import { startServer, settingsFrom, parseClock } from 'tabla-board/server';
import { attach, decide, detach, matchMessage, newRecord, nextDeadline, tick } from '../../dist/server/referee.js';
import { Client, FAST, json, pairedClients, randomSteps, tempJournal } from './helpers.mjs';

let server;
let ids = 0;
const id = (name) => `${name}-${++ids}`;

before(async () => {
  server = await startServer({
    port: 0,
    journal: tempJournal('server'),
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

/** Plays the opening roll(s) until a player starts; returns the last roll message seen by `white`. */
async function openingDone(white, black) {
  for (let round = 0; round < 50; round++) {
    white.send({ type: 'roll', gameNumber: 0, round });
    black.send({ type: 'roll', gameNumber: 0, round });
    const [rw] = await Promise.all([white.next('roll'), black.next('roll')]);
    if (rw.state.phase !== 'opening') return rw;
  }
  throw new Error('fifty tied opening rolls');
}

/** Brings a fresh match to the first mover's dice; returns the mover's client and the state. */
async function toFirstMove(white, black) {
  const opening = await openingDone(white, black);
  const mover = opening.state.position.turn === 'white' ? white : black;
  if (opening.state.phase === 'rolling') {
    mover.send({ type: 'roll' });
    await Promise.all([white.next('roll'), black.next('roll')]);
  }
  const state = server.matchInfo(currentId).state;
  assert.equal(state.phase, 'moving');
  return { mover, waiting: mover === white ? black : white, state, color: state.position.turn };
}
let currentId = '';

describe('pairing', () => {
  test('two players asking for the same private match are paired, one white and one black, with the same fresh state', async () => {
    currentId = id('pair');
    const { white, black, whiteMatch, blackMatch } = await pairedClients(server, currentId, { tradition: 'bulgarian', length: 3 });
    assert.equal(whiteMatch.color, 'white');
    assert.equal(blackMatch.color, 'black');
    assert.notEqual(whiteMatch.token, blackMatch.token);
    assert.ok(whiteMatch.token.length >= 20, 'tokens are long random strings');
    assert.equal(json(whiteMatch.state), json(newMatch({ tradition: 'bulgarian', length: 3 })));
    assert.equal(json(blackMatch.state), json(whiteMatch.state));
    assert.deepEqual(whiteMatch.settings, { tradition: 'bulgarian', game: null, length: 3, clock: null });
    const third = await Client.connect(server.wsUrl);
    const full = await third.ask({ type: 'join', match: currentId }, 'error');
    assert.match(full.reason, /full/);
    await Promise.all([white.close(), black.close(), third.close()]);
  });

  test('the public lobby pairs the first two asking for the same settings, and only those', async () => {
    const a = await Client.connect(server.wsUrl);
    const b = await Client.connect(server.wsUrl);
    const c = await Client.connect(server.wsUrl);
    await a.ask({ type: 'join', tradition: 'greek', length: 2 }, 'waiting');
    await b.ask({ type: 'join', tradition: 'turkish', length: 2 }, 'waiting');
    c.send({ type: 'join', tradition: 'greek', length: 2 });
    const [ma, mc] = await Promise.all([a.next('match'), c.next('match')]);
    assert.equal(ma.matchId, mc.matchId);
    assert.deepEqual([ma.color, mc.color].sort(), ['black', 'white']);
    assert.equal(ma.state.config.tradition, 'greek');
    assert.equal(await b.got('match', 100), false, 'the turkish player still waits');
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  test('bad settings and bad messages get an error naming the problem', async () => {
    const a = await Client.connect(server.wsUrl);
    assert.match((await a.ask({ type: 'join', tradition: 'klingon' }, 'error')).reason, /unknown tradition "klingon"/);
    assert.match((await a.ask({ type: 'join', game: 'chess' }, 'error')).reason, /unknown game "chess"/);
    assert.match((await a.ask({ type: 'join', length: 0 }, 'error')).reason, /match length .* got 0/);
    assert.match((await a.ask({ type: 'join', clock: 'soon' }, 'error')).reason, /bad clock "soon"/);
    assert.match((await a.ask({ type: 'join', match: '../x' }, 'error')).reason, /bad match id/);
    assert.match((await a.ask('not json', 'error')).reason, /JSON object/);
    assert.match((await a.ask({ type: 'play', move: '24/18' }, 'error')).reason, /not in a match/);
    assert.match((await a.ask({ type: 'resume', token: 'nope' }, 'error')).code, /unknown-token/);
    assert.throws(() => settingsFrom({ length: 2.5 }), /2\.5/);
    await a.close();
  });
});

describe('dice come only from the server', () => {
  test('the opening roll is rolled once per round however many ask, and a roll carrying dice is refused', async () => {
    currentId = id('dice');
    const { white, black } = await pairedClients(server, currentId, { tradition: 'macedonian', length: 1 });
    const before = json(server.matchInfo(currentId).state);
    const refused = await white.ask({ type: 'roll', dice: [6, 6] }, 'refused');
    assert.equal(refused.request, 'roll');
    assert.equal(refused.code, 'bad-argument');
    assert.match(refused.reason, /dice come from the server/);
    assert.equal(json(server.matchInfo(currentId).state), before, 'the state is unchanged');
    assert.equal(await black.got('roll', 50), false, 'no roll was made');

    white.send({ type: 'roll', gameNumber: 0, round: 0 });
    black.send({ type: 'roll', gameNumber: 0, round: 0 });
    const [rw, rb] = await Promise.all([white.next('roll'), black.next('roll')]);
    assert.equal(json(rw), json(rb), 'both see the same roll');
    assert.equal(rw.opening, true);
    for (const d of rw.dice) assert.ok(Number.isInteger(d) && d >= 1 && d <= 6);
    assert.equal(await white.got('roll', 100), false, 'the second request of round 0 rolled nothing');
    await Promise.all([white.close(), black.close()]);
  });

  test('every request gets a reply: an opening roll with a malformed round or gameNumber is refused naming the field', async () => {
    const timing = { reconnectMs: 60_000, nextGameDelayMs: 0 };
    const r = newRecord('m', { tradition: 'macedonian', game: 'prva', length: 3, clock: null }, { white: 'tw', black: 'tb' }, { white: 'cw', black: 'cb' }, 0);
    for (const [msg, field] of [
      [{ type: 'roll', round: 'banana' }, 'round'],
      [{ type: 'roll', gameNumber: 'x'.repeat(500) }, 'gameNumber'],
      [{ type: 'roll', gameNumber: 0, round: -1 }, 'round'],
      [{ type: 'roll', gameNumber: 1.5 }, 'gameNumber'],
    ]) {
      const d = decide(r, 'white', 'cw', msg, 1000, timing, scriptedDice([3, 1]));
      assert.equal(d.reply?.type, 'refused', JSON.stringify(msg));
      assert.match(d.reply.reason, new RegExp(`"${field}" must be a whole number`));
      assert.equal(d.reply.code, 'bad-argument');
      assert.ok(d.reply.reason.length <= 120);
      assert.equal(d.record, undefined);
    }
    currentId = id('banana');
    const { white, black } = await pairedClients(server, currentId, { game: 'prva', length: 3 });
    white.send({ type: 'roll', round: 'banana' });
    const refused = await white.next('refused');
    assert.match(refused.reason, /"round" must be a whole number ≥ 0, got "banana"/);
    black.send({ type: 'roll', gameNumber: { evil: true }, round: 0 });
    assert.match((await black.next('refused')).reason, /"gameNumber" must be a whole number ≥ 0, got an object/);
    white.socket.close();
    black.socket.close();
  });

  test('a player may roll only on their own turn, once', async () => {
    currentId = id('roll-turn');
    const { white, black } = await pairedClients(server, currentId, { tradition: 'macedonian', length: 1 });
    const opening = await openingDone(white, black);
    const [mover, other] = opening.state.position.turn === 'white' ? [white, black] : [black, white];
    const r = await other.ask({ type: 'roll' }, 'refused');
    assert.match(r.reason, /turn/);
    assert.equal(r.code, 'not-your-turn');
    mover.send({ type: 'roll' });
    const roll = await other.next('roll');
    assert.equal(roll.player, opening.state.position.turn);
    const twice = await mover.ask({ type: 'roll' }, 'refused');
    assert.match(twice.reason, /cannot roll in phase moving/);
    assert.equal(twice.code, 'wrong-phase', 'the reducer’s own code');
    assert.equal(json(server.matchInfo(currentId).state), json(roll.state));
    await Promise.all([white.close(), black.close()]);
  });
});

describe('plays are refereed', () => {
  test('a forged illegal play, an out-of-turn play and malformed plays are refused and change nothing', async () => {
    currentId = id('forged');
    const { white, black } = await pairedClients(server, currentId, { tradition: 'macedonian', length: 1 });
    const { mover, waiting, state } = await toFirstMove(white, black);
    const before = json(state);
    const legal = new Set(legalPlays(state.position, state.dice).map((p) => json(p.position)));

    // Forged: a checker from a point the mover does not hold, and a move by a die not rolled.
    const empty = [...Array(24).keys()].map((i) => i + 1).find((p) => state.position[state.position.turn].points[p] === 0);
    for (const move of [
      `${empty}/${empty - 1}`,
      '24/1',
      [
        { from: 24, to: 23, die: 1 },
        { from: 24, to: 23, die: 1 },
        { from: 24, to: 23, die: 1 },
        { from: 24, to: 23, die: 1 },
        { from: 24, to: 23, die: 1 },
      ],
    ]) {
      const r = await mover.ask({ type: 'play', move }, 'refused');
      assert.equal(r.request, 'play');
      assert.ok(r.reason.length > 5, `a reason is given: ${r.reason}`);
      assert.equal(json(r.state), before);
    }
    // Out of turn: a play that would be legal for the waiting player is refused too.
    const outOfTurn = await waiting.ask({ type: 'play', move: randomSteps(state) }, 'refused');
    assert.match(outOfTurn.reason, /not your turn/);
    for (const move of [42, { from: 24 }, [{ from: '24', to: 18 }], 'x'.repeat(500)]) {
      const r = await mover.ask({ type: 'play', move }, 'refused');
      assert.equal(json(r.state), before);
    }
    assert.equal(json(server.matchInfo(currentId).state), before, 'the server state is unchanged');
    assert.equal(await waiting.got('played', 50), false, 'nothing was relayed');

    // A legal play is accepted and relayed to both with the engine's notation.
    const steps = randomSteps(state);
    mover.send({ type: 'play', move: steps });
    const [pm, pw] = await Promise.all([mover.next('played'), waiting.next('played')]);
    assert.equal(json(pm), json(pw));
    assert.ok(legal.has(json(pm.state.position)), 'the position after the play is one of the legal plays');
    assert.equal(json(pm.state), json(applyPlay(state, steps)));
    assert.equal(typeof pm.notation, 'string');
    // After it, the mover is out of turn.
    assert.match((await mover.ask({ type: 'play', move: 'pass' }, 'refused')).reason, /not your turn|roll first/);
    await Promise.all([white.close(), black.close()]);
  });

  test('a play given as notation is resolved by the engine and relayed in its canonical form', async () => {
    currentId = id('notation');
    const { white, black } = await pairedClients(server, currentId, { game: 'prva', length: 1 });
    const { mover, waiting, state } = await toFirstMove(white, black);
    const plays = legalPlays(state.position, state.dice);
    const { formatPlay } = await import('tabla-board/engine');
    const notation = formatPlay(plays[0].steps);
    mover.send({ type: 'play', move: ` ${notation.toUpperCase()} ` });
    const played = await waiting.next('played');
    assert.equal(played.notation, notation);
    assert.equal(json(played.state.position), json(applyPlay(state, plays[0].steps).position));
    await Promise.all([white.close(), black.close()]);
  });
});

describe('long nardy', () => {
  test('the server referees nardy: a head-rule violation is refused, a legal play counts the roll (N4)', async () => {
    currentId = id('nardy');
    const { white, black } = await pairedClients(server, currentId, { game: 'nardy', length: 1 });
    const { mover, waiting, state, color } = await toFirstMove(white, black);
    assert.equal(state.game, 'nardy');
    const before = json(state);
    const [a, b] = state.dice;
    // One checker more off the head than N4 allows on a first turn (two with 6-6, 4-4, 3-3; else one).
    const allowed = a === b && [6, 4, 3].includes(a) ? 2 : 1;
    const dice = a === b ? [a, a, a, a] : [a, b];
    const tooMany = dice.slice(0, allowed + 1).map((d) => ({ from: 24, to: 24 - d, die: d }));
    const r = await mover.ask({ type: 'play', move: tooMany }, 'refused');
    assert.ok(r.reason.length > 5, `a reason is given: ${r.reason}`);
    assert.equal(json(r.state), before);
    const steps = randomSteps(state);
    mover.send({ type: 'play', move: steps });
    const [played] = await Promise.all([mover.next('played'), waiting.next('played')]);
    assert.equal(played.state.position.rolls[color], 1, 'the mover’s roll count went up');
    await Promise.all([white.close(), black.close()]);
  });
});

describe('resigning and leaving', () => {
  test('an opening request that arrives after the match ended is ignored, like any late opening request; other requests are refused', () => {
    // The race of two pages: black's opening request is rolled, black (who won it) resigns at
    // once, and white's request of the same round, sent before white saw the roll, comes last.
    const timing = { reconnectMs: 60_000, nextGameDelayMs: 0 };
    const settings = { tradition: 'macedonian', game: 'fevga', length: 1, clock: null };
    let r = newRecord('m', settings, { white: 'tw', black: 'tb' }, { white: 'cw', black: 'cb' }, 0);
    r = decide(r, 'black', 'cb', { type: 'roll', gameNumber: 0, round: 0 }, 1000, timing, scriptedDice([2, 4])).record;
    assert.equal(r.live.state.position.turn, 'black');
    const resigned = decide(r, 'black', 'cb', { type: 'resign' }, 1100, timing, scriptedDice([]));
    assert.deepEqual(
      resigned.out.map((o) => o.msg.type),
      ['resigned', 'game-end', 'match-end'],
    );
    r = resigned.record;
    assert.equal(r.ended.winner, 'white');
    const late = decide(r, 'white', 'cw', { type: 'roll', gameNumber: 0, round: 0 }, 1200, timing, scriptedDice([]));
    assert.deepEqual(late.out, []);
    assert.equal(late.reply, undefined, 'nothing is refused');
    assert.equal(late.record, undefined, 'the record is unchanged');
    const roll = decide(r, 'white', 'cw', { type: 'roll' }, 1300, timing, scriptedDice([]));
    assert.equal(roll.reply.type, 'refused', 'a plain roll after the end is still refused');
    assert.match(roll.reply.reason, /the match is over/);
  });

  test('a resignation ends the game for both; leaving ends the match', async () => {
    currentId = id('resign');
    const { white, black } = await pairedClients(server, currentId, { game: 'prva', length: 3 });
    const { mover, waiting, color } = await toFirstMove(white, black);
    mover.send({ type: 'resign' });
    const [rm, rw] = await Promise.all([mover.next('resigned'), waiting.next('resigned')]);
    assert.equal(rm.player, color);
    assert.equal(json(rm), json(rw));
    const end = await waiting.next('game-end');
    assert.equal(end.result.kind, 'resign');
    assert.equal(end.result.points, 2, 'nothing borne off: 2 points (C7)');
    const next = await waiting.next('next-game');
    assert.equal(next.gameNumber, 1);
    assert.equal(next.state.phase, 'rolling', 'the winner of the game starts the next (M4)');
    assert.notEqual(next.state.position.turn, color);
    waiting.send({ type: 'leave' });
    const over = await mover.next('match-end');
    assert.equal(over.reason, 'left');
    assert.equal(over.winner, color);
    assert.equal(over.score[color], 3, 'the winner gets the points still lacking');
    // After the match, the same connections may look for another.
    assert.match((await white.ask({ type: 'play', move: 'pass' }, 'refused')).reason, /over/);
    white.send({ type: 'roll', gameNumber: 0, round: 0 });
    assert.equal(await white.got('refused', 150), false, 'a late opening request is ignored, not refused');
    const again = `${currentId}-again`;
    await white.ask({ type: 'join', match: again }, 'waiting');
    black.send({ type: 'join', match: again });
    const [m1, m2] = await Promise.all([white.next('match'), black.next('match')]);
    assert.equal(m1.matchId, again);
    assert.equal(m2.state.phase, 'opening');
    await Promise.all([white.close(), black.close()]);
  });
});

describe('reconnection and forfeit', () => {
  test('a player who reconnects with the token continues from the server state', async () => {
    currentId = id('resume');
    const { white, black, whiteMatch } = await pairedClients(server, currentId, { tradition: 'greek', length: 1 });
    await toFirstMove(white, black);
    const state = server.matchInfo(currentId).state;
    await white.close();
    const away = await black.next('opponent');
    assert.equal(away.status, 'away');
    assert.equal(away.forfeitMs, 300);
    const again = await Client.connect(server.wsUrl);
    const resumed = await again.ask({ type: 'resume', token: whiteMatch.token }, 'match');
    assert.equal(resumed.color, 'white');
    assert.equal(resumed.resumed, true);
    assert.equal(resumed.matchId, currentId);
    assert.equal(json(resumed.state), json(state));
    assert.equal((await black.next('opponent')).status, 'connected');
    // Past the forfeit time: nothing happens, the match goes on.
    assert.equal(await black.got('match-end', 400), false);
    assert.equal(server.matchInfo(currentId).ended, null);
    await Promise.all([again.close(), black.close()]);
  });

  test('a player away longer than the reconnect time forfeits the match', async () => {
    currentId = id('forfeit');
    const { white, black } = await pairedClients(server, currentId, { tradition: 'turkish', length: 3 });
    await openingDone(white, black);
    const t0 = Date.now();
    await black.close();
    const end = await white.next('match-end', () => true, 3000);
    const waited = Date.now() - t0;
    assert.equal(end.reason, 'forfeit');
    assert.equal(end.winner, 'white');
    assert.equal(end.state.phase, 'match-over');
    assert.equal(end.state.winner, 'white');
    assert.equal(end.score.white, 3, 'the match is recorded as won: the points still lacking');
    assert.ok(waited >= 250, `forfeit after the reconnect time (${waited} ms)`);
    assert.deepEqual(server.matchInfo(currentId).ended, { reason: 'forfeit', winner: 'white', loser: 'black' });
    const r = await white.ask({ type: 'roll' }, 'refused');
    assert.match(r.reason, /over/);
    await white.close();
  });

  test('a second connection with the same token takes the seat over', async () => {
    currentId = id('takeover');
    const { white, black, blackMatch } = await pairedClients(server, currentId, { length: 1 });
    const tab2 = await Client.connect(server.wsUrl);
    await tab2.ask({ type: 'resume', token: blackMatch.token }, 'match');
    await black.next('replaced');
    await black.closed;
    assert.equal(await white.got('opponent', 100), false, 'the opponent sees no absence');
    await Promise.all([white.close(), tab2.close()]);
  });
});

describe('clocks', () => {
  test('the clock string is parsed by the live model, like the board attribute', () => {
    assert.deepEqual(parseClock('12+120/60'), { freeMs: 12000, reserveMs: 120000, maxMs: 60000 });
    assert.deepEqual(parseClock(' 0.5 + 3 '), { freeMs: 500, reserveMs: 3000, maxMs: null });
    assert.equal(settingsFrom({ clock: ' 0.5 + 3 ' }).clock, '0.5+3');
    assert.throws(() => parseClock('12'), /bad clock "12"/);
    assert.throws(() => parseClock('0+0'), /some time/);
    assert.throws(() => parseClock('1+1/0'), /more than 0/);
  });

  test("the referee runs the live model's clock: the maximum per move, a move paused while its player is away, a timeout", () => {
    const timing = { reconnectMs: 60_000, nextGameDelayMs: 0 };
    const settings = { tradition: 'macedonian', game: null, length: 1, clock: '10+30/25' };
    let r = newRecord('m', settings, { white: 'tw', black: 'tb' }, { white: 'cw', black: 'cb' }, 0);
    assert.equal(nextDeadline(r, timing), null, 'no clock runs before the opening roll');
    const opening = decide(r, 'white', 'cw', { type: 'roll', gameNumber: 0, round: 0 }, 1000, timing, scriptedDice([6, 1]));
    r = opening.record;
    assert.equal(r.live.state.position.turn, 'white');
    assert.equal(opening.out[0].msg.clock.running, 'white');
    assert.equal(nextDeadline(r, timing), 1000 + 25_000, 'the maximum per move comes first');
    // White's process died at 4 s and a new one reclaims the seat at 9 s: the move is paused from 4 s.
    r = detach(r, 'white', 'cw', 9000, timing, 4000).record;
    assert.deepEqual(matchMessage(r, 'black', false, 50_000).clock, {
      white: { reserveMs: 30000, moveMs: 3000 },
      black: { reserveMs: 30000, moveMs: 0 },
      running: 'white',
      paused: true,
      freeMs: 10000,
      maxMs: 25000,
    });
    assert.equal(nextDeadline(r, timing), 9000 + 60_000, 'a paused move has no deadline; the forfeit has');
    assert.equal(tick(r, 30_000, timing).record, undefined, 'nothing is due');
    r = attach(r, 'white', 'cw2', 61_000).record;
    assert.equal(nextDeadline(r, timing), 61_000 + 22_000, 'the move resumes with the 3 s it had used');
    assert.equal(tick(r, 61_000 + 21_000, timing).record, undefined, 'not yet');
    const t = tick(r, 61_000 + 22_001, timing);
    assert.deepEqual(
      t.out.map((o) => o.msg.type),
      ['timeout', 'match-end'],
    );
    assert.equal(t.record.ended.reason, 'timeout');
    assert.equal(t.record.ended.loser, 'white');
    assert.equal(t.record.live.state.phase, 'match-over');
  });

  test('the server sends the clocks with every roll and play and decides a timeout', async () => {
    currentId = id('clock');
    const { white, black } = await pairedClients(server, currentId, { tradition: 'macedonian', length: 1, clock: '0.2+0.3' });
    assert.equal(server.matchInfo(currentId).settings.clock, '0.2+0.3');
    const opening = await openingDone(white, black);
    assert.ok(opening.clock, 'the roll carries the clocks');
    const starter = opening.state.position.turn;
    assert.equal(opening.clock.running, starter);
    assert.equal(opening.clock[starter].reserveMs, 300);
    // The starter does nothing: after 0.2 s free and 0.3 s reserve the server calls time.
    const [tw, tb] = await Promise.all([white.next('timeout', () => true, 2000), black.next('timeout', () => true, 2000)]);
    assert.equal(tw.player, starter);
    assert.equal(json(tw), json(tb));
    assert.equal(tw.clock[starter].reserveMs, 0);
    const end = await white.next('match-end');
    assert.equal(end.reason, 'timeout');
    assert.equal(end.loser, starter);
    assert.equal(end.winner, starter === 'white' ? 'black' : 'white');
    assert.equal(end.state.phase, 'match-over');
    assert.equal(end.state.winner, end.winner);
    await Promise.all([white.close(), black.close()]);
  });

  test("a player who moves in time keeps the clock and the opponent's move starts", async () => {
    currentId = id('clock-ok');
    const { white, black } = await pairedClients(server, currentId, { tradition: 'macedonian', length: 1, clock: '5+10/8' });
    const { mover, waiting, state, color } = await toFirstMove(white, black);
    mover.send({ type: 'play', move: randomSteps(state) });
    const played = await waiting.next('played');
    assert.equal(played.clock[color].reserveMs, 10_000, 'within the free time: the reserve is untouched');
    assert.equal(played.clock.running, played.state.phase === 'rolling' ? played.state.position.turn : null);
    await Promise.all([white.close(), black.close()]);
  });
});

describe('whole matches', () => {
  for (const tradition of ['macedonian', 'bulgarian', 'greek', 'turkish']) {
    test(`two clients play a ${tradition} match of 3 points through the server to its end`, async () => {
      currentId = id(`whole-${tradition}`);
      const { white, black } = await pairedClients(server, currentId, { tradition, length: 3 });
      const clients = { white, black };
      const seen = { white: [], black: [] };
      // Each client acts on what it is told; both keep the state the server sends.
      const play = async (color) => {
        const me = clients[color];
        let state = (color === 'white' ? white : black).log.find((m) => m.type === 'match').state;
        let round = 0;
        for (let guard = 0; guard < 5000; guard++) {
          if (state.phase === 'match-over') return state;
          if (state.phase === 'opening') me.send({ type: 'roll', gameNumber: state.gameNumber, round });
          else if (state.position.turn === color && state.phase === 'rolling') me.send({ type: 'roll' });
          else if (state.position.turn === color && state.phase === 'moving') me.send({ type: 'play', move: randomSteps(state) });
          const msg = await me.nextOf(['roll', 'played', 'game-end', 'next-game', 'match-end', 'refused']);
          seen[color].push(msg.type);
          if (msg.type === 'roll' && msg.opening) round = msg.round + 1;
          if (msg.type === 'next-game') round = 0;
          if (msg.state) state = msg.state;
        }
        throw new Error('the match did not end');
      };
      const [sw, sb] = await Promise.all([play('white'), play('black')]);
      const server_ = server.matchInfo(currentId);
      assert.equal(sw.phase, 'match-over');
      assert.equal(json(sw.score), json(server_.score));
      assert.equal(json(sb.score), json(server_.score));
      assert.ok(Math.max(sw.score.white, sw.score.black) >= 3);
      assert.equal(server_.ended.reason, 'points');
      assert.ok(!seen.white.includes('refused') && !seen.black.includes('refused'), 'no request was refused');
      await Promise.all([white.close(), black.close()]);
    });
  }
});

describe('the HTTP side', () => {
  test('serves the page folder at / and the bundle at /dist/, and nothing else of the repository', async () => {
    const get = (p) => fetch(server.origin + p, { redirect: 'manual' });
    const page = await get('/');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type'), /text\/html/);
    assert.equal((await get('/client.mjs')).status, 200);
    assert.equal((await get('/dist/engine/index.js')).status, 200);
    assert.equal((await get('/dist/cdn/tabla-board.min.js')).status, 200);
    for (const p of [
      '/package.json',
      '/../package.json',
      '/src/engine/index.ts',
      '/%2e%2e/%2e%2e/package.json',
      '/dist/%2e%2e/package.json',
      '/dist/../src/index.ts',
      '/node_modules/ws/package.json',
    ]) {
      assert.equal((await get(p)).status, 404, p);
    }
  });
});
