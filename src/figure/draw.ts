/**
 * The drawing of a read-only figure: one SVG string with few nodes (the points as two paths,
 * each side's checkers as one path, a text per stack taller than five, per point number and per
 * mark), white's home at the bottom right. Knows nothing of the rules beyond the numbering of
 * the two sides (G2, G3); colours come from CSS classes (see `styles.ts`).
 */
import { otherNumbering } from '../engine/position.js';
import type { Color, Position } from '../engine/types.js';
import type { Arrow } from './marks.js';

/** What a figure shows. */
export interface FigureModel {
  /** The position. */
  readonly position: Position;
  /** The dice to play, or none. */
  readonly dice: readonly number[] | null;
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
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Column 0…11 (left to right) and row (true = top) of white's point p. */
function place(p: number): { x: number; top: boolean } {
  const top = p >= 13;
  const col = top ? p - 13 : 12 - p;
  return { x: LEFT + col * PW + (col >= 6 ? BW : 0) + PW / 2, top };
}

/** The centre of the k-th checker (0 = the edge one) of a stack on white's point p. */
function slot(p: number, k: number): [number, number] {
  const { x, top } = place(p);
  const y = top ? TOP + R + (k % 5) * 2 * R : BOTTOM - R - (k % 5) * 2 * R;
  return [x, y];
}

/** A circle as a path piece. */
const circle = (x: number, y: number, r: number) => `M${f(x - r)} ${f(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** Pip positions of a die face, as offsets in thirds of the face. */
const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

/** The SVG of a figure. */
export function drawFigure(m: FigureModel): string {
  const pos = m.position;
  const mover = pos.turn;
  /** White's point for a point of `color`'s numbering. */
  const whites = (color: Color, p: number) => (color === 'white' ? p : otherNumbering(pos.game, p));
  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${esc(m.label)}">`,
    `<defs><marker id="h" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path class="ar-h" d="M0 0L10 5L0 10z"/></marker></defs>`,
    `<rect class="bd" x="${LEFT}" y="${TOP}" width="${RIGHT - LEFT + TRAY}" height="${BH}"/>`,
  );
  // The points: two paths of alternating colours.
  const tri: [string, string] = ['', ''];
  for (let p = 1; p <= 24; p++) {
    const { x, top } = place(p);
    const base = top ? TOP : BOTTOM;
    const tip = top ? TOP + 0.42 * BH : BOTTOM - 0.42 * BH;
    tri[p % 2] += `M${f(x - PW / 2)} ${base}L${f(x)} ${f(tip)}L${f(x + PW / 2)} ${base}z`;
  }
  parts.push(`<path class="pa" d="${tri[0]}"/><path class="pb" d="${tri[1]}"/>`);
  parts.push(`<rect class="br" x="${BAR_X - BW / 2}" y="${TOP}" width="${BW}" height="${BH}"/><rect class="br" x="${RIGHT}" y="${TOP}" width="${TRAY}" height="${BH}"/>`);
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
  if (hl) parts.push(`<path class="hl" d="${hl}"/>`);
  // The checkers: one path per side, a count on stacks of more than five.
  const labels: string[] = [];
  for (const color of ['white', 'black'] as const) {
    const side = pos[color];
    let d = '';
    for (let p = 1; p <= 24; p++) {
      const n = side.points[p];
      if (!n) continue;
      const w = whites(color, p);
      for (let k = 0; k < Math.min(n, 5); k++) d += circle(...slot(w, k), R);
      if (n > 5) {
        const [x, y] = slot(w, 4);
        labels.push(`<text class="n-${color}" x="${f(x)}" y="${f(y + 3.5)}">${n}</text>`);
      }
    }
    // The bar: white's stack above the middle, black's below.
    for (let k = 0; k < Math.min(side.bar, 4); k++) d += circle(BAR_X, TOP + BH / 2 + (color === 'white' ? -(k + 1) : k + 1) * 2 * R - (color === 'white' ? -R : R), R);
    if (side.bar > 4) labels.push(`<text class="n-${color}" x="${BAR_X}" y="${TOP + BH / 2 + (color === 'white' ? -R : R) + 3.5}">${side.bar}</text>`);
    if (side.off > 0) {
      const h = side.off * 4;
      d += `M${RIGHT + 4} ${color === 'white' ? BOTTOM - 2 - h : TOP + 2}h${TRAY - 8}v${h}h${-(TRAY - 8)}z`;
    }
    if (d) parts.push(`<path class="c-${color}" d="${d}"/>`);
  }
  parts.push(...labels);
  // The point numbers, in the mover's numbering.
  if (m.numbers) {
    for (let p = 1; p <= 24; p++) {
      const { x, top } = place(whites(mover, p));
      parts.push(`<text class="nm" x="${f(x)}" y="${top ? TOP - 3 : BOTTOM + NB - 2}">${p}</text>`);
    }
  }
  // Dice on the mover's half (right: white, left: black).
  if (m.dice && m.dice.length > 0) {
    const cx = mover === 'white' ? LEFT + 9 * PW + BW : LEFT + 3 * PW;
    const s = 18;
    m.dice.slice(0, 2).forEach((v, i) => {
      const x = cx + (i === 0 ? -s - 2 : 2);
      const y = TOP + BH / 2 - s / 2;
      const pips = (PIPS[v] ?? []).map(([a, b]) => circle(x + s / 2 + (a * s) / 3.6, y + s / 2 + (b * s) / 3.6, 1.7)).join('');
      parts.push(`<rect class="dc" x="${f(x)}" y="${f(y)}" width="${s}" height="${s}" rx="3"/><path class="dp" d="${pips}"/>`);
    });
  }
  // The cube in the tray: its owner's end, or the middle.
  if (m.cube) {
    const y = m.cube.owner === 'white' ? BOTTOM - 60 : m.cube.owner === 'black' ? TOP + 40 : TOP + BH / 2 - 10;
    parts.push(`<rect class="cu" x="${RIGHT + 3}" y="${y}" width="${TRAY - 6}" height="20" rx="3"/><text class="cn" x="${TRAY_X}" y="${y + 14}">${m.cube.value}</text>`);
  }
  // Arrows from the top checker of the start to the next place at the end.
  const heights = new Map<number, number>();
  const height = (w: number) => heights.get(w) ?? (w === 25 ? 0 : pos.white.points[w] + pos.black.points[otherNumbering(pos.game, w)]);
  const end = (p: number, leaving: boolean): [number, number] => {
    if (p === 25) return [BAR_X, TOP + BH / 2 + (mover === 'white' ? R : -R)];
    if (p === 0) return [TRAY_X, mover === 'white' ? BOTTOM - 30 : TOP + 30];
    const w = whites(mover, p);
    const n = height(w);
    heights.set(w, Math.max(0, n + (leaving ? -1 : 1)));
    return slot(w, Math.max(0, leaving ? n - 1 : n));
  };
  for (const a of m.arrows) {
    const [x1, y1] = end(a.from, true);
    const [x2, y2] = end(a.to, false);
    parts.push(`<path class="ar" d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}" marker-end="url(#h)"/>`);
    if (a.mark) parts.push(`<text class="mk" x="${f(x2 + R + 2)}" y="${f(y2 - R)}">${esc(a.mark)}</text>`);
  }
  parts.push('</svg>');
  return parts.join('');
}

/** Each side's pip count: the steps its checkers still have to go (the bar is 25). */
export function pipCounts(pos: Position): { white: number; black: number } {
  const count = (c: Color) => {
    const s = pos[c];
    let n = 25 * s.bar;
    for (let p = 1; p <= 24; p++) n += p * s.points[p];
    return n;
  };
  return { white: count('white'), black: count('black') };
}
