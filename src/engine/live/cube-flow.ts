/**
 * The doubling cube in a live match (RULES.md B3–B5): a double offered before the roll, announced
 * by the cancelable `tabla-before-double` (answered by `double-verdict`), and the opponent's
 * take, pass or beaver. The engine's match calls (`offerDouble`, `takeDouble`, `passDouble`,
 * `beaver`) referee every one; this module adds who may act (a person, the bot, a remote side)
 * and the events. The bot's cube decisions come back as `bot-cube` actions, like its plays.
 */
import { TablaError } from '../errors.js';
import { beaver, doubleTaker, offerDouble, passDouble, takeDouble } from '../match-cube.js';
import type { MatchState } from '../match.js';
import type { Color } from '../types.js';
import { advance } from './advance.js';
import { syncClock } from './clock-flow.js';
import { note, setState, type ActionOf, type Draft } from './draft.js';
import { endBy } from './match-flow.js';
import { moverOf, offeredCubeValue } from './queries.js';
import type { CubeMove, Live } from './types.js';

/** Who acts for a cube move now: the player on roll doubles; the opponent takes, passes or beavers. */
export function cubeActor(l: Live, move: CubeMove): Color {
  return move === 'double' ? moverOf(l) : doubleTaker(l.state);
}

/** Why `move` by the side to act is refused by the engine now, or null (the state is not changed). */
export function cubeMoveRefusal(state: MatchState, move: CubeMove): string | null {
  try {
    cubeCall(state, move);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The engine's match call for a cube move. @throws Error naming why it is not allowed. */
function cubeCall(state: MatchState, move: CubeMove): MatchState {
  switch (move) {
    case 'double':
      return offerDouble(state);
    case 'take':
      return takeDouble(state);
    case 'pass':
      return passDouble(state);
    case 'beaver':
      return beaver(state);
  }
}

/** True while something else is under way (a play shown, announced or held; a double announced). */
function busy(l: Live): boolean {
  return !!(l.play.showing || l.host.asking || l.host.held || l.host.doubleAsked);
}

/**
 * A cube move by the side to act. `by`: `local` (a person here: refused when the bot or a
 * remote player plays that side), `remote` (refused unless that side is remote) or `bot` (the bot's own
 * answer). A local or bot double is first announced (`ask-double`); every other move is made at once.
 * @throws Error naming why the move is not allowed now.
 */
export function cubeMove(d: Draft, move: CubeMove, by: 'local' | 'remote' | 'bot'): void {
  const l = d.l;
  if (l.settings.readonly) throw new TablaError('unavailable', `cannot ${move}: the board is read-only`);
  if (busy(l)) throw new TablaError('wrong-phase', `cannot ${move}: a play or a double is still being shown or waits for confirmation`);
  const refusal = cubeMoveRefusal(l.state, move);
  if (refusal) throw new TablaError('wrong-phase', refusal);
  const actor = cubeActor(l, move);
  const kind = l.settings.players[actor];
  if (by === 'remote' && kind !== 'remote')
    throw new TablaError('not-your-turn', `cannot ${move} for the remote side: ${actor} is played ${kind === 'bot' ? 'by the bot' : 'here'}`);
  if (by === 'local' && kind === 'bot') throw new TablaError('not-your-turn', `cannot ${move}: ${actor} is played by the bot, which decides for itself`);
  if (by === 'local' && kind === 'remote') throw new TablaError('not-your-turn', `cannot ${move}: ${actor} is a remote player (use cube-remote)`);
  if (by === 'bot' && (kind !== 'bot' || !l.bot.thinking)) return; // a stale answer
  l.bot.thinking = false;
  l.bot.cube = null;
  if (move === 'double' && by !== 'remote') {
    l.host.doubleAsked = true;
    d.fx.push({ type: 'ask-double', detail: doubleDetail(l.state) });
    return;
  }
  if (move === 'double') return offer(d);
  answer(d, move as Exclude<CubeMove, 'double'>);
}

/** The verdict on an announced double (`tabla-before-double` cancelled or not). */
export function doubleVerdict(d: Draft, allowed: boolean): void {
  const l = d.l;
  if (!l.host.doubleAsked) return;
  l.host.doubleAsked = false;
  if (!allowed) {
    // A bot whose double was vetoed rolls instead (its cube question is not asked again this turn).
    l.bot.cubeDeclined = l.epoch;
    d.fx.push({ type: 'notice', notice: { kind: 'double-rejected', player: moverOf(l) } });
    return advance(d);
  }
  offer(d);
}

function doubleDetail(state: MatchState) {
  return { player: state.position.turn, value: offeredCubeValue(state), gameNumber: state.gameNumber };
}

/** Offers the double: phase `doubled`; the taker answers next. */
function offer(d: Draft): void {
  const detail = doubleDetail(d.l.state);
  const before = d.l.state;
  setState(d, offerDouble(before));
  note(d, before, { type: 'double', player: detail.player });
  d.fx.push({ type: 'emit', name: 'tabla-double', detail });
  d.fx.push({ type: 'notice', notice: { kind: 'double', player: detail.player, value: detail.value } });
  syncClock(d);
  advance(d);
}

/** The taker's answer: take or beaver (the doubler rolls next), or pass (the game ends). */
function answer(d: Draft, move: 'take' | 'pass' | 'beaver'): void {
  const before = d.l.state;
  const taker = doubleTaker(before);
  if (move === 'pass') {
    const after = passDouble(before);
    endBy(d, after, { type: 'pass', player: taker }, () => {
      d.fx.push({
        type: 'emit',
        name: 'tabla-pass',
        detail: { player: taker, winner: before.position.turn, points: after.lastResult!.points, gameNumber: before.gameNumber },
      });
      d.fx.push({ type: 'notice', notice: { kind: 'cube-pass', player: taker } });
    });
    return;
  }
  setState(d, cubeCall(before, move));
  note(d, before, { type: move, player: taker });
  const value = d.l.state.cube!.value;
  d.fx.push({ type: 'emit', name: 'tabla-take', detail: { player: taker, value, beaver: move === 'beaver', gameNumber: before.gameNumber } });
  d.fx.push({ type: 'notice', notice: { kind: 'take', player: taker, value, beaver: move === 'beaver' } });
  syncClock(d); // the doubler's turn goes on (no second tabla-turn): he rolls next
  advance(d);
}

/** The bot's cube answer: `no-double` lets it roll; the others are cube moves. A failed answer: no double, and a take. */
export function botCubeAnswer(d: Draft, decision: CubeMove | 'no-double'): void {
  const l = d.l;
  if (!l.bot.thinking || !l.bot.cube) return;
  if (decision === 'no-double' || (l.bot.cube === 'double' && decision !== 'double')) {
    l.bot.thinking = false;
    l.bot.cube = null;
    l.bot.cubeDeclined = l.epoch;
    return advance(d);
  }
  if (l.bot.cube === 'take' && decision === 'double') decision = 'take';
  const refusal = cubeMoveRefusal(l.state, decision);
  cubeMove(d, refusal && decision === 'beaver' ? 'take' : decision, 'bot');
}

/** `bot-cube-failed`: the bot's cube decision failed; reported, then no double (before its roll) or a take. */
export function botCubeFailed(d: Draft, a: ActionOf<'bot-cube-failed'>): void {
  const question = d.l.bot.cube;
  if (!question) return;
  d.fx.push({
    type: 'emit',
    name: 'tabla-error',
    detail: { message: `the bot's cube decision failed (${a.message}); ${question === 'double' ? 'not doubling' : 'taking'} instead`, source: 'bot' },
  });
  botCubeAnswer(d, question === 'double' ? 'no-double' : 'take');
}
