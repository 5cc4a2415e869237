/**
 * The parts of the engine that the element's first load does not carry, each installing itself
 * in the engine when loaded:
 * - the Vtora ladder solver (core/ladder.ts → core/ladder-slot.ts): a match that can reach Vtora
 *   fetches it when it starts, in parallel with the first render; a Vtora game does not start
 *   (the match, `setState`, a restore, the next game of the set) until it is there;
 * - the XGID and GNU Backgammon Position ID readers (notation/gnubg.ts → notation/id-slot.ts):
 *   a `position`, or a replay script's starting position, with the shape of one is read once they
 *   are loaded;
 * - the match clock's rules (live/clock.ts → live/clock-slot.ts): a match with a `clock` starts
 *   once they are there, and the reducer gets the clock only then.
 * A failed load is reported as a `tabla-error` with the code `chunk-load-failed` (source `ladder`,
 * `position` or `clock`), and the next need tries again.
 */
import { ladderSlot } from '../../engine/core/ladder-slot.js';
import { clockSlot } from '../../engine/live/clock-slot.js';
import type { ClockSpec } from '../../engine/live/clock-spec.js';
import { idSlot, looksLikeId } from '../../engine/notation/id-slot.js';
import type { GameId } from '../../engine/types.js';
import type { ReactiveElement } from 'lit';
import { LazyPart } from '../lazy-part.js';

/** The ladder solver's module, loaded once per page. */
const ladderPart = new LazyPart('the Vtora ladder solver', () => import('../../engine/core/ladder.js'));

/** The ID readers' module, loaded once per page. */
const idPart = new LazyPart('the XGID and GNU Backgammon ID readers', () => import('../../engine/notation/gnubg.js'));

/** The clock's rules' module, loaded once per page. */
const clockPart = new LazyPart('the match clock', () => import('../../engine/live/clock.js'));

/** True when a game of `games`, or a match with the clock `clock`, needs a part of the engine that is not loaded yet. */
export function needsParts(games: readonly GameId[], clock: ClockSpec | null = null): boolean {
  return (games.includes('vtora') && !ladderSlot.installed) || (clock !== null && !clockSlot.installed);
}

/**
 * Loads what the games and the clock need (at once, in parallel; nothing when it is there):
 * resolves true when the engine can play them, false when a load failed (reported on `target`).
 */
export async function loadParts(games: readonly GameId[], target: EventTarget, clock: ClockSpec | null = null): Promise<boolean> {
  const ladder = games.includes('vtora') && !ladderSlot.installed ? ladderPart.load(target, 'ladder') : true;
  const rules = clock !== null && !clockSlot.installed ? clockPart.load(target, 'clock') : true;
  const loaded = await Promise.all([ladder, rules]);
  return loaded.every((part) => part !== undefined);
}

/** The clock a match runs with now: `clock` once the clock's rules are installed, else none (the reducer never asks for rules it has not got). */
export function clockIfLoaded(clock: ClockSpec | null): ClockSpec | null {
  return clockSlot.installed ? clock : null;
}

/** True when `position` has the shape of an XGID or a GNU Backgammon Position ID and their readers are not loaded yet. */
export function positionNeedsParts(position: unknown): boolean {
  return typeof position === 'string' && looksLikeId(position) && !idSlot.installed;
}

/** True when a replay script (object or JSON text; anything else is left for the replay to report) starts from an ID whose readers are not loaded yet. */
function replayNeedsParts(script: unknown): boolean {
  if (typeof script === 'string') {
    try {
      script = JSON.parse(script);
    } catch {
      return false;
    }
  }
  return typeof script === 'object' && script !== null && positionNeedsParts((script as { position?: unknown }).position);
}

/**
 * An element's side of the ID readers: a `position` or a replay script's starting position with the
 * shape of an XGID or a GNU Backgammon ID is read once they are loaded; until then every change of
 * the element waits, and all are applied when they are there (when they could not be loaded,
 * reported, the position is read without them and reported as unreadable).
 */
export class PositionParts {
  private held: Map<PropertyKey, unknown> | null = null;
  private failed = false;
  private pending: Promise<void> | null = null;

  constructor(private readonly host: Pick<ReactiveElement, 'requestUpdate'> & EventTarget) {}

  /** The load the changes wait for, if any (the element's `updateComplete` awaits it). */
  get loading(): Promise<void> | null {
    return this.pending;
  }

  /** In `willUpdate`: true when the changes must wait for the ID readers (the update then applies nothing). */
  hold(changed: Map<PropertyKey, unknown>, settings: { position: string; replay: unknown }): boolean {
    if (this.held) {
      for (const [key, value] of changed) if (!this.held.has(key)) this.held.set(key, value);
      return true;
    }
    const failed = this.failed;
    this.failed = false;
    const needed = (changed.has('position') && positionNeedsParts(settings.position)) || (changed.has('replay') && replayNeedsParts(settings.replay));
    if (failed || !needed) return false;
    const held = (this.held = new Map(changed));
    this.pending = idPart.load(this.host, 'position').then((module) => {
      this.held = this.pending = null;
      this.failed = module === undefined;
      for (const [key, value] of held) this.host.requestUpdate(key, value);
    });
    return true;
  }
}
