import type { StorybookConfig } from '@storybook/web-components-vite';

/** Stories with docs pages (autodocs from the custom-elements manifest, via @storybook/addon-docs). */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
