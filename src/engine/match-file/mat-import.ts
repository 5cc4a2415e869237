/**
 * Reading Jellyfish/GNU Backgammon match text (`.mat`, as GNU Backgammon's `export match mat`
 * and eXtreme Gammon's text export write it) into a match record: the left column is white.
 * Backgammon with the cube unless the file's `Tabla settings` line (mat-settings.ts) names other
 * rules. Every play is resolved by the engine against the position (joined moves such as `24/13`
 * and counts such as `8/2(2)` included), so an illegal one is refused with the line it stands on.
 * Errors are TablaError `bad-record` naming the line and the problem.
 */
import { TablaError } from '../errors.js';
import { formatPlay, parsePlay } from '../notation/moves.js';
import { Turn } from '../turn.js';
import { newMatch, nextGame, rollMatchDice, type MatchOptions, type MatchState } from '../match.js';
import { positionToJSON } from '../position-json.js';
import { opponent, positionKey, startPosition } from '../position.js';
import type { Color, GameResult, Position, Score, Step } from '../types.js';
import { RECORD_FORMAT, RECORD_VERSION, type MatchRecord, type RecordAction, type RecordGame } from './record-types.js';
import { applyCheckedAction, type ReplayedGame } from './replay.js';
import { shapedRecordFromJSON } from './record-check.js';
import { runToEnd, type Stepwise } from './stepwise.js';
import { readHeaderComment, readPlayLine, type MatHeader } from './mat-settings.js';

/** The longest `.mat` text read (characters). */
export const MAX_MAT_CHARS = 5_000_000;

/** One cell of a row as read: its column, text and line. */
interface Cell {
  readonly color: Color;
  readonly text: string;
  readonly line: number;
}

/** A numbered row as read: its cells' texts, where each starts on the line, and the line. */
interface Row {
  readonly line: number;
  readonly cells: readonly { readonly at: number; readonly text: string }[];
  /** A `Tabla play` line's player (its one cell is his). */
  readonly color?: Color;
}

interface GameText {
  readonly line: number;
  score: Score | null;
  readonly rows: Row[];
}

const CELL = /(\d\d):|doubles?\s*=>\s*\d+|beavers?\s*=>\s*\d+|\btakes?\b|\bdrops?\b|\bpasses\b|wins\s+\d+\s+points?(?:\s+and\s+the\s+match)?/gi;

/**
 * What programs write after a roll that is not played: nothing (GNU Backgammon, Jellyfish),
 * `Cannot Move` for a roll with no legal play (eXtreme Gammon), `???` for a roll after which the
 * player resigned (eXtreme Gammon).
 */
const NO_PLAY = /^(?:cannot\s+move|\?{3,4})?$/i;

function bad(line: number, why: string): never {
  throw new TablaError('bad-record', `line ${line}: ${why}`);
}

/**
 * The steps of a roll's one legal play (a dance: none), or null when it has more than one (plays
 * differ by the position they reach). Each legal step keeps a legal play reachable (turn.ts).
 */
function onlyPlay(position: Position, dice: readonly number[]): readonly Step[] | null {
  let found: Turn | null = null;
  // False once a second play is found.
  const visit = (turn: Turn): boolean => {
    if (!turn.isComplete()) return turn.legalSteps().every((step) => visit(turn.step(step)));
    if (found && positionKey(found.position) !== positionKey(turn.position)) return false;
    found ??= turn;
    return true;
  };
  return visit(Turn.begin(position, dice)) ? found!.steps : null;
}

/** Refuses a roll written without its play where plays were legal and no resignation followed. */
function unplayedRoll(u: { readonly line: number }): never {
  bad(
    u.line,
    `the roll has no play written, but it has more than one legal play (a roll without its play is read only as a resignation, before the other player's "Wins N points")`,
  );
}

