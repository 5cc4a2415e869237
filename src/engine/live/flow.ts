/**
 * The moving parts of a reduction, over a draft (a fresh shallow copy of the live match and the
 * effects gathered so far): announcing and applying plays, ending games, the clock, and
 * `advance`, which lets bots act, asks for external dice and passes a turn without a legal step.
 */
import { mayDouble } from '../cube.js';
import { applyPlay, currentTurn, nextGame, type MatchState } from '../match.js';
import { doubleTaker } from '../match-cube.js';
import { formatPlay } from '../notation/moves.js';
import { positionToJSON } from '../position-json.js';
import { appendAction, playAction } from '../match-file/recorder.js';
import type { RecordAction } from '../match-file/record-types.js';
import type { StepRequest, Turn } from '../turn.js';
import type { Step } from '../types.js';
import { botSeedFor } from './bot-seed.js';
import { clockPause, clockRemaining, clockRun, clockSettle, clockView, newClock } from './clock.js';
import type { TablaMoveDetail } from './events.js';
import { clockActive, hasHuman, moverOf, rollRequest } from './queries.js';
import type { BotPlayRequest, Live, LiveAction, LiveEffect, PlayOut } from './types.js';

/** A reduction in progress. */
export interface Draft {
  l: Live;
  fx: LiveEffect[];
  now: number;
}

const plainStep = (s: Step) => ({ from: s.from, to: s.to, die: s.die, ...(s.hit ? { hit: true } : {}), ...(s.pin ? { pin: true } : {}) });

/** Replaces the match state: timers, bot answers and animations of the old one become stale. */
export function setState(d: Draft, state: MatchState): void {
  d.l.state = state;
  d.l.epoch++;
}

/** A move ended (or the game was replaced): the clock charges it to its player's reserve. */
export function newTurn(d: Draft): void {
  d.l.turnSerial++;
  if (d.l.clock) d.l.clock = clockSettle(d.l.clock, d.now);
}

/** Drops everything in flight: the bot's request, timers, an animation, an announced or held play. */
export function dropInFlight(d: Draft): void {
  d.fx.push({ type: 'cancel-bot' }, { type: 'clear-timers' });
  d.l.botThinking = false;
  d.l.showing = null;
  d.l.asking = null;
  d.l.held = null;
  d.l.doubleAsked = false;
  d.l.botCube = null;
  if (d.l.clock) d.l.clock = clockPause(d.l.clock, d.now);
}

/** Runs the clock of the player to act (rolling or moving; the taker while a double is on offer; not while a play is held or a remote play is shown). */
export function syncClock(d: Draft): void {
  const l = d.l;
  const spec = clockActive(l) ? l.settings.clock : null;
  const key = spec ? JSON.stringify(spec) : '';
  let old = null;
  if (key !== l.clockKey) {
    old = l.clock ? clockPause(l.clock, d.now) : null;
    l.clockKey = key;
    l.clock = spec ? newClock(spec) : null;
  }
  const s = l.state;
  // While a double is on offer (B3) the taker is to act: his clock runs.
  const actor = s.phase === 'doubled' ? doubleTaker(s) : moverOf(l);
  const acting = (s.phase === 'rolling' || s.phase === 'doubled' || s.phase === 'moving') && !l.held && !l.asking && l.showing?.kind !== 'remote' && !l.away?.[actor];
  if (l.clock) l.clock = acting ? clockRun(l.clock, actor, l.turnSerial, d.now) : clockPause(l.clock, d.now);
  const running = l.clock && acting ? actor : null;
  if (running !== l.clockTold || (old && l.clock)) {
    l.clockTold = running;
    // A clock switched off reports its last state, stopped; a replaced one its fresh state.
    d.fx.push({ type: 'emit', name: 'tabla-clock', detail: clockView((l.clock ?? old)!, d.now) });
  }
  scheduleClock(d);
}

/** One timer, for the moment the running player's time is up. */
export function scheduleClock(d: Draft): void {
  const left = d.l.clock ? clockRemaining(d.l.clock, d.now) : null;
  d.fx.push({ type: 'timer', name: 'clock', delayMs: left === null ? null : Math.max(0, left) + 1, action: left === null ? null : { type: 'clock-check' } });
}

export function announceTurn(d: Draft): void {
  const s = d.l.state;
  if (s.phase === 'rolling' || (s.phase === 'moving' && s.dice === null)) {
    d.fx.push({ type: 'emit', name: 'tabla-turn', detail: { player: moverOf(d.l), phase: s.phase, gameNumber: s.gameNumber, carried: [...s.position.carried] } });
  }
}

