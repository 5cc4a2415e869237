'use client';
// app/bots/bots-client.tsx: a bot-against-bot board through the tabla-board/react wrapper, whose
// onTablaMove handler writes the first play into React state. Once React has rendered that text,
// the report for the test (window.consumerResult, read by ../../../next.test.mjs) carries it beside
// the event's own detail, what ran the bot, and the board's tabla-errors: a handler that did not
// run after hydration fails the test instead of stalling it.
import { useEffect, useRef, useState } from 'react';
import type { TablaBoard as TablaBoardElement, TablaErrorDetail, TablaMoveDetail } from 'tabla-board';
import { TablaBoard } from 'tabla-board/react';

declare global {
  interface Window {
    consumerResult?: unknown;
  }
}

export function BotsClient() {
  const board = useRef<TablaBoardElement>(null);
  const [firstPlay, setFirstPlay] = useState<TablaMoveDetail | null>(null);
  const [errors, setErrors] = useState<TablaErrorDetail[]>([]);
  useEffect(() => {
    if (!firstPlay || !board.current) return;
    window.consumerResult = {
      ok: true,
      entry: 'next',
      player: firstPlay.player,
      notation: firstPlay.notation,
      botMode: board.current.botMode,
      rendered: document.getElementById('first-play')?.textContent ?? null,
      errors: errors.map(({ source, fallback, message }) => ({ source, fallback, message })),
    };
  }, [firstPlay, errors]);
  return (
    <>
      <TablaBoard
        ref={board}
        whitePlayer="bot"
        blackPlayer="bot"
        botLevel="easy"
        seed="consumer"
        animation={false}
        onTablaMove={(event) => setFirstPlay((seen) => seen ?? event.detail)}
        onTablaError={(event) => setErrors((seen) => [...seen, event.detail])}
      />
      <p id="first-play">{firstPlay ? `${firstPlay.player}: ${firstPlay.notation}` : ''}</p>
    </>
  );
}
