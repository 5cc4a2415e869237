/**
 * A benchmark, not a test (`npx wtr --files test/bench/first-load.bench.ts`): the script-tag
 * build's first render and first bot move, beside a baseline build in the same run. Each round
 * opens a fresh frame per build, alternating, that loads `tabla-board.min.js` as a module and
 * puts a board with two bots on it (Prva alone, a Macedonian match, backgammon); it times, from the frame's start, the first drawn board and
 * the first bot move (`tabla-move`). The baseline is the `dist/cdn/` folder of another build
 * copied to `build/baseline-cdn/` (absent: only this build is timed). Files come from the
 * browser's cache after the first round, which is left out: what is compared is parsing,
 * running and drawing, not the network. Prints medians and 95 % intervals of the ratios.
 */
import { expect } from '@open-wc/testing';

const ROUNDS = 15;

interface Times {
  render: number;
  move: number;
}

/** The boards timed: Prva alone, a Macedonian match, whose set holds Vtora (its ladder solver is fetched as the match starts), and backgammon (the cube). */
const SCENARIOS: { name: string; attributes: Record<string, string> }[] = [
  { name: 'game="prva"', attributes: { game: 'prva' } },
  { name: 'tradition="macedonian" (Prva, Vtora, Treta)', attributes: { tradition: 'macedonian' } },
  { name: 'game="backgammon" (the international tradition: the cube)', attributes: { game: 'backgammon' } },
];

/** A frame that loads the build at `base` and times its first board (with `attributes`) and first bot move. */
function timeBuild(base: string, attributes: Record<string, string>): Promise<Times> {
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width:800px;height:600px;border:0';
    const id = Math.random().toString(36).slice(2);
    const onMessage = (e: MessageEvent) => {
      if (e.data?.id !== id) return;
      window.removeEventListener('message', onMessage);
      frame.remove();
      if (e.data.error) reject(new Error(e.data.error));
      else resolve(e.data.times as Times);
    };
    window.addEventListener('message', onMessage);
    frame.srcdoc = `<!doctype html><body><script type="module">
      const t0 = performance.now();
      const done = (data) => parent.postMessage({ id: ${JSON.stringify(id)}, ...data }, '*');
      try {
        await import(${JSON.stringify(`${location.origin}${base}/tabla-board.min.js`)});
        const el = document.createElement('tabla-board');
        for (const [k, v] of Object.entries({ ...${JSON.stringify(attributes)}, seed: 'first-load', animation: 'off', 'white-player': 'bot', 'black-player': 'bot', 'bot-level': 'medium' })) el.setAttribute(k, v);
        const moved = new Promise((r) => el.addEventListener('tabla-move', () => r(performance.now() - t0), { once: true }));
        document.body.append(el);
        await el.updateComplete;
        if (!el.shadowRoot.querySelector('svg')) throw new Error('no board drawn');
        const render = performance.now() - t0;
        done({ times: { render, move: await moved } });
      } catch (e) { done({ error: String(e) }); }
    </script></body>`;
    document.body.append(frame);
    setTimeout(() => reject(new Error(`no answer from ${base}`)), 60_000);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
/** A distribution-free 95 % interval of the median (order statistics of the binomial(n, ½)). */
function interval(xs: number[]): [number, number] {
  const s = [...xs].sort((a, b) => a - b);
  const k = Math.max(0, Math.floor(s.length / 2 - 0.98 * Math.sqrt(s.length)));
  return [s[k], s[s.length - 1 - k]];
}

describe('bench: first render and first bot move of the script-tag build', function () {
  this.timeout(600_000);
  for (const scenario of SCENARIOS) {
    it(`times this build${' '}and the baseline (build/baseline-cdn/), ${ROUNDS} alternating rounds: ${scenario.name}`, async () => {
      const baseline = (await fetch('/build/baseline-cdn/tabla-board.min.js', { method: 'HEAD' })).ok ? '/build/baseline-cdn' : null;
      const builds = baseline ? ['/dist/cdn', baseline] : ['/dist/cdn'];
      const times = new Map<string, Times[]>(builds.map((b) => [b, []]));
      for (let r = 0; r <= ROUNDS; r++) {
        for (const b of r % 2 ? [...builds].reverse() : builds) {
          const t = await timeBuild(b, scenario.attributes);
          if (r > 0) times.get(b)!.push(t);
        }
      }
      const fmt = (x: number) => x.toFixed(1);
      const lines = [`first load bench, ${scenario.name} (${ROUNDS} rounds, frames alternating; ms from the frame's script start; medians [95 % intervals])`];
      for (const b of builds) {
        const ts = times.get(b)!;
        const [rs, ms] = [ts.map((t) => t.render), ts.map((t) => t.move)];
        lines.push(
          `  ${b.padEnd(20)} first render ${fmt(median(rs))} [${interval(rs).map(fmt).join(', ')}]   first bot move ${fmt(median(ms))} [${interval(ms).map(fmt).join(', ')}]`,
        );
      }
      if (baseline) {
        const [now, base] = [times.get('/dist/cdn')!, times.get(baseline)!];
        for (const key of ['render', 'move'] as const) {
          const ratios = now.map((t, i) => t[key] / base[i][key]);
          lines.push(
            `  this build ÷ baseline, ${key === 'render' ? 'first render' : 'first bot move'}: ×${median(ratios).toFixed(2)} [${interval(ratios)
              .map((x) => x.toFixed(2))
              .join(', ')}]`,
          );
        }
      }
      console.log(lines.join('\n'));
      expect(times.get('/dist/cdn')!.length).to.equal(ROUNDS);
    });
  }
});
