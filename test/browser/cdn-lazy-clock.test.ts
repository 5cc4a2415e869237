/**
 * The script-tag build's match clock rules (`tabla-board.clock.js`) for a `clock` set during a
 * match: the match goes on at once, the rules are fetched, and the clock runs from when they are
 * there. (A match that starts with a clock is in cdn-lazy.test.ts.) Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard } from '../../src/index.js';
import { fetchedFromCopy, loadCdnCopy } from './helpers/cdn.js';

const COPY = 'clock-mid';

describe('the script-tag build loads the clock for a clock set during a match', function () {
  this.timeout(60_000);

  before(() => loadCdnCopy(COPY));

  it('fetches the clock rules when a clock is set, and the clock runs once they are there', async () => {
    const el = document.createElement('tabla-board') as TablaBoard;
    for (const [k, v] of Object.entries({ game: 'prva', animation: 'off', 'black-player': 'remote', position: 'prva start', dice: '3,1' }))
      el.setAttribute(k, v);
    document.body.append(el);
    await el.updateComplete;
    expect(el.getState().dice, 'the match started without waiting').to.deep.equal([3, 1]);
    expect(el.clockState).to.equal(null);
    expect(await fetchedFromCopy(COPY)).to.not.include('tabla-board.clock.js');
    const clocks: unknown[] = [];
    el.addEventListener('tabla-clock', (e) => clocks.push(e.detail));
    el.setAttribute('clock', '12+120/60');
    await el.updateComplete;
    expect(await fetchedFromCopy(COPY)).to.include('tabla-board.clock.js');
    expect(el.clockState?.running, "white's clock runs").to.equal('white');
    expect(clocks.length, 'tabla-clock told').to.be.greaterThan(0);
    expect(el.getState().dice, 'the same match goes on').to.deep.equal([3, 1]);
    el.remove();
  });
});
