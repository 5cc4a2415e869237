/**
 * The script-tag build without its bot client chunk (`tabla-board.bot-client.js` answers 404): a
 * board where the bot plays reports a `tabla-error` with the code `chunk-load-failed` (source
 * `bot-client`, warned on the console) as it connects; the bot's turn then fails as any bot failure does,
 * and a person's board without a bot is not affected. Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard } from '../../src/index.js';
import type { TablaErrorDetail } from '../../src/engine/live/events.js';
import { fetchedFromCopy, loadCdnCopy } from './helpers/cdn.js';
import { until, warningsOf } from './helpers/waiting.js';

const COPY = 'no-bot-client';

/** A board with `attributes`, appended, with the tabla-errors it reports. */
function mount(attributes: Record<string, string>): { el: TablaBoard; errors: TablaErrorDetail[] } {
  const errors: TablaErrorDetail[] = [];
  const el = document.createElement('tabla-board') as TablaBoard;
  for (const [k, v] of Object.entries({ animation: 'off', ...attributes })) el.setAttribute(k, v);
  el.addEventListener('tabla-error', (e) => errors.push((e as CustomEvent<TablaErrorDetail>).detail));
  document.body.append(el);
  return { el, errors };
}

describe("the bot's client chunk that cannot be fetched", function () {
  this.timeout(60_000);

  before(() => loadCdnCopy(COPY));

  it('a board of two people neither fetches it nor reports anything', async () => {
    const { el, errors } = mount({ game: 'prva', 'white-player': 'human', 'black-player': 'human' });
    await el.updateComplete;
    expect(el.roll()).to.equal(true);
    expect(await fetchedFromCopy(COPY)).to.not.include('tabla-board.bot-client.js');
    expect(errors).to.deep.equal([]);
    el.remove();
  });

  it('a board where the bot plays reports chunk-load-failed (and warns), and its bot turn fails with a tabla-error', async () => {
    let found: { el: TablaBoard; errors: TablaErrorDetail[] } | undefined;
    const warnings = await warningsOf(async () => {
      found = mount({ game: 'prva', 'white-player': 'bot', 'black-player': 'bot', seed: 'no-client' });
      await until(() => found!.errors.length >= 2, 'the two errors');
    });
    const { el, errors } = found!;
    expect(errors[0]).to.include({ source: 'bot-client', code: 'chunk-load-failed' });
    expect(errors[0].message).to.match(/could not load the bot client/);
    expect(
      errors.slice(1).map((e) => e.source),
      "the bot's turn failed",
    ).to.include('bot');
    expect(
      warnings.filter((w) => w.includes('could not load the bot client')),
      'warned on the console',
    ).to.have.length.at.least(1);
    el.remove();
  });
});
