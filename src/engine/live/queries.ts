/** Questions about a live match (pure): who may act, what may move where, the clock now. */
import { mayDouble } from '../cube.js';
import { doubleTaker } from '../match-cube.js';
import { resign, type MatchState } from '../match.js';
import type { Color, Position } from '../types.js';
import type { Route } from '../turn.js';
import type { ClockView } from './clock-spec.js';
import { clockSlot } from './clock-slot.js';
import type { TablaMoveDetail, TablaRollRequestDetail } from './events.js';
import type { Live } from './types.js';
import { checkLive, checkMs } from './checks.js';
import { describeValue, expectColor } from '../checks.js';
import { TablaError } from '../errors.js';
import { checkMatchState } from '../match-check.js';

/** The player to roll or move. */
export function moverOf(l: Live): Color {
  checkLive(l);
  return l.state.position.turn;
}

/** The position to show: after the steps played (or shown) so far in this turn. */
export function shownPosition(l: Live): Position {
  checkLive(l);
  return l.play.turn ? l.play.turn.position : l.state.position;
}

/** True when a side is played by a person here. */
export function hasHuman(l: Live): boolean {
  checkLive(l);
  return l.settings.players.white === 'human' || l.settings.players.black === 'human';
}

/** True while the bot chooses or shows a play. */
export function botBusy(l: Live): boolean {
  checkLive(l);
  return l.bot.thinking || l.play.showing?.kind === 'bot';
}

/** True while a remote play is being shown. */
export function remoteBusy(l: Live): boolean {
  checkLive(l);
  return l.play.showing?.kind === 'remote';
}

/** True when a person may act now for the player to move. */
export function humanToAct(l: Live): boolean {
  checkLive(l);
  const { phase } = l.state;
  return (
    !l.settings.readonly &&
    !botBusy(l) &&
    !l.host.held &&
    !l.host.asking &&
    l.settings.players[moverOf(l)] === 'human' &&
    (phase === 'rolling' || phase === 'moving')
  );
}

/** True when a person must make the opening roll (never with external dice: the host rolls). */
export function humanOpening(l: Live): boolean {
  checkLive(l);
  return !l.settings.readonly && !l.settings.externalDice && l.state.phase === 'opening' && hasHuman(l);
}

/** With external dice: the roll asked for and not yet answered, or null. */
export function rollRequest(l: Live): TablaRollRequestDetail | null {
  checkLive(l);
  return l.host.request && l.host.request.state === l.state ? l.host.request.detail : null;
}

/** True when a person may press Roll now. */
export function canRoll(l: Live): boolean {
  checkLive(l);
  return humanOpening(l) || (humanToAct(l) && l.state.phase === 'rolling' && !rollRequest(l));
}

/** True while the board waits for the host's dice. */
export function waitingForDice(l: Live): boolean {
  checkLive(l);
  const p = l.state.phase;
  return l.settings.externalDice && !l.settings.readonly && (p === 'opening' || (p === 'rolling' && !!rollRequest(l)));
}

/** The play held for the host's confirmation, or null. */
export function pendingMove(l: Live): TablaMoveDetail | null {
  checkLive(l);
  return l.host.held?.detail ?? null;
}

/** The points (mover's numbering) whose checker may move now. */
export function movable(l: Live): number[] {
  checkLive(l);
  return l.play.turn && !l.play.choice ? l.play.turn.movableFrom() : [];
}

/** Where the selected checker may go: with one die, or with the sum of several (the engine's routes). */
export function destinations(l: Live): number[] {
  return routes(l).map((r) => r.to);
}

/** The selected checker's ways: each place it may reach and the steps that take it there. */
export function routes(l: Live): Route[] {
  checkLive(l);
  return l.play.turn && l.play.selected !== null && !l.play.choice ? l.play.turn.routes(l.play.selected) : [];
}

/** True when the steps so far are a complete legal play. */
export function canConfirm(l: Live): boolean {
  checkLive(l);
  return !!l.play.turn && l.play.turn.canFinish();
}

/** True when the clock applies: a clock is set, and one side is a person here and the other remote (or `clockAllSides`). */
export function clockActive(l: Live): boolean {
  checkLive(l);
  const { white, black } = l.settings.players;
  const sides = l.settings.clockAllSides === true || (white === 'human' && black === 'remote') || (white === 'remote' && black === 'human');
  return l.settings.clock !== null && !l.settings.readonly && sides;
}

