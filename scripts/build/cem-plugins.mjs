// Plugins for the custom-elements manifest analyzer (custom-elements-manifest.config.mjs) that the
// well-kept integrations do not cover:
// - eventTypes(): gives every event its `type` (`CustomEvent<TablaMoveDetail>`), read from the
//   `TablaEventMap` (src/engine/live/events.ts) and `GlobalEventHandlersEventMap` (src/i18n/controller.ts),
//   so editors and the JSX/Vue types know each event's detail; fails on an event with no type.
// - shippedPaths(): rewrites module paths from `src/x.ts` (not shipped) to `dist/x.js` (shipped).
// - attributeTable(): gives `<tabla-board>` its attributes and properties from the one table that
//   defines them (src/board/element/attributes.ts): each row's doc comment, type, default,
//   attribute name and reflection.
// - styleDocs(): gives an element the `@csspart` and `@cssproperty` tags written in the doc
//   comment of its styles module, where the parts and properties are styled.
// - expandedTypes(): adds `expandedType: { text: "'easy' | 'medium' | …" }` beside each attribute's
//   and field's `type` that names a union of literals (`BotLevel`), resolved with TypeScript's
//   checker over src/index.ts, for the editor data (their `typesSrc`).
// - baseClassesAreNotElements(): a LitElement subclass with no tag (the element's abstract base
//   classes) stays a class in the manifest, not a custom element editors would offer.
import fs from 'node:fs';
import path from 'node:path';

/** Every `.ts` file under `dir`. */
function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * Event name → type text, from every `interface GlobalEventHandlersEventMap { 'x': CustomEvent<D> }`
 * and `interface TablaEventMap { 'x': D }` (the board's events, mapped into the DOM's map as
 * `CustomEvent<D>`) in `dir`, parsed with the analyzer's own TypeScript.
 */
export function eventTypesIn(ts, dir = 'src') {
  const types = new Map();
  for (const file of sourceFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('GlobalEventHandlersEventMap') && !text.includes('TablaEventMap')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
    const visit = (node) => {
      const name = ts.isInterfaceDeclaration(node) ? node.name.text : '';
      if (name === 'GlobalEventHandlersEventMap' || name === 'TablaEventMap') {
        for (const member of node.members) {
          if (ts.isPropertySignature(member) && member.type && member.name && ts.isStringLiteral(member.name)) {
            const type = member.type.getText(source);
            types.set(member.name.text, name === 'TablaEventMap' ? `CustomEvent<${type}>` : type);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return types;
}

/** Adds `type: { text }` to every event of every element; throws for an event with no known type. */
export function eventTypes({ dir = 'src' } = {}) {
  let typescript;
  return {
    name: 'tabla-event-types',
    initialize({ ts }) {
      typescript = ts;
    },
    packageLinkPhase({ customElementsManifest }) {
      const types = eventTypesIn(typescript, dir);
      const missing = [];
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          for (const event of decl.events ?? []) {
            const text = types.get(event.name);
            if (text) event.type = { text };
            else missing.push(`<${decl.tagName}> ${event.name}`);
          }
        }
      }
      if (missing.length) throw new Error(`events with no TablaEventMap or GlobalEventHandlersEventMap entry in ${dir}/: ${missing.join(', ')}`);
    },
  };
}

/** The literal values of a type (`'a' | 'b' | 1`), or null when it is not made of literals only. */
function literalsOf(ts, checker, type) {
  const parts = type.isUnion() ? type.types : [type];
  const texts = [];
  for (const part of parts) {
    if (part.isStringLiteral()) texts.push(`'${part.value}'`);
    else if (part.isNumberLiteral()) texts.push(String(part.value));
    else if (part.flags & ts.TypeFlags.BooleanLiteral) texts.push(checker.typeToString(part));
    else if (part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) texts.push(checker.typeToString(part));
    else return null;
  }
  return texts;
}

/** Adds `expandedType` to the attributes and fields whose type names aliases of literal unions. */
export function expandedTypes({ entry = 'src/index.ts', tsconfig = 'tsconfig.json' } = {}) {
  let typescript;
  return {
    name: 'tabla-expanded-types',
    initialize({ ts }) {
      typescript = ts;
    },
    packageLinkPhase({ customElementsManifest }) {
      const ts = typescript;
      const { config } = ts.readConfigFile(tsconfig, ts.sys.readFile);
      const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions ?? {}, '.');
      const program = ts.createProgram([entry], options);
      const checker = program.getTypeChecker();
      const aliases = new Map();
      for (const file of program.getSourceFiles()) {
        if (file.fileName.includes('node_modules')) continue;
        ts.forEachChild(file, (node) => {
          if (ts.isTypeAliasDeclaration(node)) {
            const values = literalsOf(ts, checker, checker.getTypeAtLocation(node.name));
            if (values) aliases.set(node.name.text, values);
          }
        });
      }
      const expand = (text) => {
        const parts = text.split('|').map((p) => p.trim());
        if (!parts.some((p) => aliases.has(p))) return null;
        return [...new Set(parts.flatMap((p) => aliases.get(p) ?? [p]))].join(' | ');
      };
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          for (const item of [...(decl.attributes ?? []), ...(decl.members ?? [])]) {
            const text = item.type?.text && expand(item.type.text);
            if (text) item.expandedType = { text };
          }
        }
      }
    },
  };
}

