/**
 * Starting and saving the match of `<tabla-board>`: a new match from the settings (a refusal is
 * reported, never thrown), or the one saved under `storage-key`. A base class of the element's
 * internals (board-core.ts), which provide the driver, the replay player and the error reports.
 */
import type { LiveDriver } from './driver.js';
import type { ReplayPlayer } from './replay-player.js';
import { TablaBoardProperties } from './board-properties.js';
import { matchFrom, readSetup } from './match-setup.js';
import { MatchStorage, setupKey } from './persistence.js';

/** Fresh entropy for a match's dice (two random 32-bit words), used when no `seed` is set. */
const randomEntropy = (): string => {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return `${a[0]}:${a[1]}`;
};

/** Starting and saving the match (see the file comment); not registered by itself. */
export abstract class TablaBoardMatch extends TablaBoardProperties {
  /** The live-match driver the match is started in (board-core.ts). */
  protected abstract readonly driver: LiveDriver;
  /** The replay player: a replay is never saved nor restored. */
  protected abstract readonly replayer: ReplayPlayer;
  /** The live region's text, cleared when a match starts. */
  protected abstract announcement: string;
  /** Reports a problem as a `tabla-error` (board-core.ts). */
  protected abstract fail(source: string, message: string, value?: unknown, fallback?: unknown): void;
  /** Runs `fn`, reporting what it throws as a `tabla-error` from `source`; true when it did not throw. */
  protected abstract attempt(source: string, fn: () => void): boolean;
  /** The saved-match store, made for the current `storage-key` by {@link storage}. */
  protected store: MatchStorage | undefined;

  /** The saved-match store for `storage-key`; problems are warned about and reported as `tabla-error` (source `storage`). */
  protected storage(): MatchStorage {
    if (this.store?.key !== this.storageKey) {
      this.store = new MatchStorage(this.storageKey, (message) => {
        console.warn(`tabla-board: ${message}`);
        this.fail('storage', message);
      });
    }
    return this.store;
  }

  /** The settings a saved match must have been started with to be continued ({@link setupKey} reads them from the board). */
  protected setup(): string {
    return setupKey(this);
  }

  /** Continues the match saved under `storage-key`, if there is a usable one. */
  protected restoreSaved(): boolean {
    if (!this.storageKey || this.replayer.frames) return false;
    const saved = this.storage().load(this.setup());
    if (!saved) return false;
    this.driver.reseed(this.seed === '' ? null : this.seed);
    try {
      this.driver.dispatch({ type: 'start', mode: 'restore', state: saved.state, steps: saved.steps, entropy: randomEntropy() });
    } catch (error) {
      this.storage().report(`ignoring the saved match "${this.storageKey}": ${(error as Error).message}`);
      return false;
    }
    this.announcement = '';
    return true;
  }

  /** Starts the match the settings describe (or continues the saved one); a refusal is reported, never thrown. */
  protected restart(restore = false): void {
    this.replayer.stop();
    if (restore && this.restoreSaved()) return;
    const { options, position, dice, errors } = readSetup(this);
    for (const e of errors) this.fail(e.source, e.message, e.value, e.fallback);
    const entropy = randomEntropy();
    this.driver.reseed(this.seed === '' ? null : this.seed);
    try {
      this.driver.dispatch({ type: 'start', mode: 'new', state: matchFrom(options, position, dice), entropy });
    } catch (error) {
      this.fail(position ? 'dice' : 'match', `${(error as Error).message}; starting without them`);
      this.attempt('match', () => this.driver.dispatch({ type: 'start', mode: 'new', state: matchFrom(options, position, null), entropy }));
    }
    this.announcement = '';
  }
}
