// Nothing lost on restart: `tabla serve` is killed with SIGKILL in the middle of a match, with
// the embedded journal and with Redis (two processes sharing it); both players resume with the
// same position, dice, score and clocks, and play on. KILLS (an environment variable, default 3)
// kills in a row, each after a few actions.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { nextGame } from 'tabla-board/engine';
import { Redis } from 'ioredis';
import { Client, json, tempJournal } from './helpers.mjs';
import { hasRedis, playSome, Player, settle, startRedis, startServe } from './processes.mjs';

const KILLS = Number(process.env.KILLS ?? 3);
const cleanups = [];
after(async () => {
  for (const f of cleanups.reverse()) await f();
});

/** Pairs two players in a private match, one on each URL. */
async function pair(urls, settings) {
  const a = await Client.connect(urls[0]);
  const b = await Client.connect(urls[1]);
  await a.ask({ type: 'join', match: 'kill', ...settings }, 'waiting');
  b.send({ type: 'join', match: 'kill', ...settings });
  const [ma, mb] = await Promise.all([a.next('match'), b.next('match')]);
  return [new Player(a, ma), new Player(b, mb)];
}

/**
 * After a restart: each player's resumed match equals the last acknowledged state and clocks. The
 * one change the server makes by itself, the next game after a game's end, may have been stored
 * and not yet delivered when the process was killed: then the match is that next game. `idleMs`:
 * how long the players sat connected and idle before this resume (a process being started): the
 * move's clock rightly ran meanwhile.
 */
function checkResumed(player, match, idleMs = 0) {
  const next = player.state.phase === 'game-over' && match.state.gameNumber === player.state.gameNumber + 1;
  const expected = next ? nextGame(player.state) : player.state;
  assert.equal(json(match.state), json(expected), `${player.color} resumes with the last acknowledged state`);
  assert.equal(match.ended, null);
  if (player.clock) {
    for (const c of ['white', 'black']) {
      // The reserves stand where they were: a running move is paused from the kill on.
      const used = player.clock[c].reserveMs - match.clock[c].reserveMs;
      assert.ok(
        used >= -1500 && used <= 1500 + idleMs,
        `${c}'s reserve kept: ${match.clock[c].reserveMs} vs ${player.clock[c].reserveMs} (idle ${Math.round(idleMs)} ms)`,
      );
    }
  }
  player.state = match.state;
  player.clock = match.clock ?? null;
}

const SETTINGS = { tradition: 'macedonian', length: 25, clock: '1+600' };
const COMMON = ['--reconnect-seconds', '60', '--next-game-seconds', '0', '--messages-per-second', '1000', '--message-burst', '1000'];

