/**
 * A small fully connected network: inputs → one sigmoid hidden layer → sigmoid outputs. The
 * bot's networks have five (the player to move wins; wins 2 points or more — mars, mother; wins
 * 3 — the triple of O3 and backgammon's B2; loses 2 or more; loses 3). Forward pass for play, one SGD step with
 * a cross-entropy loss for TD(λ) training, and a compact text form (16-bit quantised, base64)
 * for committing weights as a TypeScript module.
 */
import { TablaError } from '../engine/errors.js';
import { describeValue, expectObject } from '../engine/checks.js';

/** Largest layer a network may have (inputs, hidden units or outputs). */
const MAX_LAYER = 4096;

/** The serialised form of a {@link Net}. */
export interface NetData {
  /** Number of inputs. */
  readonly inputs: number;
  /** Number of hidden units. */
  readonly hidden: number;
  /** Number of outputs. */
  readonly outputs: number;
  /** Scale of each quantised block: w1, b1, w2, b2 (value = int16 / 32767 × scale). */
  readonly scales: readonly number[];
  /** Base64 of the little-endian int16 values of w1, b1, w2, b2, in that order. */
  readonly data: string;
  /** Free-form training notes (games trained, date…). */
  readonly note?: string;
}

/** The exact logistic function (outside the table's range, and to build it). */
function logistic(z: number): number {
  if (z > 30) return 1;
  if (z < -30) return 0;
  return 1 / (1 + Math.exp(-z));
}

/** The logistic function tabulated on [-SIG_RANGE, SIG_RANGE] in steps of 1/SIG_STEPS, read with linear interpolation. */
const SIG_RANGE = 16;
const SIG_STEPS = 128;
const SIG_TOP = 2 * SIG_RANGE * SIG_STEPS;
const SIG_TABLE = (() => {
  const t = new Float64Array(SIG_TOP + 2);
  for (let i = 0; i < t.length; i++) t[i] = logistic(i / SIG_STEPS - SIG_RANGE);
  return t;
})();

/**
 * The logistic function of every layer, forward and in training: a table read with linear
 * interpolation (within 8e-7 of the exact value, about four times faster than `Math.exp`).
 */
export function sigmoid(z: number): number {
  const u = (z + SIG_RANGE) * SIG_STEPS;
  if (u >= 0 && u < SIG_TOP) {
    const i = u | 0;
    const a = SIG_TABLE[i];
    return a + (SIG_TABLE[i + 1] - a) * (u - i);
  }
  return logistic(z);
}

/** Writes the indices (`nz`) and values (`by`) of the non-zero inputs among `x[0…n)`; returns how many. */
function nonZeros(x: Float32Array, n: number, nz: Int32Array, by: Float64Array): number {
  let m = 0;
  for (let i = 0; i < n; i++) {
    const xi = x[i];
    if (xi === 0) continue;
    nz[m] = i;
    by[m++] = xi;
  }
  return m;
}

/**
 * `acc[j] = start[j] + Σ_k by[k] · w[rows[k] · n + j]` for j < n: a layer's sums over the rows
 * of the m inputs a pass adds, four rows at a time (so each sum is read and written once a group;
 * the hot loop of every evaluation). `acc` may be `start`.
 */
function addRows(acc: Float64Array, start: Float64Array, w: Float64Array, rows: Int32Array, by: Float64Array, m: number, n: number): void {
  if (acc !== start) acc.set(start);
  let k = 0;
  for (; k + 3 < m; k += 4) {
    const a0 = rows[k] * n;
    const a1 = rows[k + 1] * n;
    const a2 = rows[k + 2] * n;
    const a3 = rows[k + 3] * n;
    const d0 = by[k];
    const d1 = by[k + 1];
    const d2 = by[k + 2];
    const d3 = by[k + 3];
    for (let j = 0; j < n; j++) acc[j] += w[a0 + j] * d0 + w[a1 + j] * d1 + w[a2 + j] * d2 + w[a3 + j] * d3;
  }
  for (; k + 1 < m; k += 2) {
    const a0 = rows[k] * n;
    const a1 = rows[k + 1] * n;
    const d0 = by[k];
    const d1 = by[k + 1];
    for (let j = 0; j < n; j++) acc[j] += w[a0 + j] * d0 + w[a1 + j] * d1;
  }
  if (k < m) {
    const a0 = rows[k] * n;
    const d0 = by[k];
    for (let j = 0; j < n; j++) acc[j] += w[a0 + j] * d0;
  }
}

