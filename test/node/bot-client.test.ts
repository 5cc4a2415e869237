/**
 * The bot client (src/bot/client.ts) on the main thread (Node has no Worker): an error response
 * keeps the bot's code, and cancelling one analysis (`analyzeInBot`'s signal) stops that request
 * alone while the client's other requests are answered.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BotClient } from '../../src/bot/client.js';
import { analyzeInBot } from '../../src/bot/analyze-client.js';
import { TablaError } from '../../src/engine/errors.js';
import { startRecord } from '../../src/engine/match-file/recorder.js';
import { newMatch } from '../../src/engine/match.js';
import { parsePosition } from '../../src/engine/notation/compact.js';
import { positionToJSON } from '../../src/engine/position-json.js';
import type { MatchRecord } from '../../src/engine/match-file/record-types.js';

const client = () => new BotClient({ mainThread: true });

/** A short race (Prva, set up), played out by the engine's rules: a real record to analyse. */
function raceRecord(): MatchRecord {
  const position = parsePosition('prva w:1x2,2x2,3x2,5x1,offx8 b:1x2,2x2,3x2,5x1,offx8 turn:w');
  const start = { ...newMatch({ game: 'prva', length: 1 }), position, phase: 'rolling' as const };
  const record = startRecord(start, { white: 'a', black: 'b' });
  const actions = [
    {
      type: 'move',
      player: 'white',
      dice: [6, 5],
      steps: [
        { from: 5, to: 0 },
        { from: 3, to: 0 },
      ],
    },
    {
      type: 'move',
      player: 'black',
      dice: [2, 1],
      steps: [
        { from: 2, to: 0 },
        { from: 1, to: 0 },
      ],
    },
  ];
  return { ...record, games: [{ ...record.games[0], start: positionToJSON(position), actions: actions as never }] };
}

test("an error response keeps the bot's code (a bad record: bad-record)", async () => {
  const c = client();
  await assert.rejects(analyzeInBot(c, { format: 'tabla-match' } as never), (e: unknown) => e instanceof TablaError && e.code === 'bad-record');
  await assert.rejects(
    c.hint({ position: 'nonsense' as never, dice: [3, 1] }),
    (e: unknown) => e instanceof TablaError && e.code !== undefined && /position/i.test(e.message),
  );
  c.dispose();
});

test("cancelling an analysis rejects it alone (AbortError, code cancelled); the client's other requests are answered", async () => {
  const c = client();
  const abort = new AbortController();
  const record = raceRecord();
  const cancelled = analyzeInBot(c, record, { signal: abort.signal, level: 'easy' });
  const other = analyzeInBot(c, record, { level: 'easy' });
  const hint = c.hint({ position: parsePosition('prva start'), dice: [3, 1] });
  abort.abort();
  await assert.rejects(cancelled, (e: unknown) => e instanceof TablaError && e.code === 'cancelled' && (e as Error).name === 'AbortError');
  const analysis = await other;
  assert.ok(analysis.decisions.length > 0);
  assert.ok((await hint).plays.length > 0);
  c.dispose();
});
