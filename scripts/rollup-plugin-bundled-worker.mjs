// Rollup plugin for the script-tag build: bundles the bot's worker entry with a nested rollup
// build into one self-contained ES module, emits it as `fileName` next to the script, and swaps
// the client's `bundled-worker` module for one that points at that file:
//
//   bundledWorkerUrl() → new URL(fileName, import.meta.url)   (the script's own URL: works from a CDN)
//   loadBot()          → import(that URL)                      (the main-thread fallback, lazy)
//   startPackagedWorker → undefined                            (no dist/cdn/worker.js to start)
//
// So the first load carries no bot code at all: the worker starts from that file (directly when
// it is on the page's origin, through a one-line Blob module that imports it from a CDN), and the
// fallback imports the same file only when no worker can run. In the IIFE build, rollup turns
// `import.meta.url` into the URL of the classic <script> (document.currentScript).
import path from 'node:path';
import { rollup } from 'rollup';

const VIRTUAL_ID = '\0tabla-bundled-worker';

/**
 * @param {object} options
 * @param {string} options.input the worker entry (e.g. src/bot/cdn-worker.ts)
 * @param {string} options.stub the module to replace (e.g. src/bot/bundled-worker.ts)
 * @param {string} options.fileName the emitted worker file, next to the script
 * @param {() => import('rollup').Plugin[]} options.plugins plugins for the nested build (fresh instances)
 * @returns {import('rollup').Plugin}
 */
export function bundledWorker({ input, stub, fileName, plugins }) {
  const stubPath = path.resolve(stub);
  let code = '';
  return {
    name: 'tabla-bundled-worker',
    async buildStart() {
      const bundle = await rollup({
        input,
        plugins: plugins(),
        onwarn: (warning) => this.warn(warning.message ?? String(warning)),
      });
      try {
        const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true });
        code = output[0].code;
        for (const file of bundle.watchFiles) this.addWatchFile(file);
      } finally {
        await bundle.close();
      }
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    async resolveId(source, importer, options) {
      if (!importer || source === VIRTUAL_ID) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && path.resolve(resolved.id) === stubPath) return VIRTUAL_ID;
      return null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      return [
        `export const bundledWorkerUrl = () => new URL(${JSON.stringify(fileName)}, import.meta.url);`,
        // A URL known only at run time: bundlers that build an app from this file must leave it be.
        'export const loadBot = () => import(/* webpackIgnore: true */ /* @vite-ignore */ bundledWorkerUrl().href);',
        // No worker.js beside the script-tag build: the client must not name one (bundlers would look for it).
        'export const startPackagedWorker = undefined;',
        '',
      ].join('\n');
    },
  };
}
