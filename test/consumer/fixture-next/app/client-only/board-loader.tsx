'use client';
// app/client-only/board-loader.tsx: the board only in the browser. next/dynamic with ssr: false
// is allowed in a Client Component only; the server sends the loading text, and the board's code
// is a chunk of its own, fetched after hydration.
import dynamic from 'next/dynamic';

export const BoardLoader = dynamic(() => import('../board-client').then((module) => module.BoardClient), {
  ssr: false,
  loading: () => <p>Loading the board…</p>,
});
