/** Prva's inputs (and backgammon's, on the same board): the hitting games' shared ones, the contact inputs of both sides (contact-inputs.ts), each side's pip loss and double shots. */
import { CONTACT_INPUTS_PER_SIDE, writeContactInputs } from '../contact-inputs.js';
import type { GameInputs } from './common.js';
import { HITTING, shotCost, writeHitting } from './hitting.js';

/** Prva's own inputs. */
export const prvaInputs: GameInputs = {
  count: HITTING + 2 * CONTACT_INPUTS_PER_SIDE + 4,
  write(v, x, s, i) {
    i = writeHitting(v, x, s, i);
    i = writeContactInputs(x, i, v.me, v.myBar, s.myHeld, s.theirs, v.opBar, s.opHeld);
    i = writeContactInputs(x, i, s.theirs, v.opBar, s.opHeld, v.me, v.myBar, s.myHeld);
    // As GNU Backgammon's pip loss and double shots: the pips a side's shots would cost the
    // other on average (a checker hit on the shooter's point t loses t pips), and its rolls that hit two.
    x[i++] = shotCost.myPipLoss / (36 * 24);
    x[i++] = shotCost.myDoubles / 36;
    x[i++] = shotCost.opPipLoss / (36 * 24);
    x[i++] = shotCost.opDoubles / 36;
    return i;
  },
};
