// The Prva network's contact inputs (src/bot/contact-inputs.ts) against plain restatements on the
// mover's own board (RULES.md G1–G3: the mover's point 1 is its deepest home point, the opponent's
// checkers move up the mover's numbering), and the re-encoding of positions stored with older inputs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalPlays, seededDice, startPosition } from '../../src/engine/index.js';
import { encode, inputCount } from '../../src/bot/features.js';
import { CONTACT_INPUTS_PER_SIDE, escapes } from '../../src/bot/contact-inputs.js';
import { flipView, viewBuffer, viewOf, type View, type ViewBuffer } from '../../src/bot/view.js';
import { reencodeRecords, viewFromInputs } from '../../training/reencode.js';

/** Where the contact inputs start: after the 208 common inputs and Prva's 14 blot, shot and bar inputs. */
const FIRST = 208 + 14;
/** Where the pip-loss and double-shot inputs start: after both sides' contact inputs. */
const SHOTS = FIRST + 2 * CONTACT_INPUTS_PER_SIDE;

/** Is the mover's point t blocked for its checkers (two or more opposing checkers; off the board is open)? */
const blocked = (v: View, t: number) => t >= 1 && v.op[t] >= 2;

/** Rolls (of 36, ordered) that carry the mover's checker on point p (25: the bar) both dice's pips down the board. */
function plainMoverEscapes(v: View, p: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) if (!blocked(v, p - a - b) && (!blocked(v, p - a) || !blocked(v, p - b))) n++;
  }
  return n;
}

/** The mover's held points as bits of its numbering, and the opponent's in the opponent's (p ↔ 25 − p). */
function held(v: View): { mine: number; theirs: number } {
  let mine = 0;
  let theirs = 0;
  for (let p = 1; p <= 24; p++) {
    if (v.me[p] >= 2) mine |= 1 << p;
    if (v.op[p] >= 2) theirs |= 1 << (25 - p);
  }
  return { mine, theirs };
}

/** The opponent's side of the contact inputs, spelt out from the mover's board: what the mover's points do to the opponent is written first. */
function plainContact(v: View): number[] {
  const flipped = flipView(v);
  // Escapes of the opponent's checker on its point q = the mover's point 25 − q, moving up: the flipped view's mover escapes.
  const oppEsc = (q: number) => plainMoverEscapes(flipped, q);
  let oRear = v.opBar > 0 ? 25 : 0;
  for (let p = 1; p <= 24 && oRear === 0; p++) if (v.op[p] > 0) oRear = 25 - p;
  let aMin = 36;
  for (let q = 16; q <= oRear; q++) aMin = Math.min(aMin, oppEsc(q));
  let cMin = aMin;
  for (let q = 16; q <= 24; q++) cMin = Math.min(cMin, oppEsc(q));
  const a = (36 - aMin) / 36;
  const c = (36 - cMin) / 36;
  const r = 25 - oRear; // the opponent's rearmost checker on the mover's point r
  let behind = v.myBar * (26 - r);
  let free = 0;
  for (let p = 1; p <= 24; p++) {
    if (p > r) behind += (p - r + 1) * v.me[p];
    if (p < r) free += p * v.me[p];
  }
  let back = 0;
  for (let p = 1; p <= 24; p++) if (v.me[p] >= 2) back = p;
  let forward = 0;
  for (let p = 24; p >= 19; p--) if (v.me[p] >= 2) forward = 25 - p;
  if (forward === 0) for (let p = 13; p <= 18; p++) if (v.me[p] >= 2) forward = 25 - p;
  let mobility = v.myBar * 19 * plainMoverEscapes(v, 25);
  for (let p = 7; p <= 24; p++) mobility += (p - 6) * v.me[p] * plainMoverEscapes(v, p);
  let closed = 0;
  for (let p = 19; p <= 24; p++) if (v.op[p] >= 2) closed++;
  const enter = v.myBar === 0 ? 0 : v.myBar === 1 ? (closed * closed) / 36 : 1 - ((6 - closed) * (6 - closed)) / 36;
  return [oRear > 0 ? oppEsc(oRear) / 36 : 1, a, a * a, c, c * c, behind / 167, free / 100, back / 24, forward === 0 ? 2 : forward / 6, mobility / 3600, enter];
}

/**
 * The mover's shots at the opponent's blots, roll by roll on the mover's board: the pips they
 * cost the opponent (sum over the 36 rolls of the highest point hit, the mover's numbering) and
 * the rolls that hit two blots. From the bar only a die's own entry point hits.
 */
