/**
 * `<tabla-rules>` renders every game × tradition × locale, and every tradition's whole match,
 * without missing text: a title, non-empty sections, no leftover placeholders, no English in
 * other locales (proper names aside), the figures as static drawings (no `<tabla-board>`).
 */
import { expect, fixture, html } from '@open-wc/testing';
import { GAMES, TRADITIONS } from '../../src/engine/position.js';
import { setOf } from '../../src/engine/traditions.js';
import { allLocales, type Locale } from '../../src/i18n/runtime.js';
import { TablaRules } from '../../src/rules/tabla-rules.js';

/** English words that must not show in another locale's panel. */
const ENGLISH = /\b(the|and|checker|checkers|player|your|must|with|point|dice|roll|game|rules)\b/i;

async function render(locale: Locale, game: string, tradition: string): Promise<TablaRules> {
  const el = await fixture<TablaRules>(html`<tabla-rules lang=${locale} game=${game} tradition=${tradition}></tabla-rules>`);
  await el.localeReady;
  await el.updateComplete;
  return el;
}

function check(el: TablaRules, locale: Locale, label: string): void {
  const root = el.shadowRoot!;
  const title = root.querySelector('h2')!;
  expect(title.textContent!.trim(), `${label}: title`).to.not.equal('');
  expect(root.querySelector('article')!.getAttribute('lang'), label).to.equal(locale);
  const sections = [...root.querySelectorAll('section')];
  expect(sections.length, `${label}: sections`).to.be.greaterThan(4);
  for (const s of sections) {
    const name = s.dataset.section;
    expect(s.querySelector('h3')!.textContent!.trim(), `${label} ${name}: heading`).to.not.equal('');
    const blocks = [...s.querySelectorAll(':scope > p, :scope > ul, :scope > dl, :scope > figure')];
    expect(blocks.length, `${label} ${name}: blocks`).to.be.greaterThan(0);
    for (const b of blocks) expect(b.textContent!.trim(), `${label} ${name}: a block is empty`).to.not.equal('');
  }
  const text = root.textContent!;
  expect(text, `${label}: a placeholder was left`).to.not.match(/\{\w+\}/);
  if (locale !== 'en') {
    // Proper names (game names in the reader's script) are no English words, so the whole text can be checked.
    const english = text.match(ENGLISH);
    expect(english, `${label}: English word "${english?.[0]}" in ${locale}`).to.equal(null);
  }
  expect(root.querySelector('tabla-board'), `${label}: figures are static drawings, not boards`).to.equal(null);
  for (const f of root.querySelectorAll('figure')) {
    const drawing = f.querySelector('svg.tf')!;
    expect(drawing, `${label}: a figure's drawing`).to.exist;
    expect(drawing.getAttribute('role'), label).to.equal('img');
    expect(f.querySelector('figcaption')!.textContent, label).to.contain(drawing.getAttribute('aria-label')!);
    expect(drawing.querySelectorAll('.c-white, .c-black').length, `${label}: checkers drawn`).to.be.greaterThan(0);
    expect(drawing.querySelector('[tabindex], [role="button"]'), `${label}: nothing interactive`).to.equal(null);
  }
}

