import { html } from 'lit';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/index.js';

interface Args {
  lang: string;
  tradition: string;
}

const LOCALES = ['en', 'mk', 'bg', 'el', 'tr', 'ro'];

/**
 * Languages and looks. The board speaks its `lang` (else its container's, else the page's);
 * every colour is a `--tabla-*` custom property and every piece a `::part`. It follows the
 * system's dark mode by itself (`prefers-color-scheme`).
 */
const meta: Meta<Args> = {
  title: 'Board/Languages and themes',
  component: 'tabla-board',
  args: { lang: 'en', tradition: 'macedonian' },
  argTypes: {
    lang: { control: 'select', options: LOCALES },
    tradition: { control: 'select', options: ['macedonian', 'bulgarian', 'greek', 'turkish'] },
  },
  render: ({ lang, tradition }) => html`<tabla-board lang=${lang} tradition=${tradition}></tabla-board>`,
};

export default meta;

type Story = StoryObj<Args>;

/** English (built in; the other languages load when first used). */
export const English: Story = { args: { lang: 'en' } };
/** Macedonian. */
export const Macedonian: Story = { args: { lang: 'mk', tradition: 'macedonian' } };
/** Bulgarian. */
export const Bulgarian: Story = { args: { lang: 'bg', tradition: 'bulgarian' } };
/** Greek. */
export const Greek: Story = { args: { lang: 'el', tradition: 'greek' } };
/** Turkish. */
export const Turkish: Story = { args: { lang: 'tr', tradition: 'turkish' } };
/** Romanian. */
export const Romanian: Story = { args: { lang: 'ro', tradition: 'greek' } };

/** Every language side by side, read-only. */
export const EveryLanguage: Story = {
  render: () =>
    html`<div style="display: grid; grid-template-columns: repeat(auto-fill, minmax(22rem, 1fr)); gap: 1rem">
      ${LOCALES.map((l) => html`<tabla-board lang=${l} readonly position="prva start" dice="3,1"></tabla-board>`)}
    </div>`,
};

/** The dark palette is what the board shows when the system is in dark mode; here it is set explicitly, next to the light one. */
const DARK = [
  '--tabla-frame: #3b2412',
  '--tabla-field: #5b4630',
  '--tabla-tray: #2c1a0c',
  '--tabla-point-dark: #a0522d',
  '--tabla-point-light: #c9b48a',
  '--tabla-checker-white-edge: #9d8f7c',
  '--tabla-checker-black: #1b1815',
  '--tabla-checker-black-edge: #777',
  '--tabla-highlight: #6fdc8c',
  '--tabla-focus: #8ab4ff',
  '--tabla-text: #f1e6d2',
  '--tabla-button-bg: #c98f4a',
  '--tabla-button-text: #1b120a',
].join('; ');

/** Light and dark, side by side (the board picks one from `prefers-color-scheme` by itself). */
export const LightAndDark: Story = {
  render: () =>
    html`<div style="display: grid; grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr)); gap: 1rem">
      <div style="background: #fff; padding: 1rem; color-scheme: light">
        <tabla-board readonly position="prva w:24,13x6,8x3,6x5 b:24x2,13x5,8x3,6x5 turn:b" dice="5,2"></tabla-board>
      </div>
      <div style="background: #121212; padding: 1rem; color-scheme: dark">
        <tabla-board style=${DARK} readonly position="prva w:24,13x6,8x3,6x5 b:24x2,13x5,8x3,6x5 turn:b" dice="5,2"></tabla-board>
      </div>
    </div>`,
};

/** A custom theme: a green felt board with blue and orange checkers, through the custom properties and parts. */
export const CustomTheme: Story = {
  render: () =>
    html`<style>
        .felt {
          --tabla-frame: #1d3b2a;
          --tabla-field: #2f6b47;
          --tabla-tray: #173021;
          --tabla-point-dark: #c8a951;
          --tabla-point-light: #e9e4d0;
          --tabla-checker-white: #f28c28;
          --tabla-checker-white-edge: #8a4a0c;
          --tabla-checker-black: #1f4e9c;
          --tabla-checker-black-edge: #0c2452;
          --tabla-highlight: #ffe066;
          --tabla-text: #1d3b2a;
          --tabla-button-bg: #1d3b2a;
          --tabla-button-text: #ffe066;
          --tabla-font: 1rem/1.4 Georgia, serif;
        }
        .felt::part(die) {
          filter: drop-shadow(0 2px 2px #0006);
        }
        .felt::part(game-name) {
          letter-spacing: 0.05em;
          text-transform: uppercase;
        }
      </style>
      <tabla-board class="felt" tradition="greek" game="treta"></tabla-board>`,
};
