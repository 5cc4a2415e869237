/**
 * tabla-board: importing this module registers `<tabla-board>` and `<tabla-rules>`.
 * The rules engine is a separate, DOM-free entry point: `tabla-board/engine`.
 */
export { TablaBoard } from './board/tabla-board.js';
export type { BotClientOptions, BotMode } from './bot/client.js';
export { BotClient } from './bot/client.js';
export { TablaRules } from './rules/tabla-rules.js';
