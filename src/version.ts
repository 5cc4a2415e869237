/**
 * The package's version, and the check that warns when two different versions of tabla-board
 * run in one page (say the CDN copy and the npm copy): the first copy to load defines the
 * elements, so the other copy's code is silently not the one that runs. Each copy records its
 * version in a page-wide registry; a copy that finds another version there warns once.
 * test/node/version.test.ts checks VERSION against package.json.
 */

/** This copy's version (the `version` in package.json). */
export const VERSION = '0.2.0';

/** Where every copy on the page records its version. */
const REGISTRY = Symbol.for('tabla-board.versions');

type VersionRegistry = Set<string>;

/**
 * Records `version` in the page-wide registry; warns (console.warn, once per pair) when another
 * version is already there. Returns the versions seen before this one.
 */
export function registerVersion(version: string = VERSION, scope: Record<symbol, unknown> = globalThis as Record<symbol, unknown>): string[] {
  const registry = (scope[REGISTRY] ??= new Set<string>()) as VersionRegistry;
  const before = [...registry];
  const others = before.filter((v) => v !== version);
  if (others.length && !registry.has(version)) {
    console.warn(
      `tabla-board ${version} was loaded on a page that already has tabla-board ${others.join(', ')}: ` +
        `the first copy's <tabla-board> is the one that runs. Load one copy (the CDN script or the npm package).`,
    );
  }
  registry.add(version);
  return before;
}
