/**
 * `reduce(live, action, now) → { live, effects }`: the one place where a live match changes.
 * Pure: the input is never changed, time comes in as `now`, and everything the world must do
 * (events, the bot, timers, saving) comes back as effects. An action that is not allowed now
 * throws an Error naming the problem, and nothing changes.
 */
import { TablaError } from '../errors.js';
import { checkDice } from '../dice-check.js';
import { describeValue } from '../checks.js';
import { currentTurn, newMatch, resign, rollMatchDice, rollOpening, timeOut, type MatchState } from '../match.js';
import { parsePlay } from '../notation/moves.js';
import { uniformRandomPlay } from '../random-play.js';
import { seededRandom } from '../dice.js';
import type { StepRequest, Turn } from '../turn.js';
import { dieChoiceMatters } from './die-choice.js';
import { whyNotMovable, whyNotStep, type Refusal } from './explain.js';
import { clockRemaining, clockRunning, clockSetReserve, clockView } from './clock.js';
import { advance, announceTurn, apply, askDice, botSeed, commit, dropInFlight, endBy, newTurn, note, scheduleClock, setState, show, showStep, startNextGame, syncClock, type Draft } from './flow.js';
import { startRecord } from '../match-file/recorder.js';

/** The players of a live match's record, named by colour (the host gives the names). */
const COLOR_NAMES = { white: 'white', black: 'black' } as const;
import { botCubeAnswer, cubeMove, doubleVerdict } from './cube-flow.js';
import { canRoll, clockActive, destinations, humanToAct, movable, moverOf, remoteBusy, resigner, rollRefusal } from './queries.js';
import type { Live, LiveAction, LiveSettings, Reduction } from './types.js';

/** A live match that has not started (a fresh match of the default settings; reduce a `start` next). */
export function initialLive(settings: LiveSettings): Live {
  return {
    settings,
    state: newMatch(),
    turn: null,
    selected: null,
    choice: null,
    lastMove: null,
    record: null,
    moves: [],
    why: null,
    passNote: null,
    refusal: null,
    botThinking: false,
    showing: null,
    asking: null,
    held: null,
    request: null,
    clock: null,
    clockKey: '',
    clockTold: null,
    turnSerial: 0,
    ply: 0,
    epoch: 0,
    entropy: '',
  };
}

/** Reduces one action. @throws Error naming why the action is not allowed now (the match is unchanged). */
export function reduce(live: Live, action: LiveAction, now: number): Reduction {
  const l = live as Partial<Record<keyof Live, unknown>> | null;
  if (typeof l !== 'object' || l === null || typeof l.state !== 'object' || l.state === null || typeof l.settings !== 'object' || l.settings === null) {
    throw new TablaError('bad-argument', `expected a live match, got ${describeValue(live)}`);
  }
  if (typeof action !== 'object' || action === null || typeof action.type !== 'string') throw new TablaError('bad-argument', `expected a live action {type, …}, got ${describeValue(action)}`);
  if (typeof now !== 'number' || !Number.isFinite(now)) throw new TablaError('bad-argument', `now must be a time in milliseconds, got ${describeValue(now)}`);
  const d: Draft = { l: { ...live }, fx: [], now };
  if ('epoch' in action && action.epoch !== undefined && action.epoch !== live.epoch) return { live, effects: [] };
  step(d, action);
  if (d.l.state !== live.state || d.l.turn?.steps !== live.turn?.steps) d.fx.push({ type: 'save', state: d.l.state, steps: d.l.turn?.steps ?? [], record: d.l.record });
  return { live: d.l, effects: d.fx };
}

