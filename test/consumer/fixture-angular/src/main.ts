// The test page's entry: bootstraps the app (./app/app.ts) and, once a bot has moved and Angular
// has rendered, reports to the test (window.consumerResult, read by ../../angular.test.mjs) the
// rendered text beside the event's own detail, what ran the bot and the board's tabla-errors, so
// a handler that did not run fails the test instead of stalling it.
import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import type { TablaBoard, TablaErrorDetail, TablaMoveDetail } from 'tabla-board';
import { App } from './app/app';

declare global {
  interface Window {
    consumerResult?: unknown;
  }
}

async function firstBotMove() {
  const app = await bootstrapApplication(App, { providers: [provideZonelessChangeDetection()] });
  const board = document.getElementById('bots') as TablaBoard;
  const errors: TablaErrorDetail[] = [];
  board.addEventListener('tabla-error', (event) => errors.push(event.detail));
  const { detail } = await new Promise<CustomEvent<TablaMoveDetail>>((resolve) => board.addEventListener('tabla-move', resolve, { once: true }));
  await app.whenStable();
  const rendered = document.getElementById('first-play')?.textContent ?? null;
  const reported = errors.map(({ source, fallback, message }) => ({ source, fallback, message }));
  return { entry: 'angular', player: detail.player, notation: detail.notation, botMode: board.botMode, rendered, errors: reported };
}

firstBotMove().then(
  (result) => (window.consumerResult = { ok: true, ...result }),
  (error: unknown) => (window.consumerResult = { ok: false, error: String((error as Error)?.stack ?? error) }),
);
