/**
 * The script-tag build's first load and its lazy chunks, as a page fetches them: a board's first
 * load is the entry and the core only; the study tools (set-up mode, review, Hint list) and the
 * rules texts are fetched on first need and work when they arrive. Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard, TablaRules } from '../../src/index.js';
import { loadScript } from './helpers/cdn.js';

const COPY = 'lazy';

/** The files fetched from the copy so far, in order. */
async function fetched(): Promise<string[]> {
  return (await (await fetch(`/__tabla/cdn-log/${COPY}`)).json()) as string[];
}

async function until(ok: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = performance.now() + ms;
  while (!(await ok())) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function board(attributes: Record<string, string>): TablaBoard {
  const el = document.createElement('tabla-board') as TablaBoard;
  for (const [k, v] of Object.entries({ animation: 'off', ...attributes })) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

describe('the script-tag build loads what a board does not need at first lazily', function () {
  this.timeout(60_000);

  before(async () => {
    await loadScript(`/__tabla/cdn/${COPY}/tabla-board.min.js`, 'module');
    await customElements.whenDefined('tabla-board');
  });

  it('a first board (a figure) fetches the entry and the core only', async () => {
    const el = board({ game: 'prva', readonly: '' });
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('svg')).to.exist;
    await new Promise((r) => setTimeout(r, 300));
    expect(await fetched()).to.deep.equal(['tabla-board.min.js', 'tabla-board.core.js']);
    el.remove();
  });

  it('an interactive board fetches the study tools when the page is idle, and set-up mode works with them', async () => {
    const el = board({ game: 'prva' });
    await el.updateComplete;
    await until(async () => (await fetched()).includes('tabla-board.study.js'), 'the study chunk');
    expect(
      (await fetched()).filter((f) => !/^tabla-board\.(min|core|study)\.js$/.test(f)),
      'nothing else',
    ).to.deep.equal([]);
    el.setAttribute('setup-mode', '');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part~="setup"]'), 'the set-up panel').to.exist;
    el.remove();
  });

  it('the rules panel fetches its English text when it opens, and shows it', async () => {
    expect(await fetched()).to.not.include('tabla-board.rules-en.js');
    const rules = document.createElement('tabla-rules') as TablaRules;
    rules.setAttribute('game', 'prva');
    document.body.append(rules);
    await rules.updateComplete;
    expect(await fetched()).to.include('tabla-board.rules-en.js');
    expect(rules.shadowRoot!.querySelector('h2')?.textContent).to.match(/Prva|prva/);
    rules.remove();
  });

  it("a board fetches its language's rules text when the pointer reaches the Rules button, and the panel opens with it", async () => {
    const el = board({ game: 'prva', lang: 'mk' });
    await el.updateComplete;
    await until(() => !!el.shadowRoot!.querySelector('[data-action="rules"]'), 'the Rules button');
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="rules"]')!;
    expect(await fetched()).to.not.include('tabla-board.rules-mk.js');
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await until(async () => (await fetched()).includes('tabla-board.rules-mk.js'), 'the Macedonian rules text');
    button.click();
    await until(() => !!el.shadowRoot!.querySelector('tabla-rules'), 'the rules panel');
    const rules = el.shadowRoot!.querySelector('tabla-rules')!;
    await (rules as TablaRules).localeReady;
    expect(rules.shadowRoot!.querySelector('article')!.getAttribute('aria-busy')).to.equal(null);
    expect(rules.shadowRoot!.querySelector('h2')!.textContent!.trim()).to.not.equal('');
    el.remove();
  });
});
