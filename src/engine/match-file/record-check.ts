/**
 * Reading a match record from JSON: every field checked, the first bad one named by its path
 * (`games[2].actions[14].steps[0].from`), then the whole match replayed through the engine so an
 * illegal play or a wrong score is refused too. Errors are TablaError `bad-record`.
 */
import { GAMES, TRADITIONS } from '../position.js';
import { describeValue } from '../checks.js';
import { TablaError } from '../errors.js';
import { parseJsonText } from '../position-json.js';
import type { Color, GameResult, ResultKind } from '../types.js';
import { RECORD_FORMAT, RECORD_VERSION, type MatchRecord, type RecordAction, type RecordGame, type RecordSettings, type RecordStep } from './record-types.js';
import { applyCheckedAction, replayInSteps, type Locate, type ReplayedGame } from './replay.js';
import { runToEnd, type Stepwise } from './stepwise.js';
import { checkMatchState } from '../match-check.js';
import type { MatchState } from '../match-state.js';
import type { CubeState } from '../cube.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const RESULT_KINDS: readonly ResultKind[] = ['single', 'mars', 'triple', 'mother', 'draw', 'resign', 'timeout', 'pass'];
/** The longest name a record may give a player. */
export const MAX_NAME_CHARS = 100;
/** The most games and actions per game a record may hold. */
export const MAX_RECORD_GAMES = 10_000;
const MAX_ACTIONS = 50_000;
/** Most steps in one play (a Vtora ladder climbs far, D6). */
const MAX_STEPS = 500;

function bad(path: string, why: string): never {
  throw new TablaError('bad-record', `${path}: ${why}`);
}

function obj(v: unknown, path: string): Obj {
  if (!isObj(v)) bad(path, `must be an object, got ${describeValue(v)}`);
  return v;
}

function int(v: unknown, path: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isInteger(v) || (v as number) < min || (v as number) > max)
    bad(path, `must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}, got ${describeValue(v)}`);
  return v as number;
}

function color(v: unknown, path: string): Color {
  if (v !== 'white' && v !== 'black') bad(path, `must be white or black, got ${describeValue(v)}`);
  return v;
}

function bool(v: unknown, path: string): boolean {
  if (typeof v !== 'boolean') bad(path, `must be true or false, got ${describeValue(v)}`);
  return v;
}

/** A record's `settings` checked field by field. @throws TablaError `bad-record` naming the bad field (`settings.openingRoll`). */
export function settingsOf(v: unknown): RecordSettings {
  const s = obj(v, 'settings');
  if (!TRADITIONS.includes(s.tradition as never))
    bad('settings.tradition', `unknown tradition ${describeValue(s.tradition)} (expected ${TRADITIONS.join(', ')})`);
  if (s.game !== null && !GAMES.includes(s.game as never)) bad('settings.game', `unknown game ${describeValue(s.game)} (expected ${GAMES.join(', ')} or null)`);
  const length = int(s.length, 'settings.length', 0, 1000);
  if (s.openingRoll !== 'reroll' && s.openingRoll !== 'play-opening-dice')
    bad('settings.openingRoll', `must be reroll or play-opening-dice, got ${describeValue(s.openingRoll)}`);
  if (s.laterGames !== 'winner' && s.laterGames !== 'opening-roll')
    bad('settings.laterGames', `must be winner or opening-roll, got ${describeValue(s.laterGames)}`);
  const triple = bool(s.triple, 'settings.triple');
  let cubeRules: RecordSettings['cubeRules'];
  if (s.cubeRules !== undefined) {
    const c = obj(s.cubeRules, 'settings.cubeRules');
    cubeRules = {
      jacoby: bool(c.jacoby, 'settings.cubeRules.jacoby'),
      beaver: bool(c.beaver, 'settings.cubeRules.beaver'),
      crawford: bool(c.crawford, 'settings.cubeRules.crawford'),
      holland: bool(c.holland, 'settings.cubeRules.holland'),
    };
  }
  return {
    tradition: s.tradition as RecordSettings['tradition'],
    game: s.game as RecordSettings['game'],
    length,
    openingRoll: s.openingRoll,
    laterGames: s.laterGames,
    triple,
    ...(cubeRules ? { cubeRules } : {}),
  };
}

function stepOf(v: unknown, path: string): RecordStep {
  const s = obj(v, path);
  const from = int(s.from, `${path}.from`, 0, 25);
  const to = int(s.to, `${path}.to`, 0, 25);
  if (s.die === undefined) return { from, to };
  return { from, to, die: int(s.die, `${path}.die`, 1, 6) };
}

function diceOf(v: unknown, path: string): [number, number] {
  if (!Array.isArray(v) || v.length !== 2) bad(path, `must be two dice [a, b], got ${describeValue(v)}`);
  return [int(v[0], `${path}[0]`, 1, 6), int(v[1], `${path}[1]`, 1, 6)];
}