/** Drops `customElement: true` from classes that define no tag (base classes, not elements). */
export function baseClassesAreNotElements() {
  return {
    name: 'tabla-base-classes',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          if (decl.customElement && !decl.tagName) delete decl.customElement;
        }
      }
    },
  };
}

/** `src/board/x.ts` → `dist/board/x.js`; a relative `./x.js` is resolved against `from` first. */
export function shippedPath(modulePath, from = '') {
  const resolved = modulePath.startsWith('.') ? path.posix.join(path.posix.dirname(from), modulePath) : modulePath;
  return resolved.replace(/^\/?src\//, 'dist/').replace(/\.ts$/, '.js');
}

/** Rewrites every module path (modules, exports, declarations' references) to the shipped file. */
export function shippedPaths() {
  const fix = (ref, from) => {
    if (ref && typeof ref.module === 'string') ref.module = shippedPath(ref.module, from);
  };
  return {
    name: 'tabla-shipped-paths',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        const from = mod.path;
        for (const exp of mod.exports ?? []) fix(exp.declaration, from);
        for (const decl of mod.declarations ?? []) {
          fix(decl.superclass, from);
          for (const member of decl.members ?? []) fix(member.inheritedFrom, from);
        }
        mod.path = shippedPath(mod.path);
      }
    },
  };
}

/** A copy of the manifest whose event types are the `detail` types (`CustomEvent<X>` → `X`). */
export function withDetailTypes(manifest) {
  const copy = structuredClone(manifest);
  for (const mod of copy.modules) {
    for (const decl of mod.declarations ?? []) {
      for (const event of decl.events ?? []) {
        const detail = event.type?.text.match(/^CustomEvent<(\w+)>$/)?.[1];
        if (detail) event.type = { text: detail };
      }
    }
  }
  return copy;
}

/** React 19's `JSX.IntrinsicElements` from the JSX integration's `CustomElements`, with the wrapper's exports. */
export const REACT_TYPES = `// Generated by scripts/build/cem-plugins.mjs (npm run analyze): the types of \`tabla-board/react\`.
// The @lit/react wrappers (TablaBoard, TablaRules with typed onTabla… props), and <tabla-board>
// and <tabla-rules> as intrinsic elements in TSX (React 19 passes properties and events through).
import type { CustomElements } from './jsx.js';

export * from '../react/index.js';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}
`;

/** `tabla-move` → `TablaMove`. */
const pascal = (name) => name.replace(/(^|-)(\w)/g, (_, _dash, c) => c.toUpperCase());
/** A description as a one-line doc comment. */
const doc = (text, indent) => (text ? `${indent}/** ${text.replace(/\s+/g, ' ').replace(/\*\//g, '*\\/')} */\n` : '');

/**
 * Vue's `GlobalComponents` for every element: props by property name (Vue matches `match-length`
 * and `matchLength` in a template to `matchLength`; kebab-case keys, as
 * custom-element-vuejs-integration 1.4 writes them, are never matched, so vue-tsc checked nothing),
 * and `onTablaMove`-style event props (what `@tabla-move` compiles to). Read-only members are left out.
 * @param manifest a manifest whose event types are detail types (withDetailTypes)
 * @param typesFrom where the element and detail types are imported from
 */
export function vueTypes(manifest, typesFrom) {
  const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);
  const imports = new Set();
  const blocks = elements.map((el) => {
    imports.add(el.name);
    const fields = (el.members ?? []).filter((m) => m.kind === 'field' && !m.static && !m.privacy && !m.readonly && !m.name.startsWith('_'));
    const props = fields.map((f) => `${doc(f.description, '  ')}  ${f.name}?: ${el.name}[${JSON.stringify(f.name)}];\n`);
    const events = (el.events ?? []).map((e) => {
      const detail = e.type?.text;
      if (detail) imports.add(detail);
      return `${doc(e.description, '  ')}  on${pascal(e.name)}?: (event: CustomEvent<${detail ?? 'unknown'}>) => void;\n`;
    });
    return { el, type: `/** Props and events of \`<${el.tagName}>\`. */\nexport type ${el.name}VueProps = {\n${props.join('')}${events.join('')}};\n` };
  });
  return [
    '// Generated by scripts/build/cem-plugins.mjs from custom-elements.json (npm run analyze): do not edit.',
    '// Vue: `<tabla-board>` and `<tabla-rules>` typed in templates, with /// <reference types="tabla-board/vue" />.',
    "import type { DefineComponent } from 'vue';",
    `import type { ${[...imports].join(', ')} } from ${JSON.stringify(typesFrom)};`,
    '',
    ...blocks.map((b) => b.type),
    "declare module 'vue' {",
    '  interface GlobalComponents {',
    ...blocks.map((b) => `${doc(b.el.description, '    ')}    ${JSON.stringify(b.el.tagName)}: DefineComponent<${b.el.name}VueProps>;`),
    '  }',
    '}',
    '',
  ].join('\n');
}

