/**
 * The script-tag build loads a language only when a board first speaks it: each locale's messages
 * are a small chunk next to the script (dist/cdn/tabla-board.locale-<xx>.js), fetched from the
 * script's own origin (here another origin, like a CDN), and a page that uses only English fetches
 * none of them. Needs `npm run build`.
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard } from '../../src/index.js';
import { cdnOrigin, loadScript } from './helpers/cdn.js';
import { until } from './helpers/waiting.js';

const fetchedChunks = () =>
  performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((name) => /tabla-board\.locale-\w+\.js$/.test(name));

describe('dist/cdn/tabla-board.min.js: languages are lazy chunks', () => {
  it('fetches a locale chunk from the script origin when a board first speaks it, and no other', async () => {
    const origin = await cdnOrigin();
    await loadScript(`${origin}/dist/cdn/tabla-board.min.js`, 'module');
    await customElements.whenDefined('tabla-board');
    expect(fetchedChunks(), 'no language fetched before a board needs one').to.deep.equal([]);

    const box = document.createElement('div');
    const english = document.createElement('tabla-board');
    box.append(english);
    document.body.append(box);
    try {
      await (english as TablaBoard).updateComplete;
      expect(english.shadowRoot!.textContent).to.match(/Opening roll/);
      expect(fetchedChunks(), 'English is built in').to.deep.equal([]);

      for (const lang of ['el', 'mk', 'tr']) {
        const board = document.createElement('tabla-board');
        board.setAttribute('lang', lang);
        box.append(board);
      }
      const [, el, mk, tr] = [...box.querySelectorAll('tabla-board')] as TablaBoard[];
      const speaks = async (b: TablaBoard, word: RegExp) => {
        await until(async () => {
          await b.updateComplete;
          return word.test(b.shadowRoot?.textContent ?? '');
        }, `the words ${word}`);
        expect(b.shadowRoot!.textContent).to.match(word);
      };
      await speaks(el, /Αρχική ζαριά/);
      await speaks(mk, /Почетно фрлање/);
      await speaks(tr, /Başlangıç atışı/);
      const fetched = fetchedChunks();
      expect(fetched.map((u) => u.replace(/^.*\//, '')).sort()).to.deep.equal([
        'tabla-board.locale-el.js',
        'tabla-board.locale-mk.js',
        'tabla-board.locale-tr.js',
      ]);
      for (const url of fetched) expect(url.startsWith(`${origin}/dist/cdn/`), url).to.equal(true);
    } finally {
      box.remove();
    }
  });
});
