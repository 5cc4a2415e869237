// Two builds:
// 1. dist/: unbundled ESM (one file per source module) with bare `lit` imports and .d.ts files,
//    for npm users and their bundlers. The bot worker is dist/bot/worker.js.
// 2. dist/cdn/: one self-contained, minified file for a plain <script type="module"> tag from any
//    origin (tabla-board.min.js), its IIFE twin for a classic <script> (tabla-board.iife.js), and
//    the bundled worker (tabla-board.worker.js). The worker is inlined and started from a Blob URL.
import typescript from '@rollup/plugin-typescript';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { inlineWorker } from './scripts/rollup-plugin-inline-worker.mjs';

const pkg = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync('package.json', 'utf8')));
const banner = `/*! ${pkg.name} ${pkg.version} | MIT License */`;

/** Packages the npm build leaves as bare imports. */
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id) => externals.some((name) => id === name || id.startsWith(`${name}/`));

/** Fails the build on type errors in every build. */
const ts = (overrides = {}) =>
  typescript({ tsconfig: './tsconfig.build.json', noEmitOnError: true, sourceMap: true, ...overrides });

/** Terser for the CDN builds; keeps the licence banner. */
const minify = () => terser({ format: { comments: /^!/ }, ecma: 2022, module: true });

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input: {
      index: 'src/index.ts',
      'engine/index': 'src/engine/index.ts',
      'bot/index': 'src/bot/index.ts',
      'bot/worker': 'src/bot/worker.ts',
      'cli/tabla': 'src/cli/tabla.ts',
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
    },
  },
  {
    input: 'src/index.ts',
    plugins: [
      inlineWorker({
        input: 'src/bot/worker.ts',
        stub: 'src/bot/inline-worker.ts',
        fileName: 'tabla-board.worker.js',
        plugins: () => [ts({ sourceMap: false }), nodeResolve(), minify()],
      }),
      ts(),
      nodeResolve({ browser: true }),
    ],
    output: [
      {
        file: 'dist/cdn/tabla-board.min.js',
        format: 'es',
        inlineDynamicImports: true,
        banner,
        sourcemap: true,
        plugins: [minify()],
      },
      {
        file: 'dist/cdn/tabla-board.iife.js',
        format: 'iife',
        name: 'TablaBoard',
        inlineDynamicImports: true,
        banner,
        sourcemap: true,
        plugins: [minify()],
      },
    ],
  },
];
