/**
 * The rules a `.mat` file was played under. GNU Backgammon and eXtreme Gammon write their cube
 * rules as header comments (`; [Jacoby "On"]`, `; [Crawford "Off"]`, `; [Beaver "On"]`) and the
 * variation (`; [Variation "Backgammon"]`: another variation is refused); tabla-board
 * also writes the whole of its record's settings as one comment line, `; [Tabla settings "{…}"]`
 * (JSON, its quotes written `'`), so that a Prva match, the opening-roll and later-games options
 * (O1, O2) and the triple result (O3) come back as they were played; and a play GNU Backgammon
 * must not see as `; [Tabla play "white 65: 6/0 5/0"]` (a Prva game won by a mars that its rules
 * would score as a backgammon). Other programs read these lines as comments.
 */
import { TablaError } from '../errors.js';
import type { Color } from '../types.js';
import type { RecordSettings } from './record-types.js';
import { settingsOf } from './record-check.js';

/** The settings a file without a `Tabla settings` line is read with: backgammon as GNU Backgammon plays it. */
export interface MatHeader {
  /** The record settings of the `Tabla settings` line, or null when the file has none. */
  settings: RecordSettings | null;
  /** The cube rules named by GNU Backgammon's and XG's tags (`Jacoby`, `Beaver`, `Crawford`), each when given. */
  readonly cube: { jacoby?: boolean; beaver?: boolean; crawford?: boolean };
}

const TABLA = /^;\s*\[\s*Tabla settings\s+"(.*)"\s*\]\s*$/i;
const CUBE_TAG = /^;\s*\[\s*(Jacoby|Beaver|Crawford)\s+"(On|Off)"\s*\]\s*$/i;
/** GNU Backgammon's and XG's variation tag (`; [Variation "Backgammon"]`; others: Nackgammon, Hypergammon). */
const VARIATION_TAG = /^;\s*\[\s*Variation\s+"([^"]*)"\s*\]\s*$/i;

/** The `; [Tabla settings "…"]` line of a record's settings. */
export function settingsLine(settings: RecordSettings): string {
  return `; [Tabla settings "${JSON.stringify(settings).replace(/'/g, '\\u0027').replace(/"/g, "'")}"]`;
}

const PLAY = /^;\s*\[\s*Tabla play\s+"(white|black)\s+(.*)"\s*\]\s*$/i;

/** The `; [Tabla play "…"]` line of one roll and play (`65: 6/0 5/0`) by `color`. */
export function playLine(color: Color, text: string): string {
  return `; [Tabla play "${color} ${text}"]`;
}

/** The roll and play of a `Tabla play` line, or null when the line is not one. */
export function readPlayLine(text: string): { color: Color; text: string } | null {
  const m = PLAY.exec(text);
  return m ? { color: m[1].toLowerCase() as Color, text: m[2].trim() } : null;
}

/**
 * Reads a comment line of a `.mat` header into `header`, when it is one of the tags above.
 * @throws TablaError `bad-record` naming the line and the bad setting.
 */
export function readHeaderComment(text: string, line: number, header: MatHeader): void {
  const variation = VARIATION_TAG.exec(text);
  if (variation && !/^backgammon$/i.test(variation[1].trim()))
    throw new TablaError(
      'bad-record',
      `line ${line}: the match is ${JSON.stringify(variation[1].slice(0, 30))}, not backgammon (a .mat file is read as backgammon or Prva)`,
    );
  const cube = CUBE_TAG.exec(text);
  if (cube) {
    header.cube[cube[1].toLowerCase() as 'jacoby' | 'beaver' | 'crawford'] = cube[2].toLowerCase() === 'on';
    return;
  }
  const m = TABLA.exec(text);
  if (!m) return;
  if (header.settings) throw new TablaError('bad-record', `line ${line}: a second Tabla settings line`);
  let json: unknown;
  try {
    json = JSON.parse(m[1].replace(/'/g, '"'));
  } catch {
    throw new TablaError('bad-record', `line ${line}: the Tabla settings are not JSON: ${JSON.stringify(m[1].slice(0, 40))}`);
  }
  try {
    header.settings = settingsOf(json);
  } catch (e) {
    throw new TablaError('bad-record', `line ${line}: Tabla ${(e as Error).message}`);
  }
  const game = header.settings.game;
  if (game !== null && game !== 'prva' && game !== 'backgammon')
    throw new TablaError('bad-record', `line ${line}: Tabla settings.game: a .mat file holds only Prva and backgammon, not ${game}`);
}
