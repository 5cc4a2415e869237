/**
 * The embedded store: an append-only journal file, one JSON line per stored change; the changes
 * of one turn of the event loop go in one synchronous `write`, done before any of them is
 * acknowledged (a process killed with SIGKILL
 * loses nothing it acknowledged; `fsync: true` also survives a power cut, slower). On start the
 * journal is read back: the last record of every match in play, the summaries of ended ones.
 * It is compacted (rewritten with only those, then renamed over) when it has grown four times
 * past them. One process at a time: a lock file names the owner and is refreshed every second,
 * which also tells a restarted server when the previous one stopped (its clocks pause there).
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeFileSync, writeSync, rmSync } from 'node:fs';
import type { MatchRecord, MatchSummary } from './match-record.js';
import type { EndedLimits, MatchEvent, MatchStore, PairedNotice, TokenLookup, WaitEntry } from './store.js';

/** Options of the journal store. */
export interface JournalOptions extends EndedLimits {
  /** The journal file. */
  readonly file: string;
  /** fsync after every write (survives a power cut; slower). Default false. */
  readonly fsync?: boolean;
  /** The clock (ms). */
  readonly now?: () => number;
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
  private fd: number | null = null;
  private bytes = 0;
  private server = '';
  private previousAliveAt: number | null = null;
  private previousServer: string | null = null;
  private aliveTimer: ReturnType<typeof setInterval> | null = null;
  private onEvent: (e: MatchEvent) => void = () => {};
  private onNotice: (n: PairedNotice) => void = () => {};
  private readonly now: () => number;

  constructor(private readonly options: JournalOptions) {
    this.ended = new EndedSummaries(options);
    this.now = options.now ?? Date.now;
  }

  private get lockFile(): string {
    return `${this.options.file}.lock`;
  }

  async open(server: string, onEvent: (e: MatchEvent) => void, onNotice: (n: PairedNotice) => void): Promise<void> {
    this.server = server;
    this.onEvent = onEvent;
    this.onNotice = onNotice;
    this.takeLock();
    this.readJournal();
    this.compact();
    this.aliveTimer = setInterval(() => this.writeLock(), 1000);
    this.aliveTimer.unref?.();
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

  private writeLock(): void {
    writeFileSync(this.lockFile, JSON.stringify({ pid: process.pid, server: this.server, aliveAt: this.now() }));
  }

  private readJournal(): void {
    if (!existsSync(this.options.file)) return;
    const lines = readFileSync(this.options.file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (line === '') return;
      let entry: { r?: MatchRecord; e?: MatchSummary };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch (error) {
        if (i >= lines.length - 2) return; // the last line, torn by a kill mid-write: never acknowledged
        throw new Error(`the journal ${this.options.file} is damaged at line ${i + 1}: ${(error as Error).message.slice(0, 60)}`);
      }
      if (entry.r) this.remember(entry.r);
      if (entry.e) this.forget(entry.e);
    });
    this.ended.expire(this.now());
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

  /** Rewrites the journal with only what is live (records in play, summaries kept). */
  private compact(): void {
    if (this.fd !== null) closeSync(this.fd);
    const tmp = `${this.options.file}.tmp`;
    const lines: string[] = [];
    for (const s of this.ended.values()) lines.push(JSON.stringify({ e: s }));
    for (const r of this.records.values()) lines.push(JSON.stringify({ r }));
    const text = lines.length ? `${lines.join('\n')}\n` : '';
    const fd = openSync(tmp, 'w');
    writeSync(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    renameSync(tmp, this.options.file);
    this.fd = openSync(this.options.file, 'a');
    this.bytes = Buffer.byteLength(text);
    this.liveBytes = this.bytes;
  }

  private liveBytes = 0;

  /** Lines stored since the last write, and what waits for them to be written. */
  private unwritten: string[] = [];
  private afterWrite: (() => void)[] = [];

  /** Queues a line; resolves once it is written (the lines of one turn of the event loop go in one write). */
  private append(entry: object): Promise<void> {
    this.unwritten.push(`${JSON.stringify(entry)}\n`);
    if (this.unwritten.length === 1) setImmediate(() => this.flush());
    return new Promise((resolve) => this.afterWrite.push(resolve));
  }

  /** Writes the queued lines in one go (fsync if asked), then lets their changes be acknowledged. */
  private flush(): void {
    if (this.unwritten.length === 0 || this.fd === null) return;
    const text = this.unwritten.join('');
    const written = this.afterWrite;
    this.unwritten = [];
    this.afterWrite = [];
    writeSync(this.fd, text);
    if (this.options.fsync) fsyncSync(this.fd);
    this.bytes += text.length;
    if (this.bytes > Math.max(MIN_COMPACT_BYTES, 4 * this.liveBytes)) this.compact();
    for (const resolve of written) resolve();
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
    await this.append({ r: record });
    this.onEvent(event);
    return true;
  }

  async finish(summary: MatchSummary): Promise<void> {
    this.forget(summary);
    // Written with the next batch, not waited for: the ended record is already written (a kill
    // before this line leaves that record, which a restart reads as ended).
    void this.append({ e: summary });
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
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    rmSync(this.lockFile, { force: true });
  }
}

/** True when a process with this id runs. */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
