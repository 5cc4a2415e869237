/**
 * `<tabla-figure>`: a read-only figure for writers, drawn without the engine's move generation
 * from compact notation, an XGID or a GNU Backgammon Position ID (alone or with its Match ID,
 * which gives the player on roll, the dice, the cube and the score). Attributes: `position`,
 * `dice` ("6,5"), `cube` ("2", "2 white"), `score` ("3-1/7", shown as written), `arrows`
 * ("13/7 8/7 !"), `highlight` ("5 7"), `numbers` ("on" / "off"; by default on when the caption
 * cites points), `caption` (or the element's text), `label` (the accessible name) and `theme`
 * ("light", "dark"; by default the page's colour scheme). A bad position or mark shows a visible
 * "invalid position: …" note instead of the drawing, and warns about it on the console once.
 */
import { parsePosition } from '../engine/notation/compact.js';
import { parseGnubgIds, parseXGID } from '../engine/notation/gnubg.js';
import { looksLikeXGID } from '../engine/notation/id-slot.js';
import type { Color, Position, Score } from '../engine/types.js';
import { pipCounts } from '../engine/position.js';
import { el } from './dom.js';
import { drawFigure, type FigureModel } from './draw.js';
import { citesPoints, parseArrows, parseHighlights } from './marks.js';
import { FIGURE_CSS } from './styles.js';

/** One style sheet shared by every figure of a page (where the browser can share one). */
let sheet: CSSStyleSheet | null = null;
/** Adopt the shared style sheet, or give the `<style>` element to put in the root where the browser cannot. */
function styleOf(root: ShadowRoot): HTMLElement[] {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(FIGURE_CSS);
    }
    root.adoptedStyleSheets = [sheet];
    return [];
  }
  return [el('style', {}, FIGURE_CSS)];
}

/** Read dice written as "6,5", "6-5" or "65". */
function parseDice(text: string): number[] | null {
  const t = text.trim();
  if (t === '') return null;
  const ds = (/^\d\d$/.test(t) ? t.split('') : t.split(/[\s,\-–]+/)).map(Number);
  if (ds.length !== 2 || !ds.every((d) => Number.isInteger(d) && d >= 1 && d <= 6))
    throw new Error(`dice ${JSON.stringify(t.slice(0, 12))} are not two numbers 1–6 like "6,5"`);
  return ds;
}

/** Read a cube written as "2", "2 white" or "4 black". */
function parseCube(text: string): { value: number; owner: Color | null } | null {
  const t = text.trim().toLowerCase();
  if (t === '') return null;
  const m = t.match(/^(\d{1,2})(?:\s+(white|black))?$/);
  const value = m ? Number(m[1]) : NaN;
  if (!m || !(value >= 1 && value <= 64 && (value & (value - 1)) === 0))
    throw new Error(`cube ${JSON.stringify(t.slice(0, 12))} is not a value 1–64 (a power of two), with an owner "white" or "black" if not centred`);
  return { value, owner: (m[2] as Color | undefined) ?? null };
}

/** What an XGID, or GNU Backgammon's IDs with their Match ID, give beside the position. */
interface IdRead {
  readonly position: Position;
  readonly dice: [number, number] | null;
  readonly cube: { value: number; owner: Color | null };
  readonly score: Score;
  readonly length: number;
}

/** The position, dice, cube and score of an XGID or of GNU Backgammon's IDs with a Match ID; null for other text. */
function readId(text: string): IdRead | null {
  const t = text.trim();
  if (looksLikeXGID(t)) {
    const x = parseXGID(t);
    return { position: x.position, dice: x.dice, cube: { value: x.cube.value, owner: x.cube.owner }, score: x.cube.score, length: x.cube.length };
  }
  const ids = parseGnubgIds(t);
  const m = ids?.match;
  return m ? { position: ids.position, dice: ids.dice, cube: { value: m.cube, owner: m.owner }, score: m.score, length: m.length } : null;
}

/** A read-only figure of a tabla or backgammon position, with a writer's arrows, marks and caption. */
export class TablaFigure extends HTMLElement {
  static readonly observedAttributes = ['position', 'dice', 'cube', 'score', 'arrows', 'highlight', 'numbers', 'caption', 'label', 'theme'];
  private queued = false;
  /** The last note warned about on the console (each bad position is warned about once). */
  private warned = '';

  /** Draw when added to the page. */
  connectedCallback(): void {
    this.draw();
  }

  /** Redraw (once per task) when an attribute changes. */
  attributeChangedCallback(): void {
    if (this.queued || !this.isConnected) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      this.draw();
    });
  }

  /** The position shown, or null when the attribute does not hold a valid one. */
  get figurePosition(): Position | null {
    try {
      return this.model().position;
    } catch {
      return null;
    }
  }

  /** The figure's model from the attributes. @throws Error naming the bad attribute's problem. */
  private model(): FigureModel & { score: string; caption: string } {
    const text = this.getAttribute('position') ?? '';
    let position: Position;
    let dice: number[] | null = null;
    let cube: FigureModel['cube'] = null;
    let score = this.getAttribute('score') ?? '';
    const read = readId(text);
    if (read) {
      position = read.position;
      dice = read.dice;
      if (read.cube.value > 1 || read.cube.owner) cube = read.cube;
      if (!score && read.length > 0) score = `${read.score.white}-${read.score.black}/${read.length}`;
    } else {
      position = parsePosition(text);
    }
    const d = this.getAttribute('dice');
    if (d !== null) dice = parseDice(d);
    const c = this.getAttribute('cube');
    if (c !== null) cube = parseCube(c);
    const arrows = parseArrows(this.getAttribute('arrows') ?? '');
    const highlights = parseHighlights(this.getAttribute('highlight') ?? '');
    const caption = this.getAttribute('caption') ?? this.textContent?.trim() ?? '';
    const n = this.getAttribute('numbers');
    const numbers = n === null ? citesPoints(caption) || arrows.length > 0 : n !== 'off' && n !== 'false';
    const label = this.getAttribute('label') ?? (caption || `${position.game} position, ${position.turn} to play`);
    return { position, dice, cube, arrows, highlights, numbers, label, score, caption };
  }

  /** Draw the figure, or the note saying what is wrong with the position. */
  private draw(): void {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    let body: HTMLElement;
    try {
      const m = this.model();
      const pips = pipCounts(m.position);
      const info = [`${m.position.turn} to play`, `pips ${pips.white}–${pips.black}`, m.score ? `score ${m.score}` : ''].filter(Boolean).join(' · ');
      const caption = this.hasAttribute('caption') ? m.caption : el('slot');
      body = el('figure', { part: 'figure' }, drawFigure(m), el('figcaption', { part: 'caption' }, el('span', { class: 'info' }, info), caption));
    } catch (e) {
      const note = `invalid position: ${(e as Error).message}`;
      body = el('p', { class: 'invalid', part: 'invalid', role: 'note' }, note);
      if (note !== this.warned) console.warn(`tabla-figure: ${note}`);
      this.warned = note;
    }
    root.replaceChildren(...styleOf(root), body);
  }
}

/** Register `<tabla-figure>` (once). */
export function defineFigure(): void {
  if (!customElements.get('tabla-figure')) customElements.define('tabla-figure', TablaFigure);
}
