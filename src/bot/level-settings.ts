/** What each level of the bot plays with in each game: evaluator, look-ahead, candidate filters, beam, noise and time (docs/bot.md, "Levels"). */
import type { GameId } from '../engine/index.js';
import type { SearchConfig } from './candidates.js';
import type { Level } from './levels.js';

/** Which evaluator a level plays with: the trained network (heuristic where none), the full hand-made heuristic, or its simpler form. */
export type EvaluatorKind = 'net' | 'heuristic' | 'simple';

/** The search settings a level chooses (each described in `SearchConfig`). */
type LevelSearch = Pick<SearchConfig, 'ply' | 'topK' | 'margin' | 'topK2' | 'margin2' | 'beam' | 'replyBeam' | 'ladderReplyBeam' | 'deepOnLadder' | 'noise'>;

/** Per-level settings (see docs/bot.md for what each means and how they were chosen): the search's, and the evaluator, the time and the match awareness. */
export interface LevelSettings extends LevelSearch {
  /** The evaluator the level plays with. */
  readonly evaluator: EvaluatorKind;
  /** Milliseconds a decision may take. */
  readonly budgetMs: number;
  /** Whether the level plays to the match score (a mars weighed by what it does to the match) rather than by money equity. */
  readonly matchAware: boolean;
}

/** Treta's settings below master, and the base of the other games': trained networks; the noise spaces medium and hard. */
const SETTINGS: Record<Level, LevelSettings> = {
  easy: {
    evaluator: 'heuristic',
    ply: 0,
    topK: 1,
    margin: 0,
    beam: 4,
    replyBeam: 2,
    ladderReplyBeam: 0,
    deepOnLadder: false,
    noise: 0.03,
    budgetMs: 200,
    matchAware: false,
  },
  medium: {
    evaluator: 'net',
    ply: 0,
    topK: 1,
    margin: 0,
    beam: 6,
    replyBeam: 2,
    ladderReplyBeam: 0,
    deepOnLadder: false,
    noise: 0.06,
    budgetMs: 400,
    matchAware: false,
  },
  hard: {
    evaluator: 'net',
    ply: 0,
    topK: 1,
    margin: 0,
    beam: 10,
    replyBeam: 3,
    ladderReplyBeam: 0,
    deepOnLadder: false,
    noise: 0.03,
    budgetMs: 700,
    matchAware: false,
  },
  master: {
    evaluator: 'net',
    ply: 1,
    topK: 6,
    margin: 0.25,
    beam: 12,
    replyBeam: 3,
    ladderReplyBeam: 0,
    deepOnLadder: false,
    noise: 0,
    budgetMs: 900,
    matchAware: true,
  },
};

/** Master's 2-ply look: after the 1-ply look, 2 plies on the best few 1-ply candidates (move filtering as gnubg does). */
const TWO_PLY_MASTER: LevelSettings = { ...SETTINGS.master, ply: 2, topK2: 3, margin2: 0.12 };

/**
 * The running games (Vtora, Fevga, nardy): equity differences between plays are small there, so noise
 * costs much more than in Prva, and the hand-made evaluator has two strengths: `simple` (race,
 * points held, longest run) and `heuristic` (also blocks, mobility and checkers walled in).
 * The levels differ by evaluator, noise and search (each step measured head-to-head, docs/bot.md).
 * Fevga, Vtora and long nardy have trained networks, stronger than the full heuristic (hard and
 * master play with them); Fevga's and long nardy's masters add the 2-ply look; Vtora's master plays
 * the opponent's ladder rolls out and runs the 1-ply look on its own ladders.
 */
const RUNNING_SETTINGS: Record<'vtora' | 'fevga' | 'nardy', Record<Level, LevelSettings>> = {
  fevga: {
    easy: { ...SETTINGS.easy, evaluator: 'simple', noise: 0.03 },
    medium: { ...SETTINGS.medium, evaluator: 'heuristic', noise: 0 },
    hard: { ...SETTINGS.hard, evaluator: 'net', noise: 0.01 },
    // The 2-ply look: +0.180 ± 0.140 over the 1-ply master in 200 games (docs/bot.md, "Levels").
    master: { ...TWO_PLY_MASTER, evaluator: 'net' },
  },
  vtora: {
    easy: { ...SETTINGS.easy, evaluator: 'simple', noise: 0.04 },
    medium: { ...SETTINGS.medium, evaluator: 'heuristic', noise: 0.015 },
    // Hard's noise keeps master a full level above it (master vs hard +0.10 without, +0.19 with; docs/bot.md).
    hard: { ...SETTINGS.hard, evaluator: 'net', noise: 0.03 },
    // The 1-ply look: the 2-ply look gained nothing here (+0.028 ± 0.076 over 400 games; docs/bot.md, "Levels").
    master: { ...SETTINGS.master, evaluator: 'net', ladderReplyBeam: 1, deepOnLadder: true },
  },
  nardy: {
    easy: { ...SETTINGS.easy, evaluator: 'simple', noise: 0.04 },
    medium: { ...SETTINGS.medium, evaluator: 'heuristic', noise: 0.015 },
    hard: { ...SETTINGS.hard, evaluator: 'net', noise: 0 },
    // The 2-ply look: +0.108 ± 0.066 over the 1-ply master, pair for pair on the same 2,000 games' dice (docs/bot.md, "Levels").
    master: { ...TWO_PLY_MASTER, evaluator: 'net' },
  },
};

/**
 * Prva and backgammon (one network): master looks two plies; medium's and hard's noise space the
 * levels (hard vs medium and master vs hard each ≥ +0.15; docs/bot.md).
 */
const PRVA_SETTINGS: Record<Level, LevelSettings> = {
  easy: SETTINGS.easy,
  medium: { ...SETTINGS.medium, noise: 0.07 },
  hard: { ...SETTINGS.hard, noise: 0.04 },
  master: TWO_PLY_MASTER,
};

/** Treta: master looks two plies too (+0.077 ± 0.069 over the 1-ply master on the same 2,000 games' dice; docs/bot.md, "Levels"). */
const TRETA_SETTINGS: Record<Level, LevelSettings> = { ...SETTINGS, master: TWO_PLY_MASTER };

/** The settings of a level in a game. */
export function settingsFor(game: GameId, level: Level): LevelSettings {
  if (game === 'vtora' || game === 'fevga' || game === 'nardy') return RUNNING_SETTINGS[game][level];
  return game === 'treta' ? TRETA_SETTINGS[level] : PRVA_SETTINGS[level];
}
