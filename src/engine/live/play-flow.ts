/**
 * A whole play, from the moment it is made to the moment it is applied: announced to the host
 * (`tabla-before-move`, answered by `verdict`), held for it (`accept`, `refuse`), shown step by
 * step (a bot's or remote side's play), then applied to the match (`tabla-move`).
 */
import { TablaError } from '../errors.js';
import { describeValue } from '../checks.js';
import { applyPlay, currentTurn, type MatchState } from '../match.js';
import { formatPlay, parsePlay } from '../notation/moves.js';
import { positionToJSON } from '../position-json.js';
import type { StepRequest, Turn } from '../turn.js';
import type { Step } from '../types.js';
import { buildMoveAction } from '../match-file/record-builder.js';
import { advance } from './advance.js';
import { newTurn, syncClock } from './clock-flow.js';
import { announceTurn, gameEnded, later, note, setState, type ActionOf, type Draft } from './draft.js';
import type { TablaMoveDetail } from './events.js';
import { moverOf, remoteBusy } from './queries.js';
import type { PlayOut } from './types.js';

const plainStep = (s: Step) => ({ from: s.from, to: s.to, die: s.die, ...(s.hit ? { hit: true } : {}), ...(s.pin ? { pin: true } : {}) });

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
  d.l.host.asking = out;
  d.fx.push({ type: 'ask', detail: out.detail });
}

/** Applies an announced (or authoritative) play and moves the match on. */
export function apply(d: Draft, out: PlayOut): void {
  const player = moverOf(d.l);
  const before = d.l.state;
  setState(d, applyPlay(before, out.steps));
  note(d, before, buildMoveAction(player, out.detail.dice, out.steps));
  d.l.play = { ...d.l.play, turn: null, selected: null, choice: null };
  d.l.notes.refusal = null;
  d.l.host = { ...d.l.host, asking: null, held: null };
  d.l.bot.ply++;
  newTurn(d);
  const record = { player, dice: out.detail.dice, turnDice: out.turnDice, notation: out.detail.notation };
  d.l.notes.lastMove = { ...record, steps: out.steps };
  d.l.notes.moves = [...d.l.notes.moves, { game: d.l.state.gameNumber, ...record }];
  d.l.notes.why = null;
  d.l.notes.route = null;
  if (out.steps.length === 0) d.l.notes.passNote = { player, dice: out.turnDice };
  d.fx.push({ type: 'emit', name: 'tabla-move', detail: out.detail });
  d.fx.push({
    type: 'notice',
    notice: out.steps.length === 0 ? { kind: 'pass', player, dice: out.turnDice } : { kind: 'move', player, notation: out.detail.notation },
  });
  const phase = d.l.state.phase;
  if (phase === 'game-over' || phase === 'match-over') gameEnded(d);
  else announceTurn(d);
  syncClock(d);
  advance(d);
}

/**
 * Shows a bot's or remote side's steps one by one (`botDelay` apart; at once when it is 0), then
 * makes the play: announced for the bot, authoritative for the remote side.
 */
export function show(d: Draft, kind: 'bot' | 'remote', steps: readonly StepRequest[]): void {
  d.l.play.showing = { kind, steps, shown: 0, turn: currentTurn(d.l.state) };
  if (d.l.settings.botDelay > 0 && steps.length > 0) later(d, 'show', d.l.settings.botDelay, { type: 'show-step', epoch: d.l.epoch });
  else while (d.l.play.showing) showStep(d);
}

/** Shows the next step of the play being shown; after the last, makes the play. */
export function showStep(d: Draft): void {
  const sh = d.l.play.showing!;
  if (sh.shown < sh.steps.length) {
    const turn = sh.turn.step(sh.steps[sh.shown]);
    d.l.play.showing = { ...sh, shown: sh.shown + 1, turn };
    d.l.play.turn = turn;
  }
  const now = d.l.play.showing!;
  if (now.shown < now.steps.length) {
    if (d.l.settings.botDelay > 0) later(d, 'show', d.l.settings.botDelay, { type: 'show-step', epoch: d.l.epoch });
    return;
  }
  d.l.play.showing = null;
  if (now.kind === 'bot') {
    d.l.bot.thinking = false;
    commit(d, now.steps);
  } else {
    commit(d, now.steps, true);
  }
}

