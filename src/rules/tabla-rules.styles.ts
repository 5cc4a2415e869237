import { css } from 'lit';

/** Styles of `<tabla-rules>`, after the board's (which draw the figures). */
export const styles = css`
  :host {
    display: block;
    max-width: var(--tabla-rules-max-width, 46rem);
    color: var(--tabla-rules-text, inherit);
    font: var(--tabla-rules-font, inherit);
    line-height: 1.5;
  }
  :host([hidden]) {
    display: none;
  }
  h2 {
    font-size: 1.4em;
    margin: 0 0 0.25em;
  }
  h3 {
    font-size: 1.15em;
    margin: 1.25em 0 0.4em;
  }
  p,
  ul,
  dl {
    margin: 0 0 0.75em;
  }
  .set {
    font-style: italic;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 0.4em 1.25em;
  }
  figure {
    margin: 0.75em 0 1em;
    max-width: var(--tabla-rules-figure-width, 24rem);
  }
  figcaption {
    font-size: 0.9em;
    margin-top: 0.3em;
  }
  .figure-board {
    max-inline-size: var(--tabla-rules-figure-width, 24rem);
  }
`;
