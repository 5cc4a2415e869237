/**
 * The match clock against a remote player (`clock="free+reserve/max"`): when it applies, what it
 * shows, free time before reserve, the per-move maximum, pauses while a play is held or a remote
 * play is shown, `setClock` from a server, and the match lost on time. Every case where time
 * passes runs on a fake clock (@sinonjs/fake-timers: `setTimeout`, `clearTimeout` and
 * `performance.now`, which are all the board's clock uses), so every figure is exact and none
 * depends on the machine's speed.
 */
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { install, type Clock } from '@sinonjs/fake-timers';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { formatClock, parseClock } from '../../src/engine/live/clock-spec.js';

const EVENTS = ['tabla-clock', 'tabla-timeout', 'tabla-game-end', 'tabla-match-end', 'tabla-move', 'tabla-error'] as const;

/** Records the board's clock-related events, each with the (fake) time it came at. */
function record(el: Element) {
  const log: { type: string; detail: any; at: number }[] = [];
  for (const type of EVENTS) el.addEventListener(type, (e) => log.push({ type, detail: (e as CustomEvent).detail, at: performance.now() }));
  return log;
}

const types = (log: { type: string }[]) => log.map((e) => e.type);
const clockText = (el: TablaBoard, color: string) => el.shadowRoot!.querySelector(`[data-clock="${color}"]`);