describe('<tabla-rules> renders every game × tradition × locale', () => {
  it('is registered once, as TablaRules', () => {
    expect(customElements.get('tabla-rules')).to.equal(TablaRules);
  });

  it('is accessible', async function () {
    this.timeout(60_000); // axe walks every small board's drawing too
    const el = await render('mk', 'prva', 'macedonian');
    await expect(el).to.be.accessible();
  });

  for (const locale of allLocales) {
    it(`one game, each tradition: ${locale}`, async function () {
      this.timeout(60_000);
      for (const tradition of TRADITIONS) {
        for (const game of GAMES) {
          const el = await render(locale, game, tradition);
          check(el, locale, `${game}/${tradition}/${locale}`);
          const sections = [...el.shadowRoot!.querySelectorAll('section')].map((s) => s.dataset.section);
          expect(sections).to.include(`game-${game}`);
          expect(sections).to.include('tradition');
          expect(sections).to.include('dice');
          el.remove();
        }
      }
    });

    it(`each tradition's whole match: ${locale}`, async function () {
      this.timeout(60_000);
      for (const tradition of TRADITIONS) {
        const el = await render(locale, '', tradition);
        check(el, locale, `${tradition}/${locale}`);
        const sections = [...el.shadowRoot!.querySelectorAll('section')].map((s) => s.dataset.section);
        expect(sections).to.include.members(['intro', 'tradition', 'match', 'common', 'scoring', 'dice', ...setOf(tradition).map((g) => `game-${g}`)]);
        el.remove();
      }
    });
  }

  it('names the games as their tradition does, with the reader’s rendering', async () => {
    const greekInTurkish = await render('tr', 'treta', 'greek');
    const title = greekInTurkish.shadowRoot!.querySelector('h2')!;
    expect(title.textContent).to.contain('Πλακωτό (Plakoto)');
    expect(title.querySelector('span[lang="el"]')!.textContent).to.equal('Πλακωτό');
    const mk = await render('mk', '', 'macedonian');
    expect(mk.shadowRoot!.querySelector('.set')!.textContent).to.contain('Прва → Втора → Трета');
    const bg = await render('bg', '', 'bulgarian');
    expect(bg.shadowRoot!.querySelector('.set')!.textContent).to.contain('Права → Гюлбара → Тапа');
    const el = await render('el', '', 'greek');
    expect(el.shadowRoot!.querySelector('.set')!.textContent).to.contain('Πόρτες → Πλακωτό → Φεύγα');
    const ro = await render('ro', '', 'turkish');
    expect(ro.shadowRoot!.querySelector('.set')!.textContent).to.contain('Tavla');
  });

  it('shows the key situations as figures', async () => {
    const figures = async (game: string) =>
      [...(await render('en', game, 'macedonian')).shadowRoot!.querySelectorAll('figure')].map((f) => (f as HTMLElement).dataset.figure);
    expect(await figures('prva')).to.include.members(['start-prva', 'hit']);
    expect(await figures('treta')).to.include.members(['start-treta', 'pin', 'mother']);
    expect(await figures('vtora')).to.include.members(['start-vtora', 'ladder', 'carried']);
    expect(await figures('fevga')).to.include.members(['start-fevga', 'fevga-first', 'fevga-wall']);
  });

  it("draws the figures' dice as the board does: the ladder in order, the carried numbers, in the reader's language", async () => {
    const el = await render('mk', 'vtora', 'macedonian');
    const ladder = el.shadowRoot!.querySelector('figure[data-figure="ladder"] .dice.ladder')!;
    // Each die's pips are one path of one circle (`M…a…a…`) per pip: the numbers in the order drawn.
    const numbers = [...ladder.querySelectorAll('.dp')].map((p) => p.getAttribute('d')!.split('M').length - 1);
    expect(numbers, '4-4 climbs to 6-6-6-6').to.deep.equal([4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6]);
    expect(el.shadowRoot!.querySelector('figure[data-figure="ladder"] svg')!.getAttribute('aria-label')).to.not.match(/Dice|ladder/i);
    expect(el.shadowRoot!.querySelector('figure[data-figure="carried"] .dice.carried')).to.exist;
    expect(el.shadowRoot!.querySelector('figure[data-figure="start-vtora"] .dice'), 'no dice where the figure has none').to.equal(null);
  });

  it('explains fair dice and that the bot has no foreknowledge (C8, C9)', async () => {
    const el = await render('en', 'prva', '');
    const dice = el.shadowRoot!.querySelector('section[data-section="dice"]')!.textContent!;
    expect(dice).to.match(/cryptographically secure/);
    expect(dice).to.match(/never sees a future roll/);
  });
});
