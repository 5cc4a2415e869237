/**
 * A static figure: a position (and the dice to play) drawn by the board's own renderer
 * (`renderBoard`), with nothing interactive and no element behind it — no controller, no worker,
 * no clock. The rules panel draws its figures with it, so it never loads `<tabla-board>`.
 */
import type { SVGTemplateResult } from 'lit';
import { Turn } from '../../engine/turn.js';
import type { Position } from '../../engine/types.js';
import { renderBoard } from './render-board.js';
import type { BoardModel, DiceModel } from './view-model.js';
import type { Orientation } from './geometry.js';

/** What a static figure shows. */
export interface StaticFigure {
  /** The position, white's home at the bottom right unless `orientation` says otherwise. */
  position: Position;
  /** The roll to be played (a ladder in Vtora shows its numbers); none: only the carried numbers, if any. */
  dice?: readonly number[] | null;
  /** The drawing's accessible name. */
  label: string;
  /** Which corner white's home is drawn in (default bottom-right). */
  orientation?: Orientation;
}

/** The dice as a figure shows them: the roll (or the carried numbers) for the player to move, nothing used yet. */
function figureDice(position: Position, dice: readonly number[] | null): DiceModel | null {
  if (!dice && position.carried.length === 0) return null;
  let turn: Turn;
  try {
    turn = Turn.begin(position, dice);
  } catch (error) {
    throw new Error(`figure dice ${dice ? dice.join(',') : '(carried)'}: ${(error as Error).message}`.slice(0, 120));
  }
  const all = [...turn.allDice];
  const owner = position.turn;
  const ladder = turn.isLadder ? { numbers: all, played: 0, current: all[0] } : null;
  return { values: all, used: all.map(() => false), owner, opening: null, ladder, carried: !dice, confirm: false, last: false };
}

/** The board model of a static figure. */
export function figureModel(f: StaticFigure): BoardModel {
  return {
    game: f.position.game,
    orientation: f.orientation ?? 'bottom-right',
    position: f.position,
    viewer: 'white',
    active: null,
    movable: new Set(),
    selected: null,
    destinations: new Set(),
    trail: new Set(),
    arrows: [],
    figure: true,
    home: null,
    dice: figureDice(f.position, f.dice ?? null),
    focus: 'p1',
    drag: null,
  };
}

/**
 * The SVG of a static figure (an `<svg role="img">` with the board's classes; style it with the
 * board's styles). Throws an Error naming the dice when they do not fit the position.
 */
export function renderStaticFigure(f: StaticFigure): SVGTemplateResult {
  return renderBoard(figureModel(f), f.label);
}
