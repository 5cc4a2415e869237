/**
 * The scripts' worker fan-out (scripts/lib/workers.mjs): `mapOverWorkers` returns one result per
 * item in the items' order whatever the worker count, so that a benchmark's record lists its
 * same-dice pairs in pair order.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './helpers/paths.js';

interface Workers {
  mapOverWorkers(file: URL, items: unknown[], count: number, data: object): Promise<unknown[]>;
}
const { mapOverWorkers } = (await import(pathToFileURL(path.join(repoRoot, 'scripts/lib/workers.mjs')).href)) as Workers;

/** A worker whose reply is the expression `reply` over its `workerData`. */
const worker = (reply: string) =>
  new URL(
    'data:text/javascript,' +
      encodeURIComponent(`import { workerData, parentPort } from 'node:worker_threads';
parentPort.postMessage(${reply});`),
  );
const echo = worker('workerData.items');

test('results come back in the order of the items, for one worker and for several', async () => {
  const items = Array.from({ length: 11 }, (_, k) => k);
  for (const count of [1, 2, 3, 4]) {
    assert.deepEqual(await mapOverWorkers(echo, items, count, {}), items, `${count} workers`);
  }
});

test('a worker that replies fewer results than it got items is an error, not a shifted list', async () => {
  await assert.rejects(mapOverWorkers(worker('workerData.items.slice(1)'), [1, 2, 3, 4], 2, {}), /replied 1 results for 2 items/);
});
