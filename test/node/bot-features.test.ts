// The bot's input features against plain restatements of what they count: the shot counter
// (Prva hits, Treta pins) over random boards, and the one-pass part of the input encoding.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { positionFromJSON } from '../../src/engine/index.js';
import type { GameId } from '../../src/engine/index.js';
import { encode, inputCount } from '../../src/bot/features.js';
import { flipView, MAPS, myPips, opPips, shots, viewBuffer, viewOf, type View, type ViewBuffer } from '../../src/bot/view.js';
import { conformanceCases } from './helpers/paths.js';

/** The widest input vector of any game (a reused buffer must hold it). */
const WIDEST = Math.max(...(['prva', 'backgammon', 'treta', 'vtora', 'fevga', 'nardy'] as const).map((g) => inputCount(g)));

/** Can the mover land on its point x: not held by two opposing checkers, and in Treta not a point where its own checker lies pinned. */
function open(v: View, x: number): boolean {
  if (v.game === 'treta' && v.myPins & (1 << x)) return false;
  return v.op[x] <= 1;
}

/** The shots of `v` counted roll by roll, checker by checker, target by target (the doc of `shots`, spelt out). */
function plainShots(v: View): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = a; b <= 6; b++) {
      let hit = false;
      for (let t = 1; t <= 24 && !hit; t++) {
        if (v.op[t] !== 1 || v.opPins & (1 << t)) continue;
        if (v.myBar > 0) {
          hit = t >= 19 && (25 - t === a || 25 - t === b);
          continue;
        }
        for (let s = t + 1; s <= 24 && !hit; s++) {
          if (v.me[s] === 0 || v.myPins & (1 << s)) continue;
          const d = s - t;
          if (d === a || d === b) hit = true;
          else if (a !== b) hit = d === a + b && (open(v, s - a) || open(v, s - b));
          else if (d % a === 0 && d / a <= 4) {
            hit = true;
            for (let x = s - a; x > t; x -= a) if (!open(v, x)) hit = false;
          }
        }
      }
      if (hit) n += a === b ? 1 : 2;
    }
  }
  return n;
}

/** A random board of Prva or Treta: 15 checkers a side (some on the bar in Prva), Treta's pins included. */
function randomView(game: GameId, rand: () => number): ViewBuffer {
  const v = viewBuffer(game);
  const place = (mine: boolean) => {
    let left = 15;
    if (game === 'prva' && rand() < 0.3) {
      const bar = 1 + Math.floor(rand() * 2);
      if (mine) v.myBar = bar;
      else v.opBar = bar;
      left -= bar;
    }
    while (left > 0) {
      const p = 1 + Math.floor(rand() * 24);
      const own = mine ? v.me : v.op;
      const other = mine ? v.op : v.me;
      if (other[p] > 0) {
        // Treta: a single checker can be pinned under the other side's checkers.
        if (game !== 'treta' || other[p] !== 1 || own[p] > 0 || rand() < 0.7) continue;
        if (mine) v.opPins |= 1 << p;
        else v.myPins |= 1 << p;
      }
      own[p]++;
      left--;
    }
  };
  const mineFirst = rand() < 0.5;
  place(mineFirst);
  place(!mineFirst);
  return v;
}

test('shots equals the plain count on 20,000 random Prva and Treta boards, and on the conformance positions both ways', () => {
  let s = 3;
  const rand = () => (s = (s * 16807) % 2147483647) / 2147483647;
  let nonZero = 0;
  for (let k = 0; k < 20_000; k++) {
    const v = randomView(k % 2 ? 'treta' : 'prva', rand);
    const want = plainShots(v);
    assert.equal(shots(v), want, `${v.game}: me ${v.me.join(',')} op ${v.op.join(',')} bars ${v.myBar}/${v.opBar} pins ${v.myPins}/${v.opPins}`);
    if (want > 0) nonZero++;
  }
  assert.ok(nonZero > 5_000, `only ${nonZero} random boards had a shot`);
  for (const f of ['prva-gnubg.jsonl', 'rules-treta-greek.jsonl', 'rules-treta-macedonian.jsonl']) {
    for (const c of conformanceCases<{ position: unknown }>(f)) {
      const v = viewOf(positionFromJSON(c.position));
      assert.equal(shots(v), plainShots(v), `${f}: ${JSON.stringify(c.position).slice(0, 120)}`);
      assert.equal(shots(flipView(v)), plainShots(flipView(v)), `${f} flipped: ${JSON.stringify(c.position).slice(0, 120)}`);
    }
  }
});

