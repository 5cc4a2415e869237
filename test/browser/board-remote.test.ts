/**
 * A board played against a server, without a server: a remote side (`playRemote`), dice from
 * the host (`dice-source="external"`), a local play held until the host accepts or refuses it,
 * and `setState` while something is pending.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { RandomBot } from '../../src/board/element/board-bot.js';
import { uniformRandomPlay } from '../../src/engine/random-play.js';
import { seededRandom } from '../../src/engine/dice.js';
import type { Position, Step } from '../../src/engine/types.js';

/** The steps of a seeded uniformly random legal play. */
const randomSteps = (position: Position, dice: readonly number[] | null, seed: string | number): Step[] => [
  ...uniformRandomPlay(position, dice, seededRandom(seed)).steps,
];

const EVENTS = [
  'tabla-roll',
  'tabla-roll-request',
  'tabla-before-move',
  'tabla-move',
  'tabla-move-refused',
  'tabla-turn',
  'tabla-game-end',
  'tabla-match-end',
  'tabla-error',
] as const;

function record(el: Element) {
  const log: { type: string; detail: any }[] = [];
  for (const type of EVENTS) el.addEventListener(type, (e) => log.push({ type, detail: (e as CustomEvent).detail }));
  return log;
}

const types = (log: { type: string }[]) => log.map((e) => e.type);
const errors = (log: { type: string; detail: any }[]) => log.filter((e) => e.type === 'tabla-error').map((e) => e.detail);
const motion = () => !matchMedia('(prefers-reduced-motion: reduce)').matches;

