/**
 * Reliability against impatient people and pages: a storm of clicks, keys and drags while the bot
 * plays and animates, a bot reply that arrives after the game was reset, a board removed while
 * the bot thinks, and 500 boards created and removed with the real bot worker started each time:
 * the game state stays valid (checked with the engine), and no worker, listener or observer is
 * left behind.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import type { BoardBot } from '../../src/board/element/board-bot.js';
import { botBusy, humanOpening, humanToAct } from '../../src/engine/live/queries.js';
import type { Live } from '../../src/engine/live/types.js';
import { uniformRandomPlay } from '../../src/engine/random-play.js';
import { seededRandom } from '../../src/engine/dice.js';
import type { Position, Step } from '../../src/engine/types.js';

/** The steps of a seeded uniformly random legal play. */
const randomSteps = (position: Position, dice: readonly number[] | null, seed: string | number): Step[] => [
  ...uniformRandomPlay(position, dice, seededRandom(seed)).steps,
];
import { matchStateFromJSON } from '../../src/engine/match-json.js';
import { currentTurn, validatePosition, type MatchState } from '../../src/engine/index.js';

const tick = (ms = 0) => new Promise<void>((r) => setTimeout(r, ms));

/** Checks the board's state with the engine: a valid match state, and a half-played turn that replays from it. */
function assertValid(el: TablaBoard): void {
  const s = matchStateFromJSON(el.getState());
  validatePosition(s.position);
  const turn = (el as any).live.play.turn as { steps: { from: number; to: number; die: number }[]; position: unknown } | null;
  if (turn) {
    expect(s.phase).to.equal('moving');
    let t = currentTurn(s);
    for (const step of turn.steps) t = t.step(step);
    expect(JSON.stringify(t.position)).to.equal(JSON.stringify(turn.position));
  }
}

/** A random-play bot answering after `ms` (and honouring cancel). */
function delayedBot(ms: number, log: string[] = []): BoardBot {
  const pending = new Set<{ t: ReturnType<typeof setTimeout>; reject: (e: Error) => void }>();
  return {
    choose: (req) =>
      new Promise((resolve, reject) => {
        const entry = {
          reject,
          t: setTimeout(() => {
            pending.delete(entry);
            log.push('answered');
            resolve({ steps: randomSteps(req.position, req.dice, req.seed).map(({ from, to, die }) => ({ from, to, die })) });
          }, ms),
        };
        pending.add(entry);
      }),
    cancel: () => {
      for (const e of pending) {
        clearTimeout(e.t);
        e.reject(new Error('cancelled'));
      }
      pending.clear();
    },
    dispose: () => {},
  };
}

/** A bot that ignores cancel and answers late anyway (a remote service that cannot be stopped). */
function stubbornBot(ms: number, log: string[]): BoardBot {
  return {
    choose: (req) =>
      new Promise((resolve) =>
        setTimeout(() => {
          log.push('late answer');
          resolve({ steps: randomSteps(req.position, req.dice, 'late').map(({ from, to, die }) => ({ from, to, die })) });
        }, ms),
      ),
    cancel: () => {},
    dispose: () => {},
  };
}

const SLOTS = [...Array.from({ length: 24 }, (_, i) => `p${i + 1}`), 'bar-white', 'bar-black', 'off-white', 'off-black'];
const KEYS = ['Enter', ' ', 'Escape', 'Backspace', 'u', 'd', 'r', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'Home', 'End'];

