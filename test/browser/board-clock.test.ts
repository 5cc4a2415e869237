/**
 * The match clock against a remote player (`clock="free+reserve/max"`): when it applies, what it
 * shows, free time before reserve, the per-move maximum, pauses while a play is held or a remote
 * play is shown, `setClock` from a server, and the match lost on time. Real time with clocks of
 * a second or less: every wait is for an event, with a generous limit.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { formatClock, parseClock } from '../../src/engine/live/clock-spec.js';

const EVENTS = ['tabla-clock', 'tabla-timeout', 'tabla-game-end', 'tabla-match-end', 'tabla-move', 'tabla-error'] as const;

function record(el: Element) {
  const log: { type: string; detail: any; at: number }[] = [];
  for (const type of EVENTS) el.addEventListener(type, (e) => log.push({ type, detail: (e as CustomEvent).detail, at: performance.now() }));
  return log;
}

const types = (log: { type: string }[]) => log.map((e) => e.type);
const clockText = (el: TablaBoard, color: string) => el.shadowRoot!.querySelector(`[data-clock="${color}"]`);

describe('<tabla-board clock>', function () {
  this.timeout(60_000);

  it('reads "free+reserve/max" in seconds and formats m:ss', () => {
    expect(parseClock('12+120/60')).to.deep.equal({ freeMs: 12000, reserveMs: 120000, maxMs: 60000 });
    expect(parseClock(' 0.5 + 1 ')).to.deep.equal({ freeMs: 500, reserveMs: 1000, maxMs: null });
    for (const bad of ['', '12', '12+', '+120', 'a+b', '12+120/', '12+120/0', '-1+5', '12+120/60/5']) expect(() => parseClock(bad), bad).to.throw(/bad clock/);
    expect(formatClock(120000)).to.equal('2:00');
    expect(formatClock(61001)).to.equal('1:02');
    expect(formatClock(0)).to.equal('0:00');
    expect(formatClock(-5)).to.equal('0:00');
  });

  it('applies only between a person and a remote player; a malformed value is reported and gives no clock', async () => {
    const bot = await fixture<TablaBoard>(html`<tabla-board clock="12+120" position="prva start" dice="3,1"></tabla-board>`);
    expect(bot.clockState).to.equal(null);
    expect(clockText(bot, 'white')).to.equal(null);
    const seat = await fixture<TablaBoard>(html`<tabla-board clock="12+120" black-player="human" position="prva start" dice="3,1"></tabla-board>`);
    expect(seat.clockState).to.equal(null);
    const remote = await fixture<TablaBoard>(html`<tabla-board clock="12+120/60" black-player="remote" position="prva start" dice="3,1"></tabla-board>`);
    const state = remote.clockState!;
    expect(state.running).to.equal('white');
    expect(state.black).to.deep.equal({ reserveMs: 120000, moveMs: 0 });
    expect(state.white.reserveMs).to.equal(120000);
    const w = clockText(remote, 'white')!;
    expect(w.getAttribute('role')).to.equal('timer');
    const label = /^White's clock: 2:00 left in reserve, 0:(\d\d) free time left for this move$/.exec(w.getAttribute('aria-label')!);
    expect(label, w.getAttribute('aria-label')!).to.not.equal(null);
    expect(Number(label![1])).to.be.within(1, 12); // counts down from 12 s
    expect(w.getAttribute('part')).to.equal('clock clock-white clock-running');
    expect(clockText(remote, 'black')!.textContent!.trim()).to.equal('Black 2:00');
    expect(clockText(remote, 'black')!.getAttribute('aria-label')).to.equal("Black's clock: 2:00 left in reserve");
    await expect(remote).to.be.accessible();
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
    const h = new BoardHarness(el);
    const free = () => clockText(el, 'white')!.querySelector('.clock-free')?.textContent?.trim();
    expect(free()).to.be.oneOf(['0:03', '0:02']);
    await h.until(() => free() === '0:01', 4000, 'the free time shown to count down');
    expect(clockText(el, 'white')!.textContent!.trim()).to.equal('White 0:01 1:00');
  });

  it('does not run during the opening roll; the roller’s clock runs from the start of the turn', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board clock="5+10" black-player="remote" animation="off"></tabla-board>`);
    expect(el.clockState!.running).to.equal(null);
    const log = record(el);
    el.roll([2, 6]); // black (remote) starts: its clock runs while it rolls
    expect(types(log)).to.deep.equal(['tabla-clock']);
    expect(log[0].detail.running).to.equal('black');
  });

  it('uses the free time first: a quick move leaves the reserve untouched, and the other clock starts', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board clock="5+60" black-player="remote" position="prva start" dice="3,1" animation="off"></tabla-board>`);
    const log = record(el);
    expect(el.play('8/5 6/5')).to.equal(true);
    const clocks = log.filter((e) => e.type === 'tabla-clock');
    expect(clocks).to.have.length(1);
    expect(clocks[0].detail.running).to.equal('black');
    expect(clocks[0].detail.white).to.deep.equal({ reserveMs: 60000, moveMs: 0 });
    expect(types(log)).to.deep.equal(['tabla-move', 'tabla-clock']);
  });

  it('loses the match on time when the reserve runs out ("0+1")', async () => {
    const start = performance.now(); // the clock starts after this, while the board starts
    const el = await fixture<TablaBoard>(html`<tabla-board clock="0+1" black-player="remote" position="prva start" dice="3,1" match-length="5"></tabla-board>`);
    const h = new BoardHarness(el);
    const log = record(el);
    expect(el.clockState!.running).to.equal('white');
    await h.until(() => types(log).includes('tabla-match-end'), 5000, 'the time to run out');
    expect(log[0].at - start, 'not before the second is up').to.be.at.least(1000);
    expect(types(log)).to.deep.equal(['tabla-clock', 'tabla-timeout', 'tabla-game-end', 'tabla-match-end']);
    expect(log[0].detail).to.deep.include({ running: null });
    expect(log[0].detail.white.reserveMs).to.equal(0);
    expect(log[1].detail).to.deep.equal({ player: 'white' });
    expect(log[2].detail).to.include({ winner: 'black', points: 5, kind: 'timeout' });
    expect(log[3].detail).to.deep.equal({ winner: 'black', score: { white: 0, black: 5 }, length: 5 });
    await h.settle();
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
    const h = new BoardHarness(el);
    const log = record(el);
    await h.until(() => types(log).includes('tabla-timeout'), 5000, 'the move limit');
    expect(log.find((e) => e.type === 'tabla-timeout')!.detail).to.deep.equal({ player: 'black' });
    const stop = log.find((e) => e.type === 'tabla-clock')!.detail;
    expect(stop.black.reserveMs).to.be.within(59000, 59700);
    expect(el.getState().winner).to.equal('white');
  });

  it('setClock syncs the reserves from a server; bad values and boards without a clock are refused', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board clock="0+60" black-player="remote" position="prva start" dice="3,1"></tabla-board>`);
    const h = new BoardHarness(el);
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
    const start = performance.now();
    expect(el.setClock({ white: 300 })).to.equal(true);
    await h.until(() => types(log).includes('tabla-timeout'), 5000, 'the synced reserve to run out');
    expect(performance.now() - start).to.be.within(250, 3000);
    expect(log.find((e) => e.type === 'tabla-timeout')!.detail.player).to.equal('white');
    const plain = await fixture<TablaBoard>(html`<tabla-board position="prva start" dice="3,1"></tabla-board>`);
    const l2 = record(plain);
    expect(plain.setClock({ white: 1000 })).to.equal(false);
    expect(l2[0].detail.message).to.contain('no clock');
  });

  it('stops while a play is held, resumes the same move after a refusal, and stops while a remote play is shown', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board clock="10+60" black-player="remote" position="prva start" dice="3,1"></tabla-board>`);
    const h = new BoardHarness(el);
    const log = record(el);
    await new Promise((r) => setTimeout(r, 60));
    el.addEventListener('tabla-before-move', () => el.holdMove(), { once: true });
    expect(el.play('8/5 6/5')).to.equal(true);
    expect(el.pendingMove).to.not.equal(null);
    const paused = el.clockState!;
    expect(paused.running).to.equal(null);
    expect(paused.white.moveMs).to.be.at.least(50);
    await new Promise((r) => setTimeout(r, 60));
    expect(el.clockState!.white.moveMs, 'frozen while held').to.equal(paused.white.moveMs);
    expect(el.refuseMove('no')).to.equal(true);
    expect(el.clockState!.running).to.equal('white');
    expect(el.clockState!.white.moveMs, 'the same move goes on').to.be.at.least(paused.white.moveMs);
    expect(types(log)).to.deep.equal(['tabla-clock', 'tabla-clock']);
    expect(el.play('8/5 6/5')).to.equal(true);
    expect(el.clockState!.running).to.equal('black');
    expect(el.clockState!.white).to.deep.equal({ reserveMs: 60000, moveMs: 0 });
    expect(el.roll([6, 5])).to.equal(true);
    expect(el.playRemote('24/18 13/8')).to.equal(true);
    expect(el.clockState!.running, 'the remote player has played').to.equal(null);
    await h.until(() => el.getState().position.turn === 'white', 5000, 'the remote play');
    expect(el.clockState!.running).to.equal('white');
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
