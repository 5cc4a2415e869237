/**
 * Reading Jellyfish/GNU Backgammon match text (`.mat`, as GNU Backgammon's `export match mat`
 * and eXtreme Gammon's text export write it) into a match record of backgammon with the cube:
 * the left column is white. Every play is resolved by the engine against the position (joined
 * moves such as `24/13` and counts such as `8/2(2)` included), so an illegal one is refused with
 * the line it stands on. Errors are TablaError `bad-record` naming the line and the problem.
 */
import { TablaError } from '../errors.js';
import { parsePlay } from '../notation/moves.js';
import { newMatch, nextGame, rollMatchDice, type MatchState } from '../match.js';
import type { Color, GameResult } from '../types.js';
import { RECORD_FORMAT, RECORD_VERSION, type MatchRecord, type RecordAction, type RecordGame } from './record-types.js';
import { applyCheckedAction } from './replay.js';
import { recordFromJSON } from './record-check.js';

/** The longest `.mat` text read (characters). */
export const MAX_MAT_CHARS = 5_000_000;

/** One cell of a row as read: its column, text and line. */
interface Cell {
  readonly color: Color;
  readonly text: string;
  readonly line: number;
}

interface GameText {
  readonly line: number;
  score: { white: number; black: number } | null;
  readonly cells: Cell[];
}

const CELL = /(\d\d):|doubles\s*=>\s*\d+|beavers?\s*=>\s*\d+|takes|drops|wins\s+\d+\s+points?(?:\s+and\s+the\s+match)?/gi;

function bad(line: number, why: string): never {
  throw new TablaError('bad-record', `line ${line}: ${why}`);
}

/** The cells of a row's text (after `N)`), each with its column: left when it starts before `split`. */
function cellsOf(text: string, offset: number, line: number, split: number): Cell[] {
  const starts = [...text.matchAll(CELL)].map((m) => m.index!);
  if (starts.length === 0) {
    if (text.trim() !== '')
      bad(line, `cannot read ${JSON.stringify(text.trim().slice(0, 40))} (expected a roll like 52: 13/8 13/11, Doubles => 2, Takes, Drops or Wins N points)`);
    return [];
  }
  if (text.slice(0, starts[0]).trim() !== '') bad(line, `cannot read ${JSON.stringify(text.slice(0, starts[0]).trim().slice(0, 40))}`);
  const cells = starts.map((s, i) => ({ at: s, text: text.slice(s, starts[i + 1] ?? text.length).trim() }));
  if (cells.length > 2) bad(line, `more than two entries on one row: ${cells.map((c) => JSON.stringify(c.text.slice(0, 20))).join(', ')}`);
  return cells.map((c, i) => ({ color: cells.length === 2 ? (i === 0 ? 'white' : 'black') : offset + c.at < split ? 'white' : 'black', text: c.text, line }));
}

/** The games of a `.mat` text, with the header's length and the players' names. */
function scan(text: string): { length: number; names: [string, string] | null; games: GameText[] } {
  let length: number | null = null;
  let names: [string, string] | null = null;
  const games: GameText[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const n = i + 1;
    const l = raw.replace(/\t/g, '    ');
    const t = l.trim();
    if (t === '' || t.startsWith(';') || t.startsWith('#')) return;
    let m: RegExpExecArray | null;
    if ((m = /^(\d+)\s+point\s+match$/i.exec(t))) {
      if (length !== null) bad(n, 'a second match header (one match per file)');
      length = Number(m[1]);
      return;
    }
    if ((m = /^game\s+(\d+)$/i.exec(t))) {
      if (Number(m[1]) !== games.length + 1) bad(n, `game ${m[1]} follows game ${games.length}`);
      games.push({ line: n, score: null, cells: [] });
      return;
    }
    const g = games[games.length - 1];
    if (!g) bad(n, `cannot read ${JSON.stringify(t.slice(0, 40))} before the first "Game 1" line`);
    if (g.score === null) {
      m = /^(.+?)\s*:\s*(\d+)\s+(.+?)\s*:\s*(\d+)$/.exec(t);
      if (!m) bad(n, `expected the score line "name : 0    name : 0", got ${JSON.stringify(t.slice(0, 40))}`);
      const these: [string, string] = [m[1].trim(), m[3].trim()];
      if (names && (names[0] !== these[0] || names[1] !== these[1])) bad(n, `the players ${these.join(' and ')} differ from game 1's ${names.join(' and ')}`);
      names = these;
      g.score = { white: Number(m[2]), black: Number(m[4]) };
      return;
    }
    m = /^(\s*\d+\))(.*)$/.exec(l);
    // The right column starts about 28 characters after the row number; a line with no number (a
    // `Wins` line) is placed by its indentation.
    if (m) g.cells.push(...cellsOf(m[2], m[1].length, n, m[1].length + 15));
    else g.cells.push(...cellsOf(l, 0, n, 20));
  });
  if (length === null) bad(1, 'no "N point match" header');
  return { length, names, games };
}

