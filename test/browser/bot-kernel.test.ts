/**
 * The bot's WebAssembly SIMD forward kernel in Chromium: it compiles here (no policy on this page),
 * and every shipped network gives the same chances in it as in JavaScript on the boards after
 * each play of some positions, and the same hard choice.
 */
import { expect } from '@open-wc/testing';
import { listBoards, positionKey, startPosition } from '../../src/engine/index.js';
import type { GameId, Position } from '../../src/engine/index.js';
import { uniformRandomPlay } from '../../src/engine/random-play.js';
import { seededRandom } from '../../src/engine/dice.js';
import { Net } from '../../src/bot/net.js';
import { kernelAvailable } from '../../src/bot/net-kernel.js';
import { equity, NetEvaluator } from '../../src/bot/evaluator.js';
import { flipView, viewAfterPlay, viewBuffer, viewOf } from '../../src/bot/view.js';
import { NETWORKS } from '../../src/bot/weights/index.js';

/** Positions of a game reached by seeded random play, each with the next roll. */
function positions(game: GameId, count: number): { pos: Position; dice: number[] }[] {
  const rand = seededRandom(`kernel-${game}`);
  const die = () => 1 + Math.floor(rand() * 6);
  const out: { pos: Position; dice: number[] }[] = [];
  let pos = startPosition(game);
  while (out.length < count) {
    const play = uniformRandomPlay(pos, pos.carried.length > 0 ? null : [die(), die()], rand); // V5: carried numbers first
    if (play.result) {
      pos = startPosition(game);
      continue;
    }
    pos = play.position;
    if (pos.carried.length === 0) out.push({ pos, dice: [die(), die()] });
  }
  return out;
}

describe('the forward kernel in Chromium', function () {
  this.timeout(60_000);

  it('compiles (WebAssembly SIMD)', () => {
    expect(kernelAvailable()).to.equal(true);
  });

  for (const game of ['prva', 'treta', 'fevga', 'vtora', 'nardy'] as GameId[]) {
    it(`runs the ${game} network with the chances of the JavaScript pass`, async () => {
      const net = Net.fromData(await NETWORKS[game]!());
      const js = new NetEvaluator({ [game]: net }, undefined, 'net', false);
      const wasm = new NetEvaluator({ [game]: net });
      expect(wasm.usesKernel(game)).to.equal(true);
      const view = viewBuffer(game);
      let boards = 0;
      let same = 0;
      let tried = 0;
      for (const { pos, dice } of positions(game, 60)) {
        let list;
        try {
          list = listBoards(pos, dice);
        } catch {
          continue; // a Vtora ladder
        }
        const base = flipView(viewOf(pos));
        js.near(base);
        wasm.near(base);
        const best = [-Infinity, -Infinity];
        const at = [-1, -1];
        for (let i = 0; i < list.count; i++) {
          if (list.result(i)) continue;
          const v = viewAfterPlay(list, i, pos, view);
          const a = js.evaluateView(v);
          const b = wasm.evaluateView(v);
          expect(Math.abs(a.win - b.win), `${game} win`).to.be.below(2e-5);
          expect(Math.abs(a.winMars - b.winMars), `${game} win 2`).to.be.below(2e-5);
          expect(Math.abs(a.loseMars - b.loseMars), `${game} lose 2`).to.be.below(2e-5);
          const u = [-equity(a), -equity(b)];
          for (const k of [0, 1]) if (u[k] > best[k]) [best[k], at[k]] = [u[k], i];
          boards++;
        }
        if (at[0] < 0) continue;
        tried++;
        if (positionKey(list.position(at[0])) === positionKey(list.position(at[1]))) same++;
      }
      expect(boards).to.be.above(100);
      expect(same).to.be.at.least(tried - 1);
    });
  }
});