function plainShots(v: View): { pipLoss: number; doubles: number } {
  const blot = (t: number) => t >= 1 && t <= 24 && v.op[t] === 1;
  const open = (t: number) => t >= 1 && v.op[t] <= 1;
  let pipLoss = 0;
  let doubles = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const hit = new Set<number>();
      let two = false;
      if (v.myBar > 0) {
        for (const d of [a, b]) if (blot(25 - d)) hit.add(25 - d);
        two = hit.size >= 2;
      } else if (a !== b) {
        const byA = new Set<number>();
        const byB = new Set<number>();
        for (let s = 1; s <= 24; s++) {
          if (v.me[s] === 0) continue;
          if (blot(s - a)) byA.add(s - a);
          if (blot(s - b)) byB.add(s - b);
          if (blot(s - a - b) && (open(s - a) || open(s - b))) hit.add(s - a - b);
        }
        for (const t of [...byA, ...byB]) hit.add(t);
        const both = new Set([...byA, ...byB]);
        two = (byA.size > 0 && byB.size > 0 && both.size >= 2) || [...byA].some((t) => blot(t - b)) || [...byB].some((t) => blot(t - a));
      } else {
        for (let s = 1; s <= 24; s++) {
          if (v.me[s] === 0) continue;
          for (let m = 1; m <= 4 && s - m * a >= 1; m++) {
            if (m > 1 && !open(s - (m - 1) * a)) break;
            if (blot(s - m * a)) hit.add(s - m * a);
          }
        }
        two = hit.size >= 2;
      }
      if (hit.size > 0) pipLoss += Math.max(...hit);
      if (two) doubles++;
    }
  }
  return { pipLoss, doubles };
}

/** A random Prva board: 15 checkers a side, some on the bar, some borne off. */
function randomView(rand: () => number): ViewBuffer {
  const v = viewBuffer('prva');
  for (const mine of [true, false]) {
    let left = 15;
    const bar = rand() < 0.3 ? 1 + Math.floor(rand() * 2) : 0;
    const off = rand() < 0.2 ? Math.floor(rand() * 5) : 0;
    if (mine) [v.myBar, v.myOff] = [bar, off];
    else [v.opBar, v.opOff] = [bar, off];
    left -= bar + off;
    while (left > 0) {
      const p = 1 + Math.floor(rand() * 24);
      if ((mine ? v.op : v.me)[p] > 0) continue;
      (mine ? v.me : v.op)[p]++;
      left--;
    }
  }
  return v;
}

test('escapes: an open board lets every roll through, a six-point prime straight ahead none, the start position 24 of 36', () => {
  assert.equal(escapes(20, 0), 36);
  // The other side holds its points 7–12 (numbering mirrored): the mover's checker on its point 19 faces its points 13–18.
  assert.equal(escapes(19, 0b1111110000000), 0);
  const v = viewOf(startPosition('prva'));
  // The mover's back checkers on 24: the opponent holds the mover's 19 (5 pips), 17 (7) and 12 (12); 5-5 is blocked twice.
  assert.equal(escapes(24, held(v).theirs), 24);
  assert.equal(plainMoverEscapes(v, 24), 24);
});

test('the contact inputs of both sides equal their plain restatements on 3,000 random Prva boards', () => {
  let s = 11;
  const rand = () => (s = (s * 16807) % 2147483647) / 2147483647;
  for (let k = 0; k < 3000; k++) {
    const v = randomView(rand);
    const x = encode(v);
    const mine = Array.from(x.subarray(FIRST, FIRST + CONTACT_INPUTS_PER_SIDE));
    const theirs = Array.from(x.subarray(FIRST + CONTACT_INPUTS_PER_SIDE, FIRST + 2 * CONTACT_INPUTS_PER_SIDE));
    const want = plainContact(v);
    const wantTheirs = plainContact(flipView(v));
    for (let i = 0; i < CONTACT_INPUTS_PER_SIDE; i++) {
      assert.ok(Math.abs(mine[i] - want[i]) < 1e-6, `board ${k}, mover's input ${i}: ${mine[i]} vs ${want[i]}`);
      assert.ok(Math.abs(theirs[i] - wantTheirs[i]) < 1e-6, `board ${k}, opponent's input ${i}: ${theirs[i]} vs ${wantTheirs[i]}`);
    }
  }
});

test('the pip-loss and double-shot inputs of both sides equal their plain restatements on 3,000 random Prva boards', () => {
  let s = 23;
  const rand = () => (s = (s * 16807) % 2147483647) / 2147483647;
  let withShots = 0;
  for (let k = 0; k < 3000; k++) {
    const v = randomView(rand);
    const x = encode(v);
    const mine = plainShots(v);
    const theirs = plainShots(flipView(v));
    const want = [mine.pipLoss / (36 * 24), mine.doubles / 36, theirs.pipLoss / (36 * 24), theirs.doubles / 36];
    for (let i = 0; i < 4; i++) assert.ok(Math.abs(x[SHOTS + i] - want[i]) < 1e-6, `board ${k}, input ${i}: ${x[SHOTS + i]} vs ${want[i]}`);
    if (mine.doubles > 0 && theirs.pipLoss > 0) withShots++;
  }
  assert.ok(withShots > 300, `boards with double shots one way and shots the other: ${withShots}`);
  assert.equal(SHOTS + 4, inputCount('prva'));
});

