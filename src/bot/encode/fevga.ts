/** Fevga's inputs: the running games' shared ones, then whether each side's first checker has passed the opponent's start (F4) and the pip lead in contact. */
import { passedOpponentStart } from '../../engine/index.js';
import type { GameInputs } from './common.js';
import { contactLead, RUNNING, writeRunning } from './running.js';

/** Fevga's own inputs. */
export const fevgaInputs: GameInputs = {
  count: RUNNING + 3,
  write(v, x, s, i) {
    i = writeRunning(v, x, s, i);
    x[i++] = passedOpponentStart(v.me, v.myOff) ? 1 : 0;
    x[i++] = passedOpponentStart(s.theirs, v.opOff) ? 1 : 0;
    x[i++] = contactLead(s);
    return i;
  },
};
