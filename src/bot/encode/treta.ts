/** Treta's inputs: the hitting games' shared ones, then pins per point, the mothers (T3), the start points, and Prva's contact inputs with pinned points closed. */
import { CONTACT_INPUTS_PER_SIDE, writeContactInputs } from '../contact-inputs.js';
import { MAPS, remap } from '../view.js';
import { COMMON, type GameInputs } from './common.js';
import { HITTING, shotCost, writeHitting } from './hitting.js';

/** Where Treta's pin inputs start in the whole vector: for each point 1…24, the mover's checker pinned there, then the opponent's (both in the mover's numbering). */
export const TRETA_PIN_INPUTS = COMMON + HITTING;

/** Treta's own inputs. */
export const tretaInputs: GameInputs = {
  count: HITTING + 58 + 2 * CONTACT_INPUTS_PER_SIDE + 4,
  write(v, x, s, i) {
    i = writeHitting(v, x, s, i);
    const me = v.me;
    const op = v.op;
    const map = MAPS.treta;
    // Pins per point (who is pinned where), mothers (T3) and start points.
    for (let p = 1; p <= 24; p++) {
      x[i++] = v.myPins & (1 << p) ? 1 : 0;
      x[i++] = v.opPins & (1 << p) ? 1 : 0;
    }
    const myMotherPinned = (v.myPins & (1 << 24)) !== 0;
    const opMotherPinned = (v.opPins & (1 << 1)) !== 0;
    x[i++] = me[24] === 1 && !myMotherPinned ? 1 : 0; // my mother alone, exposed
    x[i++] = op[1] === 1 && !opMotherPinned ? 1 : 0;
    x[i++] = myMotherPinned ? 1 : 0;
    x[i++] = opMotherPinned ? 1 : 0;
    x[i++] = me[24] === 0 ? 1 : 0; // my start empty
    x[i++] = op[1] === 0 ? 1 : 0;
    let myPinned = 0;
    let opPinned = 0;
    for (let p = 1; p <= 24; p++) {
      if (v.myPins & (1 << p)) myPinned += p / 24;
      if (v.opPins & (1 << p)) opPinned += map[p] / 24;
    }
    x[i++] = myPinned;
    x[i++] = opPinned;
    // Mother danger: can the opponent land on my lone mother, and can I land on theirs?
    x[i++] = me[24] === 1 && !myMotherPinned && opMotherPinned ? 1 : 0;
    x[i++] = op[1] === 1 && !opMotherPinned && myMotherPinned ? 1 : 0;
    // Contact (contact-inputs.ts) with Treta's closed points: two or more checkers, or one that pins
    // the other side's checker (T2); each side in its own numbering.
    const myHeld = s.myHeld | v.opPins;
    const opHeld = v.myPins === 0 ? s.opHeld : s.opHeld | remap(map, v.myPins);
    i = writeContactInputs(x, i, me, 0, myHeld, s.theirs, 0, opHeld);
    i = writeContactInputs(x, i, s.theirs, 0, opHeld, me, 0, myHeld);
    // As Prva's pip loss and double shots (view.ts shotDetail): each side's highest point pinned per
    // roll (its numbering), summed over the 36 rolls, and its rolls that pin two.
    x[i++] = shotCost.myPipLoss / (36 * 24);
    x[i++] = shotCost.myDoubles / 36;
    x[i++] = shotCost.opPipLoss / (36 * 24);
    x[i++] = shotCost.opDoubles / 36;
    return i;
  },
};
