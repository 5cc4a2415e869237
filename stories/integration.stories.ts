import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/index.js';
import type { TablaBoard } from '../src/index.js';
import { chooseMove } from '../src/bot/index.js';

/**
 * The board in a page's code: its events, and a remote opponent played through the API — what a
 * site wires to its own server (`white-player`/`black-player="remote"`, `roll(dice)`,
 * `playRemote(move)`).
 */
const meta: Meta = {
  title: 'Board/Integration',
  component: 'tabla-board',
};

export default meta;

type Story = StoryObj;

const EVENTS = ['tabla-roll', 'tabla-before-move', 'tabla-move', 'tabla-turn', 'tabla-game-end', 'tabla-match-end', 'tabla-error'];

/** A log panel that shows every `tabla-*` event of the boards inside `container`, newest first. */
function eventLog(container: HTMLElement, log: HTMLElement): void {
  for (const type of EVENTS) {
    container.addEventListener(type, (event) => {
      const detail = (event as CustomEvent).detail as Record<string, unknown>;
      // Positions are long: show their compact size only.
      const short = JSON.stringify(detail, (key, value) => (key === 'before' || key === 'after' ? '…' : value));
      const line = document.createElement('div');
      line.textContent = `${type} ${short}`;
      log.prepend(line);
      while (log.childElementCount > 200) log.lastElementChild!.remove();
    });
  }
}

const logStyle = 'font: 0.75rem/1.4 ui-monospace, monospace; max-height: 16rem; overflow: auto; border: 1px solid #8886; padding: 0.5rem';

/** Two bots play while the page logs every event the board dispatches (the `detail` is plain JSON). */
export const EventLog: Story = {
  render: () => {
    const root = document.createElement('div');
    root.innerHTML = `<tabla-board white-player="bot" black-player="bot" game="prva" match-length="3" seed="events"></tabla-board>
      <h3 style="font: 600 1rem system-ui">Events</h3><div role="log" style="${logStyle}"></div>`;
    eventLog(root, root.querySelector('[role=log]')!);
    return root;
  },
};

/**
 * A mocked remote opponent: black is `remote` and the dice come from the host
 * (`dice-source="external"`). A small script stands in for the server: it answers each
 * `tabla-roll-request` with `board.roll([a, b])`, and sends black's plays with
 * `board.playRemote(steps)` after a short "network" delay, choosing them with the bot. You play
 * white; the board shows black's plays step by step.
 */
export const RemoteOpponent: Story = {
  render: () => {
    const root = document.createElement('div');
    root.innerHTML = `<tabla-board white-player="human" black-player="remote" dice-source="external" game="prva" match-length="3"></tabla-board>
      <p style="font: 0.85rem system-ui">The "server" (the script of this story) rolls every die and plays black, through
      <code>roll(dice)</code> and <code>playRemote(move)</code>:</p>
      <div role="log" style="${logStyle}"></div>`;
    const board = root.querySelector('tabla-board') as TablaBoard;
    const log = root.querySelector('[role=log]') as HTMLElement;
    const say = (text: string) => {
      const line = document.createElement('div');
      line.textContent = text;
      log.prepend(line);
    };
    const die = () => 1 + Math.floor(Math.random() * 6);
    const later = (fn: () => void | Promise<void>) => setTimeout(() => void fn(), 600);

    // The server rolls every roll the board asks for (both players', and the opening roll).
    board.addEventListener('tabla-roll-request', (event) => {
      const { player, opening } = (event as CustomEvent<{ player: string | null; opening: boolean }>).detail;
      later(() => {
        if (!board.isConnected || !board.rollRequest) return;
        const dice = [die(), die()];
        say(`server: ${opening ? 'opening roll, white' : `${player} rolls`} ${dice.join(opening ? ' / black ' : '-')}`);
        board.roll(dice);
      });
    });

    // The server plays black once black's dice are on the board.
    let thinking = false;
    const playBlack = async () => {
      const state = board.getState();
      if (thinking || !board.isConnected || state.phase !== 'moving' || state.position.turn !== 'black') return;
      thinking = true;
      try {
        const play = await chooseMove(state.position, state.dice, { level: 'medium' });
        const steps = play.steps.map(({ from, to, die: d }) => ({ from, to, die: d }));
        // No legal step: the remote side says so ('pass'); the board does not pass for it by itself.
        const move = steps.length ? steps : 'pass';
        say(`server: black plays ${steps.map((s) => `${s.from}/${s.to}`).join(' ') || 'pass'}`);
        board.playRemote(move);
      } catch (error) {
        say(`server: ${(error as Error).message}`);
      } finally {
        thinking = false;
      }
    };
    for (const type of ['tabla-roll', 'tabla-turn']) board.addEventListener(type, () => later(playBlack));
    board.addEventListener('tabla-move', (e) =>
      say(
        `board: ${(e as CustomEvent<{ player: string; notation: string }>).detail.player} played ${(e as CustomEvent<{ notation: string }>).detail.notation}`,
      ),
    );
    board.addEventListener('tabla-error', (e) => say(`board: ${(e as CustomEvent<{ message: string }>).detail.message}`));
    return root;
  },
};
