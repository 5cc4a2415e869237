/**
 * The journal's file: appends that are whole or nothing. Every append writes all its bytes (a
 * short write is continued; a write that makes no progress counts as a full disk) and, with
 * `fsync`, is flushed to the device before it returns; only then may its changes be
 * acknowledged. A write that fails (ENOSPC, EIO, …) is cut back off the file, so the file always
 * ends with a complete line, and the file turns read-only: appends are refused at once with
 * `unavailable` for a second, then tried again, so the journal is writable again by itself
 * once space returns. Compaction writes a new file beside the old one and renames it over only
 * when it is completely written and flushed: a failure leaves the old file as it was.
 */
import * as fs from 'node:fs';
import path from 'node:path';
import { TablaError } from '../engine/index.js';

/** The file calls the journal makes (node:fs; tests inject failures). */
export interface JournalIo {
  openSync(file: string, flags: string): number;
  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number;
  fsyncSync(fd: number): void;
  ftruncateSync(fd: number, length: number): void;
  closeSync(fd: number): void;
  renameSync(from: string, to: string): void;
  rmSync(file: string, options: { force: boolean }): void;
}

/** node:fs. */
export const NODE_IO: JournalIo = fs;

/** How long a failed journal refuses appends before it tries a write again (ms). */
export const RETRY_AFTER_MS = 1000;

/** The text of an error from the file system, with its code: `ENOSPC: no space left on device, write`. */
export function ioErrorText(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  return (e?.message ?? String(error)).slice(0, 120);
}

/** Writes all of `data` to `fd` at its position, continuing short writes. @throws the write's error, or ENOSPC when a write makes no progress */
function writeAll(io: JournalIo, fd: number, data: Uint8Array): void {
  let at = 0;
  while (at < data.length) {
    const n = io.writeSync(fd, data, at, data.length - at);
    if (!(n > 0))
      throw Object.assign(new Error(`ENOSPC: no space left on device, write (${data.length - at} of ${data.length} bytes not written)`), { code: 'ENOSPC' });
    at += n;
  }
}

/** The journal file open for appending (see the module comment). */
export class JournalFile {
  private fd: number;
  private failure: { error: string; at: number; cut: boolean } | null = null;

  /**
   * Opens `file` for appending after its first `goodBytes` bytes (a torn last line is cut off).
   * @param log where the turns to read-only and back are told
   */
  constructor(
    private readonly file: string,
    private size: number,
    private readonly options: { readonly fsync: boolean; readonly io: JournalIo; readonly now: () => number; readonly log: (line: string) => void },
  ) {
    this.fd = options.io.openSync(file, 'a');
    this.cutBack();
  }

  /** Bytes in the file, every one of them in complete lines. */
  get bytes(): number {
    return this.size;
  }

  /** Why the file is read-only now, or null while appends are taken. */
  get readOnly(): string | null {
    return this.failure?.error ?? null;
  }

  /** Cuts the file back to its complete lines; false when that failed too. */
  private cutBack(): boolean {
    try {
      this.options.io.ftruncateSync(this.fd, this.size);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Appends `text` whole, flushed when the fsync policy says so.
   * @throws TablaError `unavailable` when it could not be written (nothing of it stays in the file)
   */
  append(text: string): void {
    const { io, now, log } = this.options;
    if (this.failure) {
      if (now() - this.failure.at < RETRY_AFTER_MS) throw this.refusal();
      if (!this.failure.cut && !(this.failure.cut = this.cutBack())) {
        this.failure.at = now();
        throw this.refusal();
      }
    }
    const data = Buffer.from(text);
    try {
      writeAll(io, this.fd, data);
      if (this.options.fsync) io.fsyncSync(this.fd);
    } catch (error) {
      const was = this.failure;
      this.failure = { error: ioErrorText(error), at: now(), cut: this.cutBack() };
      if (!was)
        log(
          `journal ${this.file}: cannot write (${this.failure.error}): read-only, new actions refused, every acknowledged one kept; writes are tried again each second`,
        );
      throw this.refusal();
    }
    this.size += data.length;
    if (this.failure) log(`journal ${this.file}: writable again`);
    this.failure = null;
  }

  private refusal(): TablaError {
    return new TablaError('unavailable', `the server cannot store changes now (${this.failure!.error.split(',')[0]}): temporarily unavailable, retry`);
  }

  /**
   * Replaces the file with `text` (its live lines): written beside it, flushed, then renamed
   * over it. False (the old file kept and still appended to) when that could not be done.
   */
  replace(text: string): boolean {
    const { io, log } = this.options;
    const tmp = `${this.file}.tmp`;
    const data = Buffer.from(text);
    let fd: number | null = null;
    try {
      fd = io.openSync(tmp, 'w');
      writeAll(io, fd, data);
      io.fsyncSync(fd);
      io.closeSync(fd);
      fd = null;
      io.renameSync(tmp, this.file);
    } catch (error) {
      if (fd !== null) {
        try {
          io.closeSync(fd);
        } catch {
          // The descriptor is gone either way.
        }
      }
      try {
        io.rmSync(tmp, { force: true });
      } catch {
        // Nothing more can be done about a leftover temporary file; the next compaction overwrites it.
      }
      log(`journal ${this.file}: compaction failed (${ioErrorText(error)}): the journal is kept as it is`);
      return false;
    }
    syncFolder(this.file);
    const old = this.fd;
    this.fd = io.openSync(this.file, 'a');
    this.size = data.length;
    try {
      io.closeSync(old);
    } catch {
      // Already closed.
    }
    return true;
  }

  /** Closes the file. */
  close(): void {
    this.options.io.closeSync(this.fd);
  }
}

/** Flushes the folder of `file` so that a rename in it survives a power cut (where the platform allows). */
function syncFolder(file: string): void {
  let fd: number | null = null;
  try {
    fd = fs.openSync(path.dirname(path.resolve(file)), 'r');
    fs.fsyncSync(fd);
  } catch {
    // Not every platform can flush a folder; the rename itself is atomic.
  } finally {
    if (fd !== null) fs.closeSync(fd);
  }
}
