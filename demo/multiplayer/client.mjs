// The page of the multiplayer demo: connects a <tabla-board> to the server (server.mjs) over a
// WebSocket. The local side is `human`, the other `remote`, and the dice are external: the board
// asks for dice (`tabla-roll-request`) and the page passes the server's roll in (`roll(dice)`);
// a local play is held (`holdMove`) until the server accepts it (`acceptMove`) or refuses it
// (`refuseMove`); the opponent's plays arrive as notation (`playRemote`). Whatever the board
// shows is checked against the server's state after every message; on a difference the server's
// state is loaded (`setState`). Protocol: docs/multiplayer.md.
//
// URL parameters: match=NAME (a private match: both pages use the same name), tradition, game,
// length, clock (join settings), auto=1 (this page plays its side by itself, through the
// board's API), delay=MS (auto: pause before each action, default 300), animation=off.
import '../../dist/cdn/tabla-board.min.js';
import { Turn } from '../../dist/engine/index.js';

const params = new URLSearchParams(location.search);
const auto = params.get('auto') === '1';
const autoDelay = Math.max(0, Number(params.get('delay') ?? 300) || 0);
const TOKEN_KEY = 'tabla-multiplayer-token';

const $ = (id) => document.getElementById(id);
const board = $('board');
const form = $('join');
const statusLine = $('status');
const connection = $('connection');

if (params.get('animation') === 'off') board.setAttribute('animation', 'off');

/** What the page knows; also read by tests through `window.tablaDemo`. */
const demo = {
  color: null,
  matchId: null,
  settings: null,
  /** The server's latest state. */
  serverState: null,
  /** The `match-end` message once the match is over. */
  ended: null,
  /** True once the board shows the server's match (false while connecting). */
  synced: false,
  /** True when this page took its seat back after a reload or a lost connection. */
  resumed: false,
  /** Times the board's state differed from the server's and was replaced by it. */
  resyncs: 0,
  /** Plays this page made (accepted by the server). */
  plays: 0,
  /** Server messages, by type, in order. */
  received: [],
  /** Problems seen (refusals, errors), for the tests. */
  problems: [],
  /** The last messages sent (→) and received (←), briefly, for finding what went wrong. */
  trace: [],
};
window.tablaDemo = demo;

// ------------------------------------------------------------------ connection

let socket = null;
let retries = 0;
let wantJoin = auto || params.has('match');
let formUsed = false;
let stopped = false;
let openingRound = 0;
let applying = false;
/** True while the board applies a resignation the server told of (not one to send back). */
let applyingResignation = false;
/** True from our own resignation until the server's answer (a settle in progress stops waiting). */
let resignationSent = false;
/** True while a server message is being shown on the board (for the tests). */
Object.defineProperty(demo, 'applying', { get: () => applying, enumerable: true });
let queue = Promise.resolve();

function setConnection(state, text) {
  connection.dataset.state = state;
  connection.textContent = text;
}

function setStatus(text) {
  statusLine.textContent = text;
}

/** Keeps a short line about a message in `demo.trace` (the last 60). */
function trace(dir, msg) {
  const s = msg.state;
  const where = s ? ` [${s.gameNumber}:${s.phase}:${s.position.turn}${s.dice ? `:${s.dice}` : ''}]` : '';
  const what = msg.move !== undefined ? ` ${JSON.stringify(msg.move)}` : msg.notation !== undefined ? ` ${msg.player} ${msg.notation}` : msg.dice ? ` ${msg.player} ${msg.dice}` : msg.reason ? ` ${msg.reason}` : '';
  demo.trace.push(`${dir} ${msg.type}${what}${where}`);
  if (demo.trace.length > 60) demo.trace.shift();
}

/** Records a problem, with the messages that led to it. */
function problem(text) {
  demo.problems.push(`${text}\n    after: ${demo.trace.slice(-12).join('\n           ')}`);
}

function send(msg) {
  if (socket && socket.readyState === WebSocket.OPEN) {
    trace('→', msg);
    socket.send(JSON.stringify(msg));
  }
}

function joinSettings() {
  // The form once a person has used it (it starts filled from the URL); else the URL's settings.
  const data = formUsed ? new FormData(form) : null;
  const pick = (name) => (data ? data.get(name) : params.get(name)) ?? '';
  const length = Number(pick('length') || 3);
  return {
    type: 'join',
    tradition: pick('tradition') || 'macedonian',
    game: pick('game') || null,
    length,
    clock: pick('clock') || null,
    match: pick('match') || null,
  };
}

