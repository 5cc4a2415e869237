/** Reliability: the `storage-key` attribute saves the match after every step and restores it on reload. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { Turn, validatePosition } from '../../src/engine/index.js';

let n = 0;
const freshKey = () => `tabla-test-${Date.now()}-${n++}`;

/** The live match's steps of the half-played turn (private, read for the test only). */
const stepsOf = (el: TablaBoard) => ((el as any).live.play.turn?.steps ?? []).map((s: any) => ({ from: s.from, to: s.to, die: s.die }));

/** Every problem reported while `fn` runs: console warnings and tabla-error events. */
async function capture(fn: () => Promise<void>) {
  const warnings: string[] = [];
  const errors: { source: string; message: string }[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  const onError = (e: Event) => errors.push((e as CustomEvent).detail);
  document.addEventListener('tabla-error', onError);
  try {
    await fn();
  } finally {
    console.warn = warn;
    document.removeEventListener('tabla-error', onError);
  }
  return { warnings, errors };
}

async function board(key: string, attrs: { game?: string; seed?: string } = {}) {
  const el = await fixture<TablaBoard>(
    html`<tabla-board storage-key=${key} game=${attrs.game ?? 'prva'} seed=${attrs.seed ?? 'st'} black-player="human" animation="off"></tabla-board>`,
  );
  const h = new BoardHarness(el);
  await h.settle();
  return { el, h };
}

/** The point number of a place such as `p13`. */
const pointOf = (slot: string) => Number(slot.slice(1));

/** A board of `key` in the middle of white's first turn: the opening roll, a roll and one step played. */
async function midTurn(key: string, game = 'prva') {
  const { el, h } = await board(key, { game });
  expect(el.roll([5, 3])).to.equal(true);
  await h.settle();
  expect(el.roll([6, 5])).to.equal(true);
  await h.settle();
  const from = h.movable()[0];
  await h.click(from);
  // The nearest place is one die away (the sum of the dice is farther).
  const near = [...h.destinations()].sort((a, b) => Math.abs(pointOf(a) - pointOf(from)) - Math.abs(pointOf(b) - pointOf(from)))[0];
  await h.click(near);
  expect(stepsOf(el).length).to.equal(1);
  return { el, h };
}

describe('reliability: saving the match (storage-key)', function () {
  this.timeout(60_000);
  afterEach(() => {
    for (let i = localStorage.length - 1; i >= 0; i--) if (localStorage.key(i)?.startsWith('tabla-test-')) localStorage.removeItem(localStorage.key(i)!);
  });

  it('storage: a reload mid-turn continues with the same state and the same steps', async () => {
    const key = freshKey();
    const { el, h } = await midTurn(key);
    const state = JSON.stringify(el.getState());
    const steps = stepsOf(el);
    const dice = h.dice();
    const record = JSON.parse(localStorage.getItem(key)!);
    expect(record.v).to.equal(1);
    expect(record.steps).to.deep.equal(steps);
    el.remove();

    const got = await capture(async () => {
      const again = await board(key);
      expect(JSON.stringify(again.el.getState())).to.equal(state);
      expect(stepsOf(again.el)).to.deep.equal(steps);
      expect(again.h.dice()).to.deep.equal(dice);
      // …and the turn goes on from there: finish it and confirm.
      await again.h.playTurnByClicks();
      const after = again.el.getState();
      expect(after.position.turn).to.equal('black');
      validatePosition(after.position as never);
      // The finished turn is saved too: a third board continues after it.
      again.el.remove();
      const third = await board(key);
      expect({ ...third.el.getState(), lastPlay: null }).to.deep.equal({ ...after, lastPlay: null }); // the last-move highlight is not saved
      expect(stepsOf(third.el)).to.deep.equal([]);
    });
    expect(got.errors).to.deep.equal([]);
    expect(got.warnings).to.deep.equal([]);
  });

  it('storage: the saved steps are replayable through the engine (every step is saved, not only whole turns)', async () => {
    const key = freshKey();
    const { el, h } = await midTurn(key);
    await h.click(h.movable()[0]);
    await h.click(h.destinations()[0]);
    const record = JSON.parse(localStorage.getItem(key)!);
    expect(record.steps.length).to.equal(2);
    let t = Turn.begin(el.getState().position as never, [6, 5]);
    for (const s of record.steps) t = t.step(s);
    expect(t.canFinish()).to.equal(true);
  });

  const ignored = async (key: string, stored: string, why: RegExp) => {
    localStorage.setItem(key, stored);
    let el!: TablaBoard;
    const got = await capture(async () => {
      ({ el } = await board(key));
    });
    expect(got.errors.length, JSON.stringify(got.errors)).to.equal(1);
    expect(got.errors[0].source).to.equal('storage');
    expect(got.errors[0].message).to.match(why);
    expect(got.warnings.length).to.equal(1);
    expect(got.warnings[0]).to.match(why);
    // a working board with a fresh match, which replaces the bad record
    const s = el.getState();
    expect(s.phase).to.equal('opening');
    expect(s.score).to.deep.equal({ white: 0, black: 0 });
    expect(el.roll([4, 2])).to.equal(true);
    await el.updateComplete;
    expect(JSON.parse(localStorage.getItem(key)!).state.phase).to.equal('rolling');
  };

  it('storage: corrupted JSON is ignored with a warning and a tabla-error', async () => {
    await ignored(freshKey(), '{"v":1,"setup":', /not valid JSON/);
  });

  it('storage: foreign data under the key is ignored with a warning', async () => {
    await ignored(freshKey(), JSON.stringify({ user: 'someone', theme: 'dark' }), /not a tabla-board match record/);
  });

  it("storage: a different game's match under the key is ignored with a warning", async () => {
    const key = freshKey();
    const { el } = await midTurn(key, 'fevga');
    el.remove();
    await ignored(key, localStorage.getItem(key)!, /other settings/);
  });

  it('storage: a record of another version (v:99) is ignored with a warning', async () => {
    const key = freshKey();
    const { el } = await midTurn(key);
    el.remove();
    const record = JSON.parse(localStorage.getItem(key)!);
    await ignored(key, JSON.stringify({ ...record, v: 99 }), /version 99/);
  });

  it('storage: a record with a tampered state or an illegal step is ignored, never half-loaded', async () => {
    const key = freshKey();
    const { el } = await midTurn(key);
    el.remove();
    const record = JSON.parse(localStorage.getItem(key)!);
    await ignored(key, JSON.stringify({ ...record, steps: [...record.steps, { from: 24, to: 1, die: 6 }] }), /stored step 1 .*not legal/);
    const bad = { ...record, state: { ...record.state, position: { ...record.state.position, white: { ...record.state.position.white, bar: 9 } } } };
    await ignored(key, JSON.stringify(bad), /invalid state/);
    await ignored(key, 'x'.repeat(1_000_001), /too large/);
  });

  it('storage: a storage that throws on write warns once and the game goes on', async () => {
    const key = freshKey();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      const got = await capture(async () => {
        const { el, h } = await board(key);
        expect(el.roll([5, 3])).to.equal(true);
        await h.settle();
        expect(el.roll([6, 5])).to.equal(true);
        await h.settle();
        await h.playTurnByClicks();
        expect(el.getState().position.turn).to.equal('black');
      });
      expect(got.errors.map((e) => e.source)).to.deep.equal(['storage']);
      expect(got.errors[0].message).to.match(/cannot save .*quota/i);
      expect(got.warnings.length).to.equal(1);
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(localStorage.getItem(key)).to.equal(null);
  });

  it('storage: a storage that throws on read warns and starts a new match', async () => {
    const key = freshKey();
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function () {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    try {
      const got = await capture(async () => {
        const { el } = await board(key);
        expect(el.getState().phase).to.equal('opening');
        expect(el.roll([5, 3])).to.equal(true);
      });
      expect(got.errors.map((e) => e.source)).to.deep.equal(['storage']);
      expect(got.errors[0].message).to.match(/cannot read .*denied/);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });

  it('storage: newMatch() after a restore starts afresh and saves that; no storage-key saves nothing', async () => {
    const key = freshKey();
    const { el } = await midTurn(key);
    el.remove();
    const { el: again, h } = await board(key);
    expect(again.getState().phase).to.equal('moving');
    void h;
    again.newMatch();
    await again.updateComplete;
    expect(again.getState().phase).to.equal('opening');
    expect(JSON.parse(localStorage.getItem(key)!).state.phase).to.equal('opening');
    const before = localStorage.length;
    const plain = await fixture<TablaBoard>(html`<tabla-board game="prva" black-player="human"></tabla-board>`);
    plain.roll([5, 3]);
    await plain.updateComplete;
    expect(localStorage.length).to.equal(before);
  });

  it("storage: a bot's half-played turn is played again by the bot after a reload, from the turn's start", async () => {
    const key = freshKey();
    const { el } = await midTurn(key);
    const start = el.getState().position;
    el.remove();
    const asked: unknown[] = [];
    const spy = {
      choose: async (req: any) => {
        asked.push(req.position);
        let t = Turn.begin(req.position, req.dice);
        while (t.legalSteps().length) t = t.step(t.legalSteps()[0]);
        return { steps: t.steps.map((s) => ({ from: s.from, to: s.to, die: s.die })) };
      },
      cancel: () => {},
      dispose: () => {},
    };
    const again = await fixture<TablaBoard>(
      html`<tabla-board storage-key=${key} game="prva" seed="st" white-player="bot" black-player="human" animation="off" .bot=${spy}></tabla-board>`,
    );
    const h = new BoardHarness(again);
    await h.until(() => again.getState().position.turn === 'black', 5000, 'the bot to play');
    expect(asked).to.deep.equal([start]);
    validatePosition(again.getState().position as never);
  });
});
