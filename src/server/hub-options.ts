/** The settings of a server process's hub (hub.ts), shared with its lobby (lobby.ts). */
import type { DiceSource } from '../engine/index.js';
import type { Limits } from './limits.js';
import type { Timing } from './referee.js';
import type { MatchStore } from './store.js';

/** Hub settings. */
export interface HubOptions extends Timing {
  /** The limits. */
  readonly limits: Limits;
  /** The store. */
  readonly store: MatchStore;
  /** Dice (default: the engine's secure `cryptoDice`). */
  readonly dice?: DiceSource;
  /** The clock (ms). */
  readonly now?: () => number;
  /** Log lines. */
  readonly log?: (line: string) => void;
}
