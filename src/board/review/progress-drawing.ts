/**
 * The analysis' progress drawn in place: its bar and its words are updated directly, at most once
 * a frame, without drawing the board again (a drawing of the whole board for each progress
 * message would block the page while the worker works).
 */
import { createRef } from 'lit/directives/ref.js';
import { activeLocale, sourceLocale, withLocale, type Locale } from '../../i18n/runtime.js';
import { rt } from './review-text.js';

/** Decisions done of all. */
export type Progress = { readonly done: number; readonly total: number };

export class ProgressDrawing {
  /** The `<progress>` bar, once drawn. */
  readonly bar = createRef<HTMLProgressElement>();
  /** The element holding the progress in words, once drawn. */
  readonly words = createRef<HTMLElement>();
  private latest: Progress | null = null;
  private frame = 0;
  private locale: Locale = sourceLocale;

  /** The progress in words, in the language of the board being drawn (call it while drawing). */
  text(p: Progress): string {
    this.locale = activeLocale();
    return rt.analysing(p.done, p.total);
  }

  /** Shows `p` in the bar and the words already drawn, at the next frame. */
  show(p: Progress): void {
    this.latest = p;
    if (!this.frame) this.frame = requestAnimationFrame(() => this.draw());
  }

  /** Forgets a progress not drawn yet. */
  stop(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.latest = null;
  }

  private draw(): void {
    this.frame = 0;
    const p = this.latest;
    if (!p) return;
    const bar = this.bar.value;
    if (bar) {
      bar.max = p.total;
      bar.value = p.done;
    }
    const words = this.words.value;
    if (words) words.textContent = withLocale(this.locale, () => rt.analysing(p.done, p.total));
  }
}
