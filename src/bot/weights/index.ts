/**
 * Trained network weights per game (scripts/train-td.mjs, exported by scripts/train-export.mjs;
 * see docs/bot.md). A game without weights here is played with the hand-made heuristic evaluator.
 */
import type { GameId } from '../../engine/index.js';
import type { NetData } from '../net.js';
import { PRVA } from './prva.js';
import { TRETA } from './treta.js';
import { FEVGA } from './fevga.js';

export const WEIGHTS: Partial<Record<GameId, NetData>> = { prva: PRVA, treta: TRETA, fevga: FEVGA };
