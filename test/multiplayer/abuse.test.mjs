// The server attacked as an adversary would, from localhost (issue 20): a client that stops
// reading while it floods requests, a flood over the message rate, a client that answers no
// pings, pairing and leaving in a loop, a replaced socket that goes on acting, and huge inputs
// in refusals. Each attack is rerun here against the limits that stop it.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { WebSocket } from 'ws';
import { startServer } from 'tabla-board/server';
import { Hub } from '../../dist/server/hub.js';
import { limitsFrom } from '../../dist/server/limits.js';
import { JournalStore } from '../../dist/server/journal-store.js';
import { Client, FAST, json, pairedClients, tempJournal } from './helpers.mjs';

const servers = [];
async function serve(options) {
  const server = await startServer({ port: 0, journal: tempJournal('abuse'), reconnectMs: 5000, nextGameDelayMs: 0, heartbeatMs: 60_000, ...options });
  servers.push(server);
  return server;
}
after(async () => {
  for (const s of servers) await s.close();
});

const closedWith = (socket) => new Promise((resolve) => socket.once('close', (code) => resolve(code)));

describe('limits', () => {
  test('a client that stops reading while flooding "sync" is closed once its unsent output passes the cap', async () => {
    const cap = 256 * 1024;
    const server = await serve({ limits: { ...FAST, maxBufferedBytes: cap } });
    const { white, black } = await pairedClients(server, 'slow-reader');
    white.socket._socket.pause(); // stops reading: the server's output piles up
    const closed = closedWith(white.socket);
    const sync = JSON.stringify({ type: 'sync' });
    let sent = 0;
    while (server.hub.stats.overBuffer === 0 && sent < 200_000) {
      for (let i = 0; i < 500; i++) white.socket.send(sync);
      sent += 500;
      await new Promise((r) => setImmediate(r));
    }
    assert.ok(server.hub.stats.overBuffer >= 1, `the socket was closed for its output (after ${sent} requests)`);
    white.socket._socket.resume();
    await closed;
    // The opponent's connection is untouched and the match goes on.
    assert.equal((await black.ask({ type: 'sync' }, 'match')).matchId, 'slow-reader');
    await black.close();
  });

  test('messages over the rate are dropped, then the connection is closed', async () => {
    const server = await serve({ limits: { messagesPerSecond: 20, messageBurst: 40, maxDroppedMessages: 100 } });
    const c = await Client.connect(server.wsUrl);
    const closed = closedWith(c.socket);
    for (let i = 0; i < 400; i++) c.send({ type: 'ping' });
    assert.equal(await closed, 1008);
    const pongs = c.log.filter((m) => m.type === 'pong').length;
    assert.ok(pongs >= 40 && pongs < 60, `about the burst was answered (${pongs})`);
    assert.ok(
      c.log.some((m) => m.code === 'rate-limited'),
      'the client was told',
    );
  });

  test('liveness comes from pongs only: a client that sends messages but answers no ping is dropped', async () => {
    const server = await serve({ heartbeatMs: 50, limits: FAST });
    const socket = new WebSocket(server.wsUrl, { autoPong: false });
    await new Promise((r) => socket.once('open', r));
    const closed = closedWith(socket);
    const chatter = setInterval(() => socket.readyState === 1 && socket.send('{"type":"ping"}'), 10);
    await closed;
    clearInterval(chatter);
    const polite = await Client.connect(server.wsUrl); // answers pings (ws does by default)
    assert.equal(await polite.got('never', 300), false);
    assert.equal(polite.socket.readyState, 1, 'a client that answers pings stays');
    await polite.close();
  });

  test('pairing and leaving in a loop is throttled, and ended matches are kept as bounded summaries', async () => {
    const throttled = await serve({ limits: { ...FAST, joinsPerMinute: 20, joinsPerMinutePerAddress: 120 } });
    const a = await Client.connect(throttled.wsUrl);
    const b = await Client.connect(throttled.wsUrl);
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      a.send({ type: 'join', match: `churn-${i}` });
      b.send({ type: 'join', match: `churn-${i}` });
      a.send({ type: 'leave' });
    }
    // A connection's requests are handled in order (a ping is answered at once, ahead of them):
    // the answer to a resume sent last means every join before it was answered.
    const handled = (m) => m.code === 'unknown-token';
    await Promise.all([a.ask({ type: 'resume', token: 'none' }, 'error', handled), b.ask({ type: 'resume', token: 'none' }, 'error', handled)]);
    refused = [...a.log, ...b.log].filter((m) => m.code === 'slow-down').length;
    assert.ok(throttled.hub.stats.matchesCreated <= 6, `at most a burst of matches was made (${throttled.hub.stats.matchesCreated})`);
    assert.ok(refused >= 20, `the rest of the joins were refused (${refused})`);
    await Promise.all([a.close(), b.close()]);

    // With the join limits raised out of reach (a fast loop passes FAST's 1,000 joins a second),
    // 300 matches paired and left: none kept whole, 50 summaries kept.
    const bounded = await serve({ limits: { ...FAST, maxEnded: 50, joinsPerMinute: 60_000_000, joinsPerMinutePerAddress: 60_000_000 } });
    const c = await Client.connect(bounded.wsUrl);
    const d = await Client.connect(bounded.wsUrl);
    for (let i = 0; i < 300; i++) {
      await c.ask({ type: 'join', match: `m-${i}` }, 'waiting');
      d.send({ type: 'join', match: `m-${i}` });
      await Promise.all([c.next('match'), d.next('match')]);
      c.send({ type: 'leave' });
      await Promise.all([c.next('match-end'), d.next('match-end')]);
      c.drain();
      d.drain();
    }
    assert.equal(bounded.hub.cachedCount, 0, 'no ended match is kept whole');
    assert.equal(bounded.store.endedCount, 50, 'ended matches: the newest 50 summaries');
    assert.equal(bounded.matchInfo('m-0'), null);
    assert.equal(bounded.matchInfo('m-299').ended.reason, 'left');
    await Promise.all([c.close(), d.close()]);
  });

  test('a join rate raised for a busy site holds at one instant too: the burst is a second of the rate, not 30', async () => {
    // The clock stands still: every join below arrives at the same millisecond, as after a
    // moment off the CPU, when a process reads many sockets at once.
    const now = () => 1_000_000;
    const hub = new Hub({
      store: new JournalStore({ file: tempJournal('burst'), maxEnded: 10, keepEndedMs: 1000, now }),
      limits: limitsFrom({ ...FAST, joinsPerMinutePerAddress: 60_000 }),
      reconnectMs: 5000,
      nextGameDelayMs: 0,
      now,
    });
    await hub.start();
    const replies = [];
    const count = (type) => replies.filter((m) => m.type === type).length;
    const answered = async (n) => {
      while (count('waiting') + count('error') < n) await new Promise((resolve) => setImmediate(resolve));
    };
    const socket = () => ({ readyState: 1, bufferedAmount: 0, send: (text) => replies.push(JSON.parse(text)), close() {}, terminate() {} });
    for (let i = 0; i < 500; i++) hub.receive(hub.connect(socket(), '10.0.0.1'), JSON.stringify({ type: 'join', match: `burst-${i}` }));
    await answered(500);
    await hub.close();
    assert.deepEqual({ waiting: count('waiting'), refused: count('error') }, { waiting: 500, refused: 0 });
    // The default rate (120 a minute) keeps its burst of 30.
    const strict = new Hub({
      store: new JournalStore({ file: tempJournal('burst'), maxEnded: 10, keepEndedMs: 1000, now }),
      limits: limitsFrom({ joinsPerMinute: 60_000, maxConnectionsPerAddress: 1000, maxMatchesPerAddress: 1000 }),
      reconnectMs: 5000,
      nextGameDelayMs: 0,
      now,
    });
    await strict.start();
    replies.length = 0;
    for (let i = 0; i < 100; i++) strict.receive(strict.connect(socket(), '10.0.0.1'), JSON.stringify({ type: 'join', match: `burst-${i}` }));
    await answered(100);
    await strict.close();
    assert.deepEqual({ waiting: count('waiting'), refused: count('error') }, { waiting: 30, refused: 70 });
  });

  test('matches per address are capped', async () => {
    const server = await serve({ limits: { ...FAST, maxMatchesPerAddress: 2 } });
    for (let i = 0; i < 2; i++) await pairedClients(server, `cap-${i}`);
    const e = await Client.connect(server.wsUrl);
    await e.next('hello');
    assert.equal((await e.ask({ type: 'join', match: 'cap-3' }, 'error')).code, 'too-many-matches');
  });
});

