/**
 * The GNU Backgammon **Match ID** (12 base64 characters, 66 bits): the cube value (log2) and
 * owner, the player on roll, the Crawford flag, the game state, who decides, a double on offer,
 * the dice, the match length (0 = money) and both scores. Bits fill 9 bytes from the lowest bit,
 * as in the Position ID. Players: gnubg's player 0 is our black (the top player) and player 1
 * our white (the bottom player, as in XGID).
 */
import { describeValue, expectColor, expectObject, expectString } from '../checks.js';
import { isTwoDice } from '../dice-check.js';
import { opponent } from '../position.js';
import type { Color, Score } from '../types.js';
import { TablaError } from '../errors.js';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** What a Match ID says. */
export interface MatchIdInfo {
  /** The cube value (1, 2, 4 …). */
  readonly cube: number;
  /** The cube's owner, or null when centred. */
  readonly owner: Color | null;
  /** The player on roll. */
  readonly turn: Color;
  /** This game is the Crawford game. */
  readonly crawford: boolean;
  /** A double is on offer (the player on roll doubled). */
  readonly doubled: boolean;
  /** The rolled dice, or null before the roll. */
  readonly dice: [number, number] | null;
  /** Match length; 0 = money. */
  readonly length: number;
  /** The scores. */
  readonly score: Score;
}

const player = (c: Color) => (c === 'white' ? 1 : 0);
const colorOf = (p: number): Color => (p === 1 ? 'white' : 'black');

/** The fields in order: [name, bits]. */
const FIELDS: readonly [string, number][] = [
  ['cube', 4],
  ['owner', 2],
  ['diceOwner', 1],
  ['crawford', 1],
  ['state', 3],
  ['turn', 1],
  ['doubled', 1],
  ['resign', 2],
  ['die1', 3],
  ['die2', 3],
  ['length', 15],
  ['score0', 15],
  ['score1', 15],
];

/** The Match ID of a game in play (game state "playing"). */
export function formatMatchId(info: MatchIdInfo): string {
  expectObject(info, 'Match ID information', 'bad-notation');
  if (typeof info.score !== 'object' || info.score === null)
    throw new TablaError('bad-notation', `Match ID information needs a score, got ${describeValue(info.score)}`);
  expectColor(info.turn, 'turn');
  if (info.owner !== null) expectColor(info.owner, 'cube owner');
  if (info.dice !== null && !isTwoDice(info.dice))
    throw new TablaError('bad-dice', `Match ID dice must be two numbers 1–6 or null, got ${describeValue(info.dice)}`);
  const log = typeof info.cube === 'number' ? Math.log2(info.cube) : NaN;
  if (!Number.isInteger(log) || log < 0 || log > 15)
    throw new TablaError('bad-argument', `the cube value must be a power of 2, got ${describeValue(info.cube)}`);
  const v: Record<string, number> = {
    cube: log,
    owner: info.owner === null ? 3 : player(info.owner),
    diceOwner: player(info.turn),
    crawford: info.crawford ? 1 : 0,
    state: 1,
    turn: player(info.doubled ? opponent(info.turn) : info.turn),
    doubled: info.doubled ? 1 : 0,
    resign: 0,
    die1: info.dice ? info.dice[0] : 0,
    die2: info.dice ? info.dice[1] : 0,
    length: info.length,
    score0: info.score.black,
    score1: info.score.white,
  };
  const bytes = new Uint8Array(9);
  let bit = 0;
  for (const [name, n] of FIELDS) {
    const x = v[name];
    if (!Number.isInteger(x) || x < 0 || x >= 2 ** n) throw new TablaError('bad-notation', `the Match ID field ${name} cannot hold ${describeValue(x)}`);
    for (let i = 0; i < n; i++, bit++) if ((x >> i) & 1) bytes[bit >> 3] |= 1 << (bit & 7);
  }
  let out = '';
  for (let i = 0; i < 9; i += 3) {
    const w = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out += B64[(w >> 18) & 63] + B64[(w >> 12) & 63] + B64[(w >> 6) & 63] + B64[w & 63];
  }
  return out;
}

/**
 * Reads a Match ID.
 * @throws Error naming the ID and the bad field (not base64, a game not in play, dice out of range, a score past the length).
 */
export function parseMatchId(id: string): MatchIdInfo {
  expectString(id, 'a GNU Backgammon Match ID');
  const text = id.trim();
  const bad = (why: string): never => {
    throw new TablaError('bad-notation', `invalid GNU Backgammon Match ID ${describeValue(id)}: ${why}`);
  };
  if (!/^[A-Za-z0-9+/]{12}$/.test(text)) bad('expected 12 base64 characters');
  const bytes = new Uint8Array(9);
  for (let i = 0; i < 12; i += 4) {
    const w = [...text.slice(i, i + 4)].reduce((a, ch) => (a << 6) | B64.indexOf(ch), 0);
    bytes[(i / 4) * 3] = (w >> 16) & 255;
    bytes[(i / 4) * 3 + 1] = (w >> 8) & 255;
    bytes[(i / 4) * 3 + 2] = w & 255;
  }
  const v: Record<string, number> = {};
  let bit = 0;
  for (const [name, n] of FIELDS) {
    let x = 0;
    for (let i = 0; i < n; i++, bit++) if ((bytes[bit >> 3] >> (bit & 7)) & 1) x |= 1 << i;
    v[name] = x;
  }
  if (v.state !== 1) bad(`game state ${v.state}: only a game in play can be read`);
  if (v.cube > 6) bad(`cube 2^${v.cube} is past 64`);
  if (v.owner === 2) bad('cube owner 2 is not a player');
  if ((v.die1 === 0) !== (v.die2 === 0) || v.die1 > 6 || v.die2 > 6) bad(`dice ${v.die1} and ${v.die2}`);
  if (v.length > 0 && (v.score0 >= v.length || v.score1 >= v.length)) bad(`score ${v.score1}–${v.score0} has reached the length ${v.length}`);
  const cube = 2 ** v.cube;
  if ((cube === 1) !== (v.owner === 3)) bad(cube === 1 ? 'a cube at 1 must be centred' : `a cube at ${cube} needs an owner`);
  return {
    cube,
    owner: v.owner === 3 ? null : colorOf(v.owner),
    turn: colorOf(v.diceOwner),
    crawford: v.crawford === 1,
    doubled: v.doubled === 1,
    dice: v.die1 ? [v.die1, v.die2] : null,
    length: v.length,
    score: { white: v.score1, black: v.score0 },
  };
}
