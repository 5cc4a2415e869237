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
  animation: string;
  autoFlip: boolean;
}

/**
 * `<tabla-board>` playing: a whole match against the bot, another person at the same screen, or
 * bots against each other. Every control below is an attribute of the element.
 */
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
    animation: 'on',
    autoFlip: false,
  },
  argTypes: {
    tradition: { control: 'select', options: ['macedonian', 'bulgarian', 'greek', 'turkish'] },
    game: { control: 'select', options: ['', 'prva', 'vtora', 'treta', 'fevga', 'nardy'] },
    matchLength: { control: 'select', options: [1, 3, 5, 7] },
    whitePlayer: { control: 'select', options: ['human', 'bot', 'remote'] },
    blackPlayer: { control: 'select', options: ['human', 'bot', 'remote'] },
    botLevel: { control: 'select', options: ['easy', 'medium', 'hard', 'master'] },
    orientation: { control: 'select', options: ['bottom-right', 'bottom-left', 'top-right', 'top-left'] },
    lang: { control: 'select', options: ['en', 'mk', 'bg', 'el', 'tr', 'ro'] },
    animation: { control: 'select', options: ['on', 'off'] },
    autoFlip: { control: 'boolean', name: 'auto-flip' },
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
      animation=${a.animation}
      ?auto-flip=${a.autoFlip}
    ></tabla-board>`,
};

export default meta;

type Story = StoryObj<Args>;

/** A Macedonian match (Prva, Vtora, Treta) to 5 points against the bot at medium strength. */
export const AgainstTheBot: Story = {};

/** The easy bot: a hand-made evaluation, thinks in about a millisecond. */
export const BotEasy: Story = { args: { botLevel: 'easy', game: 'prva' } };

/** The medium bot: the trained network with some noise. */
export const BotMedium: Story = { args: { botLevel: 'medium', game: 'prva' } };

/** The hard bot: the trained network with little noise. */
export const BotHard: Story = { args: { botLevel: 'hard', game: 'prva' } };

/** The master bot: looks one roll ahead and plays to the match score. */
export const BotMaster: Story = { args: { botLevel: 'master', game: 'prva' } };

/**
 * Hot-seat: two people at one screen. With `auto-flip` the board turns to face whoever is to
 * move (for a tablet lying between the players).
 */
export const HotSeat: Story = { args: { whitePlayer: 'human', blackPlayer: 'human', autoFlip: true } };

/** Two bots play a Greek match (Portes, Plakoto, Fevga), with repeatable dice (`seed`). */
export const BotAgainstBot: Story = {
  args: { tradition: 'greek', whitePlayer: 'bot', blackPlayer: 'bot', botLevel: 'hard', seed: 'storybook' },
};

/** Home board in the top left, for players used to the mirrored layout. */
export const MirroredLayout: Story = { args: { orientation: 'top-left' } };
