/**
 * The bot's ranking of a roll's plays, for the Hint list and the tutor: asked once per roll
 * (the match state the roll is played in), kept until the next roll. Each play is kept with its
 * full steps (hits marked), its equity and the key of the position it leaves, so that a play
 * made by hand is found among them whatever order its steps were made in.
 */
import { currentTurn, type MatchState } from '../../engine/match.js';
import { positionKey } from '../../engine/position.js';
import { formatPlay } from '../../engine/notation/moves.js';
import type { Step } from '../../engine/types.js';
import type { Turn } from '../../engine/turn.js';
import type { HintEntry } from './hint-list.js';

/** One ranked play. */
export interface RankedPlay extends HintEntry {
  /** Its steps as the engine makes them (mover's numbering, hits marked). */
  steps: Step[];
  /** `positionKey` of the position it leaves. */
  key: string;
}

/** The bot's answer this book needs: plays' steps and equities, best first. */
export type RankPlays = (state: MatchState, count: number) => Promise<{ steps: readonly { from: number; to: number; die?: number }[]; equity: number }[]>;

/** The bot's plays made from the turn's start: full steps, notation and the position each leaves. */
export function rankedPlays(start: Turn, plays: readonly { steps: readonly { from: number; to: number; die?: number }[]; equity: number }[]): RankedPlay[] {
  return plays.map((p) => {
    const play = p.steps.reduce((turn, st) => turn.step(st), start).finish();
    return { notation: formatPlay(play.steps), equity: p.equity, steps: [...play.steps], key: positionKey(play.position) };
  });
}

/** The ranked plays of one roll, asked once. */
export class HintBook {
  private state: MatchState | null = null;
  private answer: Promise<RankedPlay[]> | null = null;

  constructor(private readonly rank: RankPlays) {}

  /** The plays of the roll being played in `state`, best first (`count` of them; asked again only for another state or more plays). */
  plays(state: MatchState, count: number): Promise<RankedPlay[]> {
    if (this.state !== state || !this.answer || this.count < count) {
      this.state = state;
      this.count = count;
      this.answer = this.rank(state, count).then((plays) => rankedPlays(currentTurn(state), plays));
      this.answer.catch(() => (this.answer = null));
    }
    return this.answer;
  }
  private count = 0;

  /** Forgets the plays (a new match). */
  clear(): void {
    this.state = null;
    this.answer = null;
  }
}

/** What the tutor says of a play: its loss against the best and the best, or null when it is within `threshold` (or unknown). */
export function tutorVerdict(plays: readonly RankedPlay[], playedKey: string, threshold: number): { loss: number; best: RankedPlay } | null {
  if (plays.length < 2) return null;
  const best = plays[0];
  if (best.key === playedKey) return null;
  const mine = plays.find((p) => p.key === playedKey);
  // A play outside the ranked list loses at least as much as the last one ranked.
  const loss = best.equity - (mine ?? plays[plays.length - 1]).equity;
  return loss > threshold ? { loss, best } : null;
}
