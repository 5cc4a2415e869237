/**
 * The events of `<tabla-board>`: their `detail` shapes (plain, JSON-serialisable data, declared
 * with the live-match model in src/engine/live/events.ts), their declarations in
 * `GlobalEventHandlersEventMap`, and the one `emit()` helper (bubbling, composed).
 */
import type {
  TablaDoubleDetail,
  TablaPassDetail,
  TablaTakeDetail,
  TablaClockDetail,
  TablaErrorDetail,
  TablaEventMap,
  TablaEventName,
  TablaGameEndDetail,
  TablaMatchEndDetail,
  TablaMoveDetail,
  TablaMoveRefusedDetail,
  TablaRollDetail,
  TablaRollRequestDetail,
  TablaTimeoutDetail,
  TablaTurnDetail,
} from '../../engine/live/events.js';
import { warnOnce } from './console-warning.js';

export type {
  TablaDoubleDetail,
  TablaPassDetail,
  TablaTakeDetail,
  StepJSON,
  TablaClockDetail,
  TablaErrorDetail,
  TablaEventMap,
  TablaEventName,
  TablaGameEndDetail,
  TablaMatchEndDetail,
  TablaMoveDetail,
  TablaMoveRefusedDetail,
  TablaRollDetail,
  TablaRollRequestDetail,
  TablaTimeoutDetail,
  TablaTurnDetail,
} from '../../engine/live/events.js';

/** Dispatches a bubbling, composed event (a `tabla-error` is also warned about on the console, once per cause); returns false when a cancelable event was cancelled. */
export function emit<K extends TablaEventName>(target: EventTarget, name: K, detail: TablaEventMap[K], cancelable = false): boolean {
  if (name === 'tabla-error') warnOnce(target, detail as TablaErrorDetail);
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}

// One entry per event, written out: the custom-elements manifest takes each event's type from here (scripts/build/cem-plugins.mjs).
declare global {
  interface GlobalEventHandlersEventMap {
    'tabla-roll': CustomEvent<TablaRollDetail>;
    'tabla-roll-request': CustomEvent<TablaRollRequestDetail>;
    'tabla-before-move': CustomEvent<TablaMoveDetail>;
    'tabla-move': CustomEvent<TablaMoveDetail>;
    'tabla-move-refused': CustomEvent<TablaMoveRefusedDetail>;
    'tabla-clock': CustomEvent<TablaClockDetail>;
    'tabla-timeout': CustomEvent<TablaTimeoutDetail>;
    'tabla-turn': CustomEvent<TablaTurnDetail>;
    'tabla-game-end': CustomEvent<TablaGameEndDetail>;
    'tabla-match-end': CustomEvent<TablaMatchEndDetail>;
    'tabla-error': CustomEvent<TablaErrorDetail>;
    'tabla-before-double': CustomEvent<TablaDoubleDetail>;
    'tabla-double': CustomEvent<TablaDoubleDetail>;
    'tabla-take': CustomEvent<TablaTakeDetail>;
    'tabla-pass': CustomEvent<TablaPassDetail>;
  }
}
