/**
 * The bot client with its worker (src/bot/client.ts): cancelling one request stops the worker
 * that may be busy with it and a fresh worker answers the others; cancelling them all leaves a
 * client that starts its worker again on the next request.
 */
import { expect } from '@open-wc/testing';
import { BotClient } from '../../src/bot/client.js';
import { parsePosition } from '../../src/engine/index.js';

/** Rejects with the error `promise` rejects with, or fails when it resolves. */
async function rejection(promise: Promise<unknown>): Promise<Error & { code?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { code?: string };
  }
  throw new Error('expected a rejection');
}

describe('the bot client with its worker', function () {
  this.timeout(120_000);

  it('cancelling one request rejects it alone (AbortError, cancelled); a fresh worker answers the others', async () => {
    const c = new BotClient();
    expect(await c.ping()).to.equal('pong');
    expect(c.mode).to.match(/^worker/);
    const position = parsePosition('prva start');
    const abort = new AbortController();
    const cancelled = c.request({ type: 'hint', position, dice: [6, 5], level: 'master' }, undefined, abort.signal);
    const other = c.hint({ position, dice: [3, 1] });
    abort.abort();
    const error = await rejection(cancelled);
    expect([error.name, error.code]).to.deep.equal(['AbortError', 'cancelled']);
    expect((await other).plays.length).to.be.greaterThan(0);
    expect(c.mode).to.match(/^worker/);
    c.dispose();
  });

  it('cancel() rejects every pending request; the next request starts the worker again', async () => {
    const c = new BotClient();
    expect(await c.ping()).to.equal('pong');
    const position = parsePosition('prva start');
    const pending = [c.hint({ position, dice: [6, 5], level: 'master' }), c.hint({ position, dice: [3, 1] })];
    c.cancel();
    for (const p of pending) expect((await rejection(p)).code).to.equal('cancelled');
    expect(c.mode).to.equal('none');
    expect(await c.ping()).to.equal('pong');
    expect(c.mode).to.match(/^worker/);
    c.dispose();
  });
});
