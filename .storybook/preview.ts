import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
// Generated from the elements' JSDoc by `npm run analyze` (the storybook scripts run it first).
import manifest from '../dist/custom-elements.json';

setCustomElementsManifest(manifest);

const preview: Preview = {
  // A docs page per component (attributes, properties, events, slots, CSS parts and custom
  // properties from the manifest), with every story of the file.
  tags: ['autodocs'],
  parameters: {
    controls: { expanded: true },
  },
};

export default preview;
