import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { GAMES, TRADITIONS } from '../engine/position.js';
import { nativeGameName, setOf } from '../engine/traditions.js';
import type { GameId, TraditionId } from '../engine/types.js';
import { LocaleController } from '../i18n/controller.js';
import { gameName, gameNameRendering, hasNativeName, nativeNameLang, traditionName } from '../i18n/names.js';
import { loadRules, rulesText, type Block, type Section } from '../i18n/rules/index.js';
import type { Locale } from '../i18n/runtime.js';
import { positionFromJSON } from '../engine/position-json.js';
import { drawingStyles, drawStaticFigure, figureStyles } from '../board/view/drawing.js';
import { figure } from './figures.js';
import { styles } from './tabla-rules.styles.js';
import { LazyPart } from '../board/lazy-part.js';

/** The English rules text, the panel's fallback: loaded when the first panel connects. */
const english = new LazyPart('the English rules text', () => loadRules('en'));

/**
 * The rules of one game (`game`) or of a tradition's whole match (`tradition`), in the reader's
 * language, with small static figures (the board's drawing, no board element) for the starting
 * positions and key situations.
 *
 * @summary Rules panel for the tabla family: common rules, each game's rules, the tradition's differences, scoring and fair dice.
 *
 * @event tabla-locale-change - The panel switched language. `detail`: `{ locale, previous }`.
 *
 * @csspart title - The panel's title.
 * @csspart section - Each section (also `section-<name>`, e.g. `section-common`, `section-game-treta`).
 * @csspart figure - A figure: a small board and its caption.
 *
 * @cssproperty --tabla-rules-max-width - Largest width of the panel (default 46rem).
 * @cssproperty --tabla-rules-figure-width - Width of the small boards (default 24rem).
 * @cssproperty --tabla-rules-text - Text colour.
 * @cssproperty --tabla-rules-font - Font.
 */
export class TablaRules extends LitElement {
  static override styles = [drawingStyles, figureStyles, styles];

  /** Explain this game (prva, vtora, treta, fevga, nardy); empty for the tradition's whole match. */
  @property({ reflect: true }) game: GameId | '' = '';

  /** Tradition whose names, set and differences apply (macedonian, bulgarian, greek, turkish); empty means macedonian. */
  @property({ reflect: true }) tradition: TraditionId | '' = '';

  private readonly i18n = new LocaleController(this, { load: loadRules });
  /** The English text's load started by this panel, while the panel waits for it. */
  private englishLoad: Promise<void> | undefined;

  /** The language the panel is shown in now (its own `lang`, else the nearest ancestor's, else the page's). */
  get locale(): Locale {
    return this.i18n.locale;
  }

