/**
 * Reading a journal back, keeping what is good: every line is parsed and checked on its own
 * (record-check.ts); a line that is not JSON, not of the journal's shape, or whose record fails
 * the engine's checks is skipped and reported with its line number, the cause and the match it
 * names, and its match keeps its last good record. Used by the journal store on start and by
 * `tabla journal check`.
 */
import type { MatchRecord, MatchSummary } from './match-record.js';
import { checkRecord, checkSummary } from './record-check.js';

/** One line of the journal that was not taken. */
export interface JournalIssue {
  /** Its line number (1-based). */
  readonly line: number;
  /** The match it names, or null when none can be read from it. */
  readonly match: string | null;
  /** Why it was skipped. */
  readonly cause: string;
  /** For a refused record: the version of the match's last good record kept instead, or null when the match has none. */
  readonly keptVersion?: number | null;
}

/** What a journal holds once read. */
export interface JournalContents {
  /** The last good record of every match in play, by id. */
  readonly records: Map<string, MatchRecord>;
  /** The summaries of ended matches, in the order they ended. */
  readonly ended: MatchSummary[];
  /** The lines skipped. */
  readonly issues: JournalIssue[];
  /** Lines read (complete or not). */
  readonly lines: number;
  /** Matches whose latest record was refused: they resume from an older good record. */
  readonly behind: string[];
  /** Matches with refused records and no good one: not resumed. */
  readonly lost: string[];
  /** Bytes up to the end of the last complete line: where the next write goes (a torn tail is cut off). */
  readonly goodBytes: number;
}

/** The match id a damaged line names, if one can be read from it. */
function matchOf(line: string): string | null {
  return /"id":"([A-Za-z0-9_-]{1,64})"/.exec(line)?.[1] ?? null;
}

const short = (text: string): string => (text.length > 100 ? `${text.slice(0, 99)}…` : text);

/** Reads the journal `data` (see the module comment). */
export function readJournalText(data: Buffer): JournalContents {
  const records = new Map<string, MatchRecord>();
  const ended = new Map<string, MatchSummary>();
  const issues: JournalIssue[] = [];
  const keptLine = new Map<string, number>();
  const refusedLine = new Map<string, number>();
  const lastNewline = data.lastIndexOf(0x0a);
  const goodBytes = lastNewline + 1;
  const text = data.toString('utf8');
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  lines.forEach((line, i) => {
    const n = i + 1;
    if (line === '') return;
    const torn = i === lines.length - 1 && goodBytes < data.length;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch (error) {
      const cause = torn ? 'an unfinished last line (a write cut short; never acknowledged)' : `not JSON (${short((error as Error).message)})`;
      issues.push({ line: n, match: matchOf(line), cause });
      return;
    }
    const keys = typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? Object.keys(entry) : [];
    if (keys.length !== 1 || (keys[0] !== 'r' && keys[0] !== 'e')) {
      issues.push({ line: n, match: matchOf(line), cause: 'not a journal entry (expected {"r": record} or {"e": summary})' });
      return;
    }
    const value = (entry as Record<string, unknown>)[keys[0]!];
    if (keys[0] === 'r') {
      try {
        const r = checkRecord(value);
        if (ended.has(r.id)) throw new Error(`the match already ended (line before)`);
        records.set(r.id, r);
        keptLine.set(r.id, n);
      } catch (error) {
        const id = typeof (value as { id?: unknown })?.id === 'string' ? (value as { id: string }).id.slice(0, 64) : matchOf(line);
        if (id) refusedLine.set(id, n);
        issues.push({
          line: n,
          match: id,
          cause: `record refused: ${short((error as Error).message)}`,
          keptVersion: (id ? records.get(id)?.version : undefined) ?? null,
        });
      }
      return;
    }
    try {
      const s = checkSummary(value);
      records.delete(s.id);
      ended.delete(s.id);
      ended.set(s.id, s);
    } catch (error) {
      issues.push({ line: n, match: matchOf(line), cause: `summary refused: ${short((error as Error).message)}` });
    }
  });
  const behind = [...refusedLine].filter(([id, line]) => records.has(id) && line > keptLine.get(id)!).map(([id]) => id);
  const lost = [...refusedLine.keys()].filter((id) => !records.has(id) && !ended.has(id));
  return { records, ended: [...ended.values()], issues, lines: lines.length, behind, lost, goodBytes };
}

/** One issue as a log line. */
export function issueLine(file: string, issue: JournalIssue): string {
  const match = issue.match ? ` (match ${issue.match})` : '';
  const kept =
    issue.keptVersion === undefined
      ? ''
      : issue.keptVersion === null
        ? '; no good record of the match before it'
        : `; the match's last good record before it is version ${issue.keptVersion}`;
  return `journal ${file}: line ${issue.line}${match} skipped: ${issue.cause}${kept}`;
}

/** The summary line of a reading: what was kept and what was dropped. */
export function summaryLine(file: string, c: JournalContents): string {
  const kept = `${c.lines} lines, ${c.records.size} matches in play, ${c.ended.length} ended kept`;
  if (c.issues.length === 0) return `journal ${file}: ${kept}; nothing dropped`;
  const { behind: older, lost } = c;
  const parts = [`dropped ${c.issues.length} line${c.issues.length === 1 ? '' : 's'} (${c.issues.map((i) => i.line).join(', ')})`];
  if (older.length) parts.push(`${older.length} match${older.length === 1 ? '' : 'es'} kept at an older version (${older.join(', ')})`);
  if (lost.length) parts.push(`${lost.length} match${lost.length === 1 ? '' : 'es'} with no good record, not resumed (${lost.join(', ')})`);
  return `journal ${file}: ${kept}; ${parts.join('; ')}`;
}
