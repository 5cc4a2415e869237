// Needs `npm run build` (npm test runs it first).
import { checkCdnBuild, checkFallbackLoadsWorkerFile } from './helpers/cdn.js';

describe('dist/cdn/tabla-board.min.js in a <script type="module"> from another origin', () => {
  it('renders <tabla-board> and gets a pong from the bot worker', async () => {
    await checkCdnBuild('tabla-board.min.js', 'module');
  });

  it('loads the bot on the main thread, from the worker file next to the script, when its worker cannot start', async () => {
    await checkFallbackLoadsWorkerFile();
  });
});
