/**
 * Checks a script-tag build loaded from another origin, as from a CDN: it registers
 * <tabla-board>, and the bot runs in a worker (from another origin, started through a one-line
 * `blob:` module that imports the worker file next to the script), or on the main thread from
 * that same file when no worker can start.
 * The other origin is a static server that web-test-runner.config.mjs starts on another port.
 */
import { expect } from '@open-wc/testing';
import type { TablaBoard } from '../../../src/index.js';

/** Origin of the second static server (another port). */
export async function cdnOrigin(): Promise<string> {
  const response = await fetch('/__tabla/cross-origin.json');
  const { origin } = (await response.json()) as { origin: string };
  return origin;
}

/** Adds a script tag and waits for it to load. */
export function loadScript(src: string, type: 'module' | 'classic'): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    if (type === 'module') script.type = 'module';
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/**
 * Loads the script-tag build from the logged self-hosted copy `copy` of dist/cdn/
 * (web-test-runner.config.mjs: /__tabla/cdn/<copy>/) and waits for <tabla-board>.
 */
export async function loadCdnCopy(copy: string): Promise<void> {
  await loadScript(`/__tabla/cdn/${copy}/tabla-board.min.js`, 'module');
  await customElements.whenDefined('tabla-board');
}

/** The files fetched from the logged copy `copy` so far, in order. */
export async function fetchedFromCopy(copy: string): Promise<string[]> {
  return (await (await fetch(`/__tabla/cdn-log/${copy}`)).json()) as string[];
}

/** Loads dist/cdn/`file` from the other origin and checks the element and its bot worker. */
export async function checkCdnBuild(file: string, type: 'module' | 'classic'): Promise<void> {
  expect(customElements.get('tabla-board'), 'nothing registered before the script loads').to.equal(undefined);
  const origin = await cdnOrigin();
  expect(origin).to.not.equal(location.origin);
  await loadScript(`${origin}/dist/cdn/${file}`, type);
  await customElements.whenDefined('tabla-board');

  const el = document.createElement('tabla-board') as TablaBoard;
  el.setAttribute('tradition', 'bulgarian');
  document.body.append(el);
  try {
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('svg')).to.exist;
    expect(el.tradition).to.equal('bulgarian');
    expect(await el.pingBot()).to.equal('pong');
    expect(el.botMode).to.equal('worker+wasm');
  } finally {
    el.remove();
  }
}

/**
 * With a worker that cannot start (a 404 `worker-url`, after the build was loaded by
 * checkCdnBuild), the bot answers on the main thread, loaded from the worker file next to the script.
 */
export async function checkFallbackLoadsWorkerFile(): Promise<void> {
  const origin = await cdnOrigin();
  performance.clearResourceTimings();
  const el = document.createElement('tabla-board') as TablaBoard;
  el.setAttribute('worker-url', '/no-such-worker.js'); // 404: the worker reports an error
  document.body.append(el);
  try {
    await el.updateComplete;
    expect(await el.pingBot()).to.equal('pong');
    expect(el.botMode).to.equal('main-thread+wasm');
    const loaded = performance.getEntriesByType('resource').map((e) => e.name);
    expect(loaded).to.include(`${origin}/dist/cdn/tabla-board.worker.js`);
  } finally {
    el.remove();
  }
}
