/**
 * The check of a match record saved with a board's match (match-storage.ts), in the study chunk
 * (study.ts exports it), so the record checks and the replay stay out of the first load. The board restores the match at once
 * and hands the record to its live match when this check passes.
 */
import type { MatchState } from '../../engine/match.js';
import { replayedRecordFromJSON } from '../../engine/match-file/record-check.js';
import type { MatchRecord } from '../../engine/match-file/record-types.js';
import { samePosition } from '../../engine/position.js';

/** The saved record `v` when it is valid and replays to `state` (the position and score); else undefined: the record starts again at `state`. */
export function savedRecord(v: unknown, state: MatchState): MatchRecord | undefined {
  if (v === undefined) return undefined;
  try {
    const { record, games } = replayedRecordFromJSON(v);
    const last = games[games.length - 1]?.after;
    if (!last) return record.games.length === 0 && state.gameNumber === 0 ? record : undefined;
    const follows =
      last.score.white === state.score.white &&
      last.score.black === state.score.black &&
      (last.phase === 'game-over' || samePosition(last.position, state.position));
    return follows ? record : undefined;
  } catch {
    return undefined;
  }
}
