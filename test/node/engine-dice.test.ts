/** C8 and C9: fair, secure dice; seeded dice only on request; the bot API gets no future rolls. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cryptoDice, rollDice, scriptedDice, seededDice, type DiceSource } from '../../src/engine/index.js';

/** Chi-square statistic of observed counts against equal expectations. */
function chiSquare(counts: number[], expected: number[]): number {
  return counts.reduce((s, c, i) => s + (c - expected[i]) ** 2 / expected[i], 0);
}

function faceCounts(src: DiceSource, n: number): number[] {
  const counts = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < n; i++) {
    const d = src.die();
    assert.ok(Number.isInteger(d) && d >= 1 && d <= 6, `die out of range: ${d}`);
    counts[d - 1]++;
  }
  return counts;
}

test('C8: a million crypto dice are uniform over the six faces (chi-square, 5 d.f., p > 0.001)', () => {
  const n = 1_000_000;
  const chi = chiSquare(faceCounts(cryptoDice(), n), new Array(6).fill(n / 6));
  assert.ok(chi < 20.52, `chi-square ${chi.toFixed(2)} ≥ 20.52 (p < 0.001)`);
});

test('C8: a million crypto rolls are uniform over the 21 distinct rolls (chi-square, 20 d.f., p > 0.001)', () => {
  const n = 1_000_000;
  const src = cryptoDice();
  const counts = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const [a, b] = rollDice(src);
    const k = a >= b ? `${a}${b}` : `${b}${a}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  assert.equal(counts.size, 21);
  const keys = [...counts.keys()];
  const expected = keys.map((k) => (k[0] === k[1] ? n / 36 : (2 * n) / 36));
  const chi = chiSquare(
    keys.map((k) => counts.get(k)!),
    expected,
  );
  assert.ok(chi < 45.31, `chi-square ${chi.toFixed(2)} ≥ 45.31 (p < 0.001)`);
});

test('C8: the secure source never uses Math.random', () => {
  const original = Math.random;
  Math.random = () => {
    throw new Error('Math.random used');
  };
  try {
    faceCounts(cryptoDice(), 1000);
  } finally {
    Math.random = original;
  }
});

test('C8: seeded dice are deterministic, uniform and differ between seeds', () => {
  const a = faceCounts(seededDice(42), 60_000);
  assert.deepEqual(faceCounts(seededDice(42), 60_000), a);
  assert.notDeepEqual(faceCounts(seededDice('another seed'), 60_000), a);
  assert.ok(chiSquare(a, new Array(6).fill(10_000)) < 20.52);
});

test('C8: scripted dice replay a list and reject bad values with a message naming them', () => {
  const s = scriptedDice([3, 1, 6]);
  assert.deepEqual([s.die(), s.die(), s.die()], [3, 1, 6]);
  assert.throws(() => s.die(), /exhausted/);
  assert.throws(() => scriptedDice([7]), /7/);
});