describe('seats and refusals', () => {
  test('a replaced socket that does not answer the close frame can no longer act for the seat', async () => {
    const server = await serve({ limits: FAST });
    const { white, black, whiteMatch } = await pairedClients(server, 'replaced');
    const before = json(server.matchInfo('replaced').state);
    white.socket._socket.pause(); // the old tab: reads nothing more, so it never answers the close
    const tab2 = await Client.connect(server.wsUrl);
    await tab2.ask({ type: 'resume', token: whiteMatch.token }, 'match');
    // The old socket still writes: an opening roll request and a resignation.
    white.socket.send(JSON.stringify({ type: 'roll', gameNumber: 0, round: 0 }));
    white.socket.send(JSON.stringify({ type: 'resign' }));
    white.socket.send(JSON.stringify({ type: 'leave' }));
    assert.equal(await black.got('roll', 200), false, 'no roll was made for the old socket');
    assert.equal(json(server.matchInfo('replaced').state), before, 'the state is unchanged');
    assert.equal(server.matchInfo('replaced').ended, null, 'the old socket could not leave the match');
    assert.ok(server.hub.stats.replaced >= 1);
    // The new tab holds the seat.
    tab2.send({ type: 'roll', gameNumber: 0, round: 0 });
    black.send({ type: 'roll', gameNumber: 0, round: 0 });
    assert.equal((await tab2.next('roll')).opening, true);
    white.socket._socket.resume();
    await Promise.all([tab2.close(), black.close()]);
  });

  test('refusals are short and never echo the input; oversized messages close the connection', async () => {
    const server = await serve({ limits: FAST });
    const c = await Client.connect(server.wsUrl);
    const big = 'klingon'.repeat(1000);
    for (const msg of [{ type: 'join', tradition: big }, { type: 'join', match: big }, { type: big }, { type: 'resume', token: big }]) {
      const e = await c.ask(msg, 'error');
      assert.ok(e.reason.length <= 120, `short: ${e.reason.length}`);
      assert.ok(!e.reason.includes(big.slice(0, 40)), 'no more than a few characters of the input');
    }
    const { white, black } = await pairedClients(server, 'echo');
    const r = await white.ask({ type: 'play', move: '24/18 '.repeat(1000) }, 'error').catch(() => null);
    assert.equal(r, null, 'a 6 KB play is not answered with an echo');
    const closed = closedWith(black.socket);
    black.send({ type: 'play', move: 'x'.repeat(60_000) });
    assert.equal(await closed, 1009, 'a message over the size limit closes the connection');
  });
});
