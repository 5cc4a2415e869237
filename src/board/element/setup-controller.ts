/**
 * The set-up mode (analysis board): a position edited by hand — checkers put by click, Enter or
 * drag, taken off by Shift+click, Delete or a drag to the tray; a position pasted as compact
 * notation, an XGID or a GNU Backgammon Position ID; the dice and the player on roll chosen —
 * then the bot's best plays for it (the best drawn on the board) and the position copied in each
 * notation. A Lit reactive controller: the element routes its board's clicks, keys and drags here
 * while the mode is on.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { startPosition } from '../../engine/position.js';
import { validatePosition } from '../../engine/position-json.js';
import { parsePosition, positionToCompact } from '../../engine/notation/compact.js';
import { parseGnubgIds, parseXGID, positionToGnubgId, positionToXGID } from '../../engine/notation/gnubg.js';
import { formatMatchId } from '../../engine/notation/match-id.js';
import type { Color, Position } from '../../engine/types.js';
import { moveFocus } from '../input/keyboard.js';
import type { Orientation, Slot } from '../view/geometry.js';
import type { RankedPlay } from '../review/hint-book.js';
import { modelOfFrame, type BoardModel } from '../view/view-model.js';
import type { PlayComparison } from '../review/play-arrows.js';
import type { BoardMode } from '../input/input-controller.js';
import { clearedPosition, moveChecker, ownerOf, putChecker, removeChecker } from '../setup/setup-edit.js';

/** What the set-up mode needs of its board. */
export interface SetupHost {
  /** The bot's best plays for a position and roll, best first. */
  rank(position: Position, dice: [number, number]): Promise<RankedPlay[]>;
  /** Reports a failure (`tabla-error`, source `setup`). */
  fail(message: string): void;
  /** Play from here: the board plays the position and dice set up (as its `position` and `dice`) and leaves the mode. */
  play(setup: { position: string; dice: string }): void;
  /** Where the board is drawn from and whether it is turned (for the arrow keys). */
  orientation(): Orientation;
  turned(): boolean;
}

/**
 * The position in each notation that has it (XGID and GNU Backgammon's ID: Prva and backgammon).
 * GNU Backgammon's is its Position ID with a Match ID (money play, the cube centred), as its own
 * "Copy ID" writes them, so that who is on roll and the dice come back with it.
 */
export function notations(pos: Position, dice: [number, number] | null): { name: 'compact' | 'xgid' | 'gnubg'; text: string }[] {
  const out: { name: 'compact' | 'xgid' | 'gnubg'; text: string }[] = [{ name: 'compact', text: positionToCompact(pos) }];
  if (pos.game === 'prva' || pos.game === 'backgammon') {
    const match = formatMatchId({ cube: 1, owner: null, turn: pos.turn, crawford: false, doubled: false, dice, length: 0, score: { white: 0, black: 0 } });
    out.push({ name: 'xgid', text: positionToXGID(pos, dice) }, { name: 'gnubg', text: `${positionToGnubgId(pos)}:${match}` });
  }
  return out;
}

export class SetupController implements ReactiveController {
  hostConnected(): void {}

