/**
 * The board's drawing, the one module for whoever draws a board: the SVG renderer of the board
 * (the element's view draws with it), the static figure renderer over it, and the styles the
 * drawing needs. The rules panel draws its figures with this module and imports nothing else of
 * the board.
 */
export { drawArrow, renderBoard } from './render-board.js';
export { renderStaticFigure } from './figure-render.js';
export { styles as drawingStyles } from '../element/tabla-board.styles.js';
