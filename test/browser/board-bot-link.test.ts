/**
 * What the board tells its bot: the match score and length with every request (for score-aware
 * play), and the Hint button's best play from the built-in bot's hint API.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import type { BoardBot, BotChooseRequest } from '../../src/board/element/board-bot.js';
import { uniformRandomPlay } from '../../src/engine/random-play.js';
import { seededRandom } from '../../src/engine/dice.js';
import { formatPlay, positionToCompact, startPosition } from '../../src/engine/index.js';
import { hint } from '../../src/bot/index.js';

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
  this.timeout(30_000);

  it('sends the match score and length with every request, as they stand', async () => {
    const requests: BotChooseRequest[] = [];
    const el = await fixture<TablaBoard>(html`<tabla-board game="prva" match-length="3" seed="ctx" white-player="bot" black-player="bot" animation="off" .bot=${spyBot(requests)}></tabla-board>`);
    const h = new BoardHarness(el);
    await h.until(() => requests.length >= 6, 10_000, 'six bot turns');
    el.remove();
    for (const r of requests) expect(r.matchContext).to.deep.equal({ score: { white: 0, black: 0 }, length: 3 });
    for (const r of requests) expect(r.rules).to.deep.equal({ triple: false });
  });

  it('sends the triple rule of the Romanian table (O3) with every request', async () => {
    const requests: BotChooseRequest[] = [];
    const el = await fixture<TablaBoard>(html`<tabla-board tradition="romanian" match-length="3" seed="ctx" white-player="bot" black-player="bot" animation="off" .bot=${spyBot(requests)}></tabla-board>`);
    const h = new BoardHarness(el);
    await h.until(() => requests.length >= 2, 10_000, 'two bot turns');
    el.remove();
    for (const r of requests) expect(r.rules).to.deep.equal({ triple: true });
  });

  it('the Hint button shows the built-in bot’s best play (its hint API)', async () => {
    const start = positionToCompact(startPosition('prva', 'macedonian', 'white'));
    const el = await fixture<TablaBoard>(html`<tabla-board game="prva" hints position=${start} dice="3,1" animation="off"></tabla-board>`);
    const h = new BoardHarness(el);
    await h.until(() => h.can('hint'), 10_000, 'the hint button');
    await h.press('hint');
    const part = () => el.shadowRoot!.querySelector('[part="hint"]')?.textContent ?? '';
    await h.until(() => part().length > 0, 20_000, 'the hint');
    const [best] = await hint(el.getState().position, [3, 1], { level: 'hard', count: 1, matchContext: { score: { white: 0, black: 0 }, length: el.matchLength } });
    expect(part()).to.contain(formatPlay(best.play.steps));
    el.remove();
  });
});
