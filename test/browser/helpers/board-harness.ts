/**
 * A test harness that drives `<tabla-board>` like a person: it reads only what the board shows
 * (highlighted places, buttons, status text) and acts by clicking, dragging or pressing keys.
 * Used by the browser tests; also handy for host-page tests.
 */
import type { TablaBoard } from '../../../src/board/tabla-board.js';
import type { Slot } from '../../../src/board/view/geometry.js';
import { seededUint32 } from '../../../src/engine/dice.js';

/** Waits a macrotask. */
const tick = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class BoardHarness {
  constructor(readonly el: TablaBoard) {}

  /** The board's shadow root. */
  get root(): ShadowRoot {
    return this.el.shadowRoot!;
  }

  /** Lets the board render (and pending microtasks run). */
  async settle(): Promise<void> {
    await this.el.updateComplete;
    await tick();
    await this.el.updateComplete;
  }

  /** The element of a place on the board. */
  slot(slot: Slot): SVGGElement {
    const el = this.root.querySelector<SVGGElement>(`[data-slot="${slot}"]`);
    if (!el) throw new Error(`no slot ${slot}`);
    return el;
  }

  private slotsWith(cls: string): Slot[] {
    return [...this.root.querySelectorAll(`[data-slot].${cls}`)].map((e) => e.getAttribute('data-slot') as Slot);
  }

  /** Places whose checker can be picked now. */
  movable(): Slot[] {
    return this.slotsWith('movable');
  }

  /** Where the picked checker may go. */
  destinations(): Slot[] {
    return this.slotsWith('destination');
  }

  /** The picked place, if any. */
  selected(): Slot | null {
    return this.slotsWith('selected')[0] ?? null;
  }

  /** The accessible label of a place. */
  label(slot: Slot): string {
    return this.slot(slot).getAttribute('aria-label') ?? '';
  }

  /** Checkers drawn on a place (stacks over five show five). */
  checkers(slot: Slot): { white: number; black: number } {
    const el = this.slot(slot);
    return { white: el.querySelectorAll('.checker.white, .off-checker.white').length, black: el.querySelectorAll('.checker.black, .off-checker.black').length };
  }

  /** Clicks a place. */
  async click(slot: Slot): Promise<void> {
    this.slot(slot).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await this.settle();
  }

  /** A button by its `data-action` (roll, undo, done, resign, next-game, new-match, replay-…), if shown. */
  button(action: string): HTMLButtonElement | null {
    return this.root.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`);
  }

  /** Clicks a button; throws when it is missing or disabled. */
  async press(action: string): Promise<void> {
    const b = this.button(action);
    if (!b || b.disabled) throw new Error(`button ${action} is ${b ? 'disabled' : 'not shown'}`);
    b.click();
    await this.settle();
  }

  /** True when the button is shown and enabled. */
  can(action: string): boolean {
    const b = this.button(action);
    return !!b && !b.disabled;
  }

  /** The die-choice buttons' values, when the board asks which die to use. */
  dieChoices(): number[] {
    return [...this.root.querySelectorAll('button[data-die]')].map((b) => Number(b.getAttribute('data-die')));
  }

  /** Answers the die choice. */
  async chooseDie(d: number): Promise<void> {
    this.root.querySelector<HTMLButtonElement>(`button[data-die="${d}"]`)!.click();
    await this.settle();
  }

  /** The status line (whose turn, result). */
  turnLine(): string {
    return this.root.querySelector('.turn-line')?.textContent?.trim() ?? '';
  }

  /** The other status lines (pips, ladder, carried, pass note …). */
  info(): string[] {
    return [...this.root.querySelectorAll('.status .info')].map((p) => p.textContent!.trim());
  }

  /** What the live region last announced. */
  announcement(): string {
    return this.root.querySelector('[aria-live]')?.textContent?.trim() ?? '';
  }

  /** The header: game name and score. */
  header(): string {
    return this.root.querySelector('.header')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  }

  /** Dice drawn on the board: values and whether each is used. */
  dice(): { value: number; used: boolean }[] {
    return [...this.root.querySelectorAll('.dice .die')].map((d) => ({ value: d.querySelectorAll('.pip').length, used: d.classList.contains('used') }));
  }

  /** Drags the top checker of one place onto another with pointer events. */
  async drag(from: Slot, to: Slot, pointerType = 'mouse'): Promise<void> {
    const a = this.centre(this.slot(from).querySelector('.movable-checker') ?? this.slot(from));
    const b = this.centre(this.slot(to).querySelector('.hit') ?? this.slot(to));
    const opts = (x: number, y: number) => ({ bubbles: true, composed: true, clientX: x, clientY: y, pointerId: 7, pointerType, isPrimary: true, button: 0 });
    const target = this.slot(from).querySelector('.movable-checker') ?? this.slot(from);
    target.dispatchEvent(new PointerEvent('pointerdown', opts(a.x, a.y)));
    for (let i = 1; i <= 5; i++) {
      window.dispatchEvent(new PointerEvent('pointermove', opts(a.x + ((b.x - a.x) * i) / 5, a.y + ((b.y - a.y) * i) / 5)));
      await this.el.updateComplete;
    }
    window.dispatchEvent(new PointerEvent('pointerup', opts(b.x, b.y)));
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: b.x, clientY: b.y }));
    await this.settle();
  }

  private centre(el: Element): { x: number; y: number } {
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }

  /**
   * Waits until `test` holds (polling), or throws after `ms`, and never before 30 s: the limit
   * catches a hang on a busy machine, it does not judge speed.
   */
  async until(test: () => boolean, ms = 30_000, what = 'condition'): Promise<void> {
    const end = Date.now() + Math.max(ms, 30_000);
    while (!test()) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}; status: ${this.turnLine()}`);
      await tick(5);
      await this.el.updateComplete;
    }
  }

  /**
   * Plays the current turn by clicking: picks a movable checker and a destination (chosen by
   * `choose(n)` → index < n) until nothing is movable, answers die choices, then presses Done.
   */
  async playTurnByClicks(choose: (n: number) => number = () => 0): Promise<string[]> {
    const moves: string[] = [];
    for (let guard = 0; guard < 40; guard++) {
      const choices = this.dieChoices();
      if (choices.length) {
        await this.chooseDie(choices[choose(choices.length)]);
        continue;
      }
      const movable = this.movable();
      if (movable.length === 0) break;
      const from = movable[choose(movable.length)];
      await this.click(from);
      const dests = this.destinations();
      if (dests.length === 0) throw new Error(`picked ${from} but no destination is shown`);
      const to = dests[choose(dests.length)];
      await this.click(to);
      moves.push(`${from}>${to}`);
    }
    await this.press('done');
    return moves;
  }

  /**
   * Plays as the human until the game ends: rolls, plays each turn by clicks, waits for the bot.
   * Returns the number of human turns played.
   */
  async playGameByClicks(choose: (n: number) => number = () => 0, maxTurns = 400): Promise<number> {
    let turns = 0;
    for (;;) {
      await this.until(
        () =>
          this.can('roll') ||
          this.can('done') ||
          this.movable().length > 0 ||
          this.dieChoices().length > 0 ||
          !!this.button('next-game') ||
          !!this.button('new-match'),
        10000,
        'the human to act',
      );
      if (this.button('next-game') || this.button('new-match')) return turns;
      if (this.can('roll')) {
        await this.press('roll');
        continue;
      }
      await this.playTurnByClicks(choose);
      if (++turns > maxTurns) throw new Error('too many turns');
    }
  }
}

/** A deterministic chooser for tests (the engine's seeded generator). */
export function seededChooser(seed: number): (n: number) => number {
  const next = seededUint32(seed);
  return (n: number) => next() % n;
}
