#!/usr/bin/env node
// A small static file server with no dependencies. Serves the repository root (so a page under
// demo/ can load /dist/cdn/tabla-board.min.js) and, like a CDN, allows any origin (CORS).
//
//   node scripts/serve.mjs [page]   e.g. `node scripts/serve.mjs demo/`; PORT=8000 by default
//
// Also imported by tests: `startStaticServer({ root, port })` resolves with `{ server, origin }`.
import http from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

/**
 * Starts a static server.
 * @param {{ root?: string, port?: number, host?: string }} [options] port 0 picks a free port
 * @returns {Promise<{ server: http.Server, origin: string }>}
 */
export function startStaticServer({ root = repoRoot, port = 0, host = '127.0.0.1' } = {}) {
  const base = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-store');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = path.join(base, pathname);
    if (file !== base && !file.startsWith(base + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        if (!pathname.endsWith('/')) {
          res.writeHead(301, { Location: `${pathname}/` }).end();
          return;
        }
        file = path.join(file, 'index.html');
        info = await stat(file);
      }
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Content-Length': info.size,
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
    }
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
