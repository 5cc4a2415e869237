/**
 * Truncated rollouts as a teacher for supervised refinement (training/refine.ts): a position's
 * chances for its mover estimated by playing it on with the network at 0-ply for both sides, the
 * first roll stratified over the 36 rolls, each game cut after a fixed number of plays and valued
 * there by the network (exactly where the game ended before). Judged by GNU Backgammon's 3-ply
 * evaluation, such labels of Prva contact positions, their own noise taken out, sit about two
 * thirds as far from it as the 2-ply teacher's (docs/bot-training-log.md, thirty-seventh session).
 * DOM-free, single-threaded.
 */
import type { GameId, Position, RuleOptions } from '../src/engine/index.js';
import { decided, flipOutcome, NetEvaluator, type Outcome } from '../src/bot/evaluator.js';
import { viewOf } from '../src/bot/view.js';
import type { Net } from '../src/bot/net.js';
import { SelfPlayer } from './self-play.js';

/** How a rollout label is made: games per position (a multiple of 36) and plays per game before the network values the position. */
export interface RolloutSpec {
  games: number;
  plies: number;
}

/** Most part-turns played past the cut while numbers are still carried (Vtora, V5), before the position is valued. */
const CARRIED_LIMIT = 8;

/** The label of a {@link RolloutSpec}, as data folders and checkpoints record it (`rollout-72x10`). */
export function rolloutLabel(spec: RolloutSpec): string {
  return `rollout-${spec.games}x${spec.plies}`;
}

/** Throws a clear error unless `spec` is a usable rollout: games a positive multiple of 36, plies a positive integer. */
export function checkRolloutSpec(spec: RolloutSpec): void {
  const { games, plies } = spec;
  if (!(Number.isInteger(games) && games >= 36 && games % 36 === 0))
    throw new Error(`rollout games must be a positive multiple of 36 (the first roll is stratified), got ${String(games).slice(0, 20)}`);
  if (!(Number.isInteger(plies) && plies >= 1)) throw new Error(`rollout plies must be an integer ≥ 1, got ${String(plies).slice(0, 20)}`);
}

/** Truncated rollouts with a network (see the file's doc); the same `canLabel`/`chances` as the refine {@link Teacher}. */
export class RolloutTeacher {
  private readonly player: SelfPlayer;
  private readonly evaluator: NetEvaluator;
  private state: number;

  constructor(
    net: Net,
    /** The game judged. */
    readonly game: GameId,
    /** The rules in force (the triple result, O3, as the networks are trained). */
    readonly rules: RuleOptions,
    /** Games per position and plays per game. */
    readonly spec: RolloutSpec,
    /** Seed of the dice after the first roll (the labels are reproducible from it). */
    seed: number,
  ) {
    checkRolloutSpec(spec);
    this.player = new SelfPlayer(net, game, rules);
    this.evaluator = new NetEvaluator({ [game]: net });
    this.state = seed >>> 0 || 1;
    this.player.reload();
  }

  /** Takes the network's current weights (after they changed). */
  reload(): void {
    this.player.reload();
    this.evaluator.reload();
  }

  /** Whether {@link chances} can label `pos`: a position of this teacher's game before a roll (no carried numbers). */
  canLabel(pos: Position): boolean {
    return pos.carried.length === 0 && pos.game === this.game;
  }

  /** The mean chances of `pos` for its mover over the rollout's games, written into `out` (win, win 2, win 3, lose 2, lose 3). */
  chances(pos: Position, out: Float64Array): Float64Array {
    out.fill(0);
    const { games, plies } = this.spec;
    for (let g = 0; g < games; g++) {
      const k = g % 36;
      const o = this.playOn(pos, [1 + Math.floor(k / 6), 1 + (k % 6)], plies);
      out[0] += o.win;
      out[1] += o.winMars;
      out[2] += o.winTriple;
      out[3] += o.loseMars;
      out[4] += o.loseTriple;
    }
    for (let i = 0; i < out.length; i++) out[i] /= games;
    return out;
  }

  /** One game from `pos` with the first roll `first`, cut after `plies` plays: the outcome for `pos`'s mover. */
  private playOn(pos: Position, first: readonly number[], plies: number): Outcome {
    const mover = pos.turn;
    let p = pos;
    let dice: readonly number[] | null = first;
    for (let t = 0; t < plies + CARRIED_LIMIT && (t < plies || p.carried.length > 0); t++) {
      const play = this.player.choose(p, dice);
      if (play.result) {
        const r = play.result;
        return decided(r.winner === null ? 0 : r.winner === mover ? r.points : -r.points);
      }
      p = play.position;
      dice = p.carried.length > 0 ? null : [this.die(), this.die()];
    }
    const o = this.evaluator.evaluateView(viewOf(p));
    return p.turn === mover ? o : flipOutcome(o);
  }

  /** A die from the teacher's own seeded generator (a linear congruential one; the first roll is not drawn). */
  private die(): number {
    this.state = (Math.imul(this.state, 1664525) + 1013904223) >>> 0;
    return 1 + Math.floor((this.state / 4294967296) * 6);
  }
}
