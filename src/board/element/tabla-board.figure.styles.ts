import { css, unsafeCSS } from 'lit';
import { FIGURE_DRAWING_CSS } from '../../figure/styles.js';

/**
 * Styles of the static figures a board draws (a read-only `<tabla-board>`, the rules panel's
 * figures): the figure's drawing (src/figure/styles.ts) coloured by the board's theme variables,
 * so the custom properties and both themes apply to them as to the play board.
 */
export const figureStyles = css`
  svg.tf {
    --bd: var(--_field);
    --br: var(--_frame);
    --pa: var(--_point-dark);
    --pb: var(--_point-light);
    --cw: var(--_white);
    --cb: var(--_black);
    --ln: var(--_black-edge);
    --ar: var(--_highlight);
    --hl: var(--_trail);
    --tx: var(--_text);
    --dc: var(--_white);
    --dp: var(--_black);
  }
  ${unsafeCSS(FIGURE_DRAWING_CSS)}
  .tf .c-white {
    stroke: var(--_white-edge);
  }
`;
