// Rollup plugin for the script-tag worker: stores the bot's network weights more compactly.
//
// src/bot/weights/*.ts hold each network as base64 of little-endian int16 values (NetData.data,
// see src/bot/net.ts). Base64 of 16-bit values compresses badly, and the weights are most of the
// worker. Here each weight module's `data` is re-encoded losslessly as a Rice code of the
// zig-zagged values (one 4-bit parameter per 64 values), in base64, and the module decodes it
// back to the very same base64 string when it loads (a few milliseconds) — so net.ts and the
// bot see exactly the data they were trained with. Every packed string is decoded again at
// build time and the build fails if it does not give back the original. Each weight module gets
// its own copy of the decoder (~0.4 KB gzip), so the network's chunk imports nothing.
const BLOCK = 64;

/** Decoder, injected into the bundle as source and also used here to check every encoding. */
export function unpackWeights(packed, count) {
  const text = atob(packed);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  let p = 0;
  const bit = () => (bytes[p >> 3] >> (7 - (p++ & 7))) & 1;
  const values = new Int16Array(count);
  let k = 0;
  for (let i = 0; i < count; i++) {
    if (i % BLOCK === 0) k = (bit() << 3) | (bit() << 2) | (bit() << 1) | bit();
    let u = 0;
    while (bit()) u++;
    for (let j = 0; j < k; j++) u = (u << 1) | bit();
    values[i] = u & 1 ? -(u + 1) / 2 : u / 2;
  }
  const out = new Uint8Array(values.buffer);
  const parts = [];
  for (let i = 0; i < out.length; i += 4096) parts.push(String.fromCharCode(...out.subarray(i, i + 4096)));
  return btoa(parts.join(''));
}

/** Rice-codes int16 values (zig-zag, a parameter per block of 64); returns base64. */
export function packWeights(values) {
  const out = [];
  let acc = 0;
  let n = 0;
  const put = (b) => {
    acc = (acc << 1) | b;
    if (++n === 8) {
      out.push(acc);
      acc = 0;
      n = 0;
    }
  };
  const zig = Array.from(values, (v) => (v >= 0 ? 2 * v : -2 * v - 1));
  for (let start = 0; start < zig.length; start += BLOCK) {
    const block = zig.slice(start, start + BLOCK);
    let best = 0;
    let bestBits = Infinity;
    for (let k = 0; k < 16; k++) {
      const cost = block.reduce((s, u) => s + (u >> k) + 1 + k, 0);
      if (cost < bestBits) [best, bestBits] = [k, cost];
    }
    for (let j = 3; j >= 0; j--) put((best >> j) & 1);
    for (const u of block) {
      for (let q = u >> best; q > 0; q--) put(1);
      put(0);
      for (let j = best - 1; j >= 0; j--) put((u >> j) & 1);
    }
  }
  while (n !== 0) put(0);
  return Buffer.from(out).toString('base64');
}

/**
 * @param {object} [options]
 * @param {RegExp} [options.include] which modules hold weights (default: src/bot/weights/*.ts but index)
 * @returns {import('rollup').Plugin}
 */
export function packWeightsPlugin({ include = /[\\/]src[\\/]bot[\\/]weights[\\/](?!index\.)[^\\/]+\.ts$/ } = {}) {
  return {
    name: 'tabla-pack-weights',
    transform(code, id) {
      if (!include.test(id)) return null;
      const pattern = /\bdata\s*:\s*((?:(['"])[A-Za-z0-9+/=]*\2\s*\+?\s*)+)/g;
      let packedAny = false;
      const result = code.replace(pattern, (whole, literals) => {
        const original = [...literals.matchAll(/(['"])([A-Za-z0-9+/=]*)\1/g)].map((m) => m[2]).join('');
        const bytes = Buffer.from(original, 'base64');
        if (bytes.length % 2 !== 0 || bytes.toString('base64') !== original) {
          this.warn(`${id}: weights data is not base64 of int16 values; left as it is`);
          return whole;
        }
        const values = new Int16Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
        const packed = packWeights(values);
        if (unpackWeights(packed, values.length) !== original) this.error(`${id}: packed weights do not decode to the original`);
        packedAny = true;
        const tail = literals.match(/\s*$/)[0];
        return `data: unpackWeights(${JSON.stringify(packed)}, ${values.length})${tail}`;
      });
      if (!packedAny) {
        this.warn(`${id}: no weights data found to pack`);
        return null;
      }
      return { code: `const BLOCK = ${BLOCK};\n${unpackWeights.toString()}\n${result}`, map: null };
    },
  };
}
