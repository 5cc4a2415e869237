/**
 * Public types of the match analysis (`analyzeMatch` in tabla-board/bot) and of the match record
 * it reads. Equities are normalised money equity (EMG) as GNU Backgammon reports them: in match
 * play a match-winning-chance difference is converted to EMG at the score of the decision.
 */
import type { Color, GameId } from '../../engine/types.js';
import type { Level } from '../levels.js';
import type { AbortSignalLike } from '../bot.js';

export type { MatchRecord, RecordAction, RecordGame, RecordSettings, RecordStep } from '../../engine/match-file/record-types.js';
export { RECORD_FORMAT, RECORD_VERSION } from '../../engine/match-file/record-types.js';

/** What a decision was: a checker play, or one of the cube decisions (backgammon). */
export type DecisionKind = 'move' | 'double' | 'no-double' | 'take' | 'pass';

/** GNU Backgammon's marks: `doubtful` loss ≥ 0.04, `bad` ≥ 0.08, `very-bad` ≥ 0.16 EMG; null below. */
export type Mark = 'doubtful' | 'bad' | 'very-bad';

/** The loss thresholds of the marks, in EMG. */
export const MARK_THRESHOLDS: Readonly<Record<Mark, number>> = { doubtful: 0.04, bad: 0.08, 'very-bad': 0.16 };

/** GNU Backgammon's rating of a player by error rate (mEMG per unforced decision), best first. */
export type Rating = 'Super Grandmaster' | 'Grandmaster' | 'Master' | 'Advanced' | 'Intermediate' | 'Casual player' | 'Beginner' | 'Awful!';

/** One play (or cube action) among the choices, with its equity. */
export interface RankedChoice {
  /** The play in the project's move notation (`24/18 13/11`, `pass` for no legal play), or the cube action. */
  readonly play: string;
  /** The steps of a checker play, in the mover's numbering (empty for a cube action or no play). */
  readonly steps: readonly {
    /** Where the checker moves from. */
    readonly from: number;
    /** Where it moves to. */
    readonly to: number;
    /** The die used. */
    readonly die: number;
  }[];
  /** Its equity for the player deciding, in EMG. */
  readonly equity: number;
  /** Its equity minus the best choice's at the same ply (≤ 0). */
  readonly diff: number;
  /** A checker play: the ply its equity was judged at (0, 1 or 2); absent for a cube action. */
  readonly depth?: number;
}

/** One analysed decision. */
export interface Decision {
  /** The game it belongs to, 1-based. */
  readonly game: number;
  /** Which game of the family that game is. */
  readonly gameId: GameId;
  /** Index of the action in the record's `games[game - 1].actions`: the position before it is the decision's position. */
  readonly index: number;
  /** The colour deciding. */
  readonly color: Color;
  /** The name of the player deciding. */
  readonly player: string;
  /** That player's n-th roll in the game, 1-based (rolls with no legal play count); for a cube decision the roll it precedes (double, no-double) or answers (take, pass). */
  readonly roll: number;
  /** What was decided. */
  readonly kind: DecisionKind;
  /** The roll, high die first as rolled (null for a cube decision and for Vtora's carried numbers). */
  readonly dice: readonly [number, number] | null;
  /** What was played: move notation, or the cube action (`double`, `no double`, `take`, `pass`). */
  readonly played: string;
  /** The best choice, in the same form. */
  readonly best: string;
  /** Number of legal plays (distinct resulting positions); 2 for a cube decision. */
  readonly choices: number;
  /** Equity lost against the best choice, EMG, ≥ 0. */
  readonly loss: number;
  /** GNU Backgammon's mark for the loss, or null. */
  readonly mark: Mark | null;
  /** The decision was forced (one legal play, or no cube choice): not counted in error rates. */
  readonly forced: boolean;
  /** The best few choices, best first, with the played one included when it is not among them. */
  readonly top: readonly RankedChoice[];
  /** The deciding colour's chance to win the game before the decision (0…1), for a graph. */
  readonly winChance: number;
  /** White's chance to win the match (match play) or the game (money play, single games) before the decision (0…1). */
  readonly whiteWinChance: number;
  /** Luck of the roll played (checker plays): the equity of this roll's best play minus the average over all 36 rolls, EMG, for the player rolling; null for cube decisions and carried numbers. */
  readonly luck: number | null;
}