function connect() {
  if (stopped) return;
  setConnection('connecting', retries ? 'Reconnecting…' : 'Connecting…');
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
  socket = ws;
  ws.addEventListener('open', () => {
    if (ws !== socket) return;
    retries = 0;
    setConnection('online', 'Online');
    const token = sessionStorage.getItem(TOKEN_KEY);
    if (token) send({ type: 'resume', token });
    else if (wantJoin) join();
    else showForm();
  });
  ws.addEventListener('message', (event) => {
    if (ws !== socket) return;
    let msg;
    try {
      msg = JSON.parse(event.data);
    } catch {
      return;
    }
    demo.received.push(msg.type);
    trace('←', msg);
    // One message at a time: a remote play is shown step by step before the next is looked at.
    queue = queue.then(() => handle(msg)).catch((error) => {
      problem(`page: ${error.message}`);
      console.error(error);
    });
  });
  ws.addEventListener('close', (event) => {
    if (ws !== socket) return;
    demo.synced = false;
    if (event.code === 4001) {
      stopped = true;
      setConnection('offline', 'Closed');
      setStatus('This match continues in another tab or window.');
      return;
    }
    setConnection('offline', 'Offline: reconnecting…');
    const wait = Math.min(4000, 250 * 2 ** retries++);
    setTimeout(connect, wait);
  });
}

function join() {
  const msg = joinSettings();
  form.hidden = true;
  send(msg);
}

function showForm() {
  form.hidden = false;
  for (const name of formUsed ? [] : ['tradition', 'game', 'length', 'clock', 'match']) {
    if (params.has(name)) form.elements.namedItem(name).value = params.get(name); // (not elements[name]: elements.length is the count)
  }
  setStatus('Choose a game and find an opponent.');
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!form.reportValidity()) return;
  wantJoin = true;
  formUsed = true;
  join();
});

// ------------------------------------------------------------------ server messages

const colorName = (c) => (c === 'white' ? 'White' : 'Black');

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
    if (resignationSent) return; // the person resigned meanwhile: the server's answer follows
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

