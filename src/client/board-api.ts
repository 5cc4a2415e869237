/**
 * What the browser client uses of a `<tabla-board>`: only its public API (README, "API"), typed
 * here structurally so the client imports no element code and works with any board build.
 */
import type { MatchState } from '../engine/index.js';

/** The `<tabla-board>` properties, methods and events the client uses. */
export interface BoardLike extends EventTarget {
  /** Whether a person may act. */
  readonly: boolean;
  /** `external`: the board asks for dice and the client passes the server's in. */
  diceSource: string;
  /** Who plays white (`human`, `remote`, …). */
  whitePlayer: string;
  /** Who plays black. */
  blackPlayer: string;
  /** The tradition. */
  tradition: string;
  /** One game repeated, or '' for the tradition's set. */
  game: string;
  /** Points to win. */
  matchLength: number;
  /** The clock setting, or ''. */
  clock: string;
  /** Resolves once the element has rendered its settings. */
  readonly updateComplete: Promise<unknown>;
  /** The roll the board waits for (`tabla-roll-request`), or null. */
  readonly rollRequest: { readonly opening: boolean; readonly player: string | null; readonly gameNumber: number } | null;
  /** The play held by `holdMove()`, or null. */
  readonly pendingMove: unknown;
  /** Both clocks, or null when no clock runs. */
  readonly clockState: unknown;
  /** The match state shown. */
  getState(): MatchState;
  /** Loads a match state. */
  setState(state: MatchState): boolean;
  /** Passes in the dice asked for. */
  roll(dice: readonly number[]): boolean;
  /** Plays the remote side's turn. */
  playRemote(move: string): boolean;
  /** Keeps a local play pending. */
  holdMove(): boolean;
  /** Applies the held play. */
  acceptMove(): boolean;
  /** Refuses the held play. */
  refuseMove(reason?: string): boolean;
  /** A cube move of the remote side. */
  cubeRemote(move: string): boolean;
  /** Resigns the game for `color`. */
  resign(color?: string): boolean;
  /** Starts the next game. */
  nextGame(): boolean;
  /** Ends the match on time: `color` loses. */
  timeOut(color: string): boolean;
  /** Sets the reserves of both clocks (ms). */
  setClock(reserves: { white?: number; black?: number }): boolean;
}
