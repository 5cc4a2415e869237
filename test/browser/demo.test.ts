/**
 * The demo pages that `npm start` serves work from the real script-tag build (needs
 * `npm run build`): demo/index.html draws the board, its settings reach the board and the rules
 * panel (and the URL), the page's own words follow the board's language, and demo/article.html draws every embedded position with no tabla-error.
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

  it("demo/index.html: the page's own words follow the board's language, in all six", async () => {
    const textsUrl = '/demo/demo-texts.js';
    const { DEMO_TEXTS } = (await import(textsUrl)) as { DEMO_TEXTS: Record<string, Record<string, string>> };
    const ids = Object.keys(DEMO_TEXTS.en);
    expect(Object.keys(DEMO_TEXTS).sort()).to.deep.equal(['bg', 'el', 'en', 'mk', 'ro', 'tr']);
    for (const [locale, texts] of Object.entries(DEMO_TEXTS)) expect(Object.keys(texts), `${locale} has every text`).to.have.members(ids);
    const frame = await openFrame('/demo/index.html?lang=mk');
    try {
      const doc = frame.contentDocument!;
      const [board] = await boardsDrawn(doc);
      const shown = (locale: string) => {
        expect(doc.documentElement.lang).to.equal(locale);
        expect(doc.title).to.equal(DEMO_TEXTS[locale].title);
        const marked = [...doc.querySelectorAll<HTMLElement>('[data-text]')];
        expect(marked.length, 'words marked for translation').to.be.greaterThan(35);
        for (const el of marked) expect(el.textContent, `${locale} ${el.dataset.text}`).to.equal(DEMO_TEXTS[locale][el.dataset.text!]);
        expect(doc.getElementById('controls')!.getAttribute('aria-label')).to.equal(DEMO_TEXTS[locale].settings);
        const used = new Set([...marked.map((el) => el.dataset.text), ...[...doc.querySelectorAll<HTMLElement>('[data-label]')].map((el) => el.dataset.label), 'title', 'bot-worker', 'bot-main']);
        expect(ids.filter((id) => !used.has(id)), 'texts no element uses').to.deep.equal([]);
      };
      const switched = (locale: string) =>
        new Promise<void>((resolve) => board.addEventListener('tabla-locale-change', (e) => (e as CustomEvent<{ locale: string }>).detail.locale === locale && resolve()));
      if (doc.title !== DEMO_TEXTS.mk.title) await switched('mk');
      shown('mk');
      expect(doc.querySelector('[data-text="tradition"]')!.textContent).to.equal('Традиција');
      const select = doc.querySelector('select[name="lang"]') as HTMLSelectElement;
      for (const locale of ['bg', 'el', 'tr', 'ro', 'en']) {
        const done = switched(locale);
        select.value = locale;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        await done;
        shown(locale);
      }
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
      // The figures: drawn, and the page's deliberately bad one shows its note.
      const figures = [...doc.querySelectorAll('tabla-figure')];
      expect(figures.length).to.equal(4);
      expect(figures.filter((f) => f.shadowRoot?.querySelector('svg')).length).to.equal(3);
      expect(figures[3].shadowRoot!.querySelector('.invalid')!.textContent).to.match(/^invalid position:/);
      await wait(200);
      expect(errors).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
