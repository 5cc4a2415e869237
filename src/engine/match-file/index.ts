/** Match files: the JSON match record (tabla-match), its replay, and GNU Backgammon/Jellyfish `.mat` text. */
export * from './record-types.js';
export { applyAction, recordFromJSON, replayRecord, MAX_NAME_CHARS, MAX_RECORD_GAMES } from './record-check.js';
export { matchFromSettings, type Locate, type ReplayedGame } from './replay.js';
export { moveAction, recordAction, startRecord, type RecordPlayers } from './recorder.js';
export { matFromRecord } from './mat-export.js';
export { recordFromMat, MAX_MAT_CHARS } from './mat-import.js';
