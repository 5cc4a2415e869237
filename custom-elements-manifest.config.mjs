// Custom-elements manifest (custom-elements.json) from the elements' JSDoc; shipped in the package.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/engine/**', 'src/bot/**', 'src/cli/**', 'src/i18n/**'],
  outdir: 'dist',
  litelement: true,
  packagejson: false,
};
