/**
 * The script-tag worker's lossless weights packing (scripts/build/rollup-plugin-pack-weights.mjs):
 * the packed form decodes to exactly the original base64 of int16 values, extremes included,
 * and is smaller after gzip for weights shaped like a trained network's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './helpers/paths.js';

interface Codec {
  packWeights(values: Int16Array): string;
  unpackWeights(packed: string, count: number): string;
}
const codec = (await import(pathToFileURL(path.join(repoRoot, 'scripts/build/rollup-plugin-pack-weights.mjs')).href)) as Codec;
const base64 = (values: Int16Array) => Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');

test('round trip: extremes, zeros, odd lengths, one block and many', () => {
  const cases = [
    new Int16Array([0]),
    new Int16Array([-32768, 32767, -1, 1, 0]),
    new Int16Array(64).fill(-32768),
    new Int16Array(65).map((_, i) => (i % 2 ? 32767 : -32768)),
    new Int16Array(1000).map((_, i) => Math.round(Math.sin(i) * 3000)),
  ];
  for (const values of cases) assert.equal(codec.unpackWeights(codec.packWeights(values), values.length), base64(values));
});

test('a network-like weight vector packs smaller than its base64 (gzip)', () => {
  // Deterministic, roughly normal values with a few outliers (as quantised trained weights are).
  let seed = 1;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const values = new Int16Array(9000).map(() => {
    const g = (rand() + rand() + rand() + rand() - 2) * 6000;
    return Math.max(-32768, Math.min(32767, Math.round(rand() < 0.01 ? g * 5 : g)));
  });
  const packed = codec.packWeights(values);
  assert.equal(codec.unpackWeights(packed, values.length), base64(values));
  const gz = (s: string) => zlib.gzipSync(s, { level: 9 }).length;
  assert.ok(gz(packed) < gz(base64(values)) * 0.95, `packed ${gz(packed)} vs ${gz(base64(values))}`);
});
