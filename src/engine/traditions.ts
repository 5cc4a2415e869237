/** The traditions, their sets of games (RULES.md M2, M5) and the games' names in each tradition. */
import type { GameId, TraditionId } from './types.js';
import { expectGame, expectTradition } from './position.js';

/** Each tradition's set, in order (M5). Long nardy is in none (N8): it is played on its own. */
export const TRADITION_SETS: Readonly<Record<TraditionId, readonly GameId[]>> = {
  macedonian: ['prva', 'vtora', 'treta'],
  bulgarian: ['prva', 'vtora', 'treta'],
  greek: ['prva', 'treta', 'fevga'],
  turkish: ['prva'],
  romanian: ['prva'],
  international: ['backgammon'],
};

/** Traditions that force option O3 (the triple result): the Romanian table (seed 001) and backgammon (B2). */
export function forcesTriple(tradition: TraditionId): boolean {
  return tradition === 'romanian' || tradition === 'international';
}

/** A tradition's set of games. */
export function setOf(tradition: TraditionId): readonly GameId[] {
  expectTradition(tradition);
  return TRADITION_SETS[tradition];
}

/** The game's own name in its tradition (M5), in that tradition's script. */
export const NATIVE_GAME_NAMES: Readonly<Record<TraditionId, Partial<Record<GameId, string>>>> = {
  macedonian: { prva: 'Прва', vtora: 'Втора', treta: 'Трета' },
  bulgarian: { prva: 'Права', vtora: 'Гюлбара', treta: 'Тапа' },
  greek: { prva: 'Πόρτες', treta: 'Πλακωτό', fevga: 'Φεύγα' },
  turkish: { prva: 'Tavla' },
  romanian: { prva: 'Table' },
  international: { backgammon: 'Backgammon' },
};

/** Long nardy belongs to no tradition (N8, D5): its neutral name (the i18n layer gives each language's own). */
export const NARDY_NAME = 'Long nardy';

/** The game's name in a tradition (falls back to the Macedonian set's name, Φεύγα for Fevga, Backgammon for backgammon; nardy: `NARDY_NAME`). */
export function nativeGameName(game: GameId, tradition: TraditionId): string {
  expectGame(game);
  expectTradition(tradition);
  if (game === 'nardy') return NARDY_NAME;
  return (
    NATIVE_GAME_NAMES[tradition][game] ?? NATIVE_GAME_NAMES.macedonian[game] ?? NATIVE_GAME_NAMES.greek[game] ?? NATIVE_GAME_NAMES.international[game] ?? game
  );
}
