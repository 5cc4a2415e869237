/**
 * The HTTP side: serves the page folder at `/` and the package's built bundle at `/dist/` (GET
 * and HEAD only, nothing outside those two folders, no directory listings).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The file under `root` for the URL path `rel`, or null when it would leave `root`. */
function inside(root: string, rel: string): string | null {
  const file = path.join(root, rel);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

/** Answers one request: `/dist/…` from `distDir`, everything else from `pageDir` (when given). */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, pageDir: string | null, distDir: string): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const notFound = () => res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    return void res.writeHead(400).end();
  }
  if (pathname.includes('\0')) return void notFound();
  const file = pathname.startsWith('/dist/') ? inside(distDir, pathname.slice('/dist/'.length)) : pageDir ? inside(pageDir, pathname) : null;
  if (!file) return void notFound();
  try {
    let target = file;
    let info = await stat(target);
    if (info.isDirectory()) {
      target = path.join(target, 'index.html');
      info = await stat(target);
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream', 'Content-Length': info.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(target).pipe(res);
  } catch {
    notFound();
  }
}
