/**
 * The decisions of a replayed match record: every checker play, and in backgammon every cube
 * decision (double or not before a roll where the player may double; take or pass), each with
 * the match state it was made in. Pure bookkeeping, no evaluation.
 */
import { mayDouble, type Color, type MatchRecord, type MatchState, type Play, type ReplayedGame } from '../../engine/index.js';
import type { DecisionKind } from './types.js';

/** One decision to judge. */
export interface DecisionTask {
  /** Index of the game in the record (0-based). */
  readonly gameIndex: number;
  /** Index of the action in the game. */
  readonly index: number;
  readonly kind: DecisionKind;
  /** Who decides. */
  readonly color: Color;
  /** That player's n-th roll in the game (1-based). */
  readonly roll: number;
  /** The state the decision is made in (for a move: phase moving with the dice, or rolling before them). */
  readonly state: MatchState;
  /** A move: the dice, the play made. */
  readonly dice: readonly [number, number] | null;
  readonly made: Play | null;
}

/** Whether the player on roll has a cube decision before rolling: he may double and the cube is not dead for him. */
function hasCubeChoice(s: MatchState): boolean {
  if (!s.cube || s.phase !== 'rolling') return false;
  const me = s.position.turn;
  if (!mayDouble(s, me)) return false;
  const length = s.config.length;
  return !(length > 0 && s.score[me] + s.cube.value >= length);
}

/** The decisions of a replayed record, in order. */
export function decisionTasks(record: MatchRecord, replay: readonly ReplayedGame[]): DecisionTask[] {
  const out: DecisionTask[] = [];
  record.games.forEach((g, gi) => {
    const rolls = { white: 0, black: 0 };
    const { before, after } = replay[gi];
    g.actions.forEach((a, i) => {
      const s = before[i];
      const next = i + 1 < before.length ? before[i + 1] : after;
      const base = { gameIndex: gi, index: i, state: s, dice: null, made: null };
      if (a.type === 'move') {
        if (a.dice !== null) rolls[a.player]++;
        if (s.phase === 'rolling' && hasCubeChoice(s)) out.push({ ...base, kind: 'no-double', color: a.player, roll: rolls[a.player] });
        const play: Play = { steps: next.lastPlay!.steps, position: next.lastPlay!.position, result: next.lastPlay!.result };
        const moving: MatchState = s.phase === 'rolling' ? { ...s, phase: 'moving', dice: [a.dice![0], a.dice![1]] } : s;
        out.push({ ...base, state: moving, kind: 'move', color: a.player, roll: Math.max(1, rolls[a.player]), dice: a.dice, made: play });
      } else if (a.type === 'double') {
        if (hasCubeChoice(s)) out.push({ ...base, kind: 'double', color: a.player, roll: rolls[a.player] + 1 });
      } else if (a.type === 'take' || a.type === 'beaver' || a.type === 'pass') {
        const doubler = s.position.turn;
        out.push({ ...base, kind: a.type === 'pass' ? 'pass' : 'take', color: a.player, roll: rolls[doubler] + 1 });
      }
    });
  });
  return out;
}
