// app/client-only/page.tsx: a Server Component page that renders the board in the browser only.
import { BoardLoader } from './board-loader';

export default function Page() {
  return (
    <main>
      <h1>Tavli</h1>
      <BoardLoader />
    </main>
  );
}
