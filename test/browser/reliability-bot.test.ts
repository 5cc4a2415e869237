/**
 * Reliability of the bot link: the bot cannot learn future dice from what the board sends it
 * (C9), and a worker that crashes or cannot start leaves the bot on the main thread with the game
 * going on.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import type { BoardBot, BotChooseRequest } from '../../src/board/element/board-bot.js';
import { uniformRandomPlay } from '../../src/engine/random-play.js';
import { seededRandom } from '../../src/engine/dice.js';
import type { Position, Step } from '../../src/engine/types.js';

/** The steps of a seeded uniformly random legal play. */
const randomSteps = (position: Position, dice: readonly number[] | null, seed: string | number): Step[] => [
  ...uniformRandomPlay(position, dice, seededRandom(seed)).steps,
];
import { seedFrom, seededDice, Turn, validatePosition } from '../../src/engine/index.js';

/** Every string and number anywhere inside a value. */
function leaves(v: unknown, out: (string | number)[] = []): (string | number)[] {
  if (typeof v === 'string' || typeof v === 'number') out.push(v);
  else if (Array.isArray(v)) v.forEach((x) => leaves(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => leaves(x, out));
  return out;
}

const draw = (seed: string | number, n: number) => {
  const d = seededDice(seed);
  return Array.from({ length: n }, () => d.die());
};

/** A bot that records every request (as JSON) and plays a random legal play. */
function spyBot(requests: BotChooseRequest[]): BoardBot {
  return {
    choose: async (req) => {
      requests.push(JSON.parse(JSON.stringify(req)));
      return { steps: randomSteps(req.position, req.dice, 'spy').map(({ from, to, die }) => ({ from, to, die })) };
    },
    cancel: () => {},
    dispose: () => {},
  };
}

describe('reliability: the bot gets no future dice (C9)', function () {
  this.timeout(60_000);

  it('C9: the requests a seeded board sends its bot carry nothing that rebuilds the dice stream', async () => {
    const SEED = 'secret-dice-seed';
    const requests: BotChooseRequest[] = [];
    const spy = spyBot(requests);
    const dice: number[] = [];
    const el = await fixture<TablaBoard>(
      html`<tabla-board
        game="prva"
        seed=${SEED}
        white-player="bot"
        black-player="bot"
        animation="off"
        .bot=${spy}
        @tabla-roll=${(e: CustomEvent) => dice.push(...e.detail.dice)}
      ></tabla-board>`,
    );
    await new BoardHarness(el).until(() => requests.length >= 12, 10_000, 'twelve bot turns');
    el.remove();
    // The dice stream really is seededDice(SEED): the check below could catch a leak.
    expect(draw(SEED, dice.length)).to.deep.equal(dice);
    const n = Math.min(dice.length, 16);
    for (const req of requests) {
      expect(Object.keys(req).sort()).to.deep.equal(['dice', 'level', 'matchContext', 'position', 'rules', 'seed']);
      const found = leaves(req);
      const strings = found.filter((x): x is string => typeof x === 'string');
      for (const s of strings) expect(s).not.to.contain(SEED);
      expect(found).not.to.include(seedFrom(SEED));
      const candidates: (string | number)[] = [...found, ...strings.flatMap((s) => s.split(/[^A-Za-z0-9-]+/)), JSON.stringify(req), req.seed];
      for (const c of candidates) expect(draw(c, n), `seededDice(${JSON.stringify(c)})`).not.to.deep.equal(dice.slice(0, n));
    }
    // Seeded bots stay repeatable: the same seed gives the same requests.
    const again: BotChooseRequest[] = [];
    const spy2 = spyBot(again);
    const el2 = await fixture<TablaBoard>(
      html`<tabla-board game="prva" seed=${SEED} white-player="bot" black-player="bot" animation="off" .bot=${spy2}></tabla-board>`,
    );
    await new BoardHarness(el2).until(() => again.length >= 4, 10_000, 'four bot turns');
    el2.remove();
    expect(again.slice(0, 4)).to.deep.equal(requests.slice(0, 4));
    expect(new Set(requests.map((r) => r.seed)).size).to.equal(requests.length); // a fresh seed per turn
  });
});

/** A bot-to-move board (black, 6-5 in Prva's start) using the real bot client with `workerUrl`. */
async function botToMove(workerUrl = '', fallbacks: string[] = []) {
  const errors: { source: string; fallback?: string; message: string }[] = [];
  const onError = (e: Event) => errors.push((e as CustomEvent).detail);
  document.addEventListener('tabla-error', onError);
  const el = await fixture<TablaBoard>(
    html`<tabla-board
      position="prva start turn:b"
      dice="6,5"
      white-player="human"
      black-player="bot"
      bot-level="easy"
      animation="off"
      worker-url=${workerUrl}
    ></tabla-board>`,
  );
  const h = new BoardHarness(el);
  await h.until(() => el.getState().position.turn === 'white', 15_000, 'the bot to move');
  document.removeEventListener('tabla-error', onError);
  validatePosition(el.getState().position as never);
  // The real bot played, not the random stand-in; a fallback is said once, with its fix.
  expect(errors.map((e) => `${e.source} ${e.fallback}`)).to.deep.equal(fallbacks.map((f) => `bot ${f}`));
  for (const e of errors) expect(e.message).to.match(/Fix: /);
  return el;
}

const blobUrl = (code: string) => URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));

