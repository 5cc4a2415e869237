/**
 * Main-thread side of the bot: starts the worker lazily and talks to it by request ids.
 *
 * Where the worker comes from, first match wins:
 * 1. a URL the host supplies (`workerUrl`), e.g. a self-hosted copy of `dist/cdn/tabla-board.worker.js`;
 * 2. in the script-tag build, `tabla-board.worker.js` next to the script: started directly when
 *    it is on the page's origin (self-hosted: works under `worker-src 'self'`), or through a
 *    one-line Blob URL module that imports it when it is on another origin (a CDN; a page cannot
 *    start a worker from another origin's URL, and the CDN must allow CORS, as CDNs do);
 * 3. in the npm build, `new Worker(new URL('./worker.js', import.meta.url))` (./bundled-worker.ts),
 *    which bundlers understand; the script-tag build has no such line (no ./worker.js beside it).
 * If no worker can be created, or it fails to load, requests run on the main thread; the bot's
 * code for that is loaded then, lazily (see ./bundled-worker.ts), never with the first load.
 * Worker URLs pass through the package's Trusted Types policy (./trusted-url.ts).
 *
 * Never weaker without a word: a worker that cannot start, WebAssembly refused where the bot
 * runs, and a network that cannot load are each reported once (./fallback.ts), as a
 * `console.warn` and to `onFallback`; {@link BotClient.mode} says what runs.
 */
import type { BotChooseFields, BotCubeResponse, BotHint, BotHintFields, BotKernel, BotReady, BotRequest, BotResponse, BotStep } from './protocol.js';
import type { MatchState } from '../engine/match.js';
import type { AnalysisProgress } from './analysis/types.js';
import { bundledWorkerUrl, loadBot, startPackagedWorker, type MainThreadBot } from './bundled-worker.js';
import { networkFallback, wasmFallback, workerFallback, type BotFallback } from './fallback.js';
import { workerScriptUrl } from './trusted-url.js';
import { TABLA_ERROR_CODES, TablaError, type TablaErrorCode } from '../engine/errors.js';

export type { BotFallback, BotFallbackKind } from './fallback.js';

/**
 * What runs the bot: `none` before its first request; `worker+wasm` (the bot in its Web Worker,
 * its networks in WebAssembly: the full speed), `worker+js` (WebAssembly refused in the worker),
 * `main-thread+wasm` or `main-thread+js` (no worker could start); `worker` and `main-thread`
 * while the bot's code is still loading there.
 */
export type BotMode = 'none' | 'worker' | 'worker+wasm' | 'worker+js' | 'main-thread' | 'main-thread+wasm' | 'main-thread+js';

/** Options of {@link BotClient}. */
export interface BotClientOptions {
  /** URL of a worker script to use instead of the built-in one. */
  readonly workerUrl?: string | URL | undefined;
  /** Run on the main thread, never in a worker (chosen, so not reported as a fallback). */
  readonly mainThread?: boolean | undefined;
  /** Told once of each fallback (besides a `console.warn`): no worker, no WebAssembly, a network that could not load. */
  readonly onFallback?: ((fallback: BotFallback) => void) | undefined;
}

/** The error of a bot's `error` response, with the code the bot gave it (`bad-argument` when it gave none it knows). */
export function responseError(response: { readonly message: string; readonly code?: string }): TablaError {
  const code = (TABLA_ERROR_CODES as readonly string[]).includes(response.code ?? '') ? (response.code as TablaErrorCode) : 'bad-argument';
  const e = new TablaError(code, response.message);
  if (code === 'cancelled') e.name = 'AbortError';
  return e;
}

/** An error for a request that was cancelled. */
function cancelled(): Error {
  const e = new TablaError('cancelled', 'bot request cancelled');
  e.name = 'AbortError';
  return e;
}

type Pending = {
  readonly request: BotRequest;
  readonly abort?: AbortController;
  /** Receives an analysis' progress. */
  readonly progress?: ((p: AnalysisProgress) => void) | undefined;
  readonly resolve: (response: BotResponse) => void;
  readonly reject: (error: Error) => void;
};

