/**
 * The board's look as a player meets it (issue 40: items 2, 3, 4, 7, 9, 11, 12): the theme that
 * follows the page, every text readable on its own background, the landscape phone layout,
 * visible errors, the end-of-game card, the cube's notices, and the drawing's touches.
 */
import { expect, html } from '@open-wc/testing';
import { emulateMedia, resetMouse, setViewport } from '@web/test-runner-commands';
import '../../src/board/tabla-board.js';
import '../../src/figure/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import { BoardHarness } from './helpers/board-harness.js';
import { mount, unmountAll } from './helpers/board-mount.js';
import { textContrasts } from './helpers/contrast.js';
import { warningsOf } from './helpers/waiting.js';

afterEach(async () => {
  unmountAll();
  await resetMouse();
  document.documentElement.style.colorScheme = '';
  await emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  await setViewport({ width: 800, height: 600 });
});

/** Boards showing most of the board's texts: a match with clocks and the move list, a cube game, a finished game. */
async function showcase(): Promise<TablaBoard[]> {
  const wrap = await mount(
    html`<div>
      <tabla-board position="prva start" dice="6,5" black-player="human" clock="5+10" move-list hints animation="off"></tabla-board>
      <tabla-board position="backgammon start" seed="cube-1" black-player="human" animation="off"></tabla-board>
      <tabla-board position="prva start" dice="6,5" black-player="human" match-length="3" animation="off"></tabla-board>
    </div>`,
  );
  const boards = [...wrap.querySelectorAll('tabla-board')];
  const [play, cube, end] = boards.map((b) => new BoardHarness(b));
  await play.click('p24');
  await play.click('p20'); // refused: the note over the board
  expect(play.root.querySelector('.refusal'), 'a refusal shown').to.not.equal(null);
  await cube.press('double');
  await cube.press('take'); // the cube notice, shown until the next roll
  expect(cube.root.querySelector('.cube-notice'), 'a cube notice shown').to.not.equal(null);
  expect(end.el.resign('black')).to.equal(true);
  await end.settle();
  return boards;
}

describe('item 2: the theme follows the page; every text readable', () => {
  it('is theme="auto" by default: dark on a dark page, light on a light one; light and dark force it', async () => {
    document.documentElement.style.colorScheme = 'light dark';
    await emulateMedia({ colorScheme: 'dark' });
    const wrap = await mount(
      html`<div><tabla-board readonly></tabla-board><tabla-board readonly theme="light"></tabla-board><tabla-board readonly theme="dark"></tabla-board></div>`,
    );
    const [plain, light, dark] = [...wrap.querySelectorAll('tabla-board')];
    expect(plain.getAttribute('theme')).to.equal('auto');
    expect(getComputedStyle(plain).color).to.equal(getComputedStyle(dark).color);
    expect(getComputedStyle(light).color).to.not.equal(getComputedStyle(dark).color);
    await emulateMedia({ colorScheme: 'light' });
    expect(getComputedStyle(plain).color).to.equal(getComputedStyle(light).color);
  });

  for (const scheme of ['dark', 'light'] as const) {
    it(`every text of the board is at least 4.5:1 on its own background on a ${scheme} page`, async () => {
      document.documentElement.style.colorScheme = 'light dark';
      await emulateMedia({ colorScheme: scheme });
      const boards = await showcase();
      const contrasts = boards.flatMap((b) => textContrasts(b.shadowRoot!));
      const low = contrasts.filter((c) => c.ratio < 4.5);
      expect(low, JSON.stringify(low)).to.deep.equal([]);
      expect(contrasts.length).to.be.greaterThan(60);
    });
  }

  it('a forced theme is readable on a page of the other scheme', async () => {
    document.documentElement.style.colorScheme = 'light dark';
    await emulateMedia({ colorScheme: 'dark' });
    const el = (await mount(html`<div><tabla-board theme="light" position="prva start" dice="6,5" black-player="human"></tabla-board></div>`))
      .firstElementChild as TablaBoard;
    const low = textContrasts(el.shadowRoot!).filter((c) => c.ratio < 4.5);
    expect(low, JSON.stringify(low)).to.deep.equal([]);
  });
});

