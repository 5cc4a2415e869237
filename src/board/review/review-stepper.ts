/**
 * Stepping through a review: the positions of a match (a {@link ReviewData}), the one shown, and
 * the keys and buttons that move it. A Lit reactive controller: it asks its element to render
 * when the position changes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PlayerSummary } from '../../bot/analysis/types.js';
import type { ReviewData, ReviewStep } from './types.js';
import { keyTarget } from './win-graph.js';

export class ReviewStepper implements ReactiveController {
  hostConnected(): void {}

  /** The review's data, or null when no review is open. */
  data: ReviewData | null = null;
  /** The position shown (index into `data.steps`). */
  index = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly shown: (step: ReviewStep, index: number) => void = () => undefined,
  ) {
    host.addController(this);
  }

  /** Whether a review is open. */
  get open(): boolean {
    return this.data !== null;
  }

  /** The step shown, or null. */
  get step(): ReviewStep | null {
    return this.data?.steps[this.index] ?? null;
  }

  /** Opens a review at its first position (an empty one is refused with an Error). */
  load(data: ReviewData, index = 0): void {
    if (data.steps.length === 0) throw new Error('review: the record has no positions');
    this.data = data;
    this.go(index);
  }

  /** Replaces the players' summaries (when the analysis ends), keeping the position shown. */
  setSummary(summary: PlayerSummary[] | null): void {
    if (!this.data) return;
    this.data = { ...this.data, summary };
    this.host.requestUpdate();
  }

  /** Replaces the steps' judgements (same positions, analysed), keeping the position shown. */
  setSteps(steps: ReviewStep[]): void {
    if (!this.data || steps.length !== this.data.steps.length) return;
    this.data = { ...this.data, steps };
    this.host.requestUpdate();
  }

  /** Closes the review. */
  close(): void {
    this.data = null;
    this.index = 0;
    this.host.requestUpdate();
  }

  /** Shows position `i` (clamped). */
  go(i: number): void {
    if (!this.data) return;
    this.index = Math.max(0, Math.min(this.data.steps.length - 1, Math.trunc(i) || 0));
    this.shown(this.data.steps[this.index], this.index);
    this.host.requestUpdate();
  }

  /** The next position. */
  next(): void {
    this.go(this.index + 1);
  }

  /** The previous position. */
  previous(): void {
    this.go(this.index - 1);
  }

  /** ←/→ step, Home/End go to the start/end; true when the key was used. */
  key(e: KeyboardEvent): boolean {
    if (!this.data || e.altKey || e.ctrlKey || e.metaKey) return false;
    const to = keyTarget(e.key, this.index, this.data.steps.length);
    if (to === null || e.key === 'ArrowUp' || e.key === 'ArrowDown') return false;
    e.preventDefault();
    this.go(to);
    return true;
  }
}
