import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/rules/tabla-rules.js';

interface Args {
  game: string;
  tradition: string;
  lang: string;
}

const LOCALES = ['en', 'mk', 'bg', 'el', 'tr', 'ro'];

const meta: Meta<Args> = {
  title: 'Rules/tabla-rules',
  component: 'tabla-rules',
  args: { game: 'prva', tradition: 'macedonian', lang: 'en' },
  argTypes: {
    game: { control: 'select', options: ['', 'prva', 'vtora', 'treta', 'fevga', 'nardy'] },
    tradition: { control: 'select', options: ['', 'macedonian', 'bulgarian', 'greek', 'turkish'] },
    lang: { control: 'select', options: LOCALES },
  },
  render: ({ game, tradition, lang }) => html`<tabla-rules game=${game} tradition=${tradition} lang=${lang}></tabla-rules>`,
};

export default meta;

type Story = StoryObj<Args>;

// One game in its own tradition and language.

/** Прва, in Macedonian. */
export const PrvaMacedonian: Story = { args: { game: 'prva', tradition: 'macedonian', lang: 'mk' } };
/** Гюлбара (Vtora), in Bulgarian: the doubles ladder and carried dice. */
export const GyulbaraBulgarian: Story = { args: { game: 'vtora', tradition: 'bulgarian', lang: 'bg' } };
/** Πλακωτό (Treta), in Greek: pins, the mother, no bearing off while pinned. */
export const PlakotoGreek: Story = { args: { game: 'treta', tradition: 'greek', lang: 'el' } };
/** Φεύγα, in Greek: the first checker and the walls. */
export const FevgaGreek: Story = { args: { game: 'fevga', tradition: 'greek', lang: 'el' } };
/** Narde lungi (long nardy), in Romanian: the head rule and the block rule. */
export const NardyRomanian: Story = { args: { game: 'nardy', lang: 'ro' } };
/** Tavla, in Turkish. */
export const TavlaTurkish: Story = { args: { game: 'prva', tradition: 'turkish', lang: 'tr' } };
/** Πλακωτό (Plakoto), in Romanian: the Greek names with the Romanian rendering. */
export const PlakotoRomanian: Story = { args: { game: 'treta', tradition: 'greek', lang: 'ro' } };
/** Втора (Vtora), in English. */
export const VtoraEnglish: Story = { args: { game: 'vtora', tradition: 'macedonian', lang: 'en' } };

// A tradition's whole match.

/** The Macedonian match: Прва → Втора → Трета. */
export const MacedonianMatch: Story = { args: { game: '', tradition: 'macedonian', lang: 'mk' } };
/** The Bulgarian match: Права → Гюлбара → Тапа. */
export const BulgarianMatch: Story = { args: { game: '', tradition: 'bulgarian', lang: 'bg' } };
/** The Greek match: Πόρτες → Πλακωτό → Φεύγα. */
export const GreekMatch: Story = { args: { game: '', tradition: 'greek', lang: 'el' } };
/** The Turkish match: Tavla. */
export const TurkishMatch: Story = { args: { game: '', tradition: 'turkish', lang: 'tr' } };

/** One game in every locale side by side: each panel speaks its own language. */
export const EveryLocale: Story = {
  args: { game: 'treta', tradition: 'macedonian' },
  render: ({ game, tradition }) =>
    html`<div style="display:grid;grid-template-columns:repeat(auto-fill,minmax(24rem,1fr));gap:2rem">
      ${LOCALES.map((l) => html`<tabla-rules game=${game} tradition=${tradition} lang=${l}></tabla-rules>`)}
    </div>`,
};

/** The panel follows its container's `lang`, here switched by the buttons. */
export const FollowsContainerLang: Story = {
  args: { game: '', tradition: 'greek' },
  render: ({ tradition }) => {
    const set = (e: Event) => {
      const button = e.target as HTMLButtonElement;
      button.closest('[data-wrap]')!.setAttribute('lang', button.value);
    };
    return html`<div data-wrap lang="en">
      ${LOCALES.map((l) => html`<button value=${l} @click=${set}>${l}</button> `)}
      <tabla-rules tradition=${tradition}></tabla-rules>
    </div>`;
  },
};
