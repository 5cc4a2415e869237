// Behind a reverse proxy (docs/multiplayer.md#behind-a-proxy): the per-address limits count the
// client's address read from X-Forwarded-For past the trusted hops only, and a peer may hold only
// so many connections that have not finished their HTTP request. The proxy here is this test
// process itself: its connections come from 127.0.0.1 and carry the header a proxy would add.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { WebSocket } from 'ws';
import { startServer } from 'tabla-board/server';
import { Client, tempJournal } from './helpers.mjs';

const servers = [];
after(async () => {
  for (const s of servers) await s.close();
});

/** A client connected through the "proxy", as the client at `address`. */
async function viaProxy(wsUrl, forwardedFor) {
  const socket = new WebSocket(wsUrl, { headers: { 'X-Forwarded-For': forwardedFor } });
  const client = new Client(socket);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  return client;
}

/** `n` players join in pairs of private matches; the replies of each. */
async function joinAll(wsUrl, n, addressOf) {
  const clients = [];
  for (let i = 0; i < n; i++) clients.push(await viaProxy(wsUrl, addressOf(i)));
  const replies = [];
  for (let i = 0; i < n; i += 2) {
    clients[i].send({ type: 'join', match: `proxied-${i}` });
    replies.push(await clients[i].nextOf(['waiting', 'error']));
    clients[i + 1].send({ type: 'join', match: `proxied-${i}` });
    replies.push(await clients[i + 1].nextOf(['match', 'error']));
  }
  return { clients, replies };
}

describe('behind a trusted proxy', () => {
  test("150 players behind one trusted proxy: none is refused for the proxy's address", async () => {
    const server = await startServer({ port: 0, journal: tempJournal('proxy'), trustProxy: ['127.0.0.1'], heartbeatMs: 60_000 });
    servers.push(server);
    const { clients, replies } = await joinAll(server.wsUrl, 150, (i) => `10.7.${i >> 8}.${i & 255}`);
    const refused = replies.filter((r) => r.type === 'error');
    assert.deepEqual(refused, [], 'no player refused');
    assert.equal(replies.filter((r) => r.type === 'match').length, 75);
    for (const c of clients) c.socket.terminate();
  });

  test('a hop count: the address one hop in front of the proxy counts; a client cannot spoof past it', async () => {
    const server = await startServer({
      port: 0,
      journal: tempJournal('proxy-hops'),
      trustProxy: 1,
      heartbeatMs: 60_000,
      limits: { maxConnectionsPerAddress: 3 },
    });
    servers.push(server);
    // The client wrote "1.2.3.4" itself; the proxy appended the real address 10.9.9.9: that one counts.
    const clients = [];
    for (let i = 0; i < 3; i++) clients.push(await viaProxy(server.wsUrl, `1.2.3.${i}, 10.9.9.9`));
    const fourth = await viaProxy(server.wsUrl, '1.2.3.99, 10.9.9.9');
    const closed = await fourth.closed;
    assert.equal(closed, 1008, 'the fourth connection of 10.9.9.9 is refused');
    for (const c of clients) c.socket.terminate();
  });

  test('without trustProxy the header is ignored: every player counts as the peer address', async () => {
    const server = await startServer({ port: 0, journal: tempJournal('proxy-off'), heartbeatMs: 60_000, limits: { maxConnectionsPerAddress: 4 } });
    servers.push(server);
    const clients = [];
    for (let i = 0; i < 4; i++) clients.push(await viaProxy(server.wsUrl, `10.8.0.${i}`));
    const fifth = await viaProxy(server.wsUrl, '10.8.0.99');
    assert.equal(await fifth.closed, 1008);
    for (const c of clients) c.socket.terminate();
  });
});

describe('connections that never finish their request', () => {
  test('a peer address may hold only so many; the rest are closed at once, and a normal client connects once they are gone', async () => {
    const server = await startServer({ port: 0, journal: tempJournal('pending'), heartbeatMs: 60_000, limits: { maxPendingConnectionsPerAddress: 5 } });
    servers.push(server);
    const raw = [];
    const closedEarly = [];
    for (let i = 0; i < 12; i++) {
      const s = net.connect(server.port, '127.0.0.1');
      s.on('error', () => {});
      const closed = new Promise((resolve) => s.once('close', () => resolve(true)));
      raw.push(s);
      closedEarly.push(Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve(false), 1500))]));
      await new Promise((resolve) => s.once('connect', resolve).once('close', resolve));
    }
    const results = await Promise.all(closedEarly);
    assert.equal(results.filter(Boolean).length, 7, 'all but 5 idle connections are closed by the server');
    for (const s of raw) s.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const client = await Client.connect(server.wsUrl);
    assert.equal((await client.next('hello')).type, 'hello');
    client.socket.terminate();
  });
});
