/**
 * Security of the events: over a whole match (bot against bot, every game of a set) every event
 * the board dispatches carries plain data — equal to its JSON round trip and to its structured
 * clone, with no DOM node, function or window anywhere inside — and nothing from the rules
 * panel's figure boards leaks out as if the game had moved.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { RandomBot } from '../../src/board/element/board-bot.js';

const EVENTS = ['tabla-roll', 'tabla-before-move', 'tabla-move', 'tabla-turn', 'tabla-game-end', 'tabla-match-end', 'tabla-error'];

/** Paths inside a value that hold something other than plain data. */
function impure(v: unknown, path = 'detail', out: string[] = []): string[] {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return out;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) out.push(`${path}: ${v}`);
    return out;
  }
  if (typeof v !== 'object') {
    out.push(`${path}: ${typeof v}`);
    return out;
  }
  if (v instanceof Node || v instanceof Window || v instanceof Event) {
    out.push(`${path}: ${Object.prototype.toString.call(v)}`);
    return out;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) out.push(`${path}: ${proto?.constructor?.name}`);
  for (const [k, x] of Object.entries(v)) impure(x, `${path}.${k}`, out);
  return out;
}

describe('reliability: event details are plain data', function () {
  this.timeout(60_000);

  it('security: every event of a whole bot-vs-bot match is JSON/structuredClone-equal and holds no DOM node', async function () {
    this.timeout(180_000); // a whole 3-point match, on a busy machine
    const log: { type: string; detail: unknown; target: EventTarget | null }[] = [];
    const listen = (e: Event) => log.push({ type: e.type, detail: (e as CustomEvent).detail, target: e.target });
    for (const t of EVENTS) document.addEventListener(t, listen);
    let el!: TablaBoard;
    try {
      el = await fixture<TablaBoard>(
        html`<tabla-board
          tradition="macedonian"
          match-length="3"
          seed="events"
          white-player="bot"
          black-player="bot"
          animation="off"
          .bot=${new RandomBot(0)}
        ></tabla-board>`,
      );
      await new BoardHarness(el).until(() => log.some((e) => e.type === 'tabla-match-end'), 170_000, 'the match to end');
      // a few bad calls too, so tabla-error is covered
      el.roll([7, 1]);
      el.setState('{');
      el.setAttribute('tradition', 'klingon');
      await el.updateComplete;
    } finally {
      for (const t of EVENTS) document.removeEventListener(t, listen);
    }
    const types = new Set(log.map((e) => e.type));
    for (const t of ['tabla-roll', 'tabla-before-move', 'tabla-move', 'tabla-turn', 'tabla-game-end', 'tabla-match-end', 'tabla-error'])
      expect(types, t).to.include(t);
    expect(log.length).to.be.greaterThan(50);
    for (const e of log) {
      expect(e.target, 'dispatched by the board').to.equal(el);
      expect(impure(e.detail), e.type).to.deep.equal([]);
      expect(JSON.parse(JSON.stringify(e.detail)), e.type).to.deep.equal(e.detail);
      expect(structuredClone(e.detail), e.type).to.deep.equal(e.detail);
    }
    el.remove();
  });

  it("security: opening the rules panel does not send the figure boards' events to the page", async () => {
    const log: string[] = [];
    const listen = (e: Event) => log.push(e.type);
    const el = await fixture<TablaBoard>(html`<tabla-board game="prva" black-player="human"></tabla-board>`);
    for (const t of EVENTS) document.addEventListener(t, listen);
    try {
      const h = new BoardHarness(el);
      await h.press('rules');
      // The figures are static drawings (src/figure/draw.ts through src/board/view/drawing.ts): no board in them can send anything.
      await h.until(() => !!el.shadowRoot!.querySelector('tabla-rules')?.shadowRoot?.querySelector('figure svg.tf'), 5000, 'the figures');
      expect(el.shadowRoot!.querySelector('tabla-rules')!.shadowRoot!.querySelector('tabla-board'), 'a board inside the panel').to.equal(null);
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      for (const t of EVENTS) document.removeEventListener(t, listen);
    }
    expect(log).to.deep.equal([]);
    el.remove();
  });
});
