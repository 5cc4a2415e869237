// The HTTP side's files (src/server/static-files.ts): ETags and 304s, brotli and gzip copies of
// the bundle, no-cache revalidation for plain names and a year's immutable caching for hashed ones.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer } from 'tabla-board/server';
import { tempJournal } from './helpers.mjs';

let server;
const page = mkdtempSync(path.join(tmpdir(), 'tabla-page-'));
before(async () => {
  writeFileSync(path.join(page, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(page, 'app-3f9a2b1c.js'), 'export const x = 1;\n');
  server = await startServer({ port: 0, journal: tempJournal('static'), pageDir: page, heartbeatMs: 60_000 });
});
after(() => server.close());

/** A raw GET (no decoding): status, headers and body bytes. */
function get(p, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.origin}${p}`, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('static files', () => {
  test('the bundle is sent brotli- or gzip-compressed as asked, with an ETag, revalidated with 304', async () => {
    const file = '/dist/cdn/tabla-board.core.js';
    const raw = readFileSync('dist/cdn/tabla-board.core.js');
    let br;
    for (let i = 0; i < 600; i++) {
      br = await get(file, { 'accept-encoding': 'gzip, deflate, br' });
      if (br.headers['content-encoding'] === 'br') break;
      await new Promise((r) => setTimeout(r, 100)); // the compressed copies are made at start, in the background
    }
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.ok(br.body.length < raw.length / 2, `${br.body.length} of ${raw.length} bytes`);
    assert.deepEqual(zlib.brotliDecompressSync(br.body), raw);
    const gz = await get(file, { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(zlib.gunzipSync(gz.body), raw);
    const plain = await get(file);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.body, raw);
    assert.match(plain.headers['content-type'], /javascript/);
    assert.equal(plain.headers['cache-control'], 'no-cache');
    assert.equal(plain.headers['x-content-type-options'], 'nosniff');
    assert.ok(plain.headers.etag);
    const again = await get(file, { 'if-none-match': plain.headers.etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  });

  test('a hashed file is cached for a year as immutable; a plain page file is revalidated', async () => {
    const hashed = await get('/app-3f9a2b1c.js');
    assert.equal(hashed.status, 200);
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
    const index = await get('/');
    assert.equal(index.status, 200);
    assert.match(index.headers['content-type'], /text\/html/);
    assert.equal(index.headers['cache-control'], 'no-cache');
    assert.equal((await get('/', { 'if-none-match': index.headers.etag })).status, 304);
    for (const p of ['/../package.json', '/%2e%2e/package.json', '/dist/%2e%2e/package.json', '/dist/..%2fpackage.json', '/x%00.js']) {
      assert.equal((await get(p)).status, 404, p);
    }
    const post = await new Promise((resolve) => http.request(`${server.origin}/`, { method: 'POST' }, resolve).end());
    assert.equal(post.statusCode, 405);
  });
});
