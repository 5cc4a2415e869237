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
//
// The page's modules: page.mjs (elements, URL parameters, shared state, status line),
// connection.mjs (the WebSocket, joining, the Leave and Play again buttons), messages.mjs (the
// server's messages on the board), board-events.mjs (the board's events to the server) and
// auto-player.mjs (auto=1).
import '../../dist/cdn/tabla-board.min.js';
import { connect } from './connection.mjs';
import { handle } from './messages.mjs';

connect(handle);
