/**
 * Keyboard play: moving the focus between places on the board (arrow keys, Home, End) and the
 * shortcuts for the board's actions. Pure functions; the element wires them to events.
 */
import { barBox, hitBox, offBox, type Orientation, type Slot } from '../view/geometry.js';

/** What a key asks for. */
export type KeyAction = 'pick' | 'cancel' | 'undo' | 'done' | 'roll';

/** The shortcut a key stands for, if any (Enter and Space pick or drop on a focused place). */
export function keyAction(key: string): KeyAction | null {
  switch (key) {
    case 'Enter':
    case ' ':
      return 'pick';
    case 'Escape':
      return 'cancel';
    case 'u':
    case 'U':
    case 'Backspace':
      return 'undo';
    case 'd':
    case 'D':
      return 'done';
    case 'r':
    case 'R':
      return 'roll';
    default:
      return null;
  }
}

/** The two rows of places in screen order, left to right: points, the bar's half and the tray's half. */
export function rows(o: Orientation): { top: Slot[]; bottom: Slot[] } {
  const items: { slot: Slot; x: number; top: boolean }[] = [];
  for (let p = 1; p <= 24; p++) {
    const b = hitBox(p, o);
    items.push({ slot: `p${p}`, x: b.x, top: b.y < 50 });
  }
  for (const c of ['white', 'black'] as const) {
    const bar = barBox(c, o);
    items.push({ slot: `bar-${c}`, x: bar.x, top: bar.y < 50 });
    const off = offBox(c, o);
    items.push({ slot: `off-${c}`, x: off.x, top: off.y < 50 });
  }
  const row = (top: boolean) =>
    items
      .filter((i) => i.top === top)
      .sort((a, b) => a.x - b.x)
      .map((i) => i.slot);
  return { top: row(true), bottom: row(false) };
}

/**
 * The drawing's own arrow for an arrow key seen on the screen: the portrait drawing is turned a
 * quarter clockwise (its left-to-right runs down the screen, its top row is on the right).
 */
const TURNED: Record<string, string> = { ArrowDown: 'ArrowRight', ArrowUp: 'ArrowLeft', ArrowRight: 'ArrowUp', ArrowLeft: 'ArrowDown' };

/**
 * Where the focus goes from `slot` for a navigation key, or null for any other key; arrows follow
 * the screen, also on the drawing turned for portrait (`turned`).
 */
export function moveFocus(slot: Slot, screenKey: string, o: Orientation, turned = false): Slot | null {
  const key = turned ? (TURNED[screenKey] ?? screenKey) : screenKey;
  const { top, bottom } = rows(o);
  const inTop = top.includes(slot);
  const row = inTop ? top : bottom;
  const i = row.indexOf(slot);
  switch (key) {
    case 'ArrowLeft':
      return row[Math.max(0, i - 1)];
    case 'ArrowRight':
      return row[Math.min(row.length - 1, i + 1)];
    case 'ArrowUp':
      return inTop ? slot : top[i];
    case 'ArrowDown':
      return inTop ? bottom[i] : slot;
    case 'Home':
      return row[0];
    case 'End':
      return row[row.length - 1];
    default:
      return null;
  }
}
