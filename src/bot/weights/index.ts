/**
 * The trained networks, one module per game (scripts/train/train-td.mjs, exported by
 * scripts/train/train-export.mjs; see docs/bot.md). Each is imported only when a game first needs it
 * (src/bot/networks.ts): the bot's first load carries none of them, and a new network is a new
 * file here plus its line below. A game without a line is played with the hand-made heuristic.
 */
import type { GameId } from '../../engine/index.js';
import type { NetData } from '../net.js';

/** Loads the network of each game that has one. */
export const NETWORKS: Partial<Record<GameId, () => Promise<NetData>>> = {
  prva: () => import('./prva.js').then((m) => m.PRVA),
  vtora: () => import('./vtora.js').then((m) => m.VTORA),
  treta: () => import('./treta.js').then((m) => m.TRETA),
  fevga: () => import('./fevga.js').then((m) => m.FEVGA),
  nardy: () => import('./nardy.js').then((m) => m.NARDY),
};
