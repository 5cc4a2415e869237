/**
 * Pure rendering: a {@link BoardModel} → the board's SVG template. No state, no listeners
 * (the element delegates events from the SVG root by `data-slot`).
 */
import { svg, nothing, type SVGTemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { otherNumbering } from '../../engine/position.js';
import type { Color } from '../../engine/types.js';
import {
  BAR,
  FRAME,
  MAX_STACK,
  OFF_H,
  POINT_H,
  PW,
  R,
  TRAY,
  VIEW_H,
  VIEW_W,
  barBox,
  barCheckerAt,
  checkerAt,
  diceOrigin,
  fieldX,
  hitBox,
  offBox,
  pointBox,
  pointCell,
  trayX,
  type Slot,
} from './geometry.js';
import { colorName, diceText, t } from '../text/messages.js';
import { renderCube } from './render-cube.js';
import { PIPS } from '../../figure/pips.js';
import type { Arrow, BoardModel, DiceModel } from './view-model.js';

type Box = { x: number; y: number; w: number; h: number };

/** What stands on white's point `p`: counts, and whose single checker is pinned there. */
export function pointContents(m: BoardModel, p: number): { white: number; black: number; pinned: Color | null } {
  const pos = m.position;
  const q = otherNumbering(m.game, p);
  const pinned = pos.pinned.white.includes(p) ? 'white' : pos.pinned.black.includes(q) ? 'black' : null;
  return { white: pos.white.points[p], black: pos.black.points[q], pinned };
}

/** The number of white's point `p` in the viewer's numbering. */
const viewerNumber = (m: BoardModel, p: number) => (m.viewer === 'white' ? p : otherNumbering(m.game, p));

/** The accessible name of a slot: what is there and what can be done. */
export function slotLabel(m: BoardModel, slot: Slot): string {
  const parts: string[] = [];
  const count = (n: number, c: Color) => t.checkers(n, colorName(c));
  if (slot.startsWith('p')) {
    const p = Number(slot.slice(1));
    const c = pointContents(m, p);
    parts.push(t.point(viewerNumber(m, p)));
    const held: string[] = [];
    if (c.pinned) held.push(t.pinnedUnder(colorName(c.pinned)));
    for (const col of ['white', 'black'] as const) {
      const n = c[col] - (c.pinned === col ? 1 : 0);
      if (n > 0) held.push(count(n, col));
    }
    parts.push(held.length ? held.join(', ') : t.empty());
  } else {
    const color = slot.endsWith('white') ? 'white' : 'black';
    const n = slot.startsWith('bar') ? m.position[color].bar : m.position[color].off;
    parts.push(slot.startsWith('bar') ? t.bar(colorName(color)) : t.off(colorName(color)));
    parts.push(String(n));
  }
  if (m.selected === slot) parts.push(t.selectedMark());
  else if (m.movable.has(slot)) parts.push(t.movable());
  if (m.destinations.has(slot)) parts.push(t.destination());
  return parts.join(', ');
}

const slotClasses = (m: BoardModel, slot: Slot, extra: string) =>
  [
    'slot',
    extra,
    m.movable.has(slot) ? 'movable' : '',
    m.selected === slot ? 'selected' : '',
    m.destinations.has(slot) ? 'destination' : '',
    m.trail.has(slot) ? 'trail' : '',
  ]
    .filter(Boolean)
    .join(' ');

/** One checker. `top` marks the topmost (the one that moves, can be dragged). */
function checker(x: number, y: number, color: Color, opts: { top?: boolean; movable?: boolean; pinned?: boolean; count?: number } = {}): SVGTemplateResult {
  const cls = `checker ${color}${opts.pinned ? ' pinned' : ''}${opts.movable ? ' movable-checker' : ''}${opts.top ? ' top' : ''}`;
  const part = `checker checker-${color}${opts.pinned ? ' pinned' : ''}`;
  return svg`<circle class=${cls} part=${part} cx=${x} cy=${y} r=${R - 0.4}></circle>${
    opts.pinned ? svg`<path class="pin-mark" d="M${x - 2.5} ${y - 2.5} L${x + 2.5} ${y + 2.5} M${x + 2.5} ${y - 2.5} L${x - 2.5} ${y + 2.5}"></path>` : nothing
  }${opts.count !== undefined ? svg`<text class="count ${color}" x=${x} y=${y + 1.6}>${opts.count}</text>` : nothing}`;
}

function renderPoint(m: BoardModel, p: number): SVGTemplateResult {
  const slot: Slot = `p${p}`;
  const b = pointBox(p, m.orientation);
  const hb = hitBox(p, m.orientation);
  const { col } = pointCell(p, m.orientation);
  const tip = b.top ? b.y + b.h : b.y;
  const base = b.top ? b.y : b.y + b.h;
  const tri = `${b.x},${base} ${b.x + PW},${base} ${b.x + PW / 2},${tip}`;
  const c = pointContents(m, p);
  // Stack order from the base: a pinned checker first, then the checkers on top of it.
  const stack: { color: Color; pinned: boolean }[] = [];
  if (c.pinned) stack.push({ color: c.pinned, pinned: true });
  for (const col2 of ['white', 'black'] as const) {
    const n = c[col2] - (c.pinned === col2 ? 1 : 0);
    for (let i = 0; i < n; i++) stack.push({ color: col2, pinned: false });
  }
  if (m.drag?.slot === slot) stack.pop();
  const shown = Math.min(stack.length, MAX_STACK);
  const checkers: SVGTemplateResult[] = [];
  for (let i = 0; i < shown; i++) {
    // With more than MAX_STACK, the last shown is the top one and carries the count.
    const k = i === shown - 1 ? stack.length - 1 : i;
    const at = checkerAt(p, i, m.orientation);
    const top = i === shown - 1;
    checkers.push(
      checker(at.x, at.y, stack[k].color, {
        top,
        pinned: stack[k].pinned,
        movable: top && m.movable.has(slot),
        count: top && stack.length > MAX_STACK ? stack.length : undefined,
      }),
    );
  }
  const focus = m.focus === slot;
  const dest = m.destinations.has(slot);
  const next = checkerAt(p, Math.min(stack.length, MAX_STACK - 1), m.orientation);
  return svg`<g class=${slotClasses(m, slot, 'point')} part="point${dest ? ' destination' : ''}" data-slot=${slot}
      role="button" tabindex=${focus ? 0 : -1} aria-label=${slotLabel(m, slot)}>
    <rect class="hit" x=${hb.x} y=${hb.y} width=${hb.w} height=${hb.h}></rect>
    <polygon class=${`triangle ${col % 2 === 0 ? 'point-dark' : 'point-light'}`} points=${tri}></polygon>
    ${checkers}
    ${dest ? svg`<circle class="dest-target" cx=${next.x} cy=${next.y} r=${R + 1.5}></circle><circle class="dest-mark" part="destination-mark" cx=${next.x} cy=${next.y} r=${R * 0.45}></circle>` : nothing}
    <rect class="focus-ring" x=${hb.x + 0.4} y=${hb.y + 0.4} width=${hb.w - 0.8} height=${hb.h - 0.8} rx="1.5"></rect>
  </g>`;
}

function renderBar(m: BoardModel, color: Color): SVGTemplateResult {
  const slot: Slot = `bar-${color}`;
  const box = barBox(color, m.orientation);
  let n = m.position[color].bar - (m.drag?.slot === slot ? 1 : 0);
  const shown = Math.min(n, 4);
  const checkers = [];
  for (let i = 0; i < shown; i++) {
    const at = barCheckerAt(color, i, m.orientation);
    const top = i === shown - 1;
    checkers.push(checker(at.x, at.y, color, { top, movable: top && m.movable.has(slot), count: top && n > 4 ? n : undefined }));
  }
  n = Math.max(n, 0);
  return svg`<g class=${slotClasses(m, slot, 'bar-slot')} part="bar" data-slot=${slot} role="button"
      tabindex=${m.focus === slot ? 0 : -1} aria-label=${slotLabel(m, slot)}>
    <rect class="hit" x=${box.x} y=${box.y} width=${box.w} height=${box.h}></rect>
    ${checkers}
    <rect class="focus-ring" x=${box.x + 0.4} y=${box.y + 0.4} width=${box.w - 0.8} height=${box.h - 0.8} rx="1.5"></rect>
  </g>`;
}

function renderOff(m: BoardModel, color: Color): SVGTemplateResult {
  const slot: Slot = `off-${color}`;
  const box = offBox(color, m.orientation);
  const n = m.position[color].off;
  const fromTop = box.y < VIEW_H / 2;
  const slabs = [];
  for (let i = 0; i < n; i++) {
    const y = fromTop ? box.y + 1 + i * OFF_H : box.y + box.h - 1 - (i + 1) * OFF_H;
    slabs.push(
      svg`<rect class="off-checker ${color}" part="checker checker-${color} off-checker" x=${box.x + 2} y=${y + 0.3} width=${box.w - 4} height=${OFF_H - 0.6} rx="1"></rect>`,
    );
  }
  const dest = m.destinations.has(slot);
  return svg`<g class=${slotClasses(m, slot, 'off-slot')} part="off-tray${dest ? ' destination' : ''}" data-slot=${slot} role="button"
      tabindex=${m.focus === slot ? 0 : -1} aria-label=${slotLabel(m, slot)}>
    <rect class="hit tray-half" x=${box.x} y=${box.y} width=${box.w} height=${box.h} rx="1.5"></rect>
    ${slabs}
    ${dest ? svg`<rect class="dest-tray" x=${box.x + 1} y=${box.y + 1} width=${box.w - 2} height=${box.h - 2} rx="1.5"></rect>` : nothing}
    <rect class="focus-ring" x=${box.x + 0.4} y=${box.y + 0.4} width=${box.w - 0.8} height=${box.h - 0.8} rx="1.5"></rect>
  </g>`;
}

function die(x: number, y: number, value: number, color: Color | null, used: boolean, size = 11): SVGTemplateResult {
  const s = size;
  const d = s * 0.26;
  return svg`<g class=${`die ${color ?? 'neutral'}${used ? ' used' : ''}`} part=${`die${used ? ' die-used' : ''}`}>
    <rect x=${x - s / 2} y=${y - s / 2} width=${s} height=${s} rx=${s * 0.18}></rect>
    ${PIPS[value].map(([dx, dy]) => svg`<circle class="pip" cx=${x + dx * d} cy=${y + dy * d} r=${s * 0.09}></circle>`)}
  </g>`;
}

/** The tap area of dice that confirm: the whole row of dice (first die's centre at x, y; `w`, `h` to the last one's), gaps included, with a margin. */
function diceHit(x: number, y: number, w: number, h: number, size: number): SVGTemplateResult {
  const m = size / 2 + 2;
  return svg`<rect class="dice-hit" fill="transparent" x=${x - m} y=${y - m} width=${w + 2 * m} height=${h + 2 * m}></rect>`;
}

/** The Vtora ladder as a row (two rows past eight) of small dice: played ones faded, the current number ringed, the rest greyed. */
function renderLadder(m: BoardModel, d: DiceModel, ladder: NonNullable<DiceModel['ladder']>): SVGTemplateResult {
  const o = diceOrigin(m.orientation);
  const n = ladder.numbers.length;
  const perRow = n > 8 ? Math.ceil(n / 2) : n;
  const size = 6.4;
  const gap = size + 1.2;
  const rows = Math.ceil(n / perRow);
  const label = `${d.confirm ? t.diceConfirm(diceText(ladder.numbers)) : t.diceLabel(diceText(ladder.numbers))}. ${t.ladder(ladder.numbers[0], ladder.current)}`;
  return svg`<g class=${`dice ladder${d.confirm ? ' confirm' : ''}`} part="dice" data-action=${d.confirm ? 'confirm' : nothing}
      role=${d.confirm ? 'button' : 'img'} tabindex=${d.confirm ? 0 : nothing} aria-label=${label}>
    ${d.confirm ? diceHit(o.x - ((perRow - 1) * gap) / 2, o.y - ((rows - 1) * gap) / 2, (perRow - 1) * gap, (rows - 1) * gap, size) : nothing}
    ${ladder.numbers.map((v, i) => {
      const row = Math.floor(i / perRow);
      const x = o.x - ((perRow - 1) * gap) / 2 + (i % perRow) * gap;
      const y = o.y + (row - (rows - 1) / 2) * gap;
      const state = i < ladder.played ? ' used' : v === ladder.current ? ' current' : ' later';
      return svg`<g class=${`ladder-die${state}`}>${die(x, y, v, d.owner, i < ladder.played, size)}</g>`;
    })}
  </g>`;
}

/**
 * The dice, drawn anew for each roll (keyed by the roll shown), so a fresh roll tumbles in once
 * (`fresh`: the CSS roll animation, none with reduced motion); the last player's dice kept on
 * view, and dice being used up, stay still.
 */
function renderDice(m: BoardModel, d: DiceModel): unknown {
  const roll = d.opening ? `o${d.opening.white}${d.opening.black}` : `${d.owner}${d.values.join('')}${d.last ? 'l' : ''}`;
  return keyed(roll, drawDice(m, d));
}

function drawDice(m: BoardModel, d: DiceModel): SVGTemplateResult {
  const o = diceOrigin(m.orientation);
  if (d.ladder) return renderLadder(m, d, d.ladder);
  if (d.opening) {
    return svg`<g class=${`dice opening${d.last ? ' last' : ' fresh'}`} part="dice" role="img" aria-label=${t.openingRolled(d.opening.white, d.opening.black)}>
      ${die(o.x - 8, o.y, d.opening.white, 'white', false)}${die(o.x + 8, o.y, d.opening.black, 'black', false)}
    </g>`;
  }
  const n = d.values.length;
  const size = n > 2 ? 9 : 11;
  const gap = size + 3;
  const x0 = o.x - ((n - 1) * gap) / 2;
  const label = d.confirm
    ? t.diceConfirm(diceText(d.values))
    : d.blocked && d.owner
      ? t.diceNoMove(colorName(d.owner), diceText(d.values))
      : d.last && d.owner
        ? t.lastDice(colorName(d.owner), diceText(d.values))
        : d.carried
          ? t.carried(diceText(d.values))
          : t.diceLabel(diceText(d.values));
  return svg`<g class=${`dice${d.confirm ? ' confirm' : ''}${d.carried ? ' carried' : ''}${d.last ? ' last' : ' fresh'}${d.blocked ? ' blocked' : ''}`} part="dice" data-action=${d.confirm ? 'confirm' : nothing}
      role=${d.confirm ? 'button' : 'img'} tabindex=${d.confirm ? 0 : nothing} aria-label=${label}>
    ${d.confirm ? diceHit(x0, o.y, (n - 1) * gap, 0, size) : nothing}
    ${d.values.map((v, i) => die(x0 + i * gap, o.y, v, d.owner, d.used[i], size))}
    ${d.blocked ? svg`<text class="no-move" part="no-move" x=${o.x} y=${o.y + size / 2 + 7} text-anchor="middle" aria-hidden="true">${t.noLegalMove()}</text>` : nothing}
  </g>`;
}

/** Where a checker stands on a slot (for arrows and slides): `atTop` the top checker, else the first free place above the stack. */
export function spot(m: BoardModel, slot: Slot, color: Color, atTop: boolean): { x: number; y: number } {
  if (slot.startsWith('bar-')) return barCheckerAt(color, 0, m.orientation);
  if (slot.startsWith('off-')) {
    const b = offBox(color, m.orientation);
    return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
  }
  const p = Number(slot.slice(1));
  const c = pointContents(m, p);
  const n = c.white + c.black;
  return checkerAt(p, Math.max(0, Math.min(atTop ? n - 1 : n, MAX_STACK - 1)), m.orientation);
}

/**
 * One checker's way as an arrow over the board: a line from the top checker at `a.from` to the
 * place it reaches at `a.to`, ending in a head `head` units long; `cls` names it for the styles.
 */
export function drawArrow(m: BoardModel, a: Arrow, cls: string, head = 3.2): SVGTemplateResult {
  const s = spot(m, a.from, a.color, false);
  const e = spot(m, a.to, a.color, true);
  const len = Math.hypot(e.x - s.x, e.y - s.y) || 1;
  const ux = (e.x - s.x) / len;
  const uy = (e.y - s.y) / len;
  const tip = { x: e.x - ux * (R - 1), y: e.y - uy * (R - 1) };
  const h = head;
  const points = `${tip.x},${tip.y} ${tip.x - ux * h - uy * h * 0.6},${tip.y - uy * h + ux * h * 0.6} ${tip.x - ux * h + uy * h * 0.6},${tip.y - uy * h - ux * h * 0.6}`;
  return svg`<g class=${cls} data-from=${a.from} data-to=${a.to}>
      <line x1=${s.x} y1=${s.y} x2=${tip.x - ux * h} y2=${tip.y - uy * h}></line><polygon points=${points}></polygon>
    </g>`;
}

/** The last play's (or this turn's) ways as arrows: a line from start to end with a head, dashed to the bar for a hit. */
function renderArrows(m: BoardModel): SVGTemplateResult {
  return svg`<g class="arrows" part="arrows" aria-hidden="true">${m.arrows.map((a) => drawArrow(m, a, `arrow ${a.color}${a.hit ? ' hit' : ''}`))}</g>`;
}

function homeBox(m: BoardModel, color: Color): Box {
  const pts = [1, 2, 3, 4, 5, 6].map((p) => (color === 'white' ? p : otherNumbering(m.game, p)));
  const boxes = pts.map((p) => pointBox(p, m.orientation));
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return { x, y, w: Math.max(...boxes.map((b) => b.x + b.w)) - x, h: POINT_H };
}

/** The checkers' shading (their colours from the theme's custom properties, see the styles): lit from the top left. */
const CHECKER_GRADIENTS = svg`<defs>${(['white', 'black'] as const).map(
  (c) => svg`<radialGradient id=${`tabla-checker-${c}`} class=${`checker-shade ${c}`} cx="38%" cy="32%" r="72%">
      <stop class="shade-light" offset="0"></stop><stop class="shade-body" offset="0.55"></stop><stop class="shade-edge" offset="1"></stop>
    </radialGradient>`,
)}</defs>`;

/** The outline of a home board (the first game's reminder where the checkers are going). */
function homeMark(b: Box): SVGTemplateResult {
  return svg`<rect class="home-mark" part="home-mark" x=${b.x + 0.5} y=${b.y + 0.5} width=${b.w - 1} height=${b.h - 1} rx="1.5"></rect>`;
}

function pointNumbers(m: BoardModel): SVGTemplateResult[] {
  const out: SVGTemplateResult[] = [];
  for (let p = 1; p <= 24; p++) {
    const b = pointBox(p, m.orientation);
    const y = b.top ? FRAME - 1.6 : VIEW_H - 1.6;
    out.push(svg`<text class="point-number" x=${b.x + PW / 2} y=${y} aria-hidden="true">${viewerNumber(m, p)}</text>`);
  }
  return out;
}

/**
 * The whole board, with `overlay` (SVG) drawn over the checkers; `portrait` draws it turned a quarter clockwise (the rows of points running
 * down the screen: a home drawn at the top right lands at the bottom right; see `portraitOrientation`), for phones held upright.
 */
export function renderBoard(m: BoardModel, label: string, portrait = false, overlay: unknown = nothing): SVGTemplateResult {
  const fx = fieldX(m.orientation);
  const half = 6 * PW;
  const home = m.home ? homeBox(m, m.home) : null;
  const points = [];
  for (let p = 1; p <= 24; p++) points.push(renderPoint(m, p));
  const viewBox = portrait ? `0 0 ${VIEW_H} ${VIEW_W}` : `0 0 ${VIEW_W} ${VIEW_H}`;
  return svg`<svg part="board" class=${`board${m.movable.size > 0 ? ' can-drag' : ''}${portrait ? ' portrait' : ''}`} viewBox=${viewBox} role="group" aria-label=${label}
      xmlns="http://www.w3.org/2000/svg">${CHECKER_GRADIENTS}<g class="drawing" transform=${portrait ? `translate(${VIEW_H} 0) rotate(90)` : nothing}>
    <rect class="frame" part="frame" x="0" y="0" width=${VIEW_W} height=${VIEW_H} rx="3"></rect>
    <rect class="field" part="field" x=${fx} y=${FRAME} width=${half} height=${VIEW_H - 2 * FRAME}></rect>
    <rect class="field" part="field" x=${fx + half + BAR} y=${FRAME} width=${half} height=${VIEW_H - 2 * FRAME}></rect>
    <rect class="tray" part="tray" x=${trayX(m.orientation)} y=${FRAME} width=${TRAY} height=${VIEW_H - 2 * FRAME}></rect>
    ${home ? svg`<rect class="home-highlight" part="home-highlight" x=${home.x} y=${home.y} width=${home.w} height=${home.h}></rect>` : nothing}
    ${pointNumbers(m)}
    ${points}
    ${m.homeMark ? homeMark(homeBox(m, m.homeMark)) : nothing}
    ${renderBar(m, 'white')}${renderBar(m, 'black')}
    ${renderOff(m, 'white')}${renderOff(m, 'black')}
    ${m.arrows.length > 0 ? renderArrows(m) : nothing}
    ${overlay}
    ${m.dice ? renderDice(m, m.dice) : nothing}
    ${renderCube(m)}
    ${m.drag ? svg`<g class="drag-ghost" pointer-events="none">${checker(m.drag.x, m.drag.y, m.position.turn)}</g>` : nothing}
  </g></svg>`;
}
