// Positions between ../shared/bench/gnubg's drivers (oracle_common's arrays: the side's 24 points
// in its own numbering, index 24 = the bar) and the engine's position objects.

/** A side of the engine's position from oracle_common's array. */
const side = (a) => ({ points: [0, ...a.slice(0, 24)], bar: a[24], off: 15 - a.reduce((x, y) => x + y, 0) });

/** The oracle array of a side of the engine's position. */
export const array = (s) => [...s.points.slice(1, 25), s.bar];

/** The engine's position of a driver's request (`me`, `opp`) in `game` and `tradition`, the player on roll as white. */
export const position = (msg, game, tradition) => ({
  game,
  tradition,
  turn: 'white',
  white: side(msg.me),
  black: side(msg.opp),
  pinned: { white: [], black: [] },
  carried: [],
  rolls: { white: 0, black: 0 },
});