/** The cells of a row's text, each with where it starts on the line (`offset`: where the text starts). */
function rowOf(text: string, offset: number, line: number): Row {
  const starts = [...text.matchAll(CELL)].map((m) => m.index!);
  if (starts.length === 0) {
    if (text.trim() !== '')
      bad(line, `cannot read ${JSON.stringify(text.trim().slice(0, 40))} (expected a roll like 52: 13/8 13/11, Doubles => 2, Takes, Drops or Wins N points)`);
    return { line, cells: [] };
  }
  if (text.slice(0, starts[0]).trim() !== '') bad(line, `cannot read ${JSON.stringify(text.slice(0, starts[0]).trim().slice(0, 40))}`);
  const cells = starts.map((s, i) => ({ at: offset + s, text: text.slice(s, starts[i + 1] ?? text.length).trim() }));
  if (cells.length > 2) bad(line, `more than two entries on one row: ${cells.map((c) => JSON.stringify(c.text.slice(0, 20))).join(', ')}`);
  return { line, cells };
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

/**
 * Where the right column starts, learnt from the rows with two entries (programs and hand edits
 * indent differently): half-way between the two columns' usual starts; 20 when no row has two.
 */
function columnSplit(games: readonly GameText[]): number {
  const pairs = games.flatMap((g) => g.rows.filter((r) => r.cells.length === 2));
  if (pairs.length === 0) return 20;
  return (median(pairs.map((r) => r.cells[0].at)) + median(pairs.map((r) => r.cells[1].at))) / 2;
}

/** The cells of a game, each in its column: the left of a pair is white's, a lone entry is placed by where it starts. */
function cellsOf(g: GameText, split: number): Cell[] {
  return g.rows.flatMap((r) =>
    r.cells.map((c, i) => ({
      color: r.color ?? ((r.cells.length === 2 ? i === 0 : c.at < split) ? ('white' as const) : ('black' as const)),
      text: c.text,
      line: r.line,
    })),
  );
}

/** The games of a `.mat` text, with the header's length, the players' names and the rules its comments name. */
function scan(text: string): { length: number; names: [string, string] | null; games: GameText[]; header: MatHeader } {
  let length: number | null = null;
  let names: [string, string] | null = null;
  const games: GameText[] = [];
  const header: MatHeader = { settings: null, cube: {} };
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const n = i + 1;
    const l = raw.replace(/\t/g, '    ');
    const t = l.trim();
    if (t.startsWith(';')) {
      const play = readPlayLine(t);
      if (!play) return readHeaderComment(t, n, header);
      const g = games[games.length - 1];
      if (!g?.score) bad(n, 'a Tabla play line outside a game');
      return void g.rows.push({ line: n, cells: [{ at: -1, text: play.text }], color: play.color });
    }
    if (t === '' || t.startsWith('#')) return;
    let m: RegExpExecArray | null;
    if ((m = /^(\d+)\s*point\s+match$/i.exec(t))) {
      if (length !== null) bad(n, 'a second match header (one match per file)');
      length = Number(m[1]);
      return;
    }
    if ((m = /^game\s+(\d+)$/i.exec(t))) {
      if (Number(m[1]) !== games.length + 1) bad(n, `game ${m[1]} follows game ${games.length}`);
      games.push({ line: n, score: null, rows: [] });
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
    // A row: `N)` and its entries; a line with no number (a `Wins` line) is placed by its indentation.
    m = /^(\s*\d+\))(.*)$/.exec(l);
    g.rows.push(m ? rowOf(m[2], m[1].length, n) : rowOf(l, 0, n));
  });
  if (length === null) bad(1, 'no "N point match" header');
  return { length, names, games, header };
}

/** One game read: its actions, its result, and its replay (the state before each action and after the last). */
interface GameRead {
  readonly actions: RecordAction[];
  readonly result: GameResult | null;
  readonly replay: ReplayedGame;
  readonly start?: unknown;
}

/**
 * The actions and result of one game, played through the engine from `state` (the game's start),
 * pausing after each entry (stepwise.ts). A game waiting for its opening roll whose first roll
 * cannot be the opening dice played (O1 `reroll`, or a double) starts from the standard position
 * with that roller on roll: a `.mat` does not hold the opening roll's dice. `start` is then that
 * position.
 */
