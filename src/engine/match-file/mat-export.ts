/**
 * A match record as Jellyfish/GNU Backgammon match text (`.mat`): the layout GNU Backgammon's
 * `export match mat` writes — a `N point match` header, then per game the score line and numbered
 * rows with the left player's (white's) action and the right player's (black's): a roll and its
 * steps (`52: 13/8 13/11`, hits marked `*`, the bar 25, off 0), `Doubles => 2`, `Takes`, `Drops`,
 * and `Wins N point(s)` in the winner's column. Only Prva and backgammon fit the format. The
 * record's settings go in a `Tabla settings` comment line (mat-settings.ts), so that our reader
 * plays the file back under the rules it was played with.
 */
import { TablaError } from '../errors.js';
import type { MatchState } from '../match.js';
import type { Color, GameId, Position } from '../types.js';
import { positionFromJSON } from '../position-json.js';
import { samePosition, startPosition } from '../position.js';
import type { MatchRecord } from './record-types.js';
import { replayedRecordFromJSON } from './record-check.js';
import { playLine, settingsLine } from './mat-settings.js';
import { opponent } from '../position.js';

/** One cell of a row: whose column, and the text; `hidden`: written as a `Tabla play` comment line (see {@link gameCells}). */
interface Cell {
  readonly color: Color;
  readonly text: string;
  readonly hidden?: boolean;
}

/** B2's backgammon shape: the loser has borne off nothing and has a checker on the bar or in the winner's home (points 19–24 of his route). */
function backgammonShaped(pos: Position, loser: Color): boolean {
  const side = pos[loser];
  return side.off === 0 && (side.bar > 0 || side.points.slice(19, 25).some((n) => n > 0));
}

const pad = (s: string, n: number) => (s.length >= n ? `${s} ` : s + ' '.repeat(n - s.length));

/** Whether a game's `start` is its standard starting position (for either side on roll): the .mat's first roll is then its first move. */
function standardStart(start: unknown, game: GameId): boolean {
  const p = positionFromJSON(start);
  return samePosition(p, startPosition(game, p.tradition, p.turn));
}

/** The cells of one game, from its replay. */
function gameCells(record: MatchRecord, gi: number, before: readonly MatchState[], after: MatchState): Cell[] {
  const g = record.games[gi];
  const cells: Cell[] = [];
  let cube = 1;
  g.actions.forEach((a, i) => {
    const s = before[i];
    const next = i + 1 < before.length ? before[i + 1] : after;
    switch (a.type) {
      case 'opening':
        return;
      case 'move': {
        const dice = a.dice ?? (s.dice as readonly number[]);
        // One step per die, as GNU Backgammon writes them; the engine's replayed steps carry the hits.
        const steps = next.lastPlay?.steps ?? [];
        const text = steps.map((st) => `${st.from}/${st.to}${st.hit ? '*' : ''}`).join(' ');
        cells.push({ color: a.player, text: `${dice[0]}${dice[1]}: ${text}`.trimEnd() });
        return;
      }
      case 'double':
        cube *= 2;
        cells.push({ color: a.player, text: `Doubles => ${cube}` });
        return;
      case 'take':
        cells.push({ color: a.player, text: 'Takes' });
        return;
      case 'pass':
        cells.push({ color: a.player, text: 'Drops' });
        return;
      case 'beaver':
        throw new TablaError('bad-record', `games[${gi}].actions[${i}]: a beaver cannot be written in a .mat file`);
      case 'resign':
      case 'timeout':
        return;
    }
  });
  const r = g.result;
  // Prva without the triple (O3 off) scores 2 for a mars that GNU Backgammon, playing the last
  // move, would count as a backgammon (3): the game is written ending by a resignation of 2
  // points, and the winning play goes in a comment line that our reader plays before it.
  if (r?.kind === 'mars' && g.game === 'prva' && !record.settings.triple && backgammonShaped(after.position, opponent(r.winner!))) {
    const last = cells.pop()!;
    cells.push({ ...last, hidden: true });
  }
  if (r?.winner) cells.push({ color: r.winner, text: `Wins ${r.points} point${r.points === 1 ? '' : 's'}` });
  return cells;
}

/** GNU Backgammon's and XG's header tags for the cube rules of a backgammon record (`; [Jacoby "On"]`). */
function cubeTags(record: MatchRecord): string[] {
  const c = record.settings.cubeRules;
  if (!c) return [];
  const tag = (name: string, on: boolean) => `; [${name} "${on ? 'On' : 'Off'}"]`;
  return record.settings.length === 0 ? [tag('Jacoby', c.jacoby), tag('Beaver', c.beaver)] : [tag('Crawford', c.crawford)];
}

/** Lays cells out in numbered rows: white's column left, black's right. */
function rows(cells: readonly Cell[]): string[] {
  const out: string[] = [];
  let n = 0;
  let left: string | null = null;
  const flush = (right: string | null) => {
    n++;
    out.push(`${String(n).padStart(3)}) ${right === null ? (left ?? '') : pad(left ?? '', 28) + right}`.trimEnd());
    left = null;
  };
  for (const c of cells) {
    if (c.hidden) {
      if (left !== null) flush(null);
      out.push(playLine(c.color, c.text));
    } else if (c.color === 'white') {
      if (left !== null) flush(null);
      left = c.text;
    } else {
      flush(c.text);
    }
  }
  if (left !== null) flush(null);
  return out;
}

/**
 * The `.mat` text of a record whose games are all Prva or backgammon.
 * @throws TablaError `bad-record` for another game, a beaver, or a record that does not replay.
 */
export function matFromRecord(input: MatchRecord): string {
  const { record, games: replay } = replayedRecordFromJSON(input);
  record.games.forEach((g, i) => {
    if (g.game !== 'prva' && g.game !== 'backgammon')
      throw new TablaError('bad-record', `games[${i}].game: a .mat file holds only Prva and backgammon games, not ${g.game}`);
    if (g.start !== undefined && !standardStart(g.start, g.game))
      throw new TablaError('bad-record', `games[${i}].start: a .mat file cannot hold a set-up starting position`);
    if (g.earlier !== undefined || g.cube !== undefined) throw new TablaError('bad-record', `games[${i}]: a .mat file holds a match from its first game`);
  });
  const length = record.settings.length;
  const out = [`; [Player 1 "${record.players.white}"]`, `; [Player 2 "${record.players.black}"]`, settingsLine(record.settings), ...cubeTags(record), ''];
  out.push(length > 0 ? ` ${length} point match` : ' 0 point match', '');
  record.games.forEach((g, gi) => {
    out.push(` Game ${gi + 1}`);
    out.push(` ${pad(`${record.players.white} : ${g.score.white}`, 31)}${record.players.black} : ${g.score.black}`);
    out.push(...rows(gameCells(record, gi, replay[gi].before, replay[gi].after)));
    out.push('');
  });
  return `${out.join('\n').trimEnd()}\n`;
}
