// The multiplayer demo page's elements, URL parameters and shared state (client.mjs describes the
// page): `demo` (read by the tests as `window.tablaDemo`), the flags the other modules share, and
// the status line, connection badge and trace helpers.

/** The page's URL parameters (client.mjs lists them). */
export const params = new URLSearchParams(location.search);
/** True with `auto=1`: this page plays its side by itself (auto-player.mjs). */
export const auto = params.get('auto') === '1';
/** With `auto=1`: the pause before each action, in ms (`delay`, default 300). */
export const autoDelay = Math.max(0, Number(params.get('delay') ?? 300) || 0);
/** The sessionStorage key of this tab's seat token (kept for a resume after a reload). */
export const TOKEN_KEY = 'tabla-multiplayer-token';

/** The page's element of that id. */
export const $ = (id) => document.getElementById(id);
/** The page's `<tabla-board>`. */
export const board = $('board');
/** The join form (game settings, private match name). */
export const form = $('join');
const statusLine = $('status');
const connection = $('connection');

if (params.get('animation') === 'off') board.setAttribute('animation', 'off');

/** What the page knows; also read by tests through `window.tablaDemo`. */
export const demo = {
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

/** The flags the page's modules share while a match is played. */
export const session = {
  /** The opening roll's round the server expects next (a tie asks again). */
  openingRound: 0,
  /** True while a server message is being shown on the board. */
  applying: false,
  /** True while the board applies a resignation the server told of (not one to send back). */
  applyingResignation: false,
  /** True from our own resignation until the server's answer (a settle in progress stops waiting). */
  resignationSent: false,
  /** Our play held by the board until the server answers, and whether it was sent. */
  held: null,
};
/** True while a server message is being shown on the board (for the tests). */
Object.defineProperty(demo, 'applying', { get: () => session.applying, enumerable: true });

/** Shows the connection's state (`connecting`, `online`, `offline`) and its text in the badge. */
export function setConnection(state, text) {
  connection.dataset.state = state;
  connection.textContent = text;
}

/** Shows `text` in the status line. */
export function setStatus(text) {
  statusLine.textContent = text;
}

/** Keeps a short line about a message in `demo.trace` (the last 60). */
export function trace(dir, msg) {
  const s = msg.state;
  const where = s ? ` [${s.gameNumber}:${s.phase}:${s.position.turn}${s.dice ? `:${s.dice}` : ''}]` : '';
  const what = msg.move !== undefined ? ` ${JSON.stringify(msg.move)}` : msg.notation !== undefined ? ` ${msg.player} ${msg.notation}` : msg.dice ? ` ${msg.player} ${msg.dice}` : msg.reason ? ` ${msg.reason}` : '';
  demo.trace.push(`${dir} ${msg.type}${what}${where}`);
  if (demo.trace.length > 60) demo.trace.shift();
}

/** Records a problem, with the messages that led to it. */
export function problem(text) {
  demo.problems.push(`${text}\n    after: ${demo.trace.slice(-12).join('\n           ')}`);
}

/** A color's name for the status line. */
export const colorName = (c) => (c === 'white' ? 'White' : 'Black');
