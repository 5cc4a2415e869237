/**
 * The script-tag build's bot fetches a game's network when that game is first played, and only
 * that one (dist/cdn/tabla-board.net-<game>.js, beside the worker); a network that cannot be
 * fetched is reported as a `tabla-error` and the bot plays on with the heuristic.
 * Needs `npm run build` (npm test runs it first). The worker comes from a logged self-hosted copy
 * of dist/cdn/ (web-test-runner.config.mjs: /__tabla/cdn/<copy>/).
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard } from '../../src/index.js';
import { cdnOrigin, fetchedFromCopy, loadScript } from './helpers/cdn.js';

/**
 * A board of `game` where two bots play, its worker from copy `copy` (or `workerUrl`); resolves
 * after `moves` bot moves with where the bot ran.
 */
async function botsPlay(
  game: string,
  copy: string,
  moves: number,
  errors: CustomEvent[] = [],
  workerUrl = `/__tabla/cdn/${copy}/tabla-board.worker.js`,
): Promise<string> {
  const el = document.createElement('tabla-board') as TablaBoard;
  for (const [k, v] of Object.entries({ game, 'white-player': 'bot', 'black-player': 'bot', 'bot-level': 'hard', animation: 'off', seed: `net-${copy}` }))
    el.setAttribute(k, v);
  el.setAttribute('worker-url', workerUrl);
  el.addEventListener('tabla-error', (e) => errors.push(e as CustomEvent));
  let seen = 0;
  const done = new Promise<void>((resolve) => el.addEventListener('tabla-move', () => ++seen >= moves && resolve()));
  document.body.append(el);
  try {
    await done;
    return el.botMode;
  } finally {
    el.remove();
  }
}

describe('the script-tag bot fetches the network of the game played', function () {
  this.timeout(60_000);

  before(async () => {
    await loadScript(`${await cdnOrigin()}/dist/cdn/tabla-board.min.js`, 'module');
    await customElements.whenDefined('tabla-board');
  });

  it('a Treta board fetches the worker and the Treta network, and no other', async () => {
    expect(await botsPlay('treta', 'treta-only', 4)).to.equal('worker+wasm');
    const files = await fetchedFromCopy('treta-only');
    expect(files).to.include('tabla-board.worker.js');
    expect(files.filter((f) => f.startsWith('tabla-board.net-'))).to.deep.equal(['tabla-board.net-treta.js']);
  });

  it('a network that cannot be fetched is a tabla-error, and the bot plays on with the heuristic', async () => {
    const errors: CustomEvent[] = [];
    expect(await botsPlay('prva', 'no-networks-prva', 4, errors)).to.equal('worker+wasm');
    expect(await fetchedFromCopy('no-networks-prva')).to.include('tabla-board.net-prva.js');
    expect(errors.length, 'reported once').to.equal(1);
    expect(errors[0].detail.source).to.equal('bot');
    expect(errors[0].detail.fallback).to.equal('heuristic');
    expect(errors[0].detail.message).to.match(/could not load the prva network \(playing with the heuristic\)/);
  });

  it('without a worker, the bot on the main thread fetches the network beside the worker file', async () => {
    performance.clearResourceTimings();
    expect(await botsPlay('fevga', 'main-thread', 2, [], '/no-such-worker.js')).to.equal('main-thread+wasm');
    const loaded = performance.getEntriesByType('resource').map((e) => e.name);
    const origin = await cdnOrigin();
    expect(loaded).to.include(`${origin}/dist/cdn/tabla-board.worker.js`);
    expect(loaded.filter((f) => f.includes('tabla-board.net-'))).to.deep.equal([`${origin}/dist/cdn/tabla-board.net-fevga.js`]);
  });
});