describe('<tabla-board clock>', function () {
  this.timeout(60_000);

  /** Removes the boards of the test and lets them stop (one task later), on the time that runs their timers. */
  const removeBoards = async (tick: () => Promise<unknown>) => {
    fixtureCleanup();
    await tick();
  };
  const realTask = () => new Promise((r) => setTimeout(r));

  before(async () => {
    // The clock's rules are a chunk of their own, loaded on real time by the first board with a clock.
    const first = await fixture<TablaBoard>(html`<tabla-board clock="0+60" black-player="remote" position="prva start" dice="3,1"></tabla-board>`);
    expect(first.clockState, 'the clock of a board whose rules were loaded').to.not.equal(null);
    await removeBoards(realTask);
  });

  it('reads "free+reserve/max" in seconds and formats m:ss', () => {
    expect(parseClock('12+120/60')).to.deep.equal({ freeMs: 12000, reserveMs: 120000, maxMs: 60000 });
    expect(parseClock(' 0.5 + 1 ')).to.deep.equal({ freeMs: 500, reserveMs: 1000, maxMs: null });
    for (const bad of ['', '12', '12+', '+120', 'a+b', '12+120/', '12+120/0', '-1+5', '12+120/60/5']) expect(() => parseClock(bad), bad).to.throw(/bad clock/);
    expect(formatClock(120000)).to.equal('2:00');
    expect(formatClock(61001)).to.equal('1:02');
    expect(formatClock(0)).to.equal('0:00');
    expect(formatClock(-5)).to.equal('0:00');
  });

  it('a running clock is accessible (checked on real time: axe, the checker, runs on timers)', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board clock="12+120/60" black-player="remote" position="prva start" dice="3,1"></tabla-board>`);
    expect(el.clockState!.running).to.equal('white');
    await expect(el).to.be.accessible();
    await removeBoards(realTask);
  });

  describe('on a fake clock', function () {
    let clock: Clock;
    beforeEach(() => {
      // Only the timers and `performance.now` the board's clock uses: Lit's updates (microtasks) and the test runner run as usual.
      clock = install({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    });
    afterEach(async () => {
      await removeBoards(() => clock.tickAsync(0));
      clock.uninstall();
    });

    /** Lets the board render what the last change did (its timers that are due run). */
    const rendered = async (el: TablaBoard) => {
      await el.updateComplete;
      await clock.tickAsync(0);
      await el.updateComplete;
    };

    it('applies only between a person and a remote player; a malformed value is reported and gives no clock', async () => {
      const bot = await fixture<TablaBoard>(html`<tabla-board clock="12+120" position="prva start" dice="3,1"></tabla-board>`);
      expect(bot.clockState).to.equal(null);
      expect(clockText(bot, 'white')).to.equal(null);
      const seat = await fixture<TablaBoard>(html`<tabla-board clock="12+120" black-player="human" position="prva start" dice="3,1"></tabla-board>`);
      expect(seat.clockState).to.equal(null);
      const remote = await fixture<TablaBoard>(html`<tabla-board clock="12+120/60" black-player="remote" position="prva start" dice="3,1"></tabla-board>`);
      expect(remote.clockState).to.deep.equal({ white: { reserveMs: 120000, moveMs: 0 }, black: { reserveMs: 120000, moveMs: 0 }, running: 'white' });
      const w = clockText(remote, 'white')!;
      expect(w.getAttribute('role')).to.equal('timer');
      expect(w.getAttribute('aria-label')).to.equal("White's clock: 2:00 left in reserve, 0:12 free time left for this move");
      expect(w.getAttribute('part')).to.equal('clock clock-white clock-running');
      expect(clockText(remote, 'black')!.textContent!.trim()).to.equal('Black 2:00');
      expect(clockText(remote, 'black')!.getAttribute('aria-label')).to.equal("Black's clock: 2:00 left in reserve");
      await clock.tickAsync(3_005); // the shown seconds change 5 ms after each whole second
      await remote.updateComplete;
      expect(w.getAttribute('aria-label'), 'counts down from 12 s').to.equal("White's clock: 2:00 left in reserve, 0:09 free time left for this move");
      // A bad value: reported, no clock.
      const log = record(remote);
      remote.setAttribute('clock', '12+two');
      await remote.updateComplete;
      expect(log.find((e) => e.type === 'tabla-error')!.detail).to.include({ source: 'clock', value: '12+two' });
      expect(log.find((e) => e.type === 'tabla-error')!.detail.message).to.contain('bad clock "12+two"');
      expect(remote.clockState).to.equal(null);
      expect(log.find((e) => e.type === 'tabla-clock')!.detail.running, 'the clock that ran was stopped').to.equal(null);
      expect(clockText(remote, 'white')).to.equal(null);
    });

    it('the display counts down while the clock runs', async () => {
      const el = await fixture<TablaBoard>(html`<tabla-board clock="3+60" black-player="remote" position="prva start" dice="3,1"></tabla-board>`);
      const free = () => clockText(el, 'white')!.querySelector('.clock-free')?.textContent?.trim();
      expect(free()).to.equal('0:03');
      await clock.tickAsync(1_005); // the shown seconds change 5 ms after each whole second
      await el.updateComplete;
      expect(free()).to.equal('0:02');
      await clock.tickAsync(1_000);
      await el.updateComplete;
      expect(free()).to.equal('0:01');
      expect(clockText(el, 'white')!.textContent!.trim()).to.equal('White 0:01 1:00');
      expect(el.clockState!.white).to.deep.equal({ reserveMs: 60000, moveMs: 2005 });
    });

    it('does not run during the opening roll; the roller’s clock runs from the start of the turn', async () => {
      const el = await fixture<TablaBoard>(html`<tabla-board clock="5+10" black-player="remote" animation="off"></tabla-board>`);
      expect(el.clockState!.running).to.equal(null);
      await clock.tickAsync(1_000);
      expect(el.clockState!.white, 'no time is used during the opening roll').to.deep.equal({ reserveMs: 10000, moveMs: 0 });
      const log = record(el);
      el.roll([2, 6]); // black (remote) starts: its clock runs while it rolls
      expect(types(log)).to.deep.equal(['tabla-clock']);
      expect(log[0].detail.running).to.equal('black');
      await clock.tickAsync(500);
      expect(el.clockState!.black).to.deep.equal({ reserveMs: 10000, moveMs: 500 });
    });

    it('uses the free time first: a quick move leaves the reserve untouched, and the other clock starts; a slow one pays the rest from the reserve', async () => {
      const el = await fixture<TablaBoard>(
        html`<tabla-board clock="5+60" black-player="remote" position="prva start" dice="3,1" animation="off"></tabla-board>`,
      );
      const log = record(el);
      await clock.tickAsync(4_999);
      expect(el.play('8/5 6/5')).to.equal(true);
      const clocks = log.filter((e) => e.type === 'tabla-clock');
      expect(clocks).to.have.length(1);
      expect(clocks[0].detail.running).to.equal('black');
      expect(clocks[0].detail.white).to.deep.equal({ reserveMs: 60000, moveMs: 0 });
      expect(types(log)).to.deep.equal(['tabla-move', 'tabla-clock']);
      // Black (remote) plays; white's next move takes 7 s: 5 s free, 2 s from the reserve.
      expect(el.roll([6, 5])).to.equal(true);
      expect(el.playRemote('24/18 13/8')).to.equal(true);
      expect(el.roll([3, 1])).to.equal(true);
      await clock.tickAsync(7_000);
      expect(el.clockState!.white).to.deep.equal({ reserveMs: 58000, moveMs: 7000 });
      expect(el.play('8/5 6/5')).to.equal(true);
      expect(el.clockState!.white).to.deep.equal({ reserveMs: 58000, moveMs: 0 });
    });

    it('loses the match on time when the reserve runs out ("0+1")', async () => {
      const el = await fixture<TablaBoard>(
        html`<tabla-board clock="0+1" black-player="remote" position="prva start" dice="3,1" match-length="5"></tabla-board>`,
      );
      const h = new BoardHarness(el);
      const log = record(el);
      expect(el.clockState!.running).to.equal('white');
      await clock.tickAsync(1_000);
      expect(el.clockState!.white.reserveMs).to.equal(0);
      expect(log, 'not before the second is up').to.deep.equal([]);
      await clock.tickAsync(1); // the clock's timer checks one millisecond after the time is up
      expect(types(log)).to.deep.equal(['tabla-clock', 'tabla-timeout', 'tabla-game-end', 'tabla-match-end']);
      expect(log.map((e) => e.at)).to.deep.equal([1001, 1001, 1001, 1001]);
      expect(log[0].detail).to.deep.include({ running: null });
      expect(log[0].detail.white.reserveMs).to.equal(0);
      expect(log[1].detail).to.deep.equal({ player: 'white' });
      expect(log[2].detail).to.include({ winner: 'black', points: 5, kind: 'timeout' });
      expect(log[3].detail).to.deep.equal({ winner: 'black', score: { white: 0, black: 5 }, length: 5 });
      await rendered(el);
      expect(h.announcement()).to.equal('White ran out of time. Black wins the match 0–5');
      expect(h.turnLine()).to.contain('Black wins 5 (on time)');
      expect(el.getState().phase).to.equal('match-over');
      expect(el.getState().lastResult).to.deep.equal({ winner: 'black', points: 5, kind: 'timeout' });
      expect(h.movable()).to.deep.equal([]);
    });

    it('loses on time at the per-move maximum even with reserve left ("0+60/0.4")', async () => {
      const el = await fixture<TablaBoard>(
        html`<tabla-board clock="0+60/0.4" white-player="remote" black-player="human" position="prva start turn:b" dice="3,1"></tabla-board>`,
      );
      const log = record(el);
      await clock.tickAsync(400);
      expect(el.clockState!.black).to.deep.equal({ reserveMs: 59600, moveMs: 400 });
      expect(types(log), 'not before the move’s 0.4 s are up').to.deep.equal([]);
      await clock.tickAsync(1);
      expect(log.find((e) => e.type === 'tabla-timeout')!.detail).to.deep.equal({ player: 'black' });
      const stop = log.find((e) => e.type === 'tabla-clock')!.detail;
      expect(stop.running).to.equal(null);
      expect(stop.black.reserveMs, 'the move is charged its 0.4 s, no more, though the check came 1 ms past the limit').to.equal(59600);
      expect(el.getState().winner).to.equal('white');
    });

    it('setClock syncs the reserves from a server; bad values and boards without a clock are refused', async () => {
      const el = await fixture<TablaBoard>(html`<tabla-board clock="0+60" black-player="remote" position="prva start" dice="3,1"></tabla-board>`);
      const log = record(el);
      expect(el.setClock({ black: 5000 })).to.equal(true);
      expect(log[0].type).to.equal('tabla-clock');
      expect(log[0].detail.black).to.deep.equal({ reserveMs: 5000, moveMs: 0 });
      expect(el.clockState!.black.reserveMs).to.equal(5000);
      for (const bad of [{ white: -1 }, { black: Number.NaN }, { white: '10' }, null]) {
        log.length = 0;
        expect(el.setClock(bad as never)).to.equal(false);
        expect(log[0].type).to.equal('tabla-error');
        expect(log[0].detail.source).to.equal('setClock');
      }
      log.length = 0;
      await clock.tickAsync(100); // white's move has used 100 ms of its reserve
      expect(el.setClock({ white: 300 })).to.equal(true);
      expect(el.clockState!.white).to.deep.equal({ reserveMs: 300, moveMs: 100 });
      await clock.tickAsync(300);
      expect(types(log), 'the synced reserve lasts its 300 ms').to.deep.equal(['tabla-clock']);
      await clock.tickAsync(1);
      expect(log.find((e) => e.type === 'tabla-timeout')!.detail.player).to.equal('white');
      expect(log.find((e) => e.type === 'tabla-timeout')!.at).to.equal(401);
      const plain = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="3,1"></tabla-board>`);
      const l2 = record(plain);
      expect(plain.setClock({ white: 1000 })).to.equal(false);
      expect(l2[0].detail.message).to.contain('no clock');
    });

    it('stops while a play is held, resumes the same move after a refusal, and stops while a remote play is shown', async () => {
      const el = await fixture<TablaBoard>(html`<tabla-board clock="10+60" black-player="remote" position="prva start" dice="3,1"></tabla-board>`);
      const log = record(el);
      await clock.tickAsync(60);
      el.addEventListener('tabla-before-move', () => el.holdMove(), { once: true });
      expect(el.play('8/5 6/5')).to.equal(true);
      expect(el.pendingMove).to.not.equal(null);
      expect(el.clockState!.running).to.equal(null);
      expect(el.clockState!.white.moveMs).to.equal(60);
      await clock.tickAsync(60);
      expect(el.clockState!.white.moveMs, 'frozen while held').to.equal(60);
      expect(el.refuseMove('no')).to.equal(true);
      expect(el.clockState!.running).to.equal('white');
      expect(el.clockState!.white.moveMs, 'the same move goes on').to.equal(60);
      await clock.tickAsync(40);
      expect(el.clockState!.white.moveMs).to.equal(100);
      expect(types(log)).to.deep.equal(['tabla-clock', 'tabla-clock']);
      expect(el.play('8/5 6/5')).to.equal(true);
      expect(el.clockState!.running).to.equal('black');
      expect(el.clockState!.white).to.deep.equal({ reserveMs: 60000, moveMs: 0 });
      expect(el.roll([6, 5])).to.equal(true);
      await clock.tickAsync(200);
      expect(el.playRemote('24/18 13/8')).to.equal(true);
      expect(el.clockState!.running, 'the remote player has played').to.equal(null);
      expect(el.clockState!.black.moveMs).to.equal(200);
      // The remote play is shown step by step, 350 ms a step (animation on): its two steps take 700 ms.
      await clock.tickAsync(699);
      expect(el.getState().position.turn, 'still showing').to.equal('black');
      expect(el.clockState!.running).to.equal(null);
      expect(el.clockState!.black.moveMs, 'stopped while shown').to.equal(200);
      await clock.tickAsync(1);
      expect(el.getState().position.turn).to.equal('white');
      expect(el.clockState!.running).to.equal('white');
      expect(el.clockState!.black).to.deep.equal({ reserveMs: 60000, moveMs: 0 });
    });

    it('timeOut(color) ends the match on a server’s word; not after the match is over', async () => {
      const el = await fixture<TablaBoard>(
        html`<tabla-board clock="12+120" black-player="remote" position="prva start" dice="3,1" match-length="3"></tabla-board>`,
      );
      const log = record(el);
      expect(el.timeOut('black')).to.equal(true);
      expect(types(log)).to.deep.equal(['tabla-clock', 'tabla-timeout', 'tabla-game-end', 'tabla-match-end']);
      expect(log[3].detail).to.deep.equal({ winner: 'white', score: { white: 3, black: 0 }, length: 3 });
      log.length = 0;
      expect(el.timeOut('white')).to.equal(false);
      expect(log[0].detail).to.include({ source: 'timeOut' });
      expect(log[0].detail.message).to.contain('match-over');
    });
  });
});
