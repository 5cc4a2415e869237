/**
 * The drawing of a read-only figure: one SVG element with few nodes (the points as two paths,
 * each side's checkers as one path, a text per stack taller than five, per point number and per
 * mark), white's home in the corner the model names (by default the bottom right). Knows nothing
 * of the rules beyond the numbering of the two sides (G2, G3); colours come from CSS classes
 * (see `styles.ts`). `<tabla-figure>`, the read-only `<tabla-board>` and the rules panel's figures
 * all draw with it.
 */
import { otherNumbering } from '../engine/position.js';
import type { Color, Position } from '../engine/types.js';
import { svg } from './dom.js';
import type { Arrow } from './marks.js';
import { PIPS } from './pips.js';

/** The corner white's home is drawn in. */
export type FigureCorner = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';

/** What a figure shows. */
export interface FigureModel {
  /** The position. */
  readonly position: Position;
  /** The dice to play (more than two in rows: the four of a double, a Vtora ladder's numbers), or none. */
  readonly dice: readonly number[] | null;
  /** Where the dice come from, as a class of their group: a roll, the numbers carried from the last turn, or a Vtora ladder. */
  readonly diceKind?: 'roll' | 'carried' | 'ladder';
  /** The doubling cube (value and owner, null = centred), or none. */
  readonly cube: { readonly value: number; readonly owner: Color | null } | null;
  /** Arrows in the numbering of the player to move. */
  readonly arrows: readonly Arrow[];
  /** Highlighted points in the numbering of the player to move (25 = his bar). */
  readonly highlights: readonly number[];
  /** Draw the point numbers (in the numbering of the player to move). */
  readonly numbers: boolean;
  /** The drawing's accessible name. */
  readonly label: string;
  /** The corner white's home is drawn in (default bottom right). */
  readonly orientation?: FigureCorner;
  /** Whose numbering the point numbers use (default the player to move's). */
  readonly numbering?: Color;
}

/** Sizes of the drawing, in its own units. */
const PW = 20; // point width
const BW = 20; // bar width
const M = 6; // outer margin
const NB = 12; // band of the point numbers
const BH = 200; // board height
const TRAY = 26; // tray on the right: checkers off and the cube
const R = 9.5; // checker radius
const LEFT = M;
const TOP = M + NB;
const BOTTOM = TOP + BH;
const RIGHT = LEFT + 12 * PW + BW;
/** The drawing's width and height. */
export const WIDTH = RIGHT + TRAY + M;
export const HEIGHT = BOTTOM + NB + M;
const BAR_X = LEFT + 6 * PW + BW / 2;
const TRAY_X = RIGHT + TRAY / 2;

const f = (x: number) => Math.round(x * 10) / 10;

/** How the drawing is turned: white's home on the left (`left`) or at the top (`up`). */
let left = false;
let up = false;

/** Column 0…11 (left to right) and row (true = top) of white's point p. */
function place(p: number): { x: number; top: boolean } {
  const top = p >= 13 !== up;
  const c = p >= 13 ? p - 13 : 12 - p;
  const col = left ? 11 - c : c;
  return { x: LEFT + col * PW + (col >= 6 ? BW : 0) + PW / 2, top };
}

/** The centre of the k-th checker (0 = the edge one) of a stack on white's point p. */
function slot(p: number, k: number): [number, number] {
  const { x, top } = place(p);
  const y = top ? TOP + R + (k % 5) * 2 * R : BOTTOM - R - (k % 5) * 2 * R;
  return [x, y];
}

/** Whether `color`'s end of the bar and tray is the top one (white's is at the bottom unless turned). */
const atTop = (color: Color) => (color === 'white') === up;

