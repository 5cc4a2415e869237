// Two builds:
// 1. dist/: unbundled ESM (one file per source module) with bare `lit` imports and .d.ts files,
//    for npm users and their bundlers. The bot worker is dist/bot/worker.js; dist/react/ is the
//    React wrapper (`react` and `@lit/react` stay bare imports).
// 2. dist/cdn/: the script-tag build, minified, for a plain <script type="module"> from any origin:
//    - tabla-board.min.js (src/cdn.ts) and the core it imports, tabla-board.core.js: the first load
//      (element, engine, English); nothing else is fetched until it is needed but the rules panel;
//    - tabla-board.tabla-rules.js: <tabla-rules>, the rules panel element, which the entry starts
//      loading right after the core (no board waits for it);
//    - tabla-board.study.js: the review, Hint list, tutor and set-up mode, loaded on first need or
//      when the page is idle (it imports the core and the position-ID readers);
//    - tabla-board.ladder.js: the Vtora ladder solver, loaded when a match that can play Vtora starts;
//    - tabla-board.position-ids.js: the XGID and GNU Backgammon ID readers, loaded when a `position`
//      is one (or with the study tools);
//    - tabla-board.match-storage.js: the saved-match store, loaded when a board first has a `storage-key`;
//    - tabla-board.clock.js: the match clock's rules, loaded when a match with a `clock` starts (it
//      starts once they are there);
//    - tabla-board.match-views.js: the end-of-game card, the move list and the refusal notes, loaded when
//      a game is over, `move-list` is on or a pick is refused, else when the page is idle after an
//      interactive board drew;
//    - tabla-board.worker.js: the bot, one self-contained ES module; started as a worker, or
//      imported on the main thread where no worker can run (scripts/build/rollup-plugin-bundled-worker.mjs);
//    - tabla-board.net-<game>.js: a game's trained network, fetched by the bot (relative to the
//      worker file) when that game is first played at a level that uses it;
//    - tabla-board.locale-<xx>.js and tabla-board.rules-<xx>.js: the other languages' messages and
//      the rules texts (English too), fetched when a board or panel first shows that language (self-contained: they import
//      nothing, so a page that loads the script with a query string still runs one copy of it);
//    - tabla-figure.min.js: <tabla-figure>, read-only figures for articles (src/figure), alone;
//    - tabla-board.iife.js: the same for a classic <script>, built from src/index.ts with the languages
//      and the rules panel inlined (an IIFE cannot split), and the bot from tabla-board.worker.js
//      next to it (the worker is built once for both).
//    Copy the whole dist/cdn/ folder when self-hosting.
//    Source maps sit beside every file without the sources inlined (`sourcemapExcludeSources`): the
//    package stays lean, and the maps still name each source file and line.
import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import path from 'node:path';
import terser from '@rollup/plugin-terser';
import minifyLiterals from '@lit-labs/rollup-plugin-minify-html-literals';
import { defaultShouldMinifyCSS } from '@lit-labs/rollup-plugin-minify-html-literals/lib/minify-html-literals.js';
import { bundledWorker } from './scripts/build/rollup-plugin-bundled-worker.mjs';
import { packWeightsPlugin } from './scripts/build/rollup-plugin-pack-weights.mjs';

const pkg = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync('package.json', 'utf8')));
const banner = `/*! ${pkg.name} ${pkg.version} | MIT License */`;

/** Packages the npm build leaves as bare imports. */
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => id.startsWith('node:') || externals.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Fails the build on type errors in every build. The source maps carry their sources
 * (`inlineSources`): src/ is not shipped, and a map without them makes dev servers warn.
 */
const ts = (overrides = {}) => typescript({ tsconfig: './tsconfig.build.json', noEmitOnError: true, sourceMap: true, inlineSources: true, ...overrides });

/**
 * Terser for the CDN builds; keeps the licence banner and the bundlers' ignore hints (see the worker
 * plugin). Two compress passes: the second folds what the first one's inlining exposed.
 */
const minify = () => terser({ format: { comments: /^!|webpackIgnore|@vite-ignore/ }, ecma: 2022, module: true, compress: { passes: 2 } });

