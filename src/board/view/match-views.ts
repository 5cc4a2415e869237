/**
 * The match's views that a first board does not draw: the end-of-game card (end-card.ts) and the
 * move list with its Copy and Export (render-moves.ts). The script-tag build loads this module as
 * a chunk of its own (element/match-views-gate.ts says when).
 */
export { renderEndCard } from './end-card.js';
export { renderMoveList } from './render-moves.js';