export function gameEnded(d: Draft): void {
  const s = d.l.state;
  const r = s.lastResult!;
  d.fx.push({ type: 'emit', name: 'tabla-game-end', detail: { game: s.game, gameNumber: s.gameNumber, winner: r.winner, points: r.points, kind: r.kind, score: { ...s.score } } });
  d.fx.push({ type: 'notice', notice: { kind: 'game-end', winner: r.winner, points: r.points, result: r.kind } });
  if (s.phase === 'match-over' && s.winner) {
    d.fx.push({ type: 'emit', name: 'tabla-match-end', detail: { winner: s.winner, score: { ...s.score }, length: s.config.length } });
    d.fx.push({ type: 'notice', notice: { kind: 'match-end', winner: s.winner, white: s.score.white, black: s.score.black } });
  }
}

/** Adds `action`, which turned `before` into the match state now, to the match's record. */
export function note(d: Draft, before: MatchState, action: RecordAction): void {
  if (d.l.record) d.l.record = appendAction(d.l.record, before, action, d.l.state);
}

/** Ends the game at once by `action` (a resignation, time, a pass): whatever was being played or shown is dropped. */
export function endBy(d: Draft, state: MatchState, action: RecordAction, before?: () => void): void {
  dropInFlight(d);
  newTurn(d);
  const was = d.l.state;
  setState(d, state);
  note(d, was, action);
  d.l.turn = null;
  d.l.selected = null;
  d.l.choice = null;
  syncClock(d);
  before?.();
  gameEnded(d);
  advance(d);
}

/** Starts the next game of the set after a game ended. */
export function startNextGame(d: Draft): void {
  setState(d, nextGame(d.l.state));
  Object.assign(d.l, { turn: null, lastMove: null, passNote: null, refusal: null });
  newTurn(d);
  announceTurn(d);
  syncClock(d);
  advance(d);
}

/** Plays the steps through the engine into a whole play with its event detail. @throws Error on an illegal or incomplete play. */
export function playOut(state: MatchState, steps: readonly StepRequest[]): PlayOut {
  let turn: Turn = currentTurn(state);
  for (const s of steps) turn = turn.step(s);
  const play = turn.finish();
  const detail: TablaMoveDetail = {
    player: state.position.turn,
    notation: formatPlay(play.steps),
    steps: play.steps.map(plainStep),
    dice: state.dice ? [...state.dice] : null,
    turnDice: [...turn.allDice],
    before: positionToJSON(state.position),
    after: positionToJSON(play.position),
  };
  return { detail, steps: play.steps, turnDice: [...turn.allDice], turn };
}

/**
 * A whole play is made: a local one is first announced by the cancelable `tabla-before-move`
 * (answered by a `verdict`); a remote one (`authoritative`) is applied at once.
 */
export function commit(d: Draft, steps: readonly StepRequest[], authoritative = false): void {
  const out = playOut(d.l.state, steps);
  if (authoritative) {
    apply(d, out);
    return;
  }
  d.l.asking = out;
  d.fx.push({ type: 'ask', detail: out.detail });
}

/** Applies an announced (or authoritative) play and moves the match on. */
export function apply(d: Draft, out: PlayOut): void {
  const player = moverOf(d.l);
  const before = d.l.state;
  setState(d, applyPlay(before, out.steps));
  note(d, before, playAction(player, out.detail.dice, out.steps));
  Object.assign(d.l, { turn: null, selected: null, choice: null, refusal: null, asking: null, held: null });
  d.l.ply++;
  newTurn(d);
  const record = { player, dice: out.detail.dice, turnDice: out.turnDice, notation: out.detail.notation };
  d.l.lastMove = { ...record, steps: out.steps };
  d.l.moves = [...d.l.moves, { game: d.l.state.gameNumber, ...record }];
  d.l.why = null;
  if (out.steps.length === 0) d.l.passNote = { player, dice: out.turnDice };
  d.fx.push({ type: 'emit', name: 'tabla-move', detail: out.detail });
  d.fx.push({ type: 'notice', notice: out.steps.length === 0 ? { kind: 'pass', player, dice: out.turnDice } : { kind: 'move', player, notation: out.detail.notation } });
  const phase = d.l.state.phase;
  if (phase === 'game-over' || phase === 'match-over') gameEnded(d);
  else announceTurn(d);
  syncClock(d);
  advance(d);
}

/** Emits `tabla-roll-request` once for the current state. */
export function askDice(d: Draft): void {
  if (rollRequest(d.l)) return;
  const s = d.l.state;
  const opening = s.phase === 'opening';
  const detail = { player: opening ? null : moverOf(d.l), opening, gameNumber: s.gameNumber };
  d.l.request = { detail, state: s };
  d.fx.push({ type: 'emit', name: 'tabla-roll-request', detail: { ...detail } });
}

/** Sets the timer that reduces `action` after `ms` (for the current epoch only). */
function later(d: Draft, name: 'act' | 'show', ms: number, action: LiveAction): void {
  d.fx.push({ type: 'timer', name, delayMs: ms, action });
}

/** The bot's seed for the current turn: repeatable with a seed, one-way (it never reveals the dice seed). */
export function botSeed(l: Live): string {
  return botSeedFor(l.settings.seed ?? l.entropy, l.state.gameNumber, l.ply);
}

