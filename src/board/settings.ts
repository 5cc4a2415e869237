/**
 * The board's attributes and properties normalised by one pure function: each changed value is
 * checked strictly (`match-length="0x10"` or `dice="-1,-1"` are errors, not 16 or 1-1), a bad
 * one is reported (as a `tabla-error` detail) and replaced by the documented default — or, once
 * the match runs, by the value in use — and the clock text is read into its spec.
 */
import { GAMES, TRADITIONS } from '../engine/position.js';
import { isTwoDice } from '../engine/dice-check.js';
import { describeValue } from '../engine/checks.js';
import { parseClock, type ClockSpec } from '../engine/live/clock.js';
import type { TablaErrorDetail } from '../engine/live/events.js';
import type { PlayerKind } from '../engine/live/types.js';
import { parsePosition } from '../engine/notation/compact.js';
import type { GameId, TraditionId } from '../engine/types.js';
import { BOT_LEVELS, type BotLevel } from './bot-adapter.js';
import { ORIENTATIONS, type Orientation } from './geometry.js';

export const PLAYER_KINDS: readonly PlayerKind[] = ['human', 'bot', 'remote'];
export const DICE_SOURCES = ['local', 'external'] as const;

/** Where the dice come from: the board's own fair dice, or the host (a server) through `roll(dice)`. */
export type DiceSourceKind = (typeof DICE_SOURCES)[number];
const MATCH_LENGTHS = [1, 3, 5, 7];

/** The settings as the element's properties hold them (any value a page may have set). */
export interface RawSettings {
  tradition: unknown;
  game: unknown;
  matchLength: unknown;
  whitePlayer: unknown;
  blackPlayer: unknown;
  botLevel: unknown;
  orientation: unknown;
  diceSource: unknown;
  clock: unknown;
  position: unknown;
  dice: unknown;
  seed: unknown;
  lang: unknown;
  workerUrl: unknown;
  storageKey: unknown;
}

/** Keys of {@link RawSettings}. */
export type SettingKey = keyof RawSettings;

/** What the element must do with its properties after a change. */
export interface Normalised {
  /** Values to write back (defaults for bad or removed values). */
  assign: Partial<Record<SettingKey, unknown>>;
  /** Changes to forget: a bad value once the match runs keeps the match unchanged. */
  drop: SettingKey[];
  /** Problems to report. */
  errors: TablaErrorDetail[];
  /** The clock's spec when `clock` changed (null: none); undefined when it did not change. */
  clock?: ClockSpec | null;
}

const DICE_RE = /^\s*([1-6])\s*(?:,|\s|-|–)\s*([1-6])\s*$/;

/** Two dice 1–6 from text like `3,1`, `3-1` or `3 1`, or null (strict: `-1,-1` or `3,1,2` is not dice). */
export function readDice(text: string): number[] | null {
  const m = DICE_RE.exec(text);
  const d = m ? [Number(m[1]), Number(m[2])] : null;
  return isTwoDice(d) ? d : null;
}

