/**
 * Module-resolution hooks (registered by record-loads.ts) that append every resolved module URL
 * to the file named by TABLA_LOAD_LOG, so a test can tell which modules an import pulled in.
 */
import { appendFileSync } from 'node:fs';
import type { ResolveHook } from 'node:module';

export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  const result = await nextResolve(specifier, context);
  const log = process.env['TABLA_LOAD_LOG'];
  if (log) appendFileSync(log, `${result.url}\n`);
  return result;
};
