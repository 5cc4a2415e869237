// Needs `npm run build` (npm test runs it first).
import { expect } from '@open-wc/testing';
import type { TablaBoard } from '../../src/index.js';
import { checkCdnBuild, cdnOrigin } from './helpers/cdn.js';

describe('dist/cdn/tabla-board.min.js in a <script type="module"> from another origin', () => {
  it('renders <tabla-board> and gets a pong from the bot worker', async () => {
    await checkCdnBuild('tabla-board.min.js', 'module');
  });

  it('loads the bot on the main thread, from the worker file next to the script, when its worker cannot start', async () => {
    const origin = await cdnOrigin();
    performance.clearResourceTimings();
    const el = document.createElement('tabla-board') as TablaBoard;
    el.setAttribute('worker-url', '/no-such-worker.js'); // 404: the worker reports an error
    document.body.append(el);
    try {
      await el.updateComplete;
      expect(await el.pingBot()).to.equal('pong');
      expect(el.botMode).to.equal('main-thread');
      const loaded = performance.getEntriesByType('resource').map((e) => e.name);
      expect(loaded).to.include(`${origin}/dist/cdn/tabla-board.worker.js`);
    } finally {
      el.remove();
    }
  });
});
