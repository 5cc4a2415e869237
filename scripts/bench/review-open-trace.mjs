// `node scripts/bench/review-open-trace.mjs [runs] [--cold] [file]` (after `npm run build`): a .mat
// file (default GNU Backgammon's 5-point match, test/fixtures/mat/gnubg-5pt-seed101.mat) opened
// with `review()` on a <tabla-board> of the script-tag build in Chromium, with a performance trace:
// a second opening on the page (the review's chunk loaded, its code warm), or with `--cold` the
// page's first (the chunk's loading and the engine's first run included).
// Method: from the trace's top-level tasks on the page's main thread between the call and the
// review drawn, the longest task in thread (CPU) time, which the machine's other load does not
// lengthen, and in wall time, and the sum of their thread times (about what the page would be
// blocked for if the same work ran as one task). Prints each run and the medians.
import puppeteer from 'puppeteer-core';
import { startStaticServer } from '../test/serve.mjs';
import { chromiumArgs, chromiumPath } from '../test/chromium.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const cold = args.includes('--cold');
const file = args.find((a) => a.startsWith('/')) ?? '/test/fixtures/mat/gnubg-5pt-seed101.mat';
/** The median and, as an interval for it, the runs' range (for 7 runs about 98 %). */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[Math.floor(s.length / 2)].toFixed(1)} [${s[0].toFixed(1)}, ${s[s.length - 1].toFixed(1)}]`;
};

const { server, origin } = await startStaticServer({ port: 0 });
const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
const rows = [];
try {
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage();
    await page.goto(`${origin}/demo/`, { waitUntil: 'load' });
    await page.evaluate(
      async (url, warm) => {
        await customElements.whenDefined('tabla-board');
        document.body.replaceChildren();
        const el = document.createElement('tabla-board');
        el.setAttribute('animation', 'off');
        document.body.append(el);
        await el.updateComplete;
        window.matText = await (await fetch(url)).text();
        if (!warm) return;
        await el.review(window.matText);
        el.closeReview();
        await new Promise((r) => setTimeout(r, 200));
      },
      file,
      !cold,
    );
    await page.tracing.start({ categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    const opened = await page.evaluate(async () => {
      const el = document.querySelector('tabla-board');
      const ok = await el.review(window.matText);
      await el.updateComplete;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return ok;
    });
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    await page.close();
    const events = trace.traceEvents ?? trace;
    // The page's main thread: of the renderers' main threads in the trace, the one that ran the most.
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const tasksOf = (m) => events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === m.pid && e.tid === m.tid);
    const busy = (m) => tasksOf(m).reduce((sum, t) => sum + (t.tdur ?? t.dur), 0);
    const main = mains.reduce((a, b) => (busy(b) > busy(a) ? b : a));
    const tasks = tasksOf(main);
    const wall = tasks.map((t) => t.dur / 1000);
    const cpu = tasks.map((t) => (t.tdur ?? t.dur) / 1000);
    const row = {
      ok: opened,
      tasks: tasks.length,
      longestCpu: Math.max(...cpu),
      longestWall: Math.max(...wall),
      sumCpu: cpu.reduce((a, b) => a + b, 0),
    };
    rows.push(row);
    if (!opened) throw new Error('review() resolved false');
    console.log(
      `review-open run ${run + 1}: ${row.tasks} tasks; longest ${row.longestCpu.toFixed(1)} ms thread time (${row.longestWall.toFixed(1)} ms wall); all of them ${row.sumCpu.toFixed(1)} ms thread time`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
console.log(
  `review-open (${file}, ${cold ? "the page's first opening" : 'a second opening'}), median of ${runs}: longest task ${median(rows.map((r) => r.longestCpu))} ms thread time ` +
    `(${median(rows.map((r) => r.longestWall))} ms wall); the opening's tasks together ${median(rows.map((r) => r.sumCpu))} ms thread time`,
);
