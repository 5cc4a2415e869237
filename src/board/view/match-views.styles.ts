import { css } from 'lit';

/**
 * Styles of the match's occasional views (view/match-views.ts): the refusal note over the board,
 * the end-of-game card and the move list. They come with the views' chunk, and its gate
 * (element/match-views-gate.ts) adds them to each board's shadow root, after the board's own
 * styles, before the board draws with the views.
 */
export const matchViewStyles = css`
  /* Along the edge away from the picked checker (view/toast-place.ts): never over it or the dice. */
  .refusal {
    position: absolute;
    inset-inline: 8%;
    inset-block-start: 3%;
    margin: 0;
    padding: 0.35em 0.7em;
    border-radius: 0.4em;
    background: rgba(20, 12, 4, 0.88);
    color: #fff;
    font-size: 0.9em;
    text-align: center;
    pointer-events: none;
  }
  .refusal.at-bottom {
    inset-block: auto 3%;
  }
  /* The end-of-game card, over the middle of the board. */
  .end-card {
    position: absolute;
    inset-block-start: 50%;
    inset-inline-start: 50%;
    transform: translate(-50%, -50%);
    min-inline-size: min(18rem, 86%);
    max-inline-size: 92%;
    box-sizing: border-box;
    padding: 0.9em 1.2em;
    border-radius: 0.75em;
    background: var(--_background);
    color: var(--_text);
    border: 2px solid var(--_button-bg);
    box-shadow: 0 0.6em 2em rgba(0, 0, 0, 0.45);
    text-align: center;
    animation: end-card-in 240ms ease-out;
  }
  .end-card p {
    margin: 0 0 0.35em;
  }
  .end-title {
    font-size: 1.35em;
    font-weight: 700;
  }
  .end-kind {
    text-transform: capitalize;
    font-weight: 600;
  }
  .end-score {
    font-variant-numeric: tabular-nums;
  }
  .end-match {
    font-weight: 700;
  }
  .end-actions {
    margin-block-start: 0.6em;
  }
  @keyframes end-card-in {
    from {
      opacity: 0;
      transform: translate(-50%, -44%);
    }
  }
  .move-list ol {
    margin: 0.25rem 0;
    padding-inline-start: 1.5rem;
    max-block-size: 8rem;
    overflow: auto;
    font-variant-numeric: tabular-nums;
  }
`;
