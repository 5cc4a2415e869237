import { css } from 'lit';

/**
 * Styles of the review, the Hint list, the tutor and the set-up mode (its rows of choices): the played and best arrows,
 * the win-chance graph, the move list's marks, the summary card. Colours come from the board's
 * theme variables, so both themes apply; text for screen readers only uses the board's `.sr-only`
 * (tabla-board.styles.ts), these styles being adopted beside the board's in its shadow root when
 * the study tools load (element/adopt-styles.ts; the first load does not carry them).
 */
export const reviewStyles = css`
  .compare-arrows {
    pointer-events: none;
  }
  .compare-arrow line {
    stroke-width: 1.5;
    stroke-linecap: round;
  }
  .compare-arrow.played line {
    stroke: var(--_text);
    opacity: 0.8;
  }
  .compare-arrow.played polygon {
    fill: var(--_text);
    opacity: 0.85;
  }
  .compare-arrow.best line {
    stroke: var(--_highlight);
    stroke-dasharray: 2.4 1.4;
  }
  .compare-arrow.best polygon {
    fill: var(--_highlight);
  }
  .compare-loss {
    font-size: 5px;
    font-weight: bold;
    text-anchor: middle;
    fill: #fff;
    paint-order: stroke;
    stroke: #b3261e;
    stroke-width: 1.6px;
  }
  .hint-list,
  .review-summary table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    margin-block: 0.25rem;
  }
  .hint-list caption,
  .review-summary caption {
    text-align: start;
    font-weight: bold;
  }
  .hint-list td,
  .hint-list th,
  .review-summary td,
  .review-summary th {
    padding: 0.1rem 0.5rem;
    text-align: start;
  }
  .hint-list .num,
  .review-summary td {
    text-align: end;
  }
  .hint-list tr.shown {
    outline: 2px solid var(--_highlight);
  }
  .hint-list button,
  .review-moves button {
    all: unset;
    cursor: pointer;
    border-radius: 0.25rem;
    padding: 0.05rem 0.3rem;
  }
  .hint-list button:focus-visible,
  .review-moves button:focus-visible,
  .review-graph:focus-visible {
    outline: 2px solid var(--_focus);
  }
  .tutor {
    padding: 0.4rem 0.6rem;
    border-inline-start: 4px solid #b3261e;
  }
  .tutor p {
    margin: 0;
    flex-basis: 100%;
  }
  .review-controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .review-position {
    font-variant-numeric: tabular-nums;
  }
  .review-graph svg {
    display: block;
    inline-size: 100%;
    block-size: 4.5rem;
    cursor: pointer;
  }
  .graph-back {
    fill: var(--_field);
    opacity: 0.35;
  }
  .graph-even,
  .graph-game {
    stroke: var(--_text);
    stroke-width: 0.4;
    opacity: 0.5;
  }
  .graph-game {
    stroke-dasharray: 1 1;
  }
  .graph-line {
    fill: none;
    stroke: var(--_highlight);
    stroke-width: 1.2;
    vector-effect: non-scaling-stroke;
  }
  .graph-now {
    stroke: var(--_focus);
    stroke-width: 1;
    vector-effect: non-scaling-stroke;
  }
  .graph-dot {
    fill: var(--_focus);
  }
  .graph-mark {
    fill: #b3261e;
  }
  .review-columns {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: flex-start;
  }
  .review-moves {
    margin: 0.25rem 0;
    padding-inline-start: 0;
    list-style: none;
    max-block-size: 12rem;
    overflow: auto;
    flex: 1 1 14rem;
    font-variant-numeric: tabular-nums;
  }
  /* Entries scrolled out of the list's view are not laid out: a long match's list costs no more than its view. */
  .review-moves li {
    content-visibility: auto;
    contain-intrinsic-size: auto 1.4em;
  }
  .review-moves li.start,
  .review-moves li.end {
    font-weight: bold;
  }
  .review-controls button[aria-disabled='true'] {
    opacity: 0.5;
    cursor: default;
  }
  /* The entry shown: framed in the highlight colour, its text the theme's own (readable in both themes). */
  .review-moves button[aria-current] {
    outline: 2px solid var(--_highlight);
    outline-offset: -2px;
    font-weight: bold;
  }
  .review-moves .mark {
    color: #b3261e;
  }
  .review-moves .loss {
    opacity: 0.75;
  }
  .review-keys {
    font-size: 0.85em;
    opacity: 0.8;
  }
  .setup-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: flex-end;
    margin-block: 0.35rem;
  }
  .setup fieldset {
    border: 1px solid currentColor;
    border-radius: 0.3rem;
    padding: 0.2rem 0.5rem;
  }
  .setup-paste {
    display: flex;
    flex-direction: column;
    flex: 1 1 16rem;
  }
  .setup-error {
    color: #b3261e;
    font-weight: bold;
  }
  :host([theme='dark']) .setup-error {
    color: #ff8a80;
  }
  .setup-ids div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: baseline;
  }
  .setup-ids dd {
    margin: 0;
  }
  .setup-ids code {
    word-break: break-all;
  }
`;