/** `w[at + j] · v[j]` summed over j < n (unrolled by four). */
function dot(w: Float64Array, at: number, v: Float64Array, n: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let j = 0;
  for (const end = n - 3; j < end; j += 4) {
    s0 += w[at + j] * v[j];
    s1 += w[at + j + 1] * v[j + 1];
    s2 += w[at + j + 2] * v[j + 2];
    s3 += w[at + j + 3] * v[j + 3];
  }
  for (; j < n; j++) s0 += w[at + j] * v[j];
  return s0 + s1 + s2 + s3;
}

/** A feed-forward network with one hidden layer (sigmoid units): the bot's evaluator of a game's positions. */
export class Net {
  /** Input → hidden weights, input-major: `w1[i * hidden + j]` (fast over the few non-zero inputs). */
  readonly w1: Float64Array;
  /** Hidden-layer biases. */
  readonly b1: Float64Array;
  /** Hidden → output weights: `w2[k * hidden + j]`. */
  readonly w2: Float64Array;
  /** Output biases. */
  readonly b2: Float64Array;
  private readonly hid: Float64Array;
  /** Scratch of a pass: the inputs it adds (the non-zero ones for {@link train}) and their coefficients. */
  private readonly nz: Int32Array;
  private readonly by: Float64Array;
  private nnz = 0;
  /** Scratch of {@link train}: the outputs and the hidden layer's error. */
  private readonly ty: Float64Array;
  private readonly tdh: Float64Array;

  /** A network of the given shape with all weights zero. */
  constructor(
    /** Number of inputs. */
    readonly inputs: number,
    /** Number of hidden units. */
    readonly hidden: number,
    /** Number of outputs. */
    readonly outputs = 5,
  ) {
    for (const [what, n] of [
      ['inputs', inputs],
      ['hidden', hidden],
      ['outputs', outputs],
    ] as const) {
      if (!Number.isInteger(n) || n < 1 || n > MAX_LAYER)
        throw new TablaError('bad-argument', `a network's ${what} must be an integer 1–${MAX_LAYER}, got ${describeValue(n)}`);
    }
    this.w1 = new Float64Array(inputs * hidden);
    this.b1 = new Float64Array(hidden);
    this.w2 = new Float64Array(outputs * hidden);
    this.b2 = new Float64Array(outputs);
    this.hid = new Float64Array(hidden);
    this.nz = new Int32Array(inputs);
    this.by = new Float64Array(inputs);
    this.ty = new Float64Array(outputs);
    this.tdh = new Float64Array(hidden);
  }

  /** Random small weights from a seeded generator returning numbers in [0, 1). */
  randomize(rand: () => number, scale = 0.1): this {
    for (let i = 0; i < this.w1.length; i++) this.w1[i] = (rand() * 2 - 1) * scale;
    for (let i = 0; i < this.w2.length; i++) this.w2[i] = (rand() * 2 - 1) * scale;
    return this;
  }

  /** Input → hidden weights in hidden-major order (`[j * inputs + i]`), the serialised layout. */
  w1HiddenMajor(): Float32Array {
    const { inputs: n, hidden: h } = this;
    const out = new Float32Array(n * h);
    for (let i = 0; i < n; i++) for (let j = 0; j < h; j++) out[j * n + i] = this.w1[i * h + j];
    return out;
  }

