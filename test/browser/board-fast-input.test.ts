/**
 * Input a fast player can trust (issue 40): a click on a checker that is still sliding is a click
 * on that checker at its place, and a 24-step Vtora ladder (RULES.md V3) clicked at a fast
 * player's pace takes every step without blocking the page for more than 200 ms.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/board/tabla-board.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import type { TablaMoveDetail } from '../../src/engine/live/events.js';
import { BoardHarness } from './helpers/board-harness.js';
import type { Slot } from '../../src/board/view/geometry.js';

/** A click where the eye sees `el` now: the browser's own hit test at that point, then a click there (a press: `detail` 1). */
function clickWhereDrawn(h: BoardHarness, el: Element): void {
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const hit = h.root.elementFromPoint(x, y) ?? h.root.host;
  hit.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: x, clientY: y, detail: 1 }));
}

/** The place of the checker that slides now, if any. */
function slidingPlace(h: BoardHarness): Slot | null {
  const moving = [...h.root.querySelectorAll('[data-slot] .checker.top')].find((c) => c.getAnimations().some((a) => a.playState === 'running'));
  return (moving?.closest('[data-slot]')?.getAttribute('data-slot') as Slot | undefined) ?? null;
}

/** The checker drawn on top of a place. */
const topChecker = (h: BoardHarness, slot: Slot) => h.slot(slot).querySelector('.checker.top')!;

describe('input during slides', function () {
  this.timeout(60_000);

  it('a 24-step 1-1 ladder clicked at a fast pace, each click on the checker still sliding, takes every step and no task over 200 ms', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="vtora w:24x15 b:24x15 turn:w rolls:3/3" dice="1,1" black-player="human"></tabla-board>`);
    const h = new BoardHarness(el);
    await h.settle();
    expect(h.dice()).to.have.length(24);
    const long: number[] = [];
    const observer = new PerformanceObserver((list) => long.push(...list.getEntries().map((e) => e.duration)));
    observer.observe({ type: 'longtask', buffered: false });
    const moved = new Promise<TablaMoveDetail>((resolve) => el.addEventListener('tabla-move', (e) => resolve(e.detail), { once: true }));
    const played = () => h.dice().filter((d) => d.used).length;
    let last: Slot | null = null; // where the checker clicked last went: it is still sliding there
    const followed: boolean[] = [];
    for (let guard = 0; played() < 24 && guard < 60; guard++) {
      const before = played();
      const follow = last !== null && h.movable().includes(last);
      const from: Slot = follow ? last! : h.movable()[0];
      expect(from, `something to move after ${before} steps`).to.exist;
      clickWhereDrawn(h, topChecker(h, from));
      await el.updateComplete; // the step shows (its slide starts): the next click comes at once
      expect(played(), `the click on ${from} took one step`).to.equal(before + 1);
      expect(h.announcement(), 'the checker clicked is the one that moved').to.match(new RegExp(`^White: ${from.slice(1)} to \\d+$`));
      followed.push(follow);
      last = slidingPlace(h);
    }
    expect(played()).to.equal(24);
    expect(followed.filter(Boolean).length, 'clicks on a checker still sliding').to.be.at.least(8);
    await h.press('done');
    const detail = await moved;
    expect(detail.steps).to.have.length(24);
    observer.disconnect();
    expect(Math.max(0, ...long), `long tasks: ${long.map((d) => Math.round(d)).join(', ')} ms`).to.be.at.most(200);
  });
});