async function handle(msg) {
  applying = true;
  try {
    await handleMessage(msg);
  } finally {
    applying = false;
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
      resignationSent = false;
      return startMatch(msg);
    case 'roll': {
      if (msg.opening) openingRound = msg.round + 1; // before roll(): a tie asks again at once
      if (!board.roll(msg.dice)) problem(`the board did not take the roll ${msg.dice}`);
      applyClock(msg.clock);
      return settle(msg.state);
    }
    case 'played': {
      if (msg.player === demo.color) {
        held = null;
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
        resignationSent = false;
        if (msg.state) board.setState(msg.state);
      }
      if (msg.request === 'play') held = null;
      if (msg.request === 'play' && board.pendingMove) board.refuseMove(msg.reason);
      else setStatus(`The server refused: ${msg.reason}`);
      return;
    case 'cube':
      // Backgammon's cube (B3): ours was made on the board already; the opponent's is made here.
      if (msg.player !== demo.color && !board.cubeRemote(msg.move)) problem(`the board did not take the opponent's ${msg.move}`);
      applyClock(msg.clock);
      return settle(msg.state);
    case 'resigned':
      resignationSent = false;
      if (board.getState().phase !== 'game-over' && board.getState().phase !== 'match-over') {
        applyingResignation = true;
        try {
          board.resign(msg.player);
        } finally {
          applyingResignation = false;
        }
      }
      return settle(msg.state);
    case 'game-end':
      return settle(msg.state);
    case 'next-game':
      openingRound = 0;
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
  openingRound = msg.openingRound;
  form.hidden = true;
  $('share').hidden = true;
  const { tradition, game, length, clock } = msg.settings;
  demo.synced = false;
  held = null;
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

// ------------------------------------------------------------------ board events

let askedFor = null;

/**
 * Passes the board's request for dice to the server once the server's state agrees that a roll is
 * due: the opening (both pages ask; the server rolls once a round) or our own roll. (The board
 * should never be ahead of the server; if it were, the request would wait for the server.)
 */
function askRoll() {
  const request = board.rollRequest;
  const server = demo.serverState;
  if (!request || !server || !demo.synced || demo.ended || askedFor === server) return;
  if (request.opening && server.phase === 'opening' && server.gameNumber === request.gameNumber) {
    askedFor = server;
    send({ type: 'roll', gameNumber: request.gameNumber, round: openingRound });
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

/** Our play held by the board until the server answers, and whether it was sent. */
let held = null;

/**
 * Sends our held play once the server's state agrees that we are to move (the board should never
 * be ahead of the server; if it were, the play would wait). Offline it stays held: on reconnect
 * the server's state replaces it (the board drops a held play on setState).
 */
function sendPlay() {
  const server = demo.serverState;
  if (!held || held.sent || !demo.synced || !server || server.phase !== 'moving' || server.position.turn !== demo.color) return;
  held.sent = true;
  send({ type: 'play', move: held.steps });
}

board.addEventListener('tabla-before-move', (e) => {
  if (e.detail.player !== demo.color) return;
  board.holdMove();
  held = { steps: e.detail.steps.map(({ from, to, die }) => ({ from, to, die })), sent: false };
  sendPlay();
});

// A resignation with the board's own Resign button: the server is told (it resigns the game for
// both; the board has already ended it here). Also while a server message is being shown (a
// person may resign while the opponent's play is drawn): only the server's own resignation
// message is not sent back.
board.addEventListener('tabla-game-end', (e) => {
  if (applyingResignation || !demo.synced || e.detail.kind !== 'resign' || e.detail.winner === demo.color) return;
  resignationSent = true;
  send({ type: 'resign' });
});

// Our cube moves (backgammon) made on the board are sent to the server, which referees them.
for (const name of ['tabla-double', 'tabla-take', 'tabla-pass']) {
  board.addEventListener(name, (e) => {
    if (applying || !demo.synced || e.detail.player !== demo.color) return;
    send({ type: 'cube', move: name === 'tabla-double' ? 'double' : name === 'tabla-pass' ? 'pass' : e.detail.beaver ? 'beaver' : 'take' });
  });
}

board.addEventListener('tabla-turn', () => scheduleAuto());
board.addEventListener('tabla-move-refused', () => scheduleAuto());

$('leave').addEventListener('click', () => {
  if (confirm('Leave the match? You lose it.')) send({ type: 'leave' });
});
$('again').addEventListener('click', () => {
  sessionStorage.removeItem(TOKEN_KEY);
  $('again').hidden = true;
  demo.ended = null;
  demo.synced = false;
  board.hidden = true;
  setStatus('');
  // The same private match name, or the auto player, joins again at once; a person chooses anew.
  if (auto || params.has('match')) join();
  else showForm();
});

// ------------------------------------------------------------------ auto play (?auto=1)

let autoTimer = null;

function scheduleAuto() {
  if (!auto || autoTimer !== null) return;
  autoTimer = setTimeout(() => {
    autoTimer = null;
    autoAct();
  }, autoDelay);
}

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

/** Plays this page's side through the board, as a person would: the cube's buttons, the Roll button, then a whole play. */
function autoAct() {
  // Not while a server message is being applied (a remote play is shown until the board agrees with the server).
  if (!demo.synced || demo.ended || applying || board.pendingMove) return;
  const s = board.getState();
  const press = (action) => board.shadowRoot?.querySelector(`[data-action="${action}"]`)?.click();
  // Backgammon's cube, as a person would use it: double once a game (in even-numbered games),
  // take a double to 2 and pass a redouble.
  if (s.phase === 'doubled' && s.position.turn !== demo.color) return press(s.cube.value === 1 ? 'take' : 'pass');
  if (s.position.turn !== demo.color) return;
  if (s.phase === 'rolling' && s.cube?.value === 1 && s.gameNumber % 2 === 0 && board.shadowRoot?.querySelector('[data-action="double"]')) return press('double');
  if (s.phase === 'rolling' && !board.rollRequest) {
    const button = board.shadowRoot?.querySelector('[data-action="roll"]');
    if (button) button.click();
    else setTimeout(scheduleAuto, 50);
  } else if (s.phase === 'moving') {
    if (!board.play(randomSteps(s))) setTimeout(scheduleAuto, 50);
  }
}

connect();
