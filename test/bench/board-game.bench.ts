/**
 * A benchmark, not a test (`npm run bench:board`): whole games played by clicks on <tabla-board>
 * in Chromium (both sides by clicks, seeded dice, one game of each kind), while a long-task
 * observer records every task over 50 ms. Issue 17 asks that no task exceed 200 ms while a person
 * plays; a wall-clock bound has no place in the unit tests (a shared machine would make it
 * flaky), so it is checked here, on demand, and the figures are printed.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness, seededChooser } from '../browser/helpers/board-harness.js';

/** The longest task allowed while a person plays (issue 17), in milliseconds. */
const BUDGET_MS = 200;

const GAMES = [
  { game: 'prva', seed: 'bench-prva' },
  { game: 'vtora', seed: 'bench-vtora' }, // its doubles are ladders
  { game: 'treta', seed: 'bench-treta' },
  { game: 'fevga', seed: 'bench-fevga' },
  { game: 'nardy', seed: 'bench-nardy' },
];

describe('bench: whole games played by clicks never block the page', function () {
  this.timeout(300_000);
  for (const g of GAMES) {
    it(`${g.game}: no task over ${BUDGET_MS} ms`, async () => {
      const long: number[] = [];
      let playing = false;
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (playing) long.push(e.duration);
      });
      observer.observe({ type: 'longtask', buffered: false });
      const el = await fixture<TablaBoard>(
        html`<tabla-board game=${g.game} match-length="1" seed=${g.seed} animation="off" white-player="human" black-player="human"></tabla-board>`,
      );
      const h = new BoardHarness(el);
      await h.settle();
      playing = true;
      const turns = await h.playGameByClicks(seededChooser(7));
      playing = false;
      observer.disconnect();
      const longest = long.length ? Math.max(...long) : 0;
      console.log(
        `bench-board: ${g.game}: a game of ${turns} turns by clicks; long tasks (> 50 ms): ${long.length}; longest: ${long.length ? longest.toFixed(0) : 'none'} ms`,
      );
      expect(turns).to.be.greaterThan(10);
      expect(longest, `longest task in ${g.game}`).to.be.below(BUDGET_MS);
      el.remove();
    });
  }
});
