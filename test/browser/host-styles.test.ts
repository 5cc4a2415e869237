/**
 * The board in a page that styles its containers (issue 42): text styles inherited from the host
 * page (a template's `text-align: center`, an upper-case heading) stop at the board's `:host`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/board/tabla-board.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';

describe('the board resets inherited text styles', function () {
  this.timeout(60_000);

  it('a container with text-align: center, upper case, letter spacing and bold leaves the board as designed', async () => {
    const board = await fixture<TablaBoard>(html`<tabla-board></tabla-board>`, {
      parentNode: Object.assign(document.createElement('div'), {
        style: 'text-align: center; text-transform: uppercase; letter-spacing: 3px; font-weight: bold; text-indent: 2em; white-space: pre',
      }),
    });
    const style = getComputedStyle(board);
    expect(style.textAlign).to.equal('start');
    expect(style.textTransform).to.equal('none');
    expect(style.letterSpacing).to.equal('normal');
    expect(style.fontWeight).to.equal('400');
    expect(style.textIndent).to.equal('0px');
    expect(style.whiteSpace).to.equal('normal');
  });
});
