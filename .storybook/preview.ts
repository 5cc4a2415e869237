import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
// Generated from the elements' JSDoc by `npm run analyze` (the storybook scripts run it first).
import manifest from '../dist/custom-elements.json';

setCustomElementsManifest(manifest);

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
  },
};

export default preview;