/** One player's summary. */
export interface PlayerSummary {
  /** The player's name. */
  readonly name: string;
  /** The player's colour. */
  readonly color: Color;
  /** Checker plays with a choice (more than one legal play). */
  readonly unforced: number;
  /** Total equity lost in checker plays, EMG. */
  readonly checkerLoss: number;
  /** Error rate: 1000 × checkerLoss / unforced, mEMG per unforced play (GNU Backgammon's "error rate"). */
  readonly errorRate: number;
  /** Cube decisions analysed (double, no-double, take, pass where the cube was available). */
  readonly cubeDecisions: number;
  /** Total equity lost in cube decisions, EMG. */
  readonly cubeLoss: number;
  /** Overall error rate: 1000 × (checkerLoss + cubeLoss) / (unforced + cubeDecisions). */
  readonly overallRate: number;
  /** Decisions marked doubtful, bad and very bad. */
  readonly marks: Readonly<Record<Mark, number>>;
  /** Total luck, EMG (sum of the rolls' luck). */
  readonly luck: number;
  /** Points won in the match (or the record's games) minus points lost; in match play a game counts only the points its winner still needed. */
  readonly result: number;
  /** The result adjusted for luck: result minus luck (in points, luck taken at the cube of each roll). */
  readonly luckAdjusted: number;
  /** GNU Backgammon's rating for the error rate (overall rate in backgammon, checker rate elsewhere). */
  readonly rating: Rating;
}

/** Progress of an analysis: decisions done out of all. */
export interface AnalysisProgress {
  /** Decisions analysed so far. */
  readonly done: number;
  /** All decisions of the record. */
  readonly total: number;
}

/** Options of `analyzeMatch`. */
export interface AnalyzeOptions {
  /** The evaluator strength the analysis plays at (`master` by default); the search is fixed work at each level, never a time budget. */
  readonly level?: Level;
  /** Called after each decision. */
  readonly onProgress?: (progress: AnalysisProgress) => void;
  /** Cancels the analysis: it rejects with a TablaError of code `cancelled`. */
  readonly signal?: AbortSignalLike;
}

/** The analysis of a whole record. */
export interface MatchAnalysis {
  /** The level used. */
  readonly level: Level;
  /** The players' names: white first (the left column of a `.mat`). */
  readonly players: readonly [string, string];
  /** Every decision, in the order of the record. */
  readonly decisions: readonly Decision[];
  /** Per player, keyed by name (white's name first). */
  readonly summary: Readonly<Record<string, PlayerSummary>>;
  /** Per colour (the same objects, for names that are equal). */
  readonly byColor: Readonly<Record<Color, PlayerSummary>>;
}

/**
 * The rating bands by error rate (mEMG per unforced decision), best first; above the last, `Awful!`.
 * The five upper bands and thresholds are the ones issue #41 names (Super Grandmaster < 5 …
 * Intermediate < 32); below them the words of GNU Backgammon's own scale (analysis.c `aszRating`:
 * Casual player, Beginner, Awful!), at 40 and 60 (the 0.060 of gnubg's older Beginner threshold).
 * GNU Backgammon 1.0x itself rates with other words and thresholds (Supernatural < 2, World class
 * < 5, Expert < 8, Advanced < 12, Intermediate < 18, Casual player < 26, Beginner < 35, Awful!).
 */
export const RATING_BANDS: readonly (readonly [number, Rating])[] = [
  [5, 'Super Grandmaster'],
  [8, 'Grandmaster'],
  [13, 'Master'],
  [20, 'Advanced'],
  [32, 'Intermediate'],
  [40, 'Casual player'],
  [60, 'Beginner'],
];

/** `analyzeMatch(record, options)`: the analysis of a `MatchRecord` (validated first: a bad record throws TablaError `bad-record`). */
export type AnalyzeMatch = (record: unknown, options?: AnalyzeOptions) => Promise<MatchAnalysis>;
