/**
 * The script-tag build's first load and its lazy chunks, as a page fetches them: a board's first
 * load is the entry and the core only (the rules panel element follows at once, unwaited for); the study tools (set-up mode, review, Hint list), the
 * end-of-game card and the move list, the rules texts, the Vtora ladder solver, the position-ID readers, the saved-match store and the match clock's rules are
 * fetched on first need and work when they arrive; the bot's client as soon as a board where the bot plays connects.
 * Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard, TablaRules } from '../../src/index.js';
import { fetchedFromCopy, loadCdnCopy } from './helpers/cdn.js';
import { BoardHarness, seededChooser } from './helpers/board-harness.js';
import { until } from './helpers/waiting.js';

const COPY = 'lazy';

/** The files fetched from the copy so far, in order. */
const fetched = (): Promise<string[]> => fetchedFromCopy(COPY);

function board(attributes: Record<string, string>): TablaBoard {
  const el = document.createElement('tabla-board') as TablaBoard;
  for (const [k, v] of Object.entries({ animation: 'off', ...attributes })) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

describe('the script-tag build loads what a board does not need at first lazily', function () {
  this.timeout(60_000);

  before(() => loadCdnCopy(COPY));

  it('a first board (a figure) fetches the entry and the core only, and <tabla-rules> after them', async () => {
    const el = board({ game: 'prva', readonly: '' });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('svg')).to.exist;
    await customElements.whenDefined('tabla-rules'); // its chunk, loaded right after the core, has arrived
    expect(await fetched()).to.deep.equal(['tabla-board.min.js', 'tabla-board.core.js', 'tabla-board.tabla-rules.js']);
    el.remove();
  });

  it("a position written as GNU Backgammon's IDs is read once their readers are fetched (the Match ID says who is on roll)", async () => {
    expect(await fetched()).to.not.include('tabla-board.position-ids.js');
    const errors: string[] = [];
    const el = board({ game: 'prva', readonly: '', position: '4HPwATDgc/ABIQ:MIHuACAAIAAE' });
    el.addEventListener('tabla-error', (e) => errors.push(e.detail.message));
    await el.updateComplete;
    expect(await fetched()).to.include('tabla-board.position-ids.js');
    expect(errors).to.deep.equal([]);
    const s = el.getState();
    expect([s.game, s.position.turn, s.position.white.points[24], s.position.black.points[24], s.position.black.points[20]]).to.deep.equal([
      'prva',
      'black',
      2,
      1,
      1,
    ]);
    el.remove();
  });

  it('a board with the move list fetches it at once (with the end-of-game card) and draws it, with its styles', async () => {
    expect(await fetched()).to.not.include('tabla-board.match-views.js');
    const el = board({ game: 'prva', 'move-list': '', 'white-player': 'remote', 'black-player': 'remote' });
    await el.updateComplete;
    expect(await fetched()).to.include('tabla-board.match-views.js');
    expect(el.shadowRoot!.querySelector('[part~="move-list"]'), 'the move list').to.exist;
    const list = el.shadowRoot!.querySelector('.move-list ol')!;
    expect(getComputedStyle(list).overflowY, 'styled by the styles that come with it').to.equal('auto');
    el.remove();
  });

  it('an interactive board fetches the study tools when the page is idle, and set-up mode works with them', async () => {
    const before = (await fetched()).length;
    const el = board({ game: 'prva' });
    await el.updateComplete;
    await until(async () => (await fetched()).includes('tabla-board.study.js'), 'the study chunk');
    expect([...(await fetched()).slice(before)].sort(), 'nothing else but the client of the bot it plays against').to.deep.equal([
      'tabla-board.bot-client.js',
      'tabla-board.study.js',
    ]);
    el.setAttribute('setup-mode', '');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="setup"]'), 'the set-up panel').to.exist;
    el.remove();
  });

  it("a board where the bot plays fetches the bot's client as it connects; the bot plays, and the chunk exports BotClient", async () => {
    const el = board({ game: 'prva', 'white-player': 'bot', 'black-player': 'bot', 'bot-level': 'easy', seed: 'lazy-client' });
    const moved = new Promise<string>((resolve) => el.addEventListener('tabla-move', (e) => resolve(e.detail.player), { once: true }));
    await el.updateComplete;
    await until(async () => (await fetched()).includes('tabla-board.bot-client.js'), "the bot's client");
    expect(['white', 'black']).to.include(await moved);
    const { BotClient } = (await import(/* @vite-ignore */ `/__tabla/cdn/${COPY}/tabla-board.bot-client.js`)) as typeof import('../../src/bot/client.js');
    const client = new BotClient(); // its worker file next to it
    try {
      expect(await client.ping()).to.equal('pong');
    } finally {
      client.dispose();
    }
    el.remove();
  });

  it('the rules panel fetches its English text when it opens, and shows it', async () => {
    expect(await fetched()).to.not.include('tabla-board.rules-en.js');
    await customElements.whenDefined('tabla-rules');
    const rules = document.createElement('tabla-rules') as TablaRules;
    rules.setAttribute('game', 'prva');
    document.body.append(rules);
    await rules.updateComplete;
    expect(await fetched()).to.include('tabla-board.rules-en.js');
    expect(rules.shadowRoot!.querySelector('h2')?.textContent).to.match(/Prva|prva/);
    rules.remove();
  });

  it('a match whose set holds Vtora fetches the ladder solver as it starts, in parallel with its first game', async () => {
    expect(await fetched()).to.not.include('tabla-board.ladder.js');
    const el = board({ tradition: 'macedonian', readonly: '' });
    await el.updateComplete;
    expect(el.getState().game).to.equal('prva');
    await until(async () => (await fetched()).includes('tabla-board.ladder.js'), 'the ladder solver');
    el.remove();
  });

  it('a Vtora game starts once the ladder solver is there, and plays to its end by clicks against the bot', async () => {
    const el = board({
      tradition: 'bulgarian',
      game: 'vtora',
      'match-length': '1',
      position: 'vtora trad:bulgarian w:6x3,5x3,4x4,2x3,1x2 b:24x3,20x2,15x2,10x3,5x3,2x2 turn:w rolls:5/5',
      seed: 'vtora-lazy',
      'bot-level': 'easy',
    });
    await el.updateComplete;
    expect(await fetched(), 'fetched before the first turn').to.include('tabla-board.ladder.js');
    expect(el.getState().game).to.equal('vtora');
    const ends: string[] = [];
    el.addEventListener('tabla-game-end', (e) => ends.push(e.detail.game));
    await new BoardHarness(el).playGameByClicks(seededChooser(7));
    expect(ends).to.deep.equal(['vtora']);
    el.remove();
  });

  it('a board with a storage-key fetches the saved-match store, saves its match and continues it', async () => {
    expect(await fetched()).to.not.include('tabla-board.match-storage.js');
    localStorage.removeItem('tabla-cdn-lazy');
    const first = board({ game: 'prva', 'storage-key': 'tabla-cdn-lazy', seed: 'stored', 'black-player': 'human' });
    await first.updateComplete;
    expect(await fetched()).to.include('tabla-board.match-storage.js');
    expect(first.roll()).to.equal(true);
    await first.updateComplete;
    const played = first.getState();
    first.remove();
    const again = board({ game: 'prva', 'storage-key': 'tabla-cdn-lazy', seed: 'stored', 'black-player': 'human' });
    await again.updateComplete;
    expect(again.getState(), 'the saved match goes on').to.deep.equal(played);
    again.remove();
    localStorage.removeItem('tabla-cdn-lazy');
  });

  it("a match with a clock starts once the clock's rules are fetched, and its clock runs", async () => {
    expect(await fetched()).to.not.include('tabla-board.clock.js');
    const el = board({ game: 'prva', clock: '12+120/60', 'black-player': 'remote', position: 'prva start', dice: '3,1' });
    await el.updateComplete;
    expect(await fetched()).to.include('tabla-board.clock.js');
    const clock = el.clockState;
    expect(clock?.running, 'the clock runs from the start').to.equal('white');
    expect(clock?.black).to.deep.equal({ reserveMs: 120000, moveMs: 0 });
    expect(el.shadowRoot!.querySelector('[data-clock="white"]'), 'the clock is drawn').to.exist;
    el.remove();
  });

  it("a board fetches its language's rules text when the pointer reaches the Rules button, and the panel opens with it", async () => {
    const el = board({ game: 'prva', lang: 'mk' });
    await el.updateComplete;
    await until(() => !!el.shadowRoot!.querySelector('[data-action="rules"]'), 'the Rules button');
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="rules"]')!;
    expect(await fetched()).to.not.include('tabla-board.rules-mk.js');
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await until(async () => (await fetched()).includes('tabla-board.rules-mk.js'), 'the Macedonian rules text');
    button.click();
    await until(() => !!el.shadowRoot!.querySelector('tabla-rules'), 'the rules panel');
    const rules = el.shadowRoot!.querySelector('tabla-rules')!;
    await (rules as TablaRules).localeReady;
    expect(rules.shadowRoot!.querySelector('article')!.getAttribute('aria-busy')).to.equal(null);
    expect(rules.shadowRoot!.querySelector('h2')!.textContent!.trim()).to.not.equal('');
    el.remove();
  });
});
