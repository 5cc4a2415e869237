/** A reduction in progress (a draft of the live match and the effects gathered so far), and the steps every concern shares. */
import type { MatchState } from '../match.js';
import { withAction } from '../match-file/record-builder.js';
import type { RecordAction } from '../match-file/record-types.js';
import type { LiveAction } from './actions.js';
import type { Live, LiveEffect } from './types.js';

/** A reduction in progress: the live match being changed (its groups are copies) and the effects so far. */
export interface Draft {
  l: Live;
  fx: LiveEffect[];
  now: number;
}

/** An action of one type. */
export type ActionOf<T extends LiveAction['type']> = Extract<LiveAction, { type: T }>;

/** Replaces the match state: timers, bot answers and animations of the old one become stale. */
export function setState(d: Draft, state: MatchState): void {
  d.l.state = state;
  d.l.epoch++;
}

/** Adds `action`, which turned `before` into the match state now, to the match's record (`notes.record`). */
export function note(d: Draft, before: MatchState, action: RecordAction): void {
  if (d.l.notes.record) d.l.notes.record = withAction(d.l.notes.record, before, action, d.l.state);
}

/** Sets the timer that reduces `action` after `ms` (for the current epoch only). */
export function later(d: Draft, name: 'act' | 'show', ms: number, action: LiveAction): void {
  d.fx.push({ type: 'timer', name, delayMs: ms, action });
}

/** Announces the turn of the player to roll (or to move with carried numbers). */
export function announceTurn(d: Draft): void {
  const s = d.l.state;
  if (s.phase === 'rolling' || (s.phase === 'moving' && s.dice === null)) {
    d.fx.push({
      type: 'emit',
      name: 'tabla-turn',
      detail: { player: s.position.turn, phase: s.phase, gameNumber: s.gameNumber, carried: [...s.position.carried] },
    });
  }
}

/** Announces the end of a game (and of the match, when it is over). */
export function gameEnded(d: Draft): void {
  const s = d.l.state;
  const r = s.lastResult!;
  d.fx.push({
    type: 'emit',
    name: 'tabla-game-end',
    detail: { game: s.game, gameNumber: s.gameNumber, winner: r.winner, points: r.points, kind: r.kind, score: { ...s.score } },
  });
  d.fx.push({ type: 'notice', notice: { kind: 'game-end', winner: r.winner, points: r.points, result: r.kind } });
  if (s.phase === 'match-over' && s.winner) {
    d.fx.push({ type: 'emit', name: 'tabla-match-end', detail: { winner: s.winner, score: { ...s.score }, length: s.config.length } });
    d.fx.push({ type: 'notice', notice: { kind: 'match-end', winner: s.winner, white: s.score.white, black: s.score.black } });
  }
}
