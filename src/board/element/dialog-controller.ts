/**
 * The board's two questions beside the play: the rules panel (`<tabla-rules>` and its text loaded
 * on first use, the text fetched already when the pointer or focus reaches the Rules button; the
 * script-tag build's entry loads the element itself right after the core) and
 * the resign question (the Resign button asks before resigning). Re-renders its element when
 * either opens or closes.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Live } from '../../engine/live/types.js';
import { rulesPanelPart } from '../../rules/rules-panel-part.js';
import { loadRulesTexts, prefetchRulesOnIntent } from './rules-text-loader.js';

/** What the dialogs do for their element. */
export interface DialogHooks {
  /** The element's language. */
  lang(): string;
  /** Resigns for the player the question was about. */
  resign(): void;
}

/** The rules panel and the resign question of a board. */
export class DialogController {
  private rulesOpen = false;
  private resignAsked = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly hooks: DialogHooks,
  ) {
    prefetchRulesOnIntent(host, hooks.lang);
  }

  /** Drops the resign question (a resignation was made). */
  resignDone(): void {
    this.set(this.rulesOpen, false);
  }

  /** The view's state: the rules panel open, the resign question asked (only while a game is played). */
  view(l: Live): { rulesOpen: boolean; resignAsked: boolean } {
    return { rulesOpen: this.rulesOpen, resignAsked: this.resignAsked && (l.state.phase === 'rolling' || l.state.phase === 'moving') };
  }

  /** The view's handlers of the Rules, Close-rules and Resign buttons and of the resign question's answer. */
  readonly on = {
    resign: (): void => this.set(this.rulesOpen, true),
    resignAnswer: (yes: boolean): void => {
      this.set(this.rulesOpen, false);
      if (yes) this.hooks.resign();
    },
    rules: (): void => void this.toggleRules(),
    closeRules: (): void => this.set(false, this.resignAsked),
  };

  /**
   * Opens or closes the rules panel, loading `<tabla-rules>` and its text first; a panel element
   * that cannot be fetched is reported (`tabla-error`, `chunk-load-failed`) and the panel stays shut.
   */
  private async toggleRules(): Promise<void> {
    if (!this.rulesOpen) {
      const [panel] = await Promise.all([rulesPanelPart.load(this.host, 'rules'), loadRulesTexts(this.hooks.lang())]);
      if (!panel) return;
    }
    this.set(!this.rulesOpen, this.resignAsked);
  }

  private set(rulesOpen: boolean, resignAsked: boolean): void {
    if (rulesOpen === this.rulesOpen && resignAsked === this.resignAsked) return;
    this.rulesOpen = rulesOpen;
    this.resignAsked = resignAsked;
    this.host.requestUpdate();
  }
}
