import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/index.js';

interface Args {
  tradition: string;
  game: string;
  matchLength: number;
}

const meta: Meta<Args> = {
  title: 'Board/tabla-board',
  component: 'tabla-board',
  args: { tradition: 'macedonian', game: 'prva', matchLength: 1 },
  argTypes: {
    tradition: { control: 'select', options: ['macedonian', 'bulgarian', 'greek', 'turkish'] },
    game: { control: 'select', options: ['prva', 'vtora', 'treta', 'fevga'] },
    matchLength: { control: { type: 'number', min: 1, max: 25 } },
  },
  render: ({ tradition, game, matchLength }) =>
    html`<tabla-board tradition=${tradition} game=${game} match-length=${matchLength}></tabla-board>`,
};

export default meta;

type Story = StoryObj<Args>;

/** The board with its default settings. */
export const Default: Story = {};

/** Fevga in the Greek tradition. */
export const GreekFevga: Story = {
  args: { tradition: 'greek', game: 'fevga' },
};
