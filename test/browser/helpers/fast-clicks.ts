/**
 * A fast player's clicks on <tabla-board>: each click lands where the eye sees the checker now
 * (on a checker still sliding, where it is drawn), and comes as soon as the previous step shows.
 * Shared by the fast-input test and its benchmark (test/bench/board-fast-input.bench.ts).
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard } from '../../../src/board/element/tabla-board.component.js';
import type { TablaMoveDetail } from '../../../src/engine/live/events.js';
import type { Slot } from '../../../src/board/view/geometry.js';
import type { BoardHarness } from './board-harness.js';

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

/** What a turn clicked at a fast pace did. */
export interface FastTurn {
  /** Clicks that landed on the checker still sliding from the click before. */
  slidingClicks: number;
  /** The `tabla-move` the turn ended with. */
  move: TablaMoveDetail;
}

/**
 * Plays the white turn of `el` (a board whose dice give `steps` steps) by clicks at a fast
 * player's pace: each click follows the checker clicked last while it is still sliding (else the
 * first movable one) and comes as soon as the previous step shows; then presses Done. Checks that
 * every click takes one step with the checker clicked.
 */
export async function clickTurnAtPace(el: TablaBoard, h: BoardHarness, steps: number): Promise<FastTurn> {
  const moved = new Promise<TablaMoveDetail>((resolve) => el.addEventListener('tabla-move', (e) => resolve(e.detail), { once: true }));
  const played = () => h.dice().filter((d) => d.used).length;
  let last: Slot | null = null; // where the checker clicked last went: it is still sliding there
  let slidingClicks = 0;
  for (let guard = 0; played() < steps && guard < 2 * steps + 12; guard++) {
    const before = played();
    const follow = last !== null && h.movable().includes(last);
    const from: Slot = follow ? last! : h.movable()[0];
    expect(from, `something to move after ${before} steps`).to.exist;
    clickWhereDrawn(h, topChecker(h, from));
    await el.updateComplete; // the step shows (its slide starts): the next click comes at once
    expect(played(), `the click on ${from} took one step`).to.equal(before + 1);
    expect(h.announcement(), 'the checker clicked is the one that moved').to.match(new RegExp(`^White: ${from.slice(1)} to \\d+$`));
    if (follow) slidingClicks++;
    last = slidingPlace(h);
  }
  expect(played()).to.equal(steps);
  await h.press('done');
  return { slidingClicks, move: await moved };
}
