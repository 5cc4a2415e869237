/**
 * The match's views that a first board does not draw: the end-of-game card (end-card.ts), the
 * move list with its Copy and Export (render-moves.ts), and the words for a refused pick or drop
 * (text/refusal-text.ts), shown and announced, with their styles. The script-tag build loads this module as
 * a chunk of its own (element/match-views-gate.ts says when).
 */
export { renderEndCard } from './end-card.js';
export { renderMoveList } from './render-moves.js';
export { refusalText } from '../text/refusal-text.js';
// Their styles, which the gate adds to each board's shadow root before it draws with them.
export { matchViewStyles } from './match-views.styles.js';
