/**
 * What the board tells its bot: the match score and length with every request (for score-aware
 * play). The Hint list is tested in board-hint.test.ts.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import type { BoardBot, BotChooseRequest } from '../../src/board/element/board-bot.js';
import { uniformRandomPlay } from '../../src/engine/random-play.js';
import { seededRandom } from '../../src/engine/dice.js';

/** A bot that records every request and plays a random legal play. */
function spyBot(requests: BotChooseRequest[]): BoardBot {
  return {
    choose: async (req) => {
      requests.push(JSON.parse(JSON.stringify(req)));
      const steps = uniformRandomPlay(req.position, req.dice, seededRandom(req.seed)).steps;
      return { steps: steps.map(({ from, to, die }) => ({ from, to, die })) };
    },
    cancel: () => {},
    dispose: () => {},
  };
}

describe('the board and its bot', function () {
  this.timeout(60_000);

  it('sends the match score and length with every request, as they stand', async () => {
    const requests: BotChooseRequest[] = [];
    const el = await fixture<TablaBoard>(
      html`<tabla-board game="prva" match-length="3" seed="ctx" white-player="bot" black-player="bot" animation="off" .bot=${spyBot(requests)}></tabla-board>`,
    );
    const h = new BoardHarness(el);
    await h.until(() => requests.length >= 6, 10_000, 'six bot turns');
    el.remove();
    for (const r of requests) expect(r.matchContext).to.deep.equal({ score: { white: 0, black: 0 }, length: 3 });
    for (const r of requests) expect(r.rules).to.deep.equal({ triple: false });
  });

  it('sends the triple rule of the Romanian table (O3) with every request', async () => {
    const requests: BotChooseRequest[] = [];
    const el = await fixture<TablaBoard>(
      html`<tabla-board
        tradition="romanian"
        match-length="3"
        seed="ctx"
        white-player="bot"
        black-player="bot"
        animation="off"
        .bot=${spyBot(requests)}
      ></tabla-board>`,
    );
    const h = new BoardHarness(el);
    await h.until(() => requests.length >= 2, 10_000, 'two bot turns');
    el.remove();
    for (const r of requests) expect(r.rules).to.deep.equal({ triple: true });
  });
});