/** `play-remote`: a remote side's whole play, shown step by step and then applied. @throws TablaError when the mover is not remote or the play is illegal. */
export function playRemote(d: Draft, { play }: ActionOf<'play-remote'>): void {
  const l = d.l;
  const s = l.state;
  const mover = moverOf(l);
  if (remoteBusy(l)) throw new TablaError('wrong-phase', 'the previous remote play is still being shown');
  if (l.settings.players[mover] !== 'remote') throw new TablaError('not-your-turn', `the player to move (${mover}) is not remote`);
  if (s.phase !== 'moving')
    throw new TablaError('wrong-phase', `cannot play in phase ${s.phase}${s.phase === 'rolling' ? ' (the dice are not rolled yet)' : ''}`);
  let turn = currentTurn(s);
  for (const st of stepsOf(s, play)) turn = turn.step(st);
  const done = turn.finish(); // throws on an incomplete play
  const base = currentTurn(s);
  l.play = { turn: base, selected: null, choice: null, showing: { kind: 'remote', steps: done.steps, shown: 0, turn: base } }; // pauses the clock
  syncClock(d);
  show(d, 'remote', done.steps);
}

/** `verdict`: the host's answer to an announced play: refused, held, or applied. */
export function verdict(d: Draft, { allowed, hold }: ActionOf<'verdict'>): void {
  const l = d.l;
  const out = l.host.asking;
  if (!out) return; // the match moved on while the host was asked
  l.host.asking = null;
  l.play.selected = null;
  l.play.choice = null;
  if (!allowed) {
    l.play.turn = currentTurn(l.state);
    d.fx.push({ type: 'notice', notice: { kind: 'rejected', player: out.detail.player } });
  } else if (hold) {
    l.host.held = out;
    l.play.turn = out.turn; // the position after the play is shown meanwhile
    d.fx.push({ type: 'notice', notice: { kind: 'held', player: out.detail.player } });
    syncClock(d);
  } else {
    apply(d, out);
  }
}

/** `refuse`: the host refuses the held play. @throws TablaError `wrong-phase` when none is held. */
export function refuse(d: Draft, { reason }: ActionOf<'refuse'>): void {
  const l = d.l;
  const p = l.host.held;
  if (!p) throw new TablaError('wrong-phase', 'no play is waiting for confirmation');
  const why = reason === undefined || reason === null || String(reason).trim() === '' ? null : String(reason);
  l.host.held = null;
  l.play = { ...l.play, turn: currentTurn(l.state), selected: null, choice: null };
  l.notes.refusal = { player: p.detail.player, reason: why };
  d.fx.push({ type: 'emit', name: 'tabla-move-refused', detail: { player: p.detail.player, notation: p.detail.notation, reason: why } });
  d.fx.push({ type: 'notice', notice: { kind: 'refused', player: p.detail.player, reason: why } });
  syncClock(d);
  advance(d);
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

/** `play`: a whole play by the person here (or the host), as notation or steps. @throws TablaError when it is not theirs to play now, or illegal. */
export function playLocal(d: Draft, a: ActionOf<'play'>): void {
  const l = d.l;
  if (l.settings.players[moverOf(l)] === 'bot') throw new TablaError('not-your-turn', "it is the bot's turn");
  if (l.state.phase !== 'moving') throw new TablaError('wrong-phase', `cannot play in phase ${l.state.phase}`);
  if (remoteBusy(l) || l.host.held || l.host.asking) throw new TablaError('wrong-phase', 'a play is still being shown or waits for confirmation');
  commit(d, stepsOf(l.state, a.play));
}

/** `accept`: the host accepts the held play. @throws TablaError `wrong-phase` when none is held. */
export function accept(d: Draft): void {
  if (!d.l.host.held) throw new TablaError('wrong-phase', 'no play is waiting for confirmation');
  apply(d, d.l.host.held);
}

/** `show-step`: the next step of the play being shown. */
export function showNext(d: Draft): void {
  if (d.l.play.showing) showStep(d);
}

/** `auto-pass`: a turn without a legal step passes (C3). */
export function autoPass(d: Draft): void {
  const l = d.l;
  if (!l.host.held && !l.host.asking && !l.play.showing && l.state.phase === 'moving') commit(d, []);
}
