/**
 * The match as a whole in a live match: a start (new, loaded from a server, restored), new
 * settings, a game ended at once (resignation, time) and the next game.
 */
import { TablaError } from '../errors.js';
import { currentTurn, nextGame, resign, timeOut, type MatchState } from '../match.js';
import type { Turn } from '../turn.js';
import { advance } from './advance.js';
import { clockSlot } from './clock-slot.js';
import { newTurn, scheduleClock, syncClock } from './clock-flow.js';
import { buildRecord } from '../match-file/record-builder.js';
import type { RecordAction } from '../match-file/record-types.js';
import { announceTurn, gameEnded, note, setState, type ActionOf, type Draft } from './draft.js';

/** The players of a live match's record, named by colour (the host gives the names). */
const COLOR_NAMES = { white: 'white', black: 'black' } as const;
import { moverOf, resigner } from './queries.js';

/** `start`: a new match (fresh clock, first turn announced), one loaded from a server (clock kept) or a saved one restored with its half-played turn. @throws TablaError when the steps do not fit the state. */
export function start(d: Draft, a: ActionOf<'start'>): void {
  const state = a.state;
  let turn: Turn | null = state.phase === 'moving' ? currentTurn(state) : null; // throws on dice that do not fit
  const steps = a.steps ?? [];
  if (steps.length > 0 && !turn) throw new TablaError('bad-match-state', `steps given in phase ${state.phase}`);
  for (const s of steps) turn = turn!.step(s);
  const l = d.l;
  if (a.settings) l.settings = a.settings;
  if (a.mode === 'new') l.clock.key = ''; // a new match: full reserves
  dropInFlight(d);
  newTurn(d);
  setState(d, state);
  l.play.selected = null;
  l.play.choice = null;
  l.notes = {
    ...l.notes,
    record: a.record ?? buildRecord(state, COLOR_NAMES),
    lastMove: null,
    passNote: null,
    refusal: null,
    why: null,
    route: null,
    moves: a.mode === 'new' ? [] : l.notes.moves,
  };
  l.host.request = null;
  l.bot.ply = 0;
  l.play.turn = state.phase === 'moving' ? currentTurn(state) : null;
  if (a.mode === 'restore' && turn && l.settings.players[moverOf(l)] === 'human') l.play.turn = turn;
  if (a.entropy !== undefined) l.bot.entropy = a.entropy;
  if (a.mode !== 'load') announceTurn(d);
  syncClock(d);
  advance(d);
}

/** Drops everything in flight: the bot's request, timers, an animation, an announced or held play. */
export function dropInFlight(d: Draft): void {
  d.fx.push({ type: 'cancel-bot' }, { type: 'clear-timers' });
  d.l.bot.thinking = false;
  d.l.play.showing = null;
  d.l.host.asking = null;
  d.l.host.held = null;
  d.l.host.doubleAsked = false;
  d.l.bot.cube = null;
  if (d.l.clock.state) d.l.clock.state = clockSlot.get().clockPause(d.l.clock.state, d.now);
}

/** Ends the game at once by `action` (a resignation, time, a pass): whatever was being played or shown is dropped. */
export function endBy(d: Draft, state: MatchState, action: RecordAction, before?: () => void): void {
  dropInFlight(d);
  newTurn(d);
  const was = d.l.state;
  setState(d, state);
  note(d, was, action);
  d.l.play.turn = null;
  d.l.play.selected = null;
  d.l.play.choice = null;
  syncClock(d);
  before?.();
  gameEnded(d);
  advance(d);
}

/** Starts the next game of the set after a game ended. */
export function startNextGame(d: Draft): void {
  setState(d, nextGame(d.l.state));
  d.l.play.turn = null;
  d.l.notes = { ...d.l.notes, lastMove: null, passNote: null, refusal: null };
  newTurn(d);
  announceTurn(d);
  syncClock(d);
  advance(d);
}

/** `record`: the record a restored match follows replaces the one started at its state, while the match is still at that state. */
export function keepRecord(d: Draft, a: ActionOf<'record'>): void {
  if (d.l.state === a.state) d.l.notes = { ...d.l.notes, record: a.record };
}

/** `settings`: the match runs on with new settings. */
export function changeSettings(d: Draft, a: ActionOf<'settings'>): void {
  d.l.settings = a.settings;
  syncClock(d);
  advance(d);
}

/** `resign`: the named player, or the one person playing here, else the player to move, resigns. @throws TablaError outside a game. */
export function resignAction(d: Draft, a: ActionOf<'resign'>): void {
  const color = a.color ?? resigner(d.l);
  endBy(d, resign(d.l.state, color), { type: 'resign', player: color });
}

/** `timeout`: `color` loses the match on time. */
export function timeoutAction(d: Draft, { color }: ActionOf<'timeout'>): void {
  endBy(d, timeOut(d.l.state, color), { type: 'timeout', player: color }, () => d.fx.push({ type: 'emit', name: 'tabla-timeout', detail: { player: color } }));
  d.fx.push({ type: 'notice', notice: { kind: 'timeout', player: color, white: d.l.state.score.white, black: d.l.state.score.black } });
}

/** `clock-check`: the running player's time is up (a timeout), or the clock's timer is set again. */
export function clockCheck(d: Draft): void {
  const c = d.l.clock.state;
  const color = c ? clockSlot.get().clockRunning(c) : null;
  if (!color) return;
  if ((clockSlot.get().clockRemaining(c!, d.now) ?? 1) > 0) return scheduleClock(d);
  timeoutAction(d, { type: 'timeout', color });
}
