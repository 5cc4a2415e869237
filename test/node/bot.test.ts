import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BOT_PROTOCOL_VERSION, handleRequest } from '../../src/bot/index.js';

test('the bot answers a ping with a pong carrying the same id', () => {
  assert.deepEqual(handleRequest({ type: 'ping', id: 7 }), { type: 'pong', id: 7, version: BOT_PROTOCOL_VERSION });
});

test('the bot answers an unknown request with an error, not an exception', () => {
  const response = handleRequest({ type: 'nonsense', id: 3 } as never);
  assert.equal(response.type, 'error');
  assert.equal(response.id, 3);
});