  /** Set the input → hidden weights from hidden-major order. */
  setW1HiddenMajor(src: ArrayLike<number>): void {
    const { inputs: n, hidden: h } = this;
    for (let i = 0; i < n; i++) for (let j = 0; j < h; j++) this.w1[i * h + j] = src[j * n + i];
  }

  /** Forward pass; writes the outputs into `out` (and keeps the hidden layer for {@link train}). */
  forward(x: Float32Array, out: Float64Array): Float64Array {
    const { hidden: h, w1, b1, hid, nz, by } = this;
    const m = nonZeros(x, this.inputs, nz, by);
    addRows(hid, b1, w1, nz, by, m, h);
    this.nnz = m;
    return this.outputsFromHidden(out);
  }

  /** The hidden layer's input sums (before the sigmoid) for `x`: the base of {@link forwardFrom}. */
  hiddenSums(x: Float32Array, into: Float64Array): Float64Array {
    const { hidden: h, w1, b1, nz, by } = this;
    const m = nonZeros(x, this.inputs, nz, by);
    addRows(into, b1, w1, nz, by, m, h);
    this.nnz = 0;
    return into;
  }

  /**
   * Forward pass of `x` from a nearby input `base` whose hidden sums are `baseSums`
   * ({@link hiddenSums}): only the inputs where `x` differs from `base` are added, which is
   * much less work when judging the boards after each play of one position. Same result as
   * {@link forward} up to rounding; does not prepare {@link train}.
   */
  forwardFrom(base: Float32Array, baseSums: Float64Array, x: Float32Array, out: Float64Array): Float64Array {
    const { inputs: n, hidden: h, w1, hid, nz, by } = this;
    let m = 0;
    for (let i = 0; i < n; i++) {
      const d = x[i] - base[i];
      if (d === 0) continue;
      nz[m] = i;
      by[m++] = d;
    }
    addRows(hid, baseSums, w1, nz, by, m, h);
    this.nnz = 0;
    return this.outputsFromHidden(out);
  }

  /** Squash the hidden sums in place and compute the outputs (the bot's five in one pass over the hidden layer). */
  private outputsFromHidden(out: Float64Array): Float64Array {
    const { hidden: h, outputs: o, w2, b2, hid } = this;
    if (o !== 5) {
      for (let j = 0; j < h; j++) hid[j] = sigmoid(hid[j]);
      for (let k = 0; k < o; k++) out[k] = sigmoid(b2[k] + dot(w2, k * h, hid, h));
      return out;
    }
    let s0 = b2[0];
    let s1 = b2[1];
    let s2 = b2[2];
    let s3 = b2[3];
    let s4 = b2[4];
    for (let j = 0; j < h; j++) {
      const y = sigmoid(hid[j]);
      hid[j] = y;
      s0 += w2[j] * y;
      s1 += w2[h + j] * y;
      s2 += w2[2 * h + j] * y;
      s3 += w2[3 * h + j] * y;
      s4 += w2[4 * h + j] * y;
    }
    out[0] = sigmoid(s0);
    out[1] = sigmoid(s1);
    out[2] = sigmoid(s2);
    out[3] = sigmoid(s3);
    out[4] = sigmoid(s4);
    return out;
  }

  /** One gradient step towards `target` (cross-entropy on each sigmoid output). */
  train(x: Float32Array, target: ArrayLike<number>, lr: number): void {
    const { hidden: h, outputs: o, w1, b1, w2, b2, hid, nz } = this;
    const y = this.forward(x, this.ty);
    const dh = this.tdh.fill(0);
    for (let k = 0; k < o; k++) {
      const d = target[k] - y[k];
      if (d === 0) continue;
      const base = k * h;
      for (let j = 0; j < h; j++) {
        dh[j] += d * w2[base + j];
        w2[base + j] += lr * d * hid[j];
      }
      b2[k] += lr * d;
    }
    for (let j = 0; j < h; j++) {
      const g = lr * dh[j] * hid[j] * (1 - hid[j]);
      dh[j] = g;
      b1[j] += g;
    }
    for (let t = 0; t < this.nnz; t++) {
      const i = nz[t];
      const xi = x[i];
      const base = i * h;
      for (let j = 0; j < h; j++) w1[base + j] += dh[j] * xi;
    }
  }

