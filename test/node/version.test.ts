/**
 * VERSION (src/version.ts) is package.json's version, and a page that loads two different
 * versions of tabla-board (the CDN copy and the npm copy) gets a warning naming both.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerVersion, VERSION } from '../../src/version.js';
import { repoRoot } from './helpers/paths.js';

test('VERSION is the version in package.json', () => {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  assert.equal(VERSION, pkg.version);
});

test('a second copy of another version warns once; the same version is silent', (t) => {
  const warn = t.mock.method(console, 'warn', () => {});
  const page: Record<symbol, unknown> = {};
  assert.deepEqual(registerVersion('0.1.0', page), []);
  assert.deepEqual(registerVersion('0.1.0', page), ['0.1.0']);
  assert.equal(warn.mock.callCount(), 0, 'two copies of one version: no warning');
  registerVersion('0.2.0', page);
  assert.equal(warn.mock.callCount(), 1);
  assert.match(String(warn.mock.calls[0]!.arguments[0]), /tabla-board 0\.2\.0 .* already has tabla-board 0\.1\.0/);
  registerVersion('0.2.0', page);
  assert.equal(warn.mock.callCount(), 1, 'warned once');
});
