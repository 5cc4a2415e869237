/**
 * The bot's look ahead: a 1-ply expectimax that weighs the opponent's 21 rolls by their
 * probability (never the real next roll, C9), each reply the opponent's best by the evaluator,
 * and the 2-ply look of Prva, backgammon, Treta, Fevga and long nardy (each reply judged at 1-ply
 * in turn). Generators that yield between units of work (see ./search.ts).
 */
import { isLadderTurn, listBoards, Turn } from '../engine/index.js';
import type { Color, Play, Position } from '../engine/index.js';
import { flipOutcome, type Outcome } from './evaluator.js';
import { beamPlays, boardListAt, candidates, playOutcome, ROLLS, type Scored, type SearchConfig, type Utility } from './candidates.js';
import { flipView, viewAfterPlay, viewBuffer, viewOf } from './view.js';

/** The reply the mover of a position chose by the evaluator alone: its outcome for `me`, and the play on demand. */
interface Reply {
  readonly outcome: Outcome;
  /** The play (materialised only when asked: the 2-ply look needs it, the 1-ply look does not). */
  play(): Play | null;
}

/**
 * The best play for the mover by the evaluator alone (used for the opponent in the 1-ply look,
 * and for both sides in the 2-ply look). A listed turn is judged board by board without building
 * a `Position` per play; the list of `depth` is reused, so call `play()` before looking deeper.
 */
function* greedyReply(pos: Position, dice: readonly number[] | null, me: Color, cfg: SearchConfig, depth = 1): Generator<void, Reply, void> {
  const ev = cfg.evaluator;
  if (dice !== null && isLadderTurn(pos, dice)) {
    // A ladder reply is played out by a narrow beam over the turn's legal steps, unless the level
    // does not: then it is estimated by the position before the roll (the evaluator's value
    // averages over the ladders to come).
    if (cfg.ladderReplyBeam === 0) {
      const o = ev.evaluate(pos);
      return { outcome: pos.turn === me ? o : flipOutcome(o), play: () => null };
    }
    const plays = yield* beamPlays(Turn.begin(pos, dice, cfg.rules), pos.turn, cfg, cfg.ladderReplyBeam);
    return pickWorstForMe({ plays, outcomes: plays.map((p) => playOutcome(p, pos.turn, ev)) }, pos, me, cfg);
  }
  if (dice !== null && ev.evaluateView) {
    const list = listBoards(pos, dice, cfg.rules, boardListAt(depth));
    if (list.count <= cfg.listLimit) {
      const view = viewBuffer(pos.game);
      ev.near?.(flipView(viewOf(pos)));
      const mine = pos.turn === me;
      const { at, outcome } = moverPick(list.count, mine, cfg.utility, (i) => {
        if (list.result(i)) return playOutcome(list.play(i), me, ev);
        // The board after the reply is seen by the player to move next.
        const next = ev.evaluateView!(viewAfterPlay(list, i, pos, view));
        return mine ? flipOutcome(next) : next;
      });
      return { outcome, play: () => list.play(at) };
    }
  }
  return yield* greedyReplySlow(pos, dice, me, cfg, depth);
}

/** {@link greedyReply} through the candidate list (carried numbers, huge lists, evaluators without views, my own reply). */
function* greedyReplySlow(pos: Position, dice: readonly number[] | null, me: Color, cfg: SearchConfig, depth: number): Generator<void, Reply, void> {
  const scored = yield* candidates(pos, dice, cfg, cfg.replyBeam, undefined, depth);
  return pickWorstForMe(scored, pos, me, cfg);
}

/** The mover's choice among scored plays: what is worst for `me` when the mover is the opponent, best when it is `me`. */
function pickWorstForMe(scored: Scored, pos: Position, me: Color, cfg: SearchConfig): Reply {
  const mine = pos.turn === me;
  const { at, outcome } = moverPick(scored.plays.length, mine, cfg.utility, (i) => (mine ? scored.outcomes[i] : flipOutcome(scored.outcomes[i])));
  return { outcome, play: () => scored.plays[at] };
}

/**
 * The option the mover picks among `count`, from each one's outcome for `me`: the best for `me`
 * when the mover is `me`, the worst when it is the opponent (zero-sum utility); the first of equals.
 */
function moverPick(count: number, moverIsMe: boolean, utility: Utility, outcomeForMe: (i: number) => Outcome): { at: number; outcome: Outcome } {
  const sign = moverIsMe ? -1 : 1;
  let at = 0;
  let outcome: Outcome | null = null;
  let low = Infinity;
  for (let i = 0; i < count; i++) {
    const o = outcomeForMe(i);
    const u = sign * utility(o);
    if (u < low) [at, outcome, low] = [i, o, u];
  }
  return { at, outcome: outcome! };
}

/** Expected outcome for `me` after my play, weighing all 21 opponent rolls (1-ply expectimax). */
export function* expectimax(play: Play, me: Color, cfg: SearchConfig, depth = 1): Generator<void, Outcome, void> {
  if (play.result) return playOutcome(play, me, cfg.evaluator);
  let pos = play.position;
  if (pos.turn === me) return playOutcome(play, me, cfg.evaluator); // V5 part-turn: my own roll follows
  if (pos.carried.length > 0) {
    // V5: the opponent first plays the numbers I passed on (no roll involved), greedily.
    const { plays } = yield* candidates(pos, null, cfg, cfg.replyBeam, undefined, depth);
    let bestPlay = plays[0];
    let bestU = Infinity;
    for (const p of plays) {
      const u = cfg.utility(playOutcome(p, me, cfg.evaluator));
      if (u < bestU) {
        bestU = u;
        bestPlay = p;
      }
    }
    if (bestPlay.result) return playOutcome(bestPlay, me, cfg.evaluator);
    pos = bestPlay.position;
  }
  const sum: Outcome = { win: 0, winMars: 0, winTriple: 0, loseMars: 0, loseTriple: 0 };
  for (const [a, b, w] of ROLLS) {
    const { outcome } = yield* greedyReply(pos, [a, b], me, cfg, depth);
    addWeighted(sum, outcome, w / 36);
    yield;
  }
  return sum;
}

function addWeighted(sum: Outcome, o: Outcome, w: number): void {
  sum.win += w * o.win;
  sum.winMars += w * o.winMars;
  sum.winTriple += w * o.winTriple;
  sum.loseMars += w * o.loseMars;
  sum.loseTriple += w * o.loseTriple;
}

/**
 * 2-ply: for each of the opponent's 21 rolls, the opponent's best reply by the evaluator, then
 * that reply judged at 1-ply (my 21 rolls, my best answer to each). Master in Prva, backgammon,
 * Treta and Fevga; not in Vtora, whose carried numbers (V5) it does not play.
 */
export function* expectimax2(play: Play, me: Color, cfg: SearchConfig): Generator<void, Outcome, void> {
  if (play.result) return playOutcome(play, me, cfg.evaluator);
  const pos = play.position;
  const opp = pos.turn;
  const sum: Outcome = { win: 0, winMars: 0, winTriple: 0, loseMars: 0, loseTriple: 0 };
  for (const [a, b, w] of ROLLS) {
    const reply = yield* greedyReply(pos, [a, b], me, cfg, 1);
    const q = reply.play();
    // A reply that ends the game (or a ladder estimate) is judged as it is.
    const o = q === null || q.result ? reply.outcome : flipOutcome(yield* expectimax(q, opp, cfg, 2));
    addWeighted(sum, o, w / 36);
    yield;
  }
  return sum;
}
