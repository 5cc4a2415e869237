/**
 * The shape of a rules text (one per locale, `./<locale>.ts`): plain structured data — headings,
 * paragraphs, lists, term lists and figures — rendered by `<tabla-rules>` with Lit templates.
 * No HTML in the strings.
 *
 * Placeholders in any string: `{prva}`, `{vtora}`, `{treta}`, `{fevga}`, `{nardy}` (the game's name in the
 * tradition being explained, as the reader writes it), and in `ui` the ones each entry names.
 */
import type { GameId, TraditionId } from '../../engine/types.js';
import type { FigureId } from '../../rules/figures.js';

/** One block of a section. */
export type Block =
  /** A paragraph. */
  | { p: string }
  /** A bulleted list. */
  | { ul: readonly string[] }
  /** Terms and their explanations (a description list). */
  | { terms: ReadonlyArray<readonly [term: string, explanation: string]> }
  /** A small readonly board with a caption. */
  | { figure: FigureId; caption: string };

/** A section: a heading and its blocks. */
export interface Section {
  heading: string;
  blocks: readonly Block[];
}

/** Everything `<tabla-rules>` shows, in one language. */
export interface RulesText {
  ui: {
    /** The element's accessible name: "Rules". */
    rules: string;
    /** Title for one game: `{game}` is its full name. */
    gameTitle: string;
    /** Title for a tradition's match: `{tradition}` is the tradition's label. */
    traditionTitle: string;
    /** Line under a tradition's title: `{set}` is the set's names joined with " → ". */
    setLine: string;
    /** Label of a figure's board: `{n}` is its number. */
    figure: string;
  };
  /** The board, the players' routes, the aim (G1–G4). */
  intro: Section;
  /** Rules every game shares (C1–C5). */
  common: Section;
  /** Each game's own rules. */
  games: Readonly<Record<GameId, Section>>;
  /** Each tradition: its set and how it differs (M5, T6). */
  traditions: Readonly<Record<TraditionId, Section>>;
  /** Match play (M1–M4, O1, O2). */
  match: Section;
  /** Scoring and resigning (C6, C7, O3). */
  scoring: Section;
  /** Dice fairness (C8, C9). */
  dice: Section;
}
