/**
 * A benchmark, not a test (`npx wtr --files test/bench/board-review-open.bench.ts`): GNU
 * Backgammon's 5-point match (test/fixtures/mat/gnubg-5pt-seed101.mat) opened in the review of a
 * <tabla-board> in Chromium, RUNS times. Method, within one run: the file read and replayed at
 * once (`replayedRecordFromMat`, one task: what reading it in one piece blocks the page for),
 * and step by step (the longest step: what a slice can overrun its 8 ms by), then the same file opened with `review()` while a probe (a MessageChannel ping sent again as
 * soon as it arrives) measures the longest time the page did not answer, from the call until the
 * review is drawn; a long-task observer counts the tasks over 50 ms in that time. Prints each
 * run, then the medians. Issue 41's bound: no task over 50 ms.
 */
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { replayedRecordFromMat, replayedRecordFromMatInSteps } from '../../src/engine/match-file/mat-import.js';
import { BoardHarness } from '../browser/helpers/board-harness.js';

const RUNS = 7;

interface Frame extends PerformanceEntry {
  readonly scripts?: readonly { readonly sourceURL: string; readonly sourceFunctionName: string; readonly invoker: string; readonly duration: number }[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The longest gap between the page's answers to a ping while it runs: `stop()` ends it and gives the gap (ms). */
function probe(): { stop: () => number } {
  const channel = new MessageChannel();
  let last = performance.now();
  let longest = 0;
  let running = true;
  channel.port1.onmessage = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
  return {
    stop: () => {
      running = false;
      longest = Math.max(longest, performance.now() - last);
      channel.port1.close();
      return longest;
    },
  };
}

describe('bench: opening the review of a .mat file keeps the page answering', function () {
  this.timeout(600_000);

  it(`the longest time the page does not answer while a 5-point match opens in the review (median of ${RUNS} runs)`, async () => {
    const mat = await (await fetch('/test/fixtures/mat/gnubg-5pt-seed101.mat')).text();
    const atOnce: number[] = [];
    const gaps: number[] = [];
    const opens: number[] = [];
    const steps: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const el = document.createElement('tabla-board') as TablaBoard;
      el.setAttribute('animation', 'off');
      document.body.append(el);
      const h = new BoardHarness(el);
      await h.settle();
      const t0 = performance.now();
      replayedRecordFromMat(mat);
      atOnce.push(performance.now() - t0);
      // The same reading step by step: its longest step bounds a slice's overrun.
      const reading = replayedRecordFromMatInSteps(mat);
      let longestStep = 0;
      for (let done = false; !done;) {
        const s0 = performance.now();
        done = !!reading.next().done;
        longestStep = Math.max(longestStep, performance.now() - s0);
      }
      steps.push(longestStep);
      await new Promise((r) => setTimeout(r, 50));
      const longTasks: number[] = [];
      const seen = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)));
      seen.observe({ type: 'longtask' });
      const frames: Frame[] = [];
      const framesSeen = new PerformanceObserver((list) => frames.push(...(list.getEntries() as Frame[])));
      framesSeen.observe({ type: 'long-animation-frame' });
      const p = probe();
      const t1 = performance.now();
      expect(await el.review(mat)).to.equal(true);
      await el.updateComplete;
      opens.push(performance.now() - t1);
      await new Promise((r) => setTimeout(r, 0));
      gaps.push(p.stop());
      seen.disconnect();
      framesSeen.disconnect();
      for (const f of frames.sort((a, b) => b.duration - a.duration).slice(0, 3))
        console.log(
          `  frame ${Math.round(f.duration)} ms: ${(f.scripts ?? [])
            .map((x) => `${x.invoker} ${x.sourceFunctionName}@${x.sourceURL.split('/').slice(-2).join('/')} ${Math.round(x.duration)} ms`)
            .join('; ')}`,
        );
      el.closeReview();
      el.remove();
      console.log(
        `bench-review-open run ${run + 1}: read at once ${atOnce[run].toFixed(1)} ms (longest step ${steps[run].toFixed(1)} ms); through review(): longest gap ${gaps[run].toFixed(1)} ms, ` +
          `open ${opens[run].toFixed(0)} ms, tasks over 50 ms: ${longTasks.map(Math.round).join(', ') || 'none'}`,
      );
    }
    console.log(
      `bench-review-open: median of ${RUNS}: the 5-point .mat read at once ${median(atOnce).toFixed(1)} ms (one task; its longest step ${median(steps).toFixed(1)} ms); ` +
        `opened with review(): the page's longest gap ${median(gaps).toFixed(1)} ms, the review open after ${median(opens).toFixed(0)} ms`,
    );
  });
});
