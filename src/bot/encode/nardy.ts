/** Long nardy's inputs: the running games' shared ones, then the pip lead in contact and each side's head beyond one checker (N4). */
import type { GameInputs } from './common.js';
import { contactLead, RUNNING, writeRunning } from './running.js';

/** Long nardy's own inputs. */
export const nardyInputs: GameInputs = {
  count: RUNNING + 3,
  write(v, x, s, i) {
    i = writeRunning(v, x, s, i);
    x[i++] = contactLead(s);
    // N4: a head of k checkers needs k more turns to clear; N5: a six-prime cannot be held freely.
    x[i++] = Math.max(0, v.me[24] - 1) / 14;
    x[i++] = Math.max(0, s.theirs[24] - 1) / 14;
    return i;
  },
};
