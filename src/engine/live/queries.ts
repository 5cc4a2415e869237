/** Questions about a live match (pure): who may act, what may move where, the clock now. */
import { mayDouble } from '../cube.js';
import { doubleTaker } from '../match-cube.js';
import { resign, type MatchState } from '../match.js';
import type { Color, Position } from '../types.js';
import { clockFreeLeft, clockView, type ClockView } from './clock.js';
import type { TablaMoveDetail, TablaRollRequestDetail } from './events.js';
import type { Live } from './types.js';

/** The player to roll or move. */
export const moverOf = (l: Live): Color => l.state.position.turn;

/** The position to show: after the steps played (or shown) so far in this turn. */
export const shownPosition = (l: Live): Position => (l.play.turn ? l.play.turn.position : l.state.position);

/** True when a side is played by a person here. */
export const hasHuman = (l: Live): boolean => l.settings.players.white === 'human' || l.settings.players.black === 'human';

/** True while the bot chooses or shows a play. */
export const botBusy = (l: Live): boolean => l.bot.thinking || l.play.showing?.kind === 'bot';

/** True while a remote play is being shown. */
export const remoteBusy = (l: Live): boolean => l.play.showing?.kind === 'remote';

/** True when a person may act now for the player to move. */
export function humanToAct(l: Live): boolean {
  const { phase } = l.state;
  return !l.settings.readonly && !botBusy(l) && !l.host.held && !l.host.asking && l.settings.players[moverOf(l)] === 'human' && (phase === 'rolling' || phase === 'moving');
}

/** True when a person must make the opening roll (never with external dice: the host rolls). */
export const humanOpening = (l: Live): boolean => !l.settings.readonly && !l.settings.externalDice && l.state.phase === 'opening' && hasHuman(l);

/** With external dice: the roll asked for and not yet answered, or null. */
export const rollRequest = (l: Live): TablaRollRequestDetail | null => (l.host.request && l.host.request.state === l.state ? l.host.request.detail : null);

/** True when a person may press Roll now. */
export const canRoll = (l: Live): boolean => humanOpening(l) || (humanToAct(l) && l.state.phase === 'rolling' && !rollRequest(l));

/** True while the board waits for the host's dice. */
export function waitingForDice(l: Live): boolean {
  const p = l.state.phase;
  return l.settings.externalDice && !l.settings.readonly && (p === 'opening' || (p === 'rolling' && !!rollRequest(l)));
}

/** The play held for the host's confirmation, or null. */
export const pendingMove = (l: Live): TablaMoveDetail | null => l.host.held?.detail ?? null;

/** The points (mover's numbering) whose checker may move now. */
export const movable = (l: Live): number[] => (l.play.turn && !l.play.choice ? l.play.turn.movableFrom() : []);

/** Where the selected checker may go. */
export const destinations = (l: Live): number[] => (l.play.turn && l.play.selected !== null && !l.play.choice ? l.play.turn.destinations(l.play.selected) : []);

/** True when the steps so far are a complete legal play. */
export const canConfirm = (l: Live): boolean => !!l.play.turn && l.play.turn.canFinish();

/** True when the clock applies: a clock is set, and one side is a person here and the other remote (or `clockAllSides`). */
export function clockActive(l: Live): boolean {
  const { white, black } = l.settings.players;
  const sides = l.settings.clockAllSides === true || (white === 'human' && black === 'remote') || (white === 'remote' && black === 'human');
  return l.settings.clock !== null && !l.settings.readonly && sides;
}

/** Both clocks at `now`, or null when no clock is active. */
export const clockNow = (l: Live, now: number): ClockView | null => (clockActive(l) && l.clock.state ? clockView(l.clock.state, now) : null);

/** Free time left in the running move at `now` (0 when none runs). */
export const freeLeftNow = (l: Live, now: number): number => (clockActive(l) && l.clock.state ? clockFreeLeft(l.clock.state, now) : 0);

/** Why a roll is not allowed now (null: it is). `given`: the dice come with the call. */
export function rollRefusal(l: Live, given: boolean): string | null {
  const { phase } = l.state;
  if (phase !== 'opening' && phase !== 'rolling') return `cannot roll in phase ${phase}`;
  if (!given && l.settings.externalDice) return 'the dice come from the host (dice-source="external"): call roll(dice) with its roll';
  if (l.play.showing?.kind === 'remote' || l.host.held || l.host.asking) return 'a play is still being shown or waits for confirmation';
  return null;
}

/** True when a person here may double now (B3: before his roll, with access to the cube). */
export function canDouble(l: Live): boolean {
  return humanToAct(l) && l.state.phase === 'rolling' && !l.host.doubleAsked && mayDouble(l.state, moverOf(l));
}

/** The side played by a person here that must answer the double on offer, or null. */
export function humanToAnswer(l: Live): Color | null {
  const s = l.state;
  if (s.phase !== 'doubled' || l.settings.readonly || l.host.doubleAsked) return null;
  const taker = doubleTaker(s);
  return l.settings.players[taker] === 'human' ? taker : null;
}

/** True when the person answering the double may beaver (B4: money play with the option on, the cube not past 64). */
export function canBeaver(l: Live): boolean {
  const s = l.state;
  return humanToAnswer(l) !== null && s.config.cubeRules?.beaver === true && (s.cube?.value ?? 64) * 4 <= 64;
}

/** Who resigns when no colour is named: the one person playing here, else the player to move. */
export function resigner(l: Live): Color {
  const humans = (['white', 'black'] as const).filter((c) => l.settings.players[c] === 'human');
  return humans.length === 1 ? humans[0] : moverOf(l);
}

/** The points a resignation by `color` gives now, as the engine scores it (C7; in backgammon B6: ×cube, a backgammon 3, Jacoby); outside a game, C7's count. */
export function resignPoints(l: Live, color: Color): number {
  const { phase } = l.state;
  if (phase !== 'rolling' && phase !== 'moving' && phase !== 'doubled') return l.state.position[color].off === 0 ? 2 : 1;
  return resign(l.state, color).lastResult?.points ?? 1;
}

/** The cube value a double offers now (B3: twice the cube's value). */
export function offeredCubeValue(state: MatchState): number {
  return (state.cube?.value ?? 1) * 2;
}

/** Why a person here may not act in the turn being played now (`undo`, `confirm`, a hint), or null when he may. */
export function whyNoHumanCall(l: Live): string | null {
  if (humanToAct(l) && l.state.phase === 'moving') return null;
  const mover = moverOf(l);
  const kind = l.settings.players[mover];
  if (l.state.phase !== 'moving') return `no turn is being played (phase ${l.state.phase})`;
  if (l.settings.readonly) return 'the board is read-only';
  if (pendingMove(l)) return 'the play is held for confirmation (acceptMove or refuseMove)';
  if (botBusy(l) || kind !== 'human') return `${mover} is played by ${kind === 'human' ? 'a bot now' : `a ${kind} player`}`;
  return 'the board is busy';
}
