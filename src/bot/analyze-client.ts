/**
 * `analyzeInBot`: a match analysis run by a {@link BotClient} (in its worker, or sliced on the main
 * thread), kept apart from the client so a page that never analyses does not load it.
 */
import { responseError, type BotClient } from './client.js';
import type { Level } from './levels.js';
import type { AnalysisProgress, MatchAnalysis } from './analysis/types.js';
import type { MatchRecord } from '../engine/match-file/record-types.js';

/** Options of {@link analyzeInBot}. */
export interface AnalyzeInBotOptions {
  /** The analysis level; default master. */
  readonly level?: Level;
  /** Called after each decision. */
  readonly onProgress?: (progress: AnalysisProgress) => void;
  /** Cancels the analysis (it rejects with an AbortError, code `cancelled`); the client's other requests go on. */
  readonly signal?: AbortSignal;
}

/**
 * Analyses a match record in the bot (see `analyzeMatch` in tabla-board/bot); the worker stays
 * responsive and reports progress. Rejects with a TablaError with the bot's code (`bad-record`;
 * `cancelled`, named AbortError, when `signal` aborts it).
 */
export async function analyzeInBot(client: BotClient, record: MatchRecord, options: AnalyzeInBotOptions = {}): Promise<MatchAnalysis> {
  const { signal } = options;
  if (signal?.aborted) throw Object.assign(new Error('the analysis was cancelled'), { name: 'AbortError', code: 'cancelled' });
  const r = await client.request({ type: 'analyze', record, ...(options.level ? { level: options.level } : {}) }, options.onProgress, signal);
  if (r.type === 'error') throw responseError(r);
  if (r.type !== 'analysis') throw new Error(`unexpected bot response ${r.type}`);
  return r.analysis;
}
