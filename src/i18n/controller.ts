/**
 * `LocaleController`: gives a Lit element its own language.
 *
 * ```ts
 * class MyEl extends LitElement {
 *   private readonly i18n = new LocaleController(this);
 *   render() { return html`${msg('Roll', { id: 'button.roll' })}`; } // speaks this element's language
 *   private onBotMoved() { this.note = this.i18n.msg('Bot moved', { id: 'announce.bot' }); } // outside update
 * }
 * ```
 *
 * It resolves the element's language (`resolveLang`), loads that locale on demand, re-renders
 * the host when it is ready, follows `lang` changes on the element, its ancestors and the page
 * (MutationObserver), and makes the language active for `msg()` while the host updates.
 */
import type { MsgFn, MsgOptions, TemplateLike } from '@lit/localize';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { observeLang, resolveLang } from './resolve.js';
import { enterLocale, isLocaleLoaded, leaveLocale, loadLocale, sourceLocale, translate, withLocale, type Locale } from './runtime.js';

export interface LocaleControllerOptions {
  /** More to load for a locale before switching to it (e.g. the rules texts). */
  load?: (locale: Locale) => Promise<unknown>;
  /** Called after the element switched to a new language (before its re-render). */
  onChange?: (locale: Locale, previous: Locale) => void;
}

/** The event a host dispatches after its language changed: `tabla-locale-change`, detail `{ locale, previous }`. */
export const LOCALE_CHANGE_EVENT = 'tabla-locale-change';

/** `detail` of `tabla-locale-change`: the language now spoken and the one before. */
export interface TablaLocaleChangeDetail {
  /** The language the element speaks now. */
  locale: Locale;
  /** The language it spoke before. */
  previous: Locale;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tabla-locale-change': CustomEvent<TablaLocaleChangeDetail>;
  }
}

export class LocaleController implements ReactiveController {
  /** The language the host renders in now (always loaded). */
  locale: Locale = sourceLocale;
  /** The language the host should speak (may still be loading). */
  requested: Locale = sourceLocale;

  private stopObserving: (() => void) | undefined;
  private readonly extraLoaded = new Set<Locale>();
  private readyWaiters: Array<() => void> = [];
  private entered = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement & { readonly isUpdatePending?: boolean },
    private readonly options: LocaleControllerOptions = {},
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.stopObserving?.();
    this.stopObserving = observeLang(this.host, () => this.refresh());
    this.refresh();
  }

  hostDisconnected(): void {
    this.stopObserving?.();
    this.stopObserving = undefined;
  }

  hostUpdate(): void {
    // A `lang` property set on the host is seen here, before it is reflected to the attribute.
    this.refresh();
    enterLocale(this.locale);
    this.entered = true;
  }

  hostUpdated(): void {
    if (this.entered) leaveLocale();
    this.entered = false;
    if (this.locale === this.requested) this.flushReady();
  }

  /**
   * Resolves when the host speaks its requested language and has rendered in it. Await it after
   * changing `lang` (tests, screenshots).
   */
  get ready(): Promise<Locale> {
    if (this.locale === this.requested && !this.host.isUpdatePending) return Promise.resolve(this.locale);
    return new Promise<Locale>((resolve) => this.readyWaiters.push(() => resolve(this.locale)));
  }

  /** A message in this element's language: same call as `msg()`, usable anywhere (event handlers, timers). */
  readonly msg: MsgFn = ((template: TemplateLike, options?: MsgOptions) => translate(this.locale, template, options)) as MsgFn;

  /** Runs `fn` with `msg()` answering in this element's language (for code outside the update). */
  run<T>(fn: () => T): T {
    return withLocale(this.locale, fn);
  }

  /** Re-reads the host's language; switches now if it is loaded, else loads it and switches then. */
  refresh(): void {
    const wanted = resolveLang(this.host);
    if (wanted === this.requested) return; // already speaking it, or loading it
    this.requested = wanted;
    if (this.isReady(wanted)) {
      this.apply(wanted);
      return;
    }
    void this.loadAll(wanted).then(
      () => {
        if (this.requested === wanted) this.apply(wanted);
      },
      (error: unknown) => {
        console.error(`tabla: could not load the "${wanted}" texts; staying with "${this.locale}"`, error);
        if (this.requested === wanted) this.requested = this.locale;
        this.flushReady();
      },
    );
  }

  private isReady(locale: Locale): boolean {
    return isLocaleLoaded(locale) && (!this.options.load || this.extraLoaded.has(locale));
  }

  private async loadAll(locale: Locale): Promise<void> {
    await Promise.all([loadLocale(locale), this.options.load?.(locale)]);
    this.extraLoaded.add(locale);
  }

  private apply(locale: Locale): void {
    if (locale === this.locale) {
      this.flushReady();
      return;
    }
    const previous = this.locale;
    this.locale = locale;
    if (this.entered) {
      // Inside hostUpdate: the update that is running renders in the new language.
      leaveLocale();
      enterLocale(locale);
    }
    this.options.onChange?.(locale, previous);
    this.host.requestUpdate();
    this.host.dispatchEvent(new CustomEvent<TablaLocaleChangeDetail>(LOCALE_CHANGE_EVENT, { detail: { locale, previous }, bubbles: true, composed: false }));
  }

  private flushReady(): void {
    if (this.readyWaiters.length === 0) return;
    const waiters = this.readyWaiters;
    this.readyWaiters = [];
    void this.host.updateComplete.then(() => waiters.forEach((w) => w()));
  }
}
