/**
 * One queue per match: the actions on a match run one at a time, in the order they were asked
 * for, whatever each one's outcome; matches do not wait for one another.
 */
export class MatchQueue {
  /** The tail of each match's queue (a match with nothing queued has none). */
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `fn` on the match `id` after the actions queued before it; resolves or rejects as `fn` does. */
  run<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.tails.get(id) ?? Promise.resolve();
    const next = prev.then(fn, fn);
    const tail = next.catch(() => {});
    this.tails.set(id, tail);
    void tail.then(() => {
      if (this.tails.get(id) === tail) this.tails.delete(id);
    });
    return next;
  }

  /** Resolves once every action queued now has run. */
  async drained(): Promise<void> {
    await Promise.allSettled([...this.tails.values()]);
  }
}
