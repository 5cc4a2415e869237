/**
 * Brotli and gzip copies of the bundle, made once per build of it: at server start, in the
 * background, a mirror of `dist/` is made in the system's temporary folder (each file linked,
 * each text file of 1 KB or more beside its `.br` and `.gz`), named by a hash of every file's
 * path, size and time, so a rebuilt bundle gets a new mirror and a restart reuses the old one.
 * The package's own folder is never written to (it may be read-only).
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { processRuns } from './process-runs.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The files worth compressing. */
const TEXT = /\.(js|mjs|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

/** Every file under `dir` (relative paths), sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name)))
    .sort();
}

/**
 * The mirror of `distDir` with compressed copies (see the module comment): its folder, made now
 * unless one for this very build exists.
 */
export async function compressedMirror(distDir: string): Promise<string> {
  const files = await filesUnder(distDir);
  const hash = createHash('sha256').update(distDir);
  const stats = await Promise.all(files.map((f) => fs.stat(path.join(distDir, f))));
  files.forEach((f, i) => hash.update(`\n${f}:${stats[i]!.size}:${stats[i]!.mtimeMs}`));
  const target = path.join(os.tmpdir(), `tabla-board-dist-${hash.digest('hex').slice(0, 16)}`);
  try {
    await fs.access(path.join(target, '.complete'));
    return target;
  } catch {
    // Not made yet.
  }
  // Half-made mirrors of processes killed while making them are removed.
  for (const name of await fs.readdir(os.tmpdir())) {
    const pid = name.startsWith(`${path.basename(target)}.`) && name.endsWith('.tmp') ? Number(name.slice(path.basename(target).length + 1, -4)) : NaN;
    if (Number.isInteger(pid) && pid !== process.pid && !processRuns(pid)) await fs.rm(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
  const work = `${target}.${process.pid}.tmp`;
  await fs.rm(work, { recursive: true, force: true });
  for (const [i, f] of files.entries()) {
    const from = path.join(distDir, f);
    const to = path.join(work, f);
    await fs.mkdir(path.dirname(to), { recursive: true });
    await fs.symlink(from, to);
    if (!TEXT.test(f) || stats[i]!.size < MIN_BYTES) continue;
    const data = await fs.readFile(from);
    const [br, gz] = await Promise.all([brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip(data, { level: 9 })]);
    if (br.length < data.length) await fs.writeFile(`${to}.br`, br);
    if (gz.length < data.length) await fs.writeFile(`${to}.gz`, gz);
  }
  await fs.writeFile(path.join(work, '.complete'), '');
  try {
    await fs.rename(work, target);
  } catch {
    // Another process made the same mirror meanwhile: that one is used.
    await fs.rm(work, { recursive: true, force: true });
  }
  return target;
}