  /** The compact serialised form (w1 hidden-major). */
  toData(note?: string): NetData {
    const blocks = [this.w1HiddenMajor(), this.b1, this.w2, this.b2];
    const scales = blocks.map((b) => {
      let m = 0;
      for (const v of b) m = Math.max(m, Math.abs(v));
      return m || 1;
    });
    const total = blocks.reduce((s, b) => s + b.length, 0);
    const ints = new Int16Array(total);
    let k = 0;
    blocks.forEach((b, bi) => {
      for (const v of b) ints[k++] = Math.round((v / scales[bi]) * 32767);
    });
    const bytes = new Uint8Array(ints.buffer);
    return { inputs: this.inputs, hidden: this.hidden, outputs: this.outputs, scales, data: toBase64(bytes), ...(note ? { note } : {}) };
  }

  /** A network from its serialised form. */
  static fromData(d: NetData): Net {
    expectObject(d, 'network data');
    if (typeof d.data !== 'string' || !Array.isArray(d.scales) || d.scales.length !== 4 || !d.scales.every((x) => typeof x === 'number')) {
      throw new TablaError('bad-argument', `network data must hold inputs, hidden, outputs, four scales and base64 data, got ${describeValue(d)}`);
    }
    const net = new Net(d.inputs, d.hidden, d.outputs);
    const bytes = fromBase64(d.data);
    const ints = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2);
    const w1 = new Float32Array(net.w1.length);
    const blocks = [w1, net.b1, net.w2, net.b2];
    let k = 0;
    blocks.forEach((b, bi) => {
      for (let i = 0; i < b.length; i++) b[i] = (ints[k++] / 32767) * d.scales[bi];
    });
    if (k !== ints.length) throw new TablaError('bad-argument', `network data has ${ints.length} weights, expected ${k}`);
    net.setW1HiddenMajor(w1);
    return net;
  }

  /** An exact copy (float weights, no quantisation). */
  clone(): Net {
    const n = new Net(this.inputs, this.hidden, this.outputs);
    n.w1.set(this.w1);
    n.b1.set(this.b1);
    n.w2.set(this.w2);
    n.b2.set(this.b2);
    return n;
  }
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 without platform helpers (works the same in browsers, workers and Node). */
function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i];
    const b = i + 1 < bytes.length ? bytes[i + 1] : 0;
    const c = i + 2 < bytes.length ? bytes[i + 2] : 0;
    const n = (a << 16) | (b << 8) | c;
    s += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    s += i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=';
    s += i + 2 < bytes.length ? B64[n & 63] : '=';
  }
  return s;
}

/** Bytes from base64 (the network data, the forward kernel); characters outside the alphabet are skipped. */
export function fromBase64(s: string): Uint8Array {
  const lookup = new Int16Array(128).fill(-1);
  for (let i = 0; i < B64.length; i++) lookup[B64.charCodeAt(i)] = i;
  const clean = s.replace(/[^A-Za-z0-9+/]/g, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let k = 0;
  for (let i = 0; i < clean.length; i += 4) {
    const n =
      (lookup[clean.charCodeAt(i)] << 18) |
      (lookup[clean.charCodeAt(i + 1)] << 12) |
      ((i + 2 < clean.length ? lookup[clean.charCodeAt(i + 2)] : 0) << 6) |
      (i + 3 < clean.length ? lookup[clean.charCodeAt(i + 3)] : 0);
    if (k < out.length) out[k++] = (n >> 16) & 255;
    if (k < out.length) out[k++] = (n >> 8) & 255;
    if (k < out.length) out[k++] = n & 255;
  }
  return out;
}
