/** Paths for Node tests, which run compiled from build/node/test/node/. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** A path under test/fixtures. */
export function fixture(...parts: string[]): string {
  return path.join(repoRoot, 'test', 'fixtures', ...parts);
}
