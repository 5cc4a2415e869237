/**
 * The board as a person meets it (issue 17): real mouse clicks, real touch (Chromium's touch
 * events through the `tabla-touch` command), keys, viewports of a laptop and of a phone held
 * both ways, the last move and the opening roll on view, reasons for every refusal, the resign
 * question, read-only figures, the board facing black, names, themes.
 */
import { expect, fixture, fixtureCleanup, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/board/tabla-board.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import type { Slot } from '../../src/board/view/geometry.js';

const centre = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
};
const checkerOf = (h: BoardHarness, slot: Slot) => h.slot(slot).querySelector('.checker.top') ?? h.slot(slot);
async function clickAt(el: Element): Promise<void> {
  const c = centre(el);
  await sendMouse({ type: 'click', position: [c.x, c.y] });
}
async function touch(points: { x: number; y: number }[]): Promise<void> {
  await executeServerCommand('tabla-touch', { points });
}
const slotOf = (root: ShadowRoot) => root.activeElement?.getAttribute('data-slot') ?? null;

afterEach(async () => {
  await resetMouse();
  await setViewport({ width: 800, height: 600 });
  await emulateMedia({ colorScheme: 'light' });
});

describe('the board as a person plays it', () => {
  it('finding 1: after the bot plays, its dice, its move in words and arrows stay until the next roll', async function () {
    // The bot's first move starts its worker and loads its network: slow on a loaded test machine.
    this.timeout(60_000);
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start turn:b" seed="last" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    await h.until(() => h.can('roll'), 20_000, 'white to roll after the bot');
    const line = h.root.querySelector('.last-move')!.textContent!;
    const dice = /^Last move: Black (\d–\d): \S/.exec(line);
    expect(dice, line).to.not.equal(null);
    expect(h.root.querySelector('.dice.last')!.getAttribute('aria-label')).to.match(new RegExp(`^Black's last roll ${dice![1][0]}–`));
    expect(h.root.querySelectorAll('.arrow').length).to.be.greaterThan(0);
    await clickAt(h.button('roll')!);
    await h.settle();
    expect(h.root.querySelector('.dice.last'), 'the new roll replaces them').to.equal(null);
  });

  it('finding 2: the opening roll is shown until the starter rolls', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board black-player="human" seed="open"></tabla-board>`);
    const h = new BoardHarness(el);
    while (el.getState().phase === 'opening') {
      await clickAt(h.button('roll')!);
      await h.settle();
    }
    const { white, black } = el.getState().opening!;
    expect(h.turnLine())
      .to.contain(`Opening roll: white ${white}, black ${black}`)
      .and.contain(`${white > black ? 'White' : 'Black'} starts`);
    expect(h.root.querySelector('.dice.opening')).to.exist;
  });

  it('finding 3: Resign asks, says what it gives away, and can be taken back', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="3,1" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    await clickAt(h.button('resign')!);
    await h.settle();
    expect(h.root.querySelector('.resign-confirm')!.textContent).to.contain('Resign this game? Black scores 2.');
    await clickAt(h.button('resign-no')!);
    await h.settle();
    expect(el.getState().phase).to.equal('moving');
    await clickAt(h.button('resign')!);
    await h.settle();
    const end = oneEvent(el, 'tabla-game-end');
    await clickAt(h.button('resign-yes')!);
    expect((await end).detail).to.include({ winner: 'black', points: 2, kind: 'resign' });
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
    [844, 390],
  ]) {
    it(`finding 4 and 10: at ${width}×${height} the board and its buttons fit the viewport`, async () => {
      await setViewport({ width, height });
      const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="6,5" animation="off"></tabla-board>`);
      const h = new BoardHarness(el);
      await h.click('p24'); // picked (a click without a press): Undo and Done are shown
      const inside = (e: Element, what: string) => {
        const r = e.getBoundingClientRect();
        expect(r.bottom, `${what} bottom`).to.be.at.most(height + 0.5);
        expect(r.right, `${what} right`).to.be.at.most(width + 0.5);
        expect(r.top, `${what} top`).to.be.at.least(-0.5);
      };
      inside(h.root.querySelector('svg.board')!, 'board');
      for (const b of ['roll', 'undo', 'done', 'resign', 'rules']) if (h.button(b)) inside(h.button(b)!, b);
      const point = h.slot('p13').querySelector('.hit')!.getBoundingClientRect();
      const checker = h.slot('p13').querySelector('.checker')!.getBoundingClientRect();
      console.log(`tabla-sizes ${width}x${height}: point ${point.width.toFixed(1)}×${point.height.toFixed(1)} px, checker ${checker.width.toFixed(1)} px`);
      // On a phone held upright the board is turned (board-phone.test.ts): the tap area's long side runs across.
      expect(Math.max(point.width, point.height), 'tap length').to.be.at.least(32);
      if (width < height) expect(Math.min(point.width, point.height), 'point width on a phone').to.be.at.least(28);
    });
  }

  it('finding 5: a finger drags a checker with real touch events, and one click moves a checker that has one way', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="6,5" black-player="human" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    const a = centre(checkerOf(h, 'p24'));
    const b = centre(h.slot('p18').querySelector('.hit')!);
    const cancelled: string[] = [];
    el.shadowRoot!.addEventListener('pointercancel', (e) => cancelled.push((e as PointerEvent).pointerType), true);
    await touch([a, { x: a.x, y: a.y + 6 }, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, b, b]);
    await h.settle();
    expect(cancelled).to.deep.equal([]);
    expect(h.checkers('p18').white).to.equal(1);
    // The 5 is left: the checker on 13 has only 13/8 with it, so one click plays it. (A touch tap
    // sent through CDP raises no click in headless Chromium, so the tap is checked with the mouse.)
    await clickAt(checkerOf(h, 'p13'));
    await h.settle();
    expect(h.checkers('p8').white).to.equal(4);
    expect(h.can('done')).to.equal(true);
  });

  it('finding 6: a refused pick or drop says which rule (Fevga first checker, bar first, blocked)', async () => {
    const fevga = await fixture<TablaBoard>(html`<tabla-board position="fevga w:24x14,20 b:24x15 turn:w" dice="3,1" animation="off"></tabla-board>`);
    let h = new BoardHarness(fevga);
    await clickAt(checkerOf(h, 'p24'));
    await h.settle();
    expect(h.root.querySelector('.refusal')!.textContent).to.contain('First-checker rule');
    expect(h.announcement()).to.contain('First-checker rule');
    fixtureCleanup();
    const prva = await fixture<TablaBoard>(
      html`<tabla-board position="prva w:bar,24,13x5,8x3,6x5 b:24x2,13x5,8x3,6x5 turn:w" dice="6,5" animation="off"></tabla-board>`,
    );
    h = new BoardHarness(prva);
    await clickAt(checkerOf(h, 'p13'));
    await h.settle();
    expect(h.root.querySelector('.refusal')!.textContent).to.equal('Enter your checker from the bar first');
    fixtureCleanup();
    const blocked = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="6,5" animation="off" black-player="human"></tabla-board>`);
    h = new BoardHarness(blocked);
    await h.drag('p13', 'p12'); // 13/12 is no die; a drop there is refused with the numbers left
    expect(h.root.querySelector('.refusal')!.textContent).to.equal('That place is 1 away; the dice left are 6, 5');
  });

  it('finding 8: a read-only figure shows the position, its dice and a caption — no match, no "you", no bot — in few nodes', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board readonly position="prva start" dice="3,1" caption="The opening 3–1"></tabla-board>`);
    const text = el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
    for (const word of ['you', 'bot', 'Game 1', 'to move', 'match']) expect(text, word).to.not.contain(word);
    expect(el.shadowRoot!.querySelector('figcaption')!.textContent).to.equal('The opening 3–1');
    expect(el.shadowRoot!.querySelectorAll('.dice .dc').length).to.equal(2);
    const nodes = el.shadowRoot!.querySelectorAll('*').length;
    console.log(`tabla-figure-nodes ${nodes}`);
    expect(nodes).to.be.at.most(250);
    expect(el.botMode).to.equal('none');
  });

  it('finding 9: focus starts on a movable checker, M cycles them, a digit moves by that die, R rolls from anywhere', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" black-player="human" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    document.body.focus();
    await sendKeys({ press: 'r' }); // the page's only board: R rolls without focusing it
    await h.settle();
    expect(el.getState().phase).to.equal('moving');
    el.shadowRoot!.querySelector<SVGElement>('[data-slot][tabindex="0"]')!.focus();
    const first = slotOf(el.shadowRoot!);
    expect(h.movable()).to.include(first);
    await sendKeys({ press: 'm' });
    const second = slotOf(el.shadowRoot!);
    expect(second).to.not.equal(first);
    expect(h.movable()).to.include(second);
  });

  it('finding 9: one key per step — a digit moves the focused checker by that die', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="6,5" black-player="human" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    el.shadowRoot!.querySelector<SVGElement>('[data-slot][tabindex="0"]')!.focus();
    for (let i = 0; i < 4 && slotOf(el.shadowRoot!) !== 'p24'; i++) await sendKeys({ press: 'm' });
    expect(slotOf(el.shadowRoot!)).to.equal('p24');
    await sendKeys({ press: '6' });
    await h.settle();
    expect(h.checkers('p18').white).to.equal(1);
    await sendKeys({ press: '4' }); // no 4 to play: the reason is said
    await h.settle();
    expect(h.announcement()).to.contain('the dice left are 5');
  });

  it('finding 9: with two playable boards on the page, R outside them does nothing', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div><tabla-board black-player="human"></tabla-board><tabla-board black-player="human"></tabla-board></div>`,
    );
    document.body.focus();
    await sendKeys({ press: 'r' });
    for (const b of wrap.querySelectorAll<TablaBoard>('tabla-board')) expect(b.getState().opening).to.equal(null);
  });

  it('finding 11: playing black against the bot, black’s home is at the bottom', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board white-player="bot" black-player="human" position="prva start" readonly></tabla-board>`);
    el.readonly = false;
    await el.updateComplete;
    const h = new BoardHarness(el);
    const mid = el.shadowRoot!.querySelector('svg.board')!.getBoundingClientRect();
    const y = (slot: Slot) => centre(h.slot(slot).querySelector('.checker')!).y;
    // Black's home (black's points 1–6) is white's 19–24: black's six checkers on white's 19 are at the bottom.
    expect(y('p19')).to.be.greaterThan(mid.top + mid.height / 2);
    expect(y('p6')).to.be.lessThan(mid.top + mid.height / 2);
  });

  it('finding 12: the score and the clocks carry the players’ names', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board white-name="Ana" black-name="Boris" black-player="remote" clock="0+60"></tabla-board>`);
    const h = new BoardHarness(el);
    expect(h.header()).to.contain('Ana 0 – 0 Boris, match to 5').and.contain('Ana 1:00').and.contain('Boris 1:00');
  });

  it('finding 14: theme="auto" by default follows the OS, theme="light" and "dark" force it', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const wrap = await fixture<HTMLDivElement>(
      html`<div><tabla-board readonly></tabla-board><tabla-board readonly theme="light"></tabla-board><tabla-board readonly theme="dark"></tabla-board></div>`,
    );
    const [plain, light, dark] = [...wrap.querySelectorAll('tabla-board')].map((b) => getComputedStyle(b).color);
    expect(plain).to.equal('rgb(241, 230, 210)');
    expect(light).to.equal('rgb(43, 29, 14)');
    expect(dark).to.equal('rgb(241, 230, 210)');
    expect(getComputedStyle(wrap.children[2]).backgroundColor).to.equal('rgb(32, 22, 13)');
  });

  it('auto-confirm: a complete turn is confirmed by itself', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="6,5" black-player="human" auto-confirm animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    const moved = oneEvent(el, 'tabla-move');
    for (const slot of ['p24', 'p18', 'p13', 'p8'] as Slot[]) await h.click(slot);
    expect((await moved).detail.notation).to.equal('24/18 13/8');
  });

  it('move-list: the plays of the match, exported as .mat text for Prva', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="6,5" black-player="human" move-list animation="off"></tabla-board>`);
    el.play('24/13');
    await el.updateComplete;
    el.roll([3, 1]);
    el.play('8/5 6/5');
    await el.updateComplete;
    const items = [...el.shadowRoot!.querySelectorAll('.move-list li')].map((li) => li.textContent!.trim());
    expect(items).to.deep.equal(['White 6–5: 24/13', 'Black 3–1: 8/5 6/5']);
    const { exportText } = await import('../../src/board/view/render-moves.js');
    const { text, filename } = await exportText((el as unknown as { live: Parameters<typeof exportText>[0] }).live, { white: 'White', black: 'Black' });
    expect(filename).to.equal('tabla-match.mat');
    // One step per die, as GNU Backgammon writes a play.
    expect(text)
      .to.contain(' 5 point match')
      .and.contain(' Game 1')
      .and.match(/ {2}1\) 65: 24\/18 18\/13 +31: 8\/5 6\/5/);
  });
});
