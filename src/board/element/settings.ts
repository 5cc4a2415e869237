/**
 * The board's attributes and properties normalised by one pure function, driven by the table
 * (attributes.ts): each changed value is checked strictly (`match-length="0x10"` or
 * `dice="-1,-1"` are errors, not 16 or 1-1), a bad one is reported (as a `tabla-error` detail)
 * and replaced by the documented default — or, for a setting of the running match, by the value
 * in use — and the clock text is read into its spec.
 */
import { describeValue } from '../../engine/checks.js';
import { isTwoDice } from '../../engine/dice-check.js';
import { parseClock, type ClockSpec } from '../../engine/live/clock-spec.js';
import type { TablaErrorDetail } from '../../engine/live/events.js';
import { parsePosition } from '../../engine/notation/compact.js';
import { toLocale } from '../../i18n/runtime.js';
import { emit } from './events.js';
import { errorDetail } from './reporter.js';
import { ATTRIBUTES, ATTRIBUTE_KEYS, RESTART_KEYS, attributeName, type AttributeKey, type AttributeSpec } from './attributes.js';

/** What the element must do with its properties after a change. */
export interface Normalised {
  /** Values to write back (defaults for bad or removed values). */
  assign: Partial<Record<AttributeKey, unknown>>;
  /** Changes to forget: a bad value once the match runs keeps the match unchanged. */
  drop: AttributeKey[];
  /** Problems to report. */
  errors: TablaErrorDetail[];
  /** The clock's spec when `clock` changed (null: none); undefined when it did not change. */
  clock?: ClockSpec | null;
  /** True when the change restarts the match (a restarting property changed, or none runs yet). */
  restart: boolean;
}

const DICE_RE = /^\s*([1-6])\s*(?:,|\s|-|–)\s*([1-6])\s*$/;

/** Two dice 1–6 from text like `3,1`, `3-1` or `3 1`, or null (strict: `-1,-1` or `3,1,2` is not dice). */
export function readDice(text: string): number[] | null {
  const m = DICE_RE.exec(text);
  const d = m ? [Number(m[1]), Number(m[2])] : null;
  return isTwoDice(d) ? d : null;
}

/**
 * Normalises the changed settings. `raw` holds the element's values, `changed` maps each changed
 * key to its previous value; `started`: a match runs already (a bad change then keeps the value
 * in use, and a bad `position` or `dice` that does not restart the match is dropped).
 */
export function normaliseSettings(raw: Readonly<Record<AttributeKey, unknown>>, changed: ReadonlyMap<PropertyKey, unknown>, started: boolean): Normalised {
  const out: Normalised = { assign: {}, drop: [], errors: [], restart: false };
  const value = (k: string) => (k in out.assign ? out.assign[k as AttributeKey] : raw[k as AttributeKey]);
  for (const key of ATTRIBUTE_KEYS) {
    if (!changed.has(key)) continue;
    const spec: AttributeSpec<unknown> = ATTRIBUTES[key];
    // A removed attribute (Lit sets the property to null) means the default, without an error.
    if (raw[key] == null && (spec.text || spec.check)) out.assign[key] = spec.default;
    if (!spec.check) continue;
    const v = value(key);
    if (spec.check.ok(v, value)) continue;
    // Once the match runs, a bad value for the match keeps the one in use; a view setting takes its default.
    const keep = started && spec.effect !== 'view' && spec.check.ok(changed.get(key), value);
    const use = keep ? changed.get(key) : spec.default;
    const name = attributeName(key);
    out.errors.push(errorDetail(name, `unknown ${name} ${describeValue(v)} (expected ${spec.check.expected}); using ${describeValue(use)}`, v, use));
    out.assign[key] = use;
    if (keep) out.drop.push(key);
  }
  const lang = value('lang');
  if (changed.has('lang') && typeof lang === 'string' && lang.trim() && !toLocale(lang)) {
    out.errors.push(errorDetail('lang', `unsupported language ${JSON.stringify(lang)} (expected en, mk, bg, el, tr, ro); using English`, lang, 'en'));
  }
  if (changed.has('clock')) readClock(value('clock'), out);
  // A bad new position or dice that restarts nothing: reported, and the game goes on unchanged.
  // (A restart reports them itself, with what it shows instead.)
  const restarts = (keys: readonly AttributeKey[]) => !started || keys.some((k) => changed.has(k) && !out.drop.includes(k));
  if (!restarts(RESTART_KEYS.filter((k) => k !== 'position' && k !== 'dice')))
    dropBadPosition(String(value('position') ?? ''), String(value('dice') ?? ''), changed, out);
  out.restart = restarts(RESTART_KEYS);
  return out;
}

/** Normalises `el`'s changed settings in place: bad values replaced (`assign`), dropped changes forgotten, problems reported as `tabla-error`. */
export function applySettings(el: HTMLElement, changed: Map<PropertyKey, unknown>, started: boolean): Normalised {
  const self = el as unknown as Record<string, unknown>;
  const norm = normaliseSettings(Object.fromEntries(ATTRIBUTE_KEYS.map((k) => [k, self[k]])) as Record<AttributeKey, unknown>, changed, started);
  Object.assign(el, norm.assign);
  for (const k of norm.drop) changed.delete(k);
  for (const e of norm.errors) emit(el, 'tabla-error', e);
  return norm;
}

/** Reads the clock's text into `out.clock` (null: none), reporting a bad one. */
function readClock(text: unknown, out: Normalised): void {
  out.clock = null;
  if (typeof text === 'string' && text.trim()) {
    try {
      out.clock = parseClock(text);
    } catch (e) {
      out.errors.push(errorDetail('clock', `${(e as Error).message}; no clock`, text, ''));
    }
  } else if (typeof text !== 'string') {
    out.errors.push(errorDetail('clock', `bad clock ${describeValue(text)} (expected text like "12+120/60"); no clock`, text, ''));
  }
}

/** Once the match runs: a bad `position` or `dice` is reported and the change dropped. */
function dropBadPosition(position: string, dice: string, changed: ReadonlyMap<PropertyKey, unknown>, out: Normalised): void {
  let positionError = '';
  if (changed.has('position') && position.trim()) {
    try {
      parsePosition(position);
    } catch (e) {
      positionError = (e as Error).message;
    }
  }
  const badDice = changed.has('dice') && !!dice.trim() && !readDice(dice);
  if (positionError) out.errors.push(errorDetail('position', `${positionError}; the game goes on unchanged`, position));
  if (badDice && (positionError || !changed.has('position'))) {
    out.errors.push(errorDetail('dice', `bad dice ${describeValue(dice)} (expected two numbers 1–6 like "3,1"); the game goes on unchanged`, dice));
  }
  if (positionError || (badDice && !changed.has('position'))) out.drop.push('position', 'dice');
}