function actionOf(v: unknown, path: string): RecordAction {
  const a = obj(v, path);
  switch (a.type) {
    case 'opening': {
      const d = obj(a.dice, `${path}.dice`);
      return { type: 'opening', dice: { white: int(d.white, `${path}.dice.white`, 1, 6), black: int(d.black, `${path}.dice.black`, 1, 6) } };
    }
    case 'move': {
      const player = color(a.player, `${path}.player`);
      const dice = a.dice === null ? null : diceOf(a.dice, `${path}.dice`);
      if (!Array.isArray(a.steps)) bad(`${path}.steps`, `must be a list of steps, got ${describeValue(a.steps)}`);
      if (a.steps.length > MAX_STEPS) bad(`${path}.steps`, `has ${a.steps.length} steps (at most ${MAX_STEPS})`);
      const steps = a.steps.map((s, i) => stepOf(s, `${path}.steps[${i}]`));
      if (a.notation !== undefined && typeof a.notation !== 'string') bad(`${path}.notation`, `must be text, got ${describeValue(a.notation)}`);
      return { type: 'move', player, dice, steps, ...(typeof a.notation === 'string' ? { notation: a.notation.slice(0, 200) } : {}) };
    }
    case 'double':
    case 'take':
    case 'pass':
    case 'beaver':
    case 'timeout':
      return { type: a.type, player: color(a.player, `${path}.player`) };
    case 'resign': {
      const player = color(a.player, `${path}.player`);
      return a.points === undefined ? { type: 'resign', player } : { type: 'resign', player, points: int(a.points, `${path}.points`, 1, 64 * 3) };
    }
    default:
      return bad(`${path}.type`, `unknown action ${describeValue(a.type)} (expected opening, move, double, take, pass, beaver, resign, timeout)`);
  }
}

function resultOf(v: unknown, path: string): GameResult | null {
  if (v === null) return null;
  const r = obj(v, path);
  if (r.winner !== null) color(r.winner, `${path}.winner`);
  const points = int(r.points, `${path}.points`, 0);
  if (!RESULT_KINDS.includes(r.kind as ResultKind)) bad(`${path}.kind`, `unknown result kind ${describeValue(r.kind)} (expected ${RESULT_KINDS.join(', ')})`);
  return {
    winner: r.winner as Color | null,
    points,
    kind: r.kind as ResultKind,
    ...(r.cube !== undefined ? { cube: int(r.cube, `${path}.cube`, 1, 64) } : {}),
  };
}

function gameOf(v: unknown, path: string): RecordGame {
  const g = obj(v, path);
  if (!GAMES.includes(g.game as never)) bad(`${path}.game`, `unknown game ${describeValue(g.game)} (expected ${GAMES.join(', ')})`);
  const sc = obj(g.score, `${path}.score`);
  const score = { white: int(sc.white, `${path}.score.white`, 0), black: int(sc.black, `${path}.score.black`, 0) };
  if (!Array.isArray(g.actions)) bad(`${path}.actions`, `must be a list, got ${describeValue(g.actions)}`);
  if (g.actions.length > MAX_ACTIONS) bad(`${path}.actions`, `has ${g.actions.length} actions (at most ${MAX_ACTIONS})`);
  const actions = g.actions.map((a, i) => actionOf(a, `${path}.actions[${i}]`));
  if (!('result' in g)) bad(`${path}.result`, 'is missing (null for an unfinished game)');
  const cube = g.cube === undefined ? {} : { cube: cubeOf(g.cube, `${path}.cube`) };
  if (g.earlier !== undefined && (!Array.isArray(g.earlier) || g.earlier.length > MAX_RECORD_GAMES))
    bad(`${path}.earlier`, `must be a list of at most ${MAX_RECORD_GAMES} results, got ${describeValue(g.earlier)}`);
  const earlier =
    g.earlier === undefined
      ? {}
      : { earlier: g.earlier.map((r, i) => resultOf(r, `${path}.earlier[${i}]`) ?? bad(`${path}.earlier[${i}]`, 'must be a result, got null')) };
  return {
    game: g.game as RecordGame['game'],
    score,
    ...earlier,
    ...(g.start !== undefined ? { start: g.start } : {}),
    ...cube,
    actions,
    result: resultOf(g.result, `${path}.result`),
  };
}

