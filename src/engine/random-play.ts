/** A uniformly random legal play, chosen step by step through the engine's turn view. */
import { seededUint32, seedFrom } from './dice.js';
import { Turn } from './turn-view.js';
import type { Position, Step } from './types.js';

/**
 * Chooses uniformly among the legal next steps until the turn is complete (always a legal play;
 * no steps when nothing can be played). `seed` makes the choice repeatable.
 */
export function randomLegalSteps(position: Position, dice: readonly number[] | null, seed: string | number): Step[] {
  const next = seededUint32(seedFrom(seed));
  let turn = Turn.begin(position, dice);
  for (;;) {
    const steps = turn.legalSteps();
    if (steps.length === 0) break;
    turn = turn.step(steps[next() % steps.length]);
  }
  return [...turn.steps];
}
