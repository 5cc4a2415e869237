/**
 * Strict Content-Security-Policy smoke test: a page served from another origin (the second static
 * server, standing for a site that self-hosts dist/cdn/) with `script-src 'self'`, no
 * `unsafe-inline`, no `unsafe-eval`, `worker-src 'self'` (so no blob: workers) loads the
 * script-tag build and lets the bot play: the bot must run in a worker, never fall back.
 * The page is test/browser/pages/csp-strict.html; it reports back with postMessage.
 * Needs `npm run build` (npm test runs it first).
 */
import { expect } from '@open-wc/testing';
import { cdnOrigin } from './helpers/cdn.js';

interface BoardReport {
  id: string;
  botMode: string;
  move: { player: string; notation: string };
  svg: boolean;
}
interface Report {
  ok: boolean;
  error?: string;
  evalBlocked?: boolean;
  inlineScriptRan?: boolean;
  boards?: BoardReport[];
  violations: string[];
}

function framePage(url: string, timeoutMs: number): Promise<{ report: Report; frame: HTMLIFrameElement }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 900px; height: 700px';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      window.removeEventListener('message', onMessage);
      reject(new Error(`no report from ${url} within ${timeoutMs} ms`));
    }, timeoutMs);
    function onMessage(event: MessageEvent) {
      if (event.source !== frame.contentWindow || event.data?.type !== 'tabla-csp-report') return;
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve({ report: event.data as Report, frame });
    }
    window.addEventListener('message', onMessage);
    frame.src = url;
    document.body.append(frame);
  });
}

describe('dist/cdn under a strict Content-Security-Policy (self-hosted, another origin than the test page)', function () {
  this.timeout(60_000);

  it('renders, runs the bot in a same-origin worker and plays a bot turn, with eval and inline script blocked', async () => {
    const origin = await cdnOrigin();
    expect(origin).to.not.equal(location.origin);
    const { report, frame } = await framePage(`${origin}/test/browser/pages/csp-strict.html`, 35_000);
    try {
      expect(report.ok, report.error).to.equal(true);
      // The policy is really in force:
      expect(report.evalBlocked, 'eval is blocked').to.equal(true);
      expect(report.inlineScriptRan, 'inline script is blocked').to.equal(false);
      // Both boards played a bot move from a worker (with worker-url, and found next to the script):
      expect(report.boards!.map((b) => b.id)).to.deep.equal(['with-url', 'next-to-script']);
      for (const board of report.boards!) {
        expect(board.svg, `${board.id} renders`).to.equal(true);
        expect(board.botMode, `${board.id} bot`).to.equal('worker+wasm');
        expect(board.move.player).to.be.oneOf(['white', 'black']);
        expect(board.move.notation, `${board.id} move`).to.be.a('string').and.not.equal('');
      }
      // Nothing of ours tripped the policy (the eval probe is the only expected violation).
      expect(report.violations.filter((v) => !/\beval\b/.test(v))).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
