/**
 * The arrows, marks and highlights a writer puts on a figure: `arrows="13/7 8/7"`, `bar/22*`,
 * `6/off`, `13/7(2)`, a mark after a move or alone (`!`, `?`, `!!`, `??`, `!?`, `?!`) and
 * `highlight="5 7"`, all in the numbering of the player to move. Read without the engine's move
 * generation: a figure draws what the writer wrote, legal or not.
 */

/** One arrow: a checker from point `from` (25 = bar) to point `to` (0 = off), in the mover's numbering. */
export interface Arrow {
  /** Start point (25 = bar). */
  readonly from: number;
  /** End point (0 = borne off). */
  readonly to: number;
  /** The move's mark (`!`, `?`, …), drawn at the arrow's end; empty for none. */
  readonly mark: string;
}

const MARKS = ['!!', '??', '!?', '?!', '!', '?'];

/** A mark at the end of `text`, or ''. */
function trailingMark(text: string): string {
  return MARKS.find((m) => text.endsWith(m)) ?? '';
}

/** A point of an arrow: 1–24, `bar` (25) or `off` (0). */
function point(text: string, what: string): number {
  const t = text.toLowerCase();
  if (t === 'bar' || t === 'b') return 25;
  if (t === 'off' || t === 'o') return 0;
  const n = Number(t);
  if (!/^\d{1,2}$/.test(t) || n < 1 || n > 24) throw new Error(`${what} ${JSON.stringify(text.slice(0, 12))} is not a point 1–24, bar or off`);
  return n;
}

/**
 * Read the arrows of a move written as `13/7 8/7`, `24/18*`, `6/off`, `bar/22`, `13/7(2)` or a
 * chain `24/18/13`; a mark may follow a move or stand alone at the end (it then belongs to the
 * last arrow). Empty text gives no arrows.
 * @throws Error naming the bad part.
 */
export function parseArrows(text: string): Arrow[] {
  const out: Arrow[] = [];
  for (const raw of text
    .trim()
    .split(/[\s,]+/)
    .filter((t) => t !== '')) {
    const mark = trailingMark(raw);
    let body = raw.slice(0, raw.length - mark.length);
    if (body === '') {
      if (out.length === 0) throw new Error(`the mark ${JSON.stringify(raw)} follows no move`);
      const last = out.pop()!;
      out.push({ ...last, mark });
      continue;
    }
    let times = 1;
    const rep = body.match(/\((\d)\)$/);
    if (rep) {
      times = Number(rep[1]);
      body = body.slice(0, -rep[0].length);
    }
    const parts = body.replace(/\*/g, '').split('/');
    if (parts.length < 2 || times < 1 || times > 4) throw new Error(`the move ${JSON.stringify(raw.slice(0, 16))} is not like 13/7, bar/22, 6/off or 13/7(2)`);
    const points = parts.map((p) => point(p, 'in the move ' + JSON.stringify(raw.slice(0, 16)) + ', the point'));
    for (let k = 0; k < times; k++) {
      for (let i = 0; i + 1 < points.length; i++) {
        const last = k === times - 1 && i === points.length - 2;
        out.push({ from: points[i], to: points[i + 1], mark: last ? mark : '' });
      }
    }
  }
  return out;
}

/**
 * Read highlighted points, e.g. `5 7 bar`.
 * @throws Error naming the bad point.
 */
export function parseHighlights(text: string): number[] {
  return text
    .trim()
    .split(/[\s,]+/)
    .filter((t) => t !== '')
    .map((t) => point(t, 'the highlighted point'));
}

/** Does a caption cite points (`13/7`, `the 5 point`, `point 20`, `bar/22`)? Then a figure numbers its points by default. */
export function citesPoints(text: string): boolean {
  return /\b(\d{1,2}|bar)\/(\d{1,2}|off)\b|\bpoints?\s+\d{1,2}\b|\b\d{1,2}[- ]points?\b/i.test(text);
}