function step(d: Draft, a: LiveAction): void {
  const l = d.l;
  switch (a.type) {
    case 'start':
      return start(d, a);
    case 'settings':
      l.settings = a.settings;
      syncClock(d);
      return advance(d);
    case 'roll':
      return roll(d, a.dice, a.epoch !== undefined);
    case 'ask-dice':
      if (canRoll(l) && l.settings.externalDice) askDice(d);
      return;
    case 'pick':
      return pick(d, a.point, a.quick === true);
    case 'move':
      if (!humanToAct(l) || !l.turn || l.choice) return;
      l.why = null;
      if (l.turn.legalSteps().some((s) => s.from === a.from && s.to === a.to && (a.die === undefined || s.die === a.die))) return move(d, a.from, a.to, a.die);
      return explain(d, a.from, whyNotStep(l.turn, a.from, a.to));
    case 'choose-die': {
      const c = l.choice;
      l.choice = null;
      if (c && a.die !== null && c.dice.includes(a.die)) move(d, c.from, c.to, a.die);
      return;
    }
    case 'undo':
      if (!humanToAct(l) || !l.turn || l.turn.steps.length === 0) throw new TablaError('wrong-phase', 'nothing to undo: no step has been played in this turn');
      l.turn = l.turn.undo();
      l.selected = null;
      l.choice = null;
      d.fx.push({ type: 'notice', notice: { kind: 'undo', player: moverOf(l) } });
      return;
    case 'confirm':
      if (!humanToAct(l) || !l.turn || !l.turn.canFinish()) throw new TablaError('illegal-play', `the play is not complete: ${l.turn?.steps.length ?? 0} step(s) played, and the dice allow more`);
      return commit(d, l.turn.steps);
    case 'play':
      if (l.settings.players[moverOf(l)] === 'bot') throw new TablaError('not-your-turn', "it is the bot's turn");
      if (l.state.phase !== 'moving') throw new TablaError('wrong-phase', `cannot play in phase ${l.state.phase}`);
      if (remoteBusy(l) || l.held || l.asking) throw new TablaError('wrong-phase', 'a play is still being shown or waits for confirmation');
      return commit(d, stepsOf(l.state, a.play));
    case 'play-remote':
      return playRemote(d, a.play);
    case 'verdict':
      return verdict(d, a.allowed, a.hold);
    case 'accept':
      if (!l.held) throw new TablaError('wrong-phase', 'no play is waiting for confirmation');
      return apply(d, l.held);
    case 'refuse':
      return refuse(d, a.reason);
    case 'resign': {
      const color = a.color ?? resigner(l);
      return endBy(d, resign(l.state, color), { type: 'resign', player: color });
    }
    case 'timeout': {
      const color = a.color;
      endBy(d, timeOut(l.state, color), { type: 'timeout', player: color }, () => d.fx.push({ type: 'emit', name: 'tabla-timeout', detail: { player: color } }));
      d.fx.push({ type: 'notice', notice: { kind: 'timeout', player: color, white: d.l.state.score.white, black: d.l.state.score.black } });
      return;
    }
    case 'next-game':
      return startNextGame(d);
    case 'set-reserves':
      return setReserves(d, a.reserves);
    case 'bot-answer':
      return botAnswer(d, a.steps);
    case 'bot-failed':
      if (l.botThinking) show(d, 'bot', fallback(d, `the bot failed (${a.message})`));
      return;
    case 'bot-retry':
      l.botThinking = false;
      l.botCube = null;
      return advance(d);
    case 'show-step':
      if (l.showing) showStep(d);
      return;
    case 'auto-pass':
      if (!l.held && !l.asking && !l.showing && l.state.phase === 'moving') commit(d, []);
      return;
    case 'clock-check': {
      const color = l.clock ? clockRunning(l.clock) : null;
      if (!color) return;
      if ((clockRemaining(l.clock!, d.now) ?? 1) > 0) return scheduleClock(d);
      return step(d, { type: 'timeout', color });
    }
    case 'cube':
      return cubeMove(d, a.move, 'local');
    case 'cube-remote':
      return cubeMove(d, a.move, 'remote');
    case 'double-verdict':
      return doubleVerdict(d, a.allowed);
    case 'bot-cube':
      return botCubeAnswer(d, a.decision);
    case 'bot-cube-failed':
      if (!l.botCube) return;
      d.fx.push({ type: 'emit', name: 'tabla-error', detail: { message: `the bot's cube decision failed (${a.message}); ${l.botCube === 'double' ? 'not doubling' : 'taking'} instead`, source: 'bot' } });
      return botCubeAnswer(d, l.botCube === 'double' ? 'no-double' : 'take');
    case 'presence':
      l.away = { ...l.away, [a.color]: a.away };
      return syncClock(d);
    default:
      throw new TablaError('bad-argument', `unknown live action ${describeValue((a as { type?: unknown }).type)}`);
  }
}

/** A place picked: move the picked checker there, pick a checker (with `quick`, move one that has a single destination), or say why not. */
function pick(d: Draft, point: number | null, quick: boolean): void {
  const l = d.l;
  if (!humanToAct(l) || !l.turn || l.choice) return;
  const turn = l.turn;
  l.why = null;
  if (point !== null && l.selected !== null && destinations(l).includes(point)) return move(d, l.selected, point);
  if (point !== null && point !== l.selected && movable(l).includes(point)) {
    const only = turn.destinations(point);
    if (quick && only.length === 1) return move(d, point, only[0]);
    l.selected = point;
    return;
  }
  const from = l.selected;
  l.selected = null;
  if (point === null || point === from) return;
  const refusal = from !== null ? whyNotStep(turn, from, point) : whyNotMovable(turn, point);
  if (from === null && refusal?.kind === 'no-checker') return;
  explain(d, from ?? point, refusal);
}

