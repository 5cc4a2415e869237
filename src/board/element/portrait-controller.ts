/**
 * The portrait layout: on a phone held upright the landscape drawing leaves each point about
 * 24 px wide, too narrow for a finger. Turned a quarter (the rows of points running down the
 * screen), the same drawing gives each point about 29 px on a 360 px phone. `layout="auto"`
 * turns the board when the landscape drawing would give less than {@link MIN_POINT_PX} on a
 * portrait viewport; `portrait` and `landscape` force either.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { PW, VIEW_W, type Orientation } from '../view/geometry.js';

/** The values of the `layout` attribute; the first is the default. */
export const LAYOUTS = ['auto', 'landscape', 'portrait'] as const;
/** How the drawing is laid out: `auto` decides by the space it has. */
export type Layout = (typeof LAYOUTS)[number];

/** The narrowest point (CSS px) `auto` accepts in the landscape drawing on a portrait viewport. */
export const MIN_POINT_PX = 28;

/** The corner a landscape drawing's home must be in so that, turned a quarter clockwise, it lands in `corner`. */
const BEFORE_TURN: Record<Orientation, Orientation> = {
  'bottom-right': 'top-right',
  'bottom-left': 'bottom-right',
  'top-left': 'bottom-left',
  'top-right': 'top-left',
};

/** The orientation to draw turned for a phone held upright, so that white's home is on screen where `orientation` says. */
export function portraitOrientation(orientation: Orientation): Orientation {
  return BEFORE_TURN[orientation];
}

/** Whether a board `hostWidth` px wide, on a viewport of that size, is drawn turned (portrait). */
export function wantsPortrait(layout: string, hostWidth: number, viewport: { width: number; height: number }, figure: boolean): boolean {
  if (layout === 'portrait') return true;
  if (layout !== 'auto' || figure || hostWidth <= 0) return false;
  return viewport.height > viewport.width && (hostWidth * PW) / VIEW_W < MIN_POINT_PX;
}

/** Keeps `portrait` up to date as the element and the viewport change size, and re-renders the host when it flips. */
export class PortraitController implements ReactiveController {
  /** Whether the drawing is turned now. */
  portrait = false;
  private observer: ResizeObserver | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly settings: () => { layout: string; figure: boolean },
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (typeof ResizeObserver === 'function') {
      this.observer = new ResizeObserver(this.check);
      this.observer.observe(this.host);
    }
    window.addEventListener('resize', this.check);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    window.removeEventListener('resize', this.check);
  }

  hostUpdate(): void {
    this.portrait = this.wanted(); // decided before each render, without another update
  }

  private wanted(): boolean {
    const { layout, figure } = this.settings();
    return wantsPortrait(layout, this.host.clientWidth, { width: window.innerWidth, height: window.innerHeight }, figure);
  }

  private readonly check = (): void => {
    if (this.wanted() !== this.portrait) this.host.requestUpdate();
  };
}