  /** Resolves once the panel shows its requested language. */
  get localeReady(): Promise<Locale> {
    return this.updateComplete.then(() => this.i18n.ready);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!english.loaded) this.englishLoad = english.load(this, 'rules').then(() => this.requestUpdate());
  }

  /** Also waits for the English text while it loads (the panel shows nothing until then). */
  protected override async getUpdateComplete(): Promise<boolean> {
    await this.englishLoad;
    return super.getUpdateComplete();
  }

  private get traditionId(): TraditionId {
    return TRADITIONS.includes(this.tradition as TraditionId) ? (this.tradition as TraditionId) : 'macedonian';
  }

  private get gameId(): GameId | null {
    return GAMES.includes(this.game as GameId) ? (this.game as GameId) : null;
  }

  override render() {
    const locale = this.i18n.locale;
    const text = rulesText(locale) ?? english.loaded;
    if (!text) return html`<article aria-busy="true"></article>`;
    const tradition = this.traditionId;
    const game = this.gameId;
    const fill = (s: string) => this.fill(s, tradition, locale);
    let figureNo = 0;

    const block = (b: Block): TemplateResult => {
      if ('p' in b) return html`<p>${fill(b.p)}</p>`;
      if ('ul' in b)
        return html`<ul>
          ${b.ul.map((item) => html`<li>${fill(item)}</li>`)}
        </ul>`;
      if ('terms' in b)
        return html`<dl>
          ${b.terms.map(
            ([term, expl]) =>
              html`<dt>${fill(term)}</dt>
                <dd>${fill(expl)}</dd>`,
          )}
        </dl>`;
      figureNo++;
      const f = figure(b.figure, tradition);
      const label = text.ui.figure.replace('{n}', String(figureNo));
      const dice = f.dice ? f.dice.split(',').map(Number) : null;
      return html`<figure part="figure" data-figure=${b.figure}>
        <div class="figure-board">${drawStaticFigure({ position: positionFromJSON(f.position), dice, label })}</div>
        <figcaption>${label}. ${fill(b.caption)}</figcaption>
      </figure>`;
    };
    const section = (name: string, s: Section, heading: TemplateResult | string = fill(s.heading)) =>
      html`<section part="section section-${name}" data-section=${name}>
        <h3>${heading}</h3>
        ${s.blocks.map(block)}
      </section>`;
    const gameSection = (g: GameId) => section(`game-${g}`, text.games[g], this.nameOf(g, tradition, locale));

    let title: TemplateResult;
    let body: TemplateResult[];
    if (game) {
      title = html`${this.fillTemplate(text.ui.gameTitle, { game: this.nameOf(game, tradition, locale) })}`;
      body = [
        section('intro', text.intro),
        section('common', text.common),
        gameSection(game),
        ...(this.tradition ? [section('tradition', text.traditions[tradition])] : []),
        section('scoring', text.scoring),
        section('dice', text.dice),
      ];
    } else {
      title = html`${this.fillTemplate(text.ui.traditionTitle, { tradition: traditionName(tradition, locale) })}`;
      body = [
        section('intro', text.intro),
        section('tradition', text.traditions[tradition]),
        section('match', text.match),
        section('common', text.common),
        ...setOf(tradition).map(gameSection),
        section('scoring', text.scoring),
        section('dice', text.dice),
      ];
    }
    const set = game ? nothing : html`<p class="set">${this.fillTemplate(text.ui.setLine, { set: this.setNames(tradition, locale) })}</p>`;
    return html`<article lang=${locale} aria-labelledby="title">
      <h2 id="title" part="title">${title}</h2>
      ${set} ${body}
    </article>`;
  }

  /** A game's full name: the native name (marked with its language) and the reader's rendering. */
  private nameOf(game: GameId, tradition: TraditionId, locale: Locale): TemplateResult {
    if (!hasNativeName(game)) return html`${gameName(game, tradition, locale)}`;
    const native = nativeGameName(game, tradition);
    const rendering = gameNameRendering(game, tradition, locale);
    const nativeSpan = html`<span lang=${nativeNameLang(game, tradition)}>${native}</span>`;
    return rendering === native ? nativeSpan : html`${nativeSpan} (${rendering})`;
  }

  private setNames(tradition: TraditionId, locale: Locale): TemplateResult {
    const names = setOf(tradition).map((g) => this.nameOf(g, tradition, locale));
    return html`${names.map((n, i) => (i === 0 ? n : html` → ${n}`))}`;
  }

  /** Replaces `{prva}` … `{fevga}`, `{backgammon}`, `{nardy}` with the games' names as the reader writes them. */
  private fill(s: string, tradition: TraditionId, locale: Locale): string {
    return s.replace(/\{(prva|vtora|treta|fevga|backgammon|nardy)\}/g, (_, g: GameId) => gameName(g, tradition, locale, 'short'));
  }

  /** Replaces `{key}` placeholders with templates. */
  private fillTemplate(s: string, values: Record<string, TemplateResult | string>): TemplateResult[] {
    return s.split(/(\{\w+\})/).map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      return m && m[1] in values ? html`${values[m[1]]}` : html`${part}`;
    });
  }
}