/** The actions and result of one game, played through the engine from `state` (the game's start). */
function readGame(g: GameText, state: MatchState, gi: number): { actions: RecordAction[]; result: GameResult | null; state: MatchState } {
  const actions: RecordAction[] = [];
  let s = state;
  let result: GameResult | null = null;
  const apply = (a: RecordAction, line: number) => {
    try {
      s = applyCheckedAction(s, a);
    } catch (e) {
      bad(line, (e as Error).message);
    }
    actions.push(a);
  };
  for (const c of g.cells) {
    const lower = c.text.toLowerCase();
    if (result) bad(c.line, `${JSON.stringify(c.text.slice(0, 30))} after the game's result`);
    let m: RegExpExecArray | null;
    if ((m = /^wins\s+(\d+)\s+points?/.exec(lower))) {
      const points = Number(m[1]);
      if (s.phase === 'game-over' || s.phase === 'match-over') {
        const r = s.games[s.games.length - 1].result;
        if (r.winner !== c.color) bad(c.line, `${c.color === 'white' ? 'the left' : 'the right'} player wins, but the play gives the game to the other`);
        if (r.points !== points) bad(c.line, `wins ${points} point${points === 1 ? '' : 's'}, but the play gives ${r.points}`);
      } else {
        // A resignation: the file gives only the points won.
        apply({ type: 'resign', player: c.color === 'white' ? 'black' : 'white', points }, c.line);
      }
      result = s.games[s.games.length - 1].result;
      continue;
    }
    if (/^doubles/.test(lower)) apply({ type: 'double', player: c.color }, c.line);
    else if (/^beavers?/.test(lower)) apply({ type: 'beaver', player: c.color }, c.line);
    else if (lower === 'takes') apply({ type: 'take', player: c.color }, c.line);
    else if (lower === 'drops') apply({ type: 'pass', player: c.color }, c.line);
    else if ((m = /^(\d)(\d):\s*(.*)$/.exec(c.text))) {
      const dice: [number, number] = [Number(m[1]), Number(m[2])];
      if (dice.some((d) => d < 1 || d > 6)) bad(c.line, `${m[1]}${m[2]} is not a roll of two dice 1–6`);
      if (s.phase === 'opening') {
        if (dice[0] === dice[1]) bad(c.line, `game ${gi + 1} opens with the double ${m[1]}${m[2]}, which an opening roll (M3) cannot give`);
        const hi = Math.max(...dice);
        const lo = Math.min(...dice);
        apply({ type: 'opening', dice: c.color === 'white' ? { white: hi, black: lo } : { white: lo, black: hi } }, c.line);
      }
      let rolled = s;
      if (s.phase === 'rolling') {
        try {
          rolled = rollMatchDice(s, dice);
        } catch (e) {
          bad(c.line, (e as Error).message);
        }
      }
      if (rolled.phase !== 'moving') bad(c.line, `a roll is not allowed here (phase ${rolled.phase})`);
      if (rolled.position.turn !== c.color)
        bad(
          c.line,
          `${c.color === 'white' ? 'the left' : 'the right'} player rolls, but the ${rolled.position.turn === 'white' ? 'left' : 'right'} player is on roll`,
        );
      // GNU Backgammon writes the bar as 25 and off as 0.
      const moveText = m[3]
        .trim()
        .replace(/\s*\(\s*(\d+)\s*\)/g, '($1)')
        .replace(/(^|\s)25\//g, '$1bar/')
        .replace(/\/0(?=[\s*(]|$)/g, '/off');
      let steps;
      try {
        steps = parsePlay(rolled.position, rolled.dice, moveText === '' ? 'pass' : moveText).steps;
      } catch (e) {
        bad(c.line, (e as Error).message);
      }
      apply(
        { type: 'move', player: c.color, dice, steps: steps!.map((st) => ({ from: st.from, to: st.to, die: st.die })), notation: moveText || 'pass' },
        c.line,
      );
    } else bad(c.line, `cannot read ${JSON.stringify(c.text.slice(0, 40))}`);
  }
  return { actions, result, state: s };
}

/**
 * A match record from `.mat` text: backgammon with the cube (Crawford in match play), the opening
 * roll played as the first move, every game started by an opening roll (as GNU Backgammon plays).
 * @throws TablaError `bad-record` naming the line and the problem.
 */
export function recordFromMat(text: string): MatchRecord {
  if (typeof text !== 'string') throw new TablaError('bad-record', 'a .mat file must be text');
  if (text.length > MAX_MAT_CHARS) throw new TablaError('bad-record', `the .mat text has ${text.length} characters (at most ${MAX_MAT_CHARS})`);
  const { length, names, games: texts } = scan(text);
  if (texts.length === 0) bad(1, 'no games (no "Game 1" line)');
  const options = {
    game: 'backgammon' as const,
    length,
    openingRoll: 'play-opening-dice' as const,
    laterGames: 'opening-roll' as const,
    cube: length > 0 ? { crawford: true } : { jacoby: false },
  };
  let state = newMatch(options);
  const games: RecordGame[] = [];
  texts.forEach((g, gi) => {
    if (gi > 0) {
      if (state.phase !== 'game-over') bad(g.line, state.phase === 'match-over' ? 'the match was already over' : `game ${gi} did not end`);
      state = nextGame(state);
    }
    if (g.score!.white !== state.score.white || g.score!.black !== state.score.black) {
      bad(g.line + 1, `the score ${g.score!.white}-${g.score!.black} does not follow from the games before (${state.score.white}-${state.score.black})`);
    }
    const read = readGame(g, state, gi);
    games.push({ game: 'backgammon', score: { ...g.score! }, actions: read.actions, result: read.result });
    state = read.state;
  });
  const record: MatchRecord = {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    players: { white: names![0], black: names![1] },
    settings: {
      tradition: state.config.tradition,
      game: 'backgammon',
      length,
      openingRoll: 'play-opening-dice',
      laterGames: 'opening-roll',
      triple: true,
      cubeRules: state.config.cubeRules,
    },
    games,
    winner: state.phase === 'match-over' ? state.winner : null,
    source: '.mat',
  };
  return recordFromJSON(record);
}
