/**
 * Long nardy's refusals as a player meets them (RULES.md N4, N5): a real click on a checker the
 * head rule or the block rule holds back shows the rule in the note over the board and in the
 * live region, in the board's language.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import '../../src/board/tabla-board.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import type { Slot } from '../../src/board/view/geometry.js';

async function clickChecker(h: BoardHarness, slot: Slot): Promise<void> {
  const r = (h.slot(slot).querySelector('.checker.top') ?? h.slot(slot)).getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
  await h.settle();
}
const note = (h: BoardHarness) => h.root.querySelector('.refusal')?.textContent ?? '';
/** Waits until the board speaks its language (its help text is no longer the English one). */
async function spoken(h: BoardHarness, lang: string): Promise<void> {
  if (lang !== 'en') await h.until(() => !h.root.querySelector('svg.board')!.getAttribute('aria-label')!.startsWith('Tabla board'), 5000, `the ${lang} texts`);
}

afterEach(() => resetMouse());

describe('long nardy refusals on the board', () => {
  it('N4: a second checker off the head is refused by the head rule, in English and in Bulgarian', async () => {
    for (const [lang, words] of [
      ['en', 'Head rule: only one checker may leave the head in a turn'],
      ['bg', 'Правилото на главата: в един ход само един пул може да напусне главата'],
    ] as const) {
      const el = await fixture<TablaBoard>(
        html`<tabla-board lang=${lang} position="nardy w:24x14,13 b:24x14,13 turn:w rolls:1/1" dice="6,5" animation="off"></tabla-board>`,
      );
      const h = new BoardHarness(el);
      await spoken(h, lang);
      await h.drag('p24', 'p18');
      expect(h.checkers('p18').white, 'the first head checker went').to.equal(1);
      await clickChecker(h, 'p24');
      expect(note(h)).to.equal(words);
      expect(h.announcement()).to.contain(words);
      fixtureCleanup();
    }
  });

  it('N4: on the first turn with 3-3 the third head checker is refused, naming the two allowed', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="nardy start" dice="3,3" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    await h.drag('p24', 'p21');
    await h.drag('p24', 'p21');
    await clickChecker(h, 'p24');
    expect(note(h)).to.equal('Head rule: only two checkers may leave the head on the first turn with 6-6, 4-4 or 3-3');
  });

  it('N5: a checker whose step would close a six-point block is refused by the block rule, in Greek', async () => {
    const el = await fixture<TablaBoard>(
      html`<tabla-board lang="el" position="nardy w:24x9,23,22,21,20,8x2 b:24x14,13 turn:w rolls:3/3" dice="5,3" animation="off"></tabla-board>`,
    );
    const h = new BoardHarness(el);
    await spoken(h, 'el');
    await h.drag('p8', 'p5');
    await clickChecker(h, 'p24');
    expect(note(h)).to.equal('Κανόνας του φραγμού: έξι συνεχόμενες θέσεις (19–24) δεν μένουν όσο κανένα πούλι του αντιπάλου δεν είναι μπροστά τους');
  });
});