test('pip loss and double shots by hand: two blots 3 and 5 pips in front of a point', () => {
  const v = viewBuffer('prva');
  v.me[13] = 2; // the mover's point 13
  v.me[6] = 13;
  v.op[10] = 1; // the opponent's blots on the mover's 10- and 8-points
  v.op[8] = 1;
  v.op[1] = 13;
  const x = encode(v);
  // Hits: any roll with a 3 or a 5 (20 rolls), 1-2 and 2-1 (10 via 11 or 12), 1-1 (10 via 12, 11), 4-1 and 1-4 (8 via 9 or 12).
  // Two blots: 3-5 and 5-3 (one with each die), 3-2 and 2-3 (10, then on to 8); 1-1 reaches 10 but not 8 in its four steps.
  const hit10 = new Set(['1-2', '2-1', '1-1']);
  let pipLoss = 0;
  let doubles = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const tenFirst = a === 3 || b === 3 || hit10.has(`${a}-${b}`);
      const eight = a === 5 || b === 5 || a + b === 5 || (a === b && [1, 5].includes(a));
      if (tenFirst) pipLoss += 10;
      else if (eight) pipLoss += 8;
      if ((a === 3 && b === 5) || (a === 5 && b === 3) || (a === 3 && b === 2) || (a === 2 && b === 3)) doubles++;
    }
  }
  assert.deepEqual([pipLoss, doubles], [plainShots(v).pipLoss, plainShots(v).doubles]);
  assert.ok(Math.abs(x[SHOTS] - pipLoss / (36 * 24)) < 1e-7);
  assert.ok(Math.abs(x[SHOTS + 1] - doubles / 36) < 1e-7);
  assert.equal(x[SHOTS + 2], 0); // the mover has no blot: the opponent has nothing to hit
  assert.equal(x[SHOTS + 3], 0);
});

test('the contact inputs of the start position: every checker behind the other side, anchors on the 24-point, nothing on the bar', () => {
  const x = encode(viewOf(startPosition('prva')));
  for (const at of [FIRST, FIRST + CONTACT_INPUTS_PER_SIDE]) {
    assert.equal(x[at], Math.fround(24 / 36)); // the other side's back checkers escape with 24 rolls
    assert.equal(x[at + 5], 1); // break contact: all 167 pips
    assert.equal(x[at + 6], 0); // no free pips
    assert.equal(x[at + 7], 1); // back anchor on 24
    assert.ok(Math.abs(x[at + 8] - 1 / 6) < 1e-7); // the anchor in the other side's home, one point deep
    assert.equal(x[at + 10], 0);
  }
});

test('one checker on the bar against three closed home points fails to enter with 9 rolls of 36, two with 27', () => {
  const v = viewBuffer('prva');
  v.op[19] = v.op[20] = v.op[21] = 2; // the opponent's points 6, 5 and 4
  v.op[1] = 9;
  v.myBar = 1;
  v.me[6] = 14;
  assert.equal(encode(v)[FIRST + 10], Math.fround(9 / 36));
  v.myBar = 2;
  v.me[6] = 13;
  assert.equal(encode(v)[FIRST + 10], Math.fround(27 / 36));
});

test('re-encoding reads the board back from the head of an input vector and keeps the labels (Prva self-play boards)', () => {
  const dice = seededDice(4);
  let pos = startPosition('prva');
  const width = inputCount('prva');
  const old = 222; // the width before the contact inputs
  const records: number[] = [];
  const boards: View[] = [];
  for (let t = 0; t < 120; t++) {
    const v = viewOf(pos);
    boards.push(v);
    records.push(...encode(v).subarray(0, old), t, t + 0.5);
    const plays = legalPlays(pos, [dice.die(), dice.die()], {});
    const play = plays[t % plays.length];
    if (play.result) break;
    pos = play.position;
  }
  const out = reencodeRecords('prva', Float32Array.from(records), old, old + 2, width);
  assert.equal(out.length, boards.length * (width + 2));
  boards.forEach((v, t) => {
    const back = viewFromInputs('prva', encode(v));
    assert.deepEqual(
      [Array.from(back.me), Array.from(back.op), back.myBar, back.opBar, back.myOff, back.opOff],
      [Array.from(v.me), Array.from(v.op), v.myBar, v.opBar, v.myOff, v.opOff],
    );
    assert.deepEqual(Array.from(out.subarray(t * (width + 2), (t + 1) * (width + 2))), [...encode(v), t, t + 0.5]);
  });
  assert.throws(() => viewFromInputs('vtora', new Float32Array(inputCount('vtora'))), /inputs of vtora do not hold its whole position/);
  assert.throws(() => reencodeRecords('prva', new Float32Array(7), old, old + 2, width), /7 floats are not whole records of 224/);
});
