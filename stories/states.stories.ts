import { html, type TemplateResult } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/index.js';
import type { TablaBoard } from '../src/board/element/tabla-board.component.js';
import { BoardHarness } from '../test/browser/helpers/board-harness.js';

/**
 * The states a player meets during a game (issue 17), each reached the way a person reaches it:
 * the story mounts a board and then clicks through the board's own buttons and points (with the
 * test harness), so what shows is the real state, not a mock-up.
 */
const meta: Meta = {
  title: 'Board/States',
  component: 'tabla-board',
};

export default meta;

type Story = StoryObj;

/** A board with these attributes; `then` runs with a harness once it has rendered. */
function board(attributes: Record<string, string>, then?: (h: BoardHarness, el: TablaBoard) => Promise<void>, width = '40rem'): HTMLElement {
  const wrap = document.createElement('div');
  wrap.style.maxWidth = width;
  const el = document.createElement('tabla-board') as TablaBoard;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  wrap.append(el);
  if (then) {
    void customElements
      .whenDefined('tabla-board')
      .then(() => el.updateComplete)
      .then(() => then(new BoardHarness(el), el))
      .catch((error: unknown) => console.error('story: could not reach the state', error));
  }
  return wrap;
}

/** After the bot plays: its dice stay (faded), its move is written under the board and arrows show each checker's way, until the next roll. */
export const LastMoveShown: Story = {
  render: () => board({ position: 'prva start turn:b', seed: 'story-last', animation: 'off' }),
};

/** The opening roll (one die each) stays drawn and is named in the status line until the starter rolls. */
export const OpeningRoll: Story = {
  render: () =>
    board({ 'black-player': 'human', seed: 'story-open', animation: 'off' }, async (h, el) => {
      while (el.getState().phase === 'opening') await h.press('roll');
    }),
};

/** Resign asks first, and says how many points it gives away. */
export const ResignQuestion: Story = {
  render: () => board({ position: 'prva start', dice: '3,1', animation: 'off' }, (h) => h.press('resign')),
};

/** A refused pick says which rule: Fevga's first checker has not passed the opponent's start (F4). */
export const RefusalFirstChecker: Story = {
  render: () => board({ position: 'fevga w:24x14,20 b:24x15 turn:w', dice: '3,1', animation: 'off' }, (h) => h.click('p24')),
};

/** A refused drop says which rule: the place is no die away. */
export const RefusalNotADie: Story = {
  render: () => board({ position: 'prva start', dice: '6,5', 'black-player': 'human', animation: 'off' }, (h) => h.drag('p13', 'p12')),
};

/** Long nardy's head rule (N4): after one checker has left the head, a second is refused — here in Bulgarian. */
export const RefusalNardyHead: Story = {
  render: () =>
    board({ position: 'nardy w:24x14,13 b:24x14,13 turn:w rolls:1/1', dice: '6,5', lang: 'bg', animation: 'off' }, async (h) => {
      await h.drag('p24', 'p18');
      await h.click('p24');
    }),
};

/** Long nardy's block rule (N5): the step would leave six points in a row with no opponent checker ahead. */
export const RefusalNardyBlock: Story = {
  render: () =>
    board({ position: 'nardy w:24x9,23,22,21,20,8x2 b:24x14,13 turn:w rolls:3/3', dice: '5,3', animation: 'off' }, async (h) => {
      await h.drag('p8', 'p5');
      await h.click('p24');
    }),
};

/** Vtora's ladder while it is played: every number a small die, the played ones faded, the current one ringed, the rest greyed. */
export const LadderBeingPlayed: Story = {
  render: () =>
    board({ position: 'vtora w:24x10,20x2,17,14,9 b:24x10,19x2,16x2,11 turn:w rolls:3/3', dice: '4,4', animation: 'off' }, async (h) => {
      for (let i = 0; i < 5 && h.movable().length > 0; i++) {
        await h.click(h.movable()[0]);
        if (h.destinations().length > 0) await h.click(h.destinations()[0]);
      }
    }),
};

/** A checker with two ways: a tap picks it and both destinations are drawn as large targets. */
export const TwoDestinations: Story = {
  render: () => board({ position: 'prva start', dice: '6,5', animation: 'off' }, (h) => h.click('p24')),
};

/** The Hint button (`hints`) lists the best five plays with equity and the difference to the best; the best is drawn on the board. */
export const Hint: Story = {
  render: () => board({ position: 'prva start', dice: '6,5', hints: '', animation: 'off' }, (h) => h.press('hint')),
};

/** The tutor (`tutor`): 13/2 with 6–5 is stopped before it is committed, the better play drawn; play it anyway or take it back. */
export const Tutor: Story = {
  render: () =>
    board({ position: 'prva start', dice: '6,5', tutor: '0.04', animation: 'off' }, async (h) => {
      await h.click('p13');
      await h.click('p7');
      await h.click('p7');
      await h.click('p2');
      if (h.can('done')) await h.press('done');
    }),
};

/** The set-up mode (`setup-mode`): put checkers by click or drag, paste a position, choose the dice, see the best plays, copy every notation. */
export const SetUpMode: Story = {
  render: () => board({ game: 'prva', 'setup-mode': '', animation: 'off' }),
};

/** Review after a match (`review()`): two bots play a short race; Review steps through it with the analysis, graph, marks and summary. */
export const Review: Story = {
  render: () =>
    board(
      {
        game: 'prva',
        'match-length': '1',
        position: 'prva w:1x2,2x2,3x2,offx9 b:1x2,2x2,3x2,offx9',
        'white-player': 'bot',
        'black-player': 'bot',
        'bot-level': 'easy',
        seed: 'review-1',
        animation: 'off',
      },
      async (h, el) => {
        await h.until(() => el.getState().phase === 'match-over', 60_000, 'the match to end');
        await h.press('review');
      },
    ),
};

/** The move list (`move-list`) under the board, to copy or export; here two bots play a match with the players' names. */
export const MoveListAndNames: Story = {
  render: () =>
    board({
      'white-player': 'bot',
      'black-player': 'bot',
      'move-list': '',
      'white-name': 'Ana',
      'black-name': 'Boris',
      seed: 'story-list',
      'bot-level': 'easy',
    }),
};

/** Auto-confirm (`auto-confirm`): the turn ends by itself once it is complete and unambiguous. */
export const AutoConfirm: Story = {
  render: () => board({ 'auto-confirm': '', 'black-player': 'bot', seed: 'story-auto' }),
};

/** On a phone held upright the board turns a quarter (`layout="auto"` decides by the space; forced here), so each point is about 29 px wide on a 360 px screen. */
export const PhonePortrait: Story = {
  render: () => board({ layout: 'portrait', position: 'prva start', dice: '6,5', animation: 'off' }, undefined, '360px'),
};

/** The dark theme (`theme="dark"`; `auto` follows the operating system), while playing. */
export const DarkWhilePlaying: Story = {
  render: (): TemplateResult =>
    html`<div style="background: #20160d; padding: 1rem; max-width: 40rem">
      <tabla-board theme="dark" position="prva start" dice="6,5" animation="off"></tabla-board>
    </div>`,
};

/** A read-only figure with its own caption (`readonly caption="…"`): only the position and the dice, no match text. */
export const FigureWithCaption: Story = {
  render: () =>
    board({
      readonly: '',
      position: 'treta w:24x3,12x4,8x3,4x4,1 b:24p,20x3,16x3,11x4,7x4 turn:w',
      caption: 'White pins the mother: black must free it or lose a mars.',
    }),
};
