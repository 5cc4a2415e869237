// Faults an operator meets, with real processes (docs/reliability.md): a full disk under the
// journal (a small tmpfs, where this machine lets the test mount one), a damaged journal at start,
// Redis killed and restarted mid-match, Redis refusing the credentials or not there at start, and
// options refused before anything is written. TABLA_CLI=path/to/tabla.js runs them on another build.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nextGame } from 'tabla-board/engine';
import { Client, json } from './helpers.mjs';
import { freePort, hasRedis, playSome, Player, settle, startRedis, startServe, TABLA_CLI } from './processes.mjs';

const cleanups = [];
after(async () => {
  for (const f of cleanups.reverse()) await f();
});

const COMMON = ['--reconnect-seconds', '60', '--next-game-seconds', '0', '--messages-per-second', '1000', '--message-burst', '1000'];
const SETTINGS = { tradition: 'macedonian', length: 25 };

/** Pairs two players in the private match `name` on `wsUrl`. */
async function pair(wsUrl, name, settings = SETTINGS) {
  const a = await Client.connect(wsUrl);
  const b = await Client.connect(wsUrl);
  await a.ask({ type: 'join', match: name, ...settings }, 'waiting');
  b.send({ type: 'join', match: name, ...settings });
  const [ma, mb] = await Promise.all([a.next('match'), b.next('match')]);
  return [new Player(a, ma), new Player(b, mb)];
}

/** A resumed match is the last state its player was acknowledged (or the next game the server started by itself after it). */
function sameAsAcked(player, match) {
  const next = player.state.phase === 'game-over' && match.state.gameNumber === player.state.gameNumber + 1;
  assert.equal(json(match.state), json(next ? nextGame(player.state) : player.state), `${player.color} resumes with the last acknowledged state`);
  player.state = match.state;
  player.round = match.openingRound;
}

/** The players act once; each reply is an acknowledged change or an `unavailable` error. Returns the kinds seen. */
async function actOnce(players) {
  await settle(players);
  const seen = [];
  for (const p of players) {
    if (!p.act()) continue;
    const msg = await p.client.nextOf(['roll', 'played', 'game-end', 'next-game', 'match-end', 'refused', 'error'], 10_000);
    if (msg.type === 'error') {
      assert.equal(msg.code, 'unavailable', `an error other than unavailable: ${JSON.stringify(msg)}`);
      assert.match(msg.reason, /temporarily unavailable, retry/);
      seen.push('unavailable');
    } else {
      p.take(msg);
      seen.push('acked');
    }
  }
  await new Promise((r) => setTimeout(r, 50));
  return seen;
}

