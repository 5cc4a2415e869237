/**
 * Reliability, element side: every bad attribute, property and call gets a `tabla-error` naming
 * the problem (or a false return with one), and the game is exactly as it was: the match state
 * and the steps of the half-played turn. Each test is a row of docs/reliability.md.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import type { TablaErrorDetail } from '../../src/engine/live/events.js';

const stepsOf = (el: TablaBoard) => ((el as any).live.play.turn?.steps ?? []).map((s: any) => `${s.from}/${s.to}`);
const snapshot = (el: TablaBoard) => JSON.stringify({ state: el.getState(), steps: stepsOf(el) });

/** Runs `fn` on a board; expects exactly one tabla-error from `source` matching `re`, and the game unchanged. */
async function refused(el: TablaBoard, fn: () => unknown, source: string, re: RegExp): Promise<TablaErrorDetail> {
  const before = snapshot(el);
  const errors: TablaErrorDetail[] = [];
  const on = (e: Event) => errors.push((e as CustomEvent<TablaErrorDetail>).detail);
  el.addEventListener('tabla-error', on);
  try {
    const r = fn();
    if (r !== undefined) expect(r, 'the call reports failure').to.equal(false);
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 0));
    await el.updateComplete;
  } finally {
    el.removeEventListener('tabla-error', on);
  }
  expect(errors.length, JSON.stringify(errors)).to.equal(1);
  expect(errors[0].source).to.equal(source);
  expect(errors[0].message).to.match(re);
  expect(errors[0].message.length).to.be.below(400);
  expect((errors[0].value ?? '').length).to.be.at.most(200);
  expect(snapshot(el)).to.equal(before);
  return errors[0];
}

/** Errors fired while a board is created from a template. */
async function created(template: ReturnType<typeof html>) {
  const errors: TablaErrorDetail[] = [];
  const on = (e: Event) => errors.push((e as CustomEvent<TablaErrorDetail>).detail);
  document.addEventListener('tabla-error', on);
  try {
    const el = await fixture<TablaBoard>(template);
    await el.updateComplete;
    return { el, errors };
  } finally {
    document.removeEventListener('tabla-error', on);
  }
}

/** A person-vs-person Prva board in the middle of white's turn (one step of 6-5 played). */
async function midTurn() {
  const el = await fixture<TablaBoard>(html`<tabla-board game="prva" seed="in" black-player="human" animation="off"></tabla-board>`);
  const h = new BoardHarness(el);
  el.roll([5, 3]);
  await h.settle();
  el.roll([6, 5]);
  await h.settle();
  await h.click('p13');
  await h.click('p7');
  expect(stepsOf(el)).to.deep.equal(['13/7']);
  return { el, h };
}

