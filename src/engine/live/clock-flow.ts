/**
 * The match clock in a live match: it runs for the player to act, is charged when a move ends,
 * keeps one timer for the moment time is up, and takes a server's reserves and presence.
 * The clock's own rules are the pure functions of clock.ts, asked through clock-slot.ts only while
 * a clock applies or runs (a match without a clock runs without them).
 */
import { TablaError } from '../errors.js';
import { doubleTaker } from '../match-cube.js';
import { clockSlot } from './clock-slot.js';
import type { ActionOf, Draft } from './draft.js';
import { clockActive, moverOf } from './queries.js';

/** A move ended (or the game was replaced): the clock charges it to its player's reserve. */
export function newTurn(d: Draft): void {
  const c = d.l.clock;
  c.serial++;
  if (c.state) c.state = clockSlot.get().clockSettle(c.state, d.now);
}

/** Runs the clock of the player to act (rolling or moving; the taker while a double is on offer; not while a play is held or a remote play is shown). */
export function syncClock(d: Draft): void {
  const l = d.l;
  const c = l.clock;
  const spec = clockActive(l) ? l.settings.clock : null;
  const key = spec ? JSON.stringify(spec) : '';
  let old = null;
  if (key !== c.key) {
    old = c.state ? clockSlot.get().clockPause(c.state, d.now) : null;
    c.key = key;
    c.state = spec ? clockSlot.get().newClock(spec) : null;
  }
  const s = l.state;
  // While a double is on offer (B3) the taker is to act: his clock runs.
  const actor = s.phase === 'doubled' ? doubleTaker(s) : moverOf(l);
  const acting =
    (s.phase === 'rolling' || s.phase === 'doubled' || s.phase === 'moving') &&
    !l.host.held &&
    !l.host.asking &&
    l.play.showing?.kind !== 'remote' &&
    !c.away[actor];
  if (c.state) {
    const clock = clockSlot.get();
    c.state = acting ? clock.clockRun(c.state, actor, c.serial, d.now) : clock.clockPause(c.state, d.now);
  }
  const running = c.state && acting ? actor : null;
  if (running !== c.told || (old && c.state)) {
    c.told = running;
    // A clock switched off reports its last state, stopped; a replaced one its fresh state.
    d.fx.push({ type: 'emit', name: 'tabla-clock', detail: clockSlot.get().clockView((c.state ?? old)!, d.now) });
  }
  scheduleClock(d);
}

/** One timer, for the moment the running player's time is up. */
export function scheduleClock(d: Draft): void {
  const left = d.l.clock.state ? clockSlot.get().clockRemaining(d.l.clock.state, d.now) : null;
  d.fx.push({ type: 'timer', name: 'clock', delayMs: left === null ? null : Math.max(0, left) + 1, action: left === null ? null : { type: 'clock-check' } });
}

/** `set-reserves`: a server's authoritative reserves. @throws TablaError `unavailable` when no clock runs. */
export function setReserves(d: Draft, a: ActionOf<'set-reserves'>): void {
  syncClock(d);
  const l = d.l;
  if (!l.clock.state || !clockActive(l))
    throw new TablaError('unavailable', 'no clock is running on this board (it needs a clock and one human against one remote player)');
  const clock = clockSlot.get();
  for (const c of ['white', 'black'] as const) if (a.reserves[c] !== undefined) l.clock.state = clock.clockSetReserve(l.clock.state, c, a.reserves[c]!, d.now);
  d.fx.push({ type: 'emit', name: 'tabla-clock', detail: clock.clockView(l.clock.state, d.now) });
  scheduleClock(d);
}

/** `presence`: a player went away or came back (an away mover's clock stops). */
export function presence(d: Draft, a: ActionOf<'presence'>): void {
  d.l.clock.away = { ...d.l.clock.away, [a.color]: a.away };
  syncClock(d);
}