describe('<tabla-board> against a remote player', function () {
  this.timeout(60_000);

  it('shows a legal remote play step by step, then applies it (no tabla-before-move)', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board black-player="remote" position="prva start turn:b" dice="3,1"></tabla-board>`);
    const h = new BoardHarness(el);
    const log = record(el);
    const before = el.getState();
    expect(h.turnLine()).to.contain('Waiting for Black');
    expect(el.playRemote('8/5 6/5')).to.equal(true);
    expect(el.getState(), 'not applied while it is shown').to.deep.equal(before);
    // Black's 8, 6 and 5 are white's 17, 19 and 20.
    const seen = new Set<number>();
    await h.until(
      () => {
        seen.add(h.checkers('p20').black);
        return types(log).includes('tabla-move');
      },
      5000,
      'the remote play',
    );
    if (motion()) expect([...seen].sort(), 'the first step alone was shown').to.include(1);
    await h.settle();
    expect(h.checkers('p20').black).to.equal(2);
    expect(h.checkers('p17').black).to.equal(2);
    expect(types(log)).to.deep.equal(['tabla-move', 'tabla-turn']);
    expect(log[0].detail).to.include({ player: 'black', notation: '8/5 6/5' });
    expect(el.getState().phase).to.equal('rolling');
    expect(el.getState().position.turn).to.equal('white');
  });

  it('with animation off, applies at once; steps work as well as notation', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board black-player="remote" position="prva start turn:b" dice="3,1" animation="off"></tabla-board>`);
    const log = record(el);
    expect(
      el.playRemote([
        { from: 8, to: 5 },
        { from: 6, to: 5, die: 1 },
      ]),
    ).to.equal(true);
    expect(types(log)).to.deep.equal(['tabla-move', 'tabla-turn']);
    expect(log[0].detail.notation).to.equal('8/5 6/5');
  });

  it('refuses illegal, malformed, incomplete, duplicate and out-of-turn plays, leaving the game exactly as it was', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board black-player="remote" position="prva start turn:b" dice="3,1"></tabla-board>`);
    const log = record(el);
    const before = el.getState();
    const bad: [unknown, RegExp][] = [
      ['8/4 6/5', /8\/4/],
      ['8/5', /not a complete legal play/],
      ['hello', /hello/],
      [[{ from: 'x', to: 5 }], /malformed step 1/],
      [[null], /malformed step 1/],
      [42, /42/],
      [[{ from: 8, to: 2, die: 6 }], /illegal step 8\/2 with 6/],
    ];
    for (const [play, message] of bad) {
      log.length = 0;
      expect(el.playRemote(play as never), String(play)).to.equal(false);
      expect(errors(log)).to.have.length(1);
      expect(errors(log)[0].source).to.equal('playRemote');
      expect(errors(log)[0].message).to.match(message);
      expect(el.getState()).to.deep.equal(before);
    }
    // A second play while the first is being shown.
    expect(el.playRemote('8/5 6/5')).to.equal(true);
    log.length = 0;
    if (motion()) {
      expect(el.playRemote('8/5 6/5')).to.equal(false);
      expect(errors(log)[0].message).to.contain('still being shown');
      expect(el.getState()).to.deep.equal(before);
    }
    await new BoardHarness(el).until(() => el.getState().phase === 'rolling', 5000, 'the play');
    // White (a person here) is to roll: not the remote player's turn, and not a moving phase.
    const after = el.getState();
    log.length = 0;
    expect(el.playRemote('13/10 6/5')).to.equal(false);
    expect(errors(log)[0]).to.include({ source: 'playRemote' });
    expect(errors(log)[0].message).to.contain('(white) is not remote');
    expect(el.getState()).to.deep.equal(after);
    el.whitePlayer = 'remote';
    el.blackPlayer = 'human';
    await el.updateComplete;
    log.length = 0;
    expect(el.playRemote('13/10 6/5')).to.equal(false);
    expect(errors(log)[0].message).to.contain('phase rolling');
    expect(el.getState()).to.deep.equal(after);
  });

  it('does not start the next game by itself when a side is remote; nextGame() out of phase is an error', async () => {
    const el = await fixture<TablaBoard>(
      html`<tabla-board
        white-player="bot"
        black-player="remote"
        position="prva w:13x15 b:1,offx14 turn:b"
        dice="6,5"
        animation="off"
        .bot=${new RandomBot(0)}
      ></tabla-board>`,
    );
    const log = record(el);
    expect(el.nextGame()).to.equal(false);
    expect(errors(log)[0]).to.include({ source: 'nextGame' });
    expect(el.playRemote('1/off'), JSON.stringify(errors(log))).to.equal(true);
    expect(el.getState().phase).to.equal('game-over');
    await new Promise((r) => setTimeout(r, 100));
    expect(el.getState().phase, 'still waiting for the host').to.equal('game-over');
    expect(el.nextGame()).to.equal(true);
    expect(el.getState().gameNumber).to.equal(1);
  });

  it('waits for a remote side’s pass (playRemote("pass")); a pass is refused when a play exists', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board white-player="remote" animation="off"></tabla-board>`);
    const log = record(el);
    el.position = 'prva w:bar,13x14 b:6x2,5x2,4x2,3x2,2x2,1x2,offx3 turn:w';
    el.dice = '3,1';
    await el.updateComplete;
    const h = new BoardHarness(el);
    await h.settle();
    expect(types(log), 'the board does not pass for the remote side').to.deep.equal([]);
    expect(h.turnLine()).to.contain('Waiting for White');
    expect(el.playRemote('pass')).to.equal(true);
    expect(types(log)).to.deep.equal(['tabla-move', 'tabla-turn']);
    expect(log[0].detail).to.include({ player: 'white', notation: 'pass' });
    // Empty steps are a pass too; but not when something can be played.
    const other = await fixture<TablaBoard>(html`<tabla-board black-player="remote" position="prva start turn:b" dice="3,1" animation="off"></tabla-board>`);
    const l2 = record(other);
    expect(other.playRemote([])).to.equal(false);
    expect(errors(l2)[0].message).to.contain('the turn is not complete');
    expect(other.playRemote('pass')).to.equal(false);
    expect(errors(l2)[1].message).to.contain('passing is not allowed');
    expect(other.getState().phase).to.equal('moving');
  });
});

