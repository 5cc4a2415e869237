/**
 * A lazy chunk of the script-tag build that cannot be fetched: the board reports a `tabla-error`
 * with the code `chunk-load-failed` and goes on playing (a Vtora game without the ladder solver
 * does not start, nor a match with a clock without the clock's rules; without the move list's chunk, no list is
 * drawn); the rules panel reports it too. Needs
 * `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard } from '../../src/index.js';
import type { TablaErrorDetail } from '../../src/engine/live/events.js';
import { loadCdnCopy } from './helpers/cdn.js';

/** A board with `attributes`, appended and rendered: with the tabla-errors it reports and the console warnings written while it first rendered. */
async function mountBoard(attributes: Record<string, string>): Promise<{ el: TablaBoard; errors: TablaErrorDetail[]; warnings: string[] }> {
  const errors: TablaErrorDetail[] = [];
  const warnings: string[] = [];
  const el = document.createElement('tabla-board') as TablaBoard;
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, v);
  el.addEventListener('tabla-error', (e) => errors.push((e as CustomEvent<TablaErrorDetail>).detail));
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  try {
    document.body.append(el);
    await el.updateComplete;
  } finally {
    console.warn = warn;
  }
  return { el, errors, warnings };
}

describe('a lazy chunk that cannot be fetched', function () {
  this.timeout(60_000);

  before(() => loadCdnCopy('no-lazy'));

  it('is reported as tabla-error (chunk-load-failed), once, and the board still plays', async () => {
    const { el, errors, warnings } = await mountBoard({ game: 'prva', animation: 'off', hints: '' });
    expect(errors.map((e) => [e.source, e.code])).to.deep.equal([['study', 'chunk-load-failed']]);
    expect(
      warnings.filter((w) => w.startsWith('tabla-board: could not load')),
      'also warned on the console',
    ).to.have.length(1);
    el.requestUpdate();
    await el.updateComplete;
    expect(errors.length, 'not reported again on every render').to.equal(1);
    expect(await el.review()).to.equal(false);
    expect(errors.length, 'a new need tries again').to.equal(2);
    let rolls = 0;
    el.addEventListener('tabla-roll', () => rolls++);
    expect(el.roll()).to.equal(true);
    expect(rolls, 'the dice were rolled').to.be.greaterThan(0);
    el.remove();
  });

  it('a Vtora game without its ladder solver is reported (chunk-load-failed) and not started; a new match tries again', async () => {
    const { el, errors } = await mountBoard({ game: 'vtora', animation: 'off', readonly: '' });
    expect(errors.map((e) => [e.source, e.code])).to.deep.equal([['ladder', 'chunk-load-failed']]);
    expect(el.getState().game, 'no Vtora game runs without its solver').to.not.equal('vtora');
    el.newMatch();
    await el.updateComplete;
    expect(errors.map((e) => e.source)).to.deep.equal(['ladder', 'ladder']);
    el.remove();
  });

  it('a position ID without its readers is reported (chunk-load-failed), and the board shows the starting position', async () => {
    const { el, errors } = await mountBoard({ game: 'prva', animation: 'off', position: '4HPwATDgc/ABMA' });
    expect(errors.map((e) => e.source)).to.deep.equal(['position', 'position']);
    expect(errors[0].code).to.equal('chunk-load-failed');
    expect(errors[1].message).to.match(/not loaded/);
    expect(el.getState().phase, 'the match runs').to.not.equal(undefined);
    el.remove();
  });

  it('a storage-key without the saved-match store is reported (chunk-load-failed), and the match goes on unsaved', async () => {
    const { el, errors } = await mountBoard({ game: 'prva', animation: 'off', 'storage-key': 'tabla-no-store' });
    expect(errors.map((e) => [e.source, e.code])).to.deep.equal([['storage', 'chunk-load-failed']]);
    expect(el.roll(), 'the match runs').to.equal(true);
    expect(localStorage.getItem('tabla-no-store')).to.equal(null);
    el.remove();
  });

  it("a match with a clock without the clock's rules is reported (chunk-load-failed) and not started; a new match tries again", async () => {
    const { el, errors } = await mountBoard({
      game: 'prva',
      animation: 'off',
      clock: '12+120/60',
      'black-player': 'remote',
      position: 'prva start',
      dice: '3,1',
    });
    expect(errors.map((e) => [e.source, e.code])).to.deep.equal([['clock', 'chunk-load-failed']]);
    expect(el.clockState, 'no clock runs').to.equal(null);
    expect(el.getState().dice, 'the clocked match did not start').to.not.deep.equal([3, 1]);
    el.newMatch();
    await el.updateComplete;
    expect(errors.map((e) => e.source)).to.deep.equal(['clock', 'clock']);
    el.remove();
  });

  it('a move list without its chunk is reported (chunk-load-failed), once, and the match goes on; a new need tries again', async () => {
    const { el, errors } = await mountBoard({ game: 'prva', animation: 'off', 'move-list': '' });
    expect(errors.map((e) => [e.source, e.code])).to.deep.equal([['match-views', 'chunk-load-failed']]);
    expect(el.shadowRoot!.querySelector('[part~="move-list"]'), 'no list').to.equal(null);
    el.requestUpdate();
    await el.updateComplete;
    expect(errors.length, 'not reported again on every render').to.equal(1);
    expect(el.roll(), 'the match runs').to.equal(true);
    el.moveList = false;
    await el.updateComplete;
    el.moveList = true;
    await el.updateComplete;
    expect(
      errors.map((e) => e.source),
      'turned on again: tried again',
    ).to.deep.equal(['match-views', 'match-views']);
    el.remove();
  });

  it('the rules panel reports its missing text and shows nothing broken', async () => {
    const errors: TablaErrorDetail[] = [];
    await customElements.whenDefined('tabla-rules');
    const rules = document.createElement('tabla-rules');
    rules.addEventListener('tabla-error', (e) => errors.push((e as CustomEvent<TablaErrorDetail>).detail));
    document.body.append(rules);
    await (rules as unknown as { updateComplete: Promise<boolean> }).updateComplete;
    expect(errors.map((e) => [e.source, e.code])).to.deep.equal([['rules', 'chunk-load-failed']]);
    expect(rules.shadowRoot!.querySelector('article')?.getAttribute('aria-busy')).to.equal('true');
    rules.remove();
  });
});
