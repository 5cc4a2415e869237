/** The inputs the running games (Vtora, Fevga, long nardy) share after the common ones: timing, start points, contact, points held; and the race input each places itself. */
import type { View } from '../view.js';
import type { Scan } from './common.js';

/** Number of the running games' shared inputs. */
export const RUNNING = 9;

/** Writes the running games' shared inputs from `i`; returns the index after them. */
export function writeRunning(v: View, x: Float32Array, s: Scan, i: number): number {
  const me = v.me;
  const op = v.op;
  const theirs = s.theirs;
  x[i++] = me[24] / 15;
  x[i++] = theirs[24] / 15;
  let myFront = 0;
  let opFront = 0;
  for (let p = 1; p <= 12; p++) myFront += me[p];
  for (let q = 1; q <= 12; q++) opFront += theirs[q];
  x[i++] = myFront / 15;
  x[i++] = opFront / 15;
  x[i++] = s.contact ? 1 : 0;
  x[i++] = v.myOff === 0 ? 1 : 0;
  x[i++] = v.opOff === 0 ? 1 : 0;
  let myPts = 0;
  let opPts = 0;
  for (let p = 1; p <= 24; p++) {
    if (me[p]) myPts++;
    if (op[p]) opPts++;
  }
  x[i++] = myPts / 12;
  x[i++] = opPts / 12;
  return i;
}

/** The pip lead while the sides are in contact (0 in a race). */
export const contactLead = (s: Scan): number => ((s.mp - s.tp) * (s.contact ? 1 : 0)) / 100;
