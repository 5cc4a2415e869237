/** The Hint list as a person uses it: the best plays of the roll with equities, the chosen one drawn on the board. */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { formatPlay, positionToCompact, startPosition } from '../../src/engine/index.js';
import { hint } from '../../src/bot/index.js';
import { arrowsOf } from '../../src/board/view/view-model.js';
import { BotClient } from '../../src/bot/client.js';
import { TablaError } from '../../src/engine/errors.js';
import type { TablaErrorDetail } from '../../src/engine/live/events.js';

describe('the Hint list', function () {
  this.timeout(60_000);

  async function hinted() {
    const start = positionToCompact(startPosition('prva', 'macedonian', 'white'));
    const el = await fixture<TablaBoard>(html`<tabla-board game="prva" hints position=${start} dice="3,1" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    await h.until(() => h.can('hint'), 10_000, 'the hint button');
    await h.press('hint');
    const rows = () => [...el.shadowRoot!.querySelectorAll('[part~="hint-list"] tbody tr')];
    await h.until(() => rows().length > 0, 30_000, 'the hint list');
    return { el, h, rows };
  }

  it('lists the bot’s best plays, best first, with equities and the difference to the best', async () => {
    const { el, rows } = await hinted();
    const expected = await hint(el.getState().position, [3, 1], {
      level: 'hard',
      count: 5,
      matchContext: { score: { white: 0, black: 0 }, length: el.matchLength },
    });
    expect(rows().length).to.equal(expected.length);
    const cells = rows().map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent!.trim()));
    expect(cells[0][1]).to.equal(formatPlay(expected[0].play.steps));
    expect(cells[0][3]).to.equal('');
    const num = (s: string) => Number(s.replace('−', '-'));
    cells.forEach((c, i) => {
      expect(num(c[2])).to.be.closeTo(expected[i].equity, 0.0006);
      if (i > 0) expect(num(c[3])).to.be.closeTo(expected[i].equity - expected[0].equity, 0.0011);
    });
    el.remove();
  });

  it('draws the best play on the board, and the play a person picks from the list (click or keyboard)', async () => {
    const { el, h, rows } = await hinted();
    const drawn = () => [...el.shadowRoot!.querySelectorAll('.compare-arrow.best')].map((a) => `${a.getAttribute('data-from')}>${a.getAttribute('data-to')}`);
    const expected = await hint(el.getState().position, [3, 1], {
      level: 'hard',
      count: 5,
      matchContext: { score: { white: 0, black: 0 }, length: el.matchLength },
    });
    const ways = (i: number) => arrowsOf(expected[i].play.steps, 'white', 'prva').map((a) => `${a.from}>${a.to}`);
    expect(drawn()).to.deep.equal(ways(0));
    const second = rows()[1].querySelector('button')!;
    second.click();
    await h.settle();
    expect(drawn()).to.deep.equal(ways(1));
    expect(rows()[1].querySelector('button')!.getAttribute('aria-pressed')).to.equal('true');
    // The keyboard: a button of the list takes Enter like any button.
    const first = rows()[0].querySelector('button')!;
    first.focus();
    await sendKeys({ press: 'Enter' });
    await h.settle();
    expect(drawn()).to.deep.equal(ways(0));
    el.remove();
  });

  it('goes when the person plays a step, and the list goes with the turn', async () => {
    const { el, h } = await hinted();
    await h.click(h.movable()[0]);
    await h.click(h.destinations()[0]);
    await h.settle();
    expect(el.shadowRoot!.querySelectorAll('.compare-arrow.best').length).to.equal(0);
    await h.press('undo');
    await h.playTurnByClicks();
    await h.until(() => !el.shadowRoot!.querySelector('[part~="hint-list"]'), 10_000, 'the list to go');
    el.remove();
  });
});

describe('a Hint or tutor the bot cannot answer', function () {
  this.timeout(60_000);

  it('is reported as a tabla-error with the bot’s own code, and the board plays on', async () => {
    const original = BotClient.prototype.hint;
    BotClient.prototype.hint = () => Promise.reject(new TablaError('unavailable', 'the bot could not be loaded'));
    try {
      const start = positionToCompact(startPosition('prva', 'macedonian', 'white'));
      const el = await fixture<TablaBoard>(html`<tabla-board game="prva" hints tutor="0.1" position=${start} dice="3,1" animation="off"></tabla-board>`);
      const h = new BoardHarness(el);
      const errors: TablaErrorDetail[] = [];
      el.addEventListener('tabla-error', (e) => errors.push(e.detail));
      await h.until(() => h.can('hint'), 10_000, 'the hint button');
      await h.press('hint');
      await h.until(() => errors.length > 0, 10_000, 'the hint’s error');
      expect(errors[0]).to.deep.include({ source: 'hint', code: 'unavailable', message: 'the bot gave no hint: the bot could not be loaded' });
      // The tutor cannot judge the play either: it says so with the same code, and the play is committed.
      await h.playTurnByClicks();
      await h.until(() => errors.length > 1, 10_000, 'the tutor’s error');
      expect(errors[1]).to.deep.include({ source: 'tutor', code: 'unavailable', message: 'the bot could not judge the play: the bot could not be loaded' });
      await h.until(() => (el.getRecord()?.games[0]?.actions.length ?? 0) > 0, 10_000, 'the play committed');
      el.remove();
    } finally {
      BotClient.prototype.hint = original;
    }
  });
});