/**
 * Minifies the markup and styles inside Lit's `html`, `svg` and `css` template literals of our
 * sources for the CDN builds (HTML with html-minifier-next, CSS with lightningcss); a template it
 * cannot minify fails the build rather than shipping unminified. A `css` fragment that is only
 * declarations (no rule: the dark theme's colours, placed into two rules) is not a style sheet
 * lightningcss can read, and stays as written. In one `css` template, interpolations are either
 * values or whole rules and declarations, never both (the minifier writes the two kinds apart).
 */
const minifyTemplates = () =>
  minifyLiterals({
    include: ['src/**/*.ts'],
    failOnError: true,
    options: {
      // Whitespace collapses to one space, never to none: a fragment's leading space (`html\` <span>…\``)
      // or one between inline elements is text the reader sees.
      minifyOptions: { conservativeCollapse: true },
      shouldMinifyCSS: (template) => defaultShouldMinifyCSS(template) && template.parts.some((part) => part.text.includes('{')),
    },
  });

/** Names of the script-tag build's lazy chunks: tabla-board.locale-mk.js, tabla-board.rules-mk.js… */
function chunkFileName(chunk) {
  const id = (chunk.facadeModuleId ?? '').replace(/\\/g, '/');
  const locale = id.match(/\/src\/i18n\/(locales|rules)\/([\w-]+)\.ts$/);
  if (locale) return `tabla-board.${locale[1] === 'locales' ? 'locale' : 'rules'}-${locale[2]}.js`;
  if (chunk.name === 'core') return CORE;
  // The ID readers' chunk may have no facade (the study tools import its modules too): named by what it holds.
  if (chunk.moduleIds.some((m) => m.replace(/\\/g, '/').endsWith('/src/engine/notation/gnubg.ts'))) return 'tabla-board.position-ids.js';
  if (id.endsWith('/src/bot/client.ts')) return 'tabla-board.bot-client.js';
  return 'tabla-board.[name].js';
}

/** Names of the worker's lazy chunks, one per network: tabla-board.net-prva.js… (anything else fails the build). */
function networkFileName(chunk) {
  const id = (chunk.facadeModuleId ?? '').replace(/\\/g, '/');
  const network = id.match(/\/src\/bot\/weights\/([\w-]+)\.ts$/);
  if (!network) throw new Error(`the bot worker split off ${id || chunk.name}: only networks (src/bot/weights/<game>.ts) may be lazy chunks`);
  return `tabla-board.net-${network[1]}.js`;
}

/**
 * The generated locale modules import `str` from @lit/localize, which lives in the entry chunk:
 * a lazy chunk importing the entry would run a second copy of it when the page loaded the script
 * under another URL (a query string). Give each locale module its own copy of `str` (one line,
 * structurally the same object) so the chunks import nothing.
 */
function selfContainedLocales() {
  const PREFIX = '\0tabla-str:';
  return {
    name: 'tabla-self-contained-locales',
    resolveId(source, importer) {
      if (source === '@lit/localize' && importer && /[\\/]src[\\/]i18n[\\/]locales[\\/]/.test(importer)) return PREFIX + importer;
      return null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return 'export const str = (strings, ...values) => ({ strTag: true, strings, values });\n';
    },
  };
}

/** The script-tag build's shared chunk: everything the entry needs before the first board draws. */
const CORE = 'tabla-board.core.js';

/**
 * Puts every module the entry imports statically (transitively) into one shared chunk,
 * `tabla-board.core.js`, so the entry file holds only the entry module and imports the core, and a
 * lazy chunk that needs shared code imports the core, never the entry: a page that loads the
 * entry under another URL (a query string) still runs one copy of everything.
 */
