/**
 * The public, reflected settings of `<tabla-board>` (its attributes and properties) in a base
 * class of their own, so that the element's file holds its behaviour only. Every field here is
 * part of the documented API (the README's tables are generated from these doc comments).
 */
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import type { PlayerKind } from '../engine/live/types.js';
import type { GameId, TraditionId } from '../engine/types.js';
import type { BoardBot, BotLevel } from './bot-adapter.js';
import type { Orientation } from './geometry.js';
import type { Layout } from './portrait.js';
import type { ReplayScript } from './replay.js';
import { matchLengthConverter, type DiceSourceKind } from './settings.js';

/** Reads `animation="false"`/`"off"` as false; the attribute's presence otherwise as true. */
export const onOffConverter = {
  fromAttribute: (v: string | null) => v === null || !['false', 'off', '0', 'no'].includes(v.trim().toLowerCase()),
  toAttribute: (v: boolean) => (v ? null : 'off'),
};

/** The attributes and properties of `<tabla-board>`; the element itself is {@link TablaBoard}. */
export class TablaBoardProperties extends LitElement {
  /** Tradition whose set of games and names apply: macedonian, bulgarian, greek or turkish. */
  @property({ reflect: true }) tradition: TraditionId = 'macedonian';

  /** Play this game alone (prva, vtora, treta, fevga, backgammon, nardy) instead of the tradition's set; empty for the set. Long nardy is in no set: it is always played alone. */
  @property({ reflect: true }) game: GameId | '' = '';

  /** Points needed to win the match (1, 3, 5, 7; any positive integer through the property). */
  @property({ converter: matchLengthConverter, attribute: 'match-length', reflect: true }) matchLength = 5;

  /** Who plays white: human, bot or remote. */
  @property({ attribute: 'white-player', reflect: true }) whitePlayer: PlayerKind = 'human';

  /** Who plays black: human, bot or remote. */
  @property({ attribute: 'black-player', reflect: true }) blackPlayer: PlayerKind = 'bot';

  /** The bot's strength: easy, medium, hard, master. */
  @property({ attribute: 'bot-level', reflect: true }) botLevel: BotLevel = 'medium';

  /** Corner of white's home board: bottom-right (default), bottom-left, top-right, top-left. */
  @property({ reflect: true }) orientation: Orientation = 'bottom-right';

  /** A position to start from or show: compact notation (`prva w:6x5 b:… turn:w`) or engine JSON. */
  @property() position = '';

  /** Dice to show and play, e.g. `3,1`: in the given `position`, else in the first game's starting position. */
  @property() dice = '';

  /** Shows the board as a figure: the position, its dice and `caption` only — nothing to play, no match text, no bot. */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /** Seed for deterministic dice and bot choices (demos, tests); empty for fair random dice. */
  @property() seed = '';

  /** Language of the board's texts (en, mk, bg, el, tr, ro); empty follows the page. */
  @property() override lang = '';

  /** A replay script to step through: `{position, steps: [{dice, play, caption}]}`; also read from a `<script type="application/json">` child. */
  @property({ attribute: false }) replay: ReplayScript | null = null;

  /** Animate bot moves checker by checker (off also when the user prefers reduced motion); `animation="off"` turns it off. */
  @property({ converter: onOffConverter }) animation = true;

  /** URL of a self-hosted bot worker script, for sites whose CSP forbids `blob:` workers. */
  @property({ attribute: 'worker-url' }) workerUrl = '';

  /**
   * Saves the match in `localStorage` under this key after every step (a half-played turn
   * included) and continues it when a board with the same key loads again (a reload); saved data
   * that cannot be used is ignored with a warning and a `tabla-error`. Empty: nothing is saved.
   */
  @property({ attribute: 'storage-key' }) storageKey = '';

  /** The bot the board asks for plays (`choose`, `cancel`, `dispose`); defaults to the built-in bot (the bot worker, or its main-thread fallback, at `bot-level`). */
  @property({ attribute: false }) bot: BoardBot | null = null;

  /** Where dice come from: `local` (the board rolls) or `external` (the board asks with `tabla-roll-request` and waits for `roll(dice)`). */
  @property({ attribute: 'dice-source', reflect: true }) diceSource: DiceSourceKind = 'local';

  /** Match clock against a remote player, in seconds: `free+reserve` or `free+reserve/max` (e.g. `12+120/60`); empty for none. */
  @property({ reflect: true }) clock = '';

  /** Backgammon's cube rules (O5) besides the defaults: `beaver`, `holland` switch on, `no-jacoby`, `no-crawford` switch off (money play keeps Jacoby and beaver, match play Crawford and Holland). */
  @property({ attribute: 'cube-rules' }) cubeRules = '';

  /** Hot-seat: when both sides are human, turn the board to the player to move (that player's home at the bottom). */
  @property({ type: Boolean, attribute: 'auto-flip', reflect: true }) autoFlip = false;

  /** White's name in the score, the clocks and the status lines; empty for "White". */
  @property({ attribute: 'white-name' }) whiteName = '';

  /** Black's name in the score, the clocks and the status lines; empty for "Black". */
  @property({ attribute: 'black-name' }) blackName = '';

  /** Colours: `light` (default), `dark`, or `auto` to follow the operating system's setting. */
  @property({ reflect: true }) theme: 'light' | 'dark' | 'auto' = 'light';

  /** Confirms a person's turn by itself once it is complete and nothing more can be played (no Done press). */
  @property({ type: Boolean, attribute: 'auto-confirm', reflect: true }) autoConfirm = false;

  /** Shows a Hint button during a person's turn: the bot's choice of play for the roll. */
  @property({ type: Boolean, reflect: true }) hints = false;

  /** Shows the list of the match's plays under the board, to copy or export (`.mat` for Prva games). */
  @property({ type: Boolean, attribute: 'move-list', reflect: true }) moveList = false;

  /** `auto` (default) turns the board a quarter on a phone held upright, where the landscape drawing's points would be narrower than 28 px; `landscape` or `portrait` forces either. */
  @property({ reflect: true }) layout: Layout = 'auto';

  /** A caption under a read-only figure (`readonly`). */
  @property() caption = '';
}
