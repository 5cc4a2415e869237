/**
 * The board's drawings, the one module for whoever draws a board: the play board's SVG renderer
 * (`renderBoard`, `drawArrow`; the element's view draws with it) and the static figure, drawn by
 * the figure's own drawing (src/figure/draw.ts) with the board's theme (`figureStyles`): the
 * read-only `<tabla-board>` and the rules panel's figures. The rules panel draws with this module
 * and imports nothing else of the board.
 */
import { drawFigure, type FigureCorner, type FigureModel } from '../../figure/draw.js';
import { Turn } from '../../engine/turn.js';
import type { Color, Position } from '../../engine/types.js';
import type { BoardModel, DiceModel } from './view-model.js';

export { drawArrow, renderBoard } from './render-board.js';
export { styles as drawingStyles } from '../element/tabla-board.styles.js';
export { figureStyles } from '../element/tabla-board.figure.styles.js';

/** What a static figure shows. */
export interface StaticFigure {
  /** The position, white's home at the bottom right unless `orientation` says otherwise. */
  position: Position;
  /** The roll to be played (a ladder in Vtora shows its numbers); none: only the carried numbers, if any. */
  dice?: readonly number[] | null;
  /** The drawing's accessible name. */
  label: string;
  /** Which corner white's home is drawn in (default bottom-right). */
  orientation?: FigureCorner;
}

/** The dice of a board model as a figure draws them: a ladder's numbers, the opening roll, the carried numbers or the roll. */
function diceOf(d: DiceModel | null): Pick<FigureModel, 'dice' | 'diceKind'> {
  if (!d) return { dice: null };
  if (d.ladder) return { dice: d.ladder.numbers, diceKind: 'ladder' };
  if (d.opening) return { dice: [d.opening.white, d.opening.black] };
  return { dice: d.values, diceKind: d.carried ? 'carried' : 'roll' };
}

/** The figure of a board model (a read-only board): its position, dice and cube, numbered for its viewer, in its orientation. */
export function drawModelFigure(m: BoardModel, label: string): SVGElement {
  const cube = m.cube ? { value: m.cube.owner ? m.cube.value : 64, owner: m.cube.owner } : null; // a centred cube shows 64
  const numbering: Color = m.viewer;
  return drawFigure({ position: m.position, ...diceOf(m.dice), cube, arrows: [], highlights: [], numbers: true, label, orientation: m.orientation, numbering });
}

/** The dice as a static figure shows them: the roll (or the carried numbers) for the player to move, a ladder's numbers in order. */
function staticDice(position: Position, dice: readonly number[] | null): Pick<FigureModel, 'dice' | 'diceKind'> {
  if (!dice && position.carried.length === 0) return { dice: null };
  let turn: Turn;
  try {
    turn = Turn.begin(position, dice);
  } catch (error) {
    throw new Error(`figure dice ${dice ? dice.join(',') : '(carried)'}: ${(error as Error).message}`.slice(0, 120));
  }
  return { dice: [...turn.allDice], diceKind: turn.isLadder ? 'ladder' : dice ? 'roll' : 'carried' };
}

/** The SVG of a static figure (style it with `drawingStyles` and `figureStyles`). Throws an Error naming the dice when they do not fit the position. */
export function drawStaticFigure(f: StaticFigure): SVGElement {
  const { position, label } = f;
  return drawFigure({
    position,
    ...staticDice(position, f.dice ?? null),
    cube: null,
    arrows: [],
    highlights: [],
    numbers: true,
    label,
    orientation: f.orientation,
    numbering: 'white',
  });
}
