// Where the tests find Chromium (Debian's, or CHROME_PATH; no browser is downloaded) and the
// flags they start it with: web-test-runner.config.mjs and the multiplayer page tests.
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Pages run side by side in background tabs: keep their timers and frames running.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--no-first-run',
  '--disable-quic',
  '--disable-default-apps',
  '--mute-audio',
];
