import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/index.js';

interface Args {
  position: string;
  dice: string;
  lang: string;
  caption: string;
}

/**
 * Read-only positions, as a writer embeds them in an article: one
 * `<tabla-board readonly position="…" dice="…">` in the text. The positions are written in the
 * compact notation (docs/notation.md) and checked with the engine by
 * test/node/docs-positions.test.ts. See also demo/article.html.
 */
const meta: Meta<Args> = {
  title: 'Board/Article embeds',
  component: 'tabla-board',
  args: { position: 'prva start', dice: '', lang: 'en', caption: '' },
  argTypes: {
    position: { control: 'text' },
    dice: { control: 'text' },
    lang: { control: 'select', options: ['en', 'mk', 'bg', 'el', 'tr', 'ro'] },
    caption: { control: 'text' },
  },
  render: ({ position, dice, lang, caption }) =>
    html`<figure style="max-width: 36rem; margin: 0">
      <tabla-board readonly position=${position} dice=${dice} lang=${lang}></tabla-board>
      <figcaption style="font: 0.9rem system-ui, sans-serif">${caption}</figcaption>
    </figure>`,
};

export default meta;

type Story = StoryObj<Args>;

/** Treta: black's mother (his last checker on his 24) is pinned by white; white wins a mars as soon as his own start is empty. */
export const MotherPinnedTreta: Story = {
  args: {
    position: 'treta w:24x14,1 b:24p,13x7,10x7 turn:b',
    dice: '6,5',
    caption: 'Black to play 6–5 with his mother pinned: only the checkers on 13 and 10 can move.',
  },
};

/** Plakoto (the Greek Treta), in Greek: the same pin; in Plakoto a player with a pinned checker may not bear off. */
export const MotherPinnedPlakoto: Story = {
  args: {
    position: 'treta trad:greek w:24x13,20,1 b:24p,13x7,10x7 turn:b',
    dice: '6,5',
    lang: 'el',
    caption: 'Πλακωτό: η μάνα είναι πλακωμένη.',
  },
};

/** Vtora: two 5s carried over to black from white's stalled ladder; he plays them before his own roll. */
export const VtoraCarriedDice: Story = {
  args: {
    position: 'vtora w:24x10,18x5 b:24x12,13x3 turn:b carry:5,5 rolls:4/3',
    caption: 'Black plays the carried 5–5 first (for example 24/14), then rolls.',
  },
};

/**
 * Vtora: white's fifth roll is 2–2, so it climbs the ladder — four 2s, four 3s, four 4s, four 5s,
 * four 6s, as far as they can be played (over 100,000 different plays). Not read-only: play it.
 */
export const VtoraLadder: Story = {
  args: { position: 'vtora w:24x10,18x5 b:24x12,13x3 turn:w rolls:4/3', dice: '2,2', caption: 'White to play the 2–2 ladder.' },
  render: ({ position, dice, caption }) =>
    html`<figure style="max-width: 36rem; margin: 0">
      <tabla-board position=${position} dice=${dice} white-player="human" black-player="bot"></tabla-board>
      <figcaption style="font: 0.9rem system-ui, sans-serif">${caption}</figcaption>
    </figure>`,
};

/** Fevga: until the first checker has passed the opponent's start, no other checker may leave home. */
export const FevgaFirstChecker: Story = {
  args: {
    position: 'fevga w:24x14,15 b:24x15 turn:w',
    dice: '6,3',
    caption: 'The two legal plays: 15/9 24/21 (the runner passes, then a second checker), or 15/6.',
  },
};

/** Prva: a closed board. Black on the bar cannot enter with any roll. */
export const ClosedBoardPrva: Story = {
  args: {
    position: 'prva w:6x3,5x2,4x2,3x2,2x2,1x2,13x2 b:bar,13x5,8x4,6x5 turn:b',
    dice: '6,5',
    caption: "Black rolled 6–5 and cannot enter against white's closed board.",
  },
};

/** A replay script with captions, stepped through with the board's buttons or the arrow keys. */
export const Replay: Story = {
  render: () =>
    html`<tabla-board
      style="max-width: 36rem"
      .replay=${{
        position: 'prva start',
        caption: 'The starting position of Prva.',
        steps: [
          { dice: [6, 5], play: '24/13', caption: '6–5: the runner escapes to the midpoint.' },
          { dice: [3, 1], play: '8/5 6/5', caption: 'Black makes his 5 point.' },
          { dice: [4, 2], play: '8/4 6/4', caption: 'White makes his own 4 point.' },
        ],
      }}
    ></tabla-board>`,
};

/** Positions in running text, as on a blog: each board follows its column's width. */
export const InAnArticle: Story = {
  render: () =>
    html`<article style="max-width: 38rem; font: 1rem/1.6 Georgia, serif">
      <h2>The pinning game</h2>
      <p>
        In Treta nobody is hit: a single checker that the opponent lands on is pinned and cannot move while he stands on it. The last checker on a player's
        starting point is the <em>mother</em>.
      </p>
      <tabla-board readonly position="treta w:24x14,1 b:24p,13x7,10x7 turn:b" dice="6,5"></tabla-board>
      <p>
        Here white has pinned black's mother from his own 1 point. As soon as white's starting point is empty, white wins a mars — two points — whatever else
        happens on the board.
      </p>
    </article>`,
};