describe('reliability: bot failures', function () {
  this.timeout(60_000);

  it('bot: a worker script that throws while loading → the bot plays on the main thread', async () => {
    const el = await botToMove(blobUrl('throw new Error("worker boom at load");'), ['main-thread']);
    expect(el.botMode).to.equal('main-thread+wasm');
    el.remove();
  });

  it('bot: a worker that crashes in the middle of a request → the request is answered on the main thread', async () => {
    const el = await botToMove(blobUrl('self.addEventListener("message", () => { throw new Error("worker boom mid-request"); });'), ['main-thread']);
    expect(el.botMode).to.equal('main-thread+wasm');
    el.remove();
  });

  it('bot: a worker URL that does not exist (404) → main thread', async () => {
    const el = await botToMove('/no/such/worker.js', ['main-thread']);
    expect(el.botMode).to.equal('main-thread+wasm');
    el.remove();
  });

  it('bot: a Worker constructor that throws (CSP, no worker support) → main thread, and the game goes on', async () => {
    const Original = window.Worker;
    (window as any).Worker = class {
      constructor() {
        throw new DOMException('Refused to create a worker', 'SecurityError');
      }
    };
    try {
      const el = await botToMove('', ['main-thread']);
      expect(el.botMode).to.equal('main-thread+wasm');
      // the game goes on: white plays, the bot answers again
      const h = new BoardHarness(el);
      await h.press('roll');
      await h.playTurnByClicks();
      await h.until(() => el.getState().position.turn === 'white' && el.getState().phase === 'rolling', 15_000, 'the bot to answer again');
      el.remove();
    } finally {
      window.Worker = Original;
    }
  });

  const failing = async (bot: BoardBot, why: RegExp) => {
    const errors: { source: string; message: string }[] = [];
    const el = await fixture<TablaBoard>(
      html`<tabla-board
        position="prva start turn:b"
        dice="6,5"
        black-player="bot"
        animation="off"
        .bot=${bot}
        @tabla-error=${(e: CustomEvent) => errors.push(e.detail)}
      ></tabla-board>`,
    );
    await new BoardHarness(el).until(() => el.getState().position.turn === 'white', 5000, 'the game to go on');
    expect(errors.map((e) => e.source)).to.deep.equal(['bot']);
    expect(errors[0].message).to.match(why);
    validatePosition(el.getState().position as never);
    expect(el.getState().phase).to.equal('rolling');
    el.remove();
  };

  it('bot: a bot that rejects → tabla-error (source bot), a random legal play, and the game goes on', async () => {
    await failing({ choose: () => Promise.reject(new Error('network down')), cancel() {}, dispose() {} }, /bot failed \(network down\)/);
  });

  it('bot: a bot that answers an illegal play → tabla-error, a random legal play instead', async () => {
    await failing({ choose: async () => ({ steps: [{ from: 24, to: 1, die: 6 }] }), cancel() {}, dispose() {} }, /illegal play/);
    await failing({ choose: async () => ({ steps: [{ from: 13, to: 7, die: 6 }] }), cancel() {}, dispose() {} }, /incomplete/);
  });

  it('bot: a bot replaced while it thinks → the new bot is asked', async () => {
    const slow: BoardBot & { rejects: (() => void)[] } = {
      rejects: [],
      choose() {
        return new Promise((_, reject) => slow.rejects.push(() => reject(new Error('cancelled'))));
      },
      cancel() {
        slow.rejects.splice(0).forEach((r) => r());
      },
      dispose() {},
    };
    const asked: BotChooseRequest[] = [];
    const el = await fixture<TablaBoard>(
      html`<tabla-board position="prva start turn:b" dice="6,5" black-player="bot" animation="off" .bot=${slow}></tabla-board>`,
    );
    expect(slow.rejects.length).to.equal(1);
    el.bot = spyBot(asked);
    await new BoardHarness(el).until(() => el.getState().position.turn === 'white', 5000, 'the new bot to move');
    expect(asked.length).to.equal(1);
    el.remove();
  });

  it('bot: the real worker answers a ping and plays legal moves', async () => {
    const el = await botToMove();
    expect(el.botMode).to.equal('worker+wasm');
    expect(await el.pingBot()).to.equal('pong');
    const s = el.getState();
    const t = Turn.begin(s.position as never, [3, 3]);
    expect(t.legalSteps().length).to.be.greaterThan(0);
    el.remove();
  });
});
