/**
 * `reduce(live, action, now) → { live, effects }`: the one place where a live match changes.
 * Pure: the input is never changed, time comes in as `now`, and everything the world must do
 * (events, the bot, timers, saving) comes back as effects. An action that is not allowed now
 * throws a TablaError naming the problem, and nothing changes. Each action is handled by one
 * function in the file of its concern (the table in `step`).
 */
import { TablaError } from '../errors.js';
import { describeValue } from '../checks.js';
import { newMatch } from '../match.js';
import { botAnswer, botFailed, botRetry } from './bot-flow.js';
import { presence, setReserves } from './clock-flow.js';
import { botCubeAnswer, botCubeFailed, cubeMove, doubleVerdict } from './cube-flow.js';
import { askDiceAction, roll } from './dice-flow.js';
import type { Draft } from './draft.js';
import { changeSettings, clockCheck, keepRecord, resignAction, start, startNextGame, timeoutAction } from './match-flow.js';
import { accept, autoPass, playLocal, playRemote, refuse, showNext, verdict } from './play-flow.js';
import { chooseDie, confirm, moveAction, pick, undo } from './turn-actions.js';
import type { LiveAction } from './actions.js';
import type { Live, LiveSettings, Reduction } from './types.js';
import { checkLive } from './checks.js';

/** A live match that has not started (a fresh match of the default settings; reduce a `start` next). */
export function initialLive(settings: LiveSettings): Live {
  return {
    settings,
    state: newMatch(),
    play: { turn: null, selected: null, choice: null, showing: null },
    notes: { lastMove: null, record: null, moves: [], why: null, route: null, passNote: null, refusal: null },
    host: { asking: null, held: null, request: null, doubleAsked: false },
    clock: { state: null, key: '', told: null, serial: 0, away: {} },
    bot: { thinking: false, cube: null, cubeDeclined: null, ply: 0, entropy: '' },
    epoch: 0,
  };
}

/** Reduces one action. @throws TablaError naming why the action is not allowed now (the match is unchanged). */
export function reduce(live: Live, action: LiveAction, now: number): Reduction {
  checkLive(live);
  if (typeof action !== 'object' || action === null || typeof action.type !== 'string')
    throw new TablaError('bad-argument', `expected a live action {type, …}, got ${describeValue(action)}`);
  if (typeof now !== 'number' || !Number.isFinite(now)) throw new TablaError('bad-argument', `now must be a time in milliseconds, got ${describeValue(now)}`);
  if ('epoch' in action && action.epoch !== undefined && action.epoch !== live.epoch) return { live, effects: [] };
  const d: Draft = { l: draftOf(live), fx: [], now };
  step(d, action);
  if (d.l.state !== live.state || d.l.play.turn?.steps !== live.play.turn?.steps)
    d.fx.push({ type: 'save', state: d.l.state, steps: d.l.play.turn?.steps ?? [], record: d.l.notes.record });
  return { live: d.l, effects: d.fx };
}

/** A copy of `live` to change while reducing: each group copied, so the input stays as it was. */
function draftOf(live: Live): Live {
  return { ...live, play: { ...live.play }, notes: { ...live.notes }, host: { ...live.host }, clock: { ...live.clock }, bot: { ...live.bot } };
}

/** The handler of each action. */
function step(d: Draft, a: LiveAction): void {
  switch (a.type) {
    // the match (match-flow.ts)
    case 'start':
      return start(d, a);
    case 'record':
      return keepRecord(d, a);
    case 'settings':
      return changeSettings(d, a);
    case 'resign':
      return resignAction(d, a);
    case 'timeout':
      return timeoutAction(d, a);
    case 'clock-check':
      return clockCheck(d);
    case 'next-game':
      return startNextGame(d);
    // the dice (dice-flow.ts)
    case 'roll':
      return roll(d, a);
    case 'ask-dice':
      return askDiceAction(d);
    // the person's turn (turn-actions.ts)
    case 'pick':
      return pick(d, a);
    case 'move':
      return moveAction(d, a);
    case 'choose-die':
      return chooseDie(d, a);
    case 'undo':
      return undo(d);
    case 'confirm':
      return confirm(d);
    // whole plays and the host's verdicts (play-flow.ts)
    case 'play':
      return playLocal(d, a);
    case 'play-remote':
      return playRemote(d, a);
    case 'verdict':
      return verdict(d, a);
    case 'accept':
      return accept(d);
    case 'refuse':
      return refuse(d, a);
    case 'show-step':
      return showNext(d);
    case 'auto-pass':
      return autoPass(d);
    // the bot (bot-flow.ts)
    case 'bot-answer':
      return botAnswer(d, a);
    case 'bot-failed':
      return botFailed(d, a);
    case 'bot-retry':
      return botRetry(d);
    // the cube (cube-flow.ts)
    case 'cube':
      return cubeMove(d, a.move, 'local');
    case 'cube-remote':
      return cubeMove(d, a.move, 'remote');
    case 'double-verdict':
      return doubleVerdict(d, a.allowed);
    case 'bot-cube':
      return botCubeAnswer(d, a.decision);
    case 'bot-cube-failed':
      return botCubeFailed(d, a);
    // the clock (clock-flow.ts)
    case 'set-reserves':
      return setReserves(d, a);
    case 'presence':
      return presence(d, a);
    default:
      throw new TablaError('bad-argument', `unknown live action ${describeValue((a as { type?: unknown }).type)}`);
  }
}
