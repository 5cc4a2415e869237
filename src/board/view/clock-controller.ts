/**
 * The shown match clock (a reactive controller): while a clock runs, the element renders again
 * when the shown seconds change (not on every frame). The clock itself is the reducer's.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { clockNow, freeLeftNow } from '../../engine/live/queries.js';
import type { Live } from '../../engine/live/types.js';

/** Re-renders its element as a running clock's seconds change. */
export class ClockController implements ReactiveController {
  private ticker: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly live: () => Live,
    private readonly now: () => number,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostUpdated(): void {
    this.stop();
    const l = this.live();
    const now = this.now();
    const view = clockNow(l, now);
    if (!view?.running) return;
    const free = freeLeftNow(l, now);
    const left = free > 0 ? free : view[view.running].reserveMs;
    this.ticker = setTimeout(() => this.host.requestUpdate(), (left % 1000 || 1000) + 5);
  }

  /** Stops ticking (the board was removed for good). */
  stop(): void {
    clearTimeout(this.ticker);
    this.ticker = undefined;
  }
}
