/**
 * `tabla journal check FILE`: reads a server journal as the server does on start (each bad line
 * skipped and reported with its number, cause and match; each match kept at its last good
 * record) and prints that report and its summary line, without starting a server or touching
 * the file. Exit 0 when nothing would be dropped, 1 when something would, 2 on a usage error.
 */
import { existsSync, readFileSync } from 'node:fs';
import { issueLine, readJournalText, summaryLine } from '../server/journal-recovery.js';
import { CliError, UsageError } from './args.js';

/** The usage lines of `tabla journal`. */
export const JOURNAL_USAGE = `  journal      tabla journal check FILE: what a server would keep and drop of a journal, without
               starting one (exit 0 clean, 1 something dropped)
`;

/** Runs `tabla journal …` with the arguments after `journal`. */
export async function commandJournal(argv: readonly string[]): Promise<number> {
  const [sub, file, ...more] = argv;
  if (sub !== 'check' || file === undefined || file.startsWith('-') || more.length) {
    throw new UsageError('usage: tabla journal check FILE');
  }
  if (!existsSync(file)) throw new CliError(`no journal ${JSON.stringify(file.slice(-60))}`);
  const contents = readJournalText(readFileSync(file));
  for (const issue of contents.issues) process.stdout.write(`${issueLine(file, issue)}\n`);
  process.stdout.write(`${summaryLine(file, contents)}\n`);
  return contents.issues.length ? 1 : 0;
}
