/**
 * The person's turn, step by step: a place picked, a checker moved (with the die chosen when two
 * fit and the choice matters; several steps at once for a sum of dice), a step undone, the play
 * confirmed; a refused pick or drop is explained (`notes.why`).
 */
import { TablaError } from '../errors.js';
import { dieChoiceMatters } from './die-choice.js';
import type { ActionOf, Draft } from './draft.js';
import { whyNotMovable, whyNotStep, type Refusal } from './explain.js';
import { commit } from './play-flow.js';
import { destinations, humanToAct, movable, moverOf, routes } from './queries.js';
import type { Step } from '../types.js';

/**
 * A place picked: move the picked checker there (by one die, or by the engine's way for a sum of
 * dice), pick a checker (with `quick`, move one that has a single one-die destination), or say why not.
 */
export function pick(d: Draft, { point, quick = false }: ActionOf<'pick'>): void {
  const l = d.l;
  if (!humanToAct(l) || !l.play.turn || l.play.choice) return;
  const turn = l.play.turn;
  l.notes.why = null;
  l.notes.route = null;
  const way = point !== null ? routes(l).find((r) => r.to === point) : undefined;
  if (way && way.steps.length === 1) return move(d, l.play.selected!, way.to);
  if (way) return playRoute(d, way.steps);
  if (point !== null && point !== l.play.selected && movable(l).includes(point)) {
    const only = turn.destinations(point);
    if (quick && only.length === 1) return move(d, point, only[0]);
    l.play.selected = point;
    d.fx.push({ type: 'notice', notice: { kind: 'picked', player: moverOf(l), point, targets: destinations(l).sort((a, b) => b - a) } });
    return;
  }
  const from = l.play.selected;
  l.play.selected = null;
  if (point === null || point === from) return;
  const refusal = from !== null ? whyNotStep(turn, from, point) : whyNotMovable(turn, point);
  if (from === null && refusal?.kind === 'no-checker') return;
  explain(d, from ?? point, refusal);
}

/** Keeps and announces why a pick, drop or key move was refused. */
function explain(d: Draft, point: number, refusal: Refusal | null): void {
  if (!refusal) return;
  d.l.notes.why = { point, refusal };
  d.fx.push({ type: 'notice', notice: { kind: 'refusal', player: moverOf(d.l), refusal } });
}

/** One step of a person's turn; when two dice lead from `from` to `to` and none is given, asks which (`choice`). */
function move(d: Draft, from: number, to: number, die?: number): void {
  const l = d.l;
  if (!l.play.turn) return;
  const fits = l.play.turn.legalSteps().filter((s) => s.from === from && s.to === to && (die === undefined || s.die === die));
  if (fits.length === 0) return;
  const dice = [...new Set(fits.map((s) => s.die))];
  l.play.selected = null;
  dice.sort((x, y) => y - x);
  if (dice.length > 1 && dieChoiceMatters(l.play.turn, from, to, dice)) {
    l.play.choice = { from, to, dice };
    return;
  }
  l.play.turn = l.play.turn.step({ from, to, die: dice[0] });
  l.play.choice = null;
  d.fx.push({ type: 'notice', notice: { kind: 'step', player: moverOf(l), step: l.play.turn.steps[l.play.turn.steps.length - 1] } });
}

/** One checker moved by a sum of dice: the engine's steps, played in order, and named in the status. */
function playRoute(d: Draft, steps: readonly Step[]): void {
  const l = d.l;
  let turn = l.play.turn!;
  for (const s of steps) turn = turn.step({ from: s.from, to: s.to, die: s.die });
  Object.assign(l.play, { turn, selected: null, choice: null });
  l.notes.route = steps;
  d.fx.push({ type: 'notice', notice: { kind: 'route', player: moverOf(l), steps } });
}

/** `move`: a checker moved from one place to another (a drop, a key move); refused ones are explained. */
export function moveAction(d: Draft, a: ActionOf<'move'>): void {
  const l = d.l;
  if (!humanToAct(l) || !l.play.turn || l.play.choice) return;
  l.notes.why = null;
  l.notes.route = null;
  if (l.play.turn.legalSteps().some((s) => s.from === a.from && s.to === a.to && (a.die === undefined || s.die === a.die))) return move(d, a.from, a.to, a.die);
  explain(d, a.from, whyNotStep(l.play.turn, a.from, a.to));
}

/** `choose-die`: the die for the move waiting on a choice (null: cancelled). */
export function chooseDie(d: Draft, a: ActionOf<'choose-die'>): void {
  const c = d.l.play.choice;
  d.l.play.choice = null;
  if (c && a.die !== null && c.dice.includes(a.die)) move(d, c.from, c.to, a.die);
}

/** `undo`: takes back the last step of the turn. @throws TablaError `wrong-phase` when no step was played. */
export function undo(d: Draft): void {
  const l = d.l;
  if (!humanToAct(l) || !l.play.turn || l.play.turn.steps.length === 0)
    throw new TablaError('wrong-phase', 'nothing to undo: no step has been played in this turn');
  l.play.turn = l.play.turn.undo();
  l.play.selected = null;
  l.play.choice = null;
  l.notes.route = null;
  d.fx.push({ type: 'notice', notice: { kind: 'undo', player: moverOf(l) } });
}

/** `confirm`: the steps played make the play. @throws TablaError `illegal-play` when the play is not complete. */
export function confirm(d: Draft): void {
  const l = d.l;
  if (!humanToAct(l) || !l.play.turn || !l.play.turn.canFinish())
    throw new TablaError('illegal-play', `the play is not complete: ${l.play.turn?.steps.length ?? 0} step(s) played, and the dice allow more`);
  commit(d, l.play.turn.steps);
}
