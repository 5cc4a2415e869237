// Server processes for the restart and Redis tests: `tabla serve` started as a child process
// (killed with SIGKILL when asked), a redis-server of its own on a free port, and a player that
// plays random legal plays and remembers the last state the server acknowledged.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Client, randomSteps } from './helpers.mjs';

/** A free TCP port. */
export function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** True when redis-server is installed. */
export const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

/** True when openssl is installed (to make a throwaway certificate authority). */
export const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

/**
 * A throwaway certificate authority and a server certificate it signed for 127.0.0.1 and
 * localhost, written into `dir` (valid one day): `{ ca, cert, key }`, the files' paths.
 */
export function throwawayCertificates(dir) {
  const file = (name) => path.join(dir, name);
  const openssl = (...args) => {
    const r = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`openssl ${args[0]} failed: ${r.stderr.slice(-300)}`);
  };
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '1', '-subj', '/CN=tabla test CA');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1');
  writeFileSync(file('server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.crt',
    '-days',
    '1',
    '-extfile',
    'server.ext',
  );
  return { ca: file('ca.crt'), cert: file('server.crt'), key: file('server.key') };
}

/**
 * Starts a redis-server on a free port (or `port`); `stop()` ends it, `kill()` with SIGKILL,
 * `pause()` stops it answering (SIGSTOP: its connections stay open) until `resume()` (SIGCONT).
 * `dir`: persist every write there (appendonly, fsync always), so a restart on the same `dir`
 * and port has every acknowledged write; `tls`: `{ ca, cert, key }` (throwawayCertificates),
 * served on the port with TLS only (no plain port; clients need no certificate of their own),
 * the URL then `rediss://`; `args`: more redis-server arguments.
 */
export async function startRedis({ port, dir, tls, args = [] } = {}) {
  port ??= await freePort();
  const persist = dir ? ['--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''] : ['--save', '', '--appendonly', 'no'];
  const listen = tls
    ? [
        '--port',
        '0',
        '--tls-port',
        String(port),
        '--tls-cert-file',
        tls.cert,
        '--tls-key-file',
        tls.key,
        '--tls-ca-cert-file',
        tls.ca,
        '--tls-auth-clients',
        'no',
      ]
    : ['--port', String(port)];
  const child = spawn('redis-server', [...listen, '--bind', '127.0.0.1', ...persist, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('Ready to accept connections') && resolve());
    child.once('exit', (code) => reject(new Error(`redis-server exited ${code}`)));
  });
  return {
    url: `${tls ? 'rediss' : 'redis'}://127.0.0.1:${port}/0`,
    port,
    stop: () => (child.kill('SIGCONT'), end(child, 'SIGTERM')),
    kill: () => end(child, 'SIGKILL'),
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
}

/** Sends `signal` to `child` and waits for its exit (at once if it has exited already). */
function end(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill(signal);
  });
}

/** The command line run as `tabla` (TABLA_CLI runs another build of it, e.g. to see a test fail on older code). */
export const TABLA_CLI = process.env.TABLA_CLI ?? 'dist/cli/tabla.js';

/**
 * Starts `tabla serve` with `args` (and Node flags `nodeArgs`, spawn options `spawnOptions`);
 * resolves once it listens, with its WebSocket URL, everything it printed so far (`output()`),
 * `kill()` (SIGKILL) and `stop()` (SIGTERM).
 */
