import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/index.js';
import type { TablaBoard } from '../src/board/element/tabla-board.component.js';
import {
  applyPlay,
  legalPlays,
  newMatch,
  nextGame,
  offerDouble,
  parsePosition,
  resign,
  rollOpening,
  type MatchOptions,
  type MatchState,
} from '../src/engine/index.js';

/**
 * Backgammon's doubling cube (RULES.md B3–B5) on the board: centred before anyone doubled, a
 * double offered to you (Take / Pass, and Beaver in money play with the option), the cube owned
 * after a take, the Crawford game (no Double button) and money play's running score. Each story
 * loads a match state with `setState()`; the other side is `remote`, so nothing moves by itself.
 */
const meta: Meta = {
  title: 'Board/Doubling cube',
  component: 'tabla-board',
};

export default meta;

type Story = StoryObj;

/** A backgammon match with white on roll after black's opening play (black started with 3-1). */
function whiteToRoll(options: MatchOptions): MatchState {
  const m = rollOpening(newMatch({ tradition: 'international', ...options }), 1, 3);
  return applyPlay(m, legalPlays(m.position, [3, 1], { triple: true })[0]);
}

/** A board of `attrs` showing `state` (white a person here, black remote). */
function boardWith(state: MatchState, attrs = ''): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `<tabla-board tradition="international" match-length="${state.config.length}" black-player="remote" ${attrs}></tabla-board>`;
  const board = root.querySelector('tabla-board') as TablaBoard;
  void customElements.whenDefined('tabla-board').then(() => board.updateComplete.then(() => board.setState(state)));
  return root;
}

/** Before anyone doubled: the cube in the middle of the bar, and a Double button before your roll. */
export const Centred: Story = { render: () => boardWith(whiteToRoll({ length: 7 })) };

/** Black doubled to 2 before his roll: the cube on offer in the middle, Take and Pass for you. */
export const OfferedToYou: Story = {
  render: () => {
    const m = whiteToRoll({ length: 7 });
    const afterWhite = applyPlay({ ...m, phase: 'moving', dice: [6, 5] }, legalPlays(m.position, [6, 5], { triple: true })[0]);
    return boardWith(offerDouble(afterWhite));
  },
};

/** Money play with beavers allowed: a double offered to you gets Take, Pass and Beaver. */
export const BeaverOffered: Story = {
  render: () => {
    const m = whiteToRoll({ length: 0, cube: { beaver: true } });
    const afterWhite = applyPlay({ ...m, phase: 'moving', dice: [6, 5] }, legalPlays(m.position, [6, 5], { triple: true })[0]);
    return boardWith(offerDouble(afterWhite));
  },
};

/** White took a double and redoubled to 4, which black took: the cube at 4 in black's tray. */
export const OwnedAtFour: Story = {
  render: () => {
    const m = whiteToRoll({ length: 7 });
    return boardWith({ ...m, position: { ...m.position, turn: 'white' }, cube: { ...m.cube!, value: 4, owner: 'black' } });
  },
};

/** The Crawford game at 6–3 in a 7-point match: no Double button, the status says why. */
export const CrawfordGame: Story = {
  render: () => {
    let m = whiteToRoll({ length: 7 });
    const race = parsePosition('backgammon trad:international w:1x2,2x2,offx11 b:1x2,2x2,offx11');
    for (const winner of ['white', 'white', 'white', 'black', 'white', 'black', 'white', 'black', 'white'] as const) {
      m = nextGame(resign({ ...m, position: { ...race, turn: m.position.turn } }, winner === 'white' ? 'black' : 'white'));
    }
    return boardWith(m);
  },
};

/** Money play (match length 0): a running score, Jacoby on; the header says "money play". */
export const MoneyPlay: Story = { render: () => boardWith(whiteToRoll({ length: 0 })) };
