/**
 * What the board shows, derived from the live match (or a replay frame): plain data in screen
 * terms (slots), so that rendering is a pure function of it. Legal moves come from the engine's
 * `Turn` through the live match's queries; nothing here decides a rule.
 */
import { allInHome } from '../../engine/position.js';
import type { Color, GameId, Position, Step } from '../../engine/types.js';
import { canConfirm, destinations as destinationsOf, humanToAct, movable as movableOf, shownPosition } from '../../engine/live/queries.js';
import type { Live } from '../../engine/live/types.js';
import { slotOf, type Orientation, type Slot } from './geometry.js';

/** The dice as shown. */
export interface DiceModel {
  /** Dice to draw (at most four; a ladder draws its current number). */
  values: number[];
  /** Which of them are used up. */
  used: boolean[];
  /** Whose dice (colour of the dice); null for the opening roll. */
  owner: Color | null;
  /** Opening roll: one die each. */
  opening: { white: number; black: number } | null;
  /** Vtora ladder: every number of the ladder in order, how many are played, and the number played now. */
  ladder: { numbers: number[]; played: number; current: number } | null;
  /** Vtora: the carried numbers being played (no roll yet). */
  carried: boolean;
  /** Clicking the dice confirms the move. */
  confirm: boolean;
  /** The previous player's dice, shown until the next roll. */
  last: boolean;
  /** The dice shown could not be played at all (the turn passed). */
  blocked?: boolean;
}

/** A checker's way in the last play (or the steps so far): from one place to another; `hit` sent a checker to the bar. */
export interface Arrow {
  from: Slot;
  to: Slot;
  color: Color;
  hit: boolean;
}

/** Everything render-board needs. */
export interface BoardModel {
  game: GameId;
  orientation: Orientation;
  position: Position;
  /** Whose numbering point labels use. */
  viewer: Color;
  /** The player whose checkers are interactive now, if any. */
  active: Color | null;
  movable: ReadonlySet<Slot>;
  selected: Slot | null;
  destinations: ReadonlySet<Slot>;
  /** Where the checkers of the last play (or of the steps so far) started and ended. */
  trail: ReadonlySet<Slot>;
  /** The ways those checkers went. */
  arrows: readonly Arrow[];
  /** Home board to highlight (bearing off). */
  home: Color | null;
  /** The home board outlined for a player learning the game: the viewer's, in the match's first game. */
  homeMark?: Color | null;
  dice: DiceModel | null;
  /** The slot that holds keyboard focus (roving tabindex). */
  focus: Slot;
  /** A checker being dragged: from which slot, and where it is now (SVG units). */
  drag: { slot: Slot; x: number; y: number } | null;
  /** Backgammon's cube: its value, its owner (null: in the middle), and whether a double to twice the value is on offer. */
  cube?: { value: number; owner: Color | null; offered: boolean } | null;
}

/** The steps of a play joined into each checker's way (a checker that steps on continues its arrow, unless it hit on the way). */
export function arrowsOf(steps: readonly Step[], mover: Color, game: GameId): Arrow[] {
  const ways: { from: number; to: number; hit: boolean }[] = [];
  for (const s of steps) {
    const prev = ways.find((w) => w.to === s.from && !w.hit);
    if (prev) Object.assign(prev, { to: s.to, hit: !!s.hit });
    else ways.push({ from: s.from, to: s.to, hit: !!s.hit });
  }
  return ways.map((w) => ({ from: slotOf(w.from, mover, game), to: slotOf(w.to, mover, game), color: mover, hit: w.hit }));
}

const trailOf = (arrows: readonly Arrow[]): Set<Slot> => new Set(arrows.flatMap((a) => [a.from, a.to]));

