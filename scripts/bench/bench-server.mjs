#!/usr/bin/env node
// `npm run bench:server`: N bot-against-bot matches at once through `tabla serve` over
// localhost, bounded in time, for one process (embedded journal) and for two processes sharing
// Redis (players of a match on different processes). Prints, per setup: matches, actions
// acknowledged, messages/s, p50/p99 round trip (an action sent → its acknowledgement back; all of
// them, and those sent once every match was paired: the steady state without the start) and
// the servers' memory (RSS) and CPU (seconds, and ms per action: a figure the machine's other
// load does not change much), the bench clients' own CPU (seconds: they share the machine), with
// the 1-minute load average before → after. Needs the build; the Redis run needs redis-server.
//   --matches N (200)  --seconds S (20)  --think-ms T (250: each player's pause before acting)
//   --think-jitter-ms J (0: each pause is T plus a uniform 0–J; `--think-ms 2000 --think-jitter-ms
//   2000` paces a match like people, an action every 2–4 s)  --only journal|redis
//   --nice-clients N (the bench's own process, the clients, runs at niceness N once the servers
//   are started; the servers keep the niceness the bench was started with)
//   --cpu-prof DIR (the servers write V8 CPU profiles there when they stop)
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { Client, tempJournal } from '../../test/multiplayer/helpers.mjs';
import { hasRedis, Player, startRedis, startServe } from '../../test/multiplayer/processes.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : process.argv[i + 1];
};
const MATCHES = Number(arg('matches', 200));
const SECONDS = Number(arg('seconds', 20));
const THINK = Number(arg('think-ms', 250));
const JITTER = Number(arg('think-jitter-ms', 0));
const NICE_CLIENTS = arg('nice-clients', null);
const ONLY = arg('only', null);
const PROFILE = arg('cpu-prof', null);
const NODE_ARGS = PROFILE ? ['--cpu-prof', '--cpu-prof-dir', PROFILE] : [];
const LIMITS = [
  '--messages-per-second',
  '1000',
  '--message-burst',
  '1000',
  '--joins-per-minute',
  '100000',
  '--joins-per-minute-per-address',
  '1000000',
  '--max-matches-per-address',
  '100000',
  '--max-connections-per-address',
  '100000',
];

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 1/100 s). */
const cpuSeconds = (pid) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ')
    .slice(11, 13)
    .reduce((s, v) => s + Number(v), 0) / 100;
const rss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One match played by two players until the deadline; round trips pushed to `rtts`. */
async function playMatch(urls, i, deadline, rtts, counts) {
  const a = await Client.connect(urls[0]);
  const b = await Client.connect(urls[1]);
  const settings = { match: `bench-${i}`, tradition: 'macedonian', length: 25 };
  await a.ask({ type: 'join', ...settings }, 'waiting', undefined, 60_000).catch((error) => {
    const refusal = a.log.find((m) => m.type === 'error');
    throw refusal ? new Error(`join refused: ${refusal.code ?? ''} ${refusal.reason}`) : error;
  });
  b.send({ type: 'join', ...settings });
  const [ma, mb] = await Promise.all([a.nextOf(['match', 'error'], 60_000), b.nextOf(['match', 'error'], 60_000)]);
  for (const m of [ma, mb]) if (m.type === 'error') throw new Error(`join refused: ${m.code ?? ''} ${m.reason}`);
  const players = [new Player(a, ma), new Player(b, mb)];
  counts.lastPaired = Math.max(counts.lastPaired, performance.now());
  await sleep(Math.random() * (THINK + JITTER));
  while (Date.now() < deadline && players[0].state.phase !== 'match-over') {
    await sleep(THINK + Math.random() * JITTER);
    const t0 = performance.now();
    const acting = players.filter((p) => p.act());
    const steps = await Promise.all(players.map((p) => p.step(60_000)));
    if (acting.length) rtts.push([performance.now() - t0, t0]);
    counts.actions++;
    counts.messages += steps.length + acting.length;
  }
  a.socket.terminate();
  b.socket.terminate();
}

