/**
 * Hot-seat: two people at one board. With `auto-flip` the board turns to the player to move
 * (that player's home board at the bottom right, points numbered for them); clicks, drags and
 * arrow keys follow the turned board.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import type { Slot } from '../../src/board/view/geometry.js';

/** Where a place is drawn: which half of the board, and its column (0 = leftmost). */
function where(h: BoardHarness, slot: Slot): { bottom: boolean; right: boolean; x: number } {
  const svg = h.el.shadowRoot!.querySelector('svg.board')!.getBoundingClientRect();
  const r = h.slot(slot).getBoundingClientRect();
  const cx = r.left + r.width / 2;
  const cy = r.top + r.height / 2;
  return { bottom: cy > svg.top + svg.height / 2, right: cx > svg.left + svg.width / 2, x: cx };
}

/** The rightmost point drawn in the bottom row. */
function bottomRightPoint(h: BoardHarness): Slot {
  let best: { slot: Slot; x: number } | null = null;
  for (let p = 1; p <= 24; p++) {
    const w = where(h, `p${p}`);
    if (w.bottom && (!best || w.x > best.x)) best = { slot: `p${p}`, x: w.x };
  }
  return best!.slot;
}

describe('<tabla-board auto-flip> (hot-seat)', function () {
  this.timeout(60_000);

  it('turns the board to whoever moves in Prva (opposite directions), and play goes on by clicks and drags', async () => {
    const el = await fixture<TablaBoard>(
      html`<tabla-board black-player="human" auto-flip position="prva start" dice="3,1" animation="off" style="width: 600px"></tabla-board>`,
    );
    const h = new BoardHarness(el);
    await expect(el).to.be.accessible();
    expect(bottomRightPoint(h), 'white to move: white’s point 1 bottom right').to.equal('p1');
    expect(h.label('p1')).to.contain('Point 1');
    await h.playTurnByClicks();
    await h.settle();
    expect(el.getState().position.turn).to.equal('black');
    expect(bottomRightPoint(h), 'black to move: black’s point 1 (white’s 24) bottom right').to.equal('p24');
    expect(h.label('p24')).to.contain('Point 1');
    expect(where(h, 'p19').bottom).to.equal(true); // black’s home board (its 1–6) is the bottom row
    await h.press('roll');
    // A drag on the turned board lands where it is drawn.
    const movable = h.movable();
    expect(movable.length).to.be.greaterThan(0);
    await h.click(movable[0]);
    const dest = h.destinations()[0];
    await h.click(movable[0]); // put it back
    await h.drag(movable[0], dest);
    expect(h.selected()).to.equal(null);
    expect(
      h.dice().some((d) => d.used),
      'the dragged step was played',
    ).to.equal(true);
    await h.playTurnByClicks();
    expect(el.getState().position.turn).to.equal('white');
    expect(bottomRightPoint(h)).to.equal('p1');
  });

  it('turns the board half round for the same-direction games (Fevga)', async () => {
    const el = await fixture<TablaBoard>(
      html`<tabla-board black-player="human" auto-flip position="fevga start turn:b" dice="6,5" animation="off"></tabla-board>`,
    );
    const h = new BoardHarness(el);
    // Black’s point 1 is white’s 13; black’s home (white’s 13–18) is drawn bottom right.
    expect(bottomRightPoint(h)).to.equal('p13');
    expect(h.label('p13')).to.contain('Point 1');
    expect(where(h, 'p18').bottom && where(h, 'p18').right).to.equal(true);
    expect(where(h, 'p1').bottom, 'white’s home is on top').to.equal(false);
  });

  it('arrow keys follow the turned board', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board black-player="human" auto-flip position="prva start turn:b" dice="3,1"></tabla-board>`);
    const h = new BoardHarness(el);
    // Bottom row, rightmost is p24 now; the left arrow goes to the next column on the left: p23.
    h.slot('p24').focus();
    h.slot('p24').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, composed: true }));
    await h.settle();
    expect(el.shadowRoot!.activeElement?.getAttribute('data-slot')).to.equal('p23');
  });

  it('without auto-flip, or when a side is not a person here, the board stays put', async () => {
    const fixed = await fixture<TablaBoard>(html`<tabla-board black-player="human" position="prva start turn:b" dice="3,1"></tabla-board>`);
    expect(bottomRightPoint(new BoardHarness(fixed))).to.equal('p1');
    const remote = await fixture<TablaBoard>(html`<tabla-board black-player="remote" auto-flip position="prva start turn:b" dice="3,1"></tabla-board>`);
    expect(bottomRightPoint(new BoardHarness(remote))).to.equal('p1');
    // Switching it on while black moves turns the board at once.
    fixed.autoFlip = true;
    await fixed.updateComplete;
    expect(bottomRightPoint(new BoardHarness(fixed))).to.equal('p24');
    expect(fixed.getAttribute('auto-flip')).to.equal('');
  });
});
