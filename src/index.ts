/**
 * tabla-board: importing this module registers `<tabla-board>` and `<tabla-rules>`.
 * The rules engine is a separate, DOM-free entry point: `tabla-board/engine`.
 */
import { registerVersion } from './version.js';

// Warn when another version of tabla-board is on the same page (see ./version.ts).
registerVersion();

export { TablaBoard } from './board/tabla-board.js';
export type { BotClientOptions, BotFallback, BotFallbackKind, BotMode } from './bot/client.js';
export { BotClient } from './bot/client.js';
export { TablaRules } from './rules/tabla-rules.js';
export { VERSION } from './version.js';
// The types of the elements' properties and events, for typed event handlers and wrappers.
export type {
  StepJSON,
  TablaClockDetail,
  TablaDoubleDetail,
  TablaPassDetail,
  TablaTakeDetail,
  TablaErrorDetail,
  TablaEventMap,
  TablaEventName,
  TablaGameEndDetail,
  TablaMatchEndDetail,
  TablaMoveDetail,
  TablaMoveRefusedDetail,
  TablaRollDetail,
  TablaRollRequestDetail,
  TablaTimeoutDetail,
  TablaTurnDetail,
} from './engine/live/events.js';
export type { TablaLocaleChangeDetail } from './i18n/controller.js';
export type { Locale } from './i18n/runtime.js';
export type { CubeMove, PlayerKind } from './engine/live/types.js';
export type { BoardBot, BotCubeResult, BotLevel } from './board/element/board-bot.js';
export type { DiceSourceKind } from './board/element/tabla-board.component.js';
export type { Orientation } from './board/view/geometry.js';
export type { ClockView } from './engine/live/clock-spec.js';
export type { ReplayScript } from './board/view/replay.js';
export type { Color, GameId, TraditionId } from './engine/types.js';
