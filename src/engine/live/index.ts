/** A live match as a user or a server sees it: the pure reducer, its queries, and the match clock. */
export * from './clock.js';
export * from './clock-spec.js';
export * from './events.js';
export * from './queries.js';
export { initialLive, reduce } from './reduce.js';
export { botSeedFor } from './bot-seed.js';
export type {
  CubeMove,
  Live,
  LiveBot,
  LiveClock,
  LiveEffect,
  LiveHost,
  LiveNotes,
  LivePlay,
  LiveSettings,
  PlayerKind,
  PlayOut,
  Reduction,
  EmitEffect,
} from './types.js';
export type { LiveAction } from './actions.js';
export { liveFromJSON, liveToJSON, type StoredLive } from './stored.js';
export { whyNotMovable, whyNotStep, type Refusal } from './explain.js';
export { nardyRefusal, nardyRefusalText, type NardyRefusal } from '../games/nardy-refusal.js';
