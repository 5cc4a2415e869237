// The multiplayer demo page's elements, URL parameters and status line (client.mjs describes the
// page), and `window.tablaDemo`: what the tests read, taken from the board's connection.

/** The page's URL parameters (client.mjs lists them). */
export const params = new URLSearchParams(location.search);
/** True with `auto=1`: this page plays its side by itself (auto-player.mjs). */
export const auto = params.get('auto') === '1';
/** With `auto=1`: the pause before each action, in ms (`delay`, default 300). */
export const autoDelay = Math.max(0, Number(params.get('delay') ?? 300) || 0);

/** The page's element of that id. */
export const $ = (id) => document.getElementById(id);
/** The page's `<tabla-board>`. */
export const board = $('board');
/** The join form (game settings, private match name). */
export const form = $('join');

if (params.get('animation') === 'off') board.setAttribute('animation', 'off');

/** Shows the connection's state (`connecting`, `online`, `offline`, `closed`) in the badge. */
export function setConnection(state) {
  const connection = $('connection');
  connection.dataset.state = state;
  connection.textContent = { connecting: 'Connecting…', online: 'Online', offline: 'Offline: reconnecting…', closed: 'Closed' }[state];
}

/** Shows `text` in the status line. */
export function setStatus(text) {
  $('status').textContent = text;
}

/** A color's name for the status line. */
export const colorName = (c) => (c === 'white' ? 'White' : 'Black');

/**
 * `window.tablaDemo` for the tests: the connection's view (colour, match, server state, end,
 * counters) and what the page saw (messages received, problems, a short trace).
 */
export function exposeForTests(link) {
  const demo = { received: [], problems: [], trace: [] };
  for (const name of ['color', 'matchId', 'settings', 'serverState', 'ended', 'synced', 'resumed', 'resyncs', 'plays', 'applying']) {
    Object.defineProperty(demo, name, { get: () => link[name], enumerable: true });
  }
  link.addEventListener('tabla-client-message', ({ detail: msg }) => {
    demo.received.push(msg.type);
    const s = msg.state;
    const where = s ? ` [${s.gameNumber}:${s.phase}:${s.position.turn}${s.dice ? `:${s.dice}` : ''}]` : '';
    const what = msg.notation !== undefined ? ` ${msg.player} ${msg.notation}` : msg.dice ? ` ${msg.player} ${msg.dice}` : msg.reason ? ` ${msg.reason}` : '';
    demo.trace.push(`← ${msg.type}${what}${where}`);
    if (demo.trace.length > 60) demo.trace.shift();
  });
  link.addEventListener('tabla-client-problem', ({ detail }) => {
    demo.problems.push(`${detail.text}\n    after: ${demo.trace.slice(-12).join('\n           ')}`);
    console.warn(detail.text);
  });
  window.tablaDemo = demo;
  return demo;
}
