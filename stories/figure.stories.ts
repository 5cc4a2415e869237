import { html, nothing } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/figure/index.js';

interface Args {
  position: string;
  dice: string;
  cube: string;
  score: string;
  arrows: string;
  highlight: string;
  numbers: string;
  theme: string;
  caption: string;
}

/**
 * `<tabla-figure>` (tabla-board/figure, `dist/cdn/tabla-figure.min.js`): read-only figures for
 * writers, drawn from compact notation, an XGID or a GNU Backgammon Position ID without the
 * engine's move generation, with the writer's arrows, marks and highlights. See also
 * demo/article.html.
 */
const meta: Meta<Args> = {
  title: 'Figure/Figures for articles',
  component: 'tabla-figure',
  args: { position: 'prva start', dice: '', cube: '', score: '', arrows: '', highlight: '', numbers: '', theme: '', caption: '' },
  argTypes: {
    numbers: { control: 'select', options: ['', 'on', 'off'] },
    theme: { control: 'select', options: ['', 'light', 'dark'] },
  },
  render: (a) =>
    html`<tabla-figure
      position=${a.position}
      dice=${a.dice || nothing}
      cube=${a.cube || nothing}
      score=${a.score || nothing}
      arrows=${a.arrows || nothing}
      highlight=${a.highlight || nothing}
      numbers=${a.numbers || nothing}
      theme=${a.theme || nothing}
      caption=${a.caption || nothing}
    ></tabla-figure>`,
};

export default meta;

type Story = StoryObj<Args>;

/** An opening play with arrows and a mark; the caption cites points, so the points are numbered. */
export const ArrowsAndMarks: Story = {
  args: { dice: '3,1', arrows: '8/5 6/5 !', highlight: '5', caption: 'The best 3–1: 8/5 6/5 makes the 5 point.' },
};

/** From an XGID: dice, cube and match score come with the position. */
export const FromXGID: Story = {
  args: { position: 'XGID=-b----E-C---eE---c-e----B-:1:1:1:52:0:0:0:7:10', arrows: '13/11 13/8 ?', caption: '13/11 13/8 is questionable.' },
};

/** From a GNU Backgammon Position ID. */
export const FromGnubgId: Story = {
  args: { position: '4HPwATDgc/ABMA', dice: '6,5', arrows: '24/13', numbers: 'on' },
};

/** The dark theme (by default a figure follows the page's colour scheme). */
export const DarkTheme: Story = {
  args: { position: 'treta w:24x14,1 b:24p,13x7,10x7 turn:b', dice: '6,5', theme: 'dark', caption: 'Treta: the mother pinned.' },
};

/** A bad position shows a visible note instead of a drawing. */
export const InvalidPosition: Story = {
  args: { position: 'prva w:6x16 b:6x15' }, // data-example="invalid": sixteen white checkers
};
