/** The tutor (`tutor` threshold): a play that loses more than it is stopped before it is committed; the person may play it anyway or take it back. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { formatPlay, positionToCompact, startPosition, type Step } from '../../src/engine/index.js';
import { hint } from '../../src/bot/index.js';

describe('the tutor', function () {
  this.timeout(60_000);
  const start = positionToCompact(startPosition('prva', 'macedonian', 'white'));

  async function board(tutor: string) {
    const el = await fixture<TablaBoard>(
      html`<tabla-board game="prva" tutor=${tutor} position=${start} dice="3,1" animation="off" black-player="human"></tabla-board>`,
    );
    const h = new BoardHarness(el);
    const moves: string[] = [];
    el.addEventListener('tabla-move', (e) => moves.push((e as CustomEvent).detail.notation));
    await h.until(() => h.movable().length > 0, 10_000, 'white to move');
    const plays = await hint(el.getState().position, [3, 1], {
      level: 'hard',
      count: 50,
      matchContext: { score: { white: 0, black: 0 }, length: el.matchLength },
    });
    return { el, h, moves, plays };
  }

  /** Plays a play's steps by clicks (white's numbering is the slots'). */
  async function playSteps(h: BoardHarness, steps: readonly Step[]) {
    for (const s of steps) {
      await h.click(`p${s.from}`);
      await h.click(s.to === 0 ? 'off-white' : `p${s.to}`);
      if (h.dieChoices().length) await h.chooseDie(s.die);
    }
  }

  it('stops a play that loses more than the threshold, says so and draws the better play; Take it back restarts the turn', async () => {
    const { el, h, moves, plays } = await board('0.04');
    const worst = plays[plays.length - 1];
    expect(plays[0].equity - worst.equity).to.be.greaterThan(0.04);
    await playSteps(h, worst.play.steps);
    await h.press('done');
    const tutor = () => el.shadowRoot!.querySelector('[part~="tutor"]');
    await h.until(() => !!tutor(), 20_000, 'the tutor');
    expect(tutor()!.textContent).to.contain(formatPlay(plays[0].play.steps));
    expect(moves).to.deep.equal([]);
    expect(el.shadowRoot!.querySelectorAll('.compare-arrow.best').length).to.be.greaterThan(0);
    await h.press('tutor-back');
    expect(tutor()).to.equal(null);
    expect(el.getState().phase).to.equal('moving');
    expect(h.movable().length).to.be.greaterThan(0);
    expect(h.can('done')).to.equal(false);
    expect(moves).to.deep.equal([]);
    el.remove();
  });

  it('lets the person play it anyway', async () => {
    const { el, h, moves, plays } = await board('0.04');
    const worst = plays[plays.length - 1];
    await playSteps(h, worst.play.steps);
    await h.press('done');
    await h.until(() => h.can('tutor-anyway'), 20_000, 'the tutor');
    await h.press('tutor-anyway');
    await h.until(() => moves.length === 1, 5000, 'the move');
    expect(moves[0]).to.equal(formatPlay(worst.play.steps));
    el.remove();
  });

  it('says nothing of the best play, nor of any play under a high threshold', async () => {
    for (const [tutor, pick] of [
      ['0.04', 0],
      ['3', -1],
    ] as const) {
      const { el, h, moves, plays } = await board(tutor);
      const play = plays.at(pick)!;
      await playSteps(h, play.play.steps);
      await h.press('done');
      await h.until(() => moves.length === 1, 20_000, 'the move');
      expect(el.shadowRoot!.querySelector('[part~="tutor"]')).to.equal(null);
      el.remove();
    }
  });

  it('reports a bad threshold and stays off', async () => {
    const errors: string[] = [];
    const listener = (e: Event) => errors.push((e as CustomEvent).detail.source);
    document.addEventListener('tabla-error', listener);
    const el = await fixture<TablaBoard>(html`<tabla-board game="prva" tutor="much" animation="off"></tabla-board>`);
    document.removeEventListener('tabla-error', listener);
    expect(errors).to.include('tutor');
    el.remove();
  });
});
