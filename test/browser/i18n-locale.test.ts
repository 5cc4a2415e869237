/**
 * Per-element languages: resolution from `lang` (own, ancestors, across shadow roots, the page),
 * live switching, two languages side by side, and a host page that configures @lit/localize for
 * itself (it can be configured only once per page: this file's page does it, and we must neither
 * break it nor be broken by it).
 */
import { expect } from '@open-wc/testing';
import { LitElement, html, render, type TemplateResult } from 'lit';
import { configureLocalization, msg as hostMsg } from '@lit/localize';
import { LocaleController } from '../../src/i18n/controller.js';
import { resolveLang } from '../../src/i18n/resolve.js';
import { loadLocale, msg, str, templatesOf, type Locale } from '../../src/i18n/runtime.js';
import '../../src/rules/tabla-rules.js';
import type { TablaRules } from '../../src/rules/tabla-rules.js';

// The host page's own localization, configured before anything of ours renders.
const host = configureLocalization({
  sourceLocale: 'en',
  targetLocales: ['de'],
  loadLocale: async () => ({ templates: { 'host.hello': 'Hallo' } }),
});

/** A minimal element speaking through the controller, with one plain and one `str` message. */
class I18nProbe extends LitElement {
  readonly i18n = new LocaleController(this);
  who = 'X';
  override render() {
    return html`<button>${msg('Roll', { id: 'button.roll' })}</button>
      <p>${msg(str`${this.who} starts`, { id: 'announce.starts' })}</p>`;
  }
}
customElements.define('i18n-probe', I18nProbe);

/**
 * Renders into a fresh container in the document. (Not open-wc's `fixture`/`nextFrame`: they
 * wait for an animation frame, which a background tab never gets when files run in parallel.)
 */
const mounted: HTMLElement[] = [];
async function mount<T extends Element>(template: TemplateResult): Promise<T> {
  const box = document.createElement('div');
  document.body.append(box);
  mounted.push(box);
  render(template, box);
  const el = box.firstElementChild as T;
  await (el as unknown as { updateComplete?: Promise<unknown> }).updateComplete;
  return el;
}
afterEach(() => mounted.splice(0).forEach((b) => b.remove()));

/** Lets MutationObserver callbacks run (they are microtasks queued by the change). */
const observed = () => Promise.resolve();

const button = (el: I18nProbe) => el.shadowRoot!.querySelector('button')!.textContent;
const roll = (l: Locale) => (templatesOf(l)?.['button.roll'] as string) ?? 'Roll';

