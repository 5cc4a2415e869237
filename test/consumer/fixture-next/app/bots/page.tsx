// app/bots/page.tsx: the test's page, a Server Component around a bot-against-bot board.
import { BotsClient } from './bots-client';

export default function Page() {
  return (
    <main>
      <BotsClient />
    </main>
  );
}
