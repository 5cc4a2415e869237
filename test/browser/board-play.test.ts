/** Playing by hand: events, undo, die choice, veto, automatic pass, resign, drag and drop, bots. */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import type { BoardBot, BotChooseRequest, BotChooseResult } from '../../src/board/element/board-bot.js';
import type { TablaMoveDetail } from '../../src/engine/live/events.js';
import { formatPlay, positionToJSON, parsePosition } from '../../src/engine/index.js';

const EVENTS = ['tabla-roll', 'tabla-before-move', 'tabla-move', 'tabla-turn', 'tabla-game-end', 'tabla-match-end', 'tabla-error'] as const;

function record(el: Element) {
  const log: { type: string; detail: any }[] = [];
  for (const type of EVENTS) el.addEventListener(type, (e) => log.push({ type, detail: (e as CustomEvent).detail }));
  return log;
}

describe('playing on <tabla-board>', function () {
  this.timeout(60_000);

  it('fires the exact event sequence with plain, serialisable details', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board game="prva" seed="ev" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    const log = record(document.body);
    expect(el.roll([5, 3])).to.equal(true); // the opening roll: white 5, black 3 → white starts
    await h.settle();
    await h.press('roll');
    const start = el.getState();
    const clicked = await h.playTurnByClicks();
    expect(clicked.length).to.be.greaterThan(0);
    await h.until(() => log.filter((e) => e.type === 'tabla-turn').length === 3, 5000, 'the bot to finish');
    expect(log.map((e) => e.type)).to.deep.equal([
      'tabla-roll', // opening
      'tabla-turn', // white to roll
      'tabla-roll', // white's roll
      'tabla-before-move',
      'tabla-move',
      'tabla-turn', // black to roll
      'tabla-roll', // the bot's roll
      'tabla-before-move',
      'tabla-move',
      'tabla-turn', // white again
    ]);
    for (const e of log) expect(JSON.parse(JSON.stringify(e.detail))).to.deep.equal(e.detail);
    expect(log[0].detail).to.deep.equal({ player: null, dice: [5, 3], opening: true });
    expect(log[1].detail).to.deep.equal({ player: 'white', phase: 'rolling', gameNumber: 0, carried: [] });
    expect(log[2].detail).to.deep.equal({ player: 'white', dice: [...start.dice!], opening: false });
    const move = log[4].detail as TablaMoveDetail;
    expect(log[3].detail).to.deep.equal(move);
    expect(move.player).to.equal('white');
    expect(move.dice).to.deep.equal(start.dice);
    expect(move.before).to.deep.equal(positionToJSON(start.position));
    expect(move.notation).to.equal(formatPlay(move.steps as never));
    expect(move.steps.length).to.equal(clicked.length);
    expect(log[5].detail.player).to.equal('black');
    expect(log[8].detail.player).to.equal('black');
    expect(log[8].detail.before).to.deep.equal(move.after);
    expect(log[9].detail).to.deep.equal({ player: 'white', phase: 'rolling', gameNumber: 0, carried: [] });
    expect(h.announcement()).to.contain('Black played');
  });

  it('undoes one step at a time until the turn is confirmed', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="6,5" black-player="human"></tabla-board>`);
    const h = new BoardHarness(el);
    expect(h.button('undo')!.disabled).to.equal(true);
    expect(h.button('done')!.disabled).to.equal(true);
    await h.click('p24');
    expect(h.selected()).to.equal('p24');
    expect(h.destinations()).to.deep.equal(['p13', 'p18']); // 24/19 is closed (black's 6); 24/18/13 is the sum
    await h.click('p18');
    expect(h.checkers('p18').white).to.equal(1);
    expect(h.dice().map((d) => d.used)).to.deep.equal([true, false]);
    await h.click('p18');
    await h.click('p13');
    expect(h.checkers('p13').white).to.equal(5); // 5 drawn (6 there, with a count)
    expect(h.label('p13')).to.contain('White: 6');
    expect(h.button('done')!.disabled).to.equal(false);
    await h.press('undo');
    expect(h.checkers('p18').white).to.equal(1);
    expect(h.label('p13')).to.contain('White: 5');
    await h.press('undo');
    expect(h.checkers('p18').white).to.equal(0);
    expect(h.checkers('p24').white).to.equal(2);
    expect(h.button('undo')!.disabled).to.equal(true);
    await h.click('p13');
    await h.click('p7');
    await h.click('p13');
    await h.click('p8');
    const done = oneEvent(el, 'tabla-move');
    await h.press('done');
    expect((await done).detail.notation).to.equal('13/8 13/7');
    expect(h.button('undo')).to.equal(null); // black's turn now: nothing to undo for white
    expect(el.undo()).to.equal(false);
  });

  it('asks which die to use when both fit, highlights the home board, and ends the game', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva w:2,offx14 b:24x15 turn:w" dice="4,3" match-length="3"></tabla-board>`);
    const h = new BoardHarness(el);
    expect(el.shadowRoot!.querySelector('[part~="home-highlight"]')).to.exist;
    expect(h.info().join(' ')).to.contain('bearing off');
    await h.click('p2');
    expect(h.destinations()).to.deep.equal(['off-white']);
    await h.click('off-white');
    expect(h.dieChoices(), 'no question when either die ends the game').to.deep.equal([]);
    expect(h.checkers('off-white').white).to.equal(15);
    const end = oneEvent(el, 'tabla-game-end');
    await h.press('done');
    expect((await end).detail).to.deep.equal({ game: 'prva', gameNumber: 0, winner: 'white', points: 2, kind: 'mars', score: { white: 2, black: 0 } });
    expect(h.turnLine()).to.contain('White wins 2');
  });

  it('a host can veto a play with tabla-before-move', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="3,1" black-player="human"></tabla-board>`);
    const h = new BoardHarness(el);
    const veto = (e: Event) => e.preventDefault();
    el.addEventListener('tabla-before-move', veto);
    let moved = 0;
    el.addEventListener('tabla-move', () => moved++);
    await h.click('p8');
    await h.click('p5');
    await h.click('p6');
    await h.click('p5');
    await h.press('done');
    expect(moved).to.equal(0);
    expect(h.checkers('p5').white).to.equal(0); // the steps were taken back
    expect(el.getState().phase).to.equal('moving');
    expect(h.announcement()).to.contain('not accepted');
    el.removeEventListener('tabla-before-move', veto);
    await h.click('p8');
    await h.click('p5');
    await h.click('p6');
    await h.click('p5');
    await h.press('done');
    expect(moved).to.equal(1);
  });

  it('passes automatically, with a visible note, when nothing can be played', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board black-player="human"></tabla-board>`);
    const log = record(el);
    el.position = 'prva w:bar,13x14 b:6x2,5x2,4x2,3x2,2x2,1x2,offx3 turn:w';
    el.dice = '3,1';
    await el.updateComplete;
    const h = new BoardHarness(el);
    await h.settle();
    const move = log.find((e) => e.type === 'tabla-move');
    expect(move, 'a pass was played').to.exist;
    expect(move!.detail.notation).to.equal('pass');
    expect(move!.detail.steps).to.deep.equal([]);
    expect(log.at(-1)!.type).to.equal('tabla-turn');
    expect(log.at(-1)!.detail.player).to.equal('black');
    expect(h.info().join(' ')).to.contain('White cannot move 3–1');
    expect(h.announcement()).to.contain('cannot move');
    expect(h.button('roll')).to.exist; // black (a person here) rolls next
  });

  it('resigning scores 2 before any checker is off and 1 after (C7)', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board seed="r" animation="off" match-length="3"></tabla-board>`);
    const h = new BoardHarness(el);
    el.roll([6, 1]);
    await h.settle();
    let end = oneEvent(el, 'tabla-game-end');
    await h.press('resign');
    expect(h.root.querySelector('.resign-confirm')!.textContent).to.contain('Black scores 2');
    await h.press('resign-yes');
    expect((await end).detail).to.include({ winner: 'black', points: 2, kind: 'resign' });
    expect(h.header()).to.contain('White 0 – 2 Black, match to 3');
    await h.press('next-game');
    const el2 = await fixture<TablaBoard>(html`<tabla-board position="prva w:6x10,offx5 b:24x15 turn:w" match-length="1"></tabla-board>`);
    end = oneEvent(el2, 'tabla-game-end');
    const matchEnd = oneEvent(el2, 'tabla-match-end');
    expect(el2.resign()).to.equal(true);
    expect((await end).detail).to.include({ winner: 'black', points: 1, kind: 'resign' });
    expect((await matchEnd).detail).to.deep.equal({ winner: 'black', score: { white: 0, black: 1 }, length: 1 });
    expect(new BoardHarness(el2).button('new-match')).to.exist;
  });

  it('moves a checker by drag and drop; only movable checkers block touch scrolling', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="6,5" black-player="human" style="width: 600px"></tabla-board>`);
    const h = new BoardHarness(el);
    // While a checker may move, a finger on the board drags (pinch-zoom still works); otherwise the page scrolls.
    expect(getComputedStyle(el.shadowRoot!.querySelector('svg.board')!).touchAction).to.equal('pinch-zoom');
    await h.drag('p24', 'p18', 'touch');
    expect(h.checkers('p18').white).to.equal(1);
    expect(h.checkers('p24').white).to.equal(1);
    expect(h.selected()).to.equal(null);
    // A drop on an illegal place changes nothing.
    await h.drag('p13', 'p12');
    expect(h.checkers('p13').white).to.equal(5);
    await h.drag('p18', 'p13');
    expect(h.can('done')).to.equal(true);
    const move = oneEvent(el, 'tabla-move');
    await h.press('done');
    expect((await move).detail.notation).to.equal('24/13');
  });

  it('animates nothing and ignores a bot reply that arrives after a reset', async () => {
    const releases: ((r: BotChooseResult) => void)[] = [];
    const requests: BotChooseRequest[] = [];
    const slowBot: BoardBot = {
      choose: (r) => {
        requests.push(r);
        return new Promise((resolve) => releases.push(resolve));
      },
      cancel: () => {},
      dispose: () => {},
    };
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start turn:b" dice="3,1" animation="off" .bot=${slowBot}></tabla-board>`);
    const h = new BoardHarness(el);
    await h.until(() => requests.length === 1, 2000, 'the bot to be asked');
    expect(requests[0].dice).to.deep.equal([3, 1]);
    expect(requests[0].level).to.equal('medium');
    expect(h.turnLine()).to.contain('thinking');
    let moved = 0;
    el.addEventListener('tabla-move', () => moved++);
    el.newMatch();
    await el.updateComplete;
    const fresh = el.getState();
    expect(requests.length).to.equal(2); // the new match asked again
    releases[0]({
      steps: [
        { from: 8, to: 5, die: 3 },
        { from: 6, to: 5, die: 1 },
      ],
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(moved).to.equal(0);
    expect(el.getState()).to.deep.equal(fresh);
  });

  it('a remote player moves through playRemote (notation or steps)', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board black-player="remote" position="prva start turn:b" dice="3,1"></tabla-board>`);
    const h = new BoardHarness(el);
    expect(h.turnLine()).to.contain('Waiting for Black');
    expect(h.movable()).to.deep.equal([]);
    const move = oneEvent(el, 'tabla-move');
    expect(el.playRemote('8/5 6/5')).to.equal(true);
    expect((await move).detail.player).to.equal('black');
    expect(el.playRemote('8/5 6/5')).to.equal(false); // white (human) to move now
    const pos = parsePosition('prva start turn:b');
    expect(pos.turn).to.equal('black');
  });
});
