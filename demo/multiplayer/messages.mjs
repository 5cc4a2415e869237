// The multiplayer demo page's handling of the server's messages (client.mjs describes the page;
// protocol: docs/multiplayer.md): each is shown on the board through its API, then the board is
// checked against the server's state (and given the server's on a difference).
import { scheduleAuto } from './auto-player.mjs';
import { askRoll, sendPlay } from './board-events.mjs';
import { join, showForm, wantJoin } from './connection.mjs';
import { $, board, colorName, demo, form, problem, session, setStatus, TOKEN_KEY } from './page.mjs';

/** JSON text with sorted keys, to compare states whatever order their fields were built in. */
function canon(value) {
  if (Array.isArray(value)) return `[${value.map(canon).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canon(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The parts of a match state both sides must agree on. */
const agreed = (s) => canon({ phase: s.phase, game: s.game, gameNumber: s.gameNumber, position: s.position, dice: s.dice, score: s.score, winner: s.winner, cube: s.cube });

/**
 * Waits until the board shows the server's state (a remote play is shown step by step first); if
 * it does not within `ms`, loads the server's.
 */
async function settle(state, ms = 4000) {
  demo.serverState = state;
  const target = agreed(state);
  const until = performance.now() + ms;
  while (agreed(board.getState()) !== target) {
    if (session.resignationSent) return; // the person resigned meanwhile: the server's answer follows
    if (performance.now() > until) {
      demo.resyncs++;
      console.warn('the board differed from the server: loading the server state');
      board.setState(state);
      return;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

function applyClock(clock) {
  if (clock && board.clockState) board.setClock({ white: clock.white.reserveMs, black: clock.black.reserveMs });
}

/** Shows one server message on the board, then passes on what the board waits for (dice, our play) and updates the status line. */
export async function handle(msg) {
  session.applying = true;
  try {
    await handleMessage(msg);
  } finally {
    session.applying = false;
  }
  askRoll();
  sendPlay();
  showTurn();
  scheduleAuto();
}

async function handleMessage(msg) {
  switch (msg.type) {
    case 'waiting':
      setStatus(msg.match ? `Waiting for an opponent in match “${msg.match}”…` : 'Waiting for an opponent with the same settings…');
      if (msg.match) {
        const share = new URL(location.href);
        share.search = '';
        share.searchParams.set('match', msg.match);
        $('share').hidden = false;
        $('share').textContent = `Send this link to your opponent: ${share.href}`;
      }
      return;
    case 'match':
      session.resignationSent = false;
      return startMatch(msg);
    case 'roll': {
      if (msg.opening) session.openingRound = msg.round + 1; // before roll(): a tie asks again at once
      if (!board.roll(msg.dice)) problem(`the board did not take the roll ${msg.dice}`);
      applyClock(msg.clock);
      return settle(msg.state);
    }
    case 'played': {
      if (msg.player === demo.color) {
        session.held = null;
        if (board.pendingMove) board.acceptMove();
        demo.plays++;
      } else {
        board.playRemote(msg.notation);
      }
      applyClock(msg.clock);
      return settle(msg.state, 3000 + 600 * msg.steps.length); // time to show the play step by step
    }
    case 'refused':
      problem(`refused ${msg.request}: ${msg.reason}`);
      if (msg.request === 'resign') {
        // The board resigned here already: the server's state stands, so the board shows it again.
        session.resignationSent = false;
        if (msg.state) board.setState(msg.state);
      }
      if (msg.request === 'play') session.held = null;
      if (msg.request === 'play' && board.pendingMove) board.refuseMove(msg.reason);
      else setStatus(`The server refused: ${msg.reason}`);
      return;
    case 'cube':
      // Backgammon's cube (B3): ours was made on the board already; the opponent's is made here.
      if (msg.player !== demo.color && !board.cubeRemote(msg.move)) problem(`the board did not take the opponent's ${msg.move}`);
      applyClock(msg.clock);
      return settle(msg.state);
    case 'resigned':
      session.resignationSent = false;
      if (board.getState().phase !== 'game-over' && board.getState().phase !== 'match-over') {
        session.applyingResignation = true;
        try {
          board.resign(msg.player);
        } finally {
          session.applyingResignation = false;
        }
      }
      return settle(msg.state);
    case 'game-end':
      return settle(msg.state);
    case 'next-game':
      session.openingRound = 0;
      if (board.getState().phase === 'game-over') board.nextGame();
      applyClock(msg.clock);
      return settle(msg.state);
    case 'timeout':
      if (board.getState().phase !== 'match-over') board.timeOut(msg.player);
      return;
    case 'hello':
      return; // the protocol version (docs/multiplayer.md); this page speaks version 2
    case 'match-over':
      // The match of our token ended while we were away: only its summary is left.
      sessionStorage.removeItem(TOKEN_KEY);
      setStatus(`That match is over: ${msg.ended.winner} won ${msg.score.white}–${msg.score.black} (${msg.ended.reason}).`);
      if (wantJoin) join();
      else showForm();
      return;
    case 'match-end':
      demo.ended = msg;
      if (msg.reason !== 'points' && board.getState().phase !== 'match-over') board.timeOut(msg.loser);
      await settle(msg.state);
      return endMatch(msg);
    case 'opponent':
      setStatus(msg.status === 'away' ? `Your opponent lost the connection; they forfeit if not back within ${Math.round(msg.forfeitMs / 1000)} s.` : 'Your opponent is back.');
      return;
    case 'replaced':
      return;
    case 'error':
      problem(`error: ${msg.reason}`);
      if (msg.code === 'unknown-token') {
        sessionStorage.removeItem(TOKEN_KEY);
        if (wantJoin) join();
        else showForm();
        return;
      }
      setStatus(`Error: ${msg.reason}`);
      return;
    default:
      return;
  }
}

