// Needs `npm run build` (npm test runs it first).
import { checkCdnBuild } from './helpers/cdn.js';

describe('dist/cdn/tabla-board.min.js in a <script type="module"> from another origin', () => {
  it('renders <tabla-board> and gets a pong from the bot worker', async () => {
    await checkCdnBuild('tabla-board.min.js', 'module');
  });
});
