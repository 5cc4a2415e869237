/**
 * The match's views that a first board does not draw: the end-of-game card (end-card.ts), the
 * move list with its Copy and Export (render-moves.ts), and the words for a refused pick or drop
 * (text/refusal-text.ts), shown and announced. The script-tag build loads this module as
 * a chunk of its own (element/match-views-gate.ts says when).
 */
export { renderEndCard } from './end-card.js';
export { renderMoveList } from './render-moves.js';
export { refusalText } from '../text/refusal-text.js';
