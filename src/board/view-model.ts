/**
 * What the board shows, derived from the live match (or a replay frame): plain data in screen
 * terms (slots), so that rendering is a pure function of it. Legal moves come from the engine's
 * `Turn` through the live match's queries; nothing here decides a rule.
 */
import { allInHome } from '../engine/board.js';
import type { Color, GameId, Position, Step } from '../engine/types.js';
import { canConfirm, destinations as destinationsOf, humanToAct, movable as movableOf, shownPosition } from '../engine/live/queries.js';
import type { Live } from '../engine/live/types.js';
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
  /** Vtora ladder: the remaining ladder steps, in order. */
  ladder: number[] | null;
  /** Vtora: the carried numbers being played (no roll yet). */
  carried: boolean;
  /** Clicking the dice confirms the move. */
  confirm: boolean;
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
  /** Slots touched by the last play or the steps so far. */
  trail: ReadonlySet<Slot>;
  /** Home board to highlight (bearing off). */
  home: Color | null;
  dice: DiceModel | null;
  /** The slot that holds keyboard focus (roving tabindex). */
  focus: Slot;
  /** A checker being dragged: from which slot, and where it is now (SVG units). */
  drag: { slot: Slot; x: number; y: number } | null;
}

const trailOf = (steps: readonly Step[], mover: Color, game: GameId): Set<Slot> => {
  const out = new Set<Slot>();
  for (const s of steps) {
    out.add(slotOf(s.from, mover, game));
    out.add(slotOf(s.to, mover, game));
  }
  return out;
};

function diceModel(c: Live): DiceModel | null {
  const s = c.state;
  if (s.phase === 'opening' && s.opening) {
    return { values: [], used: [], owner: null, opening: { ...s.opening }, ladder: null, carried: false, confirm: false };
  }
  if (s.phase !== 'moving' || !c.turn) return null;
  const turn = c.turn;
  const all = [...turn.allDice];
  const remaining = [...turn.dice];
  const confirm = humanToAct(c) && canConfirm(c);
  if (turn.isLadder) {
    const cur = remaining.length > 0 ? remaining[0] : all[all.length - 1];
    const left = remaining.filter((d) => d === cur).length;
    const values = [cur, cur, cur, cur];
    return { values, used: values.map((_, i) => i >= left), owner: s.position.turn, opening: null, ladder: remaining, carried: false, confirm };
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
  return { values: all, used, owner: s.position.turn, opening: null, ladder: null, carried: s.dice === null, confirm };
}

/** The model of a live board. */
export function modelOf(c: Live, view: { orientation: Orientation; viewer: Color; focus: Slot; drag: BoardModel['drag'] }): BoardModel {
  const s = c.state;
  const game = s.game;
  const mover = s.position.turn;
  const active = humanToAct(c) && s.phase === 'moving' ? mover : null;
  const movable = new Set<Slot>(active ? movableOf(c).map((p) => slotOf(p, mover, game)) : []);
  const selected = active && c.selected !== null ? slotOf(c.selected, mover, game) : null;
  const destinations = new Set<Slot>(active ? destinationsOf(c).map((p) => slotOf(p, mover, game)) : []);
  const trail = c.turn && c.turn.steps.length > 0 ? trailOf(c.turn.steps, mover, game) : c.lastMove ? trailOf(c.lastMove.steps, c.lastMove.player, game) : new Set<Slot>();
  const position = shownPosition(c);
  const bearing = s.phase === 'moving' && allInHome(position, mover) ? mover : null;
  return { game, orientation: view.orientation, position, viewer: view.viewer, active, movable, selected, destinations, trail, home: bearing, dice: diceModel(c), focus: view.focus, drag: view.drag };
}

/** The model of a replay frame (nothing interactive). */
export function modelOfFrame(
  frame: { position: Position; dice: number[] | null; turnDice: number[]; mover: Color | null; steps: Step[] },
  view: { orientation: Orientation; viewer: Color; focus: Slot },
): BoardModel {
  const game = frame.position.game;
  // The numbers the engine plays for that roll (four for doubles, also in Fevga; a ladder's first four).
  const values = frame.dice && frame.mover ? frame.turnDice.slice(0, 4) : [];
  const dice: DiceModel | null = frame.dice && frame.mover ? { values, used: values.map(() => false), owner: frame.mover, opening: null, ladder: null, carried: false, confirm: false } : null;
  return {
    game,
    orientation: view.orientation,
    position: frame.position,
    viewer: view.viewer,
    active: null,
    movable: new Set(),
    selected: null,
    destinations: new Set(),
    trail: frame.mover ? trailOf(frame.steps, frame.mover, game) : new Set(),
    home: null,
    dice,
    focus: view.focus,
    drag: null,
  };
}
