/** Paths for Node tests, which run compiled from build/node/test/node/. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/** A path under test/fixtures. */
export function fixture(...parts: string[]): string {
  return path.join(repoRoot, 'test', 'fixtures', ...parts);
}

/** The cases of a conformance file (one JSON object a line) under test/fixtures/conformance. */
export function conformanceCases<T>(file: string): T[] {
  return fs
    .readFileSync(fixture('conformance', file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}
