/**
 * One timer per match, for its next deadline (a clock running out, a forfeit, the next game):
 * setting one replaces the match's previous timer.
 */
export class MatchTimers {
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  /**
   * @param now the clock (ms)
   * @param due called with the match's id when its deadline has passed (its timer is gone by then)
   */
  constructor(
    private readonly now: () => number,
    private readonly due: (id: string) => void,
  ) {}

  /** Sets the match's timer for `deadline` (ms), replacing its previous one; null clears it. */
  set(id: string, deadline: number | null): void {
    this.clear(id);
    if (deadline === null) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(id);
        this.due(id);
      },
      Math.max(0, deadline - this.now()) + 1,
    );
    timer.unref?.();
    this.timers.set(id, timer);
  }

  /** True when the match has a timer set. */
  has(id: string): boolean {
    return this.timers.has(id);
  }

  /** Clears the match's timer, if any. */
  clear(id: string): void {
    const old = this.timers.get(id);
    if (old) clearTimeout(old);
    this.timers.delete(id);
  }

  /** Clears every timer. */
  clearAll(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
