/**
 * The doubling cube in the SVG (RULES.md B3): in the middle of the bar while centred (showing 64,
 * as a real cube does, at value 1) or while a double is on offer (then at the offered value, marked),
 * and in its owner's off tray, at the end near the middle, once taken.
 */
import { nothing, svg } from 'lit';
import { barX, offBox, VIEW_H } from './geometry.js';
import { colorName } from '../text/messages.js';
import { cubeText } from './cube-panel.js';
import type { BoardModel } from './view-model.js';

/** Side of the cube (SVG units). */
const SIDE = 8;

/** The cube, or nothing in a cubeless game. */
export function renderCube(m: BoardModel) {
  const cube = m.cube;
  if (!cube) return nothing;
  let x = barX(m.orientation);
  let y = VIEW_H / 2;
  if (cube.owner && !cube.offered) {
    const box = offBox(cube.owner, m.orientation);
    x = box.x + box.w / 2;
    y = box.y < VIEW_H / 2 ? box.y + box.h - SIDE / 2 - 1 : box.y + SIDE / 2 + 1;
  }
  const value = cube.offered ? cube.value * 2 : cube.value;
  const label = cube.offered ? cubeText.offerLabel(value) : cube.owner ? cubeText.cubeOwned(value, colorName(cube.owner)) : cubeText.cubeCentre(value);
  const face = cube.owner || cube.offered ? String(value) : '64';
  return svg`<g class=${`cube${cube.offered ? ' offered' : ''}${cube.owner ? ` owner-${cube.owner}` : ' centred'}`} part="cube" data-cube=${value}
      data-owner=${cube.owner ?? 'centre'} role="img" aria-label=${label}>
    <rect class="cube-face" x=${x - SIDE / 2} y=${y - SIDE / 2} width=${SIDE} height=${SIDE} rx="1.2"></rect>
    <text class="cube-value" x=${x} y=${y + 0.2} text-anchor="middle" dominant-baseline="middle" font-size=${face.length > 1 ? 4.2 : 5}>${face}</text>
  </g>`;
}
