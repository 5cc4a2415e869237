/** Vtora's inputs: the running games' shared ones, then the pip lead in contact, the ladder (V3) and the carried numbers owed to the mover (V5). */
import type { GameInputs } from './common.js';
import { contactLead, RUNNING, writeRunning } from './running.js';

/** Vtora's own inputs. */
export const vtoraInputs: GameInputs = {
  count: RUNNING + 11,
  write(v, x, s, i) {
    i = writeRunning(v, x, s, i);
    x[i++] = contactLead(s);
    // V3: ladder live for each side; V5: carried numbers owed to the mover.
    x[i++] = v.myRolls >= 3 ? 1 : 0;
    x[i++] = v.opRolls >= 3 ? 1 : 0;
    x[i++] = Math.min(v.myRolls, 3) / 3;
    x[i++] = Math.min(v.opRolls, 3) / 3;
    for (const d of v.carried) x[i + d - 1] += 1 / 4;
    return i + 6;
  },
};
