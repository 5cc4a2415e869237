/** The set-up mode (`setup-mode`) as a person uses it: putting checkers by click, keyboard and drag, pasting a position, choosing dice and the player on roll, the best plays, copying, Play from here. */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { formatPlay, parsePlay, parsePosition, positionToCompact, positionToGnubgId, positionToXGID, startPosition } from '../../src/engine/index.js';
import { hint } from '../../src/bot/index.js';
import { parseMatchId } from '../../src/engine/notation/match-id.js';

describe('the set-up mode', function () {
  this.timeout(60_000);

  async function setup() {
    const el = await fixture<TablaBoard>(html`<tabla-board game="prva" setup-mode animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    await h.settle();
    const q = <T extends Element>(sel: string) => el.shadowRoot!.querySelector<T>(sel)!;
    const errors: string[] = [];
    el.addEventListener('tabla-error', (e) => errors.push((e as CustomEvent).detail.source));
    return { el, h, q, errors };
  }

  it('puts checkers of the chosen colour by click, takes them off by Shift+click, and empties the board', async () => {
    const { el, h, q } = await setup();
    expect(q('[part~="setup"]')).to.exist;
    expect(h.checkers('p24').white).to.equal(2);
    await h.press('setup-empty');
    for (let p = 1; p <= 24; p++) expect(h.checkers(`p${p}`)).to.deep.equal({ white: 0, black: 0 });
    q<HTMLInputElement>('[data-setup="colour-black"]').click();
    await h.click('p3');
    await h.click('p3');
    expect(h.checkers('p3')).to.deep.equal({ white: 0, black: 2 });
    h.slot('p3').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, shiftKey: true }));
    await h.settle();
    expect(h.checkers('p3').black).to.equal(1);
    // White on a black point takes a black checker off first.
    q<HTMLInputElement>('[data-setup="colour-white"]').click();
    await h.click('p3');
    expect(h.checkers('p3')).to.deep.equal({ white: 0, black: 0 });
    await h.click('p6');
    expect(h.checkers('p6').white).to.equal(1);
    el.remove();
  });

  it('works from the keyboard: arrows move, Enter puts a checker, Delete takes it off', async () => {
    const { el, h } = await setup();
    await h.press('setup-empty');
    h.slot('p1').focus();
    await sendKeys({ press: 'ArrowLeft' });
    await h.settle();
    const focused = el.shadowRoot!.activeElement!.getAttribute('data-slot')!;
    expect(focused).to.equal('p2');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Enter' });
    await h.settle();
    expect(h.checkers('p2').white).to.equal(2);
    await sendKeys({ press: 'Delete' });
    await h.settle();
    expect(h.checkers('p2').white).to.equal(1);
    el.remove();
  });

  it('moves a checker by drag', async () => {
    const { el, h } = await setup();
    await h.drag('p24', 'p20');
    expect(h.checkers('p24').white).to.equal(1);
    expect(h.checkers('p20').white).to.equal(1);
    el.remove();
  });

  it('loads a pasted XGID with its dice, shows every notation, and refuses bad text with a clear note', async () => {
    const { el, h, q, errors } = await setup();
    const pos = parsePlay(startPosition('prva', 'macedonian', 'white'), [3, 1], '8/5 6/5').position;
    const xgid = positionToXGID(pos, [6, 4]);
    const field = q<HTMLInputElement>('[data-setup="paste"]');
    field.value = xgid;
    await h.press('setup-load');
    expect(q('[data-notation="compact"]').textContent).to.equal(positionToCompact(pos));
    expect(q('[data-notation="xgid"]').textContent).to.equal(xgid);
    // GNU Backgammon's Position ID with a Match ID (money, cube centred) that holds who is on roll and the dice.
    const gnubgId = q('[data-notation="gnubg"]').textContent!;
    expect(gnubgId.split(':')[0]).to.equal(positionToGnubgId(pos));
    expect(parseMatchId(gnubgId.split(':')[1])).to.deep.include({ turn: pos.turn, dice: [6, 4], length: 0, cube: 1, owner: null });
    expect(q<HTMLSelectElement>('[data-setup="die-1"]').value).to.equal('6');
    expect(h.dice().map((d) => d.value)).to.deep.equal([6, 4]);
    field.value = 'no such position';
    await h.press('setup-load');
    expect(q('.setup-error[role="alert"]').textContent).to.match(/Not possible/);
    expect(errors).to.include('setup');
    expect(q('[data-notation="xgid"]').textContent).to.equal(xgid);
    el.remove();
  });

  it("loads GNU Backgammon's IDs as players copy them (with the Match ID's dice) and compact notation", async () => {
    const { el, h, q } = await setup();
    const field = q<HTMLInputElement>('[data-setup="paste"]');
    const start = positionToGnubgId(startPosition('prva', 'macedonian', 'white'));
    // GNU Backgammon's board prints these two lines; its Match ID here holds the roll 5-2.
    field.value = ` GNU Backgammon  Position ID: ${start}\n                 Match ID   : cImqAAAAAAAE`;
    await h.press('setup-load');
    expect(q('[data-notation="gnubg"]').textContent!.split(':')[0]).to.equal(start);
    expect(h.dice().map((d) => d.value)).to.deep.equal([5, 2]);
    // The ID the set-up mode copies reads back the same, black on roll and the dice included.
    field.value = '4HPwATDgc/ABIQ:MIHuACAAIAAE';
    await h.press('setup-load');
    const copied = q('[data-notation="gnubg"]').textContent!;
    expect(h.dice().map((d) => d.value)).to.deep.equal([5, 3]);
    field.value = copied;
    await h.press('setup-load');
    expect(q('[data-notation="gnubg"]').textContent).to.equal(copied);
    expect(q('[data-notation="compact"]').textContent).to.contain('turn:b');
    expect(h.dice().map((d) => d.value)).to.deep.equal([5, 3]);
    field.value = `${start}:cImyAAAAAAAE`;
    await h.press('setup-load');
    expect(h.dice().map((d) => d.value)).to.deep.equal([5, 4]);
    const compact = 'prva w:6x3,5x2,4x2,3x2,2x2,1x2,13x2 b:bar,13x5,8x4,6x5 turn:b';
    field.value = compact;
    await h.press('setup-load');
    expect(q('[data-notation="compact"]').textContent).to.equal(positionToCompact(parsePosition(compact)));
    expect(q('.setup-error[role="alert"]'), 'no error').to.equal(null);
    el.remove();
  });

  it('shows the bot’s best plays for the dice with the best drawn, and plays from the position', async () => {
    const { el, h, q } = await setup();
    q<HTMLInputElement>('[data-setup="turn-black"]').click();
    await h.settle();
    for (const [i, v] of [
      [1, '5'],
      [2, '2'],
    ] as const) {
      const s = q<HTMLSelectElement>(`[data-setup="die-${i}"]`);
      s.value = v;
      s.dispatchEvent(new Event('change'));
    }
    await h.settle();
    await h.press('setup-evaluate');
    await h.until(() => el.shadowRoot!.querySelectorAll('[part~="hint-list"] tbody tr').length > 0, 30_000, 'the best plays');
    const expected = await hint(startPosition('prva', 'macedonian', 'black'), [5, 2], { level: 'hard', count: 5 });
    const first = el.shadowRoot!.querySelector('[part~="hint-list"] tbody tr button')!.textContent!.trim();
    expect(first).to.equal(formatPlay(expected[0].play.steps));
    expect(el.shadowRoot!.querySelectorAll('.compare-arrow.best').length).to.be.greaterThan(0);
    el.blackPlayer = 'human';
    await h.press('setup-play');
    expect(el.setupMode).to.equal(false);
    await h.until(() => el.getState().phase === 'moving', 5000, 'the play to start');
    expect(el.getState().position.turn).to.equal('black');
    expect(el.getState().dice).to.deep.equal([5, 2]);
    el.remove();
  });
});
