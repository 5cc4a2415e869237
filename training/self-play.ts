/**
 * Self-play for training: one game of the network against itself at 0-ply, recording every
 * decision state's input vector and the network's value of it (for {@link lambdaTargets}).
 * Plays straight from the engine's board-only API (no `Position` per candidate); Vtora ladders
 * and huge play lists go through the bot's beam (candidates.ts). DOM-free, single-threaded: the
 * training script runs one per worker thread.
 */
import { BoardList, isLadderTurn, listBoards, startPosition } from '../src/engine/index.js';
import type { Color, DiceSource, GameId, Play, Position, RuleOptions } from '../src/engine/index.js';
import { equity, NetEvaluator } from '../src/bot/evaluator.js';
import { encode } from '../src/bot/features.js';
import { flipView, viewAfterPlay, viewBuffer, viewOf } from '../src/bot/view.js';
import type { Net } from '../src/bot/net.js';
import { bestScored, candidates, runToEnd } from '../src/bot/candidates.js';
import { decidedChances, OUTPUTS } from './td.js';

/** The record of one self-play game. */
export interface GameRecord {
  /** Decision states (positions before a roll, and Vtora carried part-turns). */
  readonly states: number;
  /** `inputs[t]`: the input vector of state t. */
  readonly inputs: Float32Array[];
  /** The network's chances of each state for its mover, {@link OUTPUTS} per state. */
  readonly values: Float64Array;
  /** `passed[t]` = 1 when the turn passed from state t to t + 1. */
  readonly passed: Uint8Array;
  /** The outcome for the mover of the last state. */
  readonly final: Float64Array;
  /** The game's result: points for white (negative: black won; 0: a draw). */
  readonly whitePoints: number;
}

/** Games longer than this many decisions are abandoned (none was ever seen; a guard against a bug looping). */
const MAX_STATES = 3000;
/** More plays than this and the beam takes over (as in the bot). */
const LIST_LIMIT = 3000;

/**
 * Plays self-play games with one network (which the caller may train between games). The network
 * runs in the WebAssembly kernel where it can (net-kernel.ts), from a copy of its weights taken at
 * construction, at the start of every {@link playGame} and by {@link reload}.
 */
export class SelfPlayer {
  private readonly list = new BoardList();
  private readonly view;
  private readonly evaluator: NetEvaluator;
  private readonly y = new Float64Array(OUTPUTS);

  constructor(
    private readonly net: Net,
    /** The game played. */
    readonly game: GameId,
    /** The rules in force (training uses the triple result, O3, so the network learns its chances). */
    readonly rules: RuleOptions = { triple: true },
    /** Beam width over the partial turns of a Vtora ladder (narrow: self-play needs many games more than the best ladder). */
    readonly beam = 2,
  ) {
    if (net.outputs !== OUTPUTS) throw new Error(`self-play needs a network with ${OUTPUTS} outputs, got ${net.outputs}`);
    this.view = viewBuffer(game);
    this.evaluator = new NetEvaluator({ [game]: net });
  }

  /** Takes the network's current weights (after training, or after they were set from elsewhere). */
  reload(): void {
    this.evaluator.reload();
  }

  /** One game from the start position, the dice from `dice`; `starter` moves first. */
  playGame(dice: DiceSource, starter: Color, tradition: Parameters<typeof startPosition>[1] = 'macedonian'): GameRecord {
    this.reload(); // the network may have learnt since the last game
    let pos = startPosition(this.game, tradition, starter);
    const inputs: Float32Array[] = [];
    const values: number[] = [];
    const passed: number[] = [];
    for (let t = 0; t < MAX_STATES; t++) {
      const x = encode(viewOf(pos));
      inputs.push(x);
      const v = this.net.forward(x, this.y);
      for (let k = 0; k < OUTPUTS; k++) values.push(v[k]);
      const d = pos.carried.length > 0 ? null : [dice.die(), dice.die()];
      const play = this.choose(pos, d);
      if (play.result) {
        const r = play.result;
        const forMover = r.winner === null ? 0 : r.winner === pos.turn ? r.points : -r.points;
        const whitePoints = pos.turn === 'white' ? forMover : -forMover;
        return { states: t + 1, inputs, values: Float64Array.from(values), passed: Uint8Array.from(passed), final: decidedChances(forMover), whitePoints };
      }
      passed.push(play.position.turn !== pos.turn ? 1 : 0);
      pos = play.position;
    }
    throw new Error(`self-play game of ${this.game} went past ${MAX_STATES} decisions`);
  }

  /** The network's 0-ply choice for the player to move (money equity with the rules' scoring), with the weights last taken. */
  choose(pos: Position, dice: readonly number[] | null): Play {
    if (dice !== null && !isLadderTurn(pos, dice)) {
      const list = listBoards(pos, dice, this.rules, this.list);
      if (list.count === 1) return list.play(0);
      if (list.count <= LIST_LIMIT) {
        this.evaluator.near(flipView(viewOf(pos)));
        let best = 0;
        let bestU = -Infinity;
        for (let i = 0; i < list.count; i++) {
          const u = this.scoreAfter(list, i, pos);
          if (u > bestU) [best, bestU] = [i, u];
        }
        return list.play(best);
      }
    }
    return this.chooseBySearch(pos, dice);
  }

  /** Equity for the mover of play i of a list (exact for a game-ending play). */
  private scoreAfter(list: BoardList, i: number, pos: Position): number {
    const r = list.result(i);
    if (r) return r.winner === null ? 0 : r.winner === pos.turn ? r.points : -r.points;
    // The board is seen by the opponent: the mover's equity is minus the opponent's (zero-sum).
    return -equity(this.evaluator.evaluateView(viewAfterPlay(list, i, pos, this.view)));
  }

  /** Carried part-turns (V5), ladders and huge lists: the bot's candidate search (beam) with this network. */
  private chooseBySearch(pos: Position, dice: readonly number[] | null): Play {
    return bestScored(
      runToEnd(candidates(pos, dice, { evaluator: this.evaluator, utility: equity, beam: this.beam, listLimit: LIST_LIMIT, rules: this.rules })),
      equity,
    );
  }
}