/** Distributes a request type over the union, so callers can pass a request without its id. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export class BotClient {
  private readonly options: BotClientOptions;
  private worker: Worker | undefined;
  private blobUrl: string | undefined;
  private where: 'none' | 'worker' | 'main-thread' = 'none';
  private kernel: BotKernel | undefined;
  private readonly reported = new Set<string>();
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private mainThreadBot: Promise<MainThreadBot> | undefined;

  constructor(options: BotClientOptions = {}) {
    this.options = options;
  }

  /** What runs the bot now (see {@link BotMode}). */
  get mode(): BotMode {
    return this.where === 'none' || !this.kernel ? this.where : `${this.where}+${this.kernel}`;
  }

  /** Checks that the bot answers; resolves with `'pong'`. */
  async ping(): Promise<string> {
    const response = await this.request({ type: 'ping' });
    if (response.type === 'error') throw responseError(response);
    return response.type;
  }

  /** Chooses a play for the player to move; resolves with its steps. Rejects on bad input or when cancelled. */
  async choose(req: BotChooseFields): Promise<{ steps: BotStep[] }> {
    const response = await this.request({ type: 'choose', ...req });
    if (response.type === 'error') throw responseError(response);
    if (response.type !== 'play') throw new TablaError('bad-argument', `unexpected bot response ${response.type}`);
    return { steps: response.steps.map((s) => ({ ...s })) };
  }

  /** The best plays of a roll with their equities, best first (see `hint` in tabla-board/bot). Rejects on bad input. */
  async hint(req: BotHintFields): Promise<{ plays: BotHint[] }> {
    const response = await this.request({ type: 'hint', ...req });
    if (response.type === 'error') throw responseError(response);
    if (response.type !== 'hints') throw new TablaError('bad-argument', `unexpected bot response ${response.type}`);
    return { plays: response.plays.map((h) => ({ steps: h.steps.map((s) => ({ ...s })), equity: h.equity })) };
  }

  /** The bot's cube decisions for the player on roll in a backgammon match state (double?) and his opponent (take? beaver?). */
  async cube(state: MatchState): Promise<Pick<BotCubeResponse, 'double' | 'take' | 'beaver'>> {
    const response = await this.request({ type: 'cube', state });
    if (response.type === 'error') throw responseError(response);
    if (response.type !== 'cube') throw new TablaError('bad-argument', `unexpected bot response ${response.type}`);
    return { double: response.double, take: response.take, beaver: response.beaver };
  }

  /**
   * Abandons every pending request (their promises reject with an AbortError). A worker busy
   * thinking is stopped and a fresh one starts with the next request.
   */
  cancel(): void {
    if (this.pending.size === 0) return;
    const pending = [...this.pending.values()];
    this.pending.clear();
    if (this.worker) this.stopWorker();
    for (const p of pending) {
      p.abort?.abort();
      p.reject(cancelled());
    }
  }

  /**
   * Sends one request to the bot (starting it if needed) and resolves with its response; `progress`
   * gets an analysis' progress. Aborting `signal` cancels this request alone (an AbortError).
   */
  request(message: WithoutId<BotRequest>, progress?: Pending['progress'], signal?: AbortSignal): Promise<BotResponse> {
    if (signal?.aborted) return Promise.reject(cancelled());
    this.start();
    const request = { ...message, id: this.nextId++ } as BotRequest;
    const answer = new Promise<BotResponse>((resolve, reject) => this.send({ request, resolve, reject, progress }));
    if (!signal) return answer;
    const stop = () => this.cancelOne(request.id);
    signal.addEventListener('abort', stop, { once: true });
    return answer.finally(() => signal.removeEventListener('abort', stop));
  }

  /** Hands a request to the worker, or runs it here. */
  private send(p: Pending): void {
    if (this.worker) {
      this.pending.set(p.request.id, p);
      this.worker.postMessage(p.request);
    } else {
      this.runHere(p.request, p.resolve, p.reject, p.progress);
    }
  }

  /**
   * Cancels one pending request. A worker may be busy with it: it is stopped, and a fresh one
   * takes the client's other pending requests.
   */
  private cancelOne(id: number): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    p.abort?.abort();
    if (this.worker) {
      this.stopWorker();
      const others = [...this.pending.values()];
      this.pending.clear();
      if (others.length > 0) this.start();
      for (const o of others) this.send(o);
    }
    p.reject(cancelled());
  }

  /** Main-thread fallback: the search runs in slices and can be cancelled. */
  private runHere(request: BotRequest, resolve: (r: BotResponse) => void, reject: (e: Error) => void, progress?: Pending['progress']): void {
    const abort = new AbortController();
    this.pending.set(request.id, { request, abort, resolve, reject, progress });
    // The bot's code is fetched on first use only; a failed fetch may be retried by a later request.
    const bot = (this.mainThreadBot ??= loadBot().then(
      (b) => {
        this.kernelIs(b.ready(), 'the main thread');
        return b;
      },
      (error: unknown) => {
        this.mainThreadBot = undefined;
        throw error;
      },
    ));
    void bot
      .then((b) => b.answer(request, false, abort.signal, progress as ((m: BotResponse) => void) | undefined))
      .then(
        (response) => {
          if (!this.pending.delete(request.id)) return; // cancelled meanwhile
          this.reportWarning(response);
          resolve(response);
        },
        (error: unknown) => {
          if (!this.pending.delete(request.id)) return;
          reject(new TablaError('unavailable', `the bot could not be loaded on the main thread: ${error instanceof Error ? error.message : String(error)}`));
        },
      );
  }

  /** Stops the worker; pending requests are rejected. */
  dispose(): void {
    this.stopWorker();
    if (this.blobUrl) URL.revokeObjectURL(this.blobUrl);
    this.blobUrl = undefined;
    for (const pending of this.pending.values()) pending.reject(new Error('bot disposed'));
    this.pending.clear();
  }

  private start(): void {
    if (this.where !== 'none') return;
    const worker = this.createWorker();
    if (!worker) {
      this.where = 'main-thread';
      return;
    }
    this.worker = worker;
    this.where = 'worker';
    worker.addEventListener('message', (event: MessageEvent<BotResponse | BotReady>) => {
      const data = event.data;
      if (data.type === 'ready') {
        this.kernelIs(data, 'the worker');
        return;
      }
      const pending = this.pending.get(data.id);
      if (!pending) return;
      if (data.type === 'analysis-progress') return pending.progress?.({ done: data.done, total: data.total });
      this.pending.delete(data.id);
      this.reportWarning(data);
      pending.resolve(data);
    });
    // A worker that fails to load (404, CSP, a failed import) reports an `error` event: fall back.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      const message = (event as ErrorEvent).message;
      this.report('worker', workerFallback(message || `its script did not load: ${this.workerSource()}`));
      this.fallBackToMainThread();
    });
  }

  /** The worker script this client starts, for messages. */
  private workerSource(): string {
    return String(this.options.workerUrl ?? bundledWorkerUrl?.() ?? 'the bundled worker.js (is it in your build?)');
  }

  private createWorker(): Worker | undefined {
    if (this.options.mainThread) return undefined;
    if (typeof Worker === 'undefined') {
      this.report('worker', workerFallback('this environment has no Web Worker'));
      return undefined;
    }
    try {
      if (this.options.workerUrl) {
        return new Worker(workerScriptUrl(this.options.workerUrl), { type: 'module' });
      }
      const bundled = bundledWorkerUrl?.();
      if (bundled) {
        if (bundled.origin === globalThis.location?.origin) return new Worker(workerScriptUrl(bundled), { type: 'module' });
        // Another origin (a CDN): a same-origin Blob module that imports the worker (CORS).
        const bootstrap = `import ${JSON.stringify(bundled.href)};\n`;
        this.blobUrl ??= URL.createObjectURL(new Blob([bootstrap], { type: 'text/javascript' }));
        return new Worker(workerScriptUrl(this.blobUrl), { type: 'module' });
      }
      return startPackagedWorker?.();
    } catch (error) {
      // A SecurityError (cross-origin URL, CSP) or a Trusted Types TypeError: run on the main thread.
      this.report('worker', workerFallback(error instanceof Error ? `${error.name}: ${error.message}` : String(error)));
      return undefined;
    }
  }

  /** Notes which kernel runs, reporting WebAssembly refused (once). */
  private kernelIs(ready: BotReady, where: string): void {
    this.kernel = ready.kernel;
    if (ready.kernel === 'js') this.report('wasm', wasmFallback(where));
  }

  /** Reports a response's network warning (once per message). */
  private reportWarning(response: BotResponse): void {
    const warning = (response as { warning?: string }).warning;
    if (warning) this.report(`network ${warning}`, networkFallback(warning));
  }

  /** Sends a fallback to `console.warn` and `onFallback`, once per key. */
  private report(key: string, fallback: BotFallback): void {
    if (this.reported.has(key)) return;
    this.reported.add(key);
    console.warn(`tabla-board: ${fallback.message}`);
    this.options.onFallback?.(fallback);
  }

  /** Stops the worker, if any: the next request starts the bot again. */
  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.where = 'none';
    this.kernel = undefined;
  }

  private fallBackToMainThread(): void {
    this.stopWorker();
    this.where = 'main-thread';
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const { request, resolve, reject, progress } of pending) this.runHere(request, resolve, reject, progress);
  }
}