export function startServe(args, nodeArgs = [], spawnOptions = {}) {
  const child = spawn(process.execPath, [...nodeArgs, TABLA_CLI, 'serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
  return new Promise((resolve, reject) => {
    let out = '';
    const take = (d) => {
      out += d;
      const m = /listening on \S+ \(ws (\S+);/.exec(out);
      if (m) resolve({ wsUrl: m[1], child, output: () => out, kill: () => end(child, 'SIGKILL'), stop: () => end(child, 'SIGTERM') });
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('exit', (code) => reject(new Error(`tabla serve exited ${code}: ${out.slice(-400)}`)));
  });
}

/** Messages that carry an acknowledged state. */
const ACKED = ['roll', 'played', 'game-end', 'next-game', 'match-end', 'resigned'];

/**
 * One player's side: acts on its turn (opening rolls, rolls, random plays) and keeps the last
 * state and clocks the server acknowledged.
 */
export class Player {
  constructor(client, match) {
    this.client = client;
    this.color = match.color;
    this.token = match.token;
    this.state = match.state;
    this.clock = match.clock ?? null;
    this.round = match.openingRound;
    this.acked = 0;
  }

  /** Sends what this player does now, if anything; true when it sent something. */
  act() {
    const { state, color } = this;
    if (state.phase === 'opening') this.client.send({ type: 'roll', gameNumber: state.gameNumber, round: this.round });
    else if (state.position.turn === color && state.phase === 'rolling') this.client.send({ type: 'roll' });
    else if (state.position.turn === color && state.phase === 'moving') this.client.send({ type: 'play', move: randomSteps(state) });
    else return false;
    return true;
  }

  /** Waits for the next acknowledged change and takes its state. */
  async step(timeoutMs = 10_000) {
    return this.take(await this.client.nextOf([...ACKED, 'refused'], timeoutMs));
  }

  /** Takes every acknowledged change already queued (a refusal among them throws). */
  absorb() {
    const queue = this.client.queue;
    for (let i = 0; i < queue.length;) {
      if (ACKED.includes(queue[i].type) || queue[i].type === 'refused') this.take(queue.splice(i, 1)[0]);
      else i++;
    }
  }

  /** Takes the state and clocks of an acknowledged change. */
  take(msg) {
    if (msg.type === 'refused') throw new Error(`refused: ${msg.reason}`);
    if (msg.type === 'roll' && msg.opening) this.round = msg.round + 1;
    if (msg.type === 'next-game') this.round = 0;
    if (msg.state) this.state = msg.state;
    if (msg.clock) this.clock = msg.clock;
    this.acked++;
    return msg;
  }

  /** Reconnects to `wsUrl` with the token; returns the `match` message. */
  async resume(wsUrl) {
    // Changes that arrived and were not looked at yet were acknowledged all the same.
    this.absorb();
    this.client.socket.terminate();
    this.client = await Client.connect(wsUrl);
    const match = await this.client.ask({ type: 'resume', token: this.token }, 'match');
    this.round = match.openingRound;
    return match;
  }
}

/** Resolves when any of the players' sockets receives a message; rejects after `timeoutMs`. */
function anyMessage(players, timeoutMs) {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      for (const p of players) p.client.socket.off('message', arrived);
    };
    const arrived = () => {
      stop();
      resolve();
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the players disagree on the state and no message came within ${timeoutMs} ms`));
    }, timeoutMs);
    for (const p of players) p.client.socket.on('message', arrived);
  });
}

/**
 * Waits until both players have taken every change the server sent them and stand at the same
 * state. A player who resumed took the current state at once, while the other may still have
 * changes queued or on the way (a game's end and the next game): acting on that older state
 * would make them wait for a change that never comes, or be refused.
 */
export async function settle(players, timeoutMs = 10_000) {
  for (;;) {
    for (const p of players) p.absorb();
    if (players.every((p) => JSON.stringify(p.state) === JSON.stringify(players[0].state))) return;
    await anyMessage(players, timeoutMs);
  }
}

/** Both players make `n` acknowledged changes (or fewer if the match ends), each decided on the state both players hold. */
export async function playSome(players, n) {
  for (let i = 0; i < n; i++) {
    await settle(players);
    if (players[0].state.phase === 'match-over') return;
    // Nobody acts between games: the next game comes by itself.
    for (const p of players) p.act();
    await Promise.all(players.map((p) => p.step()));
  }
}