describe('<tabla-board dice-source="external">', function () {
  this.timeout(60_000);

  it('never rolls by itself: asks for the opening roll, for a remote side at once, and for a person when they press Roll', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board dice-source="external" black-player="remote" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    const log = record(el);
    // The opening request was made while the board started (before this listener): it is still readable.
    expect(el.rollRequest).to.deep.equal({ player: null, opening: true, gameNumber: 0 });
    expect(h.turnLine()).to.equal('Waiting for the dice');
    expect(h.button('roll'), 'no Roll button: the host rolls').to.equal(null);
    // No dice: refused.
    expect(el.roll()).to.equal(false);
    expect(errors(log)[0]).to.include({ source: 'roll' });
    expect(errors(log)[0].message).to.contain('external');
    // Bad dice: refused, naming them; nothing changes.
    const before = el.getState();
    for (const dice of [[7, 1], [3], [1.5, 2], [0, 3], [1, 2, 3], ['3', 1]]) {
      log.length = 0;
      expect(el.roll(dice as number[])).to.equal(false);
      expect(errors(log)[0].message)
        .to.match(/^bad dice\b/)
        .and.to.contain(JSON.stringify(dice));
      expect(el.getState()).to.deep.equal(before);
    }
    // A tie: asked again.
    log.length = 0;
    expect(el.roll([3, 3])).to.equal(true);
    expect(types(log)).to.deep.equal(['tabla-roll', 'tabla-roll-request']);
    expect(log[1].detail).to.deep.equal({ player: null, opening: true, gameNumber: 0 });
    await h.settle();
    expect(h.turnLine()).to.contain('Waiting for the dice');
    // White (a person) starts: no request until Roll is pressed.
    log.length = 0;
    expect(el.roll([5, 2])).to.equal(true);
    await h.settle();
    expect(types(log)).to.deep.equal(['tabla-roll', 'tabla-turn']);
    expect(el.rollRequest).to.equal(null);
    await h.press('roll');
    expect(types(log).slice(2)).to.deep.equal(['tabla-roll-request']);
    expect(log[2].detail).to.deep.equal({ player: 'white', opening: false, gameNumber: 0 });
    expect(h.button('roll'), 'asked once').to.equal(null);
    expect(h.turnLine()).to.contain('Waiting for the dice');
    expect(el.getState().phase).to.equal('rolling');
    expect(el.roll([6, 1])).to.equal(true);
    await h.settle();
    expect(el.getState().dice).to.deep.equal([6, 1]);
    // White plays; then black (remote) is asked for at once, and its dice come the same way.
    log.length = 0;
    await h.playTurnByClicks();
    expect(types(log)).to.deep.equal(['tabla-before-move', 'tabla-move', 'tabla-turn', 'tabla-roll-request']);
    expect(log[3].detail).to.deep.equal({ player: 'black', opening: false, gameNumber: 0 });
    expect(h.turnLine()).to.contain('Waiting for the dice');
    expect(el.roll([4, 2])).to.equal(true);
    expect(el.getState()).to.include({ phase: 'moving' });
    expect(el.getState().dice).to.deep.equal([4, 2]);
  });

  it('asks for a bot’s dice too, and the R key asks for a person’s', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board dice-source="external" black-player="bot" animation="off" .bot=${new RandomBot(0)}></tabla-board>`);
    const h = new BoardHarness(el);
    const log = record(el);
    expect(el.roll([1, 6])).to.equal(true); // black starts: the bot is asked for at once
    expect(log.find((e) => e.type === 'tabla-roll-request')!.detail).to.deep.equal({ player: 'black', opening: false, gameNumber: 0 });
    await new Promise((r) => setTimeout(r, 50));
    expect(el.getState().phase, 'the bot does not roll by itself').to.equal('rolling');
    expect(el.roll([3, 1])).to.equal(true);
    await h.until(() => el.getState().position.turn === 'white', 5000, 'the bot to play');
    log.length = 0;
    h.slot('p1').focus();
    h.slot('p1').dispatchEvent(new KeyboardEvent('keydown', { key: 'r', bubbles: true, composed: true }));
    await h.settle();
    expect(types(log)).to.deep.equal(['tabla-roll-request']);
    expect(log[0].detail.player).to.equal('white');
  });
});

describe('<tabla-board> holding a play for the host’s confirmation', function () {
  this.timeout(60_000);

  async function heldBoard() {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="3,1" black-player="remote" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    const log = record(el);
    el.addEventListener('tabla-before-move', () => expect(el.holdMove()).to.equal(true), { once: true });
    const start = el.getState();
    await h.click('p8');
    await h.click('p5');
    await h.click('p6');
    await h.click('p5');
    await h.press('done');
    return { el, h, log, start };
  }

  it('hold → the play is shown, input is off, and acceptMove applies it', async () => {
    const { el, h, log, start } = await heldBoard();
    expect(types(log)).to.deep.equal(['tabla-before-move']);
    expect(el.pendingMove).to.deep.equal(log[0].detail);
    expect(el.getState()).to.deep.equal(start);
    expect(h.turnLine()).to.equal('Waiting for confirmation…');
    expect(h.announcement()).to.equal('Waiting for confirmation…');
    expect(h.checkers('p5').white).to.equal(2); // the position after the play is shown
    expect(h.movable()).to.deep.equal([]);
    expect(h.button('done')).to.equal(null);
    expect(el.undo()).to.equal(false);
    expect(types(log)).to.deep.equal(['tabla-before-move', 'tabla-error']);
    expect(log[1].detail.message).to.match(/cannot undo: the play is held for confirmation/);
    expect(el.acceptMove()).to.equal(true);
    expect(types(log)).to.deep.equal(['tabla-before-move', 'tabla-error', 'tabla-move', 'tabla-turn']);
    expect(log[2].detail).to.deep.equal(log[0].detail);
    expect(el.pendingMove).to.equal(null);
    expect(el.getState().position.turn).to.equal('black');
    // Nothing pending any more.
    log.length = 0;
    expect(el.acceptMove()).to.equal(false);
    expect(el.refuseMove('x')).to.equal(false);
    expect(errors(log).map((e) => e.source)).to.deep.equal(['acceptMove', 'refuseMove']);
  });

  it('hold → refuseMove rolls the turn back to its start with the same dice and shows the reason', async () => {
    const { el, h, log, start } = await heldBoard();
    log.length = 0;
    expect(el.refuseMove('the server says no')).to.equal(true);
    await h.settle();
    expect(types(log)).to.deep.equal(['tabla-move-refused']);
    expect(log[0].detail).to.deep.equal({ player: 'white', notation: '8/5 6/5', reason: 'the server says no' });
    expect(el.getState()).to.deep.equal(start);
    expect(el.pendingMove).to.equal(null);
    expect(h.checkers('p5').white).to.equal(0);
    expect(h.info().join(' ')).to.contain('The move was refused: the server says no');
    expect(h.announcement()).to.equal('The move was refused: the server says no');
    expect(h.turnLine()).to.contain('White (you) to move 3–1');
    // The player plays again; now accepted at once.
    await h.click('p13');
    await h.click('p10');
    await h.click('p6');
    await h.click('p5');
    const move = oneEvent(el, 'tabla-move');
    await h.press('done');
    expect((await move).detail.notation).to.equal('13/10 6/5');
    expect(h.info().join(' ')).to.not.contain('refused');
  });

  it('holdMove outside a tabla-before-move listener is an error; preventDefault still vetoes', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="3,1" black-player="remote" animation="off"></tabla-board>`);
    const log = record(el);
    expect(el.holdMove()).to.equal(false);
    expect(errors(log)[0]).to.include({ source: 'holdMove' });
    el.addEventListener(
      'tabla-before-move',
      (e) => {
        el.holdMove();
        e.preventDefault();
      },
      { once: true },
    );
    expect(el.play('8/5 6/5')).to.equal(false);
    expect(el.pendingMove, 'a veto wins over a hold').to.equal(null);
    expect(el.getState().phase).to.equal('moving');
  });

  it('holds a bot’s play as well', async () => {
    const el = await fixture<TablaBoard>(
      html`<tabla-board white-player="bot" black-player="remote" position="prva start" dice="3,1" animation="off" .bot=${new RandomBot(0)}></tabla-board>`,
    );
    const h = new BoardHarness(el);
    await h.until(() => el.pendingMove !== null || el.getState().position.turn === 'black', 5000, 'the bot to play');
    // The listener came too late for the first play: run a second with a hold.
    expect(el.getState().position.turn).to.equal('black');
    el.addEventListener('tabla-before-move', () => el.holdMove());
    expect(el.roll([6, 5])).to.equal(true);
    const s = el.getState();
    expect(el.playRemote(randomSteps(s.position, s.dice, 'remote'))).to.equal(true);
    await h.until(() => el.pendingMove !== null, 5000, 'the bot’s play to be held');
    expect(el.pendingMove!.player).to.equal('white');
    expect(el.getState().phase).to.equal('moving');
    expect(el.acceptMove()).to.equal(true);
    expect(el.getState().position.turn).to.equal('black');
  });

  it('setState drops a held play and a remote play being shown, in any phase', async () => {
    const { el, h, start } = await heldBoard();
    expect(el.pendingMove).to.not.equal(null);
    expect(el.setState(start)).to.equal(true);
    expect(el.pendingMove).to.equal(null);
    await h.settle();
    expect(h.movable().length).to.be.greaterThan(0); // playable again
    // A remote play being shown, then a reconnect with the server's state.
    const remote = await fixture<TablaBoard>(html`<tabla-board black-player="remote" position="prva start turn:b" dice="3,1" animation="on"></tabla-board>`);
    const r = new BoardHarness(remote);
    const state = remote.getState();
    const moves: string[] = [];
    remote.addEventListener('tabla-move', (e) => moves.push(e.detail.notation));
    expect(remote.playRemote('8/5 6/5')).to.equal(true);
    expect(remote.setState(JSON.stringify(state))).to.equal(true);
    expect(moves).to.deep.equal([]);
    expect(remote.getState()).to.deep.equal(state);
    expect(remote.playRemote('13/10 6/5')).to.equal(true); // accepted again afterwards
    // The dropped play's animation started first: had it gone on, its move would come first.
    await r.until(() => moves.length === 1, 5000, 'the second play');
    expect(moves).to.deep.equal(['13/10 6/5']);
    expect(el.pendingMove).to.equal(null);
  });
});
