/** The bot's playing strengths, once for the bot, the board and the tools (no other dependency). */

/** Playing strength, weakest first. */
export type Level = 'easy' | 'medium' | 'hard' | 'master';

/** All levels, weakest first. */
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard', 'master'];
