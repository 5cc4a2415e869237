/**
 * The demo pages that `npm start` serves work from the real script-tag build (needs
 * `npm run build`): demo/index.html draws the board, its settings reach the board and the rules
 * panel (and the URL), and demo/article.html draws every embedded position with no tabla-error.
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard } from '../../src/index.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function openFrame(url: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 900px; height: 800px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = url;
  document.body.append(frame);
  await loaded;
  return frame;
}

async function boardsDrawn(doc: Document): Promise<TablaBoard[]> {
  let boards: TablaBoard[] = [];
  for (let i = 0; i < 300; i++) {
    boards = [...doc.querySelectorAll('tabla-board')] as TablaBoard[];
    if (boards.length && boards.every((b) => b.shadowRoot?.querySelector('svg'))) break;
    await wait(20);
  }
  return boards;
}

describe('demo pages', function () {
  this.timeout(30_000);

  it('demo/index.html: the settings drive the board and the rules panel', async () => {
    const frame = await openFrame('/demo/index.html?tradition=greek&game=treta&lang=el');
    try {
      const doc = frame.contentDocument!;
      const errors: string[] = [];
      doc.addEventListener('tabla-error', (e) => errors.push((e as CustomEvent<{ message: string }>).detail.message));
      const [board] = await boardsDrawn(doc);
      expect(board, 'the demo board').to.exist;
      expect(board.getAttribute('tradition')).to.equal('greek');
      expect(board.getAttribute('game')).to.equal('treta');
      expect(board.getAttribute('lang')).to.equal('el');
      const rules = doc.getElementById('rules')!;
      expect(rules.getAttribute('game')).to.equal('treta');

      const select = doc.querySelector('select[name="bot-level"]') as HTMLSelectElement;
      select.value = 'hard';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      expect(board.getAttribute('bot-level')).to.equal('hard');
      expect(frame.contentWindow!.location.search).to.contain('bot-level=hard');

      const black = doc.querySelector('select[name="black-player"]') as HTMLSelectElement;
      black.value = 'human';
      black.dispatchEvent(new Event('change', { bubbles: true }));
      expect(board.hasAttribute('auto-flip'), 'hot-seat turns the board').to.equal(true);
      await wait(100);
      expect(errors).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  it('demo/article.html: every embedded position and the replay draw, with no tabla-error', async () => {
    const frame = await openFrame('/demo/article.html');
    try {
      const doc = frame.contentDocument!;
      const errors: string[] = [];
      doc.addEventListener('tabla-error', (e) => errors.push((e as CustomEvent<{ message: string }>).detail.message));
      const boards = await boardsDrawn(doc);
      expect(boards.length).to.be.greaterThan(5);
      for (const b of boards) expect(b.shadowRoot!.querySelector('svg'), b.getAttribute('position') ?? 'replay').to.exist;
      expect(boards.filter((b) => b.readonly).length).to.be.greaterThan(4);
      await wait(200);
      expect(errors).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
