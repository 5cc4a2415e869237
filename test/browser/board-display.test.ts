/** What the board shows: starting layouts and size, pins, Vtora's ladder and carried dice, Fevga's first checker, replays. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { mount, unmountAll } from './helpers/board-mount.js';
import { VIEW_H, VIEW_W, type Slot } from '../../src/board/view/geometry.js';

/** Every place with checkers: slot → "w<n>" / "b<n>" from the accessible labels (the full count). */
function layout(h: BoardHarness): Record<string, string> {
  const out: Record<string, string> = {};
  for (let p = 1; p <= 24; p++) {
    const label = h.label(`p${p}` as Slot);
    const m = /(White|Black): (\d+)/.exec(label);
    if (m) out[`p${p}`] = `${m[1][0].toLowerCase()}${m[2]}`;
  }
  return out;
}

describe('what <tabla-board> shows', function () {
  this.timeout(60_000);
  afterEach(unmountAll);

  it("draws each game's starting position, filling its container at a fixed aspect ratio", async () => {
    const expected: Record<string, Record<string, string>> = {
      prva: { p1: 'b2', p6: 'w5', p8: 'w3', p12: 'b5', p13: 'w5', p17: 'b3', p19: 'b5', p24: 'w2' },
      vtora: { p12: 'b15', p24: 'w15' },
      treta: { p1: 'b15', p24: 'w15' },
      fevga: { p12: 'b15', p24: 'w15' },
    };
    for (const width of [320, 1200]) {
      for (const game of ['prva', 'vtora', 'treta', 'fevga']) {
        const el = await mount(
          html`<div style=${`width:${width}px; --tabla-max-width: none; --tabla-max-height: 10000px`}>
            <tabla-board game=${game} tradition=${game === 'fevga' ? 'greek' : 'macedonian'}></tabla-board>
          </div>`,
        );
        const board = el.querySelector('tabla-board') as TablaBoard;
        await board.updateComplete;
        const h = new BoardHarness(board);
        expect(layout(h), game).to.deep.equal(expected[game]);
        const svg = board.shadowRoot!.querySelector('svg[part~="board"]')!;
        const r = svg.getBoundingClientRect();
        expect(svg.getAttribute('viewBox')).to.equal(`0 0 ${VIEW_W} ${VIEW_H}`);
        expect(Math.round(r.width)).to.equal(width);
        expect(r.height / r.width).to.be.closeTo(VIEW_H / VIEW_W, 0.01);
        // Tall stacks show five checkers and a count.
        const tall = Object.entries(expected[game]).find(([, v]) => Number(v.slice(1)) > 5);
        if (tall) {
          const [slot, v] = tall;
          expect(h.slot(slot as Slot).querySelectorAll('.checker').length).to.equal(5);
          expect(h.slot(slot as Slot).querySelector('.count')!.textContent).to.equal(v.slice(1));
        }
      }
    }
  });

  it('mirrors the board for another orientation without changing the position', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board orientation="top-left"></tabla-board>`);
    const h = new BoardHarness(el);
    const p1 = h.slot('p1').getBoundingClientRect();
    const p24 = h.slot('p24').getBoundingClientRect();
    const p12 = h.slot('p12').getBoundingClientRect();
    expect(p1.top).to.be.lessThan(p24.top); // white's home on top
    expect(p1.left).to.be.lessThan(p12.left); // …on the left
    expect(layout(h).p6).to.equal('w5');
  });

  it('shows a pinned checker under its pinner (Treta)', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="treta w:24x13,20,3p b:24x14,22 turn:w" black-player="human"></tabla-board>`);
    const h = new BoardHarness(el);
    const slot = h.slot('p3');
    const checkers = [...slot.querySelectorAll('.checker')];
    expect(checkers.map((c) => (c.classList.contains('white') ? 'w' : 'b'))).to.deep.equal(['w', 'b']);
    expect(checkers[0].classList.contains('pinned')).to.equal(true);
    expect(h.label('p3')).to.contain('one White pinned').and.contain('Black: 1');
  });

  it("shows Vtora's carried numbers, then the doubles ladder", async () => {
    const el = await fixture<TablaBoard>(
      html`<tabla-board position="vtora w:24x10,18x5 b:24x12,13x3 turn:w carry:5,5 rolls:4/3" black-player="human"></tabla-board>`,
    );
    const h = new BoardHarness(el);
    expect(h.info().join(' ')).to.contain('Carried over: 5–5');
    expect(h.turnLine()).to.contain('plays the carried 5–5');
    expect(h.dice().map((d) => d.value)).to.deep.equal([5, 5]);
    expect(el.shadowRoot!.querySelector('.dice.carried')).to.exist;
    await h.playTurnByClicks();
    expect(el.getState().phase).to.equal('rolling');
    expect(el.getState().position.turn).to.equal('white'); // the same player rolls next (V5)
    expect(el.roll([2, 2])).to.equal(true); // a double on the fifth roll: a ladder
    await h.settle();
    // The ladder is drawn as dice, the current number ringed; the status line names it (V3).
    expect(h.turnLine()).to.contain('Ladder: 2-2 → 6-6, playing the 2s');
    expect(h.dice().map((d) => d.value)).to.deep.equal([2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6]);
    expect(el.shadowRoot!.querySelectorAll('.ladder-die.current').length).to.equal(4);
    expect(el.shadowRoot!.querySelectorAll('.ladder-die.later').length).to.equal(16);
    expect(h.info().join(' ')).to.contain('White: 4 rolls made');
  });

  it("shows Fevga's first-checker state", async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board tradition="greek" game="fevga"></tabla-board>`);
    const h = new BoardHarness(el);
    expect(h.info().join(' ')).to.contain('White: first checker not yet past').and.contain('Black: first checker not yet past');
    el.position = 'fevga w:24x14,10 b:24x15 turn:b';
    await el.updateComplete;
    expect(h.info().join(' ')).to.contain('White: first checker past');
  });

  it('steps through a replay script with captions (property or <script> child)', async () => {
    const script = {
      position: 'prva start',
      caption: 'The starting position',
      steps: [
        { dice: [6, 5], play: '24/13', caption: "Lover's leap" },
        { dice: [3, 1], play: '8/5 6/5', caption: 'Black makes his 5 point' },
      ],
    };
    const el = await fixture<TablaBoard>(
      html`<tabla-board
        ><script type="application/json">
          ${JSON.stringify(script)}
        </script></tabla-board
      >`,
    );
    const h = new BoardHarness(el);
    const caption = () => el.shadowRoot!.querySelector('[part="caption"]')!.textContent;
    expect(caption()).to.equal('The starting position');
    expect(h.button('roll')).to.equal(null);
    expect(h.button('replay-prev')!.disabled).to.equal(true);
    await h.press('replay-next');
    expect(caption()).to.equal("Lover's leap");
    expect(layout(h).p13).to.equal('w6');
    expect(h.slot('p13').classList.contains('trail')).to.equal(true);
    await h.press('replay-next');
    expect(caption()).to.equal('Black makes his 5 point');
    expect(layout(h).p20).to.equal('b2'); // black's 5 point is white's 20
    expect(h.button('replay-next')!.disabled).to.equal(true);
    await h.press('replay-prev');
    expect(caption()).to.equal("Lover's leap");
    el.replay = { position: 'prva start', steps: [{ dice: [6, 5], play: '24/10' }] };
    const error = new Promise<CustomEvent>((resolve) => el.addEventListener('tabla-error', (e) => resolve(e as CustomEvent), { once: true }));
    await el.updateComplete;
    expect((await error).detail.source).to.equal('replay');
  });
});