/** A match begins or continues (after a reload or reconnect): the board takes the server's state. */
async function startMatch(msg) {
  sessionStorage.setItem(TOKEN_KEY, msg.token);
  demo.color = msg.color;
  demo.matchId = msg.matchId;
  demo.settings = msg.settings;
  demo.resumed ||= msg.resumed;
  demo.ended = msg.ended ? { reason: msg.ended.reason, winner: msg.ended.winner, loser: msg.ended.loser, score: msg.state.score } : null;
  session.openingRound = msg.openingRound;
  form.hidden = true;
  $('share').hidden = true;
  const { tradition, game, length, clock } = msg.settings;
  demo.synced = false;
  session.held = null;
  board.hidden = false;
  board.readonly = false;
  board.diceSource = 'external';
  board.whitePlayer = msg.color === 'white' ? 'human' : 'remote';
  board.blackPlayer = msg.color === 'black' ? 'human' : 'remote';
  board.tradition = tradition;
  board.game = game ?? '';
  board.matchLength = length;
  board.clock = clock ?? '';
  await board.updateComplete;
  if (!board.setState(msg.state)) problem('the board refused the server state');
  demo.serverState = msg.state;
  applyClock(msg.clock);
  demo.synced = true;
  $('leave').hidden = !!demo.ended;
  if (demo.ended) return endMatch(demo.ended);
  if (msg.opponent === 'away') setStatus('Your opponent is away (reconnecting)…');
}

function endMatch(end) {
  const s = end.score ?? demo.serverState.score;
  const how = { points: '', timeout: ' on time', forfeit: ' by forfeit', left: ' (a player left)' }[end.reason] ?? '';
  setStatus(`${end.winner === demo.color ? 'You won' : 'You lost'} the match${how}, ${s.white}–${s.black}.`);
  board.readonly = true;
  $('leave').hidden = true;
  $('again').hidden = false;
}

function showTurn() {
  if (!demo.synced || demo.ended) return;
  const s = board.getState();
  const mine = s.position.turn === demo.color;
  const you = `You play ${demo.color}.`;
  if (s.phase === 'opening') setStatus(`${you} Opening roll…`);
  else if (s.phase === 'rolling' || s.phase === 'moving') setStatus(`${you} ${mine ? 'Your turn.' : `${colorName(s.position.turn)} to play.`}`);
  else if (s.phase === 'game-over') setStatus(`${you} Game over; the next game starts soon.`);
}
