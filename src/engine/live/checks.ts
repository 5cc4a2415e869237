/**
 * Argument checks of the live layer's exports (its queries, the refusal explanations; the clock's
 * are in clock.ts):
 * a caller that is not type-checked gets a `TablaError` naming the bad value (`describeValue`)
 * instead of a TypeError from inside. The checks look at the shape only (what the function reads),
 * so that the queries stay cheap enough to run on every render.
 */
import { describeValue } from '../checks.js';
import { TablaError } from '../errors.js';
import { Turn } from '../turn.js';
import type { Live } from './types.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Throws unless `l` has a live match's parts (`initialLive`, `reduce`, `liveFromJSON` make one). */
export function checkLive(l: unknown): asserts l is Live {
  const ok =
    isObject(l) &&
    isObject(l.state) &&
    isObject(l.state.position) &&
    typeof l.state.phase === 'string' &&
    isObject(l.settings) &&
    isObject(l.settings.players) &&
    isObject(l.play) &&
    isObject(l.host) &&
    isObject(l.clock) &&
    isObject(l.bot);
  if (!ok) throw new TablaError('bad-argument', `expected a live match (from initialLive, reduce or liveFromJSON), got ${describeValue(l)}`);
}

/** Throws unless `v` is a finite number of milliseconds (a time or a duration); `what` names it. */
export function checkMs(v: unknown, what: string): asserts v is number {
  if (typeof v !== 'number' || !Number.isFinite(v))
    throw new TablaError('bad-argument', `${what} must be a finite number of milliseconds, got ${describeValue(v)}`);
}

/** Throws unless `turn` is an engine `Turn`. */
export function checkTurn(turn: unknown): asserts turn is Turn {
  if (!(turn instanceof Turn)) throw new TablaError('bad-argument', `expected a turn (Turn.begin), got ${describeValue(turn)}`);
}

/** Throws unless `point` is a whole number 0–25 (mover's numbering: 25 the bar, 0 off); `what` names it. */
export function checkPoint(point: unknown, what: string): asserts point is number {
  if (!Number.isInteger(point) || (point as number) < 0 || (point as number) > 25)
    throw new TablaError('bad-argument', `${what} must be a point 0–25 (25 the bar, 0 off), got ${describeValue(point)}`);
}