/**
 * Framework types from the manifest: JSX's `CustomElements` through the well-kept generator
 * (custom-element-jsx-integration, which expects an event's `type` to be its detail type and
 * imports the element and detail types from `globalTypePath`, relative to `outdir`), Vue's
 * (vueTypes) and React's (REACT_TYPES) next to it.
 * @param {{ outdir: string, globalTypePath: string, generateJsxTypes: Function }} options
 */
export function frameworkTypes({ outdir, globalTypePath, generateJsxTypes }) {
  return {
    name: 'tabla-framework-types',
    packageLinkPhase({ customElementsManifest }) {
      const manifest = withDetailTypes(customElementsManifest);
      generateJsxTypes(manifest, { hideLogs: true, outdir, globalTypePath, fileName: 'jsx.d.ts' });
      fs.writeFileSync(path.join(outdir, 'vue.d.ts'), vueTypes(manifest, globalTypePath));
      fs.writeFileSync(path.join(outdir, 'react.d.ts'), REACT_TYPES);
    },
  };
}

/**
 * The rows of an attribute table (`export const ATTRIBUTES = { name: row<Type>({ attribute, default, reflect, … }), … }`)
 * as manifest fields, read from the source with the analyzer's own TypeScript.
 */
export function attributeRowsIn(ts, file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const rows = [];
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'ATTRIBUTES' && node.initializer) {
      let table = node.initializer;
      while (ts.isAsExpression(table) || ts.isParenthesizedExpression(table)) table = table.expression;
      for (const prop of table.properties) {
        const call = prop.initializer;
        const spec = call.arguments[0];
        const field = (name) => spec.properties.find((p) => p.name?.getText(source) === name)?.initializer;
        const attribute = field('attribute');
        const description = ts.getJSDocCommentsAndTags(prop).map((d) => ts.getTextOfJSDocComment(d.comment) ?? '').join(' ').trim();
        rows.push({
          name: prop.name.getText(source),
          type: call.typeArguments?.[0]?.getText(source),
          default: field('default')?.getText(source),
          attribute: attribute && ts.isStringLiteral(attribute) ? attribute.text : null,
          reflects: field('reflect')?.kind === ts.SyntaxKind.TrueKeyword,
          description,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (rows.length === 0) throw new Error(`no ATTRIBUTES table in ${file}`);
  return rows;
}

/** Adds the table's rows (attributeRowsIn) to the element `tagName` as fields and attributes. */
export function attributeTable({ tagName = 'tabla-board', file = 'src/board/element/attributes.ts' } = {}) {
  let typescript;
  return {
    name: 'tabla-attribute-table',
    initialize({ ts }) {
      typescript = ts;
    },
    packageLinkPhase({ customElementsManifest }) {
      const rows = attributeRowsIn(typescript, file);
      const decl = customElementsManifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tagName);
      if (!decl) throw new Error(`no <${tagName}> in the manifest`);
      const names = new Set(rows.map((r) => r.name));
      decl.members = [
        ...(decl.members ?? []).filter((m) => !names.has(m.name)),
        ...rows.map((r) => ({
          kind: 'field',
          name: r.name,
          type: { text: r.type },
          default: r.default,
          description: r.description,
          ...(r.attribute ? { attribute: r.attribute } : {}),
          ...(r.reflects ? { reflects: true } : {}),
        })),
      ];
      decl.attributes = rows
        .filter((r) => r.attribute)
        .map((r) => ({ name: r.attribute, type: { text: r.type }, default: r.default, description: r.description, fieldName: r.name }));
    },
  };
}

/** The `@csspart` and `@cssproperty` tags (`@tag name - description`, one per line) of a file's doc comments. */
export function styleTagsIn(file) {
  const text = fs.readFileSync(file, 'utf8');
  const read = (tag) => [...text.matchAll(new RegExp(`^\\s*\\*\\s*@${tag}\\s+(\\S+)\\s+-\\s+(.+)$`, 'gm'))].map((m) => ({ name: m[1], description: m[2].trim() }));
  return { cssParts: read('csspart'), cssProperties: read('cssproperty') };
}

/** Adds the style tags of `file` (styleTagsIn) to the element `tagName`, after any of its own. */
export function styleDocs({ tagName = 'tabla-board', file = 'src/board/element/tabla-board.styles.ts' } = {}) {
  return {
    name: 'tabla-style-docs',
    packageLinkPhase({ customElementsManifest }) {
      const { cssParts, cssProperties } = styleTagsIn(file);
      if (cssParts.length === 0) throw new Error(`no @csspart tags in ${file}`);
      const decl = customElementsManifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === tagName);
      if (!decl) throw new Error(`no <${tagName}> in the manifest`);
      decl.cssParts = [...(decl.cssParts ?? []), ...cssParts];
      decl.cssProperties = [...(decl.cssProperties ?? []), ...cssProperties];
    },
  };
}