describe('resolveLang', () => {
  it('reads the element, then its ancestors, then the page; English for other languages', async () => {
    const root = await mount<HTMLDivElement>(
      html`<div lang="bg-BG">
        <section><span id="a"></span><span id="b" lang="el"></span><span id="c" lang=""></span></section>
      </div>`,
    );
    expect(resolveLang(root.querySelector('#a')!)).to.equal('bg');
    expect(resolveLang(root.querySelector('#b')!)).to.equal('el');
    expect(resolveLang(root.querySelector('#c')!)).to.equal('bg'); // an empty lang does not hide the ancestor's
    root.setAttribute('lang', 'de');
    expect(resolveLang(root.querySelector('#a')!)).to.equal('en');
    root.removeAttribute('lang');
    const page = document.documentElement.getAttribute('lang');
    document.documentElement.setAttribute('lang', 'tr');
    try {
      expect(resolveLang(root.querySelector('#a')!)).to.equal('tr');
    } finally {
      if (page === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.setAttribute('lang', page);
    }
  });

  it('crosses shadow roots to the host’s ancestors', async () => {
    const outer = await mount<HTMLDivElement>(html`<div lang="ro"><div id="shadow-host"></div></div>`);
    const shadow = outer.querySelector('#shadow-host')!.attachShadow({ mode: 'open' });
    const inner = document.createElement('span');
    shadow.append(inner);
    expect(resolveLang(inner)).to.equal('ro');
  });
});

describe('LocaleController', () => {
  before(() => Promise.all((['mk', 'bg', 'el', 'tr', 'ro'] as const).map((l) => loadLocale(l))));

  it('renders each element in its own language, two languages side by side', async () => {
    const wrap = await mount<HTMLDivElement>(html`<div><i18n-probe lang="mk"></i18n-probe><i18n-probe lang="el"></i18n-probe><i18n-probe></i18n-probe></div>`);
    const [mk, el, plain] = [...wrap.querySelectorAll('i18n-probe')] as I18nProbe[];
    await Promise.all([mk.i18n.ready, el.i18n.ready, plain.i18n.ready]);
    expect(button(mk)).to.equal(roll('mk'));
    expect(button(el)).to.equal(roll('el'));
    expect(button(plain)).to.equal('Roll');
    expect(roll('mk')).to.not.equal('Roll');
    // Values go where the translation puts them.
    expect(mk.shadowRoot!.querySelector('p')!.textContent).to.contain('X');
  });

  it('follows live changes of its own lang, an ancestor’s and a property', async () => {
    const wrap = await mount<HTMLDivElement>(html`<div lang="en"><i18n-probe></i18n-probe></div>`);
    const probe = wrap.querySelector('i18n-probe') as I18nProbe;
    await probe.i18n.ready;
    expect(button(probe)).to.equal('Roll');
    wrap.setAttribute('lang', 'tr');
    await observed();
    await probe.i18n.ready;
    expect(button(probe)).to.equal(roll('tr'));
    probe.setAttribute('lang', 'ro');
    await observed();
    await probe.i18n.ready;
    expect(button(probe)).to.equal(roll('ro'));
    probe.lang = 'bg';
    await observed();
    await probe.i18n.ready;
    expect(button(probe)).to.equal(roll('bg'));
    expect(probe.i18n.msg('Roll', { id: 'button.roll' })).to.equal(roll('bg')); // outside the update too
  });

  it('leaves a host page’s own @lit/localize alone', async () => {
    await host.setLocale('de');
    expect(host.getLocale()).to.equal('de');
    expect(hostMsg('Hello', { id: 'host.hello' })).to.equal('Hallo');
    const probe = await mount<I18nProbe>(html`<i18n-probe lang="mk"></i18n-probe>`);
    await probe.i18n.ready;
    expect(button(probe)).to.equal(roll('mk'));
    const rules = await mount<TablaRules>(html`<tabla-rules lang="el" tradition="greek"></tabla-rules>`);
    await rules.localeReady;
    expect(rules.shadowRoot!.querySelector('h2')!.textContent).to.contain('Ελληνική παράδοση');
    // Still the host's: our elements did not reconfigure or switch it.
    expect(host.getLocale()).to.equal('de');
    expect(hostMsg('Hello', { id: 'host.hello' })).to.equal('Hallo');
  });
});

describe('<tabla-rules> switches language live', () => {
  it('follows its ancestor’s lang, figures included', async () => {
    const wrap = await mount<HTMLDivElement>(html`<div lang="en"><tabla-rules tradition="greek" game="treta"></tabla-rules></div>`);
    const rules = wrap.querySelector('tabla-rules') as TablaRules;
    await rules.localeReady;
    const title = () => rules.shadowRoot!.querySelector('h2')!.textContent!;
    expect(title()).to.contain('How to play');
    const seen: string[] = [];
    rules.addEventListener('tabla-locale-change', (e) => seen.push((e as CustomEvent<{ locale: string }>).detail.locale));
    for (const [lang, words] of [
      ['el', 'Πώς παίζεται'],
      ['mk', 'Како се игра'],
      ['tr', 'Nasıl oynanır'],
    ] as const) {
      wrap.setAttribute('lang', lang);
      await observed();
      await rules.localeReady;
      expect(title()).to.contain(words);
      expect(rules.locale).to.equal(lang);
      for (const drawing of rules.shadowRoot!.querySelectorAll('figure svg.tf')) expect(drawing.closest('[lang]')!.getAttribute('lang')).to.equal(lang);
    }
    expect(seen).to.deep.equal(['el', 'mk', 'tr']);
  });

  it('two panels in different languages on one page each keep their own', async () => {
    const wrap = await mount<HTMLDivElement>(
      html`<div><tabla-rules lang="bg" tradition="bulgarian"></tabla-rules><tabla-rules lang="ro" tradition="bulgarian"></tabla-rules></div>`,
    );
    const [bg, ro] = [...wrap.querySelectorAll('tabla-rules')] as TablaRules[];
    await Promise.all([bg.localeReady, ro.localeReady]);
    expect(bg.shadowRoot!.querySelector('h2')!.textContent).to.contain('Българска традиция');
    expect(ro.shadowRoot!.querySelector('h2')!.textContent).to.contain('Tradiția bulgară');
  });
});
