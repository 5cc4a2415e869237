/** The review as a person uses it: after a match, Review opens at the first position; the analysis's marks, arrows and summary; records given as JSON or .mat. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import type { TablaErrorDetail } from '../../src/index.js';
import { BoardHarness } from './helpers/board-harness.js';
import { matFromRecord } from '../../src/engine/match-file/mat-export.js';

describe('the review', function () {
  this.timeout(180_000);

  let el: TablaBoard;
  let h: BoardHarness;
  const q = <T extends Element>(sel: string) => el.shadowRoot!.querySelector<T>(sel);
  const position = () => q('.review-position')!.textContent!.trim();
  const judgement = () => q('[part~="review-judgement"]')!.textContent!.trim();

  before(async () => {
    el = await fixture<TablaBoard>(
      html`<tabla-board game="prva" match-length="1" white-player="bot" black-player="bot" bot-level="easy" seed="review-1" animation="off"></tabla-board>`,
    );
    h = new BoardHarness(el);
    await h.until(() => el.getState().phase === 'match-over', 60_000, 'the match to end');
  });
  after(() => el.remove());

  it('offers Review after the match and opens it at the first position', async () => {
    await h.until(() => h.can('review'), 5000, 'the Review button');
    await h.press('review');
    expect(q('[part~="review"]')).to.exist;
    expect(judgement()).to.equal('Game 1: start');
    const n = el.getRecord()!.games[0].actions.filter((a) => a.type === 'move').length;
    expect(position()).to.equal(`Position 1 of ${n + 2}`);
    // The analysis runs in the worker with its progress shown, then the summary card replaces it.
    await h.until(() => !!q('[part~="review-summary"] table'), 60_000, 'the analysis');
    expect(position()).to.equal(`Position 1 of ${n + 2}`);
  });

  it('shows the analysis when it is done: the summary card, losses and marks in the list, the best play drawn', async () => {
    const rows = [...el.shadowRoot!.querySelectorAll('[part~="review-summary"] tbody tr')].map((r) => r.querySelector('th')!.textContent!.trim());
    expect(rows).to.include.members(['Error rate', 'Rating', 'Luck']);
    const lost = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="review-moves"] button')].find((b) => b.querySelector('.loss'));
    expect(lost, 'an easy bot loses equity somewhere').to.exist;
    lost!.click();
    await h.settle();
    expect(judgement()).to.match(/loses \d\.\d{3}.*Best: /);
    expect(el.shadowRoot!.querySelectorAll('.compare-arrow.best').length).to.be.greaterThan(0);
  });

  it('closes, and reviews a record given to it (JSON or .mat), refusing a bad one with a clear error', async () => {
    await h.press('close-review');
    expect(q('[part~="review"]')).to.equal(null);
    const record = el.getRecord()!;
    expect(await el.review(JSON.stringify(record))).to.equal(true);
    await h.settle();
    expect(q('[part~="review"]')).to.exist;
    el.closeReview();
    expect(await el.review(matFromRecord(record))).to.equal(true);
    await h.settle();
    expect(position()).to.match(/^Position 1 of/);
    el.closeReview();
    const errors: TablaErrorDetail[] = [];
    el.addEventListener('tabla-error', (e) => errors.push(e.detail));
    expect(await el.review({ format: 'tabla-match', version: 1, players: { white: 'a', black: 'b' }, settings: {}, games: 'x' })).to.equal(false);
    expect(errors[0].message).to.match(/settings|games/);
    expect([errors.length, errors[0].source, errors[0].code]).to.deep.equal([1, 'review', 'bad-record']);
    await h.settle();
    expect(q('[part~="review"]')).to.equal(null);
  });

  it("shows the reviewed file's match in the header (its length, players, game and score), then the board's own again", async () => {
    const score = () => q('[part~="score"]')!.textContent!.trim();
    const game = () => q('.header .game-number')!.textContent!.trim();
    const own = score();
    expect(own).to.match(/match to 1$/);
    const mat = await (await fetch('/test/fixtures/mat/gnubg-5pt-seed101.mat')).text();
    expect(await el.review(mat)).to.equal(true);
    await h.settle();
    expect(score()).to.equal('gnubg 0 – 0 root, match to 5');
    expect(game()).to.equal('Game 1');
    // The Last position: the match's end, with its final score.
    await h.press('review-last');
    expect(game()).to.match(/^Game [2-9]/);
    const [, w, b] = /^gnubg (\d+) – (\d+) root, match to 5$/.exec(score()) ?? [];
    expect(Math.max(Number(w), Number(b)), score()).to.equal(5);
    el.closeReview();
    await h.settle();
    expect(score()).to.equal(own);
  });
});
