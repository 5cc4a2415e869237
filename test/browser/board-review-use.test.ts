/**
 * The review as a person uses it, on a match played from a set-up race: Review after the match,
 * stepping with the keys (←/→, Home/End), a click on the win-chance graph and on the move list,
 * the summary card, each position announced to screen readers, both themes accessible; and the
 * analysis sent to the bot's worker with its progress shown. How long the page's tasks are while
 * it runs (issue 41: never over 50 ms) is a benchmark figure, not a test's:
 * test/bench/board-review.bench.ts measures it on a whole match.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';

const RACE = 'prva w:1x2,2x2,3x2,5x1,offx8 b:1x2,2x2,3x2,5x1,offx8 turn:w';

describe('the review of a match from a set-up race, as a person uses it', function () {
  this.timeout(100_000);

  let el: TablaBoard;
  let h: BoardHarness;
  const q = <T extends Element>(sel: string) => el.shadowRoot!.querySelector<T>(sel);
  const position = () => q('.review-position')!.textContent!.trim();
  const judgement = () => q('[part~="review-judgement"]')!.textContent!.trim();
  const current = () => Number(q('[part~="review-moves"] [aria-current="step"]')!.getAttribute('data-index'));
  let total = 0;
  /** The types of the requests the page posted to workers (the bot's analysis must be one of them). */
  const posted: string[] = [];
  const postMessage = Worker.prototype.postMessage;
  function spy(this: Worker, message: unknown, ...rest: unknown[]) {
    posted.push(String((message as { type?: unknown } | null)?.type));
    return (postMessage as (...args: unknown[]) => void).call(this, message, ...rest);
  }
  /** Every progress bar value drawn, as the page draws it (at most once a frame, so a fast machine may draw only the first). */
  const seen: number[] = [];
  const noteProgress = () => {
    const bar = q<HTMLProgressElement>('[part~="review"] progress');
    if (bar && seen[seen.length - 1] !== bar.value) seen.push(bar.value);
  };
  const watcher = new MutationObserver(noteProgress);

  before(async () => {
    // Placed by hand: open-wc's fixture is removed after the first test, and with it the review's analysis.
    el = Object.assign(document.createElement('tabla-board'), {});
    for (const [k, v] of Object.entries({
      position: RACE,
      'match-length': '1',
      'white-player': 'bot',
      'black-player': 'bot',
      'bot-level': 'easy',
      seed: 'review-race',
      animation: 'off',
    }))
      el.setAttribute(k, v);
    document.body.append(el);
    h = new BoardHarness(el);
    await h.until(() => el.getState().phase === 'match-over', 30_000, 'the race to end');
  });
  after(() => {
    Worker.prototype.postMessage = postMessage;
    watcher.disconnect();
    el.remove();
  });

  it('records the race from its set-up start and offers Review, which opens at that start', async () => {
    const record = el.getRecord()!;
    expect(record.games).to.have.length(1);
    expect(record.games[0].start, 'the set-up start is in the record').to.exist;
    expect(record.games[0].result).to.not.equal(null);
    await h.until(() => h.can('review'), 5000, 'the Review button');
    watcher.observe(el.shadowRoot!, { subtree: true, childList: true, attributes: true, attributeFilter: ['value'] });
    Worker.prototype.postMessage = spy as typeof postMessage;
    await h.press('review');
    noteProgress();
    total = record.games[0].actions.length + 2;
    expect(position()).to.equal(`Position 1 of ${total}`);
    expect(judgement()).to.equal('Game 1: start');
    expect(h.announcement()).to.equal(`Position 1 of ${total}. Game 1: start`);
  });

  it('runs the analysis in the worker with its progress shown', async () => {
    for (const end = Date.now() + 60_000; !q('[part~="review-summary"] table');) {
      if (Date.now() > end) throw new Error(`the analysis did not end; progress seen: ${seen.join(', ')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    watcher.disconnect();
    expect(seen.length, 'progress values shown').to.be.greaterThan(0);
    expect(
      [...seen].sort((a, b) => a - b),
      'progress only grows',
    ).to.deep.equal(seen);
    expect(posted, 'the requests posted to the worker').to.include('analyze');
  });

  it('steps with the keys: → and ← one position, End to the final position, Home back to the start', async () => {
    q<HTMLButtonElement>('[data-action="review-next"]')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await h.settle();
    expect(position()).to.equal(`Position 2 of ${total}`);
    expect(judgement()).to.match(/^Played White \d–\d: /);
    expect(h.announcement()).to.equal(`Position 2 of ${total}. ${judgement()}`);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowLeft' });
    await h.settle();
    expect(position()).to.equal(`Position 2 of ${total}`);
    await sendKeys({ press: 'End' });
    await h.settle();
    expect(position()).to.equal(`Position ${total} of ${total}`);
    expect(judgement()).to.equal('The final position');
    await sendKeys({ press: 'Home' });
    await h.settle();
    expect(position()).to.equal(`Position 1 of ${total}`);
    expect(current()).to.equal(0);
  });

  it('the win-chance graph: a click goes to the position under it; it is a slider for the keys', async () => {
    const graph = q<HTMLElement>('[part~="review-graph"]')!;
    graph.scrollIntoView();
    const box = graph.querySelector('svg')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + box.width * 0.75), Math.round(box.top + box.height / 2)] });
    await h.settle();
    const at = current();
    expect(at).to.be.within(Math.floor((total - 1) * 0.75) - 1, Math.ceil((total - 1) * 0.75) + 1);
    expect(graph.getAttribute('aria-valuenow')).to.equal(String(at + 1));
    expect(graph.getAttribute('aria-valuetext')).to.match(new RegExp(`^Position ${at + 1}: white wins \\d+\\s?%`));
    graph.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await h.settle();
    expect(current()).to.equal(at - 1);
    expect(h.announcement()).to.contain(`Position ${at} of ${total}.`);
  });

  it('the move list: a click on an entry goes there, shows its loss and the arrows of the played and best play', async () => {
    const entries = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="review-moves"] button')];
    expect(entries).to.have.length(total);
    const lost = entries.find((b) => b.querySelector('.loss'));
    const entry = lost ?? entries[2];
    entry.click();
    await h.settle();
    expect(current()).to.equal(Number(entry.dataset.index));
    expect(el.shadowRoot!.querySelectorAll('.compare-arrow').length).to.be.greaterThan(0);
    if (lost) expect(judgement()).to.match(/loses \d\.\d{3}.*Best: /);
  });

  it('the summary card gives each player error rate, rating and luck', async () => {
    const card = q('[part~="review-summary"] table')!;
    const heads = [...card.querySelectorAll('thead th')].map((t) => t.textContent!.trim());
    expect(heads).to.deep.equal(['White', 'Black']);
    const rows = [...card.querySelectorAll('tbody tr')].map((r) => r.querySelector('th')!.textContent!.trim());
    expect(rows).to.include.members(['Error rate', 'Rating', 'Luck']);
    for (const td of card.querySelectorAll('tbody tr:first-child td')) expect(td.textContent!.trim()).to.match(/^\d+\.\d$/);
  });

  it('is accessible in the light and the dark theme', async () => {
    await expect(el).to.be.accessible();
    el.setAttribute('theme', 'dark');
    await h.settle();
    expect(q('[part~="review"]')).to.exist;
    await expect(el).to.be.accessible();
    const judgementColor = getComputedStyle(q('[part~="review-judgement"]')!).color;
    expect(judgementColor).to.not.equal('rgb(43, 29, 14)');
  });
});
