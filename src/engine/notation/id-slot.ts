/**
 * The shapes of the backgammon programs' position IDs (an XGID, a GNU Backgammon Position ID) and
 * where their readers (gnubg.ts) plug into `parsePosition` (compact.ts). The readers install
 * themselves when gnubg.ts is imported — the engine index does — and the element's script-tag
 * build loads them as a chunk of their own when a `position` has one of these shapes. Reading an
 * ID before they are installed is refused with the code `unavailable`.
 */
import type { Position } from '../types.js';
import { partSlot } from '../part-slot.js';

/** A Position ID on one line: bare, after `GNUBG ID:`, and with its Match ID after a colon (groups: the Position ID, the Match ID). The readers (gnubg.ts) read with it too. */
export const GNUBG_ID_TEXT = /^(?:gnubg\s*id\s*:?\s*)?([A-Za-z0-9+/]{14})(?::([A-Za-z0-9+/]{12}))?$/i;

/**
 * True when the text has the shape of a gnubg Position ID (14 base64 characters), alone or as
 * GNU Backgammon copies it: with its Match ID (`…:cImqAAAAAAAE`, `GNUBG ID: …`) or as its
 * board's `Position ID:` line (and `Match ID :` line).
 */
export function looksLikeGnubgId(text: string): boolean {
  if (typeof text !== 'string') return false;
  const t = text.trim();
  return GNUBG_ID_TEXT.test(t) || /^(?:gnu\s+backgammon\s+)?position\s+id\s*:/i.test(t);
}

/** True when the text has the shape of an XGID (with or without the `XGID=` prefix). */
export function looksLikeXGID(text: string): boolean {
  return typeof text === 'string' && /^(xgid=|[-a-pA-P]{26}:)/i.test(text.trim());
}

/** True when the text has the shape of an XGID or a gnubg Position ID. */
export function looksLikeId(text: string): boolean {
  return looksLikeXGID(text) || looksLikeGnubgId(text);
}

/** The readers of the two IDs (gnubg.ts). */
export interface IdReaders {
  /** The Prva position of an XGID. */
  positionFromXGID(text: string): Position;
  /** The Prva position of a gnubg Position ID, alone or with its Match ID (which says who is on roll). */
  positionFromGnubgId(text: string): Position;
}

/** The ID readers once installed. */
let installed: IdReaders | null = null;

/** Installs the ID readers (gnubg.ts does, when imported). */
export function installIdReaders(part: IdReaders): void {
  installed = part;
}

/** The slot: whether the ID readers are installed, and them. */
export const idSlot = partSlot(
  () => installed,
  'the XGID and GNU Backgammon ID readers are not loaded yet: import notation/gnubg.js (the engine index does) before reading one',
);
