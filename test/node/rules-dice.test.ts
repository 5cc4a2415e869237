/** RULES.md C8 (fair dice). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cryptoDice, seededDice } from '../../src/engine/dice.js';

test('C8: crypto dice give faces 1–6, each about equally often (60,000 dice)', () => {
  const d = cryptoDice();
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 60_000; i++) {
    const v = d.die();
    assert.ok(Number.isInteger(v) && v >= 1 && v <= 6, `face ${v}`);
    counts[v]++;
  }
  // Expected 10,000 each; σ ≈ 91. ±600 is > 6σ.
  for (let f = 1; f <= 6; f++) assert.ok(Math.abs(counts[f] - 10_000) < 600, `face ${f}: ${counts[f]}`);
});

test('C8: never Math.random', () => {
  const orig = Math.random;
  Math.random = () => {
    throw new Error('Math.random used');
  };
  try {
    const d = cryptoDice();
    for (let i = 0; i < 1000; i++) d.die();
  } finally {
    Math.random = orig;
  }
});

test('C8: no modulo bias — a uniform byte stream gives every face exactly equally often (rejection)', () => {
  // The platform generator is replaced by one that yields every byte value 0–255 in turn. A plain
  // `byte % 6` would favour faces 1–4 (43 vs 42 per 256); rejection sampling gives exactly 42 each.
  // (Assumes the generator draws bytes; see the report.)
  const desc = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
  let next = 0;
  const fake = {
    getRandomValues<T extends ArrayBufferView>(a: T): T {
      const bytes = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
      for (let i = 0; i < bytes.length; i++) bytes[i] = next++ & 255;
      return a;
    },
  };
  Object.defineProperty(globalThis, 'crypto', { value: fake, configurable: true, writable: true });
  try {
    const d = cryptoDice();
    const counts = [0, 0, 0, 0, 0, 0, 0];
    // 252 accepted values per 256 bytes: 252 × 10 dice use exactly 2,560 bytes.
    for (let i = 0; i < 252 * 10; i++) counts[d.die()]++;
    assert.deepEqual(counts.slice(1), [420, 420, 420, 420, 420, 420]);
  } finally {
    if (desc) Object.defineProperty(globalThis, 'crypto', desc);
  }
});

test('C8: the seeded generator is deterministic, opt-in and also fair', () => {
  const a = seededDice(42);
  const b = seededDice(42);
  const c = seededDice(43);
  const sa = Array.from({ length: 50 }, () => a.die());
  const sb = Array.from({ length: 50 }, () => b.die());
  const sc = Array.from({ length: 50 }, () => c.die());
  assert.deepEqual(sa, sb);
  assert.notDeepEqual(sa, sc);
  const d = seededDice('demo');
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 60_000; i++) counts[d.die()]++;
  for (let f = 1; f <= 6; f++) assert.ok(Math.abs(counts[f] - 10_000) < 600, `face ${f}: ${counts[f]}`);
  // Two crypto dice sources are independent of any seed: 40 dice from each differ.
  const x = cryptoDice();
  const y = cryptoDice();
  assert.notDeepEqual(
    Array.from({ length: 40 }, () => x.die()),
    Array.from({ length: 40 }, () => y.die()),
  );
});
