/**
 * Pure board geometry: where each point, the bar, the off trays and the dice sit in the SVG's
 * coordinate system, for a given orientation. No DOM, no state.
 *
 * The board is always drawn in white's numbering (RULES.md G1–G4): by default white's home
 * (points 1–6) is the bottom right quarter and white's point 24 the top right corner. A
 * "slot" names a place a checker can be: `p1`…`p24` (white's numbering), `bar-white`,
 * `bar-black`, `off-white`, `off-black`.
 */
import { otherNumbering } from '../../engine/position.js';
import type { Color, GameId } from '../../engine/types.js';

/** Which corner white's home board is drawn in. */
export type Orientation = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';

/** All orientations; the first is the default. */
export const ORIENTATIONS: readonly Orientation[] = ['bottom-right', 'bottom-left', 'top-right', 'top-left'];

/** A place a checker can be. */
export type Slot = `p${number}` | `bar-${Color}` | `off-${Color}`;

/** Checker radius. */
export const R = 6;
/** Width of one point. */
export const PW = 13;
/** Frame thickness. */
export const FRAME = 6;
/** Width of the bar in the middle. */
export const BAR = 14;
/** Width of the off tray. */
export const TRAY = 18;
/** Checkers drawn on a point before the stack shows a count. */
export const MAX_STACK = 5;
/** Height of a point triangle. */
export const POINT_H = MAX_STACK * 2 * R;
/** Gap between the two rows of points. */
export const GAP = 24;
/** Size of the whole drawing. */
export const VIEW_W = FRAME + 12 * PW + BAR + FRAME + TRAY + FRAME;
export const VIEW_H = FRAME + POINT_H + GAP + POINT_H + FRAME;
/** Height of one borne-off checker in the tray. */
export const OFF_H = 3.6;

const flipX = (o: Orientation) => o === 'bottom-left' || o === 'top-left';
const flipY = (o: Orientation) => o === 'top-right' || o === 'top-left';

/** Left edge of the playing field (12 points and the bar). */
export function fieldX(o: Orientation): number {
  return flipX(o) ? FRAME + TRAY + FRAME : FRAME;
}

/** Left edge of the off tray. */
export function trayX(o: Orientation): number {
  return flipX(o) ? FRAME : FRAME + 12 * PW + BAR + FRAME;
}

/** Column 0…11 (left to right) and row of white's point `p` (1…24). */
export function pointCell(p: number, o: Orientation): { col: number; top: boolean } {
  let col = p <= 12 ? 12 - p : p - 13;
  let top = p >= 13;
  if (flipX(o)) col = 11 - col;
  if (flipY(o)) top = !top;
  return { col, top };
}

/** The rectangle a point occupies (its triangle's bounding box) and its direction. */
export function pointBox(p: number, o: Orientation): { x: number; y: number; w: number; h: number; top: boolean } {
  const { col, top } = pointCell(p, o);
  const x = fieldX(o) + col * PW + (col >= 6 ? BAR : 0);
  const y = top ? FRAME : VIEW_H - FRAME - POINT_H;
  return { x, y, w: PW, h: POINT_H, top };
}

/** Centre of the `i`-th checker (0 = at the point's base) on white's point `p`. */
export function checkerAt(p: number, i: number, o: Orientation): { x: number; y: number } {
  const b = pointBox(p, o);
  const k = Math.min(i, MAX_STACK - 1);
  return { x: b.x + PW / 2, y: b.top ? FRAME + R + k * 2 * R : VIEW_H - FRAME - R - k * 2 * R };
}

/** Centre x of the bar. */
export function barX(o: Orientation): number {
  return fieldX(o) + 6 * PW + BAR / 2;
}

/** Whether a colour's checkers on the bar / in the tray are drawn in the top half. */
export function sideOnTop(color: Color, o: Orientation): boolean {
  // White enters in the top half (black's home in Prva) and bears off at the bottom.
  return (color === 'white') !== flipY(o);
}

/** Centre of the `i`-th checker of `color` on the bar. */
export function barCheckerAt(color: Color, i: number, o: Orientation): { x: number; y: number } {
  const k = Math.min(i, 3);
  const mid = VIEW_H / 2;
  // Clear of the cube in the middle of the bar.
  const dy = R + 5.5 + k * 2 * R;
  return { x: barX(o), y: sideOnTop(color, o) ? mid - dy : mid + dy };
}

/** Box of a colour's half of the bar (for hit testing and highlights). */
export function barBox(color: Color, o: Orientation): { x: number; y: number; w: number; h: number } {
  const x = barX(o) - BAR / 2;
  return sideOnTop(color, o) ? { x, y: FRAME, w: BAR, h: VIEW_H / 2 - FRAME } : { x, y: VIEW_H / 2, w: BAR, h: VIEW_H / 2 - FRAME };
}

/** Box of a colour's off tray (white's at the bottom by default). */
export function offBox(color: Color, o: Orientation): { x: number; y: number; w: number; h: number } {
  const onTop = !sideOnTop(color, o);
  const h = POINT_H + GAP / 2 - 2;
  return { x: trayX(o), y: onTop ? FRAME : VIEW_H - FRAME - h, w: TRAY, h };
}

/** The box covering a point's whole column half (what a click or drop on that point hits). */
export function hitBox(p: number, o: Orientation): { x: number; y: number; w: number; h: number } {
  const b = pointBox(p, o);
  const h = POINT_H + GAP / 2;
  return { x: b.x, y: b.top ? FRAME : VIEW_H - FRAME - h, w: PW, h };
}

/** Where the dice are drawn: the middle of the half away from white's home... the right half by default. */
export function diceOrigin(o: Orientation): { x: number; y: number } {
  return { x: fieldX(o) + 9 * PW + BAR, y: VIEW_H / 2 };
}

/** The slot under an SVG coordinate, or null. */
export function slotAt(x: number, y: number, o: Orientation): Slot | null {
  const inside = (b: { x: number; y: number; w: number; h: number }) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h;
  for (let p = 1; p <= 24; p++) if (inside(hitBox(p, o))) return `p${p}`;
  for (const c of ['white', 'black'] as const) {
    if (inside(offBox(c, o))) return `off-${c}`;
    if (inside(barBox(c, o))) return `bar-${c}`;
  }
  return null;
}

/** A point in the mover's numbering (25 = bar, 0 = off) as a slot. */
export function slotOf(point: number, mover: Color, game: GameId): Slot {
  if (point === 25) return `bar-${mover}`;
  if (point === 0) return `off-${mover}`;
  return `p${mover === 'white' ? point : otherNumbering(game, point)}`;
}

/** A slot as a point in the mover's numbering, or null when the slot is not the mover's bar/tray. */
export function pointOf(slot: Slot, mover: Color, game: GameId): number | null {
  if (slot.startsWith('bar-')) return slot === `bar-${mover}` ? 25 : null;
  if (slot.startsWith('off-')) return slot === `off-${mover}` ? 0 : null;
  const p = Number(slot.slice(1));
  return mover === 'white' ? p : otherNumbering(game, p);
}
