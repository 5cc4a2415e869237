/**
 * The board on a phone held upright (issue 17, finding 10): at 360×740 and 390×844 CSS px the
 * board turns a quarter (`layout="auto"`), every point is at least 28 px wide and its tap area at
 * least 32 px long, nothing overflows the viewport, and a drag and a real click play (a finger's
 * drag on the turned board: board-experience's finding 5, at 390×844).
 */
import { expect, fixture, fixtureCleanup, html, oneEvent } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/board/tabla-board.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import type { Slot } from '../../src/board/view/geometry.js';
import { wantsPortrait } from '../../src/board/element/portrait-controller.js';

const centre = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { x: Math.round(r.left + r.width / 2), y: Math.round(r.top + r.height / 2) };
};
const checkerOf = (h: BoardHarness, slot: Slot) => h.slot(slot).querySelector('.checker.top')!;

afterEach(async () => {
  await resetMouse();
  await setViewport({ width: 800, height: 600 });
});

describe('the board on a phone held upright', () => {
  for (const [width, height] of [
    [360, 740],
    [390, 844],
  ]) {
    it(`at ${width}×${height}: turned, every point ≥ 28 px wide, no overflow, buttons in view`, async () => {
      await setViewport({ width, height });
      const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="6,5" animation="off"></tabla-board>`);
      const h = new BoardHarness(el);
      await h.click('p24'); // picked: Undo and Done are shown too
      const board = h.root.querySelector('svg.board')!;
      expect(board.classList.contains('portrait'), 'turned').to.equal(true);
      let narrowest = Infinity;
      for (let p = 1; p <= 24; p++) {
        const r = h.slot(`p${p}`).querySelector('.hit')!.getBoundingClientRect();
        narrowest = Math.min(narrowest, Math.min(r.width, r.height));
        expect(Math.min(r.width, r.height), `point ${p} width`).to.be.at.least(28);
        expect(Math.max(r.width, r.height), `point ${p} tap length`).to.be.at.least(32);
        expect(r.width, `point ${p} runs across the screen`).to.be.greaterThan(r.height);
      }
      const checker = checkerOf(h, 'p13').getBoundingClientRect();
      console.log(
        `tabla-phone ${width}x${height}: narrowest point ${narrowest.toFixed(1)} px, checker ${checker.width.toFixed(1)} px, board ${board.getBoundingClientRect().width.toFixed(0)}×${board.getBoundingClientRect().height.toFixed(0)}`,
      );
      expect(document.documentElement.scrollWidth, 'no horizontal overflow').to.be.at.most(width);
      for (const e of [board, ...['roll', 'undo', 'done', 'resign', 'rules'].map((b) => h.button(b)).filter((b) => b !== null)]) {
        const r = e!.getBoundingClientRect();
        expect(r.right, 'inside the viewport').to.be.at.most(width + 0.5);
        expect(r.left).to.be.at.least(-0.5);
        expect(r.bottom, 'above the fold').to.be.at.most(height + 0.5);
      }
      // The numbers stay upright: a two-digit point number is wider than tall on screen.
      const number = [...board.querySelectorAll('.point-number')].find((n) => n.textContent === '24')!.getBoundingClientRect();
      expect(number.width, 'upright point number').to.be.greaterThan(number.height);
    });
  }

  it('plays by a drag and a real click when turned', async () => {
    await setViewport({ width: 360, height: 740 });
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="6,5" black-player="human" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    // A drag (pointer events at screen coordinates, mapped back through the turned drawing); a
    // finger's drag when turned is board-experience's "finding 5" (390×844 is turned too).
    await h.drag('p24', 'p18');
    expect(h.checkers('p18').white, 'dropped on 18').to.equal(1);
    const c = centre(checkerOf(h, 'p13'));
    await sendMouse({ type: 'click', position: [c.x, c.y] }); // the 5 left: 13/8 is its only way
    await h.settle();
    expect(h.checkers('p8').white).to.equal(4);
  });

  it('layout="landscape" keeps the drawing as on a desk; a bad layout is reported', async () => {
    await setViewport({ width: 360, height: 740 });
    const el = await fixture<TablaBoard>(html`<tabla-board layout="landscape" animation="off"></tabla-board>`);
    expect(el.shadowRoot!.querySelector('svg.board')!.classList.contains('portrait')).to.equal(false);
    setTimeout(() => el.setAttribute('layout', 'sideways'));
    const ev = await oneEvent(el, 'tabla-error');
    expect(ev.detail).to.include({ source: 'layout', value: 'sideways', fallback: 'auto' });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('svg.board')!.classList.contains('portrait'), 'auto turns it again').to.equal(true);
    fixtureCleanup();
    await setViewport({ width: 1280, height: 800 });
    const desk = await fixture<TablaBoard>(html`<tabla-board animation="off"></tabla-board>`);
    expect(desk.shadowRoot!.querySelector('svg.board')!.classList.contains('portrait'), 'not on a laptop').to.equal(false);
  });

  it('arrow keys follow the screen on the turned board: Down goes down, Right goes right', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="6,5" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    const focused = () => el.shadowRoot!.activeElement as SVGElement;
    h.slot('p9').focus(); // the right-hand row on the turned board, away from the ends: each arrow has somewhere to go
    for (const [key, dx, dy] of [
      ['ArrowDown', 0, 1],
      ['ArrowUp', 0, -1],
      ['ArrowLeft', -1, 0],
      ['ArrowRight', 1, 0],
    ] as const) {
      const before = centre(focused());
      await sendKeys({ press: key });
      await el.updateComplete;
      const after = centre(focused());
      const moved = { x: Math.sign(Math.round((after.x - before.x) / 10)), y: Math.sign(Math.round((after.y - before.y) / 10)) };
      expect(moved, `${key} from ${before.x},${before.y} to ${after.x},${after.y}`).to.deep.equal({ x: dx, y: dy });
    }
  });

  it('auto turns only a playing board on a portrait viewport whose landscape points would be under 28 px', () => {
    expect(wantsPortrait('auto', 374, { width: 390, height: 844 }, false)).to.equal(true);
    expect(wantsPortrait('auto', 374, { width: 390, height: 844 }, true), 'a figure stays').to.equal(false);
    expect(wantsPortrait('auto', 768, { width: 800, height: 1200 }, false), 'a tablet').to.equal(false);
    expect(wantsPortrait('auto', 374, { width: 844, height: 390 }, false), 'a landscape phone').to.equal(false);
    expect(wantsPortrait('portrait', 768, { width: 1280, height: 800 }, false)).to.equal(true);
  });
});
