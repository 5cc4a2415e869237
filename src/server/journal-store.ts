/**
 * The embedded store: an append-only journal file, one JSON line per stored change; the changes
 * of one turn of the event loop go in one append, written whole (journal-file.ts) before any of
 * them is acknowledged: a process killed with SIGKILL loses nothing it acknowledged, and with
 * `fsync: true` neither does a power cut (each append is flushed to the device first). A write
 * that fails (a full disk) is cut back off the file and refused: the change is not made, the
 * players are told to retry, and the journal turns read-only until a write succeeds again.
 * On start the journal is read back keeping what is good (journal-recovery.ts): each bad line
 * is skipped and reported, each match keeps its last good record, and a damaged journal is kept
 * beside the new one (`FILE.damaged-TIME`). It is compacted (rewritten with only what is live,
 * then renamed over) when it has grown four times past that. One process at a time: a lock file
 * names the owner and is refreshed every second, which also tells a restarted server when the
 * previous one stopped (its clocks pause there).
 */
import { copyFileSync, existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { JournalFile, NODE_IO, ioErrorText, type JournalIo } from './journal-file.js';
import { issueLine, readJournalText, summaryLine } from './journal-recovery.js';
import { processRuns } from './process-runs.js';
import type { MatchRecord, MatchSummary } from './match-record.js';
import type { EndedLimits, MatchEvent, MatchStore, PairedNotice, TokenLookup, WaitEntry } from './store.js';

/** Options of the journal store. */
export interface JournalOptions extends EndedLimits {
  /** The journal file. */
  readonly file: string;
  /** fsync after every append, before its changes are acknowledged (survives a power cut; slower). Default false. */
  readonly fsync?: boolean;
  /** The clock (ms). */
  readonly now?: () => number;
  /** Log lines (what was dropped on reading, the turns to read-only and back). */
  readonly log?: (line: string) => void;
  /** The file calls (tests inject failures). Default node:fs. */
  readonly io?: JournalIo;
}

const MIN_COMPACT_BYTES = 4 * 1024 * 1024;

/** Ended-match summaries, oldest first, bounded in number and age. */
export class EndedSummaries {
  private readonly byId = new Map<string, MatchSummary>();
  private readonly byToken = new Map<string, MatchSummary>();

  constructor(private readonly limits: EndedLimits) {}

  /** Keeps `s`, dropping the oldest beyond the bound. */
  add(s: MatchSummary): void {
    this.remove(s.id);
    this.byId.set(s.id, s);
    this.byToken.set(s.tokens.white, s);
    this.byToken.set(s.tokens.black, s);
    while (this.byId.size > this.limits.maxEnded) this.remove(this.byId.keys().next().value!);
  }

  /** Drops summaries older than the keeping time. */
  expire(now: number): void {
    for (const s of this.byId.values()) {
      if (s.endedAt + this.limits.keepEndedMs > now) break;
      this.remove(s.id);
    }
  }

  private remove(id: string): void {
    const s = this.byId.get(id);
    if (!s) return;
    this.byId.delete(id);
    this.byToken.delete(s.tokens.white);
    this.byToken.delete(s.tokens.black);
  }

  /** The summary of the match `id`. */
  ofMatch(id: string): MatchSummary | undefined {
    return this.byId.get(id);
  }

  /** The summary a token leads to. */
  ofToken(token: string): MatchSummary | undefined {
    return this.byToken.get(token);
  }

  /** How many are kept. */
  get size(): number {
    return this.byId.size;
  }

  /** All kept, oldest first. */
  values(): IterableIterator<MatchSummary> {
    return this.byId.values();
  }
}

/** The embedded journal store (see the module comment). */
export class JournalStore implements MatchStore {
  readonly kind = 'journal';
  private readonly records = new Map<string, MatchRecord>();
  private readonly tokens = new Map<string, { id: string; color: 'white' | 'black' }>();
  private readonly ended: EndedSummaries;
  private readonly waiting = new Map<string, WaitEntry>();
  private journal: JournalFile | null = null;
  private server = '';
  private previousAliveAt: number | null = null;
  private previousServer: string | null = null;
  private aliveTimer: ReturnType<typeof setInterval> | null = null;
  private lockFailed = false;
  private onEvent: (e: MatchEvent) => void = () => {};
  private onNotice: (n: PairedNotice) => void = () => {};
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  /** Bytes of the journal's live lines at the last compaction. */
  private liveBytes = 0;
  /** The journal's size below which no compaction is tried (raised after one fails). */
  private compactAt = MIN_COMPACT_BYTES;

  /** A store backed by the journal file in `options`. */
  constructor(private readonly options: JournalOptions) {
    this.ended = new EndedSummaries(options);
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => {});
  }

  private get lockFile(): string {
    return `${this.options.file}.lock`;
  }

  async open(server: string, onEvent: (e: MatchEvent) => void, onNotice: (n: PairedNotice) => void): Promise<void> {
    this.server = server;
    this.onEvent = onEvent;
    this.onNotice = onNotice;
    this.takeLock();
    const goodBytes = this.readJournal();
    this.journal = new JournalFile(this.options.file, goodBytes, {
      fsync: this.options.fsync ?? false,
      io: this.options.io ?? NODE_IO,
      now: this.now,
      log: this.log,
    });
    this.compact();
    this.aliveTimer = setInterval(() => this.writeLock(), 1000);
    this.aliveTimer.unref?.();
  }

  /** Why the journal refuses changes now (its disk is full, …), or null while it takes them. */
  get readOnly(): string | null {
    return this.journal?.readOnly ?? null;
  }

  /** Takes the lock file, refusing when a running process holds it. */
  private takeLock(): void {
    if (existsSync(this.lockFile)) {
      let held: { pid?: number; server?: string; aliveAt?: number } = {};
      try {
        held = JSON.parse(readFileSync(this.lockFile, 'utf8')) as typeof held;
      } catch {
        // A torn lock file: its owner died while writing it.
      }
      if (held.pid && held.pid !== process.pid && processRuns(held.pid)) {
        throw new Error(`the journal ${this.options.file} is in use by process ${held.pid}`);
      }
      this.previousAliveAt = held.aliveAt ?? null;
      this.previousServer = held.server ?? null;
    }
    this.writeLock();
  }

  /** Refreshes the lock file; on a full disk that fails, which is logged once (the journal's own state decides what is refused). */
  private writeLock(): void {
    try {
      writeFileSync(this.lockFile, JSON.stringify({ pid: process.pid, server: this.server, aliveAt: this.now() }));
      this.lockFailed = false;
    } catch (error) {
      if (!this.lockFailed) this.log(`journal ${this.options.file}: cannot refresh the lock file (${ioErrorText(error)})`);
      this.lockFailed = true;
    }
  }

  /** Reads the journal back (see the module comment); the bytes of its complete lines. */
  private readJournal(): number {
    const file = this.options.file;
    if (!existsSync(file)) return 0;
    const contents = readJournalText(readFileSync(file));
    for (const s of contents.ended) this.forget(s);
    for (const r of contents.records.values()) this.remember(r);
    this.ended.expire(this.now());
    for (const issue of contents.issues) this.log(issueLine(file, issue));
    this.log(summaryLine(file, contents));
    if (contents.issues.length) {
      const copy = `${file}.damaged-${new Date(this.now()).toISOString().replace(/[:.]/g, '-')}`;
      try {
        copyFileSync(file, copy);
        this.log(`journal ${file}: the damaged journal is kept as ${copy}`);
      } catch (error) {
        // A full disk has no room for a copy: a second name for the same file (it loses only an unfinished last line, cut off below).
        try {
          rmSync(copy, { force: true });
          linkSync(file, copy);
          this.log(`journal ${file}: the damaged journal is kept as ${copy} (a link: no room for a copy)`);
        } catch {
          this.log(`journal ${file}: could not keep a copy of the damaged journal (${ioErrorText(error)})`);
        }
      }
    }
    return contents.goodBytes;
  }

  private remember(r: MatchRecord): void {
    this.records.set(r.id, r);
    this.tokens.set(r.seats.white.token, { id: r.id, color: 'white' });
    this.tokens.set(r.seats.black.token, { id: r.id, color: 'black' });
  }

  private forget(s: MatchSummary): void {
    this.records.delete(s.id);
    this.tokens.delete(s.tokens.white);
    this.tokens.delete(s.tokens.black);
    this.ended.add(s);
  }

  /** Rewrites the journal with only what is live (records in play, summaries kept); the old file stays when that fails. */
  private compact(): void {
    const lines: string[] = [];
    for (const s of this.ended.values()) lines.push(JSON.stringify({ e: s }));
    for (const r of this.records.values()) lines.push(JSON.stringify({ r }));
    const text = lines.length ? `${lines.join('\n')}\n` : '';
    if (this.journal!.replace(text)) {
      this.liveBytes = Buffer.byteLength(text);
      this.compactAt = MIN_COMPACT_BYTES;
    } else {
      this.compactAt = this.journal!.bytes * 2;
    }
  }

  /** Lines stored since the last write, and what waits for them to be written. */
  private unwritten: string[] = [];
  private afterWrite: { resolve: () => void; reject: (e: Error) => void }[] = [];

  /** Queues a line; resolves once it is written, rejects when it could not be (the lines of one turn of the event loop go in one append). */
  private append(entry: object): Promise<void> {
    this.unwritten.push(`${JSON.stringify(entry)}\n`);
    if (this.unwritten.length === 1) setImmediate(() => this.flush());
    return new Promise((resolve, reject) => this.afterWrite.push({ resolve, reject }));
  }

  /** Appends the queued lines whole (flushed if asked), then lets their changes be acknowledged; or refuses them all. */
  private flush(): void {
    if (this.unwritten.length === 0 || this.journal === null) return;
    const text = this.unwritten.join('');
    const waiting = this.afterWrite;
    this.unwritten = [];
    this.afterWrite = [];
    try {
      this.journal.append(text);
    } catch (error) {
      for (const w of waiting) w.reject(error as Error);
      return;
    }
    if (this.journal.bytes > Math.max(this.compactAt, 4 * this.liveBytes)) this.compact();
    for (const w of waiting) w.resolve();
  }

  resumable(): MatchRecord[] {
    return [...this.records.values()];
  }

  async load(id: string): Promise<MatchRecord | null> {
    return this.records.get(id) ?? null;
  }

  async exists(id: string): Promise<boolean> {
    return this.records.has(id);
  }

  async lookupToken(token: string): Promise<TokenLookup> {
    const seat = this.tokens.get(token);
    if (seat) return seat;
    this.ended.expire(this.now());
    const summary = this.ended.ofToken(token);
    return summary ? { summary } : null;
  }

  async save(record: MatchRecord, event: MatchEvent): Promise<boolean> {
    const current = this.records.get(record.id);
    if (current ? current.version !== record.version - 1 : record.version !== 1) return false;
    this.remember(record);
    try {
      await this.append({ r: record });
    } catch (error) {
      // Not written: the change is not made (the record before it stays the match's).
      if (this.records.get(record.id) === record) {
        if (current) this.remember(current);
        else {
          this.records.delete(record.id);
          this.tokens.delete(record.seats.white.token);
          this.tokens.delete(record.seats.black.token);
        }
      }
      throw error;
    }
    this.onEvent(event);
    return true;
  }

  async finish(summary: MatchSummary): Promise<void> {
    this.forget(summary);
    // Written with the next batch, not waited for: the ended record is already written (a kill
    // before this line leaves that record, which a restart reads as ended).
    this.append({ e: summary }).catch((error: Error) =>
      this.log(`journal ${this.options.file}: the summary of the ended match ${summary.id} is not written (${error.message}); its ended record is`),
    );
  }

  async pair(key: string, entry: WaitEntry): Promise<WaitEntry | null> {
    const first = this.waiting.get(key);
    if (first && first.conn !== entry.conn) {
      this.waiting.delete(key);
      return first;
    }
    this.waiting.set(key, entry);
    return null;
  }

  async unwait(key: string, conn: string): Promise<boolean> {
    if (this.waiting.get(key)?.conn !== conn) return false;
    this.waiting.delete(key);
    return true;
  }

  async notify(notice: PairedNotice): Promise<void> {
    this.onNotice(notice);
  }

  async lastAlive(server: string): Promise<number | null> {
    if (server === this.server) return this.now();
    return server === this.previousServer ? this.previousAliveAt : null;
  }

  async isAlive(server: string): Promise<boolean> {
    return server === this.server;
  }

  async due(): Promise<string[]> {
    return [];
  }

  /** The summary of an ended match still kept (tests, logs). */
  summary(id: string): MatchSummary | undefined {
    return this.ended.ofMatch(id);
  }

  /** Players waiting (for tests and the status line). */
  get waitingCount(): number {
    return this.waiting.size;
  }

  /** Ended matches kept. */
  get endedCount(): number {
    return this.ended.size;
  }

  async close(): Promise<void> {
    if (this.aliveTimer) clearInterval(this.aliveTimer);
    this.flush();
    this.journal?.close();
    this.journal = null;
    rmSync(this.lockFile, { force: true });
  }
}
