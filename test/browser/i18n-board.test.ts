/**
 * `<tabla-board>` speaks its own language: it follows its own `lang`, else its ancestors', else
 * the page's, switches live during a match, and two boards on one page keep their own.
 */
import { expect } from '@open-wc/testing';
import { html, render, type TemplateResult } from 'lit';
import '../../src/board/tabla-board.js';
import type { TablaBoard } from '../../src/board/tabla-board.js';
import { loadLocale, templatesOf, targetLocales, type Locale } from '../../src/i18n/runtime.js';

/** The text of a plain message in a locale (English: undefined, pass the source). */
const text = (locale: Locale, id: string, english: string): string => (locale === 'en' ? english : (templatesOf(locale)![id] as string));

const turnLine = (b: TablaBoard) => b.shadowRoot!.querySelector('.turn-line')?.textContent ?? '';
const rollButton = (b: TablaBoard) => b.shadowRoot!.querySelector('button[data-action="roll"]')?.textContent?.trim();

/** Renders into a fresh container (open-wc's `fixture` waits for a frame, which a background tab may not get). */
const mounted: HTMLElement[] = [];
function mount(template: TemplateResult): HTMLDivElement {
  const box = document.createElement('div');
  document.body.append(box);
  mounted.push(box);
  render(template, box);
  return box.firstElementChild as HTMLDivElement;
}
afterEach(() => mounted.splice(0).forEach((b) => b.remove()));

async function settle(b: TablaBoard): Promise<void> {
  await Promise.resolve(); // MutationObserver callbacks
  await b.updateComplete; // the re-render
}

describe('<tabla-board> language', () => {
  before(() => Promise.all(targetLocales.map((l) => loadLocale(l))));

  it('switches language live while a match is played', async () => {
    const wrap = mount(html`<div lang="mk"><tabla-board seed="7" white-player="human" black-player="human"></tabla-board></div>`);
    const board = wrap.querySelector('tabla-board') as TablaBoard;
    await settle(board);
    expect(turnLine(board)).to.contain(text('mk', 'status.opening', 'Opening roll: each player rolls one die'));
    expect(rollButton(board)).to.equal(text('mk', 'button.roll', 'Roll'));

    expect(board.roll()).to.equal(true); // the opening roll: the match is on
    await settle(board);

    for (const locale of ['el', 'tr', 'ro', 'bg', 'en'] as const) {
      wrap.setAttribute('lang', locale);
      await settle(board);
      const shown = board.shadowRoot!.textContent!;
      const colors = [text(locale, 'color.white', 'White'), text(locale, 'color.black', 'Black')];
      expect(
        colors.some((c) => turnLine(board).includes(c)),
        `${locale}: ${turnLine(board)}`,
      ).to.equal(true);
      if (locale !== 'en') {
        expect(shown, `${locale}: English left`).to.not.match(/\b(White|Black|Pips|Roll|Undo|Done|Resign)\b/);
      }
    }

    // The element's own lang (a property, before it is reflected) wins over the ancestor's.
    board.lang = 'el';
    await settle(board);
    expect(board.shadowRoot!.textContent).to.contain(text('el', 'color.white', 'White'));
  });

  it('two boards on one page keep their own languages', async () => {
    const wrap = mount(html`<div lang="tr"><tabla-board lang="mk" readonly></tabla-board><tabla-board readonly></tabla-board></div>`);
    const [mk, tr] = [...wrap.querySelectorAll('tabla-board')] as TablaBoard[];
    await Promise.all([settle(mk), settle(tr)]);
    const label = (b: TablaBoard) => b.shadowRoot!.querySelector('svg')?.getAttribute('aria-label') ?? b.shadowRoot!.textContent!;
    expect(label(mk)).to.contain(text('mk', 'board.label', 'Tabla board'));
    expect(label(tr)).to.contain(text('tr', 'board.label', 'Tabla board'));
  });
});
