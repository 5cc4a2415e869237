/** The board's texts for the doubling cube (RULES.md B3): the status line while a double is on offer. */
import { doubleTaker } from '../engine/match-cube.js';
import type { Live } from '../engine/live/types.js';
import type { Color } from '../engine/types.js';
import { msg, str } from '../i18n/runtime.js';

/** Cube texts, each answering in the language of the board being rendered. */
export const cubeText = {
  offered: (doubler: string, taker: string, value: number) => msg(str`${doubler} doubles to ${value}: ${taker} to take or pass`, { id: 'cube.offered' }),
};

/** The status line while a double is on offer: who doubled, to what, and who must answer. */
export function doubledLine(c: Live, who: (p: Color) => string): string {
  const s = c.state;
  const value = (s.cube?.value ?? 1) * 2;
  return cubeText.offered(who(s.position.turn), who(doubleTaker(s)), value);
}