async function run(name, urls, pids) {
  const rtts = [];
  const counts = { actions: 0, messages: 0, lastPaired: 0 };
  const t0 = Date.now();
  const t0Perf = performance.now();
  const cpu0 = pids.reduce((sum, p) => sum + cpuSeconds(p), 0);
  const clientCpu0 = process.cpuUsage();
  const load0 = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  const deadline = t0 + SECONDS * 1000;
  let peak = 0;
  const sampler = setInterval(
    () =>
      (peak = Math.max(
        peak,
        pids.reduce((s, p) => s + rss(p), 0),
      )),
    500,
  );
  const results = await Promise.allSettled(
    Array.from({ length: MATCHES }, (_, i) => playMatch([urls[i % urls.length], urls[(i + 1) % urls.length]], i, deadline, rtts, counts)),
  );
  clearInterval(sampler);
  const seconds = (Date.now() - t0) / 1000;
  const serverCpu = pids.reduce((sum, p) => sum + cpuSeconds(p), 0) - cpu0;
  const clientCpu = process.cpuUsage(clientCpu0);
  const clientCpuSeconds = (clientCpu.user + clientCpu.system) / 1e6;
  const load1 = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  // Round trips of the actions sent once every match was paired: the steady state, without the
  // start's 2N connections and N pairings.
  const all = rtts.map(([ms]) => ms).sort((x, y) => x - y);
  const steady = rtts
    .filter(([, at]) => at >= counts.lastPaired)
    .map(([ms]) => ms)
    .sort((x, y) => x - y);
  const failed = results.filter((r) => r.status === 'rejected');
  console.log(
    JSON.stringify({
      setup: name,
      matches: MATCHES,
      failed: failed.length,
      seconds: Math.round(seconds),
      thinkMs: JITTER ? `${THINK}–${THINK + JITTER}` : THINK,
      niceClients: NICE_CLIENTS === null ? undefined : Number(NICE_CLIENTS),
      actions: counts.actions,
      messagesPerSecond: Math.round(counts.messages / seconds),
      rttMs: { p50: +pct(all, 0.5).toFixed(1), p99: +pct(all, 0.99).toFixed(1) },
      rttMsOncePaired: {
        after: +((counts.lastPaired - t0Perf) / 1000).toFixed(1),
        p50: +pct(steady, 0.5).toFixed(1),
        p99: +pct(steady, 0.99).toFixed(1),
        max: +(steady.at(-1) ?? NaN).toFixed(1),
      },
      serverRssMB: Math.round(peak),
      serverCpuSeconds: +serverCpu.toFixed(1),
      serverCpuMsPerAction: +((1000 * serverCpu) / Math.max(1, counts.actions)).toFixed(2),
      clientCpuSeconds: +clientCpuSeconds.toFixed(1),
      loadAverage: `${load0} → ${load1}`,
      ...(failed.length ? { firstFailure: String(failed[0].reason).slice(0, 120) } : {}),
    }),
  );
}

// Every server is started first, so that --nice-clients lowers the clients' priority alone.
const journalServer = ONLY !== 'redis' ? await startServe(['--journal', tempJournal('bench'), '--next-game-seconds', '0', ...LIMITS], NODE_ARGS) : null;
const redis = ONLY !== 'journal' && hasRedis ? await startRedis() : null;
const redisArgs = redis && ['--redis', redis.url, '--next-game-seconds', '0', ...LIMITS];
const redisServers = redis ? [await startServe(redisArgs, NODE_ARGS), await startServe(redisArgs, NODE_ARGS)] : [];
if (NICE_CLIENTS !== null) setPriority(Number(NICE_CLIENTS));
if (journalServer) {
  await run('one process, embedded journal', [journalServer.wsUrl], [journalServer.child.pid]);
  await journalServer.stop();
}
if (ONLY !== 'journal' && !redis) console.log(JSON.stringify({ setup: 'two processes, Redis', skipped: 'redis-server is not installed' }));
if (redis) {
  await run(
    'two processes, Redis',
    redisServers.map((s) => s.wsUrl),
    redisServers.map((s) => s.child.pid),
  );
  for (const s of redisServers) await s.stop();
  await redis.stop();
}
process.exit(0);
