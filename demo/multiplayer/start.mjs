#!/usr/bin/env node
// `npm run demo:multiplayer`: builds the package when dist/ is missing or older than src/, then
// starts the multiplayer server of the package (tabla-board/server, the same as `tabla serve`)
// with this folder as its page, and prints the URL. Two tabs on that URL are paired.
//   PORT (default 8080; the next free port is taken if busy), HOST (default 127.0.0.1),
//   RECONNECT_SECONDS (default 60), NEXT_GAME_SECONDS (default 2.5),
//   TABLA_JOURNAL (default build/demo-matches.jsonl), TABLA_REDIS (a Redis URL: use Redis instead)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const built = ['dist/engine/index.js', 'dist/server/index.js', 'dist/cdn/tabla-board.min.js'].map((f) => path.join(repoRoot, f));

/** The newest modification time of the files under `dir`. */
function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) t = Math.max(t, statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return t;
}

function needsBuild() {
  if (!built.every((f) => existsSync(f))) return 'dist/ is missing';
  const oldest = Math.min(...built.map((f) => statSync(f).mtimeMs));
  return newest(path.join(repoRoot, 'src')) > oldest ? 'src/ changed since the last build' : null;
}

const why = needsBuild();
if (why) {
  console.log(`Building first (${why})…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', '--silent', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; the server was not started.');
    process.exit(1);
  }
}

const { startServer } = await import('tabla-board/server');
const seconds = (name, fallback) => {
  const v = process.env[name] === undefined ? fallback : Number(process.env[name]);
  if (!Number.isFinite(v) || v < 0) throw new Error(`${name} must be a number of seconds, got ${JSON.stringify(process.env[name])}`);
  return Math.round(v * 1000);
};
const journal = process.env.TABLA_JOURNAL ?? path.join(repoRoot, 'build', 'demo-matches.jsonl');
mkdirSync(path.dirname(journal), { recursive: true });
const options = {
  host: process.env.HOST ?? '127.0.0.1',
  pageDir: here,
  distDir: path.join(repoRoot, 'dist'),
  journal,
  redis: process.env.TABLA_REDIS,
  reconnectMs: seconds('RECONNECT_SECONDS', 60),
  nextGameDelayMs: seconds('NEXT_GAME_SECONDS', 2.5),
  log: (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`),
};

const first = Number(process.env.PORT ?? 8080);
for (let port = first; port < first + 20; port++) {
  try {
    const server = await startServer({ ...options, port });
    console.log(`Multiplayer demo: ${server.url.replace('127.0.0.1', 'localhost')}  (store: ${options.redis ? 'redis' : journal})`);
    console.log('Open it in two tabs (or two browsers) to be paired; add ?match=NAME to both for a private match,');
    console.log('&auto=1 to let a tab play by itself. Press Ctrl+C to stop.');
    const stop = () => server.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    break;
  } catch (error) {
    if (error?.code !== 'EADDRINUSE' || port === first + 19) throw error;
  }
}
