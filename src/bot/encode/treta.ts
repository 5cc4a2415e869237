/** Treta's inputs: the hitting games' shared ones, then pins per point, the mothers (T3) and the start points. */
import { MAPS } from '../view.js';
import type { GameInputs } from './common.js';
import { HITTING, writeHitting } from './hitting.js';

/** Treta's own inputs. */
export const tretaInputs: GameInputs = {
  count: HITTING + 58,
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
    return i;
  },
};
