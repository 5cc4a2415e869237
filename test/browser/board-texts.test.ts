/**
 * The board's words match what it draws: the last move in the numbering of the point labels,
 * Vtora's ladder in words, counts with the right plural, a roll with no legal move shown with
 * its dice, and the game's name with the reader's rendering.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import type { Slot } from '../../src/board/view/geometry.js';
import { BoardHarness } from './helpers/board-harness.js';

describe('the board’s texts', function () {
  this.timeout(60_000);

  it('says the last move in the numbering of the point labels', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board seed="texts-3" black-player="human" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    const lastMove = () => el.shadowRoot!.querySelector('.last-move')?.textContent ?? '';
    // Two people at one board (shown from white's side): play until black has moved.
    for (let guard = 0; !/Last move: Black/.test(lastMove()); guard++) {
      if (guard > 20) throw new Error('black never moved');
      if (h.can('roll')) await h.press('roll');
      else await h.playTurnByClicks();
    }
    const line = el.shadowRoot!.querySelector('.last-move')!.textContent!;
    const moves = [...line.matchAll(/(\d+|bar)\/(?:\d+\*?\/)*(\d+)\*?(?:\((\d)\))?/g)];
    expect(moves.length, line).to.be.greaterThan(0);
    for (const [, from, to] of moves) {
      // Black runs from white's 1 towards white's 24: in white's numbering its moves go up.
      if (from !== 'bar') expect(Number(to), line).to.be.greaterThan(Number(from));
      expect(h.label(`p${to}` as Slot), `${line}: point ${to} as labelled`).to.contain('Black');
    }
  });

  it('says Vtora’s ladder in words: from which double to 6-6, and the number played now', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="vtora w:24x10,18x5 b:24x12,13x3 turn:w rolls:4/3" black-player="human"></tabla-board>`);
    const h = new BoardHarness(el);
    expect(el.roll([2, 2])).to.equal(true);
    await h.settle();
    expect(h.turnLine()).to.contain('Ladder: 2-2 → 6-6, playing the 2s').and.not.contain('then');
    // Four single steps of 2 (a target farther away would play several numbers at once).
    for (let i = 0; i < 4; i++) {
      const from = h.movable().find((slot) => /^p\d+$/.test(slot))!;
      await h.click(from);
      const to = `p${Number(from.slice(1)) - 2}` as Slot;
      expect(h.destinations(), `from ${from}`).to.include(to);
      await h.click(to);
    }
    expect(h.turnLine()).to.contain('Ladder: 2-2 → 6-6, playing the 3s');
    const ladder = el.shadowRoot!.querySelector('.dice.ladder')!;
    expect(ladder.getAttribute('aria-label')).to.contain('Ladder: 2-2 → 6-6, playing the 3s');
  });

  it('counts rolls with the plural of the board’s language', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="vtora w:24x15 b:24x15 turn:w rolls:1/0" black-player="human"></tabla-board>`);
    const h = new BoardHarness(el);
    const rolls = () => h.info().find((l) => l.includes('White')) ?? '';
    expect(rolls()).to.contain('White: 1 roll made').and.contain('Black: 0 rolls made');
    el.position = 'vtora w:24x15 b:24x15 turn:w rolls:2/21';
    el.lang = 'ro';
    await h.until(() => h.info().some((l) => l.includes('Alb')), 5000, 'Romanian');
    // Romanian: 1 aruncare, 2 aruncări (few), 21 de aruncări (other).
    expect(h.info().join(' '))
      .to.match(/2 aruncări/)
      .and.match(/21 de aruncări/);
  });

  it('shows a roll with no legal move: its dice and a “no legal move” note', async () => {
    // White is on the bar and black holds all six entry points.
    const el = await fixture<TablaBoard>(
      html`<tabla-board position="prva w:bar,13x6,8x3,6x5 b:6x2,5x2,4x2,3x2,2x2,1x2,13x3 turn:w" black-player="human" animation="off"></tabla-board>`,
    );
    const h = new BoardHarness(el);
    expect(el.roll([6, 5])).to.equal(true);
    await h.until(() => el.getState().position.turn === 'black' && h.can('roll'), 5000, 'the turn to pass');
    expect(h.dice().map((d) => d.value)).to.deep.equal([6, 5]);
    const note = el.shadowRoot!.querySelector('.dice .no-move');
    expect(note, 'the note by the dice').to.exist;
    expect(note!.textContent).to.equal('no legal move');
    expect(el.shadowRoot!.querySelector('.dice')!.getAttribute('aria-label')).to.contain('6–5').and.contain('no legal move');
  });

  it('names the game natively, with the reader’s rendering where the language differs', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board lang="en"></tabla-board>`);
    const h = new BoardHarness(el);
    expect(h.header()).to.contain('Прва (Prva)');
    el.lang = 'mk';
    await h.until(() => h.header().includes('Игра'), 5000, 'Macedonian');
    expect(h.header()).to.contain('Прва').and.not.contain('(');
    el.setAttribute('tradition', 'greek');
    el.lang = 'en';
    await h.until(() => h.header().includes('Game'), 5000, 'English');
    expect(h.header()).to.contain('Πόρτες (Portes)');
  });
});
