import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BOT_PROTOCOL_VERSION, answer } from '../../src/bot/index.js';
import { legalPlays, positionKey, startPosition, Turn } from '../../src/engine/index.js';

test('the bot protocol answers a ping with a pong carrying the same id', async () => {
  assert.deepEqual(await answer({ type: 'ping', id: 7 }, true), { type: 'pong', id: 7, version: BOT_PROTOCOL_VERSION });
});

test('the bot protocol answers an unknown request with an error, not an exception', async () => {
  const response = await answer({ type: 'nonsense', id: 3 } as never, true);
  assert.equal(response.type, 'error');
  assert.equal(response.id, 3);
});

test('the bot protocol: worker (blocking) and main-thread (sliced) paths give the same legal play for a seed', async () => {
  const position = startPosition('prva');
  const request = { type: 'choose', id: 1, position, dice: [6, 5], level: 'medium', seed: 'same' } as const;
  const a = await answer(request, true);
  const b = await answer(request, false);
  assert.equal(a.type, 'play');
  assert.deepEqual(a, b);
  if (a.type !== 'play') return;
  let t = Turn.begin(position, [6, 5]);
  for (const s of a.steps) t = t.step(s);
  const legal = new Set(legalPlays(position, [6, 5]).map((p) => positionKey(p.position)));
  assert.ok(legal.has(positionKey(t.finish().position)));
});

test('the bot protocol reports bad input as an error naming it', async () => {
  const r = await answer({ type: 'choose', id: 2, position: startPosition('prva'), dice: [7, 1], level: 'medium' }, true);
  assert.equal(r.type, 'error');
  assert.match(r.type === 'error' ? r.message : '', /7/);
  const l = await answer({ type: 'choose', id: 3, position: startPosition('prva'), dice: [3, 1], level: 'grandmaster' as never }, true);
  assert.match(l.type === 'error' ? l.message : '', /grandmaster/);
});