/** Both clocks at `now`, or null when no clock is active. */
export function clockNow(l: Live, now: number): ClockView | null {
  checkLive(l);
  checkMs(now, 'now');
  return clockActive(l) && l.clock.state ? clockSlot.get().clockView(l.clock.state, now) : null;
}

/** Free time left in the running move at `now` (0 when none runs). */
export function freeLeftNow(l: Live, now: number): number {
  checkLive(l);
  checkMs(now, 'now');
  return clockActive(l) && l.clock.state ? clockSlot.get().clockFreeLeft(l.clock.state, now) : 0;
}

/** Why a roll is not allowed now (null: it is). `given`: the dice come with the call. */
export function rollRefusal(l: Live, given: boolean): string | null {
  checkLive(l);
  if (typeof given !== 'boolean')
    throw new TablaError('bad-argument', `given must be true or false (whether the dice come with the call), got ${describeValue(given)}`);
  const { phase } = l.state;
  if (phase !== 'opening' && phase !== 'rolling') return `cannot roll in phase ${phase}`;
  if (!given && l.settings.externalDice) return 'the dice come from the host (dice-source="external"): call roll(dice) with its roll';
  if (l.play.showing?.kind === 'remote' || l.host.held || l.host.asking) return 'a play is still being shown or waits for confirmation';
  return null;
}

/** True when a person here may double now (B3: before his roll, with access to the cube). */
export function canDouble(l: Live): boolean {
  checkLive(l);
  return humanToAct(l) && l.state.phase === 'rolling' && !l.host.doubleAsked && mayDouble(l.state, moverOf(l));
}

/** The side played by a person here that must answer the double on offer, or null. */
export function humanToAnswer(l: Live): Color | null {
  checkLive(l);
  const s = l.state;
  if (s.phase !== 'doubled' || l.settings.readonly || l.host.doubleAsked) return null;
  const taker = doubleTaker(s);
  return l.settings.players[taker] === 'human' ? taker : null;
}

/** True when the person answering the double may beaver (B4: money play with the option on, the cube not past 64). */
export function canBeaver(l: Live): boolean {
  checkLive(l);
  const s = l.state;
  return humanToAnswer(l) !== null && s.config.cubeRules?.beaver === true && (s.cube?.value ?? 64) * 4 <= 64;
}

/** Who resigns when no colour is named: the one person playing here, else the player to move. */
export function resigner(l: Live): Color {
  checkLive(l);
  const humans = (['white', 'black'] as const).filter((c) => l.settings.players[c] === 'human');
  return humans.length === 1 ? humans[0] : moverOf(l);
}

/** The points a resignation by `color` gives now, as the engine scores it (C7; in backgammon B6: ×cube, a backgammon 3, Jacoby); outside a game, C7's count. */
export function resignPoints(l: Live, color: Color): number {
  checkLive(l);
  expectColor(color);
  const { phase } = l.state;
  if (phase !== 'rolling' && phase !== 'moving' && phase !== 'doubled') return l.state.position[color].off === 0 ? 2 : 1;
  return resign(l.state, color).lastResult?.points ?? 1;
}

/** The cube value a double offers now (B3: twice the cube's value). */
export function offeredCubeValue(state: MatchState): number {
  checkMatchState(state);
  return (state.cube?.value ?? 1) * 2;
}

/** Why a person here may not act in the turn being played now (`undo`, `confirm`, a hint), or null when he may. */
export function whyNoHumanCall(l: Live): string | null {
  checkLive(l);
  if (humanToAct(l) && l.state.phase === 'moving') return null;
  const mover = moverOf(l);
  const kind = l.settings.players[mover];
  if (l.state.phase !== 'moving') return `no turn is being played (phase ${l.state.phase})`;
  if (l.settings.readonly) return 'the board is read-only';
  if (pendingMove(l)) return 'the play is held for confirmation (acceptMove or refuseMove)';
  if (botBusy(l) || kind !== 'human') return `${mover} is played by ${kind === 'human' ? 'a bot now' : `a ${kind} player`}`;
  return 'the board is busy';
}
