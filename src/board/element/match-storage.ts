/**
 * Saving a board's match in `localStorage` (the `storage-key` attribute) and restoring it on
 * reload, the half-played turn included.
 *
 * A record is `{ v: 1, setup, state, steps, record? }`: the format version, the board settings it was
 * played with (tradition, game, match length, position, dice, seed), the engine's `MatchState`,
 * the steps played so far in the turn being played and the match as played (a `tabla-match`
 * record, checked after the restore by saved-record.ts in the study chunk: one that does not replay to
 * the state is left out, and the record starts again there). On load the state is validated with
 * {@link matchStateFromJSON} and the steps are replayed through the engine's `Turn`; anything
 * wrong (not JSON, another format, another version, a match played with other settings, an
 * illegal step, an oversized value) is reported and ignored, never half-loaded. A storage that is
 * unavailable (private mode, a sandboxed frame, cookies blocked) or full is reported once and the
 * game goes on unsaved.
 */
import type { MatchState } from '../../engine/match.js';
import { currentTurn } from '../../engine/match.js';
import type { StepRequest } from '../../engine/turn.js';
import type { StepJSON } from '../../engine/live/events.js';
import { sha256Hex } from '../../engine/live/bot-seed.js';
import { matchStateFromJSON } from '../../engine/match-json.js';
import type { MatchRecord } from '../../engine/match-file/record-types.js';

/** The record format written now. */
export const STORAGE_VERSION = 1;

/** Largest stored text read back (characters); a match record is a few kilobytes. */
export const MAX_STORED_CHARS = 1_000_000;

/** What is saved under the key. */
export interface StoredMatch {
  /** Format version ({@link STORAGE_VERSION}). */
  v: number;
  /** The board settings the match was started with (see {@link setupKey}). */
  setup: string;
  /** The match (the engine's `MatchState` as JSON). */
  state: MatchState;
  /** Steps played so far in the turn being played (phase `moving`), in the mover's numbering. */
  steps: StepJSON[];
  /** The match as played (`tabla-match` record), when kept. */
  record?: MatchRecord;
}

/** A record read back and validated. */
export interface RestoredMatch {
  state: MatchState;
  steps: StepRequest[];
  /** The match's record as saved, not yet checked (`savedRecord` in saved-record.ts, in the study chunk, checks it). */
  record?: unknown;
}

/** The settings that decide which match a record belongs to. */
export interface BoardSetup {
  tradition: string;
  game: string;
  matchLength: number;
  position: string;
  dice: string;
  seed: string;
  /** Backgammon's cube rules (`cube-rules`); part of the key only when set. */
  cubeRules?: string;
}

/** A stable text for a board's settings; a record saved with other settings is not restored. */
export function setupKey(s: BoardSetup): string {
  const text = JSON.stringify([
    s.tradition,
    s.game,
    s.matchLength,
    s.position.trim(),
    s.dice.trim(),
    s.seed,
    ...(s.cubeRules?.trim() ? [s.cubeRules.trim()] : []),
  ]);
  return text.length > 500 ? `sha256:${sha256Hex(text)}` : text; // a long position is not stored whole
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The record's text for a match and the steps of its half-played turn. */
export function encodeMatch(setup: string, state: MatchState, steps: readonly StepRequest[], record: MatchRecord | null = null): string {
  const stored: StoredMatch = {
    v: STORAGE_VERSION,
    setup,
    state: { ...state, lastPlay: null },
    steps: steps.map((s) => ({ from: s.from, to: s.to, die: s.die as number })),
    ...(record ? { record } : {}),
  };
  return JSON.stringify(stored);
}

/**
 * Reads a record back. Throws an Error naming the problem when the text is not a valid record of
 * this version for this setup, or when its steps are not a legal part of the turn.
 */
export function decodeMatch(text: string, setup: string): RestoredMatch {
  if (text.length > MAX_STORED_CHARS) throw new Error(`the stored match is too large (${text.length} characters, at most ${MAX_STORED_CHARS})`);
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new Error('the stored match is not valid JSON');
  }
  if (!isObj(v) || !('v' in v) || !('state' in v)) throw new Error('the stored data is not a tabla-board match record');
  if (v.v !== STORAGE_VERSION) throw new Error(`the stored match has format version ${JSON.stringify(v.v)}, this board reads version ${STORAGE_VERSION}`);
  if (v.setup !== setup) throw new Error(`the stored match was played with other settings (${String(v.setup).slice(0, 200)}), not ${setup}`);
  const state = matchStateFromJSON(v.state);
  const raw = v.steps ?? [];
  if (!Array.isArray(raw)) throw new Error('the stored steps must be a list');
  const steps = raw.map((s: unknown, i): StepRequest => {
    if (!isObj(s) || !Number.isInteger(s.from) || !Number.isInteger(s.to) || !(s.die === undefined || Number.isInteger(s.die))) {
      throw new Error(`stored step ${i} must be {"from", "to", "die"} integers`);
    }
    return { from: s.from as number, to: s.to as number, ...(s.die !== undefined ? { die: s.die as number } : {}) };
  });
  if (steps.length > 0) {
    if (state.phase !== 'moving') throw new Error(`the stored match has steps in phase ${state.phase}`);
    let turn = currentTurn(state);
    steps.forEach((s, i) => {
      try {
        turn = turn.step(s);
      } catch (error) {
        throw new Error(`stored step ${i} (${s.from}/${s.to}) is not legal: ${(error as Error).message}`);
      }
    });
  }
  return { state, steps, ...(v.record !== undefined ? { record: v.record } : {}) };
}

/** The page's localStorage, or an Error saying why there is none. */
function storage(): Storage {
  const s = (globalThis as { localStorage?: Storage }).localStorage; // the getter itself may throw (SecurityError)
  if (!s) throw new Error('localStorage is not available');
  return s;
}

/** Saves and restores one board's match under a key; problems go to `report`, never thrown. */
export class MatchStorage {
  private last: string | null = null;
  private failing = false;

  constructor(
    /** The localStorage key. */
    readonly key: string,
    /** Where problems go (a warning and an event). */
    readonly report: (message: string) => void,
  ) {}

  /** The saved match for this setup, or null when there is none or it cannot be used (reported). */
  load(setup: string): RestoredMatch | null {
    let text: string | null;
    try {
      text = storage().getItem(this.key);
    } catch (error) {
      this.report(`cannot read the saved match "${this.key}": ${(error as Error).message}; starting a new match`);
      return null;
    }
    if (text === null) return null;
    try {
      const restored = decodeMatch(text, setup);
      this.last = text;
      return restored;
    } catch (error) {
      this.report(`ignoring the saved match "${this.key}": ${(error as Error).message}`);
      return null;
    }
  }

  /** Saves the match if it changed since the last save. */
  save(setup: string, state: MatchState, steps: readonly StepRequest[], record: MatchRecord | null = null): void {
    const text = encodeMatch(setup, state, steps, record);
    if (text === this.last) return;
    try {
      storage().setItem(this.key, text);
      this.last = text;
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.report(`cannot save the match "${this.key}": ${(error as Error).message}; the game goes on unsaved`);
      this.failing = true;
    }
  }
}
