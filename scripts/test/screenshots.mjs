#!/usr/bin/env node
// Writes docs/screenshots/*.png: the demo page (demo/index.html) in headless Chromium at three
// screens (1280×800 desktop, 390×844 phone and 844×390 landscape phone, both with touch), in the
// system's light and dark modes, showing a Prva match against the bot in progress (white to play,
// a checker picked, its targets lit) and the review of a GNU Backgammon match file. The README's
// picture is desktop-light-game.png; docs/screenshots.md lists them all. Run after `npm run build`:
//
//   npm run screenshots            (CHROME_PATH as for the tests; SCREENSHOTS_DIR to write elsewhere)
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { startStaticServer } from './serve.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = path.resolve(process.env.SCREENSHOTS_DIR ?? path.join(root, 'docs/screenshots'));

/** The screens, as a person holds them. */
const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 800, deviceScaleFactor: 1 } },
  { name: 'phone', viewport: { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true } },
  { name: 'landscape', viewport: { width: 844, height: 390, deviceScaleFactor: 2, isMobile: true, hasTouch: true } },
];
/** The system's colour schemes (the demo's board follows it: `theme="auto"`). */
const SCHEMES = ['light', 'dark'];
/** What is on the board. */
const SCENES = ['game', 'review'];

const matFile = readFileSync(path.join(root, 'test/fixtures/mat/gnubg-3pt-seed1.mat'), 'utf8');

/** A Prva match against the bot a few turns in: seeded dice, white rolled and picked a checker. */
async function gameInProgress(page) {
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
    const { legalPlays } = await import('/dist/engine/index.js');
    for (let turn = 0; turn < 3; turn++) {
      for (let i = 0; i < 400 && !(state().phase === 'moving' && state().position.turn === 'white'); i++) {
        if (state().phase === 'rolling' && state().position.turn === 'white') b.roll();
        await wait(50);
      }
      if (turn === 2) break;
      const s = state();
      const plays = legalPlays(s.position, s.dice);
      b.play(plays[Math.floor(plays.length / 2)].steps.map(({ from, to, die }) => ({ from, to, die })));
      await wait(300);
    }
    await b.updateComplete;
    b.shadowRoot.querySelector('[data-slot].movable')?.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await b.updateComplete;
  });
}

/** The review of a 3-point GNU Backgammon match (its .mat file), a few positions in, with the analysis running. */
async function review(page) {
  await page.evaluate(async (mat) => {
    const b = document.getElementById('board');
    b.setAttribute('animation', 'off');
    if (!(await b.review(mat))) throw new Error('the review did not open');
    await b.updateComplete;
    for (let i = 0; i < 5; i++) {
      const next = b.shadowRoot.querySelector('button[data-action="review-next"]');
      if (!next) throw new Error('the review has no Next button');
      next.click();
      await b.updateComplete;
    }
  }, matFile);
  await new Promise((r) => setTimeout(r, 3000)); // the analysis' first results
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const { server, origin } = await startStaticServer({ port: 0 });
  const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumArgs, '--hide-scrollbars'] });
  try {
    for (const screen of SCREENS) {
      for (const scheme of SCHEMES) {
        for (const scene of SCENES) {
          const page = await browser.newPage();
          await page.setViewport(screen.viewport);
          await page.emulateMediaFeatures([
            { name: 'prefers-color-scheme', value: scheme },
            { name: 'prefers-reduced-motion', value: 'reduce' },
          ]);
          await page.goto(`${origin}/demo/?tradition=macedonian&white-player=human&black-player=bot&bot-level=medium&move-list=${scene === 'review' ? 0 : 1}`, {
            waitUntil: 'networkidle0',
          });
          await page.waitForFunction(() => document.getElementById('board')?.shadowRoot?.querySelector('svg'), { timeout: 60_000 });
          await (scene === 'game' ? gameInProgress(page) : review(page));
          await new Promise((r) => setTimeout(r, 400));
          const file = path.join(outDir, `${screen.name}-${scheme}-${scene}.png`);
          await page.screenshot({ path: file });
          console.log(`wrote ${path.relative(process.cwd(), file)}`);
          await page.close();
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
