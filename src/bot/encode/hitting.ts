/** The inputs the hitting games (Prva, backgammon, Treta) share after the common ones: blots, shots, home points, back checkers, contact. */
import { countShots, shotDetail, type View } from '../view.js';
import type { Scan } from './common.js';

/** Number of the hitting games' shared inputs. */
export const HITTING = 14;

/** What the shots cost: each side's average pip loss and double shots, as found by the last {@link writeHitting}. */
export const shotCost = { myPipLoss: 0, myDoubles: 0, opPipLoss: 0, opDoubles: 0 };

/** Writes the hitting games' shared inputs from `i`; returns the index after them. */
export function writeHitting(v: View, x: Float32Array, s: Scan, i: number): number {
  x[i++] = s.myBlots / 5;
  x[i++] = s.opBlots / 5;
  x[i++] = countShots(s.mySrc, s.myTgt, s.myOpen, v.myBar > 0) / 36;
  shotCost.myPipLoss = shotDetail.pipLoss; // what my shots cost the opponent
  shotCost.myDoubles = shotDetail.doubles;
  x[i++] = countShots(s.opSrc, s.opTgt, s.opOpen, v.opBar > 0) / 36;
  shotCost.opPipLoss = shotDetail.pipLoss;
  shotCost.opDoubles = shotDetail.doubles;
  x[i++] = s.myHomePts / 6;
  x[i++] = s.opHomePts / 6;
  x[i++] = s.myBack / 5;
  x[i++] = s.opBack / 5;
  x[i++] = s.contact ? 1 : 0;
  x[i++] = ((s.mp - s.tp) * (s.contact ? 1 : 0)) / 100;
  x[i++] = v.myOff === 0 ? 1 : 0;
  x[i++] = v.opOff === 0 ? 1 : 0;
  x[i++] = v.myBar > 0 ? 1 : 0;
  x[i++] = v.opBar > 0 ? 1 : 0;
  return i;
}
