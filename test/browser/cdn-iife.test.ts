// Needs `npm run build` (npm test runs it first).
import { checkCdnBuild, checkFallbackLoadsWorkerFile } from './helpers/cdn.js';

describe('dist/cdn/tabla-board.iife.js in a classic <script> from another origin', () => {
  it('renders <tabla-board> and gets a pong from the bot worker', async () => {
    await checkCdnBuild('tabla-board.iife.js', 'classic');
  });

  it('finds the worker file next to the classic script for the main-thread fallback too', async () => {
    await checkFallbackLoadsWorkerFile();
  });
});
