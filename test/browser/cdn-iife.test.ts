// Needs `npm run build` (npm test runs it first).
import { expect } from '@open-wc/testing';
import type { TablaBoard } from '../../src/index.js';
import { checkCdnBuild, cdnOrigin } from './helpers/cdn.js';

describe('dist/cdn/tabla-board.iife.js in a classic <script> from another origin', () => {
  it('renders <tabla-board> and gets a pong from the bot worker', async () => {
    await checkCdnBuild('tabla-board.iife.js', 'classic');
  });

  it('finds the worker file next to the classic script for the main-thread fallback too', async () => {
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
