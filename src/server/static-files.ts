/**
 * The HTTP side, through `sirv`: the page folder at `/` and the package's built bundle at
 * `/dist/` (GET and HEAD only, nothing outside those two folders, no directory listings). Every
 * file has an ETag and is revalidated (`Cache-Control: no-cache`, a 304 when unchanged), except
 * files whose name carries a content hash (`app-3f9a2b1c.js`), cached for a year as immutable.
 * The bundle is sent brotli- or gzip-compressed from copies made at start (precompress.ts);
 * until they are ready, and for the page folder unless it holds its own `.br`/`.gz` files,
 * files are sent as they are.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { compressedMirror } from './precompress.js';

/** A name with a content hash: 8 or more hex digits, or 8 base64url characters with a digit, after a `-` or `.` before the extension. */
const HASHED = /[.-](?=[A-Za-z0-9_-]*\d)(?:[0-9a-f]{8,}|[A-Za-z0-9_-]{8})\.(?:js|mjs|css|wasm|woff2?|png|jpg|svg)$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Headers of every file: nosniff, and the caching above. */
function setHeaders(res: ServerResponse, pathname: string): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', HASHED.test(pathname) ? IMMUTABLE : 'no-cache');
}

/** A sirv handler whose Cache-Control is ours (sirv's development mode sets its own on every file). */
function withOurCaching(handler: Handler): Handler {
  return (req, res, next) => {
    const writeHead = res.writeHead.bind(res) as (code: number, headers?: Record<string, unknown>) => ServerResponse;
    (res as unknown as { writeHead: typeof writeHead }).writeHead = (code, headers) => {
      if (headers && 'Cache-Control' in headers) delete headers['Cache-Control'];
      return writeHead(code, headers);
    };
    handler(req, res, next);
  };
}

/** The static files of a server (see the module comment). */
export class StaticFiles {
  private dist: Handler;
  private readonly page: Handler | null;

  /**
   * Serves `pageDir` (read on every request: a page being edited is served as it is now) and
   * `distDir` (listed once); `log` hears when the compressed copies are ready or could not be made.
   */
  constructor(pageDir: string | null, distDir: string, log: (line: string) => void) {
    this.page = pageDir ? withOurCaching(sirv(pageDir, { dev: true, etag: true, brotli: true, gzip: true, setHeaders })) : null;
    this.dist = sirv(distDir, { etag: true, setHeaders });
    compressedMirror(distDir).then(
      (mirror) => {
        this.dist = sirv(mirror, { etag: true, brotli: true, gzip: true, setHeaders });
      },
      (error: Error) => log(`static files: the bundle is sent uncompressed (${error.message.slice(0, 100)})`),
    );
  }

  /** Answers one request: `/dist/…` from the bundle, everything else from the page folder (when given). */
  handle(req: IncomingMessage, res: ServerResponse): void {
    const notFound = () => void res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }).end('Not found\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    const url = req.url ?? '/';
    if (url.includes('\0') || /%00/i.test(url)) return notFound();
    if (url === '/dist' || url.startsWith('/dist/') || url.startsWith('/dist?')) {
      req.url = url.slice('/dist'.length) || '/';
      return this.dist(req, res, notFound);
    }
    if (!this.page) return notFound();
    this.page(req, res, notFound);
  }
}
