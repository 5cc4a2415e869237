// docs/cli.md's command outputs, generated from the built CLI (dist/cli/tabla.js): every fenced block
// whose info string is `json output: <command>` holds what that command prints, one top-level key a
// line; `json output-first: <command>` holds only the first element of the output's one list, and
// `…` for the rest; `json output-abridged: <command>` is like `output` with each list of objects cut
// to its first element and `…`; `text output: <command>` holds the printed text as it is.
// `node scripts/build/cli-docs.mjs` rewrites them; with --check it only compares (exit 1 naming
// each block that differs). Needs the build.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const doc = path.join(root, 'docs', 'cli.md');

/** The words of a command line (double quotes group words). */
function words(command) {
  return [...command.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]);
}

/** An object with one top-level key a line, the values compact. */
function format(value) {
  const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  return `{${entries.join(',\n ')}}`;
}

/** Like format, with each top-level list of objects cut to its first element and `…`. */
function abridged(value) {
  const shown = (v) => (Array.isArray(v) && v.length > 1 && v.every((e) => e && typeof e === 'object') ? `[${JSON.stringify(v[0])}, …]` : JSON.stringify(v));
  return `{${Object.entries(value)
    .map(([k, v]) => `${JSON.stringify(k)}:${shown(v)}`)
    .join(',\n ')}}`;
}

/** What `command` (starting with `tabla`) prints, as a block of language `lang` shows it. */
export function outputOf(lang, kind, command) {
  const [name, ...args] = words(command);
  if (name !== 'tabla') throw new Error(`docs/cli.md: an output block's command must start with tabla: ${command}`);
  const printed = execFileSync(process.execPath, [path.join(root, 'dist', 'cli', 'tabla.js'), ...args], { cwd: root, encoding: 'utf8' });
  if (lang === 'text') {
    if (kind !== 'output') throw new Error(`docs/cli.md: a text block can only be \`output\`: ${command}`);
    return printed.replace(/\n$/, '');
  }
  const out = JSON.parse(printed);
  if (kind === 'output') return format(out);
  if (kind === 'output-abridged') return abridged(out);
  const lists = Object.entries(out).filter(([, v]) => Array.isArray(v));
  if (lists.length !== 1 || lists[0][1].length === 0) throw new Error(`docs/cli.md: output-first needs one non-empty list in the output of ${command}`);
  return `{${JSON.stringify(lists[0][0])}:[${format(lists[0][1][0]).replace(/\n/g, '\n   ')}, …]}`;
}

/** The document with every output block regenerated, and the commands of the blocks that changed. */
export function regenerate(text) {
  const changed = [];
  const next = text.replace(/^```(json|text) (output|output-first|output-abridged): (.+)\n([\s\S]*?)^```$/gm, (all, lang, kind, command, body) => {
    const want = `${outputOf(lang, kind, command)}\n`;
    if (want !== body) changed.push(command);
    return `\`\`\`${lang} ${kind}: ${command}\n${want}\`\`\``;
  });
  return { next, changed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { next, changed } = regenerate(readFileSync(doc, 'utf8'));
  if (process.argv.includes('--check')) {
    for (const c of changed) console.error(`docs/cli.md: the output of \`${c}\` is not what the CLI prints (run node scripts/build/cli-docs.mjs)`);
    process.exit(changed.length ? 1 : 0);
  }
  writeFileSync(doc, next);
  console.log(changed.length ? `docs/cli.md: ${changed.length} output block(s) rewritten` : 'docs/cli.md: every output block is current');
}