describe('reliability: impatient input', function () {
  this.timeout(120_000);

  it('impatient: 800 random clicks, keys, button presses and drags while the bot plays and animates leave a valid game', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board game="prva" seed="storm" match-length="7" .bot=${delayedBot(15)}></tabla-board>`);
    const root = el.shadowRoot!;
    const h = new BoardHarness(el);
    let moves = 0;
    el.addEventListener('tabla-move', () => moves++);
    let seed = 12345;
    const rnd = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8) % n;
    for (let i = 0; i < 800; i++) {
      const kind = rnd(10);
      // Half the clicks go where a person would click (a movable checker, a destination), so turns get played.
      const aimed = kind < 3 ? [...h.destinations(), ...h.movable()] : [];
      const slot = root.querySelector(`[data-slot="${aimed.length ? aimed[rnd(aimed.length)] : SLOTS[rnd(SLOTS.length)]}"]`);
      if (kind < 5 && slot) {
        slot.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      } else if (kind < 7) {
        // (Resign and the rules panel only now and then, or the storm would mostly resign.)
        const buttons = [...root.querySelectorAll('button')].filter((b) => !['rules', 'resign'].includes(b.dataset.action!) || rnd(40) === 0);
        buttons[rnd(buttons.length)]?.click();
      } else if (kind < 8 && slot) {
        slot.dispatchEvent(new KeyboardEvent('keydown', { key: KEYS[rnd(KEYS.length)], bubbles: true, composed: true }));
      } else if (slot) {
        // a drag, sometimes left unfinished (the pointer goes up elsewhere or never)
        const target = slot.querySelector('.movable-checker') ?? slot;
        const r = slot.getBoundingClientRect();
        const o = (x: number, y: number) => ({
          bubbles: true,
          composed: true,
          clientX: x,
          clientY: y,
          pointerId: 3,
          pointerType: 'mouse',
          isPrimary: true,
          button: 0,
        });
        target.dispatchEvent(new PointerEvent('pointerdown', o(r.x + r.width / 2, r.y + 5)));
        window.dispatchEvent(new PointerEvent('pointermove', o(r.x + 40, r.y + 60)));
        if (rnd(3)) window.dispatchEvent(new PointerEvent('pointerup', o(r.x + rnd(300), r.y + rnd(200))));
      }
      if (i % 5 === 0) await tick(rnd(4) * 25);
      if (i % 50 === 0) assertValid(el);
    }
    window.dispatchEvent(new PointerEvent('pointercancel', { pointerId: 3 }));
    await h.settle();
    assertValid(el);
    expect(moves, 'the game moved on during the storm').to.be.at.least(2);
    // not frozen: the bot finishes its turn and a person can act again
    const live = () => (el as any).live as Live;
    await h.until(
      () => humanToAct(live()) || humanOpening(live()) || ['game-over', 'match-over'].includes(live().state.phase),
      10_000,
      'a person to be able to act',
    );
    assertValid(el);
    el.remove();
  });

  it('impatient: a bot reply that arrives after the game was reset, replaced or resigned is ignored', async () => {
    const log: string[] = [];
    const moves: { dice: number[]; before: unknown }[] = [];
    const template = () =>
      html`<tabla-board
        position="prva start turn:b"
        dice="6,5"
        animation="off"
        .bot=${stubbornBot(120, log)}
        @tabla-move=${(e: CustomEvent) => moves.push(e.detail)}
      ></tabla-board>`;
    // reset to a fresh match while the bot thinks
    let el = await fixture<TablaBoard>(template());
    expect(botBusy((el as any).live)).to.equal(true);
    const fresh = {
      config: { tradition: 'macedonian', length: 5, game: 'prva' },
      gameNumber: 0,
      phase: 'opening',
      position: el.getState().position,
      score: { white: 0, black: 0 },
    };
    expect(el.setState({ ...fresh, position: { ...fresh.position, turn: 'white' } })).to.equal(true);
    const reset = JSON.stringify(el.getState());
    await tick(250);
    expect(log).to.deep.equal(['late answer']);
    expect(JSON.stringify(el.getState())).to.equal(reset);
    expect(moves).to.deep.equal([]);
    assertValid(el);
    el.remove();

    // resign while the bot thinks
    log.length = 0;
    el = await fixture<TablaBoard>(template());
    expect(el.resign('black')).to.equal(true);
    await el.updateComplete;
    const resigned = JSON.stringify(el.getState());
    await tick(250);
    expect(log).to.deep.equal(['late answer']);
    expect(moves).to.deep.equal([]);
    expect(JSON.stringify(el.getState())).to.equal(resigned);
    el.remove();

    // another state for the bot while it thinks: the late answer to the old one is not played on it
    log.length = 0;
    el = await fixture<TablaBoard>(template());
    const other = { ...el.getState(), dice: [4, 2] } as MatchState;
    expect(el.setState(other)).to.equal(true);
    await new BoardHarness(el).until(() => log.length === 2 && moves.length === 1, 3000, 'both answers');
    await tick(50);
    expect(moves.length).to.equal(1);
    expect(moves[0].dice).to.deep.equal([4, 2]);
    assertValid(el);
    el.remove();
  });

  it('impatient: removing the board while the bot thinks stops the worker and nothing happens afterwards', async () => {
    const Original = window.Worker;
    const live = new Set<Worker>();
    (window as any).Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        live.add(this);
      }
      override terminate() {
        live.delete(this);
        super.terminate();
      }
    };
    try {
      const events: string[] = [];
      const el = await fixture<TablaBoard>(
        html`<tabla-board position="prva start turn:b" dice="6,5" bot-level="master" animation="off" @tabla-move=${() => events.push('move')}></tabla-board>`,
      );
      await el.updateComplete;
      // The bot's turn started the worker once the bot's client (a lazy part) was there.
      await new BoardHarness(el).until(() => /^worker/.test(el.botMode), 15_000, 'the bot worker');
      expect(live.size).to.equal(1);
      el.remove();
      await tick(); // removed for good once it is not back within a task
      expect(live.size).to.equal(0);
      expect(events).to.deep.equal([]);
      expect(el.getState().position.turn).to.equal('black');
      // put back: the board starts again and the bot plays
      document.body.append(el);
      await new BoardHarness(el).until(() => events.length === 1, 15_000, 'the bot to play after re-insertion');
      assertValid(el);
      el.remove();
      await tick();
      expect(live.size).to.equal(0);
    } finally {
      window.Worker = Original;
    }
  });

  it('a board moved to another parent keeps its match: the half-played turn, no new match, no new turn event', async () => {
    const turns: string[] = [];
    const el = await fixture<TablaBoard>(
      html`<tabla-board position="prva start" dice="3,1" black-player="human" @tabla-turn=${(e: CustomEvent) => turns.push(e.detail.player)}></tabla-board>`,
    );
    expect(el.play('8/5 6/5')).to.equal(true);
    await el.updateComplete;
    const h = new BoardHarness(el);
    await h.press('roll');
    await h.click(h.movable()[0]);
    await h.click(h.destinations()[0]);
    const before = { state: JSON.stringify(el.getState()), steps: JSON.stringify((el as any).live.play.turn.steps), turns: turns.length };
    const other = document.createElement('div');
    document.body.append(other);
    other.append(el); // disconnect and connect in one go
    await tick();
    await el.updateComplete;
    expect(JSON.stringify(el.getState())).to.equal(before.state);
    expect(JSON.stringify((el as any).live.play.turn.steps)).to.equal(before.steps);
    expect(turns.length).to.equal(before.turns);
    expect(h.can('undo')).to.equal(true);
    other.remove();
  });

  it('impatient: 500 boards created and removed, each with the real bot worker started, leave no worker, listener or observer', async () => {
    const OriginalWorker = window.Worker;
    const OriginalMO = window.MutationObserver;
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    let created = 0;
    const liveWorkers = new Set<Worker>();
    const liveObservers = new Set<MutationObserver>();
    const listeners: { target: EventTarget; type: string; fn: unknown }[] = [];
    (window as any).Worker = class extends OriginalWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        created++;
        liveWorkers.add(this);
      }
      override terminate() {
        liveWorkers.delete(this);
        super.terminate();
      }
    };
    (window as any).MutationObserver = class extends OriginalMO {
      override observe(target: Node, options?: MutationObserverInit) {
        liveObservers.add(this);
        super.observe(target, options);
      }
      override disconnect() {
        liveObservers.delete(this);
        super.disconnect();
      }
    };
    EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, fn: any, opts?: any) {
      if (this === window || this === document || this === document.documentElement) listeners.push({ target: this, type, fn });
      return add.call(this, type, fn, opts);
    };
    EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, fn: any, opts?: any) {
      const i = listeners.findIndex((l) => l.target === this && l.type === type && l.fn === fn);
      if (i >= 0) listeners.splice(i, 1);
      return remove.call(this, type, fn, opts);
    };
    let pongs = 0;
    try {
      for (let i = 0; i < 500; i++) {
        const el = document.createElement('tabla-board') as TablaBoard;
        el.setAttribute('animation', 'off');
        if (i % 2) el.setAttribute('position', 'prva start turn:b'); // the bot to roll at once
        document.body.append(el);
        await el.updateComplete;
        const ping = el.pingBot().then(
          () => pongs++,
          () => {},
        );
        if (i % 50 === 0) await ping; // every 50th waits for the worker to answer; the others are removed while it starts
        // a drag left hanging when the board goes
        const slot = el.shadowRoot!.querySelector('[data-slot="p13"]');
        slot?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerId: 9, button: 0 }));
        el.remove();
      }
      await tick(50);
    } finally {
      window.Worker = OriginalWorker;
      window.MutationObserver = OriginalMO;
      EventTarget.prototype.addEventListener = add;
      EventTarget.prototype.removeEventListener = remove;
    }
    expect(created).to.equal(500);
    expect(pongs).to.be.at.least(10);
    expect(liveWorkers.size, 'workers left running').to.equal(0);
    expect(liveObservers.size, 'MutationObservers still observing').to.equal(0);
    expect(
      listeners.map((l) => l.type),
      'window/document listeners left',
    ).to.deep.equal([]);
  });
});
