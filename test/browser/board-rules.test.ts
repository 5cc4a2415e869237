import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';

describe('<tabla-board> rules button', function () {
  this.timeout(60_000);

  it('opens <tabla-rules> for the board’s game and tradition in the board’s language, and closes it', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board tradition="greek" game="treta" lang="el" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    expect(h.can('rules')).to.equal(true);
    await h.press('rules');
    await h.until(() => !!el.shadowRoot!.querySelector('tabla-rules'), 5000, 'rules panel');
    const rules = el.shadowRoot!.querySelector('tabla-rules')!;
    expect(rules.getAttribute('tradition')).to.equal('greek');
    expect(rules.getAttribute('game')).to.equal('treta');
    expect(rules.getAttribute('lang')).to.equal('el');
    await expect(el).to.be.accessible();
    await h.press('close-rules');
    await h.until(() => !el.shadowRoot!.querySelector('tabla-rules'), 5000, 'rules panel closed');
  });
});