function diceModel(c: Live): DiceModel | null {
  const s = c.state;
  if (s.phase === 'opening' && s.opening) {
    return { values: [], used: [], owner: null, opening: { ...s.opening }, ladder: null, carried: false, confirm: false, last: false };
  }
  if (s.phase === 'rolling' && c.notes.lastMove && c.notes.lastMove.steps.length > 0 && c.notes.lastMove.dice) {
    const values = c.notes.lastMove.turnDice.length === 4 ? c.notes.lastMove.turnDice : c.notes.lastMove.dice;
    return {
      values: values.slice(0, 4),
      used: values.slice(0, 4).map(() => false),
      owner: c.notes.lastMove.player,
      opening: null,
      ladder: null,
      carried: false,
      confirm: false,
      last: true,
    };
  }
  if (s.phase === 'rolling' && c.notes.passNote && c.notes.passNote.dice.length > 0) {
    const values = c.notes.passNote.dice.slice(0, 4);
    return {
      values,
      used: values.map(() => true),
      owner: c.notes.passNote.player,
      opening: null,
      ladder: null,
      carried: false,
      confirm: false,
      last: true,
      blocked: true,
    };
  }
  if (s.phase === 'rolling' && s.opening && !c.notes.lastMove && s.gameNumber === 0) {
    return { values: [], used: [], owner: null, opening: { ...s.opening }, ladder: null, carried: false, confirm: false, last: true };
  }
  if (s.phase !== 'moving' || !c.play.turn) return null;
  const turn = c.play.turn;
  const all = [...turn.allDice];
  const remaining = [...turn.dice];
  const confirm = humanToAct(c) && canConfirm(c);
  if (turn.isLadder) {
    const played = all.length - remaining.length;
    const current = remaining.length > 0 ? remaining[0] : all[all.length - 1];
    return {
      values: all,
      used: all.map((_, i) => i < played),
      owner: s.position.turn,
      opening: null,
      ladder: { numbers: all, played, current },
      carried: false,
      confirm,
      last: false,
    };
  }
  const pool = [...remaining];
  const used = all.map((d) => {
    const i = pool.indexOf(d);
    if (i >= 0) {
      pool.splice(i, 1);
      return false;
    }
    return true;
  });
  return { values: all, used, owner: s.position.turn, opening: null, ladder: null, carried: s.dice === null, confirm, last: false };
}

/** The model of a live board. */
export function modelOf(c: Live, view: { orientation: Orientation; viewer: Color; focus: Slot; drag: BoardModel['drag'] }): BoardModel {
  const s = c.state;
  const game = s.game;
  const mover = s.position.turn;
  const active = humanToAct(c) && s.phase === 'moving' ? mover : null;
  const movable = new Set<Slot>(active ? movableOf(c).map((p) => slotOf(p, mover, game)) : []);
  const selected = active && c.play.selected !== null ? slotOf(c.play.selected, mover, game) : null;
  const destinations = new Set<Slot>(active ? destinationsOf(c).map((p) => slotOf(p, mover, game)) : []);
  const arrows =
    c.play.turn && c.play.turn.steps.length > 0
      ? arrowsOf(c.play.turn.steps, mover, game)
      : c.notes.lastMove
        ? arrowsOf(c.notes.lastMove.steps, c.notes.lastMove.player, game)
        : [];
  const position = shownPosition(c);
  const bearing = s.phase === 'moving' && allInHome(position, mover) ? mover : null;
  return {
    game,
    orientation: view.orientation,
    position,
    viewer: view.viewer,
    active,
    movable,
    selected,
    destinations,
    trail: trailOf(arrows),
    arrows,
    home: bearing,
    homeMark: s.gameNumber === 0 ? view.viewer : null,
    dice: diceModel(c),
    focus: view.focus,
    drag: view.drag,
    cube: s.cube ? { value: s.cube.value, owner: s.cube.owner, offered: s.phase === 'doubled' } : null,
  };
}

/** The model of a replay frame (nothing interactive). */
export function modelOfFrame(
  frame: { position: Position; dice: number[] | null; turnDice: number[]; mover: Color | null; steps: Step[] },
  view: { orientation: Orientation; viewer: Color; focus: Slot },
): BoardModel {
  const game = frame.position.game;
  // The numbers the engine plays for that roll (four for doubles, also in Fevga; a ladder's first four).
  const values = frame.dice && frame.mover ? frame.turnDice.slice(0, 4) : [];
  const dice: DiceModel | null =
    frame.dice && frame.mover
      ? { values, used: values.map(() => false), owner: frame.mover, opening: null, ladder: null, carried: false, confirm: false, last: false }
      : null;
  const arrows = frame.mover ? arrowsOf(frame.steps, frame.mover, game) : [];
  return {
    game,
    orientation: view.orientation,
    position: frame.position,
    viewer: view.viewer,
    active: null,
    movable: new Set(),
    selected: null,
    destinations: new Set(),
    trail: trailOf(arrows),
    arrows,
    home: null,
    dice,
    focus: view.focus,
    drag: null,
  };
}
