// The multiplayer demo page's side of the board's events (client.mjs describes the page): the
// board's request for dice and our held play go to the server once its state agrees; our
// resignation and cube moves are sent; the board's errors are kept for the tests.
import { scheduleAuto } from './auto-player.mjs';
import { send } from './connection.mjs';
import { board, demo, problem, session } from './page.mjs';

let askedFor = null;

/**
 * Passes the board's request for dice to the server once the server's state agrees that a roll is
 * due: the opening (both pages ask; the server rolls once a round) or our own roll. (The board
 * should never be ahead of the server; if it were, the request would wait for the server.)
 */
export function askRoll() {
  const request = board.rollRequest;
  const server = demo.serverState;
  if (!request || !server || !demo.synced || demo.ended || askedFor === server) return;
  if (request.opening && server.phase === 'opening' && server.gameNumber === request.gameNumber) {
    askedFor = server;
    send({ type: 'roll', gameNumber: request.gameNumber, round: session.openingRound });
  } else if (!request.opening && request.player === demo.color && server.phase === 'rolling' && server.position.turn === demo.color) {
    askedFor = server;
    send({ type: 'roll' });
  }
}

board.addEventListener('tabla-roll-request', () => askRoll());

// Anything the board could not do is a bug of this page (or of the board): keep it for the tests.
board.addEventListener('tabla-error', (e) => {
  problem(`board ${e.detail.source}: ${e.detail.message}`);
  console.warn('tabla-error', e.detail);
});

/**
 * Sends our held play once the server's state agrees that we are to move (the board should never
 * be ahead of the server; if it were, the play would wait). Offline it stays held: on reconnect
 * the server's state replaces it (the board drops a held play on setState).
 */
export function sendPlay() {
  const server = demo.serverState;
  const held = session.held;
  if (!held || held.sent || !demo.synced || !server || server.phase !== 'moving' || server.position.turn !== demo.color) return;
  held.sent = true;
  send({ type: 'play', move: held.steps });
}

board.addEventListener('tabla-before-move', (e) => {
  if (e.detail.player !== demo.color) return;
  board.holdMove();
  session.held = { steps: e.detail.steps.map(({ from, to, die }) => ({ from, to, die })), sent: false };
  sendPlay();
});

// A resignation with the board's own Resign button: the server is told (it resigns the game for
// both; the board has already ended it here). Also while a server message is being shown (a
// person may resign while the opponent's play is drawn): only the server's own resignation
// message is not sent back.
board.addEventListener('tabla-game-end', (e) => {
  if (session.applyingResignation || !demo.synced || e.detail.kind !== 'resign' || e.detail.winner === demo.color) return;
  session.resignationSent = true;
  send({ type: 'resign' });
});

// Our cube moves (backgammon) made on the board are sent to the server, which referees them.
for (const name of ['tabla-double', 'tabla-take', 'tabla-pass']) {
  board.addEventListener(name, (e) => {
    if (session.applying || !demo.synced || e.detail.player !== demo.color) return;
    send({ type: 'cube', move: name === 'tabla-double' ? 'double' : name === 'tabla-pass' ? 'pass' : e.detail.beaver ? 'beaver' : 'take' });
  });
}

board.addEventListener('tabla-turn', () => scheduleAuto());
board.addEventListener('tabla-move-refused', () => scheduleAuto());
