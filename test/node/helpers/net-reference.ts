/** A plain restatement of the bot's network, to check the fast forward passes against. */
import type { Net } from '../../../src/bot/net.js';

/** The exact logistic function. */
export const exact = (z: number) => 1 / (1 + Math.exp(-z));

/** The forward pass written out plainly (dense, exact logistic, Float64). */
export function reference(net: Net, x: Float32Array): number[] {
  const hid: number[] = [];
  for (let j = 0; j < net.hidden; j++) {
    let z = net.b1[j];
    for (let i = 0; i < net.inputs; i++) z += net.w1[i * net.hidden + j] * x[i];
    hid.push(exact(z));
  }
  const out: number[] = [];
  for (let k = 0; k < net.outputs; k++) {
    let z = net.b2[k];
    for (let j = 0; j < net.hidden; j++) z += net.w2[k * net.hidden + j] * hid[j];
    out.push(exact(z));
  }
  return out;
}
