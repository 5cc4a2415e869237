/**
 * The board's pointer and keyboard input turned into live-match actions: a click or a drop on a
 * place, the dice (Done), and the keys of keyboard.ts. Nothing here decides a rule.
 */
import { canRoll, destinations, humanToAct, moverOf } from '../engine/live/queries.js';
import type { Live, LiveAction } from '../engine/live/types.js';
import { keyAction, moveFocus } from './keyboard.js';
import { pointOf, type Orientation, type Slot } from './geometry.js';

/** What the input handlers need from the element. */
export interface InputHost {
  live(): Live;
  act(action: LiveAction): void;
  pressRoll(): void;
  orientation(): Orientation;
  focus(slot: Slot): void;
  suppressClick(): boolean;
}

/** A person picked a place: select, move or deselect. */
export function pickSlot(h: InputHost, slot: Slot): void {
  const l = h.live();
  h.act({ type: 'pick', point: pointOf(slot, moverOf(l), l.state.game) });
}

/** A checker dragged from one place and dropped on another (or off the board). */
export function dropOn(h: InputHost, from: Slot, to: Slot | null): void {
  const l = h.live();
  const a = pointOf(from, moverOf(l), l.state.game);
  const b = to ? pointOf(to, moverOf(l), l.state.game) : null;
  if (a === null || b === null || !humanToAct(l)) return;
  if (l.selected !== a) h.act({ type: 'pick', point: a });
  if (destinations(h.live()).includes(b)) h.act({ type: 'pick', point: b });
}

/** A click on the board drawing: a place, or the dice (confirm). */
export function onBoardClick(h: InputHost, e: MouseEvent): void {
  if (h.suppressClick()) return;
  const target = e.composedPath().find((n) => n instanceof Element && (n.hasAttribute('data-slot') || n.hasAttribute('data-action'))) as Element | undefined;
  if (!target) return;
  if (target.getAttribute('data-action') === 'confirm') {
    h.act({ type: 'confirm' });
    return;
  }
  const slot = target.getAttribute('data-slot') as Slot;
  h.focus(slot);
  pickSlot(h, slot);
}

/** A key pressed inside the board: arrows move the focus; the others act (see keyboard.ts). */
export function onKeydown(h: InputHost, e: KeyboardEvent, refocus: (slot: Slot) => void): void {
  const path = e.composedPath();
  const onSlot = path.find((n) => n instanceof Element && n.hasAttribute('data-slot')) as Element | undefined;
  const onDice = path.some((n) => n instanceof Element && n.getAttribute('data-action') === 'confirm');
  const onButton = path.some((n) => n instanceof HTMLButtonElement);
  if (onSlot) {
    const next = moveFocus(onSlot.getAttribute('data-slot') as Slot, e.key, h.orientation());
    if (next) {
      e.preventDefault();
      h.focus(next);
      refocus(next);
      return;
    }
  }
  const action = keyAction(e.key);
  if (!action || (onButton && (action === 'pick' || e.key === 'Backspace'))) return;
  const l = h.live();
  switch (action) {
    case 'pick':
      if (onDice) h.act({ type: 'confirm' });
      else if (onSlot) pickSlot(h, onSlot.getAttribute('data-slot') as Slot);
      else return;
      break;
    case 'cancel':
      h.act(l.choice ? { type: 'choose-die', die: null } : { type: 'pick', point: null });
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