function* readGame(cells: readonly Cell[], state: MatchState): Stepwise<GameRead> {
  const actions: RecordAction[] = [];
  const before: MatchState[] = [];
  let s = state;
  let start: unknown;
  let result: GameResult | null = null;
  // `from`: the state the action is applied to, when the move's roll is already made on it.
  const apply = (a: RecordAction, line: number, from = s) => {
    before.push(s);
    try {
      s = applyCheckedAction(from, a);
    } catch (e) {
      bad(line, (e as Error).message);
    }
    actions.push(a);
  };
  // A roll left without a play while plays were legal: the player resigned after rolling, which
  // only the opponent's `Wins` line may follow (GNU Backgammon reads it so).
  let unplayed: { readonly color: Color; readonly line: number } | null = null;
  for (const c of cells) {
    yield;
    const lower = c.text.toLowerCase();
    if (result) bad(c.line, `${JSON.stringify(c.text.slice(0, 30))} after the game's result`);
    let m: RegExpExecArray | null;
    const wins = /^wins\s+(\d+)\s+points?/.exec(lower);
    if (unplayed && !(wins && c.color !== unplayed.color)) unplayedRoll(unplayed);
    unplayed = null;
    if ((m = wins)) {
      const points = Number(m[1]);
      if (s.phase === 'game-over' || s.phase === 'match-over') {
        const r = s.games[s.games.length - 1].result;
        if (r.winner !== c.color) bad(c.line, `${c.color === 'white' ? 'the left' : 'the right'} player wins, but the play gives the game to the other`);
        if (r.points !== points) bad(c.line, `wins ${points} point${points === 1 ? '' : 's'}, but the play gives ${r.points}`);
      } else {
        // A resignation: the file gives only the points won.
        apply({ type: 'resign', player: opponent(c.color), points }, c.line);
      }
      result = s.games[s.games.length - 1].result;
      continue;
    }
    if (/^doubles?\s*=>/.test(lower)) apply({ type: 'double', player: c.color }, c.line);
    else if (/^beavers?/.test(lower)) apply({ type: 'beaver', player: c.color }, c.line);
    else if (/^takes?$/.test(lower)) apply({ type: 'take', player: c.color }, c.line);
    else if (/^(?:drops?|passes)$/.test(lower)) apply({ type: 'pass', player: c.color }, c.line);
    else if ((m = /^(\d)(\d):\s*(.*)$/.exec(c.text))) {
      const dice: [number, number] = [Number(m[1]), Number(m[2])];
      if (dice.some((d) => d < 1 || d > 6)) bad(c.line, `${m[1]}${m[2]} is not a roll of two dice 1–6`);
      if (s.phase === 'opening') {
        if (s.config.openingRoll === 'play-opening-dice' && dice[0] !== dice[1]) {
          const hi = Math.max(...dice);
          const lo = Math.min(...dice);
          apply({ type: 'opening', dice: c.color === 'white' ? { white: hi, black: lo } : { white: lo, black: hi } }, c.line);
        } else {
          const position = startPosition(s.game, s.config.tradition, c.color);
          start = positionToJSON(position);
          s = { ...s, position, phase: 'rolling' };
        }
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
      let moveText = m[3]
        .trim()
        .replace(/\s*\(\s*(\d+)\s*\)/g, '($1)')
        .replace(/(^|\s)25\//g, '$1bar/')
        .replace(/\/0(?=[\s*(]|$)/g, '/off');
      if (NO_PLAY.test(moveText)) {
        // No play written: a dance, a forced play left out, or a resignation after the roll.
        const only = onlyPlay(rolled.position, rolled.dice!);
        if (!only) {
          unplayed = { color: c.color, line: c.line };
          continue;
        }
        moveText = formatPlay(only); // a dance is the one play with no steps
      }
      let steps;
      try {
        steps = parsePlay(rolled.position, rolled.dice, moveText === '' ? 'pass' : moveText).steps;
      } catch (e) {
        bad(c.line, (e as Error).message);
      }
      apply(
        { type: 'move', player: c.color, dice, steps: steps!.map((st) => ({ from: st.from, to: st.to, die: st.die })), notation: moveText || 'pass' },
        c.line,
        rolled,
      );
    } else bad(c.line, `cannot read ${JSON.stringify(c.text.slice(0, 40))}`);
  }
  if (unplayed) unplayedRoll(unplayed);
  return { actions, result, replay: { before, after: s }, ...(start === undefined ? {} : { start }) };
}

/** The match options a file's header gives: its `Tabla settings`, else backgammon as GNU Backgammon plays it (every game opened by an opening roll, played). */
function optionsOf(header: MatHeader, length: number): MatchOptions {
  const s = header.settings;
  if (s) {
    if (s.length !== length) bad(1, `the Tabla settings' length ${s.length} differs from the header's ${length}-point match`);
    return {
      tradition: s.tradition,
      ...(s.game ? { game: s.game } : {}),
      length,
      openingRoll: s.openingRoll,
      laterGames: s.laterGames,
      triple: s.triple,
      ...(s.cubeRules ? { cube: s.cubeRules } : {}),
    };
  }
  const { jacoby = false, beaver = false, crawford = true } = header.cube;
  return {
    game: 'backgammon',
    length,
    openingRoll: 'play-opening-dice',
    laterGames: 'opening-roll',
    cube: length > 0 ? { crawford } : { jacoby, beaver },
  };
}

/**
 * A match record from `.mat` text: the rules of its `Tabla settings` line, else backgammon with
 * the cube (Crawford in match play unless a `Crawford "Off"` tag says otherwise), every game
 * started by an opening roll whose dice are played (as GNU Backgammon plays).
 * @throws TablaError `bad-record` naming the line and the problem.
 */
export function recordFromMat(text: string): MatchRecord {
  return replayedRecordFromMat(text).record;
}

/**
 * As {@link recordFromMat}, with the record's replay (the state before every action).
 * @throws TablaError `bad-record` naming the line and the problem.
 */
export function replayedRecordFromMat(text: string): { record: MatchRecord; games: ReplayedGame[] } {
  return runToEnd(replayedRecordFromMatInSteps(text));
}

/**
 * {@link replayedRecordFromMat} as a stepwise computation (stepwise.ts): the text is scanned at
 * once, then the games are played through the engine pausing after every entry. The replay is
 * the one the reading made: the record is checked field by field but not replayed again.
 * @throws TablaError `bad-record` naming the line and the problem.
 */
export function* replayedRecordFromMatInSteps(text: string): Stepwise<{ record: MatchRecord; games: ReplayedGame[] }> {
  if (typeof text !== 'string') throw new TablaError('bad-record', 'a .mat file must be text');
  if (text.length > MAX_MAT_CHARS) throw new TablaError('bad-record', `the .mat text has ${text.length} characters (at most ${MAX_MAT_CHARS})`);
  const { length, names, games: texts, header } = scan(text);
  if (texts.length === 0) bad(1, 'no games (no "Game 1" line)');
  let state: MatchState;
  try {
    state = newMatch(optionsOf(header, length));
  } catch (e) {
    bad(1, (e as Error).message);
  }
  const split = columnSplit(texts);
  const games: RecordGame[] = [];
  const replays: ReplayedGame[] = [];
  for (const [gi, g] of texts.entries()) {
    if (gi > 0) {
      if (state.phase !== 'game-over') bad(g.line, state.phase === 'match-over' ? 'the match was already over' : `game ${gi} did not end`);
      state = nextGame(state);
    }
    if (g.score!.white !== state.score.white || g.score!.black !== state.score.black) {
      bad(g.line + 1, `the score ${g.score!.white}-${g.score!.black} does not follow from the games before (${state.score.white}-${state.score.black})`);
    }
    const read = yield* readGame(cellsOf(g, split), state);
    const start = read.start === undefined ? {} : { start: read.start };
    games.push({ game: state.game, score: { ...g.score! }, ...start, actions: read.actions, result: read.result });
    replays.push(read.replay);
    state = read.replay.after;
  }
  const c = state.config;
  const record: MatchRecord = {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    players: { white: names![0], black: names![1] },
    settings: {
      tradition: c.tradition,
      game: c.game,
      length,
      openingRoll: c.openingRoll,
      laterGames: c.laterGames,
      triple: c.triple,
      ...(c.cubeRules ? { cubeRules: c.cubeRules } : {}),
    },
    games,
    winner: state.phase === 'match-over' ? state.winner : null,
    source: '.mat',
  };
  return { record: shapedRecordFromJSON(record), games: replays };
}
