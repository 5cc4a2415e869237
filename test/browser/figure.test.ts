/** `<tabla-figure>` (tabla-board/figure): the drawing, the writer's marks, point numbers, themes and the bad-position note. */
import { expect, fixtureSync, html } from '@open-wc/testing';
import '../../src/figure/index.js';
import type { TablaFigure } from '../../src/figure/tabla-figure.js';

const shadow = (el: Element) => el.shadowRoot!;
const drawn = async (el: TablaFigure) => {
  await new Promise((r) => setTimeout(r, 0));
  return shadow(el);
};

describe('<tabla-figure>', () => {
  it('draws a compact-notation position with its dice, pips and caption', async () => {
    const el = fixtureSync<TablaFigure>(html`<tabla-figure position="prva start" dice="6,5" caption="The opening roll."></tabla-figure>`);
    const root = await drawn(el);
    expect(root.querySelector('svg')).to.exist;
    expect(root.querySelectorAll('.dc').length).to.equal(2);
    expect(root.querySelector('.info')!.textContent).to.contain('pips 167–167');
    expect(root.querySelector('figcaption')!.textContent).to.contain('The opening roll.');
    expect(root.querySelector('.invalid')).to.equal(null);
  });

  it('shows a visible note for a bad position, and for bad arrows', async () => {
    const el = fixtureSync<TablaFigure>(html`<tabla-figure position="prva w:6x16 b:6x15"></tabla-figure>`);
    const note = (await drawn(el)).querySelector('.invalid')!;
    expect(note.textContent).to.match(/^invalid position: .*16/);
    expect(note.getBoundingClientRect().height).to.be.greaterThan(0);
    el.setAttribute('position', 'prva start');
    el.setAttribute('arrows', '13/77');
    expect((await drawn(el)).querySelector('.invalid')!.textContent).to.contain('77');
  });

  it('draws the arrows and marks a writer writes, and numbers the points then', async () => {
    const el = fixtureSync<TablaFigure>(html`<tabla-figure position="prva start" dice="3,1" arrows="8/5 6/5 !"></tabla-figure>`);
    const root = await drawn(el);
    expect(root.querySelectorAll('.ar').length).to.equal(2);
    expect([...root.querySelectorAll('.mk')].map((t) => t.textContent)).to.deep.equal(['!']);
    expect(root.querySelectorAll('.nm').length).to.equal(24);
  });

  it('numbers the points by default only when the caption cites points; the attribute decides otherwise', async () => {
    const plain = fixtureSync<TablaFigure>(html`<tabla-figure position="prva start">A quiet start.</tabla-figure>`);
    expect((await drawn(plain)).querySelectorAll('.nm').length).to.equal(0);
    const cites = fixtureSync<TablaFigure>(html`<tabla-figure position="prva start">White plays 13/7.</tabla-figure>`);
    expect((await drawn(cites)).querySelectorAll('.nm').length).to.equal(24);
    cites.setAttribute('numbers', 'off');
    expect((await drawn(cites)).querySelectorAll('.nm').length).to.equal(0);
    plain.setAttribute('numbers', 'on');
    expect((await drawn(plain)).querySelectorAll('.nm').length).to.equal(24);
  });

  it('reads an XGID (dice, cube, score) and a GNU Backgammon position ID', async () => {
    const x = fixtureSync<TablaFigure>(html`<tabla-figure position="XGID=-b----E-C---eE---c-e----B-:1:1:1:52:0:0:0:7:10"></tabla-figure>`);
    const root = await drawn(x);
    expect(root.querySelector('.invalid')).to.equal(null);
    expect(root.querySelectorAll('.dc').length).to.equal(2);
    expect(root.querySelector('.cn')!.textContent).to.equal('2');
    expect(root.querySelector('.info')!.textContent).to.contain('score 0-0/7');
    const g = fixtureSync<TablaFigure>(html`<tabla-figure position="4HPwATDgc/ABMA"></tabla-figure>`);
    expect((await drawn(g)).querySelector('.info')!.textContent).to.contain('pips 167–167');
  });

  it("reads GNU Backgammon's Position ID with its Match ID: who is on roll, the dice and the score", async () => {
    // gnubg (its player 0: black) on roll with 5-3 at 2-4 of a 7-point match; black's 24-point checkers split to 24 and 20.
    const el = fixtureSync<TablaFigure>(html`<tabla-figure position="4HPwATDgc/ABIQ:MIHuACAAIAAE"></tabla-figure>`);
    const root = await drawn(el);
    expect(root.querySelector('.invalid')).to.equal(null);
    expect(root.querySelectorAll('.dc').length).to.equal(2);
    const info = root.querySelector('.info')!.textContent!;
    expect(info).to.contain('black to play');
    expect(info).to.contain('pips 167–163');
    expect(info).to.contain('score 4-2/7');
    // Written as GNU Backgammon's board shows them, on two lines.
    const lines = fixtureSync<TablaFigure>(html`<tabla-figure position=${'Position ID: 4HPwATDgc/ABIQ\n Match ID   : MIHuACAAIAAE'}></tabla-figure>`);
    expect((await drawn(lines)).querySelector('.info')!.textContent).to.equal(info);
  });

  it('has light and dark themes: the attribute, else the page colour scheme', async () => {
    const light = fixtureSync<TablaFigure>(html`<tabla-figure theme="light" position="prva start"></tabla-figure>`);
    const dark = fixtureSync<TablaFigure>(html`<tabla-figure theme="dark" position="prva start"></tabla-figure>`);
    const fillOf = async (el: TablaFigure) => getComputedStyle((await drawn(el)).querySelector('.bd')!).fill;
    expect(await fillOf(light)).to.not.equal(await fillOf(dark));
    expect(getComputedStyle(light).getPropertyValue('--bd').trim()).to.equal('#e9dcc0');
    expect(getComputedStyle(dark).getPropertyValue('--bd').trim()).to.equal('#3a3127');
  });

  it('keeps twenty figures under 5,000 DOM nodes', async () => {
    const page = fixtureSync(
      html`<div>
        ${Array.from({ length: 20 }, () => html`<tabla-figure position="prva start" dice="6,5" arrows="24/18 13/8" caption="13/8 and 24/18"></tabla-figure>`)}
      </div>`,
    );
    await new Promise((r) => setTimeout(r, 0));
    let nodes = 0;
    const count = (n: Node): void => {
      nodes++;
      if (n instanceof Element && n.shadowRoot) count(n.shadowRoot);
      n.childNodes.forEach(count);
    };
    count(page);
    expect(nodes).to.be.lessThan(5000);
  });

  it('draws on a page that enforces Trusted Types (no HTML strings)', async () => {
    // Last: the policy stays on this page once set.
    const meta = Object.assign(document.createElement('meta'), { httpEquiv: 'Content-Security-Policy', content: "require-trusted-types-for 'script'" });
    document.head.append(meta);
    expect(() => (document.createElement('div').innerHTML = '<b>x</b>'), 'the page enforces Trusted Types').to.throw(TypeError);
    const el = document.createElement('tabla-figure') as TablaFigure;
    el.setAttribute('position', 'prva start');
    el.setAttribute('arrows', '24/18 !');
    document.body.append(el);
    const root = await drawn(el);
    expect(root.querySelectorAll('.ar').length).to.equal(1);
    expect(root.querySelector('.mk')!.textContent).to.equal('!');
    el.setAttribute('position', 'prva w:6x16 b:6x15');
    expect((await drawn(el)).querySelector('.invalid')!.textContent).to.match(/^invalid position: /);
    el.remove();
  });
});
