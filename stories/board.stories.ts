import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/index.js';

interface Args {
  tradition: string;
  game: string;
  matchLength: number;
  whitePlayer: string;
  blackPlayer: string;
  botLevel: string;
  orientation: string;
  position: string;
  dice: string;
  readonly: boolean;
  seed: string;
  lang: string;
}

const meta: Meta<Args> = {
  title: 'Board/Playing',
  component: 'tabla-board',
  args: {
    tradition: 'macedonian',
    game: '',
    matchLength: 5,
    whitePlayer: 'human',
    blackPlayer: 'bot',
    botLevel: 'medium',
    orientation: 'bottom-right',
    position: '',
    dice: '',
    readonly: false,
    seed: '',
    lang: 'en',
  },
  argTypes: {
    tradition: { control: 'select', options: ['macedonian', 'bulgarian', 'greek', 'turkish'] },
    game: { control: 'select', options: ['', 'prva', 'vtora', 'treta', 'fevga'] },
    matchLength: { control: 'select', options: [1, 3, 5, 7] },
    whitePlayer: { control: 'select', options: ['human', 'bot', 'remote'] },
    blackPlayer: { control: 'select', options: ['human', 'bot', 'remote'] },
    botLevel: { control: 'select', options: ['easy', 'medium', 'hard', 'master'] },
    orientation: { control: 'select', options: ['bottom-right', 'bottom-left', 'top-right', 'top-left'] },
    lang: { control: 'select', options: ['en', 'mk', 'bg', 'el', 'tr', 'ro'] },
  },
  render: (a) =>
    html`<tabla-board
      tradition=${a.tradition}
      game=${a.game}
      match-length=${a.matchLength}
      white-player=${a.whitePlayer}
      black-player=${a.blackPlayer}
      bot-level=${a.botLevel}
      orientation=${a.orientation}
      position=${a.position}
      dice=${a.dice}
      ?readonly=${a.readonly}
      seed=${a.seed}
      lang=${a.lang}
    ></tabla-board>`,
};

export default meta;

type Story = StoryObj<Args>;

/** A match against the bot with the default settings. */
export const AgainstTheBot: Story = {};

/** Two people at one board. */
export const TwoPeople: Story = { args: { blackPlayer: 'human' } };

/** Vtora (Gyulbara) in the Bulgarian tradition, in Bulgarian. */
export const Gyulbara: Story = { args: { tradition: 'bulgarian', game: 'vtora', lang: 'bg' } };

/** Plakoto: a pinned checker. */
export const PinnedChecker: Story = {
  args: { tradition: 'greek', game: 'treta', position: 'treta trad:greek w:24x13,20,3p b:24x14,22 turn:w', dice: '3,1' },
};

/** Fevga, watching two bots. */
export const BotAgainstBot: Story = { args: { tradition: 'greek', game: 'fevga', whitePlayer: 'bot', blackPlayer: 'bot', seed: 'story' } };

/** A position for an article, read-only. */
export const ArticlePosition: Story = {
  args: { position: 'prva w:6x3,5x3,4x3,3x2,2x2,1x2 b:6x3,5x3,4x3,3x2,2x2,1x2 turn:w', dice: '6,5', readonly: true },
};

/** A replay script with captions. */
export const Replay: Story = {
  render: () => html`<tabla-board
    .replay=${{
      position: 'prva start',
      caption: 'The starting position.',
      steps: [
        { dice: [6, 5], play: '24/13', caption: '6–5: run to the midpoint.' },
        { dice: [3, 1], play: '8/5 6/5', caption: 'Black makes his 5 point.' },
      ],
    }}
  ></tabla-board>`,
};

/** Dark theme through the custom properties. */
export const CustomColours: Story = {
  render: () => html`<tabla-board
    style="--tabla-frame:#123; --tabla-field:#2d4a5a; --tabla-point-dark:#7fb3d5; --tabla-point-light:#d6eaf8; --tabla-text:#123"
  ></tabla-board>`,
};
