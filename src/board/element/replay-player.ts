/**
 * Stepping through a replay script (replay.ts builds the frames): the frame shown, playing and
 * pausing, and the replay buttons' actions. A Lit reactive controller: it asks its element to
 * render when the frame changes; the element calls `stop()` when it is removed for good.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { buildReplay, type ReplayFrame, type ReplayScript } from '../view/replay.js';
import type { ReplayControls } from '../view/render-panel.js';

/** What the player tells its element. */
export interface ReplayHooks {
  /** A bad script: report it (`tabla-error`, source `replay`). */
  replayFailed(message: string): void;
  /** A frame is shown: announce it. */
  replayShown(frame: ReplayFrame): void;
  /** Whether steps are animated (slower autoplay). */
  motion(): boolean;
}

export class ReplayPlayer implements ReactiveController {
  hostConnected(): void {}

  /** The frames of the loaded script, or null when the board plays a match. */
  frames: ReplayFrame[] | null = null;
  /** The frame shown. */
  index = 0;
  /** True while the replay plays by itself. */
  playing = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly hooks: ReplayHooks,
  ) {
    host.addController(this);
  }

  /** The frame shown, or null without a script. */
  get frame(): ReplayFrame | null {
    return this.frames?.[this.index] ?? null;
  }

  /** The script in `el`'s `<script type="application/json">` child, or null when there is none or it is not JSON (reported). */
  scriptOf(el: Element): ReplayScript | null {
    const text = el.querySelector('script[type="application/json"]')?.textContent?.trim();
    try {
      return text ? (JSON.parse(text) as ReplayScript) : null;
    } catch {
      this.hooks.replayFailed('the replay script is not valid JSON');
      return null;
    }
  }

  /** Loads a script (null: none); a bad one is reported and leaves no replay. */
  load(script: ReplayScript | null): void {
    this.stop();
    this.frames = null;
    if (!script) return;
    try {
      this.frames = buildReplay(script);
      this.index = 0;
    } catch (error) {
      this.hooks.replayFailed((error as Error).message);
    }
  }

  /** Shows frame `index` (clamped to the script). */
  goto(index: number): void {
    if (!this.frames) return;
    this.index = Math.max(0, Math.min(this.frames.length - 1, index));
    this.hooks.replayShown(this.frames[this.index]);
    this.host.requestUpdate();
  }

  /** Plays from the frame shown (from the start at the end), or pauses. */
  toggle(): void {
    if (this.playing || !this.frames) return this.stop();
    if (this.index >= this.frames.length - 1) this.goto(0);
    this.playing = true;
    this.timer = setInterval(
      () => {
        if (!this.frames || this.index >= this.frames.length - 1) this.stop();
        else this.goto(this.index + 1);
      },
      this.hooks.motion() ? 1600 : 400,
    );
    this.host.requestUpdate();
  }

  /** Stops playing by itself. */
  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    if (this.playing) this.host.requestUpdate();
    this.playing = false;
  }

  /** The replay buttons' state and actions, or null without a script. */
  controls(): ReplayControls | null {
    if (!this.frames) return null;
    return { index: this.index, last: this.frames.length - 1, playing: this.playing, go: (i) => this.goto(i), toggle: () => this.toggle() };
  }
}