test('the encoding holds each point’s unary inputs, both pip counts and the home boards’ checkers', () => {
  const files = ['prva-gnubg.jsonl', 'rules-treta-greek.jsonl', 'rules-fevga-greek.jsonl', 'rules-vtora-macedonian.jsonl', 'rules-nardy-macedonian.jsonl'];
  const unary = (n: number) => [n >= 1 ? 1 : 0, n >= 2 ? 1 : 0, n >= 3 ? 1 : 0, n > 3 ? (n - 3) / 4 : 0];
  const buf = new Float32Array(WIDEST).fill(7); // a reused buffer with stale values: encode must overwrite them all
  let checked = 0;
  for (const f of files) {
    for (const c of conformanceCases<{ position: unknown }>(f)) {
      const v = viewOf(positionFromJSON(c.position));
      const x = encode(v, buf.subarray(0, encode(v).length));
      assert.deepEqual(Array.from(x), Array.from(encode(v)), `${f}: a reused buffer gives another encoding`);
      const map = MAPS[v.game];
      for (let p = 1; p <= 24; p++) {
        assert.deepEqual(Array.from(x.subarray((p - 1) * 4, p * 4)), unary(v.me[p]), `${f}: my point ${p}`);
        assert.deepEqual(Array.from(x.subarray(96 + (p - 1) * 4, 96 + p * 4)), unary(v.op[p]), `${f}: their point ${p}`);
      }
      assert.equal(x[196], Math.fround(myPips(v) / 150), `${f}: my pips`);
      assert.equal(x[197], Math.fround(opPips(v) / 150), `${f}: their pips`);
      let myHome = v.myOff;
      let opHome = v.opOff;
      for (let p = 1; p <= 24; p++) {
        if (p <= 6) myHome += v.me[p];
        if (map[p] <= 6) opHome += v.op[p];
      }
      assert.equal(x[201], Math.fround(myHome / 15), `${f}: my home board`);
      assert.equal(x[202], Math.fround(opHome / 15), `${f}: their home board`);
      checked++;
    }
  }
  assert.ok(checked >= 300, `only ${checked} positions checked`);
});

/** Longest run of points holding two or more in `arr` (1…24) and the lowest point of the highest such run. */
function plainRun(arr: ArrayLike<number>): { len: number; low: number } {
  let len = 0;
  let low = 0;
  for (let top = 24; top >= 1; top--) {
    let n = 0;
    while (top - n >= 1 && arr[top - n] >= 2) n++;
    if (n > len) [len, low] = [n, top - n + 1];
  }
  return { len, low };
}

test('the encoding’s contact flag, blots, shot counts, blocks and trapped checkers equal their definitions on 20,000 random Prva and Treta boards', () => {
  let s = 19;
  const rand = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const buf = new Float32Array(WIDEST);
  const f = Math.fround;
  let contacts = 0;
  for (let k = 0; k < 20_000; k++) {
    const v = randomView(k % 2 ? 'treta' : 'prva', rand);
    const x = encode(v, buf.subarray(0, encode(v).length));
    const map = MAPS[v.game];
    const theirs = new Int8Array(25);
    for (let p = 1; p <= 24; p++) theirs[map[p]] = v.op[p];
    // Contact: an opposing checker behind my rearmost one, or one of mine behind theirs (each in its own numbering).
    let myRear = v.myBar > 0 ? 25 : 0;
    let opRear = v.opBar > 0 ? 25 : 0;
    for (let p = 1; p <= 24; p++) {
      if (v.me[p] && p > myRear) myRear = p;
      if (theirs[p] && p > opRear) opRear = p;
    }
    let contact = false;
    for (let p = 1; p <= 24; p++) if ((v.op[p] && p < myRear) || (v.me[p] && map[p] < opRear)) contact = true;
    if (contact) contacts++;
    const what = `${v.game}: me ${v.me.join(',')} op ${v.op.join(',')} bars ${v.myBar}/${v.opBar} pins ${v.myPins}/${v.opPins}`;
    assert.equal(x[199], contact ? 0 : 1, `contact, ${what}`);
    let myBlots = 0;
    let opBlots = 0;
    for (let p = 1; p <= 24; p++) {
      if (v.me[p] === 1 && !(v.myPins & (1 << p))) myBlots++;
      if (v.op[p] === 1 && !(v.opPins & (1 << p))) opBlots++;
    }
    assert.deepEqual([x[208], x[209]], [f(myBlots / 5), f(opBlots / 5)], `blots, ${what}`);
    assert.deepEqual([x[210], x[211]], [f(plainShots(v) / 36), f(plainShots(flipView(v)) / 36)], `shots, ${what}`);
    const mine = plainRun(v.me);
    const their = plainRun(theirs);
    assert.deepEqual([x[204], x[205]], [f(mine.len / 6), f(their.len / 6)], `blocks, ${what}`);
    // Trapped: the other side's checkers behind the block's highest point (and on the bar in Prva).
    let trappedOp = 0;
    let trappedMe = 0;
    if (mine.len >= 3) {
      for (let q = map[mine.low + mine.len - 1] + 1; q <= 24; q++) trappedOp += theirs[q];
      if (v.game === 'prva') trappedOp += v.opBar;
    }
    if (their.len >= 3) {
      for (let p = map[their.low + their.len - 1] + 1; p <= 24; p++) trappedMe += v.me[p];
      if (v.game === 'prva') trappedMe += v.myBar;
    }
    assert.deepEqual([x[206], x[207]], [f((trappedOp * mine.len) / 40), f((trappedMe * their.len) / 40)], `trapped, ${what}`);
  }
  assert.ok(contacts > 15_000, `only ${contacts} boards with contact`);
});

test('B1: a backgammon view is encoded as the same board in Prva (the vector Prva’s network reads)', () => {
  let s = 11;
  const rand = () => (s = (s * 16807) % 2147483647) / 2147483647;
  for (let k = 0; k < 2000; k++) {
    const v = randomView('prva', rand);
    assert.deepEqual(Array.from(encode({ ...v, game: 'backgammon' })), Array.from(encode(v)));
  }
});
