import { css } from 'lit';

/** The board drawing's styles: frame, points, checkers, dice and cube (the middle of the board's styles; the custom properties they read are set on :host there). */
export const boardDrawingStyles = css`
  .frame {
    fill: var(--_frame);
  }
  .field {
    fill: var(--_field);
  }
  .tray {
    fill: var(--_tray);
  }
  .point-dark {
    fill: var(--_point-dark);
  }
  .point-light {
    fill: var(--_point-light);
  }
  .no-move {
    font-size: 4.2px;
    font-weight: 600;
    fill: #fff;
    stroke: rgba(0, 0, 0, 0.65);
    stroke-width: 0.7px;
    paint-order: stroke;
    pointer-events: none;
  }
  .point-number {
    font-size: 3.6px;
    fill: var(--tabla-point-number, #f3e6c8);
    text-anchor: middle;
    pointer-events: none;
  }
  .hit {
    fill: transparent;
  }
  .tray-half {
    stroke: rgba(0, 0, 0, 0.25);
    stroke-width: 0.4;
  }
  .home-highlight {
    fill: var(--_home);
    pointer-events: none;
  }
  .home-mark {
    fill: none;
    stroke: var(--_highlight);
    stroke-width: 0.6;
    stroke-dasharray: 2 1.2;
    opacity: 0.8;
    pointer-events: none;
  }
  .slot.trail .hit {
    fill: var(--_trail);
  }
  /* Checkers with depth: shaded from the theme's colours (render-board's gradients), with a shadow. */
  .checker {
    stroke-width: 0.8;
    filter: drop-shadow(0 0.55px 0.5px rgba(0, 0, 0, 0.45));
  }
  .checker.white {
    fill: url(#tabla-checker-white) var(--_white);
    stroke: var(--_white-edge);
  }
  .checker.black {
    fill: url(#tabla-checker-black) var(--_black);
    stroke: var(--_black-edge);
  }
  .checker-shade.white .shade-light {
    stop-color: color-mix(in srgb, var(--_white), #fff 70%);
  }
  .checker-shade.white .shade-body {
    stop-color: var(--_white);
  }
  .checker-shade.white .shade-edge {
    stop-color: color-mix(in srgb, var(--_white), #000 16%);
  }
  .checker-shade.black .shade-light {
    stop-color: color-mix(in srgb, var(--_black), #fff 30%);
  }
  .checker-shade.black .shade-body {
    stop-color: var(--_black);
  }
  .checker-shade.black .shade-edge {
    stop-color: color-mix(in srgb, var(--_black), #000 45%);
  }
  .checker.pinned {
    stroke-dasharray: 1.4 0.8;
  }
  .pin-mark {
    stroke: #c0392b;
    stroke-width: 1.1;
    stroke-linecap: round;
    pointer-events: none;
  }
  .off-checker.white {
    fill: var(--_white);
    stroke: var(--_white-edge);
    stroke-width: 0.3;
  }
  .off-checker.black {
    fill: var(--_black);
    stroke: var(--_black-edge);
    stroke-width: 0.3;
  }
  .count {
    font-size: 5.5px;
    font-weight: 700;
    text-anchor: middle;
    pointer-events: none;
  }
  .count.white {
    fill: var(--_black);
  }
  .count.black {
    fill: var(--_white);
  }
  .slot {
    cursor: default;
    outline: none;
  }
  .slot.movable,
  .slot.destination {
    cursor: pointer;
  }
  .movable-checker {
    stroke: var(--_highlight) !important;
    stroke-width: 1.3;
    cursor: grab;
  }
  .slot.selected .movable-checker {
    stroke-width: 2;
    filter: drop-shadow(0 0 1.5px var(--_highlight));
  }
  .dest-mark {
    fill: var(--_highlight);
    opacity: 0.85;
    pointer-events: none;
  }
  .dest-tray {
    fill: none;
    stroke: var(--_highlight);
    stroke-width: 1.2;
    pointer-events: none;
  }
  .focus-ring {
    fill: none;
    stroke: none;
    pointer-events: none;
  }
  .slot:focus-visible .focus-ring {
    stroke: var(--_focus);
    stroke-width: 1;
  }
  .drag-ghost .checker {
    opacity: 0.9;
    filter: drop-shadow(0 1px 1.5px rgba(0, 0, 0, 0.5));
  }
  .die rect {
    fill: #fffdf7;
    stroke: #3a2a1a;
    stroke-width: 0.5;
    filter: drop-shadow(0 0.6px 0.6px rgba(0, 0, 0, 0.4));
  }
  /* A fresh roll tumbles in (none with reduced motion, see the layout styles, or animation="off"). */
  .dice.fresh .die {
    transform-box: fill-box;
    transform-origin: center;
    animation: die-roll 420ms cubic-bezier(0.2, 0.7, 0.3, 1.15) both;
  }
  .dice.fresh .die + .die {
    animation-delay: 70ms;
  }
  :host([animation='off']) .dice.fresh .die {
    animation: none;
  }
  @keyframes die-roll {
    from {
      opacity: 0;
      transform: translate(-14px, -6px) rotate(-260deg) scale(0.55);
    }
    70% {
      opacity: 1;
      transform: translate(1px, 0) rotate(12deg) scale(1.06);
    }
    to {
      transform: none;
    }
  }
  .die.black rect {
    fill: #2a2622;
    stroke: #000;
  }
  .die .pip {
    fill: #2a2622;
  }
  .die.black .pip {
    fill: #fffdf7;
  }
  .die.used {
    opacity: 0.35;
  }
  .cube .cube-face {
    fill: #f4efe0;
    stroke: #3a2a1a;
    stroke-width: 0.6;
  }
  .cube .cube-value {
    fill: #2a2622;
    font-weight: 700;
    font-family: var(--tabla-font, system-ui, sans-serif);
  }
  .cube.offered .cube-face {
    stroke: var(--tabla-highlight, #e0b040);
    stroke-width: 1.2;
  }
  .dice.carried .die rect {
    stroke-dasharray: 1 0.6;
  }
  .dice.confirm {
    cursor: pointer;
    outline: none;
  }
  .dice.confirm:focus-visible .die rect {
    stroke: var(--_focus);
    stroke-width: 1;
  }
`;
