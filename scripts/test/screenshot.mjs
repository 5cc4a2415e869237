#!/usr/bin/env node
// Takes docs/screenshot.png (the README's picture): the demo page in headless Chromium, a Prva
// match against the bot a few moves in, white to play with the dice rolled. Run after
// `npm run build`:  node scripts/test/screenshot.mjs [out.png]   (CHROME_PATH as for the tests)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { startStaticServer } from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.resolve(process.argv[2] ?? path.join(root, 'docs/screenshot.png'));
const { server, origin } = await startStaticServer({ port: 0 });
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--hide-scrollbars'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 600, height: 800, deviceScaleFactor: 1 });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
  await page.goto(`${origin}/demo/?tradition=macedonian&white-player=human&black-player=bot&bot-level=medium`, { waitUntil: 'networkidle0' });
  const board = await page.waitForSelector('#board');
  // A real game: seeded dice, white and the bot play a few turns, then white rolls.
  await page.evaluate(async () => {
    const b = document.getElementById('board');
    b.setAttribute('animation', 'off');
    b.setAttribute('seed', 'readme-3');
    b.newMatch();
    await b.updateComplete;
    const wait = (ms) => new Promise((r) => setTimeout(r, ms));
    const state = () => b.getState();
    for (let i = 0; i < 200 && state().phase === 'opening'; i++) {
      b.roll();
      await wait(50);
    }
    for (let turn = 0; turn < 3; turn++) {
      for (let i = 0; i < 100 && !(state().phase === 'moving' && state().position.turn === 'white'); i++) {
        if (state().phase === 'rolling' && state().position.turn === 'white') b.roll();
        await wait(50);
      }
      if (turn === 2) break;
      const { legalPlays } = await import('/dist/engine/index.js');
      const s = state();
      const plays = legalPlays(s.position, s.dice);
      b.play(plays[Math.floor(plays.length / 2)].steps.map(({ from, to, die }) => ({ from, to, die })));
      b.confirm?.();
      await wait(200);
    }
  });
  await new Promise((r) => setTimeout(r, 500));
  await board.screenshot({ path: out });
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
} finally {
  await browser.close();
  server.close();
}