/** Keeps and announces why a pick, drop or key move was refused. */
function explain(d: Draft, point: number, refusal: Refusal | null): void {
  if (!refusal) return;
  d.l.why = { point, refusal };
  d.fx.push({ type: 'notice', notice: { kind: 'refusal', player: moverOf(d.l), refusal } });
}

function start(d: Draft, a: Extract<LiveAction, { type: 'start' }>): void {
  const state = a.state;
  let turn: Turn | null = state.phase === 'moving' ? currentTurn(state) : null; // throws on dice that do not fit
  const steps = a.steps ?? [];
  if (steps.length > 0 && !turn) throw new TablaError('bad-match-state', `steps given in phase ${state.phase}`);
  for (const s of steps) turn = turn!.step(s);
  const l = d.l;
  if (a.settings) l.settings = a.settings;
  if (a.mode === 'new') l.clockKey = ''; // a new match: full reserves
  dropInFlight(d);
  newTurn(d);
  setState(d, state);
  l.record = a.record ?? startRecord(state, COLOR_NAMES);
  Object.assign(l, { selected: null, choice: null, lastMove: null, passNote: null, refusal: null, request: null, ply: 0, why: null });
  if (a.mode === 'new') l.moves = [];
  l.turn = state.phase === 'moving' ? currentTurn(state) : null;
  if (a.mode === 'restore' && turn && l.settings.players[moverOf(l)] === 'human') l.turn = turn;
  if (a.entropy !== undefined) l.entropy = a.entropy;
  if (a.mode !== 'load') announceTurn(d);
  syncClock(d);
  advance(d);
}

/** A roll: with the host's dice, or (`given` undefined) a draw the driver makes and reduces back. `timed`: the bot's roll from its timer. */
function roll(d: Draft, given: readonly number[] | undefined, timed: boolean): void {
  const l = d.l;
  if (!timed && !l.settings.externalDice && l.state.phase === 'rolling' && l.settings.players[moverOf(l)] === 'bot') throw new TablaError('not-your-turn', 'the bot rolls for itself');
  const refusal = rollRefusal(l, given !== undefined);
  if (refusal) throw new TablaError('wrong-phase', refusal);
  if (given === undefined) return void d.fx.push({ type: 'draw-dice', epoch: l.epoch });
  const phase = l.state.phase;
  const [a, b] = checkDice(given, phase === 'opening');
  if (phase === 'opening') {
    const before = l.state;
    setState(d, rollOpening(before, a, b));
    note(d, before, { type: 'opening', dice: { white: a, black: b } });
    const starter = l.state.phase === 'opening' ? null : moverOf(l);
    d.fx.push({ type: 'emit', name: 'tabla-roll', detail: { player: null, dice: [a, b], opening: true } });
    d.fx.push({ type: 'notice', notice: { kind: 'opening-roll', white: a, black: b, starter } });
    if (starter) announceTurn(d);
  } else {
    setState(d, rollMatchDice(l.state, [a, b]));
    l.turn = currentTurn(l.state);
    if (l.passNote?.player === moverOf(l)) l.passNote = null;
    d.fx.push({ type: 'emit', name: 'tabla-roll', detail: { player: moverOf(l), dice: [a, b], opening: false } });
    d.fx.push({ type: 'notice', notice: { kind: 'roll', player: moverOf(l), dice: [a, b] } });
  }
  syncClock(d);
  advance(d);
}

/** One step of a person's turn; when two dice lead from `from` to `to` and none is given, asks which (`choice`). */
function move(d: Draft, from: number, to: number, die?: number): void {
  const l = d.l;
  if (!l.turn) return;
  const fits = l.turn.legalSteps().filter((s) => s.from === from && s.to === to && (die === undefined || s.die === die));
  if (fits.length === 0) return;
  const dice = [...new Set(fits.map((s) => s.die))];
  l.selected = null;
  dice.sort((x, y) => y - x);
  if (dice.length > 1 && dieChoiceMatters(l.turn, from, to, dice)) {
    l.choice = { from, to, dice };
    return;
  }
  l.turn = l.turn.step({ from, to, die: dice[0] });
  l.choice = null;
  d.fx.push({ type: 'notice', notice: { kind: 'step', player: moverOf(l), step: l.turn.steps[l.turn.steps.length - 1] } });
}