describe('item 4: errors reach the person writing the page', () => {
  it('every tabla-error is also one console warning, once per cause', async () => {
    const errors: string[] = [];
    const warnings = await warningsOf(async () => {
      const wrap = await mount(
        html`<div @tabla-error=${(e: CustomEvent) => errors.push(e.detail.message)}>
          <tabla-board game="nonsense" match-length="-3" dice="9,0" black-player="human"></tabla-board>
        </div>`,
      );
      const el = wrap.firstElementChild as TablaBoard;
      el.undo();
      el.undo();
      await el.updateComplete;
    });
    expect(errors.length).to.be.greaterThan(3);
    expect(warnings).to.deep.equal([...new Set(errors)].map((m) => `tabla-board: ${m}`));
    expect(warnings.some((w) => /nonsense/.test(w))).to.equal(true);
    expect(warnings.some((w) => /-3/.test(w))).to.equal(true);
    expect(warnings.some((w) => /9,0/.test(w))).to.equal(true);
  });

  it('a read-only board with a bad position shows "invalid position: …" instead of the starting position', async () => {
    const warnings = await warningsOf(async () => {
      const wrap = await mount(html`<div><tabla-board readonly position="prva w:6x16 b:6x15"></tabla-board></div>`);
      const el = wrap.firstElementChild as TablaBoard;
      const note = el.shadowRoot!.querySelector('[part~="invalid"]');
      expect(note, 'a visible note').to.not.equal(null);
      expect(note!.textContent).to.match(/^invalid position: /);
      expect(note!.getBoundingClientRect().height).to.be.greaterThan(10);
      expect(el.shadowRoot!.querySelector('svg'), 'no drawing').to.equal(null);
    });
    expect(warnings.length).to.equal(1);
  });

  it('a figure with a bad position shows the note and warns once', async () => {
    const warnings = await warningsOf(async () => {
      const wrap = await mount(html`<div><tabla-figure position="prva w:6x16 b:6x15"></tabla-figure></div>`);
      await new Promise((r) => setTimeout(r, 0));
      const note = wrap.firstElementChild!.shadowRoot!.querySelector('.invalid')!;
      expect(note.textContent).to.match(/^invalid position: /);
    });
    expect(warnings.length).to.equal(1);
    expect(warnings[0]).to.match(/^tabla-figure: invalid position: /);
  });
});

/** Whether two client rectangles overlap. */
const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Clicks the middle of a place (a click with its coordinates, no press: a pick, never a one-tap move). */
async function clickPlace(h: BoardHarness, slot: string): Promise<void> {
  const target = h.slot(slot as 'p1').querySelector('.checker.top') ?? h.slot(slot as 'p1').querySelector('.hit')!;
  const r = target.getBoundingClientRect();
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 }));
  await h.settle();
}

describe('item 3: a phone held sideways (844×390)', () => {
  it('gives the board the full height, points ≥ 30 px wide, the controls beside it, no scrolling', async () => {
    await setViewport({ width: 844, height: 390 });
    const el = (await mount(html`<div><tabla-board position="prva start" dice="6,5" black-player="human" move-list hints animation="off"></tabla-board></div>`))
      .firstElementChild as TablaBoard;
    const h = new BoardHarness(el);
    for (const [from, to] of [
      ['p24', 'p18'],
      ['p13', 'p8'],
    ]) {
      await h.click(from as 'p24');
      await h.click(to as 'p18');
    }
    await h.press('done');
    expect(el.roll([3, 1])).to.equal(true);
    expect(el.play('8/5 6/5')).to.equal(true);
    expect(el.roll([6, 5])).to.equal(true);
    await h.settle();
    await h.click('p24'); // Undo, Done and Hint shown, and a move list of two plays
    const board = h.root.querySelector('svg.board')!.getBoundingClientRect();
    expect(board.height, 'board height').to.be.greaterThan(390 * 0.9);
    let narrowest = Infinity;
    for (let p = 1; p <= 24; p++) narrowest = Math.min(narrowest, h.slot(`p${p}`).querySelector('.hit')!.getBoundingClientRect().width);
    expect(narrowest, 'narrowest point').to.be.at.least(30);
    for (const part of ['.controls', '.status', '.header', '.move-list']) {
      const r = h.root.querySelector(part)!.getBoundingClientRect();
      expect(r.left, `${part} beside the board`).to.be.at.least(board.right);
      if (part !== '.move-list') expect(r.bottom, `${part} in view`).to.be.at.most(390);
    }
    expect(document.documentElement.scrollHeight, 'no vertical scrolling').to.be.at.most(390);
    expect(document.documentElement.scrollWidth, 'no horizontal scrolling').to.be.at.most(844);
  });

  for (const [width, height] of [
    [844, 390],
    [390, 844],
    [1280, 800],
  ]) {
    it(`at ${width}×${height}: a refusal never covers the dice or the picked checker`, async () => {
      await setViewport({ width, height });
      // White's 24 in the top row, then (white's home drawn at the top) in the bottom row.
      for (const orientation of ['bottom-right', 'top-right']) {
        const [picked, refused] = ['p24', 'p20'];
        const el = (
          await mount(
            html`<div><tabla-board position="prva start" dice="6,5" black-player="human" animation="off" orientation=${orientation}></tabla-board></div>`,
          )
        ).firstElementChild as TablaBoard;
        const h = new BoardHarness(el);
        await clickPlace(h, picked);
        expect(h.selected(), `picked; ${h.announcement()} ${h.turnLine()} ${JSON.stringify(h.checkers(picked as 'p1'))} ${h.movable()}`).to.equal(picked);
        await clickPlace(h, refused);
        const note = h.root.querySelector('.refusal');
        expect(note, 'a refusal is shown').to.not.equal(null);
        const toast = note!.getBoundingClientRect();
        const dice = h.root.querySelector('.dice')!.getBoundingClientRect();
        const checker = h
          .slot(picked as 'p24')
          .querySelector('.checker.top')!
          .getBoundingClientRect();
        expect(overlaps(toast, dice), `the toast ${JSON.stringify(toast)} covers the dice ${JSON.stringify(dice)}`).to.equal(false);
        expect(overlaps(toast, checker), `the toast covers the picked checker on ${picked}`).to.equal(false);
        unmountAll();
      }
    });
  }
});

