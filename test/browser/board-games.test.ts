/**
 * Whole games played to the end through clicks against the bot, with seeded dice.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness, seededChooser } from './helpers/board-harness.js';
import type { TablaGameEndDetail, TablaMoveDetail } from '../../src/engine/live/events.js';

async function playOut(el: TablaBoard, seed: number) {
  const h = new BoardHarness(el);
  const moves: TablaMoveDetail[] = [];
  const ends: TablaGameEndDetail[] = [];
  el.addEventListener('tabla-move', (e) => moves.push(e.detail));
  el.addEventListener('tabla-game-end', (e) => ends.push(e.detail));
  const turns = await h.playGameByClicks(seededChooser(seed));
  return { h, moves, ends, turns };
}

describe('whole games by clicks against the bot', function () {
  this.timeout(100_000);

  it('Prva from the start, to the end of a one-point match', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board game="prva" match-length="1" seed="prva-1" bot-level="easy" animation="off"></tabla-board>`);
    const { h, moves, ends, turns } = await playOut(el, 1);
    expect(ends).to.have.length(1);
    const end = ends[0];
    expect(end.game).to.equal('prva');
    expect(['single', 'mars', 'triple']).to.include(end.kind);
    const s = el.getState();
    expect(s.phase).to.equal('match-over');
    expect(s.position[end.winner!].off).to.equal(15);
    expect(turns).to.be.greaterThan(10);
    expect(moves.filter((m) => m.player === 'white').length).to.be.greaterThan(10);
    expect(h.button('new-match')).to.exist;
    expect(h.turnLine()).to.contain('wins');
  });

  it('Long nardy from the start, to the end of a one-point match (head and block rules, roll counts)', async () => {
    const el = await fixture<TablaBoard>(
      html`<tabla-board game="nardy" match-length="1" seed="nardy-1" bot-level="easy" animation="off" lang="bg"></tabla-board>`,
    );
    const { h, moves, ends } = await playOut(el, 3);
    expect(ends).to.have.length(1);
    expect(ends[0].game).to.equal('nardy');
    expect(['single', 'mars']).to.include(ends[0].kind);
    const s = el.getState();
    expect(s.phase).to.equal('match-over');
    expect(s.set).to.deep.equal(['nardy']);
    expect(s.position[ends[0].winner!].off).to.equal(15);
    expect(h.header()).to.contain('Дълги нарди');
    // N4: no play of either side took more than one checker off the head, except a first-turn 6-6, 4-4 or 3-3.
    for (const m of moves) {
      const fromHead = m.steps.filter((st) => st.from === 24).length;
      const firstDouble = m.before.rolls![m.player] === 0 && m.dice !== null && m.dice[0] === m.dice[1] && [6, 4, 3].includes(m.dice[0]);
      expect(fromHead).to.be.at.most(firstDouble ? 2 : 1);
    }
  });

  // From the middle of a game, for speed: the same clicks, the same ends (bearing off, ladders,
  // carried numbers, pins, the first-checker rule) as from the start.
  for (const [tradition, game, name, position] of [
    ['bulgarian', 'vtora', 'Гюлбара', 'vtora trad:bulgarian w:24x3,20x2,15x2,10x3,5x3,2x2 b:24x3,20x2,15x2,10x3,5x3,2x2 turn:w rolls:5/5'],
    ['macedonian', 'treta', 'Трета', 'treta w:24x2,20p,18x2,12x3,6x4,3x3 b:24x2,18x3,12x3,6x3,5,3x3 turn:w'],
    ['greek', 'fevga', 'Φεύγα', 'fevga trad:greek w:24x3,20x2,15x2,10x3,5x3,2x2 b:24x3,20x2,15x2,10x3,5x3,2x2 turn:w'],
  ] as const) {
    it(`${game} (${tradition}) from a middle position, to the end of the game`, async () => {
      const el = await fixture<TablaBoard>(
        html`<tabla-board tradition=${tradition} match-length="7" position=${position} seed=${`${game}-1`} bot-level="easy" animation="off"></tabla-board>`,
      );
      const { h, moves, ends } = await playOut(el, 2);
      expect(ends).to.have.length(1);
      expect(ends[0].game).to.equal(game);
      const s = el.getState();
      expect(s.phase).to.equal('game-over');
      expect(h.button('next-game')).to.exist;
      expect(h.header()).to.contain(name);
      if (ends[0].winner && ends[0].kind !== 'mother') expect(s.position[ends[0].winner].off).to.equal(15);
      expect(s.score[ends[0].winner ?? 'white']).to.equal(ends[0].points);
      // Every play the board reported replays through the engine from its "before" position.
      for (const m of moves) expect(m.after.turn === m.player || m.after.carried!.length > 0 || m.after.turn !== m.before.turn).to.equal(true);
      // The next game of the match starts from the Next game button.
      await h.press('next-game');
      expect(el.getState().gameNumber).to.equal(1);
    });
  }
});
