/**
 * Supervised refinement after TD(λ) (see docs/bot.md, "Refinement"): positions sampled from the
 * network's own self-play, each labelled with its 1-ply or 2-ply value — the mover's 21 rolls
 * weighed by their probability, for each roll the mover's best play by the network at 0-ply, and
 * the chances after it by the network (1-ply) or by the opponent's 1-ply look (2-ply), a better
 * estimate than the network's own 0-ply value of the position — and a network trained towards
 * those labels. DOM-free, single-threaded: the refinement script runs one sampler per worker
 * thread.
 */
import { BoardList, isLadderTurn, listBoards, startPosition } from '../src/engine/index.js';
import type { Color, DiceSource, GameId, Position, RuleOptions } from '../src/engine/index.js';
import { decided, equity, flipOutcome, NetEvaluator, type Outcome } from '../src/bot/evaluator.js';
import { encode, inputCount } from '../src/bot/features.js';
import { flipView, viewAfterPlay, viewBuffer, viewOf } from '../src/bot/view.js';
import type { Net } from '../src/bot/net.js';
import { playOutcome, ROLLS } from '../src/bot/candidates.js';
import { OUTPUTS } from './td.js';
import { SelfPlayer } from './self-play.js';
import { RolloutTeacher, type RolloutSpec } from './rollout.js';

/** Most plays listed for one roll of a label (more: the position is not labelled). */
const LIST_LIMIT = 3000;

/** How deep a teacher looks: 1 (each roll's best play judged by the network) or 2 (judged by the opponent's 1-ply look). */
export type TeacherPlies = 1 | 2;

/**
 * The teacher: a position's chances for its mover, looked at one or two rolls deep with a network
 * (each roll's play chosen at 0-ply, as GNU Backgammon's deeper evaluations choose theirs).
 * Only for positions before a roll (no carried numbers). A roll that is a Vtora ladder (RULES.md
 * V3, V4) is played as self-play plays it, by the network's beam over the ladder's partial turns;
 * at 2-ply a play that passes numbers on (V5) is judged by the network after it, the opponent's
 * carried part-turn not being a position before a roll.
 */
export class Teacher {
  private readonly list = new BoardList();
  private readonly view;
  private readonly evaluator: NetEvaluator;
  private readonly inner: Teacher | null;
  private readonly deeper = new Float64Array(OUTPUTS);
  /** The 0-ply chooser of a ladder roll (the beam self-play uses). */
  private readonly ladders: SelfPlayer;

  constructor(
    net: Net,
    /** The game judged. */
    readonly game: GameId,
    /** The rules in force (the triple result, O3, as the networks are trained). */
    readonly rules: RuleOptions = { triple: true },
    /** How deep the look is: 1 or 2 rolls. */
    readonly plies: TeacherPlies = 1,
  ) {
    if (plies !== 1 && plies !== 2) throw new Error(`plies must be 1 or 2, got ${String(plies).slice(0, 20)}`);
    this.view = viewBuffer(game);
    this.evaluator = new NetEvaluator({ [game]: net });
    this.inner = plies === 2 ? new Teacher(net, game, rules, 1) : null;
    this.ladders = new SelfPlayer(net, game, rules);
  }

  /** Takes the network's current weights (after they changed). */
  reload(): void {
    this.evaluator.reload();
    this.inner?.reload();
    this.ladders.reload();
  }

  /** Whether {@link chances} can label `pos`: a position of this teacher's game before a roll (no carried numbers). */
  canLabel(pos: Position): boolean {
    return pos.carried.length === 0 && pos.game === this.game;
  }

