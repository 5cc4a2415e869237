import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalPlays, seededDice, startPosition } from '../../src/engine/index.js';
import { encode, inputCount } from '../../src/bot/features.js';
import { COMMON } from '../../src/bot/encode/common.js';
import { HITTING } from '../../src/bot/encode/hitting.js';
import { CONTACT_INPUTS_PER_SIDE, writeContactInputs } from '../../src/bot/contact-inputs.js';
import { MAPS, viewBuffer, viewOf, type View } from '../../src/bot/view.js';
import { reencodeRecords, viewFromInputs } from '../../training/reencode.js';

/** Where Treta's contact inputs start: after the shared, hitting and pin/mother inputs. */
const CONTACT = COMMON + HITTING + 58;

test("T2: Treta's contact inputs close a point held by two checkers or by one that pins (each side in its own numbering)", () => {
  assert.equal(MAPS.treta[18], 7); // the two numberings mirror each other (p ↔ 25 − p)
  const v = viewBuffer('treta');
  v.me[24] = 12;
  v.me[18] = 1; // pinned by the opponent's checker on it
  v.me[6] = 2;
  v.op[1] = 12;
  v.op[18] = 1; // the pinning checker
  v.op[10] = 2;
  v.myPins = 1 << 18;
  const x = encode(v);
  assert.equal(x.length, inputCount('treta'));
  // Expected: mine held 24 and 6; the opponent's (its numbering) 24, 15 and 7, the last by its pin.
  const theirs = new Int8Array(25);
  theirs[24] = 12;
  theirs[7] = 1;
  theirs[15] = 2;
  const myHeld = (1 << 24) | (1 << 6);
  const opHeld = (1 << 24) | (1 << 15) | (1 << 7);
  const want = new Float32Array(2 * CONTACT_INPUTS_PER_SIDE);
  writeContactInputs(want, writeContactInputs(want, 0, v.me, 0, myHeld, theirs, 0, opHeld), theirs, 0, opHeld, v.me, 0, myHeld);
  assert.deepEqual(Array.from(x.subarray(CONTACT, CONTACT + 2 * CONTACT_INPUTS_PER_SIDE)), Array.from(want));
  // Without the pin the opponent's lone checker leaves its point open: the opponent's containment changes.
  v.myPins = 0;
  const open = encode(v);
  const side2 = CONTACT + CONTACT_INPUTS_PER_SIDE;
  assert.notDeepEqual(Array.from(open.subarray(side2, side2 + CONTACT_INPUTS_PER_SIDE)), Array.from(x.subarray(side2, side2 + CONTACT_INPUTS_PER_SIDE)));
});

test('T2 T3: Treta input vectors without the contact inputs are re-encoded whole (pins read back), labels kept', () => {
  const dice = seededDice(11);
  let pos = startPosition('treta');
  const width = inputCount('treta');
  const old = CONTACT; // the width before the contact inputs
  const records: number[] = [];
  const views: View[] = [];
  let pinned = 0;
  for (let t = 0; t < 200; t++) {
    const v = viewOf(pos);
    if (v.myPins || v.opPins) pinned++;
    views.push(v);
    records.push(...encode(v).subarray(0, old), t, t / 2);
    const plays = legalPlays(pos, [dice.die(), dice.die()], {});
    const play = plays[(t * 7) % plays.length];
    if (play.result) break;
    pos = play.position;
  }
  assert.ok(pinned > 0, 'the sample has positions with pins');
  const out = reencodeRecords('treta', Float32Array.from(records), old, old + 2, width);
  views.forEach((v, t) => {
    const back = viewFromInputs('treta', encode(v));
    assert.deepEqual([Array.from(back.me), Array.from(back.op), back.myPins, back.opPins], [Array.from(v.me), Array.from(v.op), v.myPins, v.opPins]);
    assert.deepEqual(Array.from(out.subarray(t * (width + 2), (t + 1) * (width + 2))), [...encode(v), t, t / 2]);
  });
});
