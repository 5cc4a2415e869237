/**
 * The one-file script-tag build speaks every language without fetching anything more: the locale
 * modules are inlined (rollup `inlineDynamicImports`), so a page that loads only
 * dist/cdn/tabla-board.min.js from a CDN gets Greek, Macedonian … at once. Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard } from '../../src/index.js';
import { cdnOrigin, loadScript } from './helpers/cdn.js';

describe('dist/cdn/tabla-board.min.js: locales are inlined', () => {
  it('renders boards in several languages from the single file, fetching no other script', async () => {
    const origin = await cdnOrigin();
    await loadScript(`${origin}/dist/cdn/tabla-board.min.js`, 'module');
    await customElements.whenDefined('tabla-board');
    const scriptsBefore = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length;

    const box = document.createElement('div');
    for (const lang of ['el', 'mk', 'tr']) {
      const board = document.createElement('tabla-board');
      board.setAttribute('lang', lang);
      box.append(board);
    }
    document.body.append(box);
    try {
      const [el, mk, tr] = [...box.querySelectorAll('tabla-board')] as TablaBoard[];
      const speaks = async (b: TablaBoard, word: RegExp) => {
        for (let i = 0; i < 50 && !word.test(b.shadowRoot?.textContent ?? ''); i++) {
          await new Promise((r) => setTimeout(r, 20));
          await b.updateComplete;
        }
        expect(b.shadowRoot!.textContent).to.match(word);
      };
      await speaks(el, /Αρχική ζαριά/);
      await speaks(mk, /Почетно фрлање/);
      await speaks(tr, /Başlangıç atışı/);
      const scriptsAfter = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length;
      expect(scriptsAfter, 'a locale was fetched as a separate script').to.equal(scriptsBefore);
    } finally {
      box.remove();
    }
  });
});