/** A game's starting cube (the engine checks its values against the match on replay). */
function cubeOf(v: unknown, path: string): CubeState {
  const c = obj(v, path);
  const flag = (f: unknown, at: string) => (typeof f === 'boolean' ? f : bad(`${path}.${at}`, `must be true or false, got ${describeValue(f)}`));
  if (c.owner !== null) color(c.owner, `${path}.owner`);
  const rolls = obj(c.rolls, `${path}.rolls`);
  return {
    value: int(c.value, `${path}.value`, 1, 64),
    owner: c.owner as Color | null,
    crawford: flag(c.crawford, 'crawford'),
    postCrawford: flag(c.postCrawford, 'postCrawford'),
    rolls: { white: int(rolls.white, `${path}.rolls.white`, 0), black: int(rolls.black, `${path}.rolls.black`, 0) },
  };
}

/**
 * A match record from JSON text or a parsed object: checked field by field, then replayed.
 * @throws TablaError `bad-record` naming the first bad field (or action) and the problem.
 */
export function recordFromJSON(input: unknown, locate?: Locate): MatchRecord {
  return replayedRecordFromJSON(input, locate).record;
}

/**
 * As {@link recordFromJSON}, with the replay it checked the record by (the state before every action).
 * @throws TablaError `bad-record` naming the first bad field (or action) and the problem.
 */
export function replayedRecordFromJSON(input: unknown, locate?: Locate): { record: MatchRecord; games: ReplayedGame[] } {
  return runToEnd(replayedRecordInSteps(input, locate));
}

/**
 * {@link replayedRecordFromJSON} as a stepwise computation (stepwise.ts): the fields are checked
 * at once, then the replay pauses after every action.
 * @throws TablaError `bad-record` naming the first bad field (or action) and the problem.
 */
export function* replayedRecordInSteps(input: unknown, locate?: Locate): Stepwise<{ record: MatchRecord; games: ReplayedGame[] }> {
  const record = shapedRecordFromJSON(input);
  return { record, games: yield* replayInSteps(record, locate) };
}

/**
 * A match record from JSON text or a parsed object, checked field by field but not replayed
 * (what a reader that replays the record itself needs).
 * @throws TablaError `bad-record` naming the first bad field and the problem.
 */
export function shapedRecordFromJSON(input: unknown): MatchRecord {
  const v = parseJsonText(input, (m) => bad('record', m));
  const r = obj(v, 'record');
  if (r.format !== RECORD_FORMAT) bad('format', `must be ${JSON.stringify(RECORD_FORMAT)}, got ${describeValue(r.format)}`);
  const version = int(r.version, 'version', 1);
  if (version > RECORD_VERSION) bad('version', `${version} is newer than this reader (${RECORD_VERSION})`);
  const p = obj(r.players, 'players');
  for (const c of ['white', 'black'] as const) {
    if (typeof p[c] !== 'string' || (p[c] as string).length === 0 || (p[c] as string).length > MAX_NAME_CHARS)
      bad(`players.${c}`, `must be a name of 1 to ${MAX_NAME_CHARS} characters, got ${describeValue(p[c])}`);
  }
  const settings = settingsOf(r.settings);
  if (!Array.isArray(r.games)) bad('games', `must be a list, got ${describeValue(r.games)}`);
  if (r.games.length > MAX_RECORD_GAMES) bad('games', `has ${r.games.length} games (at most ${MAX_RECORD_GAMES})`);
  const games = r.games.map((g, i) => gameOf(g, `games[${i}]`));
  if (r.winner !== null && r.winner !== undefined) color(r.winner, 'winner');
  if (r.source !== undefined && typeof r.source !== 'string') bad('source', `must be text, got ${describeValue(r.source)}`);
  const record: MatchRecord = {
    format: RECORD_FORMAT,
    version,
    players: { white: p.white as string, black: p.black as string },
    settings,
    games,
    winner: (r.winner ?? null) as Color | null,
    ...(typeof r.source === 'string' ? { source: r.source.slice(0, 1000) } : {}),
  };
  return record;
}

/**
 * Applies one record action (`{ type: 'move', player, dice, steps }`, `{ type: 'double', player }`, …)
 * to a match state, as a replay does.
 * @throws TablaError naming a bad state or action (`bad-match-state`, `bad-record`), or why the
 * engine does not allow the action there.
 */
export function applyAction(state: MatchState, action: RecordAction): MatchState {
  checkMatchState(state);
  return applyCheckedAction(state, actionOf(action, 'action'));
}

/** Checks one record action's shape (as a record's `actions[i]`). @throws TablaError `bad-record` naming the bad field. */
export function checkRecordAction(v: unknown, path = 'action'): RecordAction {
  return actionOf(v, path);
}

/**
 * Replays a match record through the engine: every game from its start, the match state before
 * each action and after the game's last.
 * @throws TablaError `bad-record` naming the bad field, or the game and action the engine refuses.
 */
export function replayRecord(record: MatchRecord): ReplayedGame[] {
  return replayedRecordFromJSON(record).games;
}
