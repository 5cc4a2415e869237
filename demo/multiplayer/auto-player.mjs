// The multiplayer demo page's auto player (`auto=1`, client.mjs describes the page): plays this
// page's side through the board's buttons and API, as a person would, after `delay` ms.
import { Turn } from '../../dist/engine/index.js';
import { autoDelay, board } from './page.mjs';

/** A random legal play of the state, built step by step with the engine's turn view. */
function randomSteps(state) {
  let turn = Turn.begin(state.position, state.dice, { triple: state.config.triple });
  for (;;) {
    const steps = turn.legalSteps();
    if (steps.length === 0) break;
    turn = turn.step(steps[Math.floor(Math.random() * steps.length)]);
  }
  return turn.finish().steps.map(({ from, to, die }) => ({ from, to, die }));
}

/** Plays `link`'s side of every match by itself (see the module comment). */
export function startAutoPlayer(link) {
  let timer = null;
  const schedule = () => {
    if (timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      act();
    }, autoDelay);
  };
  /** Plays this page's side through the board, as a person would: Next game, the cube's buttons, the Roll button, then a whole play. */
  const act = () => {
    const press = (action) => {
      const button = board.shadowRoot?.querySelector(`[data-action="${action}"]`);
      button?.click();
      return !!button;
    };
    // A finished game's result stays until Next game is pressed: pressed once the server's next game waits for it.
    if (link.synced && !link.ended && board.getState().phase === 'game-over') {
      if (!link.waitingForNextGame || !press('next-game')) setTimeout(schedule, 50);
      return;
    }
    // Not while a server message is being applied (a remote play is shown until the board agrees with the server).
    if (!link.synced || link.ended || link.applying || board.pendingMove) return;
    const s = board.getState();
    // Backgammon's cube: double once a game (in even-numbered games), take a double to 2 and pass a redouble.
    if (s.phase === 'doubled' && s.position.turn !== link.color) return press(s.cube.value === 1 ? 'take' : 'pass');
    if (s.position.turn !== link.color) return;
    if (s.phase === 'rolling' && s.cube?.value === 1 && s.gameNumber % 2 === 0 && board.shadowRoot?.querySelector('[data-action="double"]')) return press('double');
    if (s.phase === 'rolling' && !board.rollRequest) {
      const button = board.shadowRoot?.querySelector('[data-action="roll"]');
      if (button) button.click();
      else setTimeout(schedule, 50);
    } else if (s.phase === 'moving') {
      if (!board.play(randomSteps(s))) setTimeout(schedule, 50);
    }
  };
  link.addEventListener('tabla-client-message', schedule);
  board.addEventListener('tabla-turn', schedule);
  board.addEventListener('tabla-move-refused', schedule);
}
