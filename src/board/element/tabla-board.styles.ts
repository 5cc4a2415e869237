import { css } from 'lit';
import { boardDrawingStyles } from './tabla-board.drawing.styles.js';

/**
 * Styles of `<tabla-board>`. Everything a host may change is a `--tabla-*` custom property or a
 * `::part`; each is listed here (the custom-elements manifest reads these tags).
 * @csspart base - The element's wrapper.
 * @csspart header - The line above the board: game name and score.
 * @csspart game-name - The game's name in its tradition.
 * @csspart score - The match score.
 * @csspart clock - A player's clock in the header (also `clock-white` / `clock-black`, `clock-running`).
 * @csspart board - The SVG drawing of the board.
 * @csspart frame - The board's frame.
 * @csspart field - The playing field (both halves).
 * @csspart tray - The off tray.
 * @csspart point - A point (also `destination` while it is a legal destination).
 * @csspart bar - A colour's half of the bar.
 * @csspart off-tray - A colour's borne-off checkers (also `destination`).
 * @csspart checker - A checker (also `checker-white` / `checker-black`, `pinned`, `off-checker`).
 * @csspart destination-mark - The dot on a legal destination.
 * @csspart home-highlight - The home board while its owner bears off.
 * @csspart home-mark - The outline of the viewer's home board in the match's first game.
 * @csspart dice - The dice.
 * @csspart die - One die (also `die-used`).
 * @csspart status - The status lines under the board.
 * @csspart controls - The row of buttons.
 * @csspart cube - The doubling cube in the drawing (backgammon): in the middle, on offer (`data-cube` the value, `data-owner`), or in its owner's tray.
 * @csspart button - Every button (also `double-button`, `take-button`, `pass-button`, `beaver-button`, `roll-button`, `undo-button`, `done-button`, `resign-button`, `next-button`, `rules-button`, `close-rules-button`).
 * @csspart die-choice - The question which die to use.
 * @csspart caption - A replay step's caption.
 * @csspart rules - The rules panel opened by the Rules button (holds a `<tabla-rules>`).
 * @csspart arrows - The arrows of the last play (or of the steps so far), from each checker's start to its end.
 * @csspart last-move - The line naming the last play with its dice.
 * @csspart refusal - The note over the board saying which rule refused a pick or a drop.
 * @csspart resign-confirm - The question asked by the Resign button (also `resign-yes`, `resign-no`).
 * @csspart move-list - The list of the match's plays (`move-list`; also `copy-moves`, `export-moves`).
 * @csspart review - The review panel (`review()`): its buttons (`review-first`, `review-previous`, `review-next`, `review-last`, `close-review`, `analyse`, `cancel-analysis`), `review-judgement`, `review-graph` (the win-chance graph), `review-moves` (the move list with marks) and `review-summary` (each player's error rate, rating, luck); `review-button` opens it after a game.
 * @csspart setup - The set-up mode's panel (`setup-mode`).
 * @csspart hint - The Hint list (`hints`): the best plays of the roll with their equities (also `hint-list`); the chosen one is drawn on the board.
 * @csspart compare-arrows - Arrows drawn over the board: the hint's or the tutor's better play (dashed), in a review the played and the best play, with the loss.
 * @csspart tutor - The tutor's warning about a play that loses more than the `tutor` threshold (also `tutor-anyway`, `tutor-back`).
 *
 * @cssproperty --tabla-max-width - Largest width of the element (default 48rem).
 * @cssproperty --tabla-max-height - Height the board and its controls must fit in (default the viewport, 100svh).
 * @cssproperty --tabla-chrome - Height kept for the header, status lines and buttons around the drawing (default 10.5rem).
 * @cssproperty --tabla-background - Background of the element (each theme has its own).
 * @cssproperty --tabla-frame - Frame and bar colour.
 * @cssproperty --tabla-field - Playing field colour.
 * @cssproperty --tabla-tray - Off tray colour.
 * @cssproperty --tabla-point-dark - Dark points.
 * @cssproperty --tabla-point-light - Light points.
 * @cssproperty --tabla-checker-white - White checkers.
 * @cssproperty --tabla-checker-white-edge - Edge of white checkers.
 * @cssproperty --tabla-checker-black - Black checkers.
 * @cssproperty --tabla-checker-black-edge - Edge of black checkers.
 * @cssproperty --tabla-highlight - Movable checkers, the picked checker and destinations.
 * @cssproperty --tabla-trail - The last move's points.
 * @cssproperty --tabla-home - The home board while bearing off.
 * @cssproperty --tabla-focus - The keyboard focus ring.
 * @cssproperty --tabla-point-number - The point numbers on the frame.
 * @cssproperty --tabla-text - Text colour.
 * @cssproperty --tabla-font - Font.
 * @cssproperty --tabla-button-bg - Button background.
 * @cssproperty --tabla-button-text - Button text.
 */
