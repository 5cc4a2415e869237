/** Strict attribute parsing (src/board/element/settings.ts): values that loose parsing read as numbers or dice are reported. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { TablaBoard } from '../../src/board/element/tabla-board.component.js';
import type { TablaErrorDetail } from '../../src/engine/live/events.js';

async function errorsOf(template: ReturnType<typeof html>): Promise<{ el: TablaBoard; errors: TablaErrorDetail[] }> {
  const errors: TablaErrorDetail[] = [];
  const catcher = (e: Event) => errors.push((e as CustomEvent<TablaErrorDetail>).detail);
  document.addEventListener('tabla-error', catcher);
  try {
    const el = await fixture<TablaBoard>(template);
    return { el, errors };
  } finally {
    document.removeEventListener('tabla-error', catcher);
  }
}

describe('<tabla-board> strict attributes', () => {
  for (const bad of ['0x10', '1e3', '', '7abc']) {
    it(`match-length="${bad}" is an error naming the value, and the default applies`, async () => {
      const { el, errors } = await errorsOf(html`<tabla-board match-length=${bad}></tabla-board>`);
      const e = errors.find((x) => x.source === 'match-length');
      expect(e, JSON.stringify(errors)).to.exist;
      expect(e!.message).to.contain(JSON.stringify(bad));
      expect(el.matchLength).to.equal(5);
      expect(el.getState().config.length).to.equal(5);
    });
  }

  it('dice="-1,-1" is an error, not a 1-1 roll', async () => {
    const { el, errors } = await errorsOf(html`<tabla-board dice="-1,-1"></tabla-board>`);
    expect(errors.map((e) => e.source)).to.include('dice');
    expect(el.getState().dice).to.equal(null);
  });

  it('dice="3-1", "3,1" and "3 1" are still read', async () => {
    for (const text of ['3-1', '3,1', '3 1']) {
      const { el, errors } = await errorsOf(html`<tabla-board dice=${text}></tabla-board>`);
      expect(errors, text).to.deep.equal([]);
      expect(el.getState().dice, text).to.deep.equal([3, 1]);
    }
  });

  it('newMatch() after a bad attribute reports nothing new and starts the default match', async () => {
    const { el } = await errorsOf(html`<tabla-board match-length="1e3"></tabla-board>`);
    expect(() => el.newMatch()).not.to.throw();
    expect(el.getState().config.length).to.equal(5);
  });
});