/** The text a person sees (the screen-reader-only live region left out). */
const visibleText = (el: TablaBoard) =>
  [...el.shadowRoot!.querySelectorAll('.header, .status, .end-card, .controls, .cube-notice')]
    .filter((e) => e.getBoundingClientRect().height > 0)
    .map((e) => e.textContent!.replace(/\s+/g, ' ').trim())
    .join(' | ');

/** White bears off its last checker with 6-5 (black has borne off nothing): a gammon, or with black in white's home a backgammon. */
const lastChecker = (black: string) => `backgammon w:1,offx14 b:${black} turn:w`;

describe('item 7: the end of a game is a moment', () => {
  it('shows a card: winner, points, the kind of win in the game’s words, the match score, Next game', async () => {
    const el = (
      await mount(
        html`<div><tabla-board position=${lastChecker('12x15')} dice="6,5" black-player="human" match-length="5" animation="off"></tabla-board></div>`,
      )
    ).firstElementChild as TablaBoard;
    const h = new BoardHarness(el);
    expect(el.play('1/off')).to.equal(true);
    await h.settle();
    const card = h.root.querySelector('[part~="end-card"]');
    expect(card, 'an end-of-game card').to.not.equal(null);
    const text = card!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('White wins').and.contain('2 points').and.contain('gammon').and.contain('White 2 – 0 Black').and.not.contain('mars');
    expect(card!.querySelector('button[data-action="next-game"]')).to.not.equal(null);
    await h.press('next-game');
    expect(h.root.querySelector('[part~="end-card"]'), 'gone once the next game starts').to.equal(null);
  });

  it('at the match’s end: "New match", and the score shown never passes the match length', async () => {
    const el = (
      await mount(
        html`<div><tabla-board position=${lastChecker('19x15')} dice="6,5" black-player="human" match-length="3" animation="off"></tabla-board></div>`,
      )
    ).firstElementChild as TablaBoard;
    const h = new BoardHarness(el);
    const state = el.getState();
    expect(state.cube, `backgammon has a cube: ${JSON.stringify({ ...state, position: 0 })}`).to.not.equal(undefined);
    expect(el.setState({ ...state, cube: { ...state.cube!, value: 2, owner: 'white' } })).to.equal(true);
    await h.settle();
    expect(el.play('1/off')).to.equal(true);
    await h.settle();
    const card = h.root.querySelector('[part~="end-card"]')!;
    const text = card.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('6 points').and.contain('backgammon').and.contain('White 3 – 0 Black');
    expect(card.querySelector('button[data-action="new-match"]')).to.not.equal(null);
    expect(visibleText(el)).to.not.match(/\b6\s*[–-]\s*0\b/);
    expect(h.header()).to.contain('White 3 – 0 Black');
  });
});

