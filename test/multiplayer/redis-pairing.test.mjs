// Pairing across two server processes sharing one Redis (two servers in this test process, each
// with its own Redis connections, as two processes would have): a waiting player who asks for
// other settings while a player on the other process takes their waiting seat ends in exactly
// one match, and leaves no second lobby entry behind for a third player to pair with; two joins
// sent at once leave one entry; an entry left by a process that is gone pairs nobody, nor does
// one whose process died just before it could be seen gone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, settingsFrom } from 'tabla-board/server';
import { Redis } from 'ioredis';
import { Client, FAST } from './helpers.mjs';
import { hasRedis, startRedis } from './processes.mjs';

const TRADITIONS = ['macedonian', 'bulgarian', 'greek', 'turkish', 'romanian'];

describe('pairing across two processes sharing Redis', { skip: !hasRedis && 'redis-server is not installed' }, () => {
  let redis;
  const servers = [];
  before(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i++) servers.push(await startServer({ port: 0, redis: redis.url, reconnectMs: 60_000, heartbeatMs: 60_000, limits: FAST }));
  });
  after(async () => {
    for (const s of servers) await s.close();
    await redis.stop();
  });

  test('a waiter who switches settings while taken by the other process is in one match, and no stale entry pairs a third player', async () => {
    const [a, b] = servers;
    const trials = [];
    for (const tradition of TRADITIONS) for (let length = 1; length <= 11; length += 2) trials.push({ tradition, s1: length, s2: length + 1 });
    const bad = [];
    for (const { tradition, s1, s2 } of trials) {
      const first = { type: 'join', tradition, length: s1 };
      const second = { type: 'join', tradition, length: s2 };
      const x = await Client.connect(a.wsUrl);
      const y = await Client.connect(b.wsUrl);
      const z = await Client.connect(b.wsUrl);
      await x.ask(first, 'waiting');
      // The race: y (other process) takes x's waiting seat while x asks for other settings.
      y.send(first);
      x.send(second);
      const yReply = await y.nextOf(['match', 'waiting']);
      const xReply = await x.nextOf(['waiting', 'error']);
      const xMatch = yReply.type === 'match' ? await x.next('match') : null;
      // A third player asks for x's second settings.
      z.send(second);
      const zReply = await z.nextOf(['match', 'waiting']);
      if (yReply.type === 'waiting' && zReply.type === 'match') await x.next('match');
      const xMatches = x.log.filter((m) => m.type === 'match');
      const outcome = `${tradition} ${s1}/${s2}: y ${yReply.type}, x ${xReply.type}${xReply.code ? ` (${xReply.code})` : ''}, z ${zReply.type}, x's matches ${xMatches.length}`;
      if (yReply.type === 'match') {
        if (xMatch.match !== yReply.match || zReply.type !== 'waiting' || xMatches.length !== 1) bad.push(outcome);
      } else if (zReply.type !== 'match' || xMatches.length !== 1 || xMatches[0].match !== zReply.match) bad.push(outcome);
      await Promise.all([x.close(), y.close(), z.close()]);
    }
    assert.deepEqual(bad, [], `${bad.length} of ${trials.length} trials: a player in two matches or a stale lobby entry`);
  });

  test('two joins sent at once wait under the second settings only', async () => {
    const [a, b] = servers;
    const [x, y, z] = [await Client.connect(a.wsUrl), await Client.connect(b.wsUrl), await Client.connect(b.wsUrl)];
    x.send({ type: 'join', tradition: 'international', length: 1 });
    x.send({ type: 'join', tradition: 'international', length: 2 });
    await x.next('waiting');
    await x.next('waiting');
    const zReply = await z.ask({ type: 'join', tradition: 'international', length: 2 }, 'match');
    const xMatch = await x.next('match');
    assert.equal(xMatch.match, zReply.match);
    const yReply = await y.ask({ type: 'join', tradition: 'international', length: 1 }, 'waiting');
    assert.equal(yReply.type, 'waiting', 'the first join left an entry: y was paired with x, who is in a match');
    assert.equal(x.log.filter((m) => m.type === 'match').length, 1);
    await Promise.all([x.close(), y.close(), z.close()]);
  });

  test('a lobby entry of a process that is no longer running is dropped, not paired with', async () => {
    const settings = settingsFrom({ tradition: 'international', length: 5 });
    const redisClient = new Redis(redis.url);
    const entry = { conn: 'gone:1', server: 'gone', settings };
    await redisClient.set(`tabla:w:l:${JSON.stringify(settings)}`, JSON.stringify(entry));
    redisClient.disconnect();
    const y = await Client.connect(servers[1].wsUrl);
    y.send({ type: 'join', tradition: 'international', length: 5 });
    const reply = await y.nextOf(['waiting', 'match']);
    assert.equal(reply.type, 'waiting', 'paired with the player of a process that is gone');
    const z = await Client.connect(servers[0].wsUrl);
    z.send({ type: 'join', tradition: 'international', length: 5 });
    const zReply = await z.nextOf(['waiting', 'match']);
    assert.equal(zReply.type, 'match');
    await Promise.all([y.close(), z.close()]);
  });

  test('a waiter whose process died just before it could be seen gone pairs nobody: the player waits again, then pairs', async () => {
    // The entry's process refreshed its sign of life a moment ago and then died: for up to 4 s it
    // still counts as running. Before, the player was told a match with nobody (and won it by
    // forfeit a minute later); now it is told the match only once the waiter's process confirms.
    const settings = settingsFrom({ tradition: 'international', length: 7 });
    const redisClient = new Redis(redis.url);
    await redisClient.hset('tabla:alive', 'dying', Date.now());
    await redisClient.set(`tabla:w:l:${JSON.stringify(settings)}`, JSON.stringify({ conn: 'dying:1', server: 'dying', settings }));
    redisClient.disconnect();
    const y = await Client.connect(servers[1].wsUrl);
    y.send({ type: 'join', tradition: 'international', length: 7 });
    const reply = await y.nextOf(['waiting', 'match'], 30_000);
    assert.equal(reply.type, 'waiting', 'told a match with the waiter of a process that died');
    const z = await Client.connect(servers[0].wsUrl);
    const zMatch = await z.ask({ type: 'join', tradition: 'international', length: 7 }, 'match');
    const yMatch = await y.next('match');
    assert.equal(yMatch.matchId, zMatch.matchId);
    assert.equal(yMatch.opponent, 'connected');
    assert.equal(y.log.filter((m) => m.type === 'match').length, 1);
    await Promise.all([y.close(), z.close()]);
  });
});
