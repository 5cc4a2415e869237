// Removes from dist/ the type declarations no entry point's types reach (after `rollup -c` and
// `npm run analyze`, which writes the framework types in dist/types/): the
// TypeScript plugin declares every compiled source file, also those whose code no entry imports
// (training, test harness), which would ship as `.d.ts` files without their module. Kept: the
// `types` of each package.json export and every declaration they import, transitively.
import fs from 'node:fs';
import path from 'node:path';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
const reached = new Set();
const queue = Object.values(pkg.exports)
  .filter((target) => typeof target === 'object' && typeof target.types === 'string')
  .map((target) => path.resolve(target.types));
while (queue.length) {
  const file = queue.pop();
  if (reached.has(file) || !fs.existsSync(file)) continue;
  reached.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    queue.push(path.resolve(path.dirname(file), spec.replace(/\.js$/, '.d.ts')));
  }
}
const all = fs.readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.d.ts')).map((f) => path.resolve('dist', f));
const pruned = all.filter((file) => !reached.has(file));
for (const file of pruned) fs.rmSync(file);
console.log(`prune-declarations: ${reached.size} declarations kept, ${pruned.length} removed`);
