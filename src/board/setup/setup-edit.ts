/**
 * Editing a position by hand (the set-up mode): a checker put on a place, taken off a place, or
 * moved between places. Pure functions over the engine's `Position`; every side keeps its 15
 * checkers (one put on the board comes from its borne-off pile, one taken off goes there). A
 * place is a slot in white's numbering (geometry.ts). Refusals throw a `TablaError` naming why.
 */
import { CHECKERS, COLORS, opponent, otherNumbering } from '../../engine/position.js';
import { TablaError } from '../../engine/errors.js';
import type { Color, Position, SideBoard } from '../../engine/types.js';
import type { Slot } from '../view/geometry.js';

/** The point of `slot` in `color`'s numbering, or null for the bar and the trays. */
function ownPoint(pos: Position, slot: Slot, color: Color): number | null {
  if (!slot.startsWith('p')) return null;
  const p = Number(slot.slice(1));
  return color === 'white' ? p : otherNumbering(pos.game, p);
}

/** How many of `color`'s checkers stand on `slot`. */
export function countOn(pos: Position, slot: Slot, color: Color): number {
  if (slot === `bar-${color}`) return pos[color].bar;
  if (slot === `off-${color}`) return pos[color].off;
  const p = ownPoint(pos, slot, color);
  return p === null ? 0 : pos[color].points[p];
}

/** Whose checkers stand on `slot` (the top one's colour on a point), or null. */
export function ownerOf(pos: Position, slot: Slot): Color | null {
  return COLORS.find((c) => countOn(pos, slot, c) > 0) ?? null;
}

function withSide(pos: Position, color: Color, side: SideBoard): Position {
  // Pins and carried numbers belong to play, not to a set-up: a hand-made position has none.
  return { ...pos, [color]: side, pinned: { white: [], black: [] }, carried: [] };
}

/** `pos` with `n` (±1) of `color`'s checkers more on `slot`, the difference taken from or given to its pile. */
function shift(pos: Position, slot: Slot, color: Color, n: 1 | -1): Position {
  const s = pos[color];
  const points = [...s.points];
  let { bar, off } = s;
  if (slot === `bar-${color}`) bar += n;
  else if (slot.startsWith('p')) points[ownPoint(pos, slot, color)!] += n;
  else throw new TablaError('bad-position', `${slot} does not hold ${color}'s checkers`);
  off -= n;
  if (off < 0) throw new TablaError('bad-position', `all ${CHECKERS} of ${color}'s checkers are on the board`);
  return withSide(pos, color, { points, bar, off });
}

/**
 * A click with `color` chosen: one of `color`'s checkers is put on the place (a colour's bar
 * takes that colour's); on a point held by the other side, one of that side's checkers is taken
 * off instead. A click on a pile changes nothing.
 */
export function putChecker(pos: Position, slot: Slot, color: Color): Position {
  const other = opponent(color);
  if (slot.startsWith('off-')) return pos;
  if (slot.startsWith('p') && countOn(pos, slot, other) > 0) return shift(pos, slot, other, -1);
  if (slot.startsWith('bar-') && slot !== `bar-${color}`) return shift(pos, slot, other, 1);
  return shift(pos, slot, color, 1);
}

/** One checker taken off the place, back to its side's pile (a pile itself is left as it is). */
export function removeChecker(pos: Position, slot: Slot): Position {
  if (slot.startsWith('off-')) return pos;
  const owner = ownerOf(pos, slot);
  return owner ? shift(pos, slot, owner, -1) : pos;
}

/** One checker moved from a place to another (a drag); refused onto a point the other side holds. */
export function moveChecker(pos: Position, from: Slot, to: Slot): Position {
  const owner = ownerOf(pos, from);
  if (!owner || from === to) return pos;
  const other = opponent(owner);
  if (to.startsWith('p') && countOn(pos, to, other) > 0) throw new TablaError('bad-position', `${to} is held by ${other}`);
  if (to === `off-${owner}`) return shift(pos, from, owner, -1);
  if (to.startsWith('off-') || (to.startsWith('bar-') && to !== `bar-${owner}`)) throw new TablaError('bad-position', `${owner}'s checker cannot go to ${to}`);
  return shift(shift(pos, from, owner, -1), to, owner, 1);
}

/** An empty board of `pos`'s game: every checker borne off (the start of a set-up from nothing). */
export function clearedPosition(pos: Position): Position {
  const empty = (): SideBoard => ({ points: new Array(25).fill(0), bar: 0, off: CHECKERS });
  return { ...pos, white: empty(), black: empty(), pinned: { white: [], black: [] }, carried: [] };
}