/** The score and length of a match, as a bot's `matchContext`; undefined in money play (length 0). */
export function matchContextOf(state: MatchState): BotPlayRequest['matchContext'] {
  return state.config.length > 0 ? { score: { white: state.score.white, black: state.score.black }, length: state.config.length } : undefined;
}

/** What the bot to move is asked: the one place a bot request is built. */
export function botPlayRequest(l: Live): BotPlayRequest {
  const s = l.state;
  return { position: s.position, dice: s.dice, seed: botSeed(l), matchContext: matchContextOf(s), rules: { triple: s.config.triple } };
}

/** Lets bots act, asks for external dice, and passes a turn without any legal step. */
export function advance(d: Draft): void {
  const l = d.l;
  if (l.settings.readonly || l.held || l.asking || l.doubleAsked || l.showing?.kind === 'remote') return;
  const s = l.state;
  const kind = l.settings.players[moverOf(l)];
  const external = l.settings.externalDice;
  const epoch = l.epoch;
  switch (s.phase) {
    case 'opening':
      if (external) askDice(d);
      else if (!hasHuman(l) && l.settings.players.white === 'bot') later(d, 'act', l.settings.botDelay, { type: 'roll', epoch });
      break;
    case 'rolling':
      if (kind === 'bot' && (l.botThinking || askBotCube(d))) break; // B3: the bot may double before its roll
      if (external && kind !== 'human') askDice(d);
      else if (!external && kind === 'bot') later(d, 'act', l.settings.botDelay, { type: 'roll', epoch });
      break;
    case 'doubled':
      askBotCube(d);
      break;
    case 'moving': {
      const turn = (l.turn ??= currentTurn(s));
      if (kind !== 'remote' && turn.steps.length === 0 && turn.legalSteps().length === 0 && turn.canFinish()) {
        // Nothing can be played: the turn passes at once (C3). A remote side's pass comes like
        // its plays, through play-remote, so that the board follows its server.
        d.fx.push({ type: 'soon', action: { type: 'auto-pass', epoch } });
      } else if (kind === 'bot' && !l.botThinking && !l.showing) {
        l.botThinking = true;
        d.fx.push({ type: 'bot', request: botPlayRequest(l), epoch });
      }
      break;
    }
    case 'game-over':
      // Bots alone play on; with a person or a remote side, the host starts the next game.
      if (!hasHuman(l) && l.settings.players.white === 'bot' && l.settings.players.black === 'bot') later(d, 'act', l.settings.botDelay * 3, { type: 'next-game', epoch });
      break;
    default:
      break;
  }
}

/**
 * The bot's cube question, if it has one now: `double` before its roll when it may double (asked
 * once a turn), `take` when a double is offered to it. Returns true when the question was asked.
 */
export function askBotCube(d: Draft): boolean {
  const l = d.l;
  const s = l.state;
  if (l.botThinking || l.showing || l.asking || l.held || l.doubleAsked || !s.cube) return false;
  let question: 'double' | 'take' | null = null;
  if (s.phase === 'rolling' && l.settings.players[moverOf(l)] === 'bot' && l.cubeDeclined !== l.epoch && mayDouble(s, moverOf(l))) question = 'double';
  if (s.phase === 'doubled' && l.settings.players[doubleTaker(s)] === 'bot') question = 'take';
  if (!question) return false;
  l.botThinking = true;
  l.botCube = question;
  d.fx.push({ type: 'bot-cube', question, state: s, epoch: l.epoch });
  return true;
}

/**
 * Shows a bot's or remote side's steps one by one (`botDelay` apart; at once when it is 0), then
 * makes the play: announced for the bot, authoritative for the remote side.
 */
export function show(d: Draft, kind: 'bot' | 'remote', steps: readonly StepRequest[]): void {
  d.l.showing = { kind, steps, shown: 0, turn: currentTurn(d.l.state) };
  if (d.l.settings.botDelay > 0 && steps.length > 0) later(d, 'show', d.l.settings.botDelay, { type: 'show-step', epoch: d.l.epoch });
  else while (d.l.showing) showStep(d);
}

/** Shows the next step of the play being shown; after the last, makes the play. */
export function showStep(d: Draft): void {
  const sh = d.l.showing!;
  if (sh.shown < sh.steps.length) {
    const turn = sh.turn.step(sh.steps[sh.shown]);
    d.l.showing = { ...sh, shown: sh.shown + 1, turn };
    d.l.turn = turn;
  }
  const now = d.l.showing!;
  if (now.shown < now.steps.length) {
    if (d.l.settings.botDelay > 0) later(d, 'show', d.l.settings.botDelay, { type: 'show-step', epoch: d.l.epoch });
    return;
  }
  d.l.showing = null;
  if (now.kind === 'bot') {
    d.l.botThinking = false;
    commit(d, now.steps);
  } else {
    commit(d, now.steps, true);
  }
}
