/**
 * The bot's search over the engine's legal plays: 0-ply ranking of the candidate plays, a beam
 * over partial turns for Vtora ladders (RULES.md D6) and huge play lists, and a 1-ply
 * expectimax that weighs the opponent's 21 rolls by their probability (never the real next
 * roll, C9). Written as a generator that yields between units of work, so one core can run it
 * synchronously (checking a deadline and a cancel flag at each yield) or cooperatively.
 */
import { BoardList, isLadderTurn, listBoards, positionKey, Turn } from '../engine/index.js';
import type { Color, Play, Position, RuleOptions } from '../engine/index.js';
import { decided, flipOutcome, type Evaluator, type Outcome } from './evaluator.js';
import { flipView, viewAfterPlay, viewBuffer, viewOf } from './view.js';

/** Maps outcome chances (from the bot's side) to the number the bot maximises. */
export type Utility = (o: Outcome) => number;

/** The 21 distinct rolls with their weight out of 36. */
export const ROLLS: readonly (readonly [number, number, number])[] = (() => {
  const r: [number, number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) r.push([a, b, a === b ? 1 : 2]);
  return r;
})();

/** Search settings of one level. */
export interface SearchConfig {
  readonly evaluator: Evaluator;
  readonly utility: Utility;
  /**
   * 0 = rank plays by the evaluator; 1 = expectimax over the opponent's 21 rolls; 2 = the best
   * 1-ply candidates also looked at one roll further (each opponent reply judged at 1-ply).
   */
  readonly ply: 0 | 1 | 2;
  /** At 1-ply: how many of the best 0-ply candidates get the deeper look. */
  readonly topK: number;
  /** At 1-ply: only candidates within this many utility points of the best 0-ply candidate. */
  readonly margin: number;
  /** At 2-ply: how many of the best 1-ply candidates get the 2-ply look (move filtering, as gnubg does). */
  readonly topK2?: number;
  /** At 2-ply: only candidates within this many utility points of the best 1-ply candidate. */
  readonly margin2?: number;
  /** Whether the 1-ply look also runs when my own turn is a ladder (costly; the beam already searched it). */
  readonly deepOnLadder: boolean;
  /** Beam width over partial turns (ladders, huge play lists). */
  readonly beam: number;
  /** Beam width for the opponent's replies inside the 1-ply look. */
  readonly replyBeam: number;
  /**
   * Beam width for an opponent's Vtora ladder reply inside the 1-ply look; 0 = estimate it by
   * the evaluation of the position before the roll.
   */
  readonly ladderReplyBeam: number;
  /** Most plays listed in one go before switching to the beam. */
  readonly listLimit: number;
  /** Noise added to each candidate's 0-ply utility (weaker levels); needs `rand`. */
  readonly noise: number;
  readonly rules: RuleOptions;
}

/** What a search has found so far; the driver reads it when it must stop early. */
export interface SearchProgress {
  /** The best complete play found so far. */
  best: Play | null;
  /** The most promising partial turn of a beam still running (completed quickly if time runs out). */
  partial: Turn | null;
}

/** Outcome of a play for `me` (exact for a game-ending play). */
export function playOutcome(play: Play, me: Color, ev: Evaluator): Outcome {
  const r = play.result;
  if (r) return decided(r.winner === null ? 0 : r.winner === me ? r.points : -r.points);
  const o = ev.evaluate(play.position);
  return play.position.turn === me ? o : flipOutcome(o);
}

/** Outcome for the mover of a partial turn, judged as if the turn ended here. */
function partialOutcome(turn: Turn, me: Color, ev: Evaluator): Outcome {
  if (turn.gameOver) return playOutcome(turn.finish(), me, ev);
  const p = turn.position;
  const opp: Color = me === 'white' ? 'black' : 'white';
  return flipOutcome(ev.evaluate({ ...p, turn: opp, carried: [] }));
}

