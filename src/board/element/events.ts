/**
 * The events of `<tabla-board>`: their declarations in `GlobalEventHandlersEventMap` and the one
 * `emit()` helper (bubbling, composed). Their `detail` shapes (plain, JSON-serialisable data) are
 * declared with the live-match model in src/engine/live/events.ts.
 */
import type { TablaErrorDetail, TablaEventMap, TablaEventName } from '../../engine/live/events.js';
import { warnOnce } from './console-warning.js';

/** Dispatches a bubbling, composed event (a `tabla-error` is also warned about on the console, once per cause); returns false when a cancelable event was cancelled. */
export function emit<K extends TablaEventName>(target: EventTarget, name: K, detail: TablaEventMap[K], cancelable = false): boolean {
  if (name === 'tabla-error') warnOnce(target, detail as TablaErrorDetail);
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}

/** Each event of the board as the `CustomEvent` it is dispatched as. */
type TablaCustomEvents = { [K in TablaEventName]: CustomEvent<TablaEventMap[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the board's events merge into the DOM's map
  interface GlobalEventHandlersEventMap extends TablaCustomEvents {}
}