describe('item 9: the cube’s story told on screen', () => {
  it('while a double is on offer the status tells the offered value; the take is shown', async () => {
    const el = (await mount(html`<div><tabla-board position="backgammon start" black-player="human" animation="off"></tabla-board></div>`))
      .firstElementChild as TablaBoard;
    const h = new BoardHarness(el);
    await h.press('double');
    expect(h.info().join(' ')).to.contain('2').and.not.contain('Cube at 1');
    expect(h.info().join(' ')).to.match(/double to 2/i);
    await h.press('take');
    expect(visibleText(el)).to.contain('Black takes: the cube is at 2');
  });

  it('the bot’s take (or pass) is in the visible text', async function () {
    this.timeout(60_000); // the bot's worker loads its network first, on a busy machine
    const el = (await mount(html`<div><tabla-board position="backgammon start" black-player="bot" animation="off"></tabla-board></div>`))
      .firstElementChild as TablaBoard;
    const h = new BoardHarness(el);
    await h.press('double');
    await h.until(() => el.getState().phase !== 'doubled', 35_000, 'the bot to answer the double');
    expect(visibleText(el)).to.match(/Black (takes: the cube is at 2|passes)/);
  });

  it('a pass is shown with the result', async () => {
    const el = (await mount(html`<div><tabla-board position="backgammon start" black-player="human" animation="off"></tabla-board></div>`))
      .firstElementChild as TablaBoard;
    const h = new BoardHarness(el);
    await h.press('double');
    await h.press('pass');
    expect(visibleText(el)).to.contain('Black passes').and.contain('double passed');
  });
});

/** The centre of an element on screen. */
const middle = (e: Element) => {
  const r = e.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

describe('item 11: the smaller touches', () => {
  it('every button is at least 44 px tall on a phone', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = (await mount(html`<div><tabla-board position="prva start" dice="6,5" black-player="human" hints animation="off"></tabla-board></div>`))
      .firstElementChild as TablaBoard;
    const h = new BoardHarness(el);
    await h.click('p24');
    const buttons = [...h.root.querySelectorAll('button')];
    expect(buttons.length).to.be.greaterThan(3);
    for (const b of buttons) expect(b.getBoundingClientRect().height, b.textContent!).to.be.at.least(44);
  });

  it('a read-only board shows the point numbers', async () => {
    const el = (await mount(html`<div><tabla-board readonly position="prva start" caption="24/18 and 13/8"></tabla-board></div>`))
      .firstElementChild as TablaBoard;
    const numbers = [...el.shadowRoot!.querySelectorAll('svg.tf .nm')].map((n) => n.textContent!.trim());
    expect(numbers.sort((a, b) => Number(a) - Number(b))).to.deep.equal(Array.from({ length: 24 }, (_, i) => String(i + 1)));
  });

  for (const orientation of ['bottom-right', 'bottom-left', 'top-right', 'top-left']) {
    it(`held upright, orientation="${orientation}" draws white's home in that corner`, async () => {
      await setViewport({ width: 390, height: 844 });
      const el = (await mount(html`<div><tabla-board position="prva start" dice="6,5" black-player="human" orientation=${orientation}></tabla-board></div>`))
        .firstElementChild as TablaBoard;
      const h = new BoardHarness(el);
      const svgBox = h.root.querySelector('svg.board')!.getBoundingClientRect();
      expect(h.root.querySelector('svg.board')!.classList.contains('portrait'), 'turned').to.equal(true);
      const home = [1, 2, 3, 4, 5, 6].map((p) => middle(h.slot(`p${p}`).querySelector('.hit')!));
      const [v, side] = orientation.split('-');
      for (const c of home) {
        expect(c.y > svgBox.top + svgBox.height / 2, `home ${v}`).to.equal(v === 'bottom');
        expect(c.x > svgBox.left + svgBox.width / 2, `home ${side}`).to.equal(side === 'right');
      }
    });
  }

  it('the cube in the middle does not touch a checker on the bar', async () => {
    const el = (
      await mount(html`<div><tabla-board position="backgammon w:bar,24,13x5,8x3,6x5 b:bar,24,13x5,8x3,6x5 turn:w" black-player="human"></tabla-board></div>`)
    ).firstElementChild as TablaBoard;
    const cube = el.shadowRoot!.querySelector('.cube-face')!.getBoundingClientRect();
    const unit = el.shadowRoot!.querySelector('svg.board')!.getBoundingClientRect().width / 206;
    for (const color of ['white', 'black']) {
      const checker = el.shadowRoot!.querySelector(`[data-slot="bar-${color}"] .checker`)!.getBoundingClientRect();
      const gap = Math.max(cube.top - checker.bottom, checker.top - cube.bottom);
      expect(gap / unit, `gap to ${color}'s checker on the bar, in board units`).to.be.at.least(1.5);
    }
  });

  it('the home board is marked in the first game, and lit while bearing off', async () => {
    const el = (await mount(html`<div><tabla-board position="prva start" dice="6,5" black-player="human" animation="off"></tabla-board></div>`))
      .firstElementChild as TablaBoard;
    const h = new BoardHarness(el);
    const mark = h.root.querySelector('[part~="home-mark"]');
    expect(mark, 'marked in the first game').to.not.equal(null);
    const box = mark!.getBoundingClientRect();
    for (let p = 1; p <= 6; p++) {
      const c = middle(h.slot(`p${p}`).querySelector('.triangle')!);
      expect(c.x > box.left && c.x < box.right && c.y > box.top && c.y < box.bottom, `point ${p} inside the mark`).to.equal(true);
    }
    el.resign('black');
    await h.settle();
    await h.press('next-game');
    expect(h.root.querySelector('[part~="home-mark"]'), 'not in the second game').to.equal(null);
    const bearing = (
      await mount(html`<div><tabla-board position="prva w:6x5,5x5,4x5 b:24x2,13x5,8x3,7x5 turn:w" dice="6,5" black-player="human"></tabla-board></div>`)
    ).firstElementChild as TablaBoard;
    const lit = bearing.shadowRoot!.querySelector('[part~="home-highlight"]');
    expect(lit, 'lit while bearing off').to.not.equal(null);
  });
});

