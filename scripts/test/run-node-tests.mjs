// Runs the compiled Node tests (build/node/test/node/**/*.test.js) with node --test.
// Files are listed explicitly: Node 20 would otherwise also run every .js file under a folder
// named `test`, helpers included. Output: the spec reporter on stdout, and TAP (with its
// `# pass N` / `# fail N` lines) in build/test-results/node.tap for the summary.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = 'build/node/test/node';
const files = readdirSync(root, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.test.js'))
  .sort()
  .map((file) => path.join(root, file));

if (files.length === 0) {
  console.error(`no test files in ${root}: did tsc -p tsconfig.node.json run?`);
  process.exit(1);
}

mkdirSync('build/test-results', { recursive: true });
const args = [
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  '--test-reporter-destination=build/test-results/node.tap',
  ...process.argv.slice(2),
  ...files,
];
const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
process.exit(result.status ?? 1);
