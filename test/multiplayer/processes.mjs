// Server processes for the restart and Redis tests: `tabla serve` started as a child process
// (killed with SIGKILL when asked), a redis-server of its own on a free port, and a player that
// plays random legal plays and remembers the last state the server acknowledged.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
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

/** Starts a redis-server (no persistence) on a free port; `stop()` ends it. */
export async function startRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('Ready to accept connections') && resolve());
    child.once('exit', (code) => reject(new Error(`redis-server exited ${code}`)));
  });
  return { url: `redis://127.0.0.1:${port}/0`, stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }) };
}

/** Starts `tabla serve` with `args` (and Node flags `nodeArgs`); resolves once it listens, with its WebSocket URL and `kill()` (SIGKILL). */
export function startServe(args, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, 'dist/cli/tabla.js', 'serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on \S+ \(ws (\S+);/.exec(out);
      if (m) resolve({ wsUrl: m[1], child, kill: () => new Promise((r) => { child.once('exit', r); child.kill('SIGKILL'); }), stop: () => new Promise((r) => { child.once('exit', r); child.kill('SIGTERM'); }) });
    });
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
    for (const msg of this.client.queue.splice(0)) if (ACKED.includes(msg.type)) this.take(msg);
    this.client.socket.terminate();
    this.client = await Client.connect(wsUrl);
    const match = await this.client.ask({ type: 'resume', token: this.token }, 'match');
    this.round = match.openingRound;
    return match;
  }
}

/** Both players make `n` acknowledged changes (or fewer if the match ends). */
export async function playSome(players, n) {
  for (let i = 0; i < n; i++) {
    if (players[0].state.phase === 'match-over') return;
    const acting = players.filter((p) => p.act());
    if (acting.length === 0) {
      // Between games: the next game comes by itself.
    }
    await Promise.all(players.map((p) => p.step()));
  }
}
