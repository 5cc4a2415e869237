/**
 * Every Storybook story renders: each story's render function (or its file's) with its args, in
 * this page, and every board in it draws with no `tabla-error`. The mocked remote opponent story
 * is also played: its script must roll for the board and answer white's play with black's.
 */
import { expect } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';
import type { TablaBoard } from '../../src/index.js';
import { legalPlays } from '../../src/engine/index.js';
import * as board from '../../stories/board.stories.js';
import * as matches from '../../stories/matches.stories.js';
import * as article from '../../stories/article.stories.js';
import * as looks from '../../stories/looks.stories.js';
import * as integration from '../../stories/integration.stories.js';
import * as rules from '../../stories/rules.stories.js';
import * as cube from '../../stories/cube.stories.js';
import { until } from './helpers/waiting.js';

type RenderFn = (args: Record<string, unknown>, context: unknown) => TemplateResult | Node;
interface StoryModule {
  default: { title: string; args?: Record<string, unknown>; render?: RenderFn };
  [story: string]: unknown;
}

const modules = [board, matches, article, looks, integration, rules, cube] as unknown as StoryModule[];
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Renders a story into a fresh container; returns it and the errors its boards report. */
function mount(mod: StoryModule, name: string): { root: HTMLElement; errors: string[] } {
  const story = mod[name] as { args?: Record<string, unknown>; render?: RenderFn };
  const args = { ...mod.default.args, ...story.args };
  const fn = story.render ?? mod.default.render;
  if (!fn) throw new Error(`${mod.default.title} ${name}: no render function`);
  const root = document.createElement('div');
  const errors: string[] = [];
  root.addEventListener('tabla-error', (e) => errors.push((e as CustomEvent<{ message: string }>).detail.message));
  document.body.append(root);
  const out = fn(args, { args });
  if (out instanceof Node) root.append(out);
  else render(out, root);
  return { root, errors };
}

async function rendered(root: HTMLElement, where: string): Promise<void> {
  const selector = 'tabla-board, tabla-rules';
  await until(() => {
    const els = [...root.querySelectorAll(selector)];
    return els.length > 0 && els.every((el) => el.shadowRoot && el.shadowRoot.childElementCount > 0);
  }, `${where}: its elements rendered`);
  const boards = [...root.querySelectorAll('tabla-board')];
  for (const b of boards) expect(b.shadowRoot?.querySelector('svg'), `${where}: a board did not draw`).to.exist;
}

describe('Storybook stories', function () {
  this.timeout(60_000);

  for (const mod of modules) {
    const names = Object.keys(mod).filter((k) => k !== 'default' && !k.startsWith('__'));
    it(`${mod.default.title}: ${names.length} stories render without errors`, async () => {
      expect(names.length).to.be.greaterThan(0);
      for (const name of names) {
        const { root, errors } = mount(mod, name);
        try {
          await rendered(root, `${mod.default.title} ${name}`);
          await wait(50);
          expect(errors, `${mod.default.title} ${name}`).to.deep.equal([]);
        } finally {
          root.remove();
        }
      }
    });
  }

  it('the mocked remote opponent rolls for the board and answers white with playRemote', async () => {
    const { root, errors } = mount(integration as unknown as StoryModule, 'RemoteOpponent');
    try {
      const b = root.querySelector('tabla-board') as TablaBoard;
      await b.updateComplete;
      const moves: string[] = [];
      b.addEventListener('tabla-move', (e) => moves.push((e as CustomEvent<{ player: string }>).detail.player));
      b.setAttribute('animation', 'off');
      // Play white's turns (Roll, then the first legal play) until black (the script) has played twice.
      await until(() => {
        const s = b.getState();
        // White's Roll button asks the "server" for dice (tabla-roll-request).
        if (s.phase === 'rolling' && s.position.turn === 'white' && !b.rollRequest) {
          (b.shadowRoot!.querySelector('[part~="roll-button"]') as HTMLButtonElement | null)?.click();
        }
        if (s.phase === 'moving' && s.position.turn === 'white' && s.dice) {
          const plays = legalPlays(s.position, s.dice);
          if (plays[0].steps.length) b.play(plays[0].steps.map(({ from, to, die }) => ({ from, to, die })));
        }
        return moves.filter((p) => p === 'black').length >= 2;
      }, 'black (the script) to play twice');
      expect(errors).to.deep.equal([]);
      expect(root.querySelector('[role=log]')!.textContent).to.match(/server: black plays/);
    } finally {
      root.remove();
    }
  });
});

describe('Storybook: the doubling cube stories', function () {
  this.timeout(60_000);
  it('B3–B5: each cube story shows its state: the cube, and the buttons that state allows', async () => {
    const expected: Record<string, { cube: string; owner: string; buttons: string[] }> = {
      Centred: { cube: '1', owner: 'centre', buttons: ['double', 'roll'] },
      OfferedToYou: { cube: '2', owner: 'centre', buttons: ['take', 'pass'] },
      BeaverOffered: { cube: '2', owner: 'centre', buttons: ['take', 'pass', 'beaver'] },
      OwnedAtFour: { cube: '4', owner: 'black', buttons: ['roll'] },
      CrawfordGame: { cube: '1', owner: 'centre', buttons: ['roll'] },
      MoneyPlay: { cube: '1', owner: 'centre', buttons: ['double', 'roll'] },
    };
    for (const [name, want] of Object.entries(expected)) {
      const { root, errors } = mount(cube as unknown as StoryModule, name);
      try {
        const b = root.querySelector('tabla-board') as TablaBoard;
        const shown = () => b.shadowRoot?.querySelector('[part="cube"]');
        await until(() => b.getState().gameNumber > 0 || b.getState().phase !== 'opening', `${name}: past the opening roll`);
        await b.updateComplete;
        const c = shown()!;
        expect([c.getAttribute('data-cube'), c.getAttribute('data-owner')], name).to.deep.equal([want.cube, want.owner]);
        const buttons = [...b.shadowRoot!.querySelectorAll('.controls button[data-action]')]
          .map((x) => x.getAttribute('data-action'))
          .filter((a) => !['resign', 'rules'].includes(a!));
        expect(buttons, name).to.deep.equal(want.buttons);
        expect(errors, name).to.deep.equal([]);
      } finally {
        root.remove();
      }
    }
  });
});