  /**
   * The chances of `pos` for its mover at this teacher's depth, written into `out` (win, win 2,
   * win 3, lose 2, lose 3); null when a roll, or at 2-ply a reply, has too many plays to list
   * (the position is skipped).
   */
  chances(pos: Position, out: Float64Array): Float64Array | null {
    out.fill(0);
    const near = flipView(viewOf(pos));
    for (const [a, b, w] of ROLLS) {
      let best: Outcome | null = null;
      let next: Position | null = null;
      if (isLadderTurn(pos, [a, b])) {
        const play = this.ladders.choose(pos, [a, b]);
        best = playOutcome(play, pos.turn, this.evaluator);
        next = play.result ? null : play.position;
      } else {
        const list = listBoards(pos, [a, b], this.rules, this.list);
        if (list.count > LIST_LIMIT || list.count === 0) return null;
        this.evaluator.near(near);
        let bestU = -Infinity;
        let bestI = 0;
        for (let i = 0; i < list.count; i++) {
          const o = this.outcomeAfter(list, i, pos);
          const u = equity(o);
          if (u > bestU) [best, bestU, bestI] = [o, u, i];
        }
        if (this.inner && !list.result(bestI)) next = list.play(bestI).position;
      }
      if (this.inner && next !== null && this.inner.canLabel(next)) {
        if (!this.inner.chances(next, this.deeper)) return null;
        const d = this.deeper;
        best = flipOutcome({ win: d[0], winMars: d[1], winTriple: d[2], loseMars: d[3], loseTriple: d[4] });
      }
      const p = w / 36;
      out[0] += p * best!.win;
      out[1] += p * best!.winMars;
      out[2] += p * best!.winTriple;
      out[3] += p * best!.loseMars;
      out[4] += p * best!.loseTriple;
    }
    return out;
  }

  /** The mover's chances after play i of a list (exact for a game-ending play). */
  private outcomeAfter(list: BoardList, i: number, pos: Position): Outcome {
    const r = list.result(i);
    if (r) return decided(r.winner === null ? 0 : r.winner === pos.turn ? r.points : -r.points);
    return flipOutcome(this.evaluator.evaluateView(viewAfterPlay(list, i, pos, this.view)));
  }
}

/**
 * Samples positions from the network's self-play at 0-ply (with a share of random plays, so that
 * positions a little off its own path are seen too) and labels a share of them with a {@link Teacher}
 * or with truncated rollouts ({@link RolloutTeacher}).
 */
export class RefineSampler {
  private readonly teacher: Teacher | RolloutTeacher;
  private readonly player: SelfPlayer;
  private readonly list = new BoardList();
  private readonly y = new Float64Array(OUTPUTS);

  constructor(
    net: Net,
    /** The game sampled. */
    readonly game: GameId,
    /** The share of decisions played at random among the legal plays (exploration). */
    readonly explore = 0.1,
    /** The rules in force. */
    readonly rules: RuleOptions = { triple: true },
    /** The teacher: its depth (1 or 2 rolls), or truncated rollouts. */
    readonly plies: TeacherPlies | RolloutSpec = 1,
    /** The share of the labellable positions that are labelled (the rest are only played through). */
    readonly labelShare = 1,
    /** Seed of a rollout teacher's dice after each game's first roll. */
    rolloutSeed = 1,
  ) {
    if (!(explore >= 0 && explore <= 1)) throw new Error(`explore must be within [0, 1], got ${String(explore).slice(0, 20)}`);
    if (!(labelShare > 0 && labelShare <= 1)) throw new Error(`labelShare must be within (0, 1], got ${String(labelShare).slice(0, 20)}`);
    this.teacher = typeof plies === 'object' ? new RolloutTeacher(net, game, rules, plies, rolloutSeed) : new Teacher(net, game, rules, plies);
    this.player = new SelfPlayer(net, game, rules);
  }

  /**
   * One self-play game from the start (dice from `dice`, exploration from `rand`), every labelled
   * decision state appended to `inputs`/`targets` from `at`; returns the new count.
   * Stops early when the buffers are full.
   */
  playGame(dice: DiceSource, rand: () => number, starter: Color, into: { inputs: Float32Array; targets: Float32Array }, at: number): number {
    const width = inputCount(this.game);
    const capacity = Math.min(into.targets.length / OUTPUTS, into.inputs.length / width);
    let pos = startPosition(this.game, 'macedonian', starter);
    for (let t = 0; t < 3000 && at < capacity; t++) {
      if ((this.labelShare === 1 || rand() < this.labelShare) && this.teacher.canLabel(pos) && this.teacher.chances(pos, this.y)) {
        encode(viewOf(pos), into.inputs.subarray(at * width, (at + 1) * width));
        for (let k = 0; k < OUTPUTS; k++) into.targets[at * OUTPUTS + k] = this.y[k];
        at++;
      }
      const d = pos.carried.length > 0 ? null : [dice.die(), dice.die()];
      let play;
      if (d !== null && rand() < this.explore && !isLadderTurn(pos, d)) {
        const list = listBoards(pos, d, this.rules, this.list);
        play = list.count <= LIST_LIMIT ? list.play(Math.floor(rand() * list.count)) : this.player.choose(pos, d);
      } else play = this.player.choose(pos, d);
      if (play.result) return at;
      pos = play.position;
    }
    return at;
  }
}