function playRemote(d: Draft, play: string | readonly StepRequest[]): void {
  const l = d.l;
  const s = l.state;
  const mover = moverOf(l);
  if (remoteBusy(l)) throw new TablaError('wrong-phase', 'the previous remote play is still being shown');
  if (l.settings.players[mover] !== 'remote') throw new TablaError('not-your-turn', `the player to move (${mover}) is not remote`);
  if (s.phase !== 'moving') throw new TablaError('wrong-phase', `cannot play in phase ${s.phase}${s.phase === 'rolling' ? ' (the dice are not rolled yet)' : ''}`);
  let turn = currentTurn(s);
  for (const st of stepsOf(s, play)) turn = turn.step(st);
  const done = turn.finish(); // throws on an incomplete play
  const base = currentTurn(s);
  Object.assign(l, { turn: base, selected: null, choice: null });
  l.showing = { kind: 'remote', steps: done.steps, shown: 0, turn: base }; // pauses the clock
  syncClock(d);
  show(d, 'remote', done.steps);
}

function verdict(d: Draft, allowed: boolean, hold: boolean): void {
  const l = d.l;
  const out = l.asking;
  if (!out) return; // the match moved on while the host was asked
  l.asking = null;
  l.selected = null;
  l.choice = null;
  if (!allowed) {
    l.turn = currentTurn(l.state);
    d.fx.push({ type: 'notice', notice: { kind: 'rejected', player: out.detail.player } });
  } else if (hold) {
    l.held = out;
    l.turn = out.turn; // the position after the play is shown meanwhile
    d.fx.push({ type: 'notice', notice: { kind: 'held', player: out.detail.player } });
    syncClock(d);
  } else {
    apply(d, out);
  }
}

function refuse(d: Draft, reason: string | null | undefined): void {
  const l = d.l;
  const p = l.held;
  if (!p) throw new TablaError('wrong-phase', 'no play is waiting for confirmation');
  const why = reason === undefined || reason === null || String(reason).trim() === '' ? null : String(reason);
  Object.assign(l, { held: null, turn: currentTurn(l.state), selected: null, choice: null, refusal: { player: p.detail.player, reason: why } });
  d.fx.push({ type: 'emit', name: 'tabla-move-refused', detail: { player: p.detail.player, notation: p.detail.notation, reason: why } });
  d.fx.push({ type: 'notice', notice: { kind: 'refused', player: p.detail.player, reason: why } });
  syncClock(d);
  advance(d);
}

function setReserves(d: Draft, reserves: Partial<Record<'white' | 'black', number>>): void {
  syncClock(d);
  const l = d.l;
  if (!l.clock || !clockActive(l)) throw new TablaError('unavailable', 'no clock is running on this board (it needs a clock and one human against one remote player)');
  for (const c of ['white', 'black'] as const) if (reserves[c] !== undefined) l.clock = clockSetReserve(l.clock, c, reserves[c]!, d.now);
  d.fx.push({ type: 'emit', name: 'tabla-clock', detail: clockView(l.clock, d.now) });
  scheduleClock(d);
}

/** Steps from notation or a list of steps, checked for shape (the engine checks legality). */
function stepsOf(state: MatchState, play: unknown): readonly StepRequest[] {
  if (typeof play === 'string') return parsePlay(state.position, state.dice, play).steps;
  if (!Array.isArray(play)) throw new TablaError('bad-notation', `a play must be move notation or a list of steps, got ${describeValue(play)}`);
  play.forEach((st: unknown, i) => {
    const o = st as Record<string, unknown> | null;
    const int = (v: unknown) => Number.isInteger(v);
    if (typeof o !== 'object' || o === null || !int(o.from) || !int(o.to) || (o.die !== undefined && !int(o.die))) {
      throw new TablaError('bad-notation', `malformed step ${i + 1}: ${describeValue(st)} (expected {from, to, die?} with whole numbers)`);
    }
  });
  return play as StepRequest[];
}

/** A failing bot must not freeze the game: reports it and plays a random legal move instead. */
function fallback(d: Draft, why: string): StepRequest[] {
  d.fx.push({ type: 'emit', name: 'tabla-error', detail: { message: `${why}; playing a random legal move instead`, source: 'bot' } });
  const s = d.l.state;
  return uniformRandomPlay(s.position, s.dice, seededRandom(botSeed(d.l))).steps.map(({ from, to, die }) => ({ from, to, die }));
}

function botAnswer(d: Draft, steps: readonly StepRequest[]): void {
  if (!d.l.botThinking) return;
  let play = steps;
  try {
    let check = currentTurn(d.l.state);
    for (const s of steps) check = check.step(s);
    if (!check.canFinish()) throw new TablaError('illegal-play', 'the play is incomplete');
  } catch (error) {
    play = fallback(d, `the bot answered an illegal play ${describeValue(steps)} (${(error as Error).message})`);
  }
  show(d, 'bot', play);
}
