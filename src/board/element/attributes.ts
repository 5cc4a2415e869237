/**
 * The one table of `<tabla-board>`'s attributes and properties. Everything else comes from it:
 * the element's reactive properties and their types ({@link AttributeValues}), the strict
 * parsing of changed values (settings.ts), which changes restart the match and which only change
 * the live settings, and the generated docs (the custom-elements manifest reads this table's
 * doc comments and fields, see scripts/build/cem-plugins.mjs, and the README's API table comes from it).
 */
import type { ComplexAttributeConverter, PropertyDeclaration } from 'lit';
import { GAMES, TRADITIONS } from '../../engine/position.js';
import type { PlayerKind } from '../../engine/live/types.js';
import type { GameId, TraditionId } from '../../engine/types.js';
import { BOT_LEVELS, type BoardBot, type BotLevel } from './board-bot.js';
import { ORIENTATIONS, type Orientation } from '../view/geometry.js';
import { LAYOUTS, type Layout } from './portrait-controller.js';
import type { ReplayScript } from '../view/replay.js';

/** Who may play a side. */
export const PLAYER_KINDS: readonly PlayerKind[] = ['human', 'bot', 'remote'];
/** The values of `dice-source`. */
export const DICE_SOURCES = ['local', 'external'] as const;
/** Where the dice come from: the board's own fair dice, or the host (a server) through `roll(dice)`. */
export type DiceSourceKind = (typeof DICE_SOURCES)[number];

/** What a change of the attribute does to the match. */
export type AttributeEffect =
  /** Starts the match again from the settings (or the saved one). */
  | 'restart'
  /** Changes the running match's settings (players, bot, clock, motion). */
  | 'settings'
  /** Changes only what is drawn or how input is read. */
  | 'view';

/** One row of the table. */
export interface AttributeSpec<T> {
  /** The attribute's name; false for a property without one. */
  readonly attribute: string | false;
  /** The documented default. */
  readonly default: T;
  /** Written back to the attribute when the property changes. */
  readonly reflect?: boolean;
  /** A presence attribute (`hints`): there is true, absent is false. */
  readonly boolean?: boolean;
  /** Reads the attribute's text into the property (and back). */
  readonly converter?: ComplexAttributeConverter<unknown>;
  /** What a change does. */
  readonly effect: AttributeEffect;
  /** Text: a removed attribute (null) means the default, without an error. */
  readonly text?: boolean;
  /** The values allowed: a bad one is reported and replaced by the default (or, once the match runs, the value in use). `get` reads the other settings being applied. */
  readonly check?: { readonly ok: (v: unknown, get: (key: string) => unknown) => boolean; readonly expected: string };
}

const row = <T>(spec: AttributeSpec<T>): AttributeSpec<T> => spec;
const oneOf = (values: readonly unknown[], expected = values.join(', ')) => ({ ok: (v: unknown) => values.includes(v), expected });

/** Reads `animation="false"`/`"off"` as false; the attribute's presence otherwise as true. */
export const onOffConverter: ComplexAttributeConverter<boolean> = {
  fromAttribute: (v: string | null) => v === null || !['false', 'off', '0', 'no'].includes(v.trim().toLowerCase()),
  toAttribute: (v: boolean) => (v ? null : 'off'),
};

