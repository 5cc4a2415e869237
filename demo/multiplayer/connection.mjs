// The multiplayer demo page's connection to the server (client.mjs describes the page): the
// WebSocket with its reconnects, resuming the seat of this tab's token, joining (from the URL's
// settings or the form) and the Leave and Play again buttons. Server messages are passed, one at
// a time, to the handler given to `connect` (messages.mjs).
import { $, auto, board, demo, form, params, problem, setConnection, setStatus, TOKEN_KEY, trace } from './page.mjs';

let socket = null;
let retries = 0;
/** True when the page joins a match without asking (auto, `match=` or the form used once). */
export let wantJoin = auto || params.has('match');
let formUsed = false;
let stopped = false;
let queue = Promise.resolve();

/** Sends a message to the server (dropped while offline). */
export function send(msg) {
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

/** Opens the WebSocket (again after a lost connection, with a growing pause); `handle` gets each server message in turn. */
export function connect(handle) {
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
    setTimeout(() => connect(handle), wait);
  });
}

/** Asks the server for a match with the join settings (the form's or the URL's). */
export function join() {
  const msg = joinSettings();
  form.hidden = true;
  send(msg);
}

/** Shows the join form (filled from the URL until a person has used it). */
export function showForm() {
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