export const styles = [
  css`
    :host {
      --_frame: var(--tabla-frame, #6b3f1d);
      --_field: var(--tabla-field, #e9d3a5);
      --_tray: var(--tabla-tray, #5a3418);
      --_point-dark: var(--tabla-point-dark, #8c4a2f);
      --_point-light: var(--tabla-point-light, #f7efdc);
      --_white: var(--tabla-checker-white, #fbfaf6);
      --_white-edge: var(--tabla-checker-white-edge, #7a6a55);
      --_black: var(--tabla-checker-black, #2a2622);
      --_black-edge: var(--tabla-checker-black-edge, #000);
      --_highlight: var(--tabla-highlight, #1f7a3a);
      --_trail: var(--tabla-trail, rgba(255, 196, 0, 0.28));
      --_home: var(--tabla-home, rgba(31, 122, 58, 0.16));
      --_focus: var(--tabla-focus, #1a5fd0);
      --_text: var(--tabla-text, #2b1d0e);
      --_button-bg: var(--tabla-button-bg, #6b3f1d);
      --_button-text: var(--tabla-button-text, #fff);
      --_background: var(--tabla-background, #fbf6ea);
      display: block;
      inline-size: 100%;
      max-inline-size: var(--tabla-max-width, 48rem);
      color: var(--_text);
      font: var(--tabla-font, 1rem/1.4 system-ui, sans-serif);
    }
    :host([hidden]) {
      display: none;
    }
    .base {
      display: flex;
      flex-direction: column;
      gap: 0.35rem;
    }
    .header {
      display: flex;
      flex-wrap: wrap;
      gap: 0.25rem 0.75rem;
      align-items: baseline;
    }
    .game-name {
      font-weight: 700;
      font-size: 1.1em;
    }
    .score {
      margin-inline-start: auto;
      font-variant-numeric: tabular-nums;
    }
    .clock {
      font-variant-numeric: tabular-nums;
      padding: 0 0.3em;
      border: 1px solid transparent;
      border-radius: 0.25em;
    }
    .clock.running {
      font-weight: bold;
      border-color: currentColor;
    }
    .clock-free {
      opacity: 0.7;
    }
    svg.board {
      display: block;
      inline-size: 100%;
      block-size: auto;
      user-select: none;
      -webkit-user-select: none;
    }
  `,
  boardDrawingStyles,
  css`
    .status p,
    .caption {
      margin: 0;
    }
    .status {
      font-size: 0.9em;
    }
    .turn-line {
      font-weight: 600;
    }
    .caption {
      font-style: italic;
    }
    /* Rows of buttons and words: the controls, the die choice, the resign question, the tutor's warning. */
    .controls,
    .die-choice,
    .resign-confirm,
    .tutor {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      align-items: center;
    }
    button {
      font: inherit;
      padding: 0.35em 0.9em;
      border-radius: 0.4em;
      border: 1px solid transparent;
      background: var(--_button-bg);
      color: var(--_button-text);
      cursor: pointer;
      /* 44 px: the touch target guideline. */
      min-block-size: 2.75rem;
    }
    button:disabled {
      opacity: 0.45;
      cursor: default;
    }
    button:focus-visible {
      outline: 3px solid var(--_focus);
      outline-offset: 2px;
    }
    button.resign {
      margin-inline-start: auto;
      background: transparent;
      color: var(--_text);
      border-color: currentColor;
    }
    .sr-only {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    @media (forced-colors: active) {
      .frame,
      .field,
      .tray {
        fill: Canvas;
        stroke: CanvasText;
        stroke-width: 0.5;
      }
      .point-dark {
        fill: GrayText;
      }
      .point-light {
        fill: Canvas;
        stroke: CanvasText;
        stroke-width: 0.3;
      }
      .checker.white,
      .off-checker.white {
        fill: Canvas;
        stroke: CanvasText;
      }
      .checker.black,
      .off-checker.black {
        fill: CanvasText;
        stroke: CanvasText;
      }
      .movable-checker,
      .dest-tray {
        stroke: Highlight !important;
      }
      .dest-mark {
        fill: Highlight;
      }
      .slot:focus-visible .focus-ring {
        stroke: Highlight;
      }
      .home-highlight,
      .slot.trail .hit {
        fill: none;
      }
      .count.white {
        fill: CanvasText;
      }
      .count.black {
        fill: Canvas;
      }
    }

    .rules-panel {
      margin-top: 0.75rem;
      border-top: 1px solid currentColor;
      padding-top: 0.5rem;
    }
  `,
];