/** A circle as a path piece. */
const circle = (x: number, y: number, r: number) => `M${f(x - r)} ${f(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** The SVG drawing of a figure. */
export function drawFigure(m: FigureModel): SVGElement {
  const pos = m.position;
  const mover = pos.turn;
  const corner = m.orientation ?? 'bottom-right';
  left = corner.endsWith('left');
  up = corner.startsWith('top');
  /** White's point for a point of `color`'s numbering. */
  const whites = (color: Color, p: number) => (color === 'white' ? p : otherNumbering(pos.game, p));
  const parts: SVGElement[] = [
    svg(
      'defs',
      {},
      svg(
        'marker',
        { id: 'h', viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 4, markerHeight: 4, orient: 'auto-start-reverse' },
        svg('path', { class: 'ar-h', d: 'M0 0L10 5L0 10z' }),
      ),
    ),
    svg('rect', { class: 'bd', x: LEFT, y: TOP, width: RIGHT - LEFT + TRAY, height: BH }),
  ];
  const path = (cls: string, d: string) => svg('path', { class: cls, d });
  const text = (cls: string, x: number, y: number, t: string | number) => svg('text', { class: cls, x: f(x), y: f(y) }, String(t));
  const rect = (cls: string, x: number, y: number, width: number, height: number, rx?: number) =>
    svg('rect', { class: cls, x: f(x), y: f(y), width, height, ...(rx ? { rx } : {}) });
  // The points: two paths of alternating colours.
  const tri: [string, string] = ['', ''];
  for (let p = 1; p <= 24; p++) {
    const { x, top } = place(p);
    const base = top ? TOP : BOTTOM;
    const tip = top ? TOP + 0.42 * BH : BOTTOM - 0.42 * BH;
    tri[p % 2] += `M${f(x - PW / 2)} ${base}L${f(x)} ${f(tip)}L${f(x + PW / 2)} ${base}z`;
  }
  parts.push(path('pa', tri[0]), path('pb', tri[1]), rect('br', BAR_X - BW / 2, TOP, BW, BH), rect('br', RIGHT, TOP, TRAY, BH));
  // Highlights, under the checkers.
  let hl = '';
  for (const h of m.highlights) {
    if (h === 25) {
      hl += `M${BAR_X - BW / 2} ${TOP}h${BW}v${BH}h${-BW}z`;
      continue;
    }
    const { x, top } = place(whites(mover, h));
    hl += `M${f(x - PW / 2)} ${top ? TOP : BOTTOM - BH / 2}h${PW}v${BH / 2}h${-PW}z`;
  }
  if (hl) parts.push(path('hl', hl));
  // The checkers: one path per side, a count on stacks of more than five; on a Treta pin the
  // pinned checker at the edge and its captor's on top of it.
  const labels: SVGElement[] = [];
  for (const color of ['white', 'black'] as const) {
    const side = pos[color];
    const other = color === 'white' ? 'black' : 'white';
    let d = '';
    for (let p = 1; p <= 24; p++) {
      const n = side.points[p];
      if (!n) continue;
      const w = whites(color, p);
      const under = pos.pinned[other].includes(whites(other, w)) ? 1 : 0;
      for (let k = under; k < Math.min(under + n, 5); k++) d += circle(...slot(w, k), R);
      if (under + n > 5) {
        const [x, y] = slot(w, 4);
        labels.push(text(`n-${color}`, x, y + 3.5, n));
      }
    }
    // The bar: white's stack above the middle, black's below (the other way round when turned).
    const s = atTop(color) ? 1 : -1;
    for (let k = 0; k < Math.min(side.bar, 4); k++) d += circle(BAR_X, TOP + BH / 2 + s * ((k + 1) * 2 * R - R), R);
    if (side.bar > 4) labels.push(text(`n-${color}`, BAR_X, TOP + BH / 2 + s * R + 3.5, side.bar));
    if (side.off > 0) {
      const h = side.off * 4;
      d += `M${RIGHT + 4} ${atTop(color) ? TOP + 2 : BOTTOM - 2 - h}h${TRAY - 8}v${h}h${-(TRAY - 8)}z`;
    }
    if (d) parts.push(path(`c-${color}`, d));
  }
  parts.push(...labels);
  // The point numbers, in the mover's numbering unless the model names another.
  if (m.numbers) {
    for (let p = 1; p <= 24; p++) {
      const { x, top } = place(whites(m.numbering ?? mover, p));
      parts.push(text('nm', x, top ? TOP - 3 : BOTTOM + NB - 2, p));
    }
  }
  // Dice on the mover's half (right: white, left: black, unless turned): two big, more in rows of up to six.
  if (m.dice && m.dice.length > 0) {
    const cx = (mover === 'white') !== left ? LEFT + 9 * PW + BW : LEFT + 3 * PW;
    const n = m.dice.length;
    const s = n > 2 ? 11 : 18;
    const perRow = Math.min(n, 6);
    const rows = Math.ceil(n / perRow);
    const dice = m.dice.map((v, i) => {
      const x = cx - (perRow * (s + 2) - 2) / 2 + (i % perRow) * (s + 2);
      const y = TOP + BH / 2 - (rows * (s + 2) - 2) / 2 + Math.floor(i / perRow) * (s + 2);
      const pips = (PIPS[v] ?? []).map(([a, b]) => circle(x + s / 2 + (a * s) / 3.6, y + s / 2 + (b * s) / 3.6, s / 10.6)).join('');
      return [rect('dc', x, y, s, s, 3), path('dp', pips)];
    });
    parts.push(svg('g', { class: `dice ${m.diceKind ?? 'roll'}` }, ...dice.flat()));
  }
  // The cube in the tray: its owner's end, or the middle.
  if (m.cube) {
    const y = m.cube.owner ? (atTop(m.cube.owner) ? TOP + 40 : BOTTOM - 60) : TOP + BH / 2 - 10;
    parts.push(rect('cu', RIGHT + 3, y, TRAY - 6, 20, 3), text('cn', TRAY_X, y + 14, m.cube.value));
  }
  // Arrows from the top checker of the start to the next place at the end.
  const heights = new Map<number, number>();
  const height = (w: number) => heights.get(w) ?? (w === 25 ? 0 : pos.white.points[w] + pos.black.points[otherNumbering(pos.game, w)]);
  const end = (p: number, leaving: boolean): [number, number] => {
    if (p === 25) return [BAR_X, TOP + BH / 2 + (atTop(mover) ? -R : R)];
    if (p === 0) return [TRAY_X, atTop(mover) ? TOP + 30 : BOTTOM - 30];
    const w = whites(mover, p);
    const n = height(w);
    heights.set(w, Math.max(0, n + (leaving ? -1 : 1)));
    return slot(w, Math.max(0, leaving ? n - 1 : n));
  };
  for (const a of m.arrows) {
    const [x1, y1] = end(a.from, true);
    const [x2, y2] = end(a.to, false);
    parts.push(svg('path', { class: 'ar', d: `M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}`, 'marker-end': 'url(#h)' }));
    if (a.mark) parts.push(text('mk', x2 + R + 2, y2 - R, a.mark));
  }
  return svg('svg', { class: 'tf', viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: 'img', 'aria-label': m.label }, ...parts);
}