/** Resumes every player on `wsUrl`, retrying while the server answers `unavailable`; each must get its last acknowledged state. */
async function resumeAll(players, wsUrl, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (const p of players) {
    p.absorb();
    for (;;) {
      p.client.socket.terminate();
      p.client = await Client.connect(wsUrl);
      p.client.send({ type: 'resume', token: p.token });
      const reply = await p.client.nextOf(['match', 'error'], 10_000);
      if (reply.type === 'match') {
        sameAsAcked(p, reply);
        break;
      }
      assert.equal(reply.code, 'unavailable', JSON.stringify(reply));
      assert.ok(Date.now() < until, `still unavailable after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** Fills the file system of `dir` (a file `filler` written until ENOSPC). */
function fill(dir) {
  const chunk = Buffer.alloc(4096, 120);
  for (let i = 0; ; i++) {
    try {
      appendFileSync(path.join(dir, 'filler'), chunk);
    } catch (error) {
      if (error.code === 'ENOSPC') break;
      throw error;
    }
  }
  // Whatever a short write can still place.
  try {
    appendFileSync(path.join(dir, 'filler'), Buffer.alloc(1, 120));
  } catch {
    // the disk is full: that is what the filler is for
  }
}

/** A small tmpfs mounted for this test, or null where mounting is not allowed. */
function smallDisk() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tabla-full-'));
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', dir]);
  if (r.status !== 0) return null;
  cleanups.push(() => spawnSync('umount', ['-l', dir]));
  return dir;
}

const disk = process.platform === 'linux' ? smallDisk() : null;

describe(
  'a full disk under the journal',
  { skip: !disk && 'cannot mount a tmpfs here (the injected write failures of test/node/server-journal.test.ts cover this)' },
  () => {
    test('no acknowledged action is lost: refused as unavailable while full, the server alive, writable again when space returns, and it restarts on a full disk', async () => {
      const journal = path.join(disk, 'matches.jsonl');
      let server = await startServe(['--journal', journal, ...COMMON]);
      cleanups.push(() => server.kill());
      const players = await pair(server.wsUrl, 'full');
      await playSome(players, 6);
      fill(disk);
      let refused = 0;
      for (let i = 0; i < 6; i++) refused += (await actOnce(players)).filter((k) => k === 'unavailable').length;
      assert.ok(refused > 0, 'on a full disk actions are refused as unavailable');
      assert.equal(server.child.exitCode, null, 'the server is alive');
      assert.match(server.output(), /cannot write \(ENOSPC[^)]*\): read-only/);
      // Space returns: the same process takes actions again.
      rmSync(path.join(disk, 'filler'));
      await new Promise((r) => setTimeout(r, 1100));
      let acked = 0;
      for (let i = 0; i < 4; i++) acked += (await actOnce(players)).filter((k) => k === 'acked').length;
      assert.ok(acked > 0, 'writable again once space returned');
      // A kill on a full disk, and a restart on it: every acknowledged change is there.
      fill(disk);
      for (let i = 0; i < 3; i++) await actOnce(players);
      await server.kill();
      for (const p of players) p.absorb();
      server = await startServe(['--journal', journal, ...COMMON]);
      const blocked = await Client.connect(server.wsUrl);
      blocked.send({ type: 'resume', token: players[0].token });
      const first = await blocked.nextOf(['match', 'error']);
      assert.ok(first.type === 'error' ? first.code === 'unavailable' : true, JSON.stringify(first));
      blocked.socket.terminate();
      rmSync(path.join(disk, 'filler'));
      await resumeAll(players, server.wsUrl);
      await playSome(players, 4);
      await server.stop();
    });
  },
);

describe('a damaged journal at start', () => {
  test('the server starts with every intact match and reports each bad line and what was dropped', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tabla-damaged-'));
    const journal = path.join(dir, 'matches.jsonl');
    let server = await startServe(['--journal', journal, ...COMMON]);
    cleanups.push(() => server.kill());
    const one = await pair(server.wsUrl, 'intact-one');
    const two = await pair(server.wsUrl, 'intact-two');
    await playSome(one, 5);
    await playSome(two, 5);
    await settle(one);
    await settle(two);
    await server.kill();
    const lines = readFileSync(journal, 'utf8').split('\n').filter(Boolean);
    // A flipped byte in a superseded record, a wrong-shape line, a record of match two with 16 checkers, garbage.
    const superseded = lines.findIndex((l) => l.includes('"id":"intact-one"'));
    lines[superseded] = lines[superseded].replace('"version":', '"version";');
    const last = JSON.parse(lines.findLast((l) => l.includes('"id":"intact-two"')));
    const sixteen = structuredClone(last);
    sixteen.r.version += 1;
    const points = sixteen.r.live.state.position.black.points;
    points[points.findIndex((n) => n > 0)] += 1;
    lines.push('{"r":{}}', JSON.stringify(sixteen), 'garbage', '\u0000\u0000');
    writeFileSync(journal, `${lines.join('\n')}\n{"r":{"id":"torn`);
    server = await startServe(['--journal', journal, ...COMMON]);
    const out = server.output();
    assert.match(out, new RegExp(`line ${superseded + 1} \\(match intact-one\\) skipped: not JSON`));
    assert.match(out, new RegExp(`line ${lines.length - 2} \\(match intact-two\\) skipped: record refused`));
    assert.match(
      out,
      new RegExp(
        `dropped 6 lines \\(${superseded + 1}, ${lines.length - 3}, ${lines.length - 2}, ${lines.length - 1}, ${lines.length}, ${lines.length + 1}\\)`,
      ),
    );
    assert.match(out, /1 match kept at an older version \(intact-two\)/);
    assert.equal(readdirSync(dir).filter((f) => f.includes('.damaged-')).length, 1, 'the damaged journal is kept');
    await resumeAll(one, server.wsUrl);
    await resumeAll(two, server.wsUrl);
    await playSome(one, 3);
    await playSome(two, 3);
    await server.stop();
  });
});

describe('Redis outages', { skip: !hasRedis && 'redis-server is not installed' }, () => {
  test('Redis killed and restarted mid-match: refused as unavailable meanwhile; the same process serves joins and resumes within 10 s after; nothing acknowledged lost', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tabla-redis-'));
    let redis = await startRedis({ dir });
    cleanups.push(() => redis.kill());
    const server = await startServe(['--redis', redis.url, ...COMMON]);
    cleanups.push(() => server.kill());
    const players = await pair(server.wsUrl, 'outage');
    await playSome(players, 6);
    await settle(players);
    await redis.kill();
    const during = await actOnce(players);
    assert.ok(during.length > 0 && during.every((k) => k === 'unavailable'), `while Redis is away: ${during}`);
    const probe = await Client.connect(server.wsUrl);
    probe.send({ type: 'join', match: 'during-outage' });
    const joinReply = await probe.nextOf(['waiting', 'error']);
    assert.equal(joinReply.code, 'unavailable');
    probe.socket.terminate();
    redis = await startRedis({ dir, port: redis.port });
    const back = Date.now();
    // Joins: a new pair is served by the same process.
    for (;;) {
      const a = await Client.connect(server.wsUrl);
      a.send({ type: 'join', match: `after-${Date.now()}` });
      const reply = await a.nextOf(['waiting', 'error']);
      a.socket.terminate();
      if (reply.type === 'waiting') break;
      assert.equal(reply.code, 'unavailable', JSON.stringify(reply));
      assert.ok(Date.now() - back < 10_000, 'joins served again within 10 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    await resumeAll(players, server.wsUrl, 10_000 - (Date.now() - back));
    assert.ok(Date.now() - back < 10_000, `served again after ${Date.now() - back} ms`);
    assert.equal(server.child.exitCode, null, 'the same process');
    await playSome(players, 4);
    assert.match(server.output(), /redis: the connection is lost/);
    assert.match(server.output(), /redis: connected again/);
    await server.stop();
  });

  test('Redis that stops answering (SIGSTOP) mid-match: each request is answered unavailable once its command times out, not left hanging; play goes on when it answers again, nothing acknowledged lost', async () => {
    const redis = await startRedis();
    cleanups.push(() => redis.stop());
    const server = await startServe(['--redis', redis.url, ...COMMON]);
    cleanups.push(() => server.kill());
    const players = await pair(server.wsUrl, 'hung');
    await playSome(players, 6);
    await settle(players);
    redis.pause();
    // actOnce waits 10 s for each reply: without command timeouts none would come.
    const during = await actOnce(players);
    redis.resume();
    assert.ok(during.length > 0 && during.every((k) => k === 'unavailable'), `while Redis does not answer: ${during}`);
    // A save that timed out is still carried out once Redis answers (it was sent; Redis never said
    // no): it then reaches both players like any change. Pairing two more players after it runs
    // Redis commands queued behind it, so by their match the late change has been published too.
    const barrier = await pair(server.wsUrl, 'after-hung');
    for (const p of barrier) p.client.socket.terminate();
    await new Promise((r) => setTimeout(r, 200));
    await playSome(players, 6);
    await resumeAll(players, server.wsUrl);
    await playSome(players, 2);
    assert.equal(server.child.exitCode, null, 'the same process');
    await server.stop();
  });

  test('Redis refusing the credentials, or not there, at start: exit non-zero with one clear line; an ACL user is used', async () => {
    const redis = await startRedis({ args: ['--user', 'default', 'off', '--user', 'tabla', 'on', '>s3cret', '~*', '&*', '+@all'] });
    cleanups.push(() => redis.stop());
    const run = (url) => spawnSync(process.execPath, [TABLA_CLI, 'serve', '--port', '0', '--redis', url], { encoding: 'utf8', timeout: 20_000 });
    const wrong = run(`redis://tabla:wrong@127.0.0.1:${redis.port}/0`);
    assert.equal(wrong.status, 1, `exit ${wrong.status}: ${wrong.stderr}`);
    assert.equal(wrong.stderr.trim().split('\n').length, 1, wrong.stderr);
    assert.match(wrong.stderr, /^tabla: cannot use Redis at redis:\/\/127\.0\.0\.1:\d+: WRONGPASS/);
    assert.doesNotMatch(wrong.stderr, /wrong/, 'the password is not printed');
    const nobody = run(`redis://127.0.0.1:${await freePort()}/0`);
    assert.equal(nobody.status, 1);
    assert.match(nobody.stderr, /^tabla: cannot use Redis at .*ECONNREFUSED/);
    assert.doesNotMatch(nobody.stderr, /\[object Object\]/);
    const good = await startServe(['--redis', `redis://tabla:s3cret@127.0.0.1:${redis.port}/0`, ...COMMON]);
    const players = await pair(good.wsUrl, 'acl');
    await playSome(players, 2);
    await good.stop();
  });
});

describe('options checked first', () => {
  test('tabla serve --port 99999 exits 2 with a usage line and writes nothing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tabla-opts-'));
    const cli = path.resolve(TABLA_CLI);
    for (const args of [
      ['--port', '99999'],
      ['--redis', 'http://x'],
      ['--journal', 'j.jsonl', '--port', '-1'],
    ]) {
      const r = spawnSync(process.execPath, [cli, 'serve', ...args], { cwd: dir, encoding: 'utf8', timeout: 20_000 });
      assert.equal(r.status, 2, `${args.join(' ')}: exit ${r.status} ${r.stderr}`);
      assert.match(r.stderr, /^tabla: /);
      assert.match(r.stderr, /usage/i);
      assert.doesNotMatch(r.stderr, /\n\s+at /);
    }
    assert.deepEqual(readdirSync(dir), [], 'no journal and no lock file');
    mkdirSync(path.join(dir, 'sub'));
    assert.ok(!existsSync(path.join(dir, 'tabla-matches.jsonl.lock')));
  });
});
