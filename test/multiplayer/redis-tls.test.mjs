// Redis over TLS with an ACL user, with real processes: a throwaway certificate authority made
// with openssl, a redis-server listening with TLS only whose default user is off, and
// `tabla serve --redis rediss://user:password@…` trusting the authority through
// NODE_EXTRA_CA_CERTS (docs/multiplayer.md). TABLA_CLI=path/to/tabla.js runs them on another build.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from './helpers.mjs';
import { hasOpenssl, hasRedis, playSome, Player, settle, startRedis, startServe, throwawayCertificates, TABLA_CLI } from './processes.mjs';

const cleanups = [];
after(async () => {
  for (const f of cleanups.reverse()) await f();
});

const COMMON = ['--reconnect-seconds', '60', '--next-game-seconds', '0', '--messages-per-second', '1000', '--message-burst', '1000'];
/** The ACL user the server signs in as; Redis's default user is off, so a client that ignored the name would be refused. */
const ACL = ['--user', 'default', 'off', '--user', 'tabla', 'on', '>s3cret-tls', '~*', '&*', '+@all'];

describe(
  'Redis over TLS (rediss://) with an ACL user',
  { skip: (!hasRedis && 'redis-server is not installed') || (!hasOpenssl && 'openssl is not installed') },
  () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tabla-redis-tls-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const certs = throwawayCertificates(dir);
    const trusted = { ...process.env, NODE_EXTRA_CA_CERTS: certs.ca };
    /** `tabla serve --redis url` run to its exit (it exits when it cannot use Redis). */
    const serveOnce = (url, env) =>
      spawnSync(process.execPath, [TABLA_CLI, 'serve', '--port', '0', '--redis', url], { encoding: 'utf8', timeout: 20_000, env });

    test('a whole match is played through a TLS-only Redis as the ACL user, Redis restarted in the middle; a wrong password or an untrusted certificate exits 1 with one line', async () => {
      const data = path.join(dir, 'data');
      mkdirSync(data);
      let redis = await startRedis({ tls: certs, args: ACL, dir: data });
      cleanups.push(() => redis.stop());
      assert.match(redis.url, /^rediss:\/\//);
      const at = (user) => `rediss://${user}@127.0.0.1:${redis.port}/0`;

      const wrong = serveOnce(at('tabla:wrong-pass'), trusted);
      assert.equal(wrong.status, 1, `exit ${wrong.status}: ${wrong.stderr}`);
      assert.equal(wrong.stderr.trim().split('\n').length, 1, wrong.stderr);
      assert.match(wrong.stderr, /^tabla: cannot use Redis at rediss:\/\/127\.0\.0\.1:\d+: WRONGPASS/);
      assert.doesNotMatch(wrong.stderr, /wrong-pass/, 'the password is not printed');

      const untrusted = serveOnce(at('tabla:s3cret-tls'), { ...process.env, NODE_EXTRA_CA_CERTS: '' });
      assert.equal(untrusted.status, 1, `exit ${untrusted.status}: ${untrusted.stderr}`);
      assert.equal(untrusted.stderr.trim().split('\n').length, 1, untrusted.stderr);
      assert.match(untrusted.stderr, /^tabla: cannot use Redis at rediss:\/\/127\.0\.0\.1:\d+: .*certificate/);

      const server = await startServe(['--redis', at('tabla:s3cret-tls'), ...COMMON], [], { env: trusted });
      cleanups.push(() => server.kill());
      assert.match(server.output(), /store: redis rediss:\/\/127\.0\.0\.1:\d+/, 'the store is named');
      assert.doesNotMatch(server.output(), /s3cret|tabla@/, 'the listening line prints neither the user nor the password');
      const a = await Client.connect(server.wsUrl);
      const b = await Client.connect(server.wsUrl);
      const settings = { game: 'backgammon', length: 1 };
      await a.ask({ type: 'join', match: 'over-tls', ...settings }, 'waiting');
      b.send({ type: 'join', match: 'over-tls', ...settings });
      const [ma, mb] = await Promise.all([a.next('match'), b.next('match')]);
      const players = [new Player(a, ma), new Player(b, mb)];
      await playSome(players, 10);
      // Redis killed and restarted on its port: the same process connects again over TLS as the same user.
      await settle(players);
      await redis.kill();
      redis = await startRedis({ tls: certs, args: ACL, dir: data, port: redis.port });
      const back = Date.now();
      for (const p of players) {
        for (;;) {
          p.absorb();
          p.client.socket.terminate();
          p.client = await Client.connect(server.wsUrl);
          p.client.send({ type: 'resume', token: p.token });
          const reply = await p.client.nextOf(['match', 'error'], 10_000);
          if (reply.type === 'match') {
            assert.equal(JSON.stringify(reply.state), JSON.stringify(p.state), `${p.color} resumes at the last acknowledged state`);
            p.round = reply.openingRound;
            break;
          }
          assert.equal(reply.code, 'unavailable', JSON.stringify(reply));
          assert.ok(Date.now() - back < 10_000, 'served again within 10 s of Redis coming back');
          await new Promise((r) => setTimeout(r, 250));
        }
      }
      assert.match(server.output(), /redis: connected again/);
      await playSome(players, 2000);
      assert.equal(players[0].state.phase, 'match-over', 'the match was played to its end');
      assert.ok(players[0].acked > 20, `${players[0].acked} acknowledged changes`);
      // The match lives in that Redis: its summary is in the ended set, read over TLS as the same user.
      const cli = spawnSync(
        'redis-cli',
        [
          '--tls',
          '--cacert',
          certs.ca,
          '-h',
          '127.0.0.1',
          '-p',
          String(redis.port),
          '--user',
          'tabla',
          '--pass',
          's3cret-tls',
          '--no-auth-warning',
          'ZCARD',
          'tabla:ended',
        ],
        { encoding: 'utf8', timeout: 10_000 },
      );
      assert.equal(cli.stdout.trim(), '1', `redis-cli: ${cli.stdout} ${cli.stderr}`);
      for (const client of [a, b]) client.socket.terminate();
      await server.stop();
    });
  },
);