  /** The position being set up. */
  position: Position;
  /** The dice chosen, or null. */
  dice: [number, number] | null = null;
  /** The colour a click puts. */
  color: Color = 'white';
  /** Why the last edit, paste or evaluation was refused ('' when none). */
  error = '';
  /** The bot's best plays for the position and dice, once asked. */
  plays: RankedPlay[] | null = null;
  /** The entry of `plays` drawn on the board. */
  shown = 0;
  /** The board's clicks, keys and drags while the mode is on. */
  readonly input: BoardMode = {
    key: (e, focus, setFocus) => void this.key(e, focus, setFocus),
    click: (e, setFocus) => void this.clickEvent(e, setFocus),
    canDrag: (slot) => this.canDrag(slot),
    drop: (from, to) => this.drop(from, to),
  };

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly board: SetupHost,
  ) {
    host.addController(this);
    this.position = startPosition('prva');
  }

  /** Starts editing `pos` (a copy of the board's). */
  begin(pos: Position): void {
    this.position = pos;
    this.dice = null;
    this.plays = null;
    this.error = '';
    this.host.requestUpdate();
  }

  private edit(change: () => Position): void {
    try {
      this.position = change();
      this.error = '';
      this.plays = null;
    } catch (error) {
      this.error = (error as Error).message;
      this.board.fail(this.error);
    }
    this.host.requestUpdate();
  }

  /** A click on a place: a checker of the chosen colour put there; with Shift, one taken off. */
  click(slot: Slot, remove: boolean): void {
    this.edit(() => (remove ? removeChecker(this.position, slot) : putChecker(this.position, slot, this.color)));
  }

  /** Whether a drag may start on `slot` (a checker stands there). */
  canDrag(slot: Slot): boolean {
    return !slot.startsWith('off-') && ownerOf(this.position, slot) !== null;
  }

  /** A drag's drop: the checker moved (onto its own tray or off the board: taken off). */
  drop(from: Slot, to: Slot | null): void {
    this.edit(() => (to ? moveChecker(this.position, from, to) : removeChecker(this.position, from)));
  }

  /** A click on the board: the place under it gets a checker (with Shift loses one); false when no place was hit. */
  clickEvent(e: MouseEvent, setFocus: (slot: Slot) => void): boolean {
    const slot = (e.target as Element).closest?.('[data-slot]')?.getAttribute('data-slot') as Slot | null;
    if (!slot) return false;
    setFocus(slot);
    this.click(slot, e.shiftKey);
    return true;
  }

  /** Play from here: the position and dice go to the board (as its `position` and `dice`); a position that cannot be played is refused, naming what is wrong. */
  play(): void {
    try {
      validatePosition(this.position);
    } catch (error) {
      this.error = (error as Error).message;
      this.board.fail(this.error);
      return this.host.requestUpdate();
    }
    this.board.play({ position: positionToCompact(this.position), dice: this.dice ? this.dice.join(',') : '' });
  }

  /** The board's model of the position set up (its dice drawn). */
  model(view: { orientation: Orientation; viewer: Color; focus: Slot }): BoardModel {
    const { position, dice } = this;
    const turnDice = dice ? (dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : [...dice]) : [];
    return modelOfFrame({ position, dice, turnDice, mover: dice ? position.turn : null, steps: [] }, view);
  }

  /** Keys on the board: arrows move the focus, Enter or Space put a checker, Delete or Backspace take one off; true when used. */
  key(e: KeyboardEvent, focus: Slot, setFocus: (slot: Slot) => void): boolean {
    if (!(e.composedPath()[0] as Element).closest?.('[data-slot]')) return false;
    const next = moveFocus(focus, e.key, this.board.orientation(), this.board.turned());
    if (next) setFocus(next);
    else if (e.key === 'Enter' || e.key === ' ') this.click(focus, false);
    else if (e.key === 'Delete' || e.key === 'Backspace') this.click(focus, true);
    else return false;
    e.preventDefault();
    return true;
  }

  /** Pastes a position (compact notation, XGID, GNU Backgammon Position ID, with its Match ID or as its board shows them, or JSON); the dice of an XGID or a Match ID come with it. */
  paste(text: string): void {
    const xgid = /^XGID=/i.test(text.trim());
    let dice: [number, number] | null = null;
    let withDice = xgid;
    this.edit(() => {
      const tradition = this.position.tradition;
      if (xgid) {
        const info = parseXGID(text.trim(), { tradition });
        dice = info.dice;
        return info.position;
      }
      const ids = parseGnubgIds(text, { tradition });
      if (!ids) return parsePosition(text.trim());
      withDice = true;
      dice = ids.dice;
      return ids.position;
    });
    if (!this.error && withDice) this.dice = dice;
  }

  /** Sets the player on roll. */
  setTurn(turn: Color): void {
    this.edit(() => ({ ...this.position, turn }));
  }

  /** Sets the dice (null: none). */
  setDice(dice: [number, number] | null): void {
    this.dice = dice;
    this.plays = null;
    this.host.requestUpdate();
  }

  /** Empties the board (every checker on its pile) or sets the game's start. */
  reset(empty: boolean): void {
    this.edit(() => (empty ? clearedPosition(this.position) : startPosition(this.position.game, this.position.tradition, this.position.turn)));
  }

  /** Asks the bot for the best plays of the position with the dice. */
  async evaluate(): Promise<void> {
    const { position, dice } = this;
    try {
      if (!dice) throw new Error('choose the dice first');
      validatePosition(position);
      const plays = await this.board.rank(position, dice);
      if (position !== this.position || dice !== this.dice) return;
      this.plays = plays;
      this.shown = 0;
      this.error = '';
    } catch (error) {
      this.error = (error as Error).message;
      this.board.fail(this.error);
    }
    this.host.requestUpdate();
  }

  /** Draws entry `i` of the best plays. */
  show(i: number): void {
    this.shown = i;
    this.host.requestUpdate();
  }

  /** The arrows of the play drawn, or null. */
  comparison(): PlayComparison | null {
    const p = this.plays?.[this.shown];
    return p ? { mover: this.position.turn, game: this.position.game, played: [], best: p.steps, loss: null } : null;
  }
}
