/**
 * What the board tells a person about input (issue 40): a keyboard pick names the places the
 * checker may go (six languages), `quick-move="off"` turns the one-tap move off, a tap on the
 * opponent's checker says whose it is, and a tap on the dice is Done once every number is played
 * (seed 001: "the turn waits for Done — or a touch on the dice"). Real mouse, touch and keys.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/board/tabla-board.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { focusTo, press } from './helpers/keys.js';
import type { Slot } from '../../src/board/view/geometry.js';

const centre = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
};
const aim = (h: BoardHarness, slot: Slot) => h.slot(slot).querySelector('.checker.top') ?? h.slot(slot).querySelector('.hit') ?? h.slot(slot);
async function clickOn(h: BoardHarness, el: Element): Promise<void> {
  el.scrollIntoView({ block: 'center' });
  const c = centre(el);
  await sendMouse({ type: 'click', position: [c.x, c.y] });
  await h.settle();
}
async function tapOn(h: BoardHarness, el: Element): Promise<void> {
  el.scrollIntoView({ block: 'center' });
  await executeServerCommand('tabla-touch', { points: [centre(el)] });
  await h.settle();
}
const refusal = (h: BoardHarness) => h.root.querySelector('.refusal')?.textContent?.trim() ?? '';

afterEach(async () => {
  await resetMouse();
  await setViewport({ width: 800, height: 600 });
});

describe('input feedback', function () {
  this.timeout(60_000);

  it("a keyboard pick announces where the checker may go, sums of the dice too, in the board's language", async () => {
    const said: Record<string, string> = {};
    for (const lang of ['en', 'mk', 'bg', 'el', 'tr', 'ro']) {
      const el = await fixture<TablaBoard>(
        html`<tabla-board position="prva start" dice="3,1" black-player="human" animation="off" lang=${lang}></tabla-board>`,
      );
      const h = new BoardHarness(el);
      await (el as unknown as { i18n: { ready: Promise<void> } }).i18n.ready;
      await h.settle();
      h.root.querySelector<SVGElement>('[data-slot][tabindex="0"]')!.focus(); // Tab's stop on the board
      await focusTo(el, 'p8');
      await press('Enter');
      await h.settle();
      expect(h.selected(), lang).to.equal('p8');
      said[lang] = h.announcement();
    }
    expect(said.en).to.equal('Point 8 picked: can move to 7, 5 or 4');
    expect(said.mk).to.equal('Поле 8 избрано: може да се мрдне на 7, 5 или 4');
    expect(said.bg).to.equal('Поле 8 избрано: може да се мести на 7, 5 или 4');
    expect(said.el).to.equal('Θέση 8 επιλεγμένη: μπορεί να κινηθεί σε 7, 5 ή 4');
    expect(said.tr).to.equal('8. hane seçildi: gidebileceği haneler 7, 5 veya 4');
    expect(said.ro).to.equal('Punctul 8 selectat: se poate muta pe 7, 5 sau 4');
  });

  it('quick-move="off": a click on a checker with one place to go picks it instead of moving it', async () => {
    const quick = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="6,5" black-player="human" animation="off"></tabla-board>`);
    const q = new BoardHarness(quick);
    await clickOn(q, aim(q, 'p24'));
    expect(q.checkers('p18').white, 'the default: one click moves 24/18').to.equal(1);
    quick.remove();

    const el = await fixture<TablaBoard>(
      html`<tabla-board position="prva start" dice="6,5" black-player="human" animation="off" quick-move="off"></tabla-board>`,
    );
    const h = new BoardHarness(el);
    await clickOn(h, aim(h, 'p24'));
    expect(h.selected()).to.equal('p24');
    expect(h.checkers('p24').white).to.equal(2);
    expect(h.destinations()).to.have.members(['p18', 'p13']);
    expect(h.announcement()).to.equal('Point 24 picked: can move to 18 or 13');
  });

  it("a tap on the opponent's checker says it is the opponent's", async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="6,5" black-player="human" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    await tapOn(h, aim(h, 'p19'));
    expect(refusal(h)).to.equal("That checker is your opponent's: pick one of yours");
    expect(h.announcement()).to.equal("That checker is your opponent's: pick one of yours");
    await tapOn(h, aim(h, 'p20'));
    expect(refusal(h), 'an empty point says nothing').to.equal('');
  });

  for (const [name, size] of [
    ['a laptop', { width: 1280, height: 800 }],
    ['a phone held upright', { width: 390, height: 844 }],
    ['a phone held sideways', { width: 844, height: 390 }],
  ] as const)
    it(`a tap on the dice is Done once every number is played (seed 001), and nothing before, on ${name}`, async () => {
      await setViewport(size);
      const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="6,5" black-player="human" animation="off"></tabla-board>`);
      const h = new BoardHarness(el);
      const dice = () => h.root.querySelector('.dice')!;
      await tapOn(h, dice());
      expect(el.getState().phase, 'a tap before any number is played').to.equal('moving');
      await tapOn(h, aim(h, 'p24')); // 24/18, its only way
      await tapOn(h, dice());
      expect(el.getState().phase, 'a tap with the 5 still to play').to.equal('moving');
      await tapOn(h, aim(h, 'p13'));
      await tapOn(h, aim(h, 'p8'));
      expect(h.can('done')).to.equal(true);
      const moves: string[] = [];
      el.addEventListener('tabla-move', (e) => moves.push(e.detail.notation));
      await tapOn(h, dice()); // the middle of the dice: the gap between them is theirs too
      expect(moves).to.deep.equal(['24/18 13/8']);
    });
});
