/**
 * Checkers that slide (a reactive controller): after each render, the steps drawn since the last
 * one (both sides' moves) slide from where they were, when motion is on and no replay is shown;
 * it tells which place a checker still sliding is drawn over, so that a click on it counts there.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { moverOf } from '../../engine/live/queries.js';
import type { Live } from '../../engine/live/types.js';
import type { Step } from '../../engine/types.js';
import { slideAt, slideStep, type Slide } from './slide.js';
import type { Slot } from './geometry.js';
import type { BoardModel } from './view-model.js';

/** What the controller reads from its element. */
export interface SlideHooks {
  live(): Live;
  /** Whether moves are animated now (and no replay is shown). */
  animate(): boolean;
  model(): BoardModel;
  root(): ParentNode;
}

/** Slides the checkers of new steps (see the file comment). */
export class SlideController implements ReactiveController {
  private slidSteps: readonly Step[] = [];
  private slidLast: Live['notes']['lastMove'] = null;
  /** The slides started, the latest last (finished ones are dropped as new ones start). */
  private slides: Slide[] = [];

  constructor(
    host: ReactiveControllerHost,
    private readonly hooks: SlideHooks,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The place of a checker still sliding that is drawn over a client point (the latest slide first), or null. */
  at(x: number, y: number): Slot | null {
    return slideAt([...this.slides].reverse(), x, y);
  }

  hostUpdated(): void {
    const l = this.hooks.live();
    let steps: readonly Step[] = l.play.turn?.steps ?? [];
    let mover = moverOf(l);
    if (!l.play.turn && l.notes.lastMove && l.notes.lastMove !== this.slidLast) ({ steps, player: mover } = l.notes.lastMove);
    const was = this.slidSteps;
    const same = (a: Step, b: Step) => a.from === b.from && a.to === b.to && a.die === b.die;
    if (this.hooks.animate() && steps.length > was.length && was.every((s, i) => same(s, steps[i]))) {
      const m = this.hooks.model();
      this.slides = this.slides.filter((s) => s.animation.playState === 'running');
      for (const st of steps.slice(was.length)) this.slides.push(...slideStep(this.hooks.root(), m, st, mover, l.state.game));
    }
    this.slidSteps = l.play.turn?.steps ?? [];
    this.slidLast = l.notes.lastMove;
  }
}
