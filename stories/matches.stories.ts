import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/index.js';

interface Args {
  tradition: string;
  game: string;
  lang: string;
}

/**
 * Each tradition's match (its set of games, played in turn) and each game alone (`game="…"`),
 * against the bot. The names follow the tradition: Macedonian Прва, Втора, Трета; Bulgarian
 * Права, Гюлбара, Тапа; Greek Πόρτες, Πλακωτό, Φεύγα; Turkish Tavla.
 */
const meta: Meta<Args> = {
  title: 'Board/Matches and games',
  component: 'tabla-board',
  args: { tradition: 'macedonian', game: '', lang: 'en' },
  argTypes: {
    tradition: { control: 'select', options: ['macedonian', 'bulgarian', 'greek', 'turkish'] },
    game: { control: 'select', options: ['', 'prva', 'vtora', 'treta', 'fevga', 'nardy'] },
    lang: { control: 'select', options: ['en', 'mk', 'bg', 'el', 'tr', 'ro'] },
  },
  render: ({ tradition, game, lang }) => html`<tabla-board tradition=${tradition} game=${game} lang=${lang} match-length="5"></tabla-board>`,
};

export default meta;

type Story = StoryObj<Args>;

/** The Macedonian match: Прва → Втора → Трета. */
export const MacedonianMatch: Story = { args: { tradition: 'macedonian', lang: 'mk' } };
/** The Bulgarian match: Права → Гюлбара → Тапа. */
export const BulgarianMatch: Story = { args: { tradition: 'bulgarian', lang: 'bg' } };
/** The Greek match: Πόρτες → Πλακωτό → Φεύγα. */
export const GreekMatch: Story = { args: { tradition: 'greek', lang: 'el' } };
/** The Turkish match: Tavla only. */
export const TurkishMatch: Story = { args: { tradition: 'turkish', lang: 'tr' } };

/** Prva alone: backgammon without a cube. */
export const PrvaAlone: Story = { args: { game: 'prva' } };
/** Vtora alone: the running game with the doubles ladder and carried dice. */
export const VtoraAlone: Story = { args: { game: 'vtora' } };
/** Treta alone: the pinning game, with the mother. */
export const TretaAlone: Story = { args: { game: 'treta' } };
/** Fevga alone (Greek): the running game with the first-checker rule. */
export const FevgaAlone: Story = { args: { tradition: 'greek', game: 'fevga' } };
/** Long nardy alone (in no tradition's set): the head rule and the block rule. */
export const NardyAlone: Story = { args: { game: 'nardy' } };
/** Дълги нарди, in Bulgarian. */
export const NardyBulgarian: Story = { args: { game: 'nardy', lang: 'bg' } };
