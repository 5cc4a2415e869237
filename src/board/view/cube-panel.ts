/**
 * The board's doubling cube (RULES.md B3–B5) around the drawing: its texts, the status line while
 * a double is on offer, the Double button before a person's roll, the Take / Pass / Beaver
 * buttons for a person offered a double, and the score line of money play.
 */
import { html, nothing } from 'lit';
import { doubleTaker } from '../../engine/match-cube.js';
import type { Notice } from '../../engine/live/events.js';
import { canBeaver, canDouble, humanToAnswer, offeredCubeValue } from '../../engine/live/queries.js';
import type { LiveAction } from '../../engine/live/actions.js';
import type { Live } from '../../engine/live/types.js';
import type { MatchState } from '../../engine/match.js';
import type { Color } from '../../engine/types.js';
import { msg, str } from '../../i18n/runtime.js';

/** Cube texts, each answering in the language of the board being rendered. */
export const cubeText = {
  offered: (doubler: string, taker: string, value: number) => msg(str`${doubler} doubles to ${value}: ${taker} to take or pass`, { id: 'cube.offered' }),
  double: () => msg('Double', { id: 'button.double' }),
  take: () => msg('Take', { id: 'button.take' }),
  pass: () => msg('Pass', { id: 'button.pass' }),
  beaver: () => msg('Beaver', { id: 'button.beaver' }),
  offerLabel: (value: number) => msg(str`Double to ${value} offered`, { id: 'cube.offer-label' }),
  doubled: (p: string, value: number) => msg(str`${p} doubles to ${value}`, { id: 'cube.doubled' }),
  doubleRejected: () => msg('The double was not accepted', { id: 'cube.double-rejected' }),
  took: (p: string, value: number) => msg(str`${p} takes: the cube is at ${value}`, { id: 'cube.took' }),
  beavered: (p: string, value: number) => msg(str`${p} beavers: the cube is at ${value}`, { id: 'cube.beavered' }),
  passed: (p: string) => msg(str`${p} passes`, { id: 'cube.passed' }),
  cubeCentre: (value: number) => msg(str`Cube at ${value}, in the middle`, { id: 'cube.centre' }),
  cubeOwned: (value: number, p: string) => msg(str`Cube at ${value}, owned by ${p}`, { id: 'cube.owned' }),
  crawford: () => msg('Crawford game: no doubling', { id: 'cube.crawford' }),
  scoreMoney: (white: string, w: number, b: number, black: string) => msg(str`${white} ${w} – ${b} ${black}, money play`, { id: 'status.score-money' }),
};

/** The status line while a double is on offer: who doubled, to what, and who must answer. */
export function doubledLine(c: Live, who: (p: Color) => string): string {
  const s = c.state;
  const value = offeredCubeValue(s);
  return cubeText.offered(who(s.position.turn), who(doubleTaker(s)), value);
}

/** The live-region text for a cube notice. */
export function cubeNoticeText(n: Extract<Notice, { kind: 'double' | 'double-rejected' | 'take' | 'cube-pass' }>, name: (c: Color) => string): string {
  switch (n.kind) {
    case 'double':
      return cubeText.doubled(name(n.player), n.value);
    case 'double-rejected':
      return cubeText.doubleRejected();
    case 'take':
      return n.beaver ? cubeText.beavered(name(n.player), n.value) : cubeText.took(name(n.player), n.value);
    case 'cube-pass':
      return cubeText.passed(name(n.player));
  }
}

/** The cube's status line (value and owner, the value offered while a double is on offer; the Crawford game), or null in a cubeless game. */
export function cubeLine(s: MatchState, names: Record<Color, string>): string | null {
  const cube = s.cube;
  if (!cube || s.phase === 'match-over') return null;
  if (cube.crawford) return cubeText.crawford();
  if (s.phase === 'doubled') return cubeText.offerLabel(offeredCubeValue(s));
  return cube.owner ? cubeText.cubeOwned(cube.value, names[cube.owner]) : cubeText.cubeCentre(cube.value);
}

/** The Double button (before a person's roll, when B3 lets him), or Take / Pass (/ Beaver) for a person offered a double. */
export function renderCubeButtons(c: Live, act: (action: LiveAction) => void) {
  if (canDouble(c)) {
    return html`<button part="button double-button" data-action="double" @click=${() => act({ type: 'cube', move: 'double' })}>${cubeText.double()}</button>`;
  }
  if (!humanToAnswer(c)) return nothing;
  const value = offeredCubeValue(c.state);
  return html`<span class="cube-offer" role="group" aria-label=${cubeText.offerLabel(value)}>
    <button part="button take-button" data-action="take" @click=${() => act({ type: 'cube', move: 'take' })}>${cubeText.take()}</button>
    <button part="button pass-button" data-action="pass" @click=${() => act({ type: 'cube', move: 'pass' })}>${cubeText.pass()}</button>
    ${canBeaver(c) ? html`<button part="button beaver-button" data-action="beaver" @click=${() => act({ type: 'cube', move: 'beaver' })}>${cubeText.beaver()}</button>` : nothing}
  </span>`;
}
