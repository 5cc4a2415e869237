/**
 * The demo pages that `npm start` serves work from the real script-tag build (needs
 * `npm run build`): demo/index.html draws the board, its settings reach the board and the rules
 * panel (and the URL), the page's own words follow the board's language, and demo/article.html draws every embedded position with no tabla-error.
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard } from '../../src/index.js';
import { until } from './helpers/waiting.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function openFrame(url: string, size = { width: 900, height: 800 }): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${size.width}px; height: ${size.height}px; border: 0`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = url;
  document.body.append(frame);
  await loaded;
  return frame;
}

async function boardsDrawn(doc: Document): Promise<TablaBoard[]> {
  let boards: TablaBoard[] = [];
  await until(() => {
    boards = [...doc.querySelectorAll('tabla-board')] as TablaBoard[];
    return boards.length > 0 && boards.every((b) => b.shadowRoot?.querySelector('svg'));
  }, 'the boards drawn');
  return boards;
}

describe('demo pages', function () {
  this.timeout(60_000);

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
        const used = new Set([
          ...marked.map((el) => el.dataset.text),
          ...[...doc.querySelectorAll<HTMLElement>('[data-label]')].map((el) => el.dataset.label),
          'title',
          'bot-worker',
          'bot-main',
          'review-open',
          'review-empty',
          'record-bad',
        ]);
        expect(
          ids.filter((id) => !used.has(id)),
          'texts no element uses',
        ).to.deep.equal([]);
      };
      const switched = (locale: string) =>
        new Promise<void>((resolve) =>
          board.addEventListener('tabla-locale-change', (e) => (e as CustomEvent<{ locale: string }>).detail.locale === locale && resolve()),
        );
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

  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`demo/index.html at ${size.width}×${size.height}: the first screen shows the whole board and its buttons`, async () => {
      const frame = await openFrame('/demo/index.html', size);
      try {
        const doc = frame.contentDocument!;
        const [board] = await boardsDrawn(doc);
        await board.updateComplete;
        const inView = (el: Element, what: string) => {
          const r = el.getBoundingClientRect();
          expect(r.width, `${what} is drawn`).to.be.greaterThan(0);
          expect(r.top, `${what} top`).to.be.at.least(0);
          expect(r.left, `${what} left`).to.be.at.least(0);
          expect(r.bottom, `${what} bottom`).to.be.at.most(size.height);
          expect(r.right, `${what} right`).to.be.at.most(size.width);
        };
        const root = board.shadowRoot!;
        inView(root.querySelector('svg[part~="board"]')!, 'the drawing');
        const row = root.querySelector('[part~="controls"]')!;
        inView(row, 'the row of buttons');
        const buttons = [...row.querySelectorAll('button')];
        expect(buttons.map((b) => b.dataset.action)).to.include('roll');
        for (const b of buttons) inView(b, `the ${b.dataset.action} button`);
        expect(doc.documentElement.scrollWidth, 'no sideways scrolling').to.be.at.most(size.width);
        // The settings: beside the board on a wide screen, a drawer behind a button on a phone.
        const panel = doc.getElementById('panel')!;
        const toggle = doc.getElementById('panel-toggle')!;
        if (size.width > 1000) {
          inView(panel.querySelector('select[name="tradition"]')!, 'the tradition setting');
          expect(toggle.getBoundingClientRect().width, 'no drawer button').to.equal(0);
        } else {
          inView(toggle, 'the settings button');
          // A test page in the background gets few frames: the drawer opens without its slide here.
          doc.head.append(Object.assign(doc.createElement('style'), { textContent: '.panel { transition: none !important; }' }));
          toggle.click();
          const tradition = panel.querySelector('select[name="tradition"]')!;
          await until(() => tradition.getBoundingClientRect().right <= size.width, 'the drawer to open');
          inView(panel.querySelector('select[name="tradition"]')!, 'the tradition setting in the open drawer');
          expect(toggle.getAttribute('aria-expanded')).to.equal('true');
        }
      } finally {
        frame.remove();
      }
    });
  }

  it('demo/index.html: every game, tradition and feature has its control, and each reaches the board', async () => {
    const frame = await openFrame('/demo/index.html', { width: 1280, height: 800 });
    try {
      const doc = frame.contentDocument!;
      const errors: string[] = [];
      doc.addEventListener('tabla-error', (e) => errors.push((e as CustomEvent<{ message: string }>).detail.message));
      const [board] = await boardsDrawn(doc);
      const options = (name: string) => [...doc.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`)].map((o) => o.value);
      expect(options('tradition')).to.have.members(['macedonian', 'bulgarian', 'greek', 'turkish', 'romanian', 'international']);
      expect(options('game')).to.have.members(['', 'prva', 'vtora', 'treta', 'fevga', 'nardy', 'backgammon']);
      expect(options('bot-level')).to.have.members(['easy', 'medium', 'hard', 'master']);
      expect(options('theme')).to.have.members(['auto', 'light', 'dark']);
      expect(options('layout')).to.have.members(['auto', 'landscape', 'portrait']);
      const choose = (name: string, value: string) => {
        const select = doc.querySelector(`select[name="${name}"]`) as HTMLSelectElement;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      const tick = (name: string) => {
        const box = doc.querySelector(`input[name="${name}"]`) as HTMLInputElement;
        box.click();
      };
      choose('tradition', 'international');
      choose('game', 'backgammon');
      await board.updateComplete;
      expect(board.getState().game).to.equal('backgammon');
      expect(board.getState().cube, 'backgammon has the cube').to.exist;
      choose('theme', 'dark');
      choose('layout', 'portrait');
      for (const name of ['hints', 'tutor', 'move-list', 'auto-flip']) tick(name);
      await board.updateComplete;
      expect(board.getAttribute('theme')).to.equal('dark');
      expect(board.getAttribute('layout')).to.equal('portrait');
      for (const name of ['hints', 'tutor', 'move-list', 'auto-flip']) expect(board.hasAttribute(name), name).to.equal(true);
      expect(frame.contentWindow!.location.search).to.contain('hints=1').and.contain('game=backgammon');
      // The set-up mode: on, and off again when the board leaves it.
      tick('setup-mode');
      await board.updateComplete;
      expect(board.shadowRoot!.querySelector('[part~="setup"]'), 'the set-up panel').to.exist;
      board.removeAttribute('setup-mode');
      await until(() => !(doc.querySelector('input[name="setup-mode"]') as HTMLInputElement).checked, 'the set-up box to follow the board');
      // A record opened from a file goes to the review.
      const mat = await (await fetch('/test/fixtures/mat/gnubg-3pt-seed1.mat')).text();
      const input = doc.getElementById('record-file') as HTMLInputElement;
      const files = new DataTransfer();
      files.items.add(new File([mat], 'gnubg-3pt-seed1.mat', { type: 'text/plain' }));
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      const note = doc.getElementById('record-note')!;
      await until(() => !!note.textContent, 'the note on the record opened');
      expect(note.dataset.note, note.textContent ?? '').to.equal('review-open');
      await board.updateComplete;
      expect(board.shadowRoot!.querySelector('[part~="review"]'), 'the review panel').to.exist;
      expect(errors).to.deep.equal([]);
      // A .json record with a bad field: the note says it is not a record and names the field.
      const bad = JSON.stringify({
        format: 'tabla-match',
        version: 1,
        players: { white: 'a', black: 'b' },
        settings: { tradition: 'macedonian', game: 'chess', length: 3, openingRoll: 'reroll', laterGames: 'winner', triple: false },
        games: [],
        winner: null,
      });
      const badFiles = new DataTransfer();
      badFiles.items.add(new File([bad], 'bad.json', { type: 'application/json' }));
      input.files = badFiles.files;
      note.textContent = '';
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await until(() => !!note.textContent, 'the note on the bad record');
      expect(note.dataset.note).to.equal('record-bad');
      expect(note.textContent).to.match(/^Not a match record: settings\.game: unknown game "chess"/);
      expect(errors).to.have.length(1);
    } finally {
      frame.remove();
    }
  });

  it('demo/index.html: changing the match length in the middle of a game asks before it is lost', async () => {
    const frame = await openFrame('/demo/index.html?white-player=bot&black-player=bot&bot-level=easy', { width: 1280, height: 800 });
    try {
      const doc = frame.contentDocument!;
      const [board] = await boardsDrawn(doc);
      await new Promise<void>((resolve) => board.addEventListener('tabla-move', () => resolve(), { once: true }));
      const select = doc.querySelector('select[name="match-length"]') as HTMLSelectElement;
      const dialog = doc.getElementById('restart-dialog') as HTMLDialogElement;
      select.value = '3';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await until(() => dialog.open, 'the page to ask');
      (dialog.querySelector('button[value="keep"]') as HTMLButtonElement).click();
      await until(() => !dialog.open && select.value === '5', 'the choice to be undone').catch((e: Error) => {
        throw new Error(
          `${e.message}: dialog ${dialog.open ? 'open' : 'closed'} (${dialog.returnValue}), select ${select.value}, board ${board.getAttribute('match-length')}`,
        );
      });
      expect(board.getAttribute('match-length')).to.equal('5');
      select.value = '3';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await until(() => dialog.open, 'the page to ask again');
      (dialog.querySelector('button[value="restart"]') as HTMLButtonElement).click();
      await until(() => board.getAttribute('match-length') === '3', 'the new match length');
      expect(board.getState().config.length).to.equal(3);
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
