// Custom-elements manifest (dist/custom-elements.json) from the elements' JSDoc, shipped in the
// package, and the editor and framework files generated from it:
// - dist/vscode.html-custom-data.json (VS Code: tags, attributes, values, docs on hover);
// - dist/web-types.json (JetBrains IDEs);
// - dist/types/jsx.d.ts (`CustomElements`, for any JSX `IntrinsicElements`), dist/types/vue.d.ts
//   (Vue's `GlobalComponents`, scripts/build/cem-plugins.mjs: custom-element-vuejs-integration's are
//   not checked by vue-tsc) and dist/types/react.d.ts (the types of `tabla-board/react`).
// `<tabla-board>`'s attributes and properties come from its attribute table (attributeTable), its
// CSS parts and custom properties from its styles module's doc comment (styleDocs).
// Only the modules that define the elements are analyzed, so the manifest names shipped files
// only (dist/*.js, rewritten by shippedPaths) and no internal module. The base classes of the
// element are plain classes, not elements (baseClassesAreNotElements). Editors get the values of
// each attribute (`'easy' | 'medium' | …`, not `BotLevel`) from `expandedType`, which
// expandedTypes() adds with TypeScript's checker.
import { customElementVsCodePlugin } from 'custom-element-vs-code-integration';
import { customElementJetBrainsPlugin } from 'custom-element-jet-brains-integration';
import { generateJsxTypes } from 'custom-element-jsx-integration';
import { attributeTable, baseClassesAreNotElements, eventTypes, expandedTypes, frameworkTypes, shippedPaths, styleDocs } from './scripts/build/cem-plugins.mjs';

export default {
  globs: [
    'src/board/element/tabla-board.component.ts',
    'src/board/tabla-board.ts',
    'src/rules/tabla-rules.component.ts',
    'src/rules/tabla-rules.ts',
    'src/index.ts',
  ],
  outdir: 'dist',
  litelement: true,
  packagejson: false,
  plugins: [
    attributeTable(),
    styleDocs(),
    expandedTypes(),
    eventTypes(),
    baseClassesAreNotElements(),
    shippedPaths(),
    customElementVsCodePlugin({ hideLogs: true, outdir: 'dist', htmlFileName: 'vscode.html-custom-data.json', cssFileName: null, typesSrc: 'expandedType' }),
    customElementJetBrainsPlugin({
      hideLogs: true,
      outdir: 'dist',
      webTypesFileName: 'web-types.json',
      packageJson: false,
      excludeCss: true,
      typesSrc: 'expandedType',
    }),
    frameworkTypes({ outdir: 'dist/types', globalTypePath: '../index.js', generateJsxTypes }),
  ],
};
