// The README's tabla-board/client sample against the bundled server: every message type its
// listener tests for (`m.type === '…'`) is one the server sends, with every field the sample
// reads from it (`m.field`), and `connectBoard` is what the package exports. Needs the build.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { connectBoard } from 'tabla-board/client';
import { startServer } from 'tabla-board/server';
import { Client, FAST, tempJournal } from './helpers.mjs';

/** The README's code block that imports tabla-board/client. */
function clientSample() {
  const blocks = [...readFileSync('README.md', 'utf8').matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
  const sample = blocks.find((b) => b.includes("from 'tabla-board/client'"));
  assert.ok(sample, 'the README has a code block importing tabla-board/client');
  return sample;
}

/** For each line of `sample` testing `m.type === 'X'`: X and the other fields that line reads from `m`. */
function readsOf(sample) {
  const reads = [];
  for (const line of sample.split('\n')) {
    const type = /\bm\.type === '([\w-]+)'/.exec(line)?.[1];
    if (!type) continue;
    const fields = [...line.matchAll(/\bm\.(\w+)/g)].map((m) => m[1]).filter((f) => f !== 'type');
    reads.push({ type, fields: [...new Set(fields)] });
  }
  return reads;
}

let server;
before(async () => {
  server = await startServer({ port: 0, journal: tempJournal('readme-client'), reconnectMs: 300, nextGameDelayMs: 0, heartbeatMs: 60_000, limits: FAST });
});
after(async () => {
  await server.close();
});

test("README: the client sample's message types and fields are the server's, and connectBoard is exported", async () => {
  const sample = clientSample();
  assert.match(sample, /\bconnectBoard\(/);
  assert.equal(typeof connectBoard, 'function', 'tabla-board/client exports connectBoard');
  const reads = readsOf(sample);
  assert.ok(reads.length >= 3, `the sample tests message types: ${JSON.stringify(reads)}`);

  // A match from waiting to its end: one player waits, is paired, the other leaves and forfeits.
  const a = await Client.connect(server.wsUrl);
  const b = await Client.connect(server.wsUrl);
  await a.ask({ type: 'join', match: 'readme-sample', tradition: 'bulgarian', length: 5 }, 'waiting');
  b.send({ type: 'join', match: 'readme-sample', tradition: 'bulgarian', length: 5 });
  await Promise.all([a.next('match'), b.next('match')]);
  await b.close();
  await a.next('opponent', (m) => m.status === 'away');
  await a.next('match-end');
  const seen = a.log;
  for (const { type, fields } of reads) {
    const messages = seen.filter((m) => m.type === type);
    assert.ok(messages.length > 0, `the sample tests for "${type}", a message the server sent: ${[...new Set(seen.map((m) => m.type))].join(', ')}`);
    for (const field of fields) {
      assert.ok(
        messages.some((m) => m[field] !== undefined),
        `the sample reads ${type}.${field}; the server's ${type} has ${Object.keys(messages[0]).join(', ')}`,
      );
    }
  }
  await a.close();
});
