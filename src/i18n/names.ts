/**
 * Game and tradition names in every locale (RULES.md M5).
 *
 * A game is always shown under its tradition's own name, in that tradition's script (Прва,
 * Права, Πόρτες, Tavla …: `nativeGameName`). Where the reader's language is not the tradition's
 * own and writes the name differently, the usual rendering in the reader's script follows in
 * parentheses: "Πόρτες (Portes)" in Turkish or Romanian, "Прва (Prva)" in English.
 */
import { NATIVE_GAME_NAMES, nativeGameName } from '../engine/traditions.js';
import type { GameId, TraditionId } from '../engine/types.js';
import type { Locale } from './runtime.js';

/** The language a tradition's names are written in. */
export const TRADITION_LANG: Readonly<Record<TraditionId, Locale>> = {
  macedonian: 'mk',
  bulgarian: 'bg',
  greek: 'el',
  turkish: 'tr',
  romanian: 'ro',
  international: 'en',
};

/**
 * Long nardy belongs to no tradition (N8): each reader sees the name players of his language use
 * (дълги нарди, narde lungi, uzun tavla …), never a native name in another script.
 */
export const NARDY_NAMES: Readonly<Record<Locale, string>> = {
  en: 'Long nardy',
  mk: 'Долги нарди',
  bg: 'Дълги нарди',
  el: 'Μακρύ νάρντι',
  tr: 'Uzun tavla',
  ro: 'Narde lungi',
};

/** True for a game shown under a tradition's native name (all but long nardy, which has none). */
export function hasNativeName(game: GameId): boolean {
  return game !== 'nardy';
}

/** The language a native game name is written in (Fevga outside the greek set keeps Φεύγα; nardy's neutral name is English). */
export function nativeNameLang(game: GameId, tradition: TraditionId): Locale {
  if (game === 'backgammon') return 'en';
  if (game === 'nardy') return 'en';
  if (tradition === 'greek' || game === 'fevga') return 'el';
  if (NATIVE_GAME_NAMES[tradition][game] === undefined) return 'mk'; // falls back to the Macedonian name
  return TRADITION_LANG[tradition];
}

type Script = 'latin' | 'cyrillic' | 'greek';
const SCRIPT: Readonly<Record<Locale, Script>> = { en: 'latin', tr: 'latin', ro: 'latin', mk: 'cyrillic', bg: 'cyrillic', el: 'greek' };

/**
 * The usual rendering of each native name in each script, per reader language where they
 * differ (keys are the native names).
 */
const RENDERINGS: Readonly<Record<string, Partial<Record<Locale, string>>>> = {
  Прва: { en: 'Prva', tr: 'Prva', ro: 'Prva', el: 'Πρβα' },
  Втора: { en: 'Vtora', tr: 'Vtora', ro: 'Vtora', el: 'Βτόρα' },
  Трета: { en: 'Treta', tr: 'Treta', ro: 'Treta', el: 'Τρέτα' },
  Права: { en: 'Prava', tr: 'Prava', ro: 'Prava', el: 'Πράβα' },
  Гюлбара: { en: 'Gyulbara', tr: 'Gülbara', ro: 'Giulbara', el: 'Γκιουλμπάρα' },
  Тапа: { en: 'Tapa', tr: 'Tapa', ro: 'Tapa', el: 'Τάπα' },
  Πόρτες: { en: 'Portes', tr: 'Portes', ro: 'Portes', mk: 'Портес', bg: 'Портес' },
  Πλακωτό: { en: 'Plakoto', tr: 'Plakoto', ro: 'Plakoto', mk: 'Плакото', bg: 'Плакото' },
  Φεύγα: { en: 'Fevga', tr: 'Fevga', ro: 'Fevga', mk: 'Февга', bg: 'Февга' },
  Tavla: { mk: 'Тавла', bg: 'Тавла', el: 'Τάβλα' },
  Table: { mk: 'Табле', bg: 'Табле', el: 'Τάμπλε' },
  Backgammon: { mk: 'Бекгемон', bg: 'Бекгамон', el: 'Μπακγκάμον' },
};

/** How a reader of `locale` writes the game's native name (the native name itself where the script is the same). */
export function gameNameRendering(game: GameId, tradition: TraditionId, locale: Locale): string {
  if (game === 'nardy') return NARDY_NAMES[locale];
  const native = nativeGameName(game, tradition);
  if (SCRIPT[locale] === SCRIPT[nativeNameLang(game, tradition)]) return native;
  return RENDERINGS[native]?.[locale] ?? native;
}

/**
 * The game's name for a reader of `locale`: the native name, followed by the reader's rendering
 * in parentheses where it differs ("Πόρτες (Portes)"); `short` gives only the rendering, for
 * running text.
 */
export function gameName(game: GameId, tradition: TraditionId, locale: Locale, style: 'full' | 'short' = 'full'): string {
  if (!hasNativeName(game)) return NARDY_NAMES[locale];
  const native = nativeGameName(game, tradition);
  const rendering = gameNameRendering(game, tradition, locale);
  if (style === 'short' || rendering === native) return rendering;
  return `${native} (${rendering})`;
}

/** "Macedonian tradition", "македонска традиција", "Makedon geleneği" … */
export const TRADITION_LABELS: Readonly<Record<Locale, Readonly<Record<TraditionId, string>>>> = {
  en: {
    macedonian: 'Macedonian tradition',
    bulgarian: 'Bulgarian tradition',
    greek: 'Greek tradition',
    turkish: 'Turkish tradition',
    romanian: 'Romanian tradition',
    international: 'International backgammon',
  },
  mk: {
    macedonian: 'Македонска традиција',
    bulgarian: 'Бугарска традиција',
    greek: 'Грчка традиција',
    turkish: 'Турска традиција',
    romanian: 'Романска традиција',
    international: 'Меѓународен бекгемон',
  },
  bg: {
    macedonian: 'Македонска традиция',
    bulgarian: 'Българска традиция',
    greek: 'Гръцка традиция',
    turkish: 'Турска традиция',
    romanian: 'Румънска традиция',
    international: 'Международен бекгамон',
  },
  el: {
    macedonian: 'Βορειομακεδονική παράδοση',
    bulgarian: 'Βουλγαρική παράδοση',
    greek: 'Ελληνική παράδοση',
    turkish: 'Τουρκική παράδοση',
    romanian: 'Ρουμανική παράδοση',
    international: 'Διεθνές τάβλι (μπακγκάμον)',
  },
  tr: {
    macedonian: 'Makedon geleneği',
    bulgarian: 'Bulgar geleneği',
    greek: 'Yunan geleneği',
    turkish: 'Türk geleneği',
    romanian: 'Rumen geleneği',
    international: 'Uluslararası tavla (backgammon)',
  },
  ro: {
    macedonian: 'Tradiția macedoneană',
    bulgarian: 'Tradiția bulgară',
    greek: 'Tradiția greacă',
    turkish: 'Tradiția turcă',
    romanian: 'Tradiția română',
    international: 'Table internaționale (backgammon)',
  },
};

/** The tradition's label in a locale ("Greek tradition"). */
export function traditionName(tradition: TraditionId, locale: Locale): string {
  return TRADITION_LABELS[locale][tradition];
}
