// Two Chromium pages (puppeteer-core, Debian's chromium or CHROME_PATH; no browser download)
// play whole matches through the real multiplayer server, each page's side chosen by the page's
// auto mode (?auto=1) through the board's API; the final scores must agree on both pages and in
// the server. Also: a page reloaded in the middle of a match takes its seat back and finishes it.
// Needs the build (`npm run build`).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import puppeteer from 'puppeteer-core';
import { startServer } from 'tabla-board/server';
import { FAST, tempJournal } from './helpers.mjs';
import { chromiumArgs, chromiumPath } from '../../scripts/test/chromium.mjs';

let server;
let browser;

before(async () => {
  server = await startServer({ port: 0, journal: tempJournal('pages'), pageDir: 'demo/multiplayer', reconnectMs: 20_000, nextGameDelayMs: 50, limits: FAST });
  browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a page on the demo with the given query; page errors are collected on `page.errors`. */
async function openPage(query) {
  const page = await browser.newPage();
  page.setDefaultTimeout(60_000); // a shared, busy machine loads pages slowly
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(String(error)));
  page.on('console', (msg) => {
    if (msg.type() === 'error') page.errors.push(msg.text());
  });
  await page.goto(`${server.url}?${new URLSearchParams(query)}`);
  return page;
}

/** What a page knows at the end: its colour, the board's score and the demo's counters. */
const summary = (page) =>
  page.evaluate(() => {
    const d = window.tablaDemo;
    const s = document.getElementById('board').getState();
    return {
      color: d.color,
      score: s.score,
      phase: s.phase,
      winner: s.winner,
      ended: d.ended && { reason: d.ended.reason, winner: d.ended.winner },
      resyncs: d.resyncs,
      plays: d.plays,
      problems: d.problems,
      resumed: d.resumed,
      trace: d.trace,
    };
  });

/** Polls `test` in this process until it holds, or fails after `ms`. */
async function waitFor(test, ms, what) {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const matchOver = (page, timeout) =>
  page.waitForFunction(() => window.tablaDemo?.ended && document.getElementById('board').getState().phase === 'match-over', { timeout, polling: 100 });

/** Checks that both pages and the server agree on the finished match. */
async function checkEnd(id, pages, { reloaded = false } = {}) {
  const info = server.matchInfo(id);
  assert.equal(info.state, null, 'an ended match is kept as a summary only');
  assert.equal(info.ended.reason, 'points');
  const [a, b] = await Promise.all(pages.map(summary));
  assert.deepEqual([a.color, b.color].sort(), ['black', 'white']);
  for (const s of [a, b]) {
    assert.deepEqual(s.score, info.score, `${s.color}'s board shows the server's score`);
    assert.equal(s.phase, 'match-over');
    assert.equal(s.winner, info.ended.winner);
    assert.deepEqual(s.ended, { reason: 'points', winner: info.ended.winner });
    assert.equal(s.resyncs, 0, `${s.color}'s board never had to be corrected: ${JSON.stringify(s.problems)}\n${s.trace.join('\n')}`);
    assert.deepEqual(s.problems, [], `${s.color}: nothing was refused: ${JSON.stringify(s.problems)}\n${s.trace.join('\n')}`);
    if (!reloaded) assert.ok(s.plays > 0, `${s.color} played`);
  }
  assert.ok(Math.max(info.score.white, info.score.black) >= info.settings.length);
  for (const page of pages) assert.deepEqual(page.errors, [], 'no errors in the page');
  return { a, b, info };
}

// Three tests at a time: eighteen pages playing at once starve a 2-core machine, and the waits
// below are for a page's turn, not for the machine.
describe('two pages play through the server', { concurrency: 3 }, () => {
  for (const tradition of ['macedonian', 'bulgarian', 'greek', 'turkish', 'international']) {
    test(`a whole ${tradition} match, to its end, with the same score on both pages and in the server`, async () => {
      const id = `pages-${tradition}`;
      // Backgammon (B3): the pages double, take and pass through the server over a 3-point match.
      const query = { match: id, tradition, length: tradition === 'international' ? '3' : '1', auto: '1', delay: '0', animation: 'off' };
      const pages = [await openPage(query), await openPage(query)];
      await Promise.all(pages.map((p) => matchOver(p, 150_000)));
      const { info } = await checkEnd(id, pages);
      assert.equal(info.settings.tradition, tradition);
      if (tradition === 'international') {
        const cubeMessages = await pages[0].evaluate(() => window.tablaDemo.received.filter((t) => t === 'cube').length);
        assert.ok(cubeMessages > 0, 'the pages doubled and answered through the server');
      }
      await Promise.all(pages.map((p) => p.close()));
    });
  }

  test('a page reloaded in the middle of a match takes its seat back and the match is finished', async () => {
    const id = 'pages-reload';
    const query = { match: id, tradition: 'macedonian', length: '3', auto: '1', delay: '0', animation: 'off' };
    const pages = [await openPage(query), await openPage(query)];
    // Wait for a few plays, then reload one page.
    await pages[0].waitForFunction(() => (window.tablaDemo?.plays ?? 0) >= 3, { timeout: 90_000, polling: 50 });
    const before = await summary(pages[0]);
    assert.equal(before.resumed, false);
    await pages[0].reload();
    await pages[0].waitForFunction(() => window.tablaDemo?.synced || window.tablaDemo?.ended, { timeout: 90_000, polling: 50 });
    const after = await summary(pages[0]);
    assert.equal(after.color, before.color, 'the same seat');
    assert.equal(after.resumed, true, 'the page took its seat back with its token');
    await Promise.all(pages.map((p) => matchOver(p, 180_000)));
    await checkEnd(id, pages, { reloaded: true });
    await Promise.all(pages.map((p) => p.close()));
  });

  test('with a clock, a page that does not play loses on time, as the server decides, on both boards', async () => {
    const id = 'pages-clock';
    const settings = { match: id, tradition: 'bulgarian', length: '3', clock: '2+6', animation: 'off' };
    const player = await openPage({ ...settings, auto: '1', delay: '0' });
    const idle = await openPage(settings); // joins the private match but never acts
    const clock = await idle.waitForFunction(() => window.tablaDemo?.synced && document.getElementById('board').clockState, { timeout: 90_000, polling: 20 });
    const view = await clock.jsonValue();
    assert.ok(view.white.reserveMs <= 6000 && view.black.reserveMs <= 6000, `the board runs the match clock: ${JSON.stringify(view)}`);
    await Promise.all([player, idle].map((p) => matchOver(p, 60_000)));
    const info = server.matchInfo(id);
    const [a, b] = await Promise.all([summary(player), summary(idle)]);
    assert.equal(info.ended.reason, 'timeout');
    assert.equal(info.ended.loser, b.color, 'the idle player lost');
    for (const s of [a, b]) {
      assert.deepEqual(s.score, info.score);
      assert.equal(s.winner, a.color);
      assert.equal(s.resyncs, 0);
    }
    assert.equal(info.score[a.color], 3, 'the match is recorded as won: the points still lacking');
    const kinds = await Promise.all([player, idle].map((p) => p.evaluate(() => document.getElementById('board').getState().lastResult.kind)));
    assert.deepEqual(kinds, ['timeout', 'timeout']);
    await Promise.all([player, idle].map((p) => p.close()));
  });

  test('without a match name, the form finds an opponent with the same settings in the lobby', async () => {
    const pages = [await openPage({}), await openPage({})];
    for (const page of pages) {
      await page.waitForSelector('#join:not([hidden])');
      // Filled in and submitted in the page: puppeteer's click waits for a frame, and a
      // background tab (other tests open pages meanwhile) draws none.
      await page.evaluate(() => {
        const form = document.getElementById('join');
        form.elements.namedItem('tradition').value = 'turkish';
        form.elements.namedItem('length').value = '5';
        form.requestSubmit(form.querySelector('button[type="submit"]'));
      });
    }
    await Promise.all(pages.map((p) => p.waitForFunction(() => window.tablaDemo?.synced, { timeout: 30_000, polling: 50 })));
    const states = await Promise.all(
      pages.map((p) =>
        p.evaluate(() => ({
          color: window.tablaDemo.color,
          matchId: window.tablaDemo.matchId,
          config: document.getElementById('board').getState().config,
          hidden: document.getElementById('join').hidden,
        })),
      ),
    );
    assert.equal(states[0].matchId, states[1].matchId);
    assert.deepEqual(states.map((s) => s.color).sort(), ['black', 'white']);
    for (const s of states) {
      assert.equal(s.config.tradition, 'turkish');
      assert.equal(s.config.length, 5);
      assert.equal(s.hidden, true, 'the form is gone');
    }
    await Promise.all(pages.map((p) => p.close()));
  });

  test("a resignation with the board's own button is sent to the server, which ends it for both", async () => {
    const id = 'pages-resign';
    const settings = { match: id, game: 'fevga', length: '1', animation: 'off' };
    const player = await openPage({ ...settings, auto: '1', delay: '0' });
    const quitter = await openPage(settings); // a person who never rolls, then resigns
    // On the quitter's own turn to roll, so that no play of the opponent is on its way.
    await quitter.waitForFunction(
      () => {
        const board = document.getElementById('board');
        const s = board.getState();
        return (
          window.tablaDemo?.synced &&
          s.phase === 'rolling' &&
          s.position.turn === window.tablaDemo.color &&
          board.shadowRoot.querySelector('[data-action="resign"]')
        );
      },
      { timeout: 60_000, polling: 50 },
    );
    await quitter.evaluate(() => document.getElementById('board').shadowRoot.querySelector('[data-action="resign"]').click());
    // The board asks before it resigns (issue 17): answer Resign.
    await quitter.waitForFunction(() => document.getElementById('board').shadowRoot.querySelector('[data-action="resign-yes"]'), {
      timeout: 10_000,
      polling: 50,
    });
    await quitter.evaluate(() => document.getElementById('board').shadowRoot.querySelector('[data-action="resign-yes"]').click());
    await Promise.all([player, quitter].map((p) => matchOver(p, 60_000)));
    const info = server.matchInfo(id);
    const [a, b] = await Promise.all([summary(player), summary(quitter)]);
    assert.equal(await player.evaluate(() => document.getElementById('board').getState().lastResult.kind), 'resign');
    assert.equal(info.ended.winner, a.color);
    assert.equal(info.ended.reason, 'points');
    for (const s of [a, b]) {
      const about = `${s === a ? 'the player' : 'the quitter'} (${s.color}), server ${JSON.stringify(info)}:\n${s.trace.join('\n')}`;
      assert.deepEqual(s.score, info.score, about);
      assert.equal(s.resyncs, 0, about);
      assert.deepEqual(s.problems, [], about);
    }
    await Promise.all([player, quitter].map((p) => p.close()));
  });

  test("a resignation made while the opponent's play is being shown is sent to the server too", async () => {
    const id = 'pages-resign-showing';
    const settings = { match: id, game: 'fevga', length: '1', auto: '1' };
    const player = await openPage({ ...settings, delay: '0', animation: 'off' });
    const quitter = await openPage({ ...settings, delay: '200' }); // plays too, and is shown the opponent's plays step by step
    // In the quitter's page: while the board shows the opponent's play (a server message being
    // applied), press Resign and answer Resign; if the play was shown before the answer, keep
    // playing and try again on the next one.
    const resigned = await quitter.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const board = document.getElementById('board');
          const button = (action) => board.shadowRoot.querySelector(`[data-action="${action}"]`);
          let busy = false;
          const started = performance.now();
          const poll = setInterval(async () => {
            if (performance.now() - started > 90_000) return (clearInterval(poll), reject(new Error('no play of the opponent was shown')));
            const d = window.tablaDemo;
            const s = board.getState();
            if (busy || !d.applying || s.phase !== 'moving' || s.position.turn === d.color || !button('resign')) return;
            busy = true;
            button('resign').click();
            await board.updateComplete;
            if (d.applying && button('resign-yes')) {
              clearInterval(poll);
              button('resign-yes').click();
              resolve(d.color);
            } else {
              button('resign-no')?.click();
              busy = false;
            }
          }, 5);
        }),
    );
    await Promise.all([player, quitter].map((p) => matchOver(p, 60_000)));
    const info = server.matchInfo(id);
    const [a, b] = await Promise.all([summary(player), summary(quitter)]);
    assert.equal(b.color, resigned);
    assert.equal(info.ended.winner, a.color, 'the server ended the match for the one who did not resign');
    assert.equal(await player.evaluate(() => document.getElementById('board').getState().lastResult.kind), 'resign');
    // The quitter resigned before its board had shown all of the opponent's play: it may load
    // the server's position once (the play the server had applied); the player's board never.
    assert.equal(a.resyncs, 0, `the player's board was not corrected: ${a.trace.join('\n')}`);
    assert.ok(b.resyncs <= 1, `the quitter's board was corrected ${b.resyncs} times`);
    for (const s of [a, b]) {
      const about = `${s === a ? 'the player' : 'the quitter'} (${s.color}), server ${JSON.stringify(info)}:\n${s.trace.join('\n')}`;
      assert.deepEqual(s.score, info.score, about);
      assert.equal(s.phase, 'match-over', about);
      assert.deepEqual(s.problems, [], about);
    }
    await Promise.all([player, quitter].map((p) => p.close()));
  });
  test("a resignation's result stays on the board until the player presses Next game", async () => {
    const id = 'pages-hold-result';
    const settings = { match: id, game: 'fevga', length: '5', animation: 'off' };
    const player = await openPage({ ...settings, auto: '1', delay: '0' });
    const quitter = await openPage(settings); // a person who resigns on his first turn to roll
    await quitter.waitForFunction(
      () => {
        const board = document.getElementById('board');
        const s = board.getState();
        return (
          window.tablaDemo?.synced &&
          s.phase === 'rolling' &&
          s.position.turn === window.tablaDemo.color &&
          board.shadowRoot.querySelector('[data-action="resign"]')
        );
      },
      { timeout: 60_000, polling: 50 },
    );
    await quitter.evaluate(() => document.getElementById('board').shadowRoot.querySelector('[data-action="resign"]').click());
    await quitter.waitForFunction(() => document.getElementById('board').shadowRoot.querySelector('[data-action="resign-yes"]'), {
      timeout: 10_000,
      polling: 50,
    });
    await quitter.evaluate(() => document.getElementById('board').shadowRoot.querySelector('[data-action="resign-yes"]').click());
    // The server starts the next game 50 ms after the end (this test's setting); the quitter's board keeps the result.
    await waitFor(() => server.matchInfo(id).state?.gameNumber === 1, 20_000, 'the server to start game 2');
    await new Promise((r) => setTimeout(r, 1000));
    const held = await quitter.evaluate(() => {
      const board = document.getElementById('board');
      const s = board.getState();
      return {
        phase: s.phase,
        kind: s.lastResult?.kind,
        status: document.getElementById('status').textContent,
        next: !!board.shadowRoot.querySelector('[data-action="next-game"]'),
      };
    });
    assert.deepEqual({ phase: held.phase, kind: held.kind, next: held.next }, { phase: 'game-over', kind: 'resign', next: true }, JSON.stringify(held));
    assert.match(held.status, /won 2 points by resignation\. Press Next game/);
    await quitter.evaluate(() => document.getElementById('board').shadowRoot.querySelector('[data-action="next-game"]').click());
    await quitter.waitForFunction(
      () => {
        const s = document.getElementById('board').getState();
        return s.gameNumber === 1 && s.phase !== 'game-over';
      },
      { timeout: 20_000, polling: 50 },
    );
    const after = await summary(quitter);
    assert.equal(after.resyncs, 0, after.trace.join('\n'));
    assert.deepEqual(after.problems, []);
    await Promise.all([player, quitter].map((p) => p.close()));
  });

  test("the opponent's absence counts down to the forfeit and stays shown until they return", async () => {
    const id = 'pages-away';
    const query = { match: id, game: 'fevga', length: '5', animation: 'off', auto: '1', delay: '300' };
    const watcher = await openPage(query);
    const leaver = await openPage(query);
    await Promise.all([watcher, leaver].map((p) => p.waitForFunction(() => window.tablaDemo?.synced, { timeout: 60_000, polling: 50 })));
    // The leaver's tab closes; the seat's token (kept in the tab's session) comes back in a new tab.
    const token = await leaver.evaluate(() => sessionStorage.getItem('tabla-multiplayer-token'));
    assert.ok(token, 'the leaver has a seat token');
    await leaver.close();
    await watcher
      .waitForFunction(() => !document.getElementById('away').hidden, { timeout: 20_000, polling: 50 })
      .catch(async (error) => {
        const s = await summary(watcher);
        throw new Error(`${error.message}; the watcher saw:\n${s.trace.join('\n')}`);
      });
    const seconds = () =>
      watcher.evaluate(() => {
        const m = /^Opponent disconnected — (\d+) s to return$/.exec(document.getElementById('away').textContent);
        return m ? Number(m[1]) : null;
      });
    const first = await seconds();
    assert.ok(first !== null && first <= 20 && first >= 15, `the countdown starts near 20 s: ${first}`);
    await new Promise((r) => setTimeout(r, 2200));
    const later = await seconds();
    assert.ok(later !== null && later <= first - 2, `it counts down: ${first} then ${later}`);
    assert.equal(await watcher.evaluate(() => document.getElementById('away').hidden), false, 'still shown whatever the status line says');
    const back = await browser.newPage();
    await back.evaluateOnNewDocument((t) => sessionStorage.setItem('tabla-multiplayer-token', t), token);
    await back.goto(`${server.url}?${new URLSearchParams(query)}`);
    await watcher.waitForFunction(() => document.getElementById('away').hidden, { timeout: 30_000, polling: 50 });
    assert.deepEqual(watcher.errors, []);
    await Promise.all([watcher, back].map((p) => p.close()));
  });
});