describe('SIGKILL and restart', { concurrency: false }, () => {
  test(`embedded journal: ${KILLS} kills mid-match, both players resume with the same state and clocks`, async (t) => {
    const journal = tempJournal('kill');
    let server = await startServe(['--journal', journal, ...COMMON]);
    cleanups.push(() => server.stop());
    const players = await pair([server.wsUrl, server.wsUrl], SETTINGS);
    let actions = 0;
    for (let k = 0; k < KILLS; k++) {
      await playSome(players, 3 + (k % 5));
      actions += 3 + (k % 5);
      await server.kill();
      server = await startServe(['--journal', journal, ...COMMON]);
      for (const p of players) checkResumed(p, await p.resume(server.wsUrl));
    }
    await playSome(players, 4);
    assert.ok(players[0].acked >= actions, `every acknowledged action survived (${players[0].acked})`);
    t.diagnostic(`${KILLS} kills, ${players[0].acked} acknowledged changes, every resume equal to the last one`);
    for (const p of players) p.client.close();
  });

  test(
    'Redis, two processes: the process hosting the match is killed; both players resume on the other',
    { skip: !hasRedis && 'redis-server is not installed' },
    async (t) => {
      const redis = await startRedis();
      cleanups.push(() => redis.stop());
      const args = ['--redis', redis.url, ...COMMON];
      let a = await startServe(args);
      cleanups.push(() => a.stop()); // whichever process is the latest
      const b = await startServe(args);
      cleanups.push(() => b.stop());
      // The players start on different processes: every action crosses Redis.
      const players = await pair([a.wsUrl, b.wsUrl], SETTINGS);
      await playSome(players, 6);
      for (let k = 0; k < KILLS; k++) {
        await a.kill();
        for (const p of players) checkResumed(p, await p.resume(b.wsUrl));
        await playSome(players, 4);
        const idleFrom = performance.now();
        a = await startServe(args);
        // Back to two processes: one player moves to the new one.
        const moved = await players[k % 2].resume(a.wsUrl);
        checkResumed(players[k % 2], moved, performance.now() - idleFrom);
        await playSome(players, 4);
      }
      assert.ok(players[0].acked >= 6 + 8 * KILLS, `every acknowledged action survived (${players[0].acked})`);
      t.diagnostic(`${KILLS} kills, ${players[0].acked} acknowledged changes, every resume equal to the last one`);
      for (const p of players) p.client.close();
    },
  );

  test(
    'Redis: a player whose process is killed and who never comes back is taken for away, and forfeits after the reconnect time',
    { skip: !hasRedis && 'redis-server is not installed' },
    async () => {
      // Before, the seat kept naming the dead connection until that player resumed or the match's
      // next deadline came (here the move's clock, 600 s): the opponent was never told and waited.
      const redis = await startRedis();
      cleanups.push(() => redis.stop());
      const args = ['--redis', redis.url, ...COMMON.slice(2), '--reconnect-seconds', '1'];
      const a = await startServe(args);
      cleanups.push(() => a.stop());
      const b = await startServe(args);
      cleanups.push(() => b.stop());
      const players = await pair([a.wsUrl, b.wsUrl], SETTINGS);
      await playSome(players, 3);
      const [gone, stays] = players;
      await a.kill();
      // A process is taken for stopped 4 s after its last sign of life (one a second), then the forfeit time runs.
      const away = await stays.client.next('opponent', () => true, 30_000);
      assert.equal(away.status, 'away');
      const end = await stays.client.next('match-end', () => true, 30_000);
      assert.deepEqual([end.reason, end.winner, end.loser], ['forfeit', stays.color, gone.color]);
      stays.client.close();
    },
  );

  test(
    'Redis: the mover of a killed process, back on the other process before it counts as gone, has the gap paused',
    { skip: !hasRedis && 'redis-server is not installed' },
    async () => {
      // A process counts as running for 4 s after its last sign of life (one a second). Before, a
      // player who resumed elsewhere within those 4 s had their running move's clock run over the
      // whole gap; now the old process counts as gone for that seat once it missed a sign of life.
      const redis = await startRedis();
      cleanups.push(() => redis.stop());
      const args = ['--redis', redis.url, ...COMMON];
      const a = await startServe(args);
      cleanups.push(() => a.stop());
      const b = await startServe(args);
      cleanups.push(() => b.stop());
      const players = await pair([a.wsUrl, b.wsUrl], SETTINGS);
      const [mover] = players;
      const moving = () => mover.state.position.turn === mover.color && ['rolling', 'moving'].includes(mover.state.phase);
      while (!moving()) await playSome(players, 1);
      const moveSeen = Date.now(); // the move began (on the server) at most this late
      const store = new Redis(redis.url);
      cleanups.push(() => store.disconnect());
      const signs = async () => Object.fromEntries(Object.entries(await store.hgetall('tabla:alive')).map(([k, v]) => [k, Number(v)]));
      const servers = Object.keys(await signs());
      assert.equal(servers.length, 2);
      await a.kill();
      // Until the killed process has missed a sign of life and the move has run 2.6 s (1 s of it
      // free): a resume then comes before the process counts as gone (4 s after its last sign).
      for (;;) {
        const last = await signs();
        if (servers.some((s) => Date.now() - last[s] >= 2000) && Date.now() - moveSeen >= 2600) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const reserve = mover.clock[mover.color].reserveMs;
      const match = await mover.resume(b.wsUrl);
      const used = reserve - match.clock[mover.color].reserveMs;
      assert.ok(used <= 500, `the mover's reserve is kept over the gap (${used} ms used)`);
      for (const p of players) p.client.close();
    },
  );

  test("the kill loop's players: one resumes while the other has not read a game's end yet; both play on from the same state", async () => {
    // In the Redis loop one player moves to the restarted process while the other stays: the one
    // who stayed may still hold the changes the mover took (a game's end, the next game). Before
    // the players settled on one state, the one behind acted on the old state and both waited.
    const server = await startServe(['--journal', tempJournal('behind'), ...COMMON]);
    cleanups.push(() => server.stop());
    const players = await pair([server.wsUrl, server.wsUrl], SETTINGS);
    await playSome(players, 3);
    const [mover, stayer] = players;
    mover.client.send({ type: 'resign' });
    await Promise.all(players.map((p) => p.client.next('next-game').then((msg) => p.client.queue.push(msg))));
    checkResumed(mover, await mover.resume(server.wsUrl));
    assert.ok(
      stayer.client.queue.some((m) => m.type === 'game-end'),
      "the one who stayed has the game's end still queued",
    );
    await playSome(players, 6);
    await settle(players);
    assert.equal(json(stayer.state), json(mover.state));
    assert.equal(stayer.state.gameNumber, 1);
    for (const p of players) p.client.close();
  });
});