/** The colours of the gradient a checker is painted with (through `fill: url(#…)`), or [] when it is flat. */
function gradientStops(el: TablaBoard, checker: Element): string[] {
  const fill = getComputedStyle(checker).fill;
  const id = /url\("?#([\w-]+)"?\)/.exec(fill)?.[1];
  const gradient = id ? el.shadowRoot!.getElementById(id) : null;
  return gradient ? [...gradient.querySelectorAll('stop')].map((s) => getComputedStyle(s).stopColor) : [];
}

describe('item 12: a look players enjoy', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`checkers have depth (a gradient and a shadow) in the ${scheme} theme`, async () => {
      await emulateMedia({ colorScheme: scheme });
      const el = (await mount(html`<div><tabla-board position="prva start" dice="6,5" black-player="human"></tabla-board></div>`))
        .firstElementChild as TablaBoard;
      for (const color of ['white', 'black']) {
        const checker = el.shadowRoot!.querySelector(`.checker.${color}`)!;
        const stops = gradientStops(el, checker);
        expect(new Set(stops).size, `${color}: a gradient of several colours, got ${getComputedStyle(checker).fill}`).to.be.at.least(2);
        expect(getComputedStyle(checker).filter, `${color}: a shadow`).to.contain('drop-shadow');
      }
    });
  }

  it('the checkers’ gradients follow the theme', async () => {
    const wrap = await mount(
      html`<div><tabla-board theme="light" position="prva start"></tabla-board><tabla-board theme="dark" position="prva start"></tabla-board></div>`,
    );
    const [light, dark] = [...wrap.querySelectorAll('tabla-board')];
    const stops = (b: TablaBoard) => gradientStops(b, b.shadowRoot!.querySelector('.checker.black')!).join();
    expect(stops(light)).to.not.equal(stops(dark));
  });

  it('a roll is drawn on the board with a short roll of the dice', async () => {
    const el = (await mount(html`<div><tabla-board position="prva start" black-player="human"></tabla-board></div>`)).firstElementChild as TablaBoard;
    const h = new BoardHarness(el);
    await h.press('roll');
    const rolling = el.shadowRoot!.getAnimations().filter((a) => (a as CSSAnimation).animationName === 'die-roll');
    expect(h.dice().length, 'two dice, four for a double').to.be.oneOf([2, 4]);
    expect(rolling.length, 'each die rolls').to.equal(h.dice().length);
    for (const a of rolling) expect(Number(a.effect!.getComputedTiming().endTime)).to.be.within(200, 700);
  });

  it('no roll animation for a reader who prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = (await mount(html`<div><tabla-board position="prva start" black-player="human"></tabla-board></div>`)).firstElementChild as TablaBoard;
    const h = new BoardHarness(el);
    await h.press('roll');
    expect(el.shadowRoot!.getAnimations().filter((a) => (a as CSSAnimation).animationName === 'die-roll')).to.deep.equal([]);
    expect(h.dice().length, 'two dice, four for a double').to.be.oneOf([2, 4]);
  });
});
