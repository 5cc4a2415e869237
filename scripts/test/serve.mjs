#!/usr/bin/env node
// The static file server of `npm start`, the screenshots script and the browser tests' second
// origin: sirv (a well-kept static-file middleware) on node:http. Serves the repository root (so a
// page under demo/ can load /dist/cdn/tabla-board.min.js) and, like a CDN, allows any origin (CORS).
//
//   node scripts/test/serve.mjs [page]   e.g. `node scripts/test/serve.mjs demo/`; PORT=8000 by default
//
// Also imported by tests: `startStaticServer({ root, port })` resolves with `{ server, origin }`.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts a static server.
 * @param {{ root?: string, port?: number, host?: string }} [options] port 0 picks a free port
 * @returns {Promise<{ server: http.Server, origin: string }>}
 */
export function startStaticServer({ root = repoRoot, port = 0, host = '127.0.0.1' } = {}) {
  // dev: read files on each request (no cache of its own); dotfiles stay hidden.
  const serve = sirv(path.resolve(root), {
    dev: true,
    setHeaders: (res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', 'no-store');
    },
  });
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    serve(req, res, () => res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n'));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({ server, origin: `http://${host}:${actualPort}` });
    });
  });
}

async function main() {
  const page = (process.argv[2] ?? '').replace(/^\/+/, '');
  const first = Number(process.env.PORT ?? 8000);
  for (let port = first; port < first + 20; port++) {
    try {
      const { server } = await startStaticServer({ port, host: process.env.HOST ?? '127.0.0.1' });
      const origin = `http://localhost:${server.address().port}`;
      console.log(`Serving the repository root at ${origin}/`);
      console.log(`Open ${origin}/${page}`);
      console.log('Press Ctrl+C to stop.');
      return;
    } catch (error) {
      if (error?.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port in ${first}…${first + 19}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