/** Candidate plays with each one's outcome for the player to move at the turn's start. */
export interface Scored {
  /** The plays, in the engine's order (beam results: best first). */
  readonly plays: Play[];
  /** `outcomes[i]`: outcome chances of `plays[i]` for the mover. */
  readonly outcomes: Outcome[];
}

/** Runs a search generator to its end with no time budget (training, hints, tests) and returns its value. */
export function runToEnd<T>(gen: Generator<void, T, void>): T {
  let r = gen.next();
  while (!r.done) r = gen.next();
  return r.value;
}

/** The best of scored candidates by `utility`: the first of equals, so the pick is deterministic. */
export function bestScored({ plays, outcomes }: Scored, utility: Utility): Play {
  let best = 0;
  let bestU = utility(outcomes[0]);
  for (let i = 1; i < plays.length; i++) {
    const u = utility(outcomes[i]);
    if (u > bestU) {
      best = i;
      bestU = u;
    }
  }
  return plays[best];
}

/** One reusable board list per search depth (the 1-ply look lists replies while my plays are held). */
const LISTS = [new BoardList(), new BoardList(), new BoardList(), new BoardList()];

/**
 * Candidate plays of a turn with their outcomes: every legal play when there are not too many,
 * judged straight from the board-only API's boards (no `Position` per play) where the evaluator
 * can; otherwise (and always on a Vtora ladder) the end points of a beam over partial turns, best
 * first by the beam's judgement. Every result is a legal play.
 */
export function* candidates(
  pos: Position,
  dice: readonly number[] | null,
  cfg: Pick<SearchConfig, 'evaluator' | 'utility' | 'beam' | 'listLimit' | 'rules'>,
  beamWidth = cfg.beam,
  progress?: SearchProgress,
  depth = 0,
): Generator<void, Scored, void> {
  const me = pos.turn;
  const ev = cfg.evaluator;
  if (!isLadderTurn(pos, dice)) {
    const list = listBoards(pos, dice, cfg.rules, LISTS[depth] ?? new BoardList());
    if (list.count <= cfg.listLimit) {
      const plays: Play[] = new Array<Play>(list.count);
      const outcomes: Outcome[] = new Array<Outcome>(list.count);
      // After a carried part-turn (V5) the mover keeps the turn: judged through the position.
      const fast = ev.evaluateView !== undefined && dice !== null;
      const view = fast ? viewBuffer(pos.game) : null;
      if (fast) ev.near?.(flipView(viewOf(pos)));
      for (let i = 0; i < list.count; i++) {
        const play = list.play(i);
        plays[i] = play;
        const r = list.result(i);
        outcomes[i] = r || !view ? playOutcome(play, me, ev) : flipOutcome(ev.evaluateView!(viewAfterPlay(list, i, pos, view)));
      }
      return { plays, outcomes };
    }
    yield;
  }
  const plays = yield* beamPlays(Turn.begin(pos, dice, cfg.rules), me, cfg, beamWidth, progress);
  return { plays, outcomes: plays.map((p) => playOutcome(p, me, ev)) };
}

function* beamPlays(
  start: Turn,
  me: Color,
  cfg: Pick<SearchConfig, 'evaluator' | 'utility'>,
  width: number,
  progress?: SearchProgress,
): Generator<void, Play[], void> {
  let beam: Turn[] = [start];
  const finals: { play: Play; u: number }[] = [];
  const seenFinal = new Set<string>();
  while (beam.length > 0) {
    const next: { t: Turn; u: number }[] = [];
    const seen = new Set<string>();
    for (const t of beam) {
      const steps = t.legalSteps();
      if (steps.length === 0) {
        const play = t.finish();
        const k = positionKey(play.position);
        if (!seenFinal.has(k)) {
          seenFinal.add(k);
          finals.push({ play, u: cfg.utility(playOutcome(play, me, cfg.evaluator)) });
        }
        continue;
      }
      for (const s of steps) {
        const c = t.step(s);
        const k = c.gameOver ? 'end' + c.steps.length + JSON.stringify(c.steps) : positionKey(c.position);
        if (seen.has(k)) continue;
        seen.add(k);
        next.push({ t: c, u: cfg.utility(partialOutcome(c, me, cfg.evaluator)) });
      }
      yield;
    }
    next.sort((a, b) => b.u - a.u);
    beam = next.slice(0, width).map((x) => x.t);
    if (progress && beam.length > 0) progress.partial = beam[0];
  }
  finals.sort((a, b) => b.u - a.u);
  return finals.map((f) => f.play);
}

