/**
 * The board's pointer and keyboard input turned into live-match actions: a click or a drop on a
 * place, the dice (Done), and the keys of keyboard.ts. Nothing here decides a rule.
 */
import { canRoll, destinations, humanToAct, movable, moverOf } from '../../engine/live/queries.js';
import type { LiveAction } from '../../engine/live/actions.js';
import type { Live } from '../../engine/live/types.js';
import { keyAction, moveFocus, rows } from './keyboard.js';
import { pointOf, slotOf, type Orientation, type Slot } from '../view/geometry.js';

/** What the input handlers need from the element. */
export interface InputHost {
  live(): Live;
  act(action: LiveAction): void;
  pressRoll(): void;
  orientation(): Orientation;
  /** Whether the drawing is turned a quarter for portrait (arrow keys follow the screen). */
  turned(): boolean;
  focus(slot: Slot): void;
  suppressClick(): boolean;
  /** Whether a tap, click or Enter moves a checker that has one destination at once (`quick-move`). */
  quick(): boolean;
  /** The place a checker still sliding there is drawn over at a client point, or null: a click on it is a click on its place. */
  slidingAt(x: number, y: number): Slot | null;
}

/** A person picked a place: select, move or deselect; `quick` (a tap, Enter) moves a checker that has one destination at once. */
export function pickSlot(h: InputHost, slot: Slot, quick = false): void {
  const l = h.live();
  h.act({ type: 'pick', point: pointOf(slot, moverOf(l), l.state.game), quick });
}

/** The movable places in screen order (top row, then bottom row, left to right). */
function movableSlots(h: InputHost): Slot[] {
  const l = h.live();
  const mine = new Set(movable(l).map((p) => slotOf(p, moverOf(l), l.state.game)));
  const { top, bottom } = rows(h.orientation());
  return [...top, ...bottom].filter((s) => mine.has(s));
}

/** The movable place after (or with `back` before) `slot`, wrapping round; null when none is movable. */
export function nextMovable(h: InputHost, slot: Slot, back = false): Slot | null {
  const list = movableSlots(h);
  if (list.length === 0) return null;
  const { top, bottom } = rows(h.orientation());
  const order = [...top, ...bottom];
  const at = order.indexOf(slot);
  const after = list.filter((s) => (back ? order.indexOf(s) < at : order.indexOf(s) > at));
  return back ? (after[after.length - 1] ?? list[list.length - 1]) : (after[0] ?? list[0]);
}

/** A checker dragged from one place and dropped on another (or off the board). */
export function dropOn(h: InputHost, from: Slot, to: Slot | null): void {
  const l = h.live();
  const a = pointOf(from, moverOf(l), l.state.game);
  const b = to ? pointOf(to, moverOf(l), l.state.game) : null;
  if (a === null || b === null || !humanToAct(l)) return;
  if (l.play.selected !== a) h.act({ type: 'pick', point: a });
  if (a !== b) h.act({ type: 'pick', point: b }); // an illegal drop is refused with its reason
}

/** Whether a click on `slot` would act now: pick or move its checker, or take the picked checker there. */
function acts(h: InputHost, slot: Slot): boolean {
  const l = h.live();
  const point = pointOf(slot, moverOf(l), l.state.game);
  if (point === null || !humanToAct(l)) return false;
  return l.play.selected !== null ? destinations(l).includes(point) : movable(l).includes(point);
}

/** A click on the board drawing: a place, or the dice (confirm). */
export function onBoardClick(h: InputHost, e: MouseEvent): void {
  if (h.suppressClick()) return;
  // A checker still sliding is where it is drawn: a click on it is a click on its place, when a
  // click there acts (it may move, or the picked checker may go there); else the click is on
  // what lies under it (a checker sliding off a stack is drawn over the stack's new top).
  const over = h.slidingAt(e.clientX, e.clientY);
  const sliding = over && acts(h, over) ? over : null;
  const target = e.composedPath().find((n) => n instanceof Element && (n.hasAttribute('data-slot') || n.hasAttribute('data-action'))) as Element | undefined;
  if (!target && !sliding) return;
  if (!sliding && target?.getAttribute('data-action') === 'confirm') {
    h.act({ type: 'confirm' });
    return;
  }
  const slot = sliding ?? (target!.getAttribute('data-slot') as Slot);
  h.focus(slot);
  // A real tap or click (detail ≥ 1) moves a checker that has one destination at once; a click
  // without a press (detail 0: a screen reader's activation, a script) only picks, so that the
  // destination is announced before the drop.
  pickSlot(h, slot, e.detail > 0 && h.quick());
}

/** A key pressed inside the board: arrows move the focus; the others act (see keyboard.ts). */
export function onKeydown(h: InputHost, e: KeyboardEvent, refocus: (slot: Slot) => void): void {
  const path = e.composedPath();
  const onSlot = path.find((n) => n instanceof Element && n.hasAttribute('data-slot')) as Element | undefined;
  const onDice = path.some((n) => n instanceof Element && n.getAttribute('data-action') === 'confirm');
  const onButton = path.some((n) => n instanceof HTMLButtonElement);
  if (onSlot) {
    const next = moveFocus(onSlot.getAttribute('data-slot') as Slot, e.key, h.orientation(), h.turned());
    if (next) {
      e.preventDefault();
      h.focus(next);
      refocus(next);
      return;
    }
  }
  if (onSlot && (e.key === 'm' || e.key === 'M')) {
    const next = nextMovable(h, onSlot.getAttribute('data-slot') as Slot, e.shiftKey);
    if (next) {
      e.preventDefault();
      h.focus(next);
      refocus(next);
    }
    return;
  }
  if (onSlot && /^[1-6]$/.test(e.key)) {
    const l = h.live();
    const from = l.play.selected ?? pointOf(onSlot.getAttribute('data-slot') as Slot, moverOf(l), l.state.game);
    if (from === null || !humanToAct(l)) return;
    const die = Number(e.key);
    e.preventDefault();
    h.act({ type: 'move', from, to: Math.max(0, from - die), die });
    return;
  }
  const action = keyAction(e.key);
  if (!action || (onButton && (action === 'pick' || e.key === 'Backspace'))) return;
  const l = h.live();
  switch (action) {
    case 'pick':
      if (onDice) h.act({ type: 'confirm' });
      else if (onSlot) pickSlot(h, onSlot.getAttribute('data-slot') as Slot, h.quick());
      else return;
      break;
    case 'cancel':
      h.act(l.play.choice ? { type: 'choose-die', die: null } : { type: 'pick', point: null });
      break;
    case 'undo':
      h.act({ type: 'undo' });
      break;
    case 'done':
      h.act({ type: 'confirm' });
      break;
    case 'roll':
      if (canRoll(l)) h.pressRoll();
      else return;
      break;
  }
  e.preventDefault();
}
