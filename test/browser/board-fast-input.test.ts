/**
 * Input a fast player can trust (issue 40): a click on a checker that is still sliding is a click
 * on that checker at its place, and a 24-step Vtora ladder (RULES.md V3) clicked at a fast
 * player's pace takes every step. How long the page is blocked meanwhile is a benchmark
 * (test/bench/board-fast-input.bench.ts), not an assertion here.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/board/tabla-board.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { clickTurnAtPace } from './helpers/fast-clicks.js';

describe('input during slides', function () {
  this.timeout(60_000);

  it('a 24-step 1-1 ladder clicked at a fast pace, each click on the checker still sliding, takes every step', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="vtora w:24x15 b:24x15 turn:w rolls:3/3" dice="1,1" black-player="human"></tabla-board>`);
    const h = new BoardHarness(el);
    await h.settle();
    expect(h.dice()).to.have.length(24);
    const turn = await clickTurnAtPace(el, h, 24);
    expect(turn.slidingClicks, 'clicks on a checker still sliding').to.be.at.least(8);
    expect(turn.move.steps).to.have.length(24);
  });
});