/** Finish a partial turn quickly with legal steps (used when the time budget runs out). */
export function completeQuickly(turn: Turn): Play {
  let t = turn;
  for (;;) {
    const steps = t.legalSteps();
    if (steps.length === 0) return t.finish();
    t = t.step(steps[0]);
  }
}

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
function* greedyReply(
  pos: Position,
  dice: readonly number[] | null,
  me: Color,
  cfg: SearchConfig,
  depth = 1,
): Generator<void, Reply, void> {
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
    const list = listBoards(pos, dice, cfg.rules, LISTS[depth] ?? new BoardList());
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
 * that reply judged at 1-ply (my 21 rolls, my best answer to each). Prva and backgammon only
 * (no carried numbers, no ladders).
 */
function* expectimax2(play: Play, me: Color, cfg: SearchConfig): Generator<void, Outcome, void> {
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

/**
 * The search for one decision. Yields after every unit of work, keeping `progress` up to date
 * (so a driver that must stop early can answer); the return value is the chosen play.
 */
export function* search(
  pos: Position,
  dice: readonly number[] | null,
  cfg: SearchConfig,
  rand: () => number,
  progress: SearchProgress,
): Generator<void, Play, void> {
  const me = pos.turn;
  const { plays, outcomes } = yield* candidates(pos, dice, cfg, cfg.beam, progress);
  const ladder = progress.partial !== null;
  if (plays.length === 1) return plays[0];
  const scored = plays.map((p, i) => {
    const u = cfg.utility(outcomes[i]);
    return { p, i, u, n: cfg.noise > 0 ? u + cfg.noise * gauss(rand) : u };
  });
  // Sort by (noisy) utility; ties keep the engine's order, so the result is deterministic.
  scored.sort((a, b) => b.n - a.n || a.i - b.i);
  let best = scored[0].p;
  progress.best = best;
  if (cfg.ply === 0 || (ladder && !cfg.deepOnLadder)) return best;
  yield;
  const top = scored.filter((s, k) => k < cfg.topK && s.u >= scored[0].u - cfg.margin);
  if (top.length <= 1) return best;
  let bestU = -Infinity;
  const onePly: { p: Play; u: number }[] = [];
  for (const s of top) {
    const o = yield* expectimax(s.p, me, cfg);
    const u = cfg.utility(o);
    onePly.push({ p: s.p, u });
    if (u > bestU) {
      bestU = u;
      best = s.p;
      progress.best = best;
    }
    yield;
  }
  if (cfg.ply < 2 || pos.carried.length > 0 || isLadderTurn(pos, dice)) return best;
  // 2-ply over the best few 1-ply candidates, best first (so that running out of time keeps the best so far).
  onePly.sort((a, b) => b.u - a.u);
  const deep = onePly.filter((s, k) => k < (cfg.topK2 ?? 2) && s.u >= onePly[0].u - (cfg.margin2 ?? 0.1));
  if (deep.length <= 1) return best;
  bestU = -Infinity;
  for (const s of deep) {
    const u = cfg.utility(yield* expectimax2(s.p, me, cfg));
    if (u > bestU) {
      bestU = u;
      best = s.p;
      progress.best = best;
    }
    yield;
  }
  return best;
}

/** A standard normal sample from a uniform generator. */
function gauss(rand: () => number): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}
