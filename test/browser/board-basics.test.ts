import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { mount, unmountAll } from './helpers/board-mount.js';
import type { TablaErrorDetail } from '../../src/engine/live/events.js';

describe('<tabla-board> basics', function () {
  this.timeout(60_000);
  afterEach(unmountAll);

  it('is accessible at the start and while a turn is played', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board seed="7" animation="off"></tabla-board>`);
    await expect(el).to.be.accessible();
    const h = new BoardHarness(el);
    await h.press('roll'); // opening roll
    await h.until(() => h.can('roll') || h.movable().length > 0 || h.can('done'), 5000, 'white to act');
    if (h.can('roll')) await h.press('roll');
    await h.until(() => h.movable().length > 0, 5000, 'movable checkers');
    await h.click(h.movable()[0]);
    await expect(el).to.be.accessible();
  });

  it('defaults: macedonian set, match to 5, white human, black bot', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board></tabla-board>`);
    expect(el.tradition).to.equal('macedonian');
    expect(el.matchLength).to.equal(5);
    expect(el.whitePlayer).to.equal('human');
    expect(el.blackPlayer).to.equal('bot');
    const h = new BoardHarness(el);
    expect(h.header()).to.contain('Прва').and.contain('White 0 – 0 Black, match to 5');
    expect(el.getState().set).to.deep.equal(['prva', 'vtora', 'treta']);
    expect(el.getState().phase).to.equal('opening');
  });

  it("shows each game under its tradition's name", async () => {
    const cases: [string, string, string][] = [
      ['macedonian', 'vtora', 'Втора'],
      ['bulgarian', 'vtora', 'Гюлбара'],
      ['greek', 'treta', 'Πλακωτό'],
      ['greek', 'fevga', 'Φεύγα'],
      ['turkish', 'prva', 'Tavla'],
    ];
    for (const [tradition, game, name] of cases) {
      const el = await fixture<TablaBoard>(html`<tabla-board tradition=${tradition} game=${game}></tabla-board>`);
      expect(new BoardHarness(el).header(), `${tradition} ${game}`).to.contain(name);
    }
  });

  it('reports bad attributes with tabla-error and uses the documented default', async () => {
    const errors: TablaErrorDetail[] = [];
    const listener = (e: Event) => errors.push((e as CustomEvent<TablaErrorDetail>).detail);
    document.addEventListener('tabla-error', listener);
    try {
      const el = await fixture<TablaBoard>(
        html`<tabla-board tradition="klingon" game="chess" match-length="0" white-player="robot" bot-level="godlike" orientation="sideways"></tabla-board>`,
      );
      await el.updateComplete;
      expect(el.tradition).to.equal('macedonian');
      expect(el.game).to.equal('');
      expect(el.matchLength).to.equal(5);
      expect(el.whitePlayer).to.equal('human');
      expect(el.botLevel).to.equal('medium');
      expect(el.orientation).to.equal('bottom-right');
      const sources = errors.map((e) => e.source);
      expect(sources).to.include.members(['tradition', 'game', 'match-length', 'white-player', 'bot-level', 'orientation']);
      const trad = errors.find((e) => e.source === 'tradition')!;
      expect(trad.value).to.equal('klingon');
      expect(trad.fallback).to.equal('macedonian');
      expect(trad.message).to.contain('klingon').and.contain('macedonian');
      // The board still works.
      expect(el.shadowRoot!.querySelectorAll('[data-slot^="p"]').length).to.equal(24);
      expect(new BoardHarness(el).button('roll')).to.exist;

      errors.length = 0;
      el.position = 'prva w:24x99';
      await el.updateComplete;
      expect(errors.map((e) => e.source)).to.deep.equal(['position']);
      expect(el.getState().position.white.points[6]).to.equal(5); // the starting position

      errors.length = 0;
      el.position = 'prva start';
      el.dice = '9,1';
      await el.updateComplete;
      expect(errors.map((e) => e.source)).to.deep.equal(['dice']);
      expect(el.getState().phase).to.equal('rolling');
    } finally {
      document.removeEventListener('tabla-error', listener);
    }
  });

  it('setState rejects bad input, keeps the board, and accepts what getState gave', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board seed="3" animation="off" black-player="human"></tabla-board>`);
    const h = new BoardHarness(el);
    await h.press('roll');
    const saved = el.getState();
    expect(JSON.parse(JSON.stringify(saved))).to.deep.equal(saved);
    for (const bad of [
      '{',
      '{"config":{}}',
      { ...saved, phase: 'dancing' },
      { ...saved, score: { white: -1, black: 0 } },
      { ...saved, position: { ...saved.position, game: 'chess' } },
    ]) {
      setTimeout(() => el.setState(bad));
      const ev = await oneEvent(el, 'tabla-error');
      expect(ev.detail.source).to.equal('setState');
      expect(el.getState()).to.deep.equal(saved);
    }
    const other = await fixture<TablaBoard>(html`<tabla-board animation="off" black-player="human"></tabla-board>`);
    expect(other.setState(JSON.stringify(saved))).to.equal(true);
    await other.updateComplete;
    expect(other.getState()).to.deep.equal(saved);
    expect(new BoardHarness(other).turnLine()).to.equal(h.turnLine());
  });

  it('two boards on one page are independent', async () => {
    const wrap = await mount(
      html`<div>
        <tabla-board id="a" seed="1" animation="off" black-player="human"></tabla-board>
        <tabla-board id="b" seed="2" animation="off" game="fevga" tradition="greek" black-player="human"></tabla-board>
      </div>`,
    );
    const a = wrap.querySelector<TablaBoard>('#a')!;
    const b = wrap.querySelector<TablaBoard>('#b')!;
    await a.updateComplete;
    await b.updateComplete;
    const ha = new BoardHarness(a);
    const hb = new BoardHarness(b);
    const moves: string[] = [];
    wrap.addEventListener('tabla-move', (e) => moves.push((e.target as Element).id));
    await ha.press('roll');
    expect(a.getState().phase).to.not.equal('opening');
    expect(b.getState().phase).to.equal('opening');
    if (ha.can('roll')) await ha.press('roll');
    await ha.playTurnByClicks();
    expect(moves).to.deep.equal(['a']);
    expect(b.getState().position.white.points[24]).to.equal(15);
    expect(hb.header()).to.contain('Φεύγα');
    expect(ha.header()).to.contain('Прва');
  });

  it('registration is guarded: importing the registration module twice does not throw', async () => {
    const mod = await import('../../src/board/tabla-board.js');
    expect(customElements.get('tabla-board')).to.equal(mod.TablaBoard);
    // @ts-expect-error a query string makes the browser evaluate the module a second time
    await import('../../src/board/tabla-board.js?second-copy');
    expect(customElements.get('tabla-board')).to.equal(mod.TablaBoard);
  });

  it('is accessible in a replay, a read-only position and at the end of a game', async () => {
    const replay = await fixture<TablaBoard>(
      html`<tabla-board .replay=${{ position: 'prva start', steps: [{ dice: [3, 1], play: '8/5 6/5', caption: 'The 5 point' }] }}></tabla-board>`,
    );
    await expect(replay).to.be.accessible();
    const shown = await fixture<TablaBoard>(html`<tabla-board readonly position="treta w:24x13,20,3p b:24x14,22 turn:w" dice="3,1"></tabla-board>`);
    await expect(shown).to.be.accessible();
    const ended = await fixture<TablaBoard>(html`<tabla-board match-length="1"></tabla-board>`);
    ended.roll([6, 1]);
    ended.resign();
    await ended.updateComplete;
    expect(new BoardHarness(ended).button('new-match')).to.exist;
    await expect(ended).to.be.accessible();
  });

  it('speaks its own language (lang), and reports one it does not know', async () => {
    const wrap = await mount(
      html`<div>
        <tabla-board id="mk" lang="mk"></tabla-board>
        <tabla-board id="en"></tabla-board>
      </div>`,
    );
    const mk = wrap.querySelector<TablaBoard>('#mk')!;
    const en = wrap.querySelector<TablaBoard>('#en')!;
    const hm = new BoardHarness(mk);
    await hm.until(() => hm.button('roll')!.textContent!.trim() !== 'Roll', 5000, 'the Macedonian texts');
    expect(new BoardHarness(en).button('roll')!.textContent!.trim()).to.equal('Roll');
    setTimeout(() => (en.lang = 'xx'));
    const ev = await oneEvent(en, 'tabla-error');
    expect(ev.detail).to.include({ source: 'lang', value: 'xx', fallback: 'en' });
  });

  it('dice without a position: the starting position with that roll to play', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board game="vtora" dice="3,1"></tabla-board>`);
    const h = new BoardHarness(el);
    expect(el.getState().phase).to.equal('moving');
    expect(h.dice().map((d) => d.value)).to.deep.equal([3, 1]);
    expect(h.movable()).to.deep.equal(['p24']);
  });
});