describe('reliability: bad input to <tabla-board>', function () {
  this.timeout(60_000);

  it('R-attr-start: unknown or malformed attributes at creation fall back to the documented default, naming the value', async () => {
    const cases: [ReturnType<typeof html>, string, RegExp, keyof TablaBoard, unknown][] = [
      [
        html`<tabla-board tradition="klingon"></tabla-board>`,
        'tradition',
        /unknown tradition "klingon" \(expected macedonian, bulgarian, greek, turkish, romanian, international\); using "macedonian"/,
        'tradition',
        'macedonian',
      ],
      [html`<tabla-board game="chess"></tabla-board>`, 'game', /unknown game "chess"/, 'game', ''],
      [
        html`<tabla-board match-length="abc"></tabla-board>`,
        'match-length',
        /unknown match-length null|unknown match-length NaN|unknown match-length/,
        'matchLength',
        5,
      ],
      [html`<tabla-board match-length="0"></tabla-board>`, 'match-length', /unknown match-length 0/, 'matchLength', 5],
      [html`<tabla-board match-length="2.5"></tabla-board>`, 'match-length', /unknown match-length 2.5/, 'matchLength', 5],
      [html`<tabla-board white-player="robot"></tabla-board>`, 'white-player', /unknown white-player "robot"/, 'whitePlayer', 'human'],
      [html`<tabla-board black-player=""></tabla-board>`, 'black-player', /unknown black-player ""/, 'blackPlayer', 'bot'],
      [html`<tabla-board bot-level="god"></tabla-board>`, 'bot-level', /unknown bot-level "god"/, 'botLevel', 'medium'],
      [html`<tabla-board orientation="diagonal"></tabla-board>`, 'orientation', /unknown orientation "diagonal"/, 'orientation', 'bottom-right'],
      [html`<tabla-board lang="xx-YY"></tabla-board>`, 'lang', /unsupported language "xx-YY"/, 'lang', 'xx-YY'],
      [html`<tabla-board dice="0,9"></tabla-board>`, 'dice', /bad dice "0,9" \(expected two numbers 1–6/, 'dice', '0,9'],
      [html`<tabla-board dice="3"></tabla-board>`, 'dice', /bad dice "3"/, 'dice', '3'],
      [
        html`<tabla-board position="garbage here"></tabla-board>`,
        'position',
        /unknown part "garbage".*; showing the starting position/,
        'position',
        'garbage here',
      ],
      [html`<tabla-board position="prva w:24x14,6x2 b:24x15"></tabla-board>`, 'position', /white has 16 checkers/, 'position', 'prva w:24x14,6x2 b:24x15'],
      [html`<tabla-board position='{"game":"prva"'></tabla-board>`, 'position', /not valid JSON/, 'position', '{"game":"prva"'],
      [html`<tabla-board position="4HPwATDgc/ABM!"></tabla-board>`, 'position', /neither JSON, compact notation/, 'position', '4HPwATDgc/ABM!'],
      [
        html`<tabla-board position="vtora w:24x10,18x5 b:24x12,13x3 turn:b carry:5,5 rolls:4/3" dice="3,1"></tabla-board>`,
        'dice',
        /carried numbers 5,5 must be played before rolling/,
        'dice',
        '3,1',
      ],
    ];
    for (const [template, source, re, prop, now] of cases) {
      const { el, errors } = await created(template);
      expect(
        errors.map((e) => e.source),
        String(template.strings),
      ).to.include(source);
      expect(errors.find((e) => e.source === source)!.message).to.match(re);
      expect(el[prop]).to.equal(now);
      // a working board
      expect(['opening', 'rolling', 'moving']).to.include(el.getState().phase);
      el.remove();
    }
  });

  it('R-attr-change: a bad attribute change mid-game is reported and the game goes on unchanged', async () => {
    const { el } = await midTurn();
    const set = (name: string, value: string) => () => void el.setAttribute(name, value);
    await refused(el, set('tradition', 'klingon'), 'tradition', /unknown tradition "klingon".*using "macedonian"/);
    expect(el.getAttribute('tradition')).to.equal('macedonian');
    await refused(el, set('game', 'chess'), 'game', /unknown game "chess".*using "prva"/);
    expect(el.game).to.equal('prva');
    await refused(el, set('match-length', '-3'), 'match-length', /unknown match-length -3.*using 5/);
    await refused(el, set('match-length', 'abc'), 'match-length', /using 5/);
    await refused(el, set('black-player', 'robot'), 'black-player', /using "human"/);
    expect(el.blackPlayer).to.equal('human');
    await refused(el, set('bot-level', 'god'), 'bot-level', /using "medium"/);
    await refused(el, set('orientation', 'sideways'), 'orientation', /using "bottom-right"/);
    await refused(el, set('lang', 'klingon'), 'lang', /unsupported language "klingon"/);
    await refused(el, set('position', 'prva w:24x2,13x5,8x3,6x5 b:24x2,13x5,8x3,19x5'), 'position', /both colours without a pin; the game goes on unchanged/);
    await refused(el, set('dice', '0,9'), 'dice', /bad dice "0,9".*the game goes on unchanged/);
    await refused(el, set('dice', '7,1'), 'dice', /bad dice "7,1"/);
    // and the game is playable
    const h = new BoardHarness(el);
    await h.playTurnByClicks();
    expect(el.getState().position.turn).to.equal('black');
  });

  it('R-attr-restart: a bad position set together with a restarting setting (cube-rules) gets one truthful tabla-error, and the match restarts', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board game="backgammon" seed="in" black-player="human" animation="off"></tabla-board>`);
    el.roll([5, 3]);
    await el.updateComplete;
    expect(el.getState().phase).to.equal('moving');
    const errors: TablaErrorDetail[] = [];
    const on = (e: Event) => errors.push((e as CustomEvent<TablaErrorDetail>).detail);
    el.addEventListener('tabla-error', on);
    try {
      el.position = 'garbage here';
      el.cubeRules = 'holland';
      await el.updateComplete;
      await new Promise((r) => setTimeout(r, 0));
      await el.updateComplete;
    } finally {
      el.removeEventListener('tabla-error', on);
    }
    expect(errors.length, JSON.stringify(errors)).to.equal(1);
    expect(errors[0].source).to.equal('position');
    expect(errors[0].message).to.match(/unknown part "garbage".*; showing the starting position/);
    // the match did restart, with the Holland rule on
    expect(el.getState().phase).to.equal('opening');
    expect(el.getState().config.cubeRules?.holland).to.equal(true);
  });

  it('R-api-dice: roll() with dice out of range or malformed is refused', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board game="prva" black-player="human"></tabla-board>`);
    await refused(el, () => el.roll([7, 1]), 'roll', /bad dice \[7,1\]/);
    await refused(el, () => el.roll([0, 9] as never), 'roll', /bad dice \[0,9\]/);
    expect(el.roll([5, 3])).to.equal(true);
    await el.updateComplete;
    await refused(el, () => el.roll([7, 1]), 'roll', /bad dice \[7,1\]/);
    await refused(el, () => el.roll([3]), 'roll', /bad dice\b.*\[3\]/);
    await refused(el, () => el.roll(['3', '1'] as never), 'roll', /bad dice \["3","1"\]/);
    await refused(el, () => el.roll([2.5, 1]), 'roll', /2.5/);
  });

  it('R-api-play: illegal, incomplete, garbage, out-of-turn and duplicated plays are refused', async () => {
    const { el } = await midTurn();
    await refused(el, () => el.play('garbage'), 'play', /garbage|move|notation|play/i);
    await refused(el, () => el.play('24/1'), 'play', /illegal|not legal|cannot/i);
    await refused(el, () => el.play([{ from: 13, to: 7, die: 6 }]), 'play', /not complete/);
    await refused(
      el,
      () =>
        el.play([
          { from: 24, to: 18 },
          { from: 24, to: 18 },
          { from: 24, to: 18 },
        ]),
      'play',
      /illegal step 24\/18/,
    );
    await refused(el, () => el.play([null] as never), 'play', /malformed step 1: null/);
    await refused(el, () => el.play(null as never), 'play', /./);
    await refused(el, () => el.play('x'.repeat(10_000_000)), 'play', /move text too long \(10000000 characters, at most 1000\)/);
    await refused(el, () => el.playRemote('13/7 13/8'), 'playRemote', /the player to move \(white\) is not remote/);
    // the right play works once; the same play again is out of turn
    expect(el.play('13/7 13/8')).to.equal(true);
    await el.updateComplete;
    await refused(el, () => el.play('13/7 13/8'), 'play', /cannot play in phase rolling/);
  });

  it("R-api-turn: play() on the bot's turn and playRemote() garbage on a remote turn are refused", async () => {
    const never = { choose: () => new Promise<never>(() => {}), cancel() {}, dispose() {} };
    const el = await fixture<TablaBoard>(html`<tabla-board position="prva start turn:b" dice="6,5" animation="off" .bot=${never}></tabla-board>`);
    await refused(el, () => el.play('13/7 13/8'), 'play', /it is the bot's turn/);
    await refused(el, () => el.roll(), 'roll', /cannot roll in phase moving/);
    const remote = await fixture<TablaBoard>(html`<tabla-board position="prva start turn:b" dice="6,5" black-player="remote"></tabla-board>`);
    await refused(remote, () => remote.playRemote('24/1'), 'playRemote', /illegal|cannot|not/i);
    await refused(remote, () => remote.playRemote('wat'), 'playRemote', /./);
    await refused(remote, () => remote.undo(), 'undo', /black is played by a remote player/);
  });

  it('R-api-state: setState() with garbage, impossible or oversized states is refused', async () => {
    const { el } = await midTurn();
    const good = el.getState() as unknown as Record<string, unknown>;
    await refused(el, () => el.setState('{'), 'setState', /not valid JSON/);
    await refused(el, () => el.setState(null), 'setState', /must be an object/);
    await refused(el, () => el.setState(42), 'setState', /must be an object/);
    await refused(el, () => el.setState({ ...good, phase: 'dancing' }), 'setState', /"phase" must be one of/);
    await refused(el, () => el.setState({ ...good, dice: [7, 1] }), 'setState', /"dice" must be null or two dice/);
    const pos = good.position as { white: { bar: number } };
    await refused(el, () => el.setState({ ...good, position: { ...pos, white: { ...pos.white, bar: 1 } } }), 'setState', /white has 16 checkers/);
    await refused(el, () => el.setState(`{"x":"${'y'.repeat(10_000_000)}"}`), 'setState', /"config" must be an object/);
  });

  it('R-api-phase: calls in the wrong phase are refused (roll while moving, nextGame mid-game, confirm incomplete, undo with nothing, resign after the match)', async () => {
    const { el } = await midTurn();
    await refused(el, () => el.roll(), 'roll', /cannot roll in phase moving/);
    await refused(el, () => el.roll([3, 1]), 'roll', /cannot roll in phase moving/);
    await refused(el, () => el.nextGame(), 'nextGame', /not allowed in phase moving \(expected game-over\)/);
    await refused(el, () => el.confirm(), 'confirm', /the play is not complete: 1 step\(s\) played/);
    expect(el.undo()).to.equal(true);
    await el.updateComplete;
    await refused(el, () => el.undo(), 'undo', /nothing to undo/);
    const one = await fixture<TablaBoard>(html`<tabla-board game="prva" match-length="1" black-player="human"></tabla-board>`);
    await refused(one, () => one.undo(), 'undo', /no turn is being played \(phase opening\)/);
    await refused(one, () => one.confirm(), 'confirm', /phase opening/);
    expect(one.roll([5, 3])).to.equal(true);
    expect(one.resign('white')).to.equal(true);
    await one.updateComplete;
    expect(one.getState().phase).to.equal('match-over');
    await refused(one, () => one.resign('black'), 'resign', /not allowed in phase match-over/);
    await refused(one, () => one.nextGame(), 'nextGame', /not allowed in phase match-over/);
    await refused(one, () => one.roll(), 'roll', /cannot roll in phase match-over/);
    await refused(one, () => one.play('13/7 13/8'), 'play', /cannot play in phase match-over/);
  });

  it('R-oversized: a 10 MB position attribute or a huge replay script gets a short error', async () => {
    const big = `prva ${'w:24x2,'.repeat(1_500_000)}`;
    const { el, errors } = await created(html`<tabla-board position=${big}></tabla-board>`);
    expect(errors.map((e) => e.source)).to.deep.equal(['position']);
    expect(errors[0].message).to.match(/position text too long \(10500005 characters, at most 10000\)/);
    expect(errors[0].value!.length).to.equal(200);
    expect(el.getState().phase).to.equal('opening');
    const { el: mid } = await midTurn();
    await refused(mid, () => void (mid.position = big), 'position', /too long.*the game goes on unchanged/);
    await refused(mid, () => void (mid.tradition = 'x'.repeat(10_000_000) as never), 'tradition', /unknown tradition "x{10,}…"/);
    const steps = Array.from({ length: 100_000 }, () => ({ dice: [3, 1], play: '8/5 6/5' }));
    const r = await created(html`<tabla-board .replay=${{ position: 'prva start', steps }}></tabla-board>`);
    expect(r.errors.map((e) => e.source)).to.deep.equal(['replay']);
    expect(r.errors[0].message).to.match(/replay: 100000 steps, at most 5000/);
    const long = await created(html`<tabla-board .replay=${{ position: 'prva start', steps: steps.slice(0, 4000) }}></tabla-board>`);
    expect(long.errors.map((e) => e.source)).to.deep.equal(['replay']);
    expect(long.errors[0].message).to.match(/replay: step \d+: cannot play "8\/5 6\/5" with 3-1/);
  });
});

describe('R-attr-removed: removing an attribute means its default, without an error', () => {
  it('game, clock, position, dice, dice-source and match-length removed', async () => {
    const { el, errors } = await created(
      html`<tabla-board
        tradition="greek"
        game="fevga"
        clock="12+120"
        dice-source="external"
        match-length="3"
        white-player="remote"
        black-player="human"
        animation="off"
      ></tabla-board>`,
    );
    expect(errors).to.deep.equal([]);
    const later: TablaErrorDetail[] = [];
    el.addEventListener('tabla-error', (e) => later.push((e as CustomEvent<TablaErrorDetail>).detail));
    for (const name of ['game', 'clock', 'dice-source', 'match-length', 'position', 'dice']) el.removeAttribute(name);
    await el.updateComplete;
    expect(later, JSON.stringify(later)).to.deep.equal([]);
    expect(el.game).to.equal('');
    expect(el.clock).to.equal('');
    expect(el.diceSource).to.equal('local');
    expect(el.matchLength).to.equal(5);
    expect(el.getState().game, 'the greek set starts with portes').to.equal('prva');
    expect(el.getState().config.length).to.equal(5);
  });
});
