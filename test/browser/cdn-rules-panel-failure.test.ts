/**
 * The script-tag build's rules panel element (`tabla-board.tabla-rules.js`) that cannot be
 * fetched: each `<tabla-rules>` in the page reports a `tabla-error` (source `rules`, code
 * `chunk-load-failed`, also warned on the console); a board plays without it, and its Rules
 * button reports the failure again and leaves the panel shut. Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard } from '../../src/index.js';
import type { TablaErrorDetail } from '../../src/engine/live/events.js';
import { loadCdnCopy } from './helpers/cdn.js';
import { until, warningsOf } from './helpers/waiting.js';

describe('a rules panel element that cannot be fetched', function () {
  this.timeout(60_000);

  const errors: TablaErrorDetail[] = [];
  const rules = document.createElement('tabla-rules');
  rules.addEventListener('tabla-error', (e) => errors.push((e as CustomEvent<TablaErrorDetail>).detail));

  it("is reported on the page's <tabla-rules> (chunk-load-failed), with a console warning", async () => {
    document.body.append(rules);
    const warnings = await warningsOf(async () => {
      await loadCdnCopy('no-panel');
      await until(() => errors.length > 0, 'the report');
    });
    expect(errors.map((e) => [e.source, e.code])).to.deep.equal([['rules', 'chunk-load-failed']]);
    expect(errors[0].message).to.match(/could not load the rules panel/);
    expect(warnings.filter((w) => w.startsWith('tabla-board: could not load the rules panel'))).to.have.length(1);
    expect(customElements.get('tabla-rules'), 'not defined').to.equal(undefined);
  });

  it('a board still plays, and its Rules button reports it again and leaves the panel shut', async () => {
    const boardErrors: TablaErrorDetail[] = [];
    const el = document.createElement('tabla-board') as TablaBoard;
    el.setAttribute('game', 'prva');
    el.setAttribute('animation', 'off');
    el.addEventListener('tabla-error', (e) => boardErrors.push((e as CustomEvent<TablaErrorDetail>).detail));
    document.body.append(el);
    await el.updateComplete;
    expect(el.roll(), 'the match runs').to.equal(true);
    const warnings = await warningsOf(async () => {
      el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="rules"]')!.click();
      await until(() => boardErrors.length > 0, "the board's report");
    });
    expect(boardErrors.map((e) => [e.source, e.code])).to.deep.equal([['rules', 'chunk-load-failed']]);
    expect(warnings.filter((w) => w.startsWith('tabla-board: could not load the rules panel'))).to.have.length(1);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('tabla-rules'), 'no panel').to.equal(null);
    el.remove();
    rules.remove();
  });
});
