/**
 * Every `tabla-error` of a board also goes to `console.warn`, once per element and cause, so the
 * person writing the page sees a bad attribute or call without listening for the event. The bot
 * client warns about its own fallbacks (source `bot`), so those are not written twice.
 */
import type { TablaErrorDetail } from '../../engine/live/events.js';

const warned = new WeakMap<EventTarget, Set<string>>();

/** Writes `tabla-board: <message>` to the console unless this element already warned about the same cause. */
export function warnOnce(target: EventTarget, detail: TablaErrorDetail): void {
  if (detail.source === 'bot') return;
  const seen = warned.get(target) ?? new Set<string>();
  warned.set(target, seen);
  const cause = `${detail.source}\n${detail.message}`;
  if (seen.has(cause)) return;
  seen.add(cause);
  console.warn(`tabla-board: ${detail.message}`);
}
