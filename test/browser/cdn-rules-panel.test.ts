/**
 * The script-tag build's rules panel element, `<tabla-rules>`, is a chunk of its own
 * (`tabla-board.tabla-rules.js`) that the entry starts loading right after the core: a page that
 * uses only `<tabla-rules>` gets it upgraded when it arrives, and a board does not wait for it.
 * Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard, TablaRules } from '../../src/index.js';
import { fetchedFromCopy, loadCdnCopy } from './helpers/cdn.js';
import { until } from './helpers/waiting.js';

const COPY = 'panel';

describe('the script-tag build loads <tabla-rules> right after the core', function () {
  this.timeout(60_000);

  it('a page with only a <tabla-rules> gets it upgraded, with its English text', async () => {
    const rules = document.createElement('tabla-rules');
    rules.setAttribute('game', 'prva');
    document.body.append(rules);
    await loadCdnCopy(COPY);
    await customElements.whenDefined('tabla-rules');
    await (rules as TablaRules).updateComplete;
    await (rules as TablaRules).localeReady;
    expect(rules.shadowRoot!.querySelector('article')!.getAttribute('aria-busy')).to.equal(null);
    expect(rules.shadowRoot!.querySelector('h2')?.textContent).to.match(/Prva|prva/);
    expect(await fetchedFromCopy(COPY)).to.deep.equal(['tabla-board.min.js', 'tabla-board.core.js', 'tabla-board.tabla-rules.js', 'tabla-board.rules-en.js']);
    rules.remove();
  });

  it("a board's Rules button opens the panel, with <tabla-rules> from its chunk", async () => {
    const el = document.createElement('tabla-board') as TablaBoard;
    el.setAttribute('game', 'prva');
    el.setAttribute('animation', 'off');
    document.body.append(el);
    await el.updateComplete;
    el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="rules"]')!.click();
    await until(() => !!el.shadowRoot!.querySelector('tabla-rules'), 'the rules panel');
    const rules = el.shadowRoot!.querySelector('tabla-rules') as TablaRules;
    expect(rules, 'the panel').to.exist;
    expect(rules).to.be.instanceOf(customElements.get('tabla-rules')!);
    await rules.updateComplete;
    expect(rules.shadowRoot!.querySelector('h2')?.textContent?.trim()).to.not.equal('');
    expect(
      (await fetchedFromCopy(COPY)).filter((f) => f === 'tabla-board.tabla-rules.js'),
      'fetched once',
    ).to.have.length(1);
    el.remove();
  });
});
