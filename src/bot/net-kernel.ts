/**
 * The network's forward pass for play in WebAssembly SIMD (net-kernel.wat, four hidden units per
 * instruction, Float32): {@link NetKernel} holds one network laid out in its own memory, with
 * the input buffers the encoder writes into. Outputs agree with {@link Net.forward} (Float64,
 * a tabulated sigmoid) within about 1e-5. Where WebAssembly or its SIMD is unavailable, or a
 * page's Content-Security-Policy forbids compiling it, {@link netKernel} answers null and the
 * evaluator runs the network in JavaScript (net.ts): the same chances up to that rounding.
 */
import { fromBase64, type Net } from './net.js';
import { NET_KERNEL_WASM } from './net-kernel-wasm.js';
import { TablaError } from '../engine/errors.js';

/** The kernel's exports (net-kernel.wat). */
interface KernelExports {
  layout(
    n4: number,
    h4: number,
    w1: number,
    b1: number,
    w2: number,
    b2: number,
    base: number,
    x: number,
    sums: number,
    hid: number,
    rows: number,
    by: number,
    out: number,
    zero: number,
  ): void;
  setBase(): void;
  forwardFrom(): void;
  forward(): void;
}

/** The compiled module, once (null: this platform cannot run it). */
let compiled: WebAssembly.Module | null | undefined;

function module(): WebAssembly.Module | null {
  if (compiled !== undefined) return compiled;
  try {
    const wa = (globalThis as { WebAssembly?: typeof WebAssembly }).WebAssembly;
    compiled = wa ? new wa.Module(fromBase64(NET_KERNEL_WASM) as Uint8Array<ArrayBuffer>) : null;
  } catch {
    compiled = null; // no SIMD, or compiling forbidden (CSP without 'wasm-unsafe-eval')
  }
  return compiled;
}

/** One network in the kernel's memory. */
export class NetKernel {
  /** The input to judge: write it, then {@link forwardFrom} or {@link forward}. */
  readonly x: Float32Array;
  /** The base input of {@link forwardFrom}: write it, then {@link setBase}. */
  readonly base: Float32Array;
  /** The five outputs of the last pass: win, win 2, win 3, lose 2, lose 3. */
  readonly out: Float32Array;
  /** Who set the current {@link base} (an evaluator; kernels are shared by the evaluators of one network). */
  owner: unknown = null;
  private readonly k: KernelExports;

  /** The network's weights as Float32, in this kernel's padded layout. */
  private readonly w1: Float32Array;
  private readonly b1: Float32Array;
  private readonly w2: Float32Array;
  private readonly b2: Float32Array;

  /** Lays `net` out (its weights as Float32) in a new instance of `mod`. */
  constructor(
    private readonly net: Net,
    mod: WebAssembly.Module,
  ) {
    if (net.outputs !== 5) throw new TablaError('bad-argument', `the forward kernel takes networks with 5 outputs, not ${net.outputs}`);
    const n = net.inputs;
    const h = net.hidden;
    const n4 = (n + 15) & ~15; // the kernel compares sixteen inputs a step
    const h4 = (h + 3) & ~3;
    let at = 0;
    const take = (floats: number) => {
      const p = at;
      at += (floats * 4 + 15) & ~15;
      return p;
    };
    const L = {
      w1: take(n4 * h4),
      b1: take(h4),
      w2: take(5 * h4),
      b2: take(8),
      base: take(n4),
      x: take(n4),
      zero: take(n4),
      sums: take(h4),
      hid: take(h4),
      rows: take(n4),
      by: take(n4),
      out: take(8),
    };
    const memory = new WebAssembly.Memory({ initial: Math.ceil(at / 65536) });
    const instance = new WebAssembly.Instance(mod, { env: { memory } });
    const buf = memory.buffer;
    this.w1 = new Float32Array(buf, L.w1, n4 * h4);
    this.b1 = new Float32Array(buf, L.b1, h4);
    this.w2 = new Float32Array(buf, L.w2, 5 * h4);
    this.b2 = new Float32Array(buf, L.b2, 8);
    this.k = instance.exports as unknown as KernelExports;
    this.k.layout(n4, h4, L.w1, L.b1, L.w2, L.b2, L.base, L.x, L.sums, L.hid, L.rows, L.by, L.out, L.zero);
    this.x = new Float32Array(buf, L.x, n);
    this.base = new Float32Array(buf, L.base, n);
    this.out = new Float32Array(buf, L.out, 5);
    this.load();
  }

  /**
   * Copies the network's current weights into the kernel (a network in training changes them;
   * about 30 µs for a 222-80-5 network). Forgets the base: call {@link setBase} again.
   */
  load(): void {
    const { net, w1, b1, w2, b2 } = this;
    const h = net.hidden;
    const h4 = b1.length;
    for (let i = 0; i < net.inputs; i++) for (let j = 0; j < h; j++) w1[i * h4 + j] = net.w1[i * h + j];
    for (let j = 0; j < h; j++) b1[j] = net.b1[j];
    for (let o = 0; o < 5; o++) for (let j = 0; j < h; j++) w2[o * h4 + j] = net.w2[o * h + j];
    for (let o = 0; o < 5; o++) b2[o] = net.b2[o];
    this.owner = null;
  }

  /** Takes {@link base} as the base of the next {@link forwardFrom} calls (its hidden sums). */
  setBase(): void {
    this.k.setBase();
  }

  /** The outputs of {@link x} into {@link out}, adding only the inputs where it differs from {@link base}. */
  forwardFrom(): Float32Array {
    this.k.forwardFrom();
    return this.out;
  }

  /** The outputs of {@link x} into {@link out} (a full pass). */
  forward(): Float32Array {
    this.k.forward();
    return this.out;
  }
}

/** Each network's kernel, made once. */
const kernels = new WeakMap<Net, NetKernel>();

/** The kernel of `net` (made once, with a copy of its weights), or null where WebAssembly SIMD cannot run. */
export function netKernel(net: Net): NetKernel | null {
  if (net.outputs !== 5) return null;
  let k = kernels.get(net);
  if (!k) {
    const mod = module();
    if (!mod) return null;
    k = new NetKernel(net, mod);
    kernels.set(net, k);
  }
  return k;
}

/** Whether this platform runs the kernel (WebAssembly with SIMD, compiling allowed). */
export function kernelAvailable(): boolean {
  return module() !== null;
}
