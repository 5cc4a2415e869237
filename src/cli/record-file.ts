/** Match files for the command line: writing a played match (`--record`) and reading one for `tabla analyze`. */
import { readFileSync, writeFileSync } from 'node:fs';
import { matFromRecord, recordFromJSON, recordFromMat, TablaError, type GameId, type MatchRecord, type TraditionId, setOf } from '../engine/index.js';
import { CliError, UsageError } from './args.js';

/** The largest match file read (bytes). */
const MAX_FILE_BYTES = 20_000_000;

/** The kind of a match file by its name: `.json` (any game) or `.mat` (Prva, backgammon). */
export function recordKind(path: string): 'json' | 'mat' {
  const m = /\.(json|mat)$/i.exec(path);
  if (!m) throw new UsageError(`a match file must end in .json or .mat, got "${path.slice(-60)}"`);
  return m[1].toLowerCase() as 'json' | 'mat';
}

/** Refuses `--record FILE.mat` before a match whose games a `.mat` cannot hold. */
export function checkRecordTarget(path: string, game: GameId | null, tradition: TraditionId): void {
  if (recordKind(path) !== 'mat') return;
  const games = game ? [game] : setOf(tradition);
  const other = games.find((g) => g !== 'prva' && g !== 'backgammon');
  if (other) throw new UsageError(`a .mat file holds only Prva and backgammon games, not ${other}: record to a .json file`);
}

/** Writes a record to `path` as JSON or `.mat` text by its extension. */
export function writeRecord(path: string, record: MatchRecord): void {
  const text = recordKind(path) === 'mat' ? matFromRecord(record) : `${JSON.stringify(record, null, 1)}\n`;
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw new CliError(`cannot write ${path.slice(-80)}: ${(e as Error).message}`);
  }
}

/**
 * Reads a match file: `.mat` text, or a JSON record (checked field by field and replayed).
 * @throws CliError naming the file, the line or field, and the problem.
 */
export function readRecord(path: string): MatchRecord {
  const kind = recordKind(path);
  let text: string;
  try {
    const buf = readFileSync(path);
    if (buf.length > MAX_FILE_BYTES) throw new Error(`larger than ${MAX_FILE_BYTES} bytes`);
    text = buf.toString('utf8');
  } catch (e) {
    throw new CliError(`cannot read ${path.slice(-80)}: ${(e as Error).message}`);
  }
  try {
    return kind === 'mat' ? recordFromMat(text) : recordFromJSON(text);
  } catch (e) {
    if (e instanceof TablaError) throw new CliError(`${path.slice(-80)}: ${e.message}`);
    throw e;
  }
}
