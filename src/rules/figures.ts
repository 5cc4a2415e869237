/**
 * The small boards of the rules panel: positions in the engine's JSON interchange form
 * (`src/engine/position-json.ts`), drawn as static figures by the board's renderer
 * (`src/board/view/drawing.ts`).
 */
import { startPosition } from '../engine/position.js';
import { positionToJSON, type PositionJSON } from '../engine/position-json.js';
import type { GameId, TraditionId } from '../engine/types.js';

/** The figures a rules text can show. */
export type FigureId =
  | 'start-prva'
  | 'start-vtora'
  | 'start-treta'
  | 'start-fevga'
  | 'hit'
  | 'pin'
  | 'mother'
  | 'ladder'
  | 'carried'
  | 'fevga-first'
  | 'fevga-wall'
  | 'start-nardy'
  | 'nardy-block';

export const FIGURE_IDS: readonly FigureId[] = [
  'start-prva',
  'start-vtora',
  'start-treta',
  'start-fevga',
  'hit',
  'pin',
  'mother',
  'ladder',
  'carried',
  'fevga-first',
  'fevga-wall',
  'start-nardy',
  'nardy-block',
];

/** A figure: a position (and dice to show) in one game. */
export interface Figure {
  game: GameId;
  position: PositionJSON;
  dice?: string;
}

type Side = PositionJSON['white'];
const side = (points: Record<string, number>, bar = 0, off = 0): Side => ({ points, bar, off });
const none = { white: [] as number[], black: [] as number[] };

/** Key situations, each in the game it belongs to; the tradition is filled in per document. */
const SITUATIONS: Record<Exclude<FigureId, `start-${GameId}`>, Omit<PositionJSON, 'tradition'> & { dice?: string }> = {
  // Prva: white played 13/7/4* and hit the black checker on white's point 4 (black's 21).
  hit: {
    game: 'prva',
    turn: 'black',
    white: side({ 24: 2, 13: 4, 8: 3, 6: 5, 4: 1 }),
    black: side({ 24: 1, 13: 5, 8: 3, 6: 5 }, 1),
    pinned: none,
    carried: [],
    rolls: { white: 0, black: 0 },
  },
  // Treta: a white checker pins a single black checker (black's point 15, white's 10).
  pin: {
    game: 'treta',
    turn: 'black',
    white: side({ 24: 11, 19: 2, 16: 1, 10: 1 }),
    black: side({ 24: 12, 18: 2, 15: 1 }),
    pinned: { white: [], black: [15] },
    carried: [],
    rolls: { white: 0, black: 0 },
  },
  // Treta: white pins black's mother (the last black checker on black's 24) from white's point 1.
  mother: {
    game: 'treta',
    turn: 'white',
    white: side({ 24: 3, 12: 4, 8: 3, 4: 4, 1: 1 }),
    black: side({ 24: 1, 20: 3, 16: 3, 11: 4, 7: 4 }),
    pinned: { white: [], black: [24] },
    carried: [],
    rolls: { white: 0, black: 0 },
  },
  // Vtora: white's fourth roll is 4-4, played as a ladder 4-4-4-4, 5-5-5-5, 6-6-6-6.
  ladder: {
    game: 'vtora',
    turn: 'white',
    white: side({ 24: 10, 20: 2, 17: 1, 14: 1, 9: 1 }),
    black: side({ 24: 10, 19: 2, 16: 2, 11: 1 }),
    pinned: none,
    carried: [],
    rolls: { white: 3, black: 3 },
    dice: '4,4',
  },
  // Vtora: white could not play a 5; black plays it first, then rolls.
  carried: {
    game: 'vtora',
    turn: 'black',
    white: side({ 24: 8, 22: 2, 19: 2, 17: 1, 10: 2 }),
    black: side({ 24: 7, 21: 2, 18: 2, 14: 2, 9: 2 }),
    pinned: none,
    carried: [5],
    rolls: { white: 6, black: 5 },
  },
  // Fevga: white's first roll 5-5: the runner goes 24/19/14/9, then the fourth 5 may move another checker.
  'fevga-first': {
    game: 'fevga',
    turn: 'black',
    white: side({ 24: 13, 19: 1, 9: 1 }),
    black: side({ 24: 15 }),
    pinned: none,
    carried: [],
    rolls: { white: 1, black: 0 },
  },
  // Fevga: white holds five points of its starting quarter; closing the sixth (23) would be a wall.
  'fevga-wall': {
    game: 'fevga',
    turn: 'white',
    white: side({ 24: 6, 22: 2, 21: 2, 20: 2, 19: 2, 8: 1 }),
    black: side({ 24: 9, 17: 2, 15: 2, 5: 2 }),
    pinned: none,
    carried: [],
    rolls: { white: 6, black: 6 },
  },
  // Long nardy: white holds 20–23 and the head; 24/19 would make six in a row with no black checker ahead (N5).
  'nardy-block': {
    game: 'nardy',
    turn: 'white',
    white: side({ 24: 9, 23: 1, 22: 1, 21: 1, 20: 1, 8: 2 }),
    black: side({ 24: 14, 13: 1 }),
    pinned: none,
    carried: [],
    rolls: { white: 3, black: 3 },
    dice: '5,3',
  },
};

/** A figure's position for a document about `tradition`. */
export function figure(id: FigureId, tradition: TraditionId): Figure {
  if (id.startsWith('start-')) {
    const game = id.slice('start-'.length) as GameId;
    return { game, position: positionToJSON(startPosition(game, tradition)) };
  }
  const { dice, ...rest } = SITUATIONS[id as keyof typeof SITUATIONS];
  const position: PositionJSON = { ...rest, tradition };
  return dice ? { game: rest.game, position, dice } : { game: rest.game, position };
}
