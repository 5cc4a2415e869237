/**
 * The win-chance graph (`review-graph`): white's chance to win at every position of the review,
 * as an SVG line over the match, games separated by a rule. A slider for the keyboard (←/→,
 * Home/End move to a position) and for screen readers; a click on the graph goes to the
 * position under it.
 */
import { html, svg, nothing } from 'lit';
import type { ReviewStep } from './types.js';
import { markOf } from './types.js';
import { percentText, rt } from './review-text.js';

/** The graph's drawing size (SVG units). */
export const GRAPH_W = 240;
export const GRAPH_H = 56;
const PAD = 3;

/** The x of position `i` of `n`. */
export const graphX = (i: number, n: number): number => PAD + (n <= 1 ? 0 : (i * (GRAPH_W - 2 * PAD)) / (n - 1));
/** The y of a win chance. */
const graphY = (p: number) => PAD + (1 - p) * (GRAPH_H - 2 * PAD);

/** The position nearest to an x on the drawing. */
export function indexAtX(x: number, n: number): number {
  if (n <= 1) return 0;
  return Math.max(0, Math.min(n - 1, Math.round(((x - PAD) * (n - 1)) / (GRAPH_W - 2 * PAD))));
}

/** The win chances with gaps filled by the last known one (0.5 before any). */
export function chances(steps: readonly ReviewStep[]): number[] {
  let last = 0.5;
  return steps.map((s) => (last = s.winChance ?? last));
}

/** Keys the graph answers: the index they lead to from `index`, or null. */
export function keyTarget(key: string, index: number, n: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(0, index - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(n - 1, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return n - 1;
    default:
      return null;
  }
}

/** The graph; `go(i)` shows position `i`. */
export function renderWinGraph(steps: readonly ReviewStep[], index: number, go: (i: number) => void) {
  const n = steps.length;
  if (n === 0) return nothing;
  const ps = chances(steps);
  const line = ps.map((p, i) => `${graphX(i, n).toFixed(2)},${graphY(p).toFixed(2)}`).join(' ');
  const starts = steps.flatMap((s, i) => (i > 0 && s.kind === 'start' ? [i] : []));
  const onClick = (e: MouseEvent) => {
    const svgEl = e.currentTarget as SVGSVGElement;
    const box = svgEl.getBoundingClientRect();
    go(indexAtX(((e.clientX - box.left) / box.width) * GRAPH_W, n));
  };
  const onKey = (e: KeyboardEvent) => {
    const to = keyTarget(e.key, index, n);
    if (to === null) return;
    e.preventDefault();
    e.stopPropagation();
    go(to);
  };
  return html`<div
    class="review-graph"
    part="review-graph"
    role="slider"
    tabindex="0"
    aria-label=${rt.graphLabel()}
    aria-valuemin="1"
    aria-valuemax=${n}
    aria-valuenow=${index + 1}
    aria-valuetext=${rt.graphValue(index + 1, percentText(ps[index]))}
    @keydown=${onKey}
  >
    <svg viewBox="0 0 ${GRAPH_W} ${GRAPH_H}" preserveAspectRatio="none" aria-hidden="true" @click=${onClick}>
      <rect class="graph-back" x="0" y="0" width=${GRAPH_W} height=${GRAPH_H}></rect>
      <line class="graph-even" x1="0" x2=${GRAPH_W} y1=${graphY(0.5)} y2=${graphY(0.5)}></line>
      ${starts.map((i) => svg`<line class="graph-game" x1=${graphX(i, n)} x2=${graphX(i, n)} y1="0" y2=${GRAPH_H}></line>`)}
      <polyline class="graph-line" points=${line}></polyline>
      ${steps.map((s, i) => {
        const mark = markOf(s.loss);
        return mark ? svg`<circle class="graph-mark" data-mark=${mark} cx=${graphX(i, n)} cy=${graphY(ps[i])} r="1.6"></circle>` : nothing;
      })}
      <line class="graph-now" x1=${graphX(index, n)} x2=${graphX(index, n)} y1="0" y2=${GRAPH_H}></line>
      <circle class="graph-dot" cx=${graphX(index, n)} cy=${graphY(ps[index])} r="2.4"></circle>
    </svg>
  </div>`;
}
