/**
 * Where the match clock's rules (clock.ts) plug into the live match. The rules install themselves
 * when their module is imported; the engine's index imports it, and the element's script-tag
 * build loads it as a chunk of its own when a match with a clock starts (the board hands the
 * reducer a clock only once it is installed). The reducer asks for the rules only while a clock
 * applies or runs; asked before they are installed, they are refused with the code `unavailable`.
 */
import { partSlot } from '../part-slot.js';
import type * as Clock from './clock.js';

/** The clock's rules the live match runs. */
export type ClockRules = Pick<
  typeof Clock,
  'newClock' | 'clockRunning' | 'clockPause' | 'clockSettle' | 'clockRun' | 'clockRemaining' | 'clockFreeLeft' | 'clockSetReserve' | 'clockView'
>;

/** The clock's rules once installed. */
let installed: ClockRules | null = null;

/** Installs the clock's rules (clock.ts does, when imported). */
export function installClock(part: ClockRules): void {
  installed = part;
}

/** The slot: whether the clock's rules are installed, and they. */
export const clockSlot = partSlot(() => installed, 'the match clock is not loaded yet: import live/clock.js (the engine index does) before running a clock');
