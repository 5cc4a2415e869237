/**
 * Compact, hand-written scenarios for the rulebook tests (test/node/rules-*.test.ts).
 *
 * Positions are written as sparse maps in each player's OWN numbering (RULES.md G1–G3):
 *   pos('prva', { 13: 1, 6: 5 }, { 24: 2 })      // unspecified checkers are OFF
 *   pos('treta', { 24: 1, 7: 1, 2: 13 }, { 24: 1, 3: 14 }, { pinned: { black: [24] } })
 * Keys `bar` and `off` are allowed in a side map; `off` defaults to 15 minus the rest.
 *
 * Expected plays are written as moves in the mover's numbering, gnubg-like:
 *   '24/18 13/8'   '24/18/13'   '8/5(2)'   'bar/20'   '3/off'   '13/7*'
 * `*` after a landing point marks a hit (prva) or a pin (treta) made there. In treta a pin is
 * released when the pinner's last checker leaves the point (D2). This helper does no legality
 * checking: it only keeps the books, so that expected positions are written by hand.
 */
import assert from 'node:assert/strict';
import {
  legalPlays,
  otherNumbering,
  positionFromJSON,
  positionKey,
  positionToJSON,
  type Color,
  type GameId,
  type GameResult,
  type Play,
  type Position,
  type PositionJSON,
  type TraditionId,
} from '../../../src/engine/index.js';

export type SideSpec = Record<number | 'bar' | 'off', number> | Record<number, number>;

export interface Extra {
  turn?: Color;
  tradition?: TraditionId;
  pinned?: { white?: number[]; black?: number[] };
  carried?: number[];
  rolls?: { white?: number; black?: number };
}

function sideJSON(spec: SideSpec): { points: Record<string, number>; bar: number; off: number } {
  const points: Record<string, number> = {};
  let bar = 0;
  let off: number | undefined;
  let n = 0;
  for (const [k, v] of Object.entries(spec)) {
    if (k === 'bar') bar = v;
    else if (k === 'off') off = v;
    else {
      points[k] = v;
      n += v;
    }
  }
  return { points, bar, off: off ?? 15 - n - bar };
}

/** A validated position from compact side maps (white, black), white to move by default. */
export function pos(game: GameId, white: SideSpec, black: SideSpec, extra: Extra = {}): Position {
  const json: PositionJSON = {
    game,
    tradition: extra.tradition ?? 'macedonian',
    turn: extra.turn ?? 'white',
    white: sideJSON(white),
    black: sideJSON(black),
    pinned: { white: extra.pinned?.white ?? [], black: extra.pinned?.black ?? [] },
    carried: extra.carried ?? [],
    rolls: { white: extra.rolls?.white ?? 0, black: extra.rolls?.black ?? 0 },
  };
  return positionFromJSON(json);
}

const pointOf = (s: string): number => (s === 'bar' ? 25 : s === 'off' ? 0 : Number(s));

export interface AfterOptions {
  /** Vtora: the numbers that pass on (default none). */
  carried?: number[];
  /** Vtora: the V5 carried part-turn: the turn stays, carried is cleared, rolls unchanged. */
  part?: boolean;
  /** Override the roll counts after the play. */
  rolls?: { white: number; black: number };
}

/**
 * The position after the mover plays `moves` (see the file comment), turn passed on.
 * In Vtora the mover's roll count goes up by one (V3) unless `part` is set; in nardy always (N4).
 */
export function after(p: Position, moves: string, opts: AfterOptions = {}): Position {
  const j = positionToJSON(p);
  const me = p.turn;
  const op: Color = me === 'white' ? 'black' : 'white';
  const mine = [...p[me].points];
  const theirs = [...p[op].points];
  let myBar = p[me].bar;
  let myOff = p[me].off;
  let opBar = p[op].bar;
  const opPinned = new Set(p.pinned[op]);
  for (const tok of moves.trim().split(/\s+/).filter(Boolean)) {
    const m = /^(.*?)(?:\((\d)\))?$/.exec(tok)!;
    const times = m[2] ? Number(m[2]) : 1;
    const parts = m[1].split('/');
    for (let t = 0; t < times; t++) {
      for (let i = 0; i + 1 < parts.length; i++) {
        const from = pointOf(parts[i].replace('*', ''));
        const mark = parts[i + 1].endsWith('*');
        const to = pointOf(parts[i + 1].replace('*', ''));
        if (from === 25) myBar--;
        else mine[from]--;
        assert.ok(myBar >= 0 && mine.every((x) => x >= 0), `scenario move ${tok}: no checker on ${from}`);
        if (p.game === 'treta' && from <= 24 && mine[from] === 0) opPinned.delete(otherNumbering('treta', from));
        if (to === 0) myOff++;
        else mine[to]++;
        if (mark) {
          const q = otherNumbering(p.game, to);
          if (p.game === 'prva') {
            assert.equal(theirs[q], 1, `scenario move ${tok}: no blot to hit on ${to}`);
            theirs[q] = 0;
            opBar++;
          } else if (p.game === 'treta') {
            opPinned.add(q);
          } else assert.fail(`scenario move ${tok}: '*' only in prva/treta`);
        }
      }
    }
  }
  const side = (pts: number[], bar: number, off: number) => {
    const points: Record<string, number> = {};
    for (let q = 24; q >= 1; q--) if (pts[q] > 0) points[String(q)] = pts[q];
    return { points, bar, off };
  };
  j[me] = side(mine, myBar, myOff);
  j[op] = side(theirs, opBar, p[op].off);
  j.pinned = { white: [], black: [] };
  j.pinned[me] = [...p.pinned[me]];
  j.pinned[op] = [...opPinned];
  if (p.game === 'vtora') {
    if (opts.part) {
      j.carried = [];
    } else {
      j.turn = op;
      j.carried = opts.carried ?? [];
      j.rolls = { ...p.rolls, [me]: p.rolls[me] + 1 };
    }
  } else if (p.game === 'nardy') {
    // N4: nardy counts every roll, a pass included.
    j.turn = op;
    j.rolls = { ...p.rolls, [me]: p.rolls[me] + 1 };
  } else {
    j.turn = op;
  }
  if (opts.rolls) j.rolls = opts.rolls;
  return positionFromJSON(j);
}

