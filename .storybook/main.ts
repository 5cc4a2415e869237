import { createRequire } from 'node:module';
import type { StorybookConfig } from '@storybook/web-components-vite';

/**
 * Docs pages (autodocs, from the custom-elements manifest) need @storybook/addon-docs, a dev
 * dependency. A checkout whose node_modules predates it still builds the stories, without docs
 * pages, and says so.
 */
function docsAddon(): string[] {
  try {
    createRequire(import.meta.url).resolve('@storybook/addon-docs/package.json');
    return ['@storybook/addon-docs'];
  } catch {
    console.warn('storybook: @storybook/addon-docs is not installed (run `npm ci`): building without docs pages');
    return [];
  }
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  addons: docsAddon(),
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
