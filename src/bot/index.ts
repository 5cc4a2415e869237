/**
 * tabla-board/bot: the bot, DOM-free and side-effect-free (usable in Node and in workers).
 * The main-thread client that starts the worker lives in `./client.ts` and is used by the element.
 */
export * from './bot.js';
export { cubeDecision, questionFromMatch, type CubeAnswer, type CubeInput, type CubeMatch, type CubeQuestion } from './cube.js';
export { hint, hintSync, MAX_HINTS, type HintOptions, type HintPlay } from './hint.js';
export { BOT_PROTOCOL_VERSION, answer } from './protocol.js';
export type { BotChooseFields, BotHint, BotHintFields, BotRequest, BotResponse, BotRollFields, BotStep } from './protocol.js';
export * from './analysis/index.js';
