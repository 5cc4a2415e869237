/** Keyboard helpers for the browser tests: the focused place, and moving the focus with arrow keys only. */
import { sendKeys } from '@web/test-runner-commands';
import type { TablaBoard } from '../../../src/board/element/tabla-board.component.js';
import { rows } from '../../../src/board/input/keyboard.js';
import type { Slot } from '../../../src/board/view/geometry.js';

/** Presses a key as a person does. */
export const press = (key: string) => sendKeys({ press: key });

/** The place that has keyboard focus. */
export function focused(el: TablaBoard): Slot | null {
  return (el.shadowRoot!.activeElement?.getAttribute('data-slot') as Slot | null) ?? null;
}

/** Moves the focus to `target` with arrow keys only. */
export async function focusTo(el: TablaBoard, target: Slot): Promise<void> {
  const { top, bottom } = rows(el.orientation);
  for (let guard = 0; guard < 40; guard++) {
    const at = focused(el)!;
    if (at === target) return;
    const atTop = top.includes(at);
    const wantTop = top.includes(target);
    if (atTop !== wantTop) await press(wantTop ? 'ArrowUp' : 'ArrowDown');
    else {
      const row = atTop ? top : bottom;
      await press(row.indexOf(target) < row.indexOf(at) ? 'ArrowLeft' : 'ArrowRight');
    }
    await el.updateComplete;
  }
  throw new Error(`could not reach ${target}`);
}
