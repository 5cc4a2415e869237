// Assembles the bot's forward kernel (src/bot/net-kernel.wat, WebAssembly text with SIMD) into
// src/bot/net-kernel-wasm.ts, the module's bytes as base64 (committed, so that building the
// project needs no assembler). `--check` only compares: exit 1 when the committed bytes are not
// the assembly of the text (the node tests run the same comparison).
//   node scripts/build/build-wasm.mjs [--check]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleKernel, kernelModuleSource } from '../lib/wasm.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const target = path.join(root, 'src/bot/net-kernel-wasm.ts');
const bytes = await assembleKernel(path.join(root, 'src/bot/net-kernel.wat'));
const source = kernelModuleSource(bytes);
if (process.argv.includes('--check')) {
  const same = fs.existsSync(target) && fs.readFileSync(target, 'utf8') === source;
  console.log(same ? 'net-kernel-wasm.ts is the assembly of net-kernel.wat' : 'net-kernel-wasm.ts is stale: run node scripts/build/build-wasm.mjs');
  process.exit(same ? 0 : 1);
}
fs.writeFileSync(target, source);
console.log(`wrote src/bot/net-kernel-wasm.ts (${bytes.length} bytes of WebAssembly)`);
