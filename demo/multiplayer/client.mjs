// The page of the multiplayer demo: a <tabla-board> connected to the bundled server with the
// package's browser client (`connectBoard` from tabla-board/client), which resumes this tab's
// seat or joins, and passes dice, plays, cube moves, clocks and results between the board and
// the server. This page adds the join form, the status line, the opponent's absence with its
// countdown, and the Leave / Play again buttons. A game's result stays on the board until the
// player presses its Next game button.
// Protocol: docs/multiplayer.md.
//
// URL parameters: match=NAME (a private match: both pages use the same name), tradition, game,
// length, clock (join settings), auto=1 (this page plays its side by itself, through the
// board's API; it presses Next game too), delay=MS (auto: pause before each action, default 300), animation=off.
import '../../dist/cdn/tabla-board.min.js';
import { connectBoard } from '../../dist/client/index.js';
import { startAutoPlayer } from './auto-player.mjs';
import { $, auto, board, colorName, exposeForTests, form, params, setConnection, setStatus } from './page.mjs';

/** The join settings of the URL, or of the form once a person has used it. */
function settings(data = null) {
  const pick = (name) => (data ? data.get(name) : params.get(name)) || null;
  return { tradition: pick('tradition') ?? 'macedonian', game: pick('game'), length: Number(pick('length') ?? 3), clock: pick('clock'), match: pick('match') };
}

const link = connectBoard(board, `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`, { join: auto || params.has('match') ? settings() : null });
exposeForTests(link);
if (auto) startAutoPlayer(link);

/** Shows the join form (filled from the URL). */
function showForm() {
  form.hidden = false;
  for (const name of ['tradition', 'game', 'length', 'clock', 'match']) {
    if (params.has(name)) form.elements.namedItem(name).value = params.get(name);
  }
  setStatus('Choose a game and find an opponent.');
}

function showTurn() {
  if (!link.synced || link.ended) return;
  const s = board.getState();
  const you = `You play ${link.color}.`;
  if (s.phase === 'opening') setStatus(`${you} Opening roll…`);
  else if (s.phase === 'rolling' || s.phase === 'moving') setStatus(`${you} ${s.position.turn === link.color ? 'Your turn.' : `${colorName(s.position.turn)} to play.`}`);
  else if (s.phase === 'game-over') setStatus(`${you} ${resultText(s)} Press Next game on the board when you are ready.`);
}

/** A finished game's result for the status line ("White won 2 points (resignation)."). */
function resultText(s) {
  const r = s.lastResult;
  if (!r || !r.winner) return 'The game is over.';
  const kind = { resign: ' by resignation', pass: ' (double passed)', timeout: ' on time' }[r.kind] ?? '';
  return `${r.winner === link.color ? 'You' : colorName(r.winner)} won ${r.points} point${r.points === 1 ? '' : 's'}${kind}.`;
}

/** The opponent's absence, counted down to the forfeit each second until they return (never overwritten by the turn's line). */
let awayTimer = null;
function showAway() {
  const away = $('away');
  const until = link.opponentAwayUntil;
  if (until === null || link.ended) {
    clearInterval(awayTimer);
    awayTimer = null;
    away.hidden = true;
    return;
  }
  away.hidden = false;
  away.textContent = Number.isFinite(until) ? `Opponent disconnected — ${Math.max(0, Math.ceil((until - Date.now()) / 1000))} s to return` : 'Opponent disconnected — waiting for them to return';
  awayTimer ??= setInterval(showAway, 1000);
}

function showEnd() {
  const end = link.ended;
  const s = end.score ?? link.serverState.score;
  const how = { points: '', timeout: ' on time', forfeit: ' by forfeit', left: ' (a player left)' }[end.reason] ?? '';
  setStatus(`${end.winner === link.color ? 'You won' : 'You lost'} the match${how}, ${s.white}–${s.black}.`);
  $('leave').hidden = true;
  $('again').hidden = false;
}

link.addEventListener('tabla-client-connection', ({ detail }) => {
  setConnection(detail.state);
  if (detail.state === 'closed') setStatus('This match continues in another tab or window.');
  if (detail.state === 'online' && !link.token && !auto && !params.has('match') && form.hidden && !link.color) showForm();
});

link.addEventListener('tabla-client-message', ({ detail: msg }) => {
  switch (msg.type) {
    case 'waiting':
      form.hidden = true;
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
      form.hidden = true;
      $('share').hidden = true;
      board.hidden = false;
      $('leave').hidden = !!link.ended;
      showAway();
      if (link.ended) return showEnd();
      return showTurn();
    case 'match-end':
      showAway();
      return showEnd();
    case 'match-over':
      setStatus(`That match is over: ${msg.ended.winner} won ${msg.score.white}–${msg.score.black} (${msg.ended.reason}).`);
      if (!auto && !params.has('match')) showForm();
      return;
    case 'opponent':
      showAway();
      return showTurn();
    case 'refused':
      if (msg.request !== 'play') setStatus(`The server refused: ${msg.reason}`);
      return;
    case 'error':
      if (msg.code === 'unknown-token' && !auto && !params.has('match')) return showForm();
      return setStatus(msg.code === 'unavailable' ? 'The server cannot store moves right now: try again in a moment.' : `Error: ${msg.reason}`);
    default:
      return showTurn();
  }
});

form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!form.reportValidity()) return;
  form.hidden = true;
  link.join(settings(new FormData(form)));
});
$('leave').addEventListener('click', () => {
  if (confirm('Leave the match? You lose it.')) link.leave();
});
$('again').addEventListener('click', () => {
  $('again').hidden = true;
  board.hidden = true;
  setStatus('');
  // The same private match name, or the auto player, joins again at once; a person chooses anew.
  if (auto || params.has('match')) link.join(settings());
  else showForm();
});
