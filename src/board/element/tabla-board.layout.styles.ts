import { css } from 'lit';
import { VIEW_H, VIEW_W } from '../view/geometry.js';

/**
 * Styles of `<tabla-board>` for play: the dark theme (`theme="dark"`, or by default `auto`
 * while the reader prefers a dark colour scheme; each theme paints its own background), the board fitted to both the width and
 * the height of the viewport (controls included), turned for a phone held upright, the last move's arrows and dice, the ladder,
 * the resign question and read-only figures. The refusal note, the end-of-game card and the move list are styled by
 * view/match-views.styles.ts, which comes with them.
 */
const dark = css`
  --_frame: var(--tabla-frame, #3b2412);
  --_field: var(--tabla-field, #5b4630);
  --_tray: var(--tabla-tray, #2c1a0c);
  --_point-dark: var(--tabla-point-dark, #a0522d);
  --_point-light: var(--tabla-point-light, #c9b48a);
  --_white-edge: var(--tabla-checker-white-edge, #9d8f7c);
  --_black: var(--tabla-checker-black, #1b1815);
  --_black-edge: var(--tabla-checker-black-edge, #777);
  --_highlight: var(--tabla-highlight, #6fdc8c);
  --_focus: var(--tabla-focus, #8ab4ff);
  --_text: var(--tabla-text, #f1e6d2);
  --_button-bg: var(--tabla-button-bg, #c98f4a);
  --_button-text: var(--tabla-button-text, #1b120a);
  --_background: var(--tabla-background, #20160d);
`;

/**
 * The drawing's width over its height, and the other way round for a phone held upright (a rule of
 * its own: the template minifier takes values and whole rules as placeholders, not both in one template).
 */
const boardAspect = css`
  svg.board {
    --_aspect: ${VIEW_W / VIEW_H};
    --_aspect-portrait: ${VIEW_H / VIEW_W};
  }
`;

export const layoutStyles = css`
  :host {
    background: var(--_background);
    color-scheme: light;
  }
  :host([theme='dark']) {
    ${dark}
    color-scheme: dark;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${dark}
      color-scheme: dark;
    }
  }
  :host {
    /* Text styles a host page sets on a container (a template's text-align: center) stop here. */
    text-align: start;
    text-indent: 0;
    text-transform: none;
    letter-spacing: normal;
    word-spacing: normal;
    white-space: normal;
    font-style: normal;
    font-weight: normal;
    /* Height left for the header, the status lines and the buttons around the drawing. */
    --_chrome: var(--tabla-chrome, 10.5rem);
    --_max-height: var(--tabla-max-height, 100svh);
  }
  .board-wrap {
    position: relative;
  }
  ${boardAspect}
  svg.board {
    inline-size: min(100%, calc((var(--_max-height) - var(--_chrome)) * var(--_aspect)));
    margin-inline: auto;
  }
  /* Turned for a phone held upright (layout): the drawing is taller than wide; its texts stay upright. */
  svg.board.portrait {
    inline-size: min(100%, calc((var(--_max-height) - var(--_chrome)) * var(--_aspect-portrait)));
  }
  svg.board.portrait text {
    transform-box: fill-box;
    transform-origin: center;
    transform: rotate(-90deg);
  }
  svg.board.can-drag {
    touch-action: pinch-zoom;
  }
  /* A landscape phone: the board takes the height, the header, status and buttons go beside it. */
  @media (orientation: landscape) and (max-height: 500px) {
    :host {
      --_chrome: var(--tabla-chrome, 1rem);
      max-inline-size: none;
    }
    /* A side column taller than the board scrolls by itself; the board stays in view. */
    .base:not(.figure) {
      display: grid;
      grid-template-columns: auto minmax(10rem, 1fr);
      grid-auto-rows: min-content;
      align-items: start;
      column-gap: 0.75rem;
      max-block-size: calc(var(--_max-height) - var(--_chrome));
      overflow-y: auto;
    }
    .base:not(.figure) > .board-wrap {
      grid-column: 1;
      grid-row: 1 / span 12;
      position: sticky;
      inset-block-start: 0;
    }
    .base:not(.figure) > .board-wrap > svg.board:not(.portrait) {
      inline-size: min(72vw, calc((var(--_max-height) - var(--_chrome)) * var(--_aspect)));
    }
    .base:not(.figure) > :not(.board-wrap) {
      grid-column: 2;
    }
  }
  .figure {
    margin: 0;
  }
  .invalid {
    padding: 0.6em 0.9em;
    border: 2px dashed currentColor;
    border-radius: 0.4em;
    font-family: ui-monospace, monospace;
    font-size: 0.9em;
    overflow-wrap: anywhere;
  }
  .arrow line {
    stroke: var(--_highlight);
    stroke-width: 1.1;
    stroke-linecap: round;
    opacity: 0.75;
  }
  .arrow polygon {
    fill: var(--_highlight);
    opacity: 0.85;
  }
  .arrow.hit line {
    stroke-dasharray: 2 1.2;
  }
  .arrows {
    pointer-events: none;
  }
  .dest-target {
    fill: var(--_highlight);
    opacity: 0.22;
    pointer-events: none;
  }
  .dice.last {
    opacity: 0.55;
  }
  .ladder-die.current rect {
    stroke: var(--_highlight);
    stroke-width: 1;
  }
  .ladder-die.later {
    opacity: 0.45;
  }
  .last-move {
    font-variant-numeric: tabular-nums;
  }
  .clock-name {
    font-weight: normal;
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      animation: none !important;
    }
  }
`;