/** Reads the `match-length` attribute strictly: a decimal number only (`0x10`, `1e3` are kept as text, and reported). */
export const matchLengthConverter = {
  fromAttribute: (v: string | null): unknown => (v === null ? null : /^\s*-?\d{1,9}(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  toAttribute: (v: unknown) => String(v),
};

const error = (source: string, message: string, value?: unknown, fallback?: unknown): TablaErrorDetail => ({
  message,
  source,
  ...(value !== undefined ? { value: String(value).slice(0, 200) } : {}),
  ...(fallback !== undefined ? { fallback: String(fallback) } : {}),
});

/**
 * Normalises the changed settings. `changed` maps each changed key to its previous value;
 * `started`: a match runs already (a bad change then keeps the value in use).
 */
export function normaliseSettings(raw: RawSettings, changed: ReadonlyMap<PropertyKey, unknown>, started: boolean): Normalised {
  const out: Normalised = { assign: {}, drop: [], errors: [] };
  const value = (k: SettingKey) => (k in out.assign ? out.assign[k] : raw[k]);
  // A removed attribute (Lit sets the property to null) means the default, without an error.
  for (const k of ['position', 'dice', 'seed', 'lang', 'workerUrl', 'clock', 'storageKey'] as const) if (changed.has(k) && raw[k] == null) out.assign[k] = '';
  const check = (key: SettingKey, attr: string, ok: (v: unknown) => boolean, fallback: unknown, expected: string) => {
    if (!changed.has(key)) return;
    if (raw[key] == null) out.assign[key] = fallback;
    const v = value(key);
    if (ok(v)) return;
    const keep = started && ok(changed.get(key));
    const use = keep ? changed.get(key) : fallback;
    out.errors.push(error(attr, `unknown ${attr} ${describeValue(v)} (expected ${expected}); using ${describeValue(use)}`, v, use));
    out.assign[key] = use;
    if (keep) out.drop.push(key);
  };
  check('tradition', 'tradition', (v) => TRADITIONS.includes(v as TraditionId), 'macedonian', TRADITIONS.join(', '));
  check('game', 'game', (v) => v === '' || GAMES.includes(v as GameId), '', `${GAMES.join(', ')} or empty for the tradition's set`);
  // O4: 0 is money play, for backgammon only (B4).
  const money = (v: unknown) => v === 0 && (value('tradition') === 'international' || value('game') === 'backgammon');
  check('matchLength', 'match-length', (v) => (Number.isSafeInteger(v) && (v as number) >= 1) || money(v), 5, `${MATCH_LENGTHS.join(', ')} (0: money play, backgammon only)`);
  check('whitePlayer', 'white-player', (v) => PLAYER_KINDS.includes(v as PlayerKind), 'human', PLAYER_KINDS.join(', '));
  check('blackPlayer', 'black-player', (v) => PLAYER_KINDS.includes(v as PlayerKind), 'bot', PLAYER_KINDS.join(', '));
  check('botLevel', 'bot-level', (v) => BOT_LEVELS.includes(v as BotLevel), 'medium', BOT_LEVELS.join(', '));
  check('orientation', 'orientation', (v) => ORIENTATIONS.includes(v as Orientation), 'bottom-right', ORIENTATIONS.join(', '));
  check('diceSource', 'dice-source', (v) => DICE_SOURCES.includes(v as DiceSourceKind), 'local', DICE_SOURCES.join(', '));
  if (changed.has('clock')) {
    const text = value('clock');
    out.clock = null;
    if (typeof text === 'string' && text.trim()) {
      try {
        out.clock = parseClock(text);
      } catch (e) {
        out.errors.push(error('clock', `${(e as Error).message}; no clock`, text, ''));
      }
    } else if (typeof text !== 'string') {
      out.errors.push(error('clock', `bad clock ${describeValue(text)} (expected text like "12+120/60"); no clock`, text, ''));
    }
  }
  // A bad new position or dice once the game runs: reported, and the game goes on unchanged.
  // (When another setting restarts the match anyway, the restart reports them.)
  if (!started || ['tradition', 'game', 'matchLength', 'seed', 'replay', 'storageKey'].some((k) => changed.has(k))) return out;
  const position = String(value('position') ?? '');
  const dice = String(value('dice') ?? '');
  let positionError = '';
  if (changed.has('position') && position.trim()) {
    try {
      parsePosition(position);
    } catch (e) {
      positionError = (e as Error).message;
    }
  }
  const badDice = changed.has('dice') && !!dice.trim() && !readDice(dice);
  if (positionError) out.errors.push(error('position', `${positionError}; the game goes on unchanged`, position));
  if (badDice && (positionError || !changed.has('position'))) {
    out.errors.push(error('dice', `bad dice ${describeValue(dice)} (expected two numbers 1–6 like "3,1"); the game goes on unchanged`, dice));
  }
  if (positionError || (badDice && !changed.has('position'))) out.drop.push('position', 'dice');
  return out;
}