/** Reads the `match-length` attribute strictly: a decimal number only (`0x10`, `1e3` are kept as text, and reported). */
export const matchLengthConverter: ComplexAttributeConverter<unknown> = {
  fromAttribute: (v: string | null): unknown => (v === null ? null : /^\s*-?\d{1,9}(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  toAttribute: (v: unknown) => String(v),
};

/** Reads the `tutor` attribute: no value is 0.04 (GNU Backgammon's "doubtful"), a number is the threshold (text that is not one is kept, and reported). */
export const tutorConverter: ComplexAttributeConverter<unknown> = {
  fromAttribute: (v: string | null): unknown => (v === null ? null : v.trim() === '' ? 0.04 : /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  toAttribute: (v: unknown) => (v === null ? null : String(v)),
};

/** O4: 0 is money play, for backgammon only (B4). */
const matchLengthOk = (v: unknown, get: (key: string) => unknown) =>
  (Number.isSafeInteger(v) && (v as number) >= 1) || (v === 0 && (get('tradition') === 'international' || get('game') === 'backgammon'));

/** The attributes and properties of `<tabla-board>`, in the order the docs list them. */
export const ATTRIBUTES = {
  /** Tradition whose set of games and names apply: macedonian, bulgarian, greek or turkish. */
  tradition: row<TraditionId>({ attribute: 'tradition', default: 'macedonian', reflect: true, effect: 'restart', check: oneOf(TRADITIONS) }),
  /** Play this game alone (prva, vtora, treta, fevga, backgammon, nardy) instead of the tradition's set; empty for the set. Long nardy is in no set: it is always played alone. */
  game: row<GameId | ''>({
    attribute: 'game',
    default: '',
    reflect: true,
    effect: 'restart',
    check: oneOf(['', ...GAMES], `${GAMES.join(', ')} or empty for the tradition's set`),
  }),
  /** Points needed to win the match (1, 3, 5, 7; any positive integer through the property). */
  matchLength: row<number>({
    attribute: 'match-length',
    default: 5,
    reflect: true,
    converter: matchLengthConverter,
    effect: 'restart',
    check: { ok: matchLengthOk, expected: '1, 3, 5, 7 (0: money play, backgammon only)' },
  }),
  /** Who plays white: human, bot or remote. */
  whitePlayer: row<PlayerKind>({ attribute: 'white-player', default: 'human', reflect: true, effect: 'settings', check: oneOf(PLAYER_KINDS) }),
  /** Who plays black: human, bot or remote. */
  blackPlayer: row<PlayerKind>({ attribute: 'black-player', default: 'bot', reflect: true, effect: 'settings', check: oneOf(PLAYER_KINDS) }),
  /** The bot's strength: easy, medium, hard, master. */
  botLevel: row<BotLevel>({ attribute: 'bot-level', default: 'medium', reflect: true, effect: 'settings', check: oneOf(BOT_LEVELS) }),
  /** Corner of white's home board: bottom-right (default), bottom-left, top-right, top-left. */
  orientation: row<Orientation>({ attribute: 'orientation', default: 'bottom-right', reflect: true, effect: 'view', check: oneOf(ORIENTATIONS) }),
  /** A position to start from or show: compact notation (`prva w:6x5 b:… turn:w`) or engine JSON. */
  position: row<string>({ attribute: 'position', default: '', text: true, effect: 'restart' }),
  /** Dice to show and play, e.g. `3,1`: in the given `position`, else in the first game's starting position. */
  dice: row<string>({ attribute: 'dice', default: '', text: true, effect: 'restart' }),
  /** Shows the board as a figure: the position, its dice and `caption` only — nothing to play, no match text, no bot. */
  readonly: row<boolean>({ attribute: 'readonly', default: false, boolean: true, reflect: true, effect: 'settings' }),
  /** Seed for deterministic dice and bot choices (demos, tests); empty for fair random dice. */
  seed: row<string>({ attribute: 'seed', default: '', text: true, effect: 'restart' }),
  /** Language of the board's texts (en, mk, bg, el, tr, ro); empty follows the page. */
  lang: row<string>({ attribute: 'lang', default: '', text: true, effect: 'view' }),
  /** A replay script to step through: `{position, steps: [{dice, play, caption}]}`; also read from a `<script type="application/json">` child. */
  replay: row<ReplayScript | null>({ attribute: false, default: null, effect: 'restart' }),
  /** Animate bot moves checker by checker (off also when the user prefers reduced motion); `animation="off"` turns it off. */
  animation: row<boolean>({ attribute: 'animation', default: true, converter: onOffConverter, effect: 'settings' }),
  /** URL of a self-hosted bot worker script, for sites whose CSP forbids `blob:` workers. */
  workerUrl: row<string>({ attribute: 'worker-url', default: '', text: true, effect: 'view' }),
  /** Saves the match in `localStorage` under this key after every step (a half-played turn included) and continues it when a board with the same key loads again (a reload); saved data that cannot be used is ignored with a warning and a `tabla-error`. Empty: nothing is saved. */
  storageKey: row<string>({ attribute: 'storage-key', default: '', text: true, effect: 'restart' }),
  /** The bot the board asks for plays (`choose`, `cancel`, `dispose`); defaults to the built-in bot (the bot worker, or its main-thread fallback, at `bot-level`). */
  bot: row<BoardBot | null>({ attribute: false, default: null, effect: 'settings' }),
  /** Where dice come from: `local` (the board rolls) or `external` (the board asks with `tabla-roll-request` and waits for `roll(dice)`). */
  diceSource: row<DiceSourceKind>({ attribute: 'dice-source', default: 'local', reflect: true, effect: 'settings', check: oneOf(DICE_SOURCES) }),
  /** Match clock against a remote player, in seconds: `free+reserve` or `free+reserve/max` (e.g. `12+120/60`); empty for none. */
  clock: row<string>({ attribute: 'clock', default: '', reflect: true, text: true, effect: 'settings' }),
  /** Backgammon's cube rules (O5) besides the defaults: `beaver`, `holland` switch on, `no-jacoby`, `no-crawford` switch off (money play keeps Jacoby and beaver, match play Crawford and Holland). */
  cubeRules: row<string>({ attribute: 'cube-rules', default: '', text: true, effect: 'restart' }),
  /** Hot-seat: when both sides are human, turn the board to the player to move (that player's home at the bottom). */
  autoFlip: row<boolean>({ attribute: 'auto-flip', default: false, boolean: true, reflect: true, effect: 'view' }),
  /** White's name in the score, the clocks and the status lines; empty for "White". */
  whiteName: row<string>({ attribute: 'white-name', default: '', text: true, effect: 'view' }),
  /** Black's name in the score, the clocks and the status lines; empty for "Black". */
  blackName: row<string>({ attribute: 'black-name', default: '', text: true, effect: 'view' }),
  /** Colours: `auto` (default) follows the reader's colour scheme (`prefers-color-scheme`); `light` or `dark` forces one. Each theme paints its own background. */
  theme: row<'light' | 'dark' | 'auto'>({ attribute: 'theme', default: 'auto', reflect: true, effect: 'view' }),
  /** Confirms a person's turn by itself once it is complete and nothing more can be played (no Done press). */
  autoConfirm: row<boolean>({ attribute: 'auto-confirm', default: false, boolean: true, reflect: true, effect: 'view' }),
  /** A tap, a click or Enter on a checker that has one place to go with one die moves it there at once; `quick-move="off"` only picks it, showing and announcing every place it may go (sums of dice too). */
  quickMove: row<boolean>({ attribute: 'quick-move', default: true, converter: onOffConverter, effect: 'view' }),
  /** Shows a Hint button during a person's turn: the bot's best plays of the roll (up to five) with their equities and the difference to the best, the best drawn on the board. */
  hints: row<boolean>({ attribute: 'hints', default: false, boolean: true, reflect: true, effect: 'view' }),
  /** The tutor, a threshold in equity: before a person's play that loses more than this against the bot's best play is committed, the board says so and draws the better play; the person may play it anyway or take it back. `tutor` with no value: 0.04 (GNU Backgammon's "doubtful"); absent: off. */
  tutor: row<number | null>({
    attribute: 'tutor',
    default: null,
    reflect: true,
    converter: tutorConverter,
    effect: 'view',
    check: { ok: (v) => v === null || (typeof v === 'number' && Number.isFinite(v) && v >= 0), expected: 'an equity of 0 or more, or no value for 0.04' },
  }),
  /** The set-up mode (an analysis board): a position to edit by hand (click or Enter puts a checker, Shift+click or Delete takes one off, a drag moves one), a field to paste compact notation, an XGID or a GNU Backgammon Position ID, the dice and the player on roll, the bot's best plays, the position in each notation to copy, and Play from here (which sets `position` and `dice` and leaves the mode). Starts from the position shown. */
  setupMode: row<boolean>({ attribute: 'setup-mode', default: false, boolean: true, reflect: true, effect: 'view' }),
  /** Shows the list of the match's plays under the board, to copy or export (`.mat` for Prva games). */
  moveList: row<boolean>({ attribute: 'move-list', default: false, boolean: true, reflect: true, effect: 'view' }),
  /** `auto` (default) turns the board a quarter on a phone held upright, where the landscape drawing's points would be narrower than 28 px; `landscape` or `portrait` forces either. */
  layout: row<Layout>({ attribute: 'layout', default: 'auto', reflect: true, effect: 'view', check: oneOf(LAYOUTS) }),
  /** A caption under a read-only figure (`readonly`). */
  caption: row<string>({ attribute: 'caption', default: '', text: true, effect: 'view' }),
} as const;

/** A property name of the table. */
export type AttributeKey = keyof typeof ATTRIBUTES;

/** The element's values of the table's properties (each with its row's doc comment). */
export type AttributeValues = { -readonly [K in AttributeKey]: (typeof ATTRIBUTES)[K] extends AttributeSpec<infer T> ? T : never };

const KEYS = Object.keys(ATTRIBUTES) as AttributeKey[];

/** The properties whose change restarts the match. */
export const RESTART_KEYS: readonly AttributeKey[] = KEYS.filter((k) => ATTRIBUTES[k].effect === 'restart');
/** The properties whose change updates the running match's settings. */
export const SETTINGS_KEYS: readonly AttributeKey[] = KEYS.filter((k) => ATTRIBUTES[k].effect === 'settings');
/** Every property of the table. */
export const ATTRIBUTE_KEYS: readonly AttributeKey[] = KEYS;

/** The attribute name of a property (its own name when it has none), as `tabla-error` sources name it. */
export const attributeName = (key: AttributeKey): string => ATTRIBUTES[key].attribute || key;

/** Lit's property declarations for the table (the element's `static properties`). */
export function litProperties(): Record<AttributeKey, PropertyDeclaration> {
  const out = {} as Record<AttributeKey, PropertyDeclaration>;
  for (const k of KEYS) {
    const spec: AttributeSpec<unknown> = ATTRIBUTES[k];
    out[k] = {
      attribute: spec.attribute,
      reflect: spec.reflect ?? false,
      ...(spec.boolean ? { type: Boolean } : {}),
      ...(spec.converter ? { converter: spec.converter } : {}),
    };
  }
  return out;
}

/** The table's defaults, for a new element. */
export function defaultValues(): AttributeValues {
  return Object.fromEntries(KEYS.map((k) => [k, ATTRIBUTES[k].default])) as AttributeValues;
}
