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
//
// The worker's dynamic imports (the networks, one per game: src/bot/weights/index.ts) become
// chunks of their own next to it, named by `chunkFileName`, which the worker fetches relative to
// its own URL when a game first needs one. Each must be self-contained (the build fails if a
// chunk imports anything), so it works whichever way the worker was started.
import path from 'node:path';
import { rollup } from 'rollup';

const VIRTUAL_ID = '\0tabla-bundled-worker';

/**
 * @param {object} options
 * @param {string} options.input the worker entry (e.g. src/bot/cdn-worker.ts)
 * @param {string} options.stub the module to replace (e.g. src/bot/bundled-worker.ts)
 * @param {string} options.fileName the emitted worker file, next to the script
 * @param {(chunk: import('rollup').PreRenderedChunk) => string} options.chunkFileName name of a lazy chunk of the worker (a network)
 * @param {() => import('rollup').Plugin[]} options.plugins plugins for the nested build (fresh instances)
 * @returns {import('rollup').Plugin}
 */
export function bundledWorker({ input, stub, fileName, chunkFileName, plugins }) {
  const stubPath = path.resolve(stub);
  /** The worker and its lazy chunks: [file name, code]. */
  let files = [];
  /**
   * The nested build, made once and shared by every build that uses this plugin instance (the
   * module and the classic-script builds), until one of its files changes in watch mode.
   */
  let built = null;
  /** The worker's source files. */
  let watched = new Set();
  async function build(context) {
    const bundle = await rollup({
      input,
      plugins: plugins(),
      onwarn: (warning) => context.warn(warning.message ?? String(warning)),
    });
    try {
      const { output } = await bundle.generate({ format: 'es', entryFileNames: fileName, chunkFileNames: chunkFileName });
      for (const chunk of output) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry ? chunk.imports.length : chunk.imports.length || chunk.dynamicImports.length) {
          context.error(`${chunk.fileName} imports ${[...chunk.imports, ...chunk.dynamicImports].join(', ')}: the worker's chunks must be self-contained`);
        }
      }
      watched = new Set(bundle.watchFiles);
      return output.filter((chunk) => chunk.type === 'chunk').map((chunk) => [chunk.fileName, chunk.code]);
    } finally {
      await bundle.close();
    }
  }
  return {
    name: 'tabla-bundled-worker',
    async buildStart() {
      built ??= build(this).catch((error) => {
        built = null;
        throw error;
      });
      files = await built;
      for (const file of watched) this.addWatchFile(file);
    },
    watchChange(id) {
      if (watched.has(id)) built = null;
    },
    generateBundle() {
      for (const [name, source] of files) this.emitFile({ type: 'asset', fileName: name, source });
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
