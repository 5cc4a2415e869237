/**
 * Moves by the sum of the dice (issue 40, RULES.md C1, C2, C4): with a checker picked, the end of
 * every legal combination of its dice is a target, shown like a one-die target; choosing it by
 * click, tap, drag or keyboard plays the engine's steps, and the status names the way. A sum that
 * is blocked is refused with the real reason. Real mouse, touch and keys, as a person plays.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, resetMouse, sendMouse } from '@web/test-runner-commands';
import '../../src/board/tabla-board.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { focusTo, press } from './helpers/keys.js';
import type { Slot } from '../../src/board/view/geometry.js';

const centre = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
};
/** A place as a person aims at it: its top checker, else the middle of its area. */
const target = (h: BoardHarness, slot: Slot) => h.slot(slot).querySelector('.checker.top') ?? h.slot(slot).querySelector('.hit') ?? h.slot(slot);
async function clickOn(h: BoardHarness, slot: Slot): Promise<void> {
  const c = centre(target(h, slot));
  await sendMouse({ type: 'click', position: [c.x, c.y] });
  await h.settle();
}
async function tapOn(h: BoardHarness, slot: Slot): Promise<void> {
  await executeServerCommand('tabla-touch', { points: [centre(target(h, slot))] });
  await h.settle();
}
const refusal = (h: BoardHarness) => h.root.querySelector('.refusal')?.textContent?.trim() ?? '';

/** White 9 with 5-2 and a black blot on white's 7: 9/4/2 and 9/7*\/2 both reach 2. */
const BLOT = 'w:9,6x5,13x5,8x2,24x2 b:18,13x5,8x4,6x5 turn:w';

afterEach(() => resetMouse());

describe('moves by the sum of the dice', function () {
  this.timeout(60_000);

  for (const game of ['prva', 'backgammon'] as const) {
    it(`${game} 5-2: a click on 9, then on 2, plays 9/7*/2 (the way that hits, as GNU Backgammon's board) and says so`, async () => {
      const pos = `${game}${game === 'backgammon' ? ' trad:international' : ''} ${BLOT}`;
      const el = await fixture<TablaBoard>(html`<tabla-board position=${pos} dice="5,2" black-player="human" animation="off"></tabla-board>`);
      const h = new BoardHarness(el);
      await clickOn(h, 'p9');
      expect(h.selected()).to.equal('p9');
      expect(h.destinations()).to.have.members(['p2', 'p4', 'p7']);
      expect(h.label('p2')).to.contain('move here');
      await clickOn(h, 'p2');
      expect(refusal(h)).to.equal('');
      expect(h.checkers('p2').white).to.equal(1);
      expect(h.checkers('p7').black).to.equal(0);
      expect(h.checkers('bar-black').black).to.equal(1);
      expect(h.dice().map((d) => d.used)).to.deep.equal([true, true]);
      expect(h.info().join(' ')).to.contain('Moved by the sum of the dice: 9/7*/2');
      expect(h.announcement()).to.contain('9/7*/2');
      expect(h.can('done')).to.equal(true);
    });
  }

  it('backgammon 5-2: a drag from 9 to 2 plays both dice', async () => {
    const el = await fixture<TablaBoard>(
      html`<tabla-board position=${`backgammon trad:international ${BLOT}`} dice="5,2" black-player="human" animation="off"></tabla-board>`,
    );
    const h = new BoardHarness(el);
    await h.drag('p9', 'p2');
    expect(h.checkers('p2').white).to.equal(1);
    expect(h.checkers('bar-black').black).to.equal(1);
    expect(h.dice().map((d) => d.used)).to.deep.equal([true, true]);
  });

  it('Prva 5-2: a tap on 9, then on 2, plays the sum on a touch screen', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position=${`prva ${BLOT}`} dice="5,2" black-player="human" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    await tapOn(h, 'p9');
    expect(h.destinations()).to.include('p2');
    await tapOn(h, 'p2');
    expect(h.checkers('p2').white).to.equal(1);
    expect(h.dice().map((d) => d.used)).to.deep.equal([true, true]);
  });

  it('Prva 4-3: 24 to 17 is refused because black holds 17, not as "7 away"', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="4,3" black-player="human" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    await clickOn(h, 'p24');
    expect(h.destinations()).to.have.members(['p20', 'p21']);
    await clickOn(h, 'p17');
    expect(refusal(h)).to.equal('Blocked: the opponent holds that point (4 + 3 away)');
    expect(h.checkers('p24').white).to.equal(2);
  });

  it("Prva 3-3: 24 to 15 is refused because the way stops on black's 18", async () => {
    const el = await fixture<TablaBoard>(
      html`<tabla-board
        position="prva w:24x2,13x5,8x3,6x5 b:7x2,13x5,8x3,6x5 turn:w"
        dice="3,3"
        black-player="human"
        quick-move="off"
        animation="off"
      ></tabla-board>`,
    );
    const h = new BoardHarness(el);
    await clickOn(h, 'p24');
    expect(h.destinations()).to.deep.equal(['p21']);
    await clickOn(h, 'p15');
    expect(refusal(h)).to.equal('Blocked on the way: moving 3 + 3 + 3, the checker would stop on a point the opponent holds');
  });

  it('a double: four steps by drag, three steps by keyboard', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="2,2" black-player="human" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    await h.drag('p24', 'p16');
    expect(h.checkers('p16').white).to.equal(1);
    expect(h.checkers('p24').white).to.equal(1);
    expect(h.dice().every((d) => d.used)).to.equal(true);
    expect(h.info().join(' ')).to.contain('24/22/20/18/16');

    const kb = await fixture<TablaBoard>(
      html`<tabla-board position="prva start" dice="2,2" black-player="human" quick-move="off" animation="off"></tabla-board>`,
    );
    const k = new BoardHarness(kb);
    k.slot('p13').focus();
    await press('Enter');
    await k.settle();
    expect(k.selected()).to.equal('p13');
    expect(k.destinations()).to.have.members(['p11', 'p9', 'p7', 'p5']);
    await focusTo(kb, 'p7');
    await press('Enter');
    await k.settle();
    expect(k.checkers('p7').white).to.equal(1);
    expect(k.dice().filter((d) => d.used)).to.have.length(3);
  });

  for (const [game, attrs] of [
    ['Fevga', { tradition: 'greek', game: 'fevga' }],
    ['Long nardy', { tradition: 'macedonian', game: 'nardy' }],
  ] as const) {
    it(`${game} 6-5: a click on 24, then on 13, plays both dice with one checker`, async () => {
      const el = await fixture<TablaBoard>(
        html`<tabla-board tradition=${attrs.tradition} game=${attrs.game} dice="6,5" black-player="human" animation="off"></tabla-board>`,
      );
      const h = new BoardHarness(el);
      await clickOn(h, 'p24');
      expect(h.destinations()).to.include('p13');
      await clickOn(h, 'p13');
      expect(refusal(h)).to.equal('');
      expect(h.checkers('p13').white).to.equal(1);
      expect(h.dice().map((d) => d.used)).to.deep.equal([true, true]);
      expect(h.info().join(' ')).to.contain('24/18/13');
    });
  }
});