/** The position with nothing moved and the turn passed on (a pass). */
export function passed(p: Position, opts: AfterOptions = {}): Position {
  return after(p, '', opts);
}

/** Board-only key (sides and pins), for plays that end the game (turn/carried/rolls are bookkeeping). */
export function boardKey(p: Position): string {
  const k = positionKey(p).split(';');
  // [game, tradition, turn, white, black, pinnedW, pinnedB, carried, rollsW, rollsB]
  return [k[0], k[1], k[3], k[4], k[5], k[6]].join(';');
}

function resultKey(r: GameResult | null): string {
  return r ? `${r.winner}:${r.points}:${r.kind}` : 'none';
}

/** The comparison key of a play: the position after it (board only if it ended the game) and its result. */
export function playKey(play: Play): string {
  return play.result ? `END ${boardKey(play.position)} => ${resultKey(play.result)}` : positionKey(play.position);
}

/** An expected play: a position (not game-ending), or a position with the game's result. */
export type Expected = Position | { position: Position; result: GameResult };

function expectedKey(e: Expected): string {
  if ('result' in e && 'position' in e && !('game' in e)) return `END ${boardKey(e.position)} => ${resultKey(e.result)}`;
  return positionKey(e as Position);
}

/** Human-readable summary of a position (for assertion messages). */
export function show(p: Position): string {
  const s = (c: Color) => {
    const parts: string[] = [];
    for (let q = 24; q >= 1; q--) if (p[c].points[q]) parts.push(`${q}:${p[c].points[q]}`);
    if (p[c].bar) parts.push(`bar:${p[c].bar}`);
    if (p[c].off) parts.push(`off:${p[c].off}`);
    return parts.join(' ');
  };
  let out = `W[${s('white')}] B[${s('black')}] turn=${p.turn}`;
  if (p.pinned.white.length || p.pinned.black.length) out += ` pins W${JSON.stringify(p.pinned.white)} B${JSON.stringify(p.pinned.black)}`;
  if (p.game === 'vtora') out += ` carried=${JSON.stringify(p.carried)} rolls=${p.rolls.white}/${p.rolls.black}`;
  return out;
}

function showPlay(play: Play): string {
  const st = play.steps.map((s) => `${s.from === 25 ? 'bar' : s.from}/${s.to === 0 ? 'off' : s.to}${s.hit || s.pin ? '*' : ''}(${s.die})`).join(' ');
  return `[${st || 'pass'}] → ${show(play.position)}${play.result ? ' RESULT ' + resultKey(play.result) : ''}`;
}

/** Assert that the legal plays are exactly the expected ones (compared as sets of resulting positions). */
export function expectPlays(p: Position, dice: readonly number[] | null, expected: Expected[], opts: { triple?: boolean } = {}): Play[] {
  const plays = legalPlays(p, dice, opts);
  const got = plays.map(playKey);
  assert.equal(new Set(got).size, got.length, 'D3: the move list shows the same play twice');
  const want = expected.map(expectedKey);
  assert.equal(new Set(want).size, want.length, 'scenario error: an expected play is listed twice');
  const missing = expected.filter((e) => !got.includes(expectedKey(e)));
  const extra = plays.filter((pl) => !want.includes(playKey(pl)));
  if (missing.length || extra.length) {
    const msg = [
      `plays differ for ${show(p)} dice=${JSON.stringify(dice)}`,
      ...missing.map((e) => `  missing: ${'game' in e ? show(e as Position) : show(e.position) + ' RESULT ' + resultKey(e.result)}`),
      ...extra.map((pl) => `  unexpected: ${showPlay(pl)}`),
    ].join('\n');
    assert.fail(msg);
  }
  return plays;
}

/** Shorthand: expected plays given as move strings from `p` (none of them ending the game). */
export function expectMoves(p: Position, dice: readonly number[] | null, moves: string[], opts: AfterOptions & { triple?: boolean } = {}): Play[] {
  return expectPlays(
    p,
    dice,
    moves.map((m) => after(p, m, opts)),
    opts,
  );
}

/** An expected game-ending play. */
export function ending(p: Position, moves: string, result: GameResult): { position: Position; result: GameResult } {
  return { position: after(p, moves), result };
}

/** The single pass play: exactly one play, no steps, same board, turn passed. */
export function expectPass(p: Position, dice: readonly number[] | null, opts: AfterOptions = {}): Play {
  const plays = expectPlays(p, dice, [passed(p, opts)]);
  assert.equal(plays[0].steps.length, 0, 'a pass has no steps');
  return plays[0];
}
