/**
 * A replay script whose starting position is an XGID, in the script-tag build: the board fetches
 * the position-ID readers (a lazy chunk) and builds the replay once they are there, as the
 * engine's own build does with the readers inline. Its own page, so that the chunk is not loaded
 * by another test first. Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard } from '../../src/index.js';
import type { TablaErrorDetail } from '../../src/engine/live/events.js';
import { fetchedFromCopy, loadCdnCopy } from './helpers/cdn.js';

const COPY = 'lazy-replay';

describe('a replay script with an XGID position in the script-tag build', function () {
  this.timeout(60_000);

  before(() => loadCdnCopy(COPY));

  it('waits for the position-ID readers and steps through the script from that position', async () => {
    const fetched = () => fetchedFromCopy(COPY);
    expect(await fetched(), 'not fetched before the board needs it').to.not.include('tabla-board.position-ids.js');
    const errors: TablaErrorDetail[] = [];
    const el = document.createElement('tabla-board') as TablaBoard;
    el.setAttribute('animation', 'off');
    // The backgammon starting position as an XGID; then 3-1 played 8/5 6/5.
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = JSON.stringify({
      position: 'XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10',
      caption: 'From an XGID',
      steps: [{ dice: [3, 1], play: '8/5 6/5', caption: 'The 5 point made' }],
    });
    el.append(script);
    el.addEventListener('tabla-error', (e) => errors.push((e as CustomEvent<TablaErrorDetail>).detail));
    document.body.append(el);
    await el.updateComplete;
    expect(errors.map((e) => `${e.source}: ${e.message}`)).to.deep.equal([]);
    expect(await fetched()).to.include('tabla-board.position-ids.js');
    const caption = () => el.shadowRoot!.querySelector('[part="caption"]')?.textContent;
    expect(caption()).to.equal('From an XGID');
    const next = el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="replay-next"]');
    expect(next, 'the replay buttons').to.exist;
    next!.click();
    await el.updateComplete;
    expect(caption()).to.equal('The 5 point made');
    el.remove();
  });
});
