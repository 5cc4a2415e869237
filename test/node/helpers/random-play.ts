/** Random legal play through the engine's step-wise view, for self-play tests and the soak. */
import {
  applyPlay,
  currentTurn,
  newMatch,
  nextGame,
  rollMatchDice,
  rollOpening,
  seededUint32,
  type MatchOptions,
  type MatchState,
  type Turn,
} from '../../../src/engine/index.js';

/** A seeded random integer in [0, n). */
export type Rng = (n: number) => number;

/** A deterministic random source. */
export function rng(seed: number): Rng {
  const next = seededUint32(seed);
  return (n: number) => next() % n;
}

/** Play a turn by random legal steps until none remain; calls `check` after every step. */
export function randomTurn(turn: Turn, r: Rng, check?: (t: Turn) => void): Turn {
  let t = turn;
  for (;;) {
    const steps = t.legalSteps();
    if (steps.length === 0) break;
    t = t.step(steps[r(steps.length)]);
    check?.(t);
  }
  return t;
}

/** Roll two dice from the rng. */
export function roll(r: Rng): [number, number] {
  return [r(6) + 1, r(6) + 1];
}

/** Play a whole match randomly; `onState` sees every state, `onTurn` every partial turn. */
export function randomMatch(
  options: MatchOptions,
  seed: number,
  hooks: { onState?: (s: MatchState) => void; onTurn?: (t: Turn) => void } = {},
  maxPlays = 100_000,
): MatchState {
  const r = rng(seed);
  let s = newMatch(options);
  for (let plays = 0; plays < maxPlays; plays++) {
    hooks.onState?.(s);
    switch (s.phase) {
      case 'opening':
        s = rollOpening(s, r(6) + 1, r(6) + 1);
        break;
      case 'rolling':
        s = rollMatchDice(s, roll(r));
        break;
      case 'moving': {
        const t = randomTurn(currentTurn(s), r, hooks.onTurn);
        s = applyPlay(s, t.steps);
        break;
      }
      case 'game-over':
        s = nextGame(s);
        break;
      case 'match-over':
        return s;
    }
  }
  throw new Error(`match did not end within ${maxPlays} actions`);
}
