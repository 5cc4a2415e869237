/** Keyboard only: a whole game (from a bearing-off position) played with arrow keys, Enter and shortcuts. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { focusTo, focused, press } from './helpers/keys.js';

describe('keyboard play', function () {
  this.timeout(60_000);

  it('plays a whole bearing-off game by keyboard only', async () => {
    const el = await fixture<TablaBoard>(
      html`<tabla-board position="prva w:6x3,5x3,4x3,3x2,2x2,1x2 b:6x3,5x3,4x3,3x2,2x2,1x2 turn:w" match-length="1" seed="kb" animation="off"></tabla-board>`,
    );
    const h = new BoardHarness(el);
    // Tab from the page into the board: the focus lands on a place of the board.
    const before = document.createElement('button');
    before.textContent = 'before';
    el.before(before);
    before.focus();
    await press('Tab');
    expect(focused(el)).to.not.equal(null);
    let turns = 0;
    let usedDice = false;
    while (!h.button('new-match')) {
      await h.until(() => h.can('roll') || h.movable().length > 0 || h.can('done') || !!h.button('new-match'), 5000, 'white to act');
      if (h.button('new-match')) break;
      if (h.can('roll')) {
        await press('r');
        await h.settle();
        continue;
      }
      while (h.movable().length > 0) {
        const from = h.movable()[0];
        await focusTo(el, from);
        await press('Enter');
        await h.settle();
        // Enter moves a checker that has one destination at once; else it picks it.
        if (h.selected() === from) {
          const to = h.destinations()[0];
          await focusTo(el, to);
          await press(' ');
          await h.settle();
        }
        if (h.dieChoices().length) {
          // The die-choice buttons take the focus by Tab; Enter picks.
          el.shadowRoot!.querySelector<HTMLButtonElement>('button[data-die]')!.focus();
          await press('Enter');
          await h.settle();
        }
      }
      expect(h.can('done')).to.equal(true);
      if (!usedDice) {
        // Confirm once by the dice (Tab reaches them), afterwards with the D shortcut.
        usedDice = true;
        el.shadowRoot!.querySelector<SVGElement>('[data-action="confirm"]')!.focus();
        await press('Enter');
      } else {
        await press('d');
      }
      await h.settle();
      turns++;
      expect(turns).to.be.lessThan(60);
    }
    expect(el.getState().phase).to.equal('match-over');
    expect(h.turnLine()).to.contain('wins the match');
  });

  it('undoes with U and cancels a pick with Escape', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="3,1" black-player="human"></tabla-board>`);
    const h = new BoardHarness(el);
    h.slot('p1').focus();
    await focusTo(el, 'p8');
    await press('Enter');
    await el.updateComplete;
    expect(h.selected()).to.equal('p8');
    await press('Escape');
    await el.updateComplete;
    expect(h.selected()).to.equal(null);
    await press('Enter');
    await focusTo(el, 'p5');
    await press('Enter');
    await h.settle();
    expect(h.checkers('p5').white).to.equal(1);
    await press('u');
    await h.settle();
    expect(h.checkers('p5').white).to.equal(0);
    expect(h.announcement()).to.contain('taken back');
  });
});
