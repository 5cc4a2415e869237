// Worker-thread fan-out shared by the training, tuning and benchmark scripts: a pool of
// persistent workers running the calling script's own file (request/reply messages), and a
// one-shot map of work items over a few workers.
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';

/** The default worker count: every core. */
export function defaultWorkers() {
  return Math.max(1, availableParallelism());
}

/**
 * Starts `count` workers of `file`, worker i getting `dataFor(i)` as its workerData. Returns
 * `{ send(i, message) → Promise<reply>, close() }`: one message in flight per worker; a worker's
 * error or exit rejects its pending reply.
 */
export function startPool(file, count, dataFor) {
  const workers = Array.from({ length: count }, (_, i) => {
    const w = new Worker(file, { workerData: dataFor(i) });
    const slot = { worker: w, pending: null };
    w.on('message', (m) => {
      const p = slot.pending;
      slot.pending = null;
      p?.resolve(m);
    });
    const fail = (err) => {
      const p = slot.pending;
      slot.pending = null;
      p?.reject(err);
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`worker ${i} exited with code ${code}`)));
    return slot;
  });
  return {
    size: count,
    send(i, message) {
      const slot = workers[i];
      if (slot.pending) return Promise.reject(new Error(`worker ${i} is busy`));
      return new Promise((resolve, reject) => {
        slot.pending = { resolve, reject };
        slot.worker.postMessage(message);
      });
    },
    async close() {
      await Promise.all(
        workers.map((s) => {
          s.pending = null;
          return s.worker.terminate();
        }),
      );
    },
  };
}

/**
 * Splits `items` round-robin over `count` workers of `file` (each gets `{ ...data, items }`),
 * waits for each worker's single reply (an array of one result per item it got, in its order)
 * and returns the results in the order of `items`, whatever the worker count.
 */
export async function mapOverWorkers(file, items, count, data) {
  const n = Math.max(1, Math.min(count, items.length));
  const chunks = Array.from({ length: n }, () => []);
  items.forEach((item, k) => chunks[k % n].push(item));
  const results = await Promise.all(
    chunks.map(
      (chunk) =>
        new Promise((resolve, reject) => {
          const w = new Worker(file, { workerData: { ...data, items: chunk } });
          w.once('message', resolve);
          w.once('error', reject);
          w.once('exit', (code) => code !== 0 && reject(new Error(`worker exited with code ${code}`)));
        }),
    ),
  );
  const ordered = new Array(items.length);
  results.forEach((reply, w) => {
    if (reply.length !== chunks[w].length) throw new Error(`worker ${w} replied ${reply.length} results for ${chunks[w].length} items`);
    reply.forEach((result, j) => (ordered[w + j * n] = result));
  });
  return ordered;
}
