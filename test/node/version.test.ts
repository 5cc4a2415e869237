/**
 * A release moves together (issue 42): VERSION (src/version.ts, which `tabla --version` prints,
 * checked in cli.test.ts) is package.json's version, every CDN URL in the README names it, and
 * CHANGELOG.md has a dated section for it with its compare link. And a page that loads two different
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

test('the README loads the released version from the CDN, every time', () => {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const pinned = [...readme.matchAll(/(?:cdn\.jsdelivr\.net\/npm|unpkg\.com)\/tabla-board@([^/\s"']+)/g)].map((m) => m[1]);
  assert.ok(pinned.length >= 2, 'the README shows the CDN script tags');
  assert.deepEqual([...new Set(pinned)], [VERSION]);
});

test('CHANGELOG.md has a dated section and a link for the version', () => {
  const changelog = readFileSync(path.join(repoRoot, 'CHANGELOG.md'), 'utf8');
  const sections = [...changelog.matchAll(/^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$/gm)].map((m) => ({ version: m[1], date: m[2] }));
  assert.deepEqual(sections[0], { version: 'Unreleased', date: undefined }, 'an Unreleased section on top');
  assert.equal(sections[1]?.version, VERSION, 'the newest release is this version');
  assert.ok(sections[1].date && !Number.isNaN(Date.parse(sections[1].date)), `${VERSION} is dated`);
  assert.match(changelog, new RegExp(`^\\[${VERSION.replaceAll('.', '\\.')}\\]: https://`, 'm'), 'its link');
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