function coreChunk(entry) {
  let core = null;
  return (id, { getModuleInfo }) => {
    if (!core) {
      core = new Set();
      const root = path.resolve(entry);
      const stack = [...(getModuleInfo(root)?.importedIds ?? [])];
      while (stack.length) {
        const next = stack.pop();
        if (core.has(next) || next === root) continue;
        core.add(next);
        stack.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return core.has(id) ? 'core' : undefined;
  };
}

/**
 * Fails the build unless the first load is the entry and the core: the entry imports the core
 * only, the core imports nothing statically, a lazy chunk imports nothing but the core and other
 * lazy chunks (the study tools import the position-ID readers, which the core also loads alone),
 * and no chunk imports the entry.
 */
function checkLazyChunks() {
  return {
    name: 'tabla-check-lazy-chunks',
    generateBundle(_options, bundle) {
      const entries = Object.values(bundle)
        .filter((c) => c.type === 'chunk' && c.isEntry)
        .map((c) => c.fileName);
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const others = chunk.imports.filter((f) => f !== CORE);
        if (chunk.isEntry && others.length) this.error(`${chunk.fileName} imports ${others.join(', ')}: the first load must be the entry and ${CORE}`);
        if (chunk.fileName === CORE && chunk.imports.length) this.error(`${CORE} imports ${chunk.imports.join(', ')}: it must be self-contained`);
        const notLazy = others.filter((f) => entries.includes(f) || !bundle[f] || bundle[f].type !== 'chunk' || !bundle[f].isDynamicEntry);
        if (!chunk.isEntry && notLazy.length)
          this.error(`lazy chunk ${chunk.fileName} imports ${notLazy.join(', ')}: it may import ${CORE} and other lazy chunks only`);
        const entryImport = chunk.dynamicImports.find((f) => entries.includes(f));
        if (entryImport) this.error(`${chunk.fileName} imports the entry ${entryImport}`);
      }
    },
  };
}

/**
 * The bot worker of the script-tag builds (module and classic script): built once, emitted beside
 * both (the same files).
 */
const botWorker = bundledWorker({
  input: 'src/bot/cdn-worker.ts',
  stub: 'src/bot/bundled-worker.ts',
  fileName: 'tabla-board.worker.js',
  chunkFileName: networkFileName,
  plugins: () => [ts({ sourceMap: false, inlineSources: false }), packWeightsPlugin(), nodeResolve(), minify()],
});

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input: {
      index: 'src/index.ts',
      'engine/index': 'src/engine/index.ts',
      'bot/index': 'src/bot/index.ts',
      'bot/worker': 'src/bot/worker.ts',
      'cli/tabla': 'src/cli/tabla.ts',
      'react/index': 'src/react/index.ts',
      'server/index': 'src/server/index.ts',
      'client/index': 'src/client/index.ts',
      'figure/index': 'src/figure/index.ts',
    },
    external: isExternal,
    plugins: [ts({ outDir: 'dist', declaration: true, declarationDir: 'dist' })],
    output: {
      dir: 'dist',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'src',
      entryFileNames: '[name].js',
      sourcemap: true,
      sourcemapExcludeSources: true,
    },
  },
  {
    input: { 'tabla-board.min': 'src/cdn.ts' },
    plugins: [botWorker, selfContainedLocales(), ts(), minifyTemplates(), nodeResolve({ browser: true })],
    output: {
      dir: 'dist/cdn',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: chunkFileName,
      manualChunks: coreChunk('src/cdn.ts'),
      banner,
      sourcemap: true,
      sourcemapExcludeSources: true,
      plugins: [minify(), checkLazyChunks()],
    },
  },
  // The classic-script build, from the package's entry: everything inline, `TablaBoard.TablaRules` included.
  {
    input: 'src/index.ts',
    plugins: [botWorker, selfContainedLocales(), ts(), minifyTemplates(), nodeResolve({ browser: true })],
    output: {
      dir: 'dist/cdn',
      entryFileNames: 'tabla-board.iife.js',
      format: 'iife',
      name: 'TablaBoard',
      inlineDynamicImports: true,
      banner,
      sourcemap: true,
      sourcemapExcludeSources: true,
      plugins: [minify()],
    },
  },
  // The figure entry for writers (tabla-board/figure): <tabla-figure>, one self-contained file.
  {
    input: { 'tabla-figure.min': 'src/figure/index.ts' },
    plugins: [ts(), nodeResolve({ browser: true })],
    output: { dir: 'dist/cdn', format: 'es', entryFileNames: '[name].js', banner, sourcemap: true, sourcemapExcludeSources: true, plugins: [minify()] },
  },
];
