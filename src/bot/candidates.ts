/**
 * The candidate plays of one turn and what they are worth at 0-ply, for every search of the bot:
 * every legal play when there are not too many (judged straight from the board-only API's
 * boards), else a beam over partial turns (Vtora ladders, RULES.md D6, and huge play lists).
 * Also the search's settings and shared helpers. Written as generators that yield between units
 * of work (see ./search.ts).
 */
import { BoardList, isLadderTurn, listBoards, opponent, positionKey, Turn } from '../engine/index.js';
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
  const opp = opponent(me);
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

/** The reusable board list of a search depth (a fresh one past the prepared depths). */
export function boardListAt(depth: number): BoardList {
  return LISTS[depth] ?? new BoardList();
}

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
    const list = listBoards(pos, dice, cfg.rules, boardListAt(depth));
    if (list.count <= cfg.listLimit) {
      const plays: Play[] = new Array<Play>(list.count);
      const outcomes: Outcome[] = new Array<Outcome>(list.count);
      // After a carried part-turn (V5) the mover keeps the turn: judged through the position.
      const fast = ev.evaluateView !== undefined && dice !== null;
      let finishes = 0;
      const view = fast ? viewBuffer(pos.game) : null;
      if (fast) ev.near?.(flipView(viewOf(pos)));
      for (let i = 0; i < list.count; i++) {
        const play = list.play(i);
        plays[i] = play;
        const r = list.result(i);
        outcomes[i] = r || !view ? playOutcome(play, me, ev) : flipOutcome(ev.evaluateView!(viewAfterPlay(list, i, pos, view)));
        if (r) finishes++;
      }
      if (finishes > 1) fullestFinishesFirst(plays, outcomes);
      return { plays, outcomes };
    }
    yield;
  }
  const plays = yield* beamPlays(Turn.begin(pos, dice, cfg.rules), me, cfg, beamWidth, progress);
  return { plays, outcomes: plays.map((p) => playOutcome(p, me, ev)) };
}

/**
 * Reorders the game-ending plays among their own slots, those that use more dice first (stable):
 * the first of equals, which every level picks, is then the full use of the dice that GNU
 * Backgammon and the international rules expect (2/1* 1/off rather than 2/off with 4-1), where
 * RULES.md C3 also allows stopping once the last checker is off. Either wins the same points.
 */
function fullestFinishesFirst(plays: Play[], outcomes: Outcome[]): void {
  const slots: number[] = [];
  for (let i = 0; i < plays.length; i++) if (plays[i].result) slots.push(i);
  const ordered = slots.map((i) => ({ play: plays[i], outcome: outcomes[i] })).sort((a, b) => b.play.steps.length - a.play.steps.length);
  slots.forEach((slot, k) => {
    plays[slot] = ordered[k].play;
    outcomes[slot] = ordered[k].outcome;
  });
}

/** The complete plays a beam of `width` partial turns reaches from `start`, best first by the evaluator. */
export function* beamPlays(
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
