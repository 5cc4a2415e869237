/**
 * Drag and drop with pointer events (mouse, pen, touch). A press on a movable checker that
 * travels a few pixels becomes a drag: the checker follows the pointer and is dropped on the
 * place under it. A press that does not travel is left to the click handler (pick/drop by
 * clicking). Only movable checkers have `touch-action: none`, so the page still scrolls.
 */
import { VIEW_H, VIEW_W, slotAt, type Orientation, type Slot } from '../view/geometry.js';

/** What the drag needs from the element. */
export interface DragHost {
  /** The SVG being dragged on. */
  svg(): SVGSVGElement | null;
  orientation(): Orientation;
  /** Whether a checker on this slot may be dragged now. */
  canDrag(slot: Slot): boolean;
  /** The place a checker still sliding there is drawn over at a client point, or null (a press on it presses its place). */
  slidingAt(x: number, y: number): Slot | null;
  /** The drag moved: where the ghost checker is (SVG units), or null when the drag ended. */
  dragged(state: { slot: Slot; x: number; y: number } | null): void;
  /** The checker was dropped from one slot onto another (or outside: `to` null). */
  dropped(from: Slot, to: Slot | null): void;
}

/** Pixels a press must travel to become a drag. */
const THRESHOLD = 4;

export class DragController {
  private press: { id: number; slot: Slot; x: number; y: number; dragging: boolean } | null = null;
  /** True right after a drag ended, so the click that follows is ignored. */
  suppressClick = false;

  constructor(private readonly host: DragHost) {}

  /** SVG coordinates (the drawing's own, also when it is turned for portrait) of a client point. */
  toSvg(clientX: number, clientY: number): { x: number; y: number } | null {
    const el = this.host.svg();
    if (!el) return null;
    const ctm = el.querySelector<SVGGElement>('g.drawing')?.getScreenCTM();
    if (ctm) {
      const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
      return { x: p.x, y: p.y };
    }
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return null;
    return { x: ((clientX - r.left) * VIEW_W) / r.width, y: ((clientY - r.top) * VIEW_H) / r.height };
  }

  /** pointerdown on the SVG. */
  readonly down = (e: PointerEvent): void => {
    if (e.button !== 0 || this.press) return;
    const over = this.host.slidingAt(e.clientX, e.clientY);
    const slot =
      over && this.host.canDrag(over)
        ? over
        : ((e.composedPath().find((n) => n instanceof Element && n.hasAttribute('data-slot')) as Element | undefined)?.getAttribute('data-slot') as
            Slot | undefined);
    if (!slot || !this.host.canDrag(slot)) return;
    this.press = { id: e.pointerId, slot, x: e.clientX, y: e.clientY, dragging: false };
    this.suppressClick = false;
    window.addEventListener('pointermove', this.move);
    window.addEventListener('pointerup', this.up);
    window.addEventListener('pointercancel', this.cancel);
  };

  private readonly move = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    if (!p.dragging && Math.hypot(e.clientX - p.x, e.clientY - p.y) < THRESHOLD) return;
    p.dragging = true;
    e.preventDefault();
    const at = this.toSvg(e.clientX, e.clientY);
    if (at) this.host.dragged({ slot: p.slot, ...at });
  };

  private readonly up = (e: PointerEvent): void => {
    const p = this.press;
    if (!p || e.pointerId !== p.id) return;
    this.stop();
    if (!p.dragging) return;
    this.suppressClick = true;
    setTimeout(() => (this.suppressClick = false), 0);
    this.host.dragged(null);
    const at = this.toSvg(e.clientX, e.clientY);
    this.host.dropped(p.slot, at ? slotAt(at.x, at.y, this.host.orientation()) : null);
  };

  private readonly cancel = (): void => {
    if (!this.press) return;
    this.stop();
    this.host.dragged(null);
  };

  private stop(): void {
    this.press = null;
    window.removeEventListener('pointermove', this.move);
    window.removeEventListener('pointerup', this.up);
    window.removeEventListener('pointercancel', this.cancel);
  }

  /** Removes listeners (element disconnected). */
  dispose(): void {
    this.stop();
  }
}
