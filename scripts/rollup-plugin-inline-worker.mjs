// Rollup plugin for the single-file script-tag build: bundles the worker entry with a nested
// rollup build and replaces the `inline-worker` module with one that holds the worker's code as
// a string, so the client can start it from a Blob URL on any origin. Also emits the bundled
// worker as a file, for sites that host the worker themselves (CSP without `blob:`).
import path from 'node:path';
import { rollup } from 'rollup';

const VIRTUAL_ID = '\0tabla-inline-worker';

/**
 * @param {object} options
 * @param {string} options.input the worker entry (e.g. src/bot/worker.ts)
 * @param {string} options.stub the module to replace (e.g. src/bot/inline-worker.ts)
 * @param {() => import('rollup').Plugin[]} options.plugins plugins for the nested build (fresh instances)
 * @param {string} [options.fileName] also emit the bundled worker under this name
 * @returns {import('rollup').Plugin}
 */
export function inlineWorker({ input, stub, plugins, fileName }) {
  const stubPath = path.resolve(stub);
  let code = '';
  return {
    name: 'tabla-inline-worker',
    async buildStart() {
      const bundle = await rollup({
        input,
        plugins: plugins(),
        onwarn: (warning, warn) => this.warn(warning.message ?? String(warning)) ?? warn,
      });
      try {
        const { output } = await bundle.generate({ format: 'iife', inlineDynamicImports: true });
        code = output[0].code;
        for (const file of bundle.watchFiles) this.addWatchFile(file);
      } finally {
        await bundle.close();
      }
      if (fileName) this.emitFile({ type: 'asset', fileName, source: code });
    },
    async resolveId(source, importer, options) {
      if (!importer || source === VIRTUAL_ID) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && path.resolve(resolved.id) === stubPath) return VIRTUAL_ID;
      return null;
    },
    load(id) {
      if (id === VIRTUAL_ID) return `export const inlineWorkerSource = ${JSON.stringify(code)};\n`;
      return null;
    },
  };
}
