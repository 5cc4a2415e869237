/**
 * README.md's browser samples run as shown: each `html` sample and each `js` sample that imports
 * `tabla-board` is loaded in its own frame, and every board (and `<tabla-figure>`) in it must
 * render with no `tabla-error` (a figure: with no "invalid position" note). Addresses are mapped to this test's servers and nothing else is changed:
 * the CDN URL (https://cdn.jsdelivr.net/npm/tabla-board@<version>/) and the self-hosted
 * /assets/tabla-board/ → the second (cross-origin) server's /dist/cdn/; `import 'tabla-board'` →
 * the npm build, /dist/index.js. An html sample without a script (the article embeds) gets the
 * script tag of the first sample, as the README says. Needs `npm run build`.
 * (test/node/readme.test.ts runs the Node and shell samples.)
 */
import { expect } from '@open-wc/testing';
import { cdnOrigin } from './helpers/cdn.js';
import { until } from './helpers/waiting.js';

interface Block {
  lang: string;
  code: string;
  line: number;
}

function codeBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i].match(/^```(\w*)/);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i].startsWith('```'); i++) body.push(lines[i]);
    blocks.push({ lang: open[1], code: body.join('\n'), line: start + 1 });
  }
  return blocks;
}

type FrameWindow = Window & { __errors: string[] };

/** Loads `html` in a same-origin frame that records every `tabla-error`; resolves when its boards rendered. */
async function runInFrame(html: string, where: string): Promise<{ boards: number; errors: string[]; text: string }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 800px; height: 600px';
  const recorder = `<script>window.__errors = []; addEventListener('tabla-error', (e) => __errors.push(e.detail.message), true); addEventListener('error', (e) => __errors.push(String(e.message)));</script>`;
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8">${recorder}</head><body>${html}</body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  try {
    await loaded;
    const win = frame.contentWindow as FrameWindow;
    const doc = frame.contentDocument!;
    let boards: Element[] = [];
    await until(() => {
      boards = [...doc.querySelectorAll('tabla-board, tabla-figure')];
      return boards.length > 0 && boards.every((b) => b.shadowRoot?.querySelector('svg'));
    }, `${where}: a <tabla-board> or <tabla-figure>, each drawn`);
    for (const b of boards) expect(b.shadowRoot?.querySelector('.invalid')?.textContent, `${where}: a figure's note`).to.equal(undefined);
    await new Promise((r) => setTimeout(r, 100));
    const text = boards.map((b) => b.shadowRoot!.textContent ?? '').join('\n');
    return { boards: boards.length, errors: [...win.__errors], text };
  } finally {
    frame.remove();
  }
}

describe('README.md browser samples', function () {
  this.timeout(240_000); // every sample in a frame of its own, one after another, on a busy machine

  it('every html and browser js sample renders its boards with no tabla-error', async () => {
    const origin = await cdnOrigin();
    const readme = await (await fetch('/README.md')).text();
    const cdn = `${origin}/dist/cdn/`;
    const mapUrls = (code: string) =>
      code.replace(/https:\/\/cdn\.jsdelivr\.net\/npm\/tabla-board@[\w.-]+\/dist\/cdn\//g, cdn).replace(/\/assets\/tabla-board\//g, cdn);
    const blocks = codeBlocks(readme);
    const html = blocks.filter((b) => b.lang === 'html');
    const js = blocks.filter((b) => b.lang === 'js' && /import 'tabla-board'|from 'tabla-board'/.test(b.code));
    expect(html.length, 'html samples').to.be.greaterThan(2);
    expect(js.length, 'browser js samples').to.be.greaterThan(0);
    const firstScript = html.map((b) => b.code.match(/<script type="module"[^>]*><\/script>/)?.[0]).find(Boolean)!;
    expect(firstScript, 'a module script tag sample').to.be.a('string');

    for (const b of html) {
      const where = `README.md line ${b.line}`;
      const code = /<script[^>]*\ssrc=/.test(b.code) ? b.code : `${firstScript}\n${b.code}`;
      const { errors } = await runInFrame(mapUrls(code), where);
      expect(errors, `${where}: errors`).to.deep.equal([]);
    }
    for (const b of js) {
      const where = `README.md line ${b.line}`;
      const code = b.code
        .replace(/(import\s*(?:[^'"]*from\s*)?)'tabla-board'/g, `$1'${location.origin}/dist/index.js'`)
        .replace(/(import\s*(?:[^'"]*from\s*)?)'tabla-board\/(client)'/g, `$1'${location.origin}/dist/$2/index.js'`);
      const { errors } = await runInFrame(`<script type="module">${code}</script>`, where);
      expect(errors, `${where}: errors`).to.deep.equal([]);
    }
  });
});
