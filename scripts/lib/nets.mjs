// Networks in the training scripts: the parameter blocks, the shipped network of a game, widening
// a network into a larger one, and the checkpoint file (float-exact weights and the run's
// configuration) that `npm run train:bot:export` turns into the committed weights.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The network's parameter blocks, in the checkpoint's (and the shared buffers') order. */
export function blocks(net) {
  return [net.w1, net.b1, net.w2, net.b2];
}

/**
 * The self-play games behind a network, from its note: the games it names first, plus those of the network it was
 * trained from ("N self-play games after the … network of M games": N + M).
 */
export function noteGames(note) {
  const [, own = 0, before = 0] = /^(\d+)(?: self-play games after the \S+ network of (\d+) games)?/.exec(note) ?? [];
  return Number(own) + Number(before);
}

/** The shipped network of `game` in the build (`N` the build's net module) and the self-play games its note names in all. */
export async function shippedNet(N, build, game) {
  const mod = await import(pathToFileURL(path.join(build, `src/bot/weights/${game}.js`)).href);
  const data = mod[game.toUpperCase()];
  const net = N.Net.fromData(data);
  return { net, note: data.note ?? '', games: noteGames(data.note ?? '') };
}

/**
 * Copies `old` into the (larger, randomly initialised) `net`: its hidden units kept, the new ones
 * with no say in the outputs yet, and inputs `net` has beyond `old`'s (appended at the end of the
 * vector) with no say in any hidden unit yet, so that `net` answers as `old` did. Returns a
 * description for the run's configuration.
 */
export function widenInto(net, old) {
  if (old.inputs > net.inputs || old.hidden > net.hidden || old.outputs !== net.outputs) {
    throw new Error(`the ${old.inputs}-${old.hidden}-${old.outputs} network cannot be widened into ${net.inputs}-${net.hidden}-${net.outputs}`);
  }
  const h = net.hidden;
  for (let i = 0; i < net.inputs; i++) for (let j = 0; j < old.hidden; j++) net.w1[i * h + j] = i < old.inputs ? old.w1[i * old.hidden + j] : 0;
  net.b1.set(old.b1);
  for (let k = 0; k < net.outputs; k++) {
    for (let j = 0; j < h; j++) net.w2[k * h + j] = j < old.hidden ? old.w2[k * old.hidden + j] : 0;
    net.b2[k] = old.b2[k];
  }
  return `${old.inputs}-${old.hidden}-${old.outputs}`;
}

/** The weights of `net` as one float32 array in {@link blocks} order. */
export function flatten(net) {
  const out = new Float32Array(blocks(net).reduce((s, b) => s + b.length, 0));
  let at = 0;
  for (const b of blocks(net)) {
    out.set(b, at);
    at += b.length;
  }
  return out;
}

/** Sets `net`'s weights from a float32 array in {@link blocks} order (a clear error on a size mismatch). */
export function unflatten(net, flat) {
  const total = blocks(net).reduce((s, b) => s + b.length, 0);
  if (flat.length !== total) throw new Error(`${flat.length} weights given, the ${net.inputs}-${net.hidden}-${net.outputs} network has ${total}`);
  let at = 0;
  for (const b of blocks(net)) {
    b.set(flat.subarray(at, at + b.length));
    at += b.length;
  }
  return net;
}

/** Reads a checkpoint: `{ config, trained, history, net }` (`N` the build's net module). */
export function readCheckpoint(N, file) {
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  const { inputs, hidden, outputs } = saved.config;
  const flat = new Float32Array(new Uint8Array(Buffer.from(saved.weights, 'base64')).buffer);
  return { ...saved, net: unflatten(new N.Net(inputs, hidden, outputs), flat) };
}

/** Writes a checkpoint atomically; `weights` is the float32 array of {@link flatten} (or a shared view of it). */
export function writeCheckpoint(file, config, trained, history, weights) {
  mkdirSync(path.dirname(file), { recursive: true });
  const body = {
    config,
    trained,
    history,
    weights: Buffer.from(weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength)).toString('base64'),
  };
  writeFileSync(file + '.tmp', JSON.stringify(body));
  renameSync(file + '.tmp', file);
}
