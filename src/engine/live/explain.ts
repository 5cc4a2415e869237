/**
 * Why a checker may not move, or may not go where it was dropped: the rule that says no, as
 * plain data (a view turns it into words). Legality itself always comes from the engine's
 * `Turn`; once it has said no, the game's rule object (`GameRules`) names the rule: which points
 * are closed, whether a checker may bear off, where a turn may not end.
 */
import { firstCheckerPassed, opponent, otherNumbering } from '../position.js';
import { toBoard } from '../core/board.js';
import { rulesOf, ruleContext } from '../games/index.js';
import { allHome, plainTarget } from '../games/rules.js';
import type { Turn } from '../turn.js';
import { checkPoint, checkTurn } from './checks.js';
import type { Position } from '../types.js';
import { nardyRefusal } from '../games/nardy-refusal.js';

/** A refusal: which rule (RULES.md id in the comment) keeps the checker where it is. */
export type Refusal =
  /** Nothing is left to play this turn. */
  | {
      /** Which rule refused the move. */
      kind: 'no-dice';
    }
  /** No checker of the player to move stands there. */
  | {
      /** Which rule refused the move. */
      kind: 'no-checker';
    }
  /** The checkers there are the opponent's. */
  | {
      /** Which rule refused the move. */
      kind: 'opponent-checker';
    }
  /** P3: checkers on the bar enter first. */
  | {
      /** Which rule refused the move. */
      kind: 'bar-first';
    }
  /** T2: the checker is pinned under an opposing one. */
  | {
      /** Which rule refused the move. */
      kind: 'pinned';
    }
  /** F4: no other checker leaves the start until the first one has passed the opponent's start. */
  | {
      /** Which rule refused the move. */
      kind: 'first-checker';
    }
  /** V3: the ladder plays its numbers in order; `die` is the number played now. */
  | {
      /** Which rule refused the move. */
      kind: 'ladder-order';
      /** The die to play first. */
      die: number;
    }
  /** C4, V2, T2: every number it may use lands on a point the opponent holds. */
  | {
      /** Which rule refused the move. */
      kind: 'blocked';
      /** The dice that are blocked. */
      dice: number[];
    }
  /** C4, V2, T2: moving by the sum of `dice` (in that order), the checker would end on a point the opponent holds. */
  | {
      /** Which rule refused the move. */
      kind: 'blocked-at';
      /** The dice that lead there. */
      dice: number[];
    }
  /** C4, V2, F2: moving by the sum of `dice`, every way stops on a point the opponent holds (V2: a point may not be passed through). */
  | {
      /** Which rule refused the move. */
      kind: 'blocked-way';
      /** The dice of the way. */
      dice: number[];
    }
  /** C5: bearing off only once every checker is home. */
  | {
      /** Which rule refused the move. */
      kind: 'bear-off-not-yet';
    }
  /** C5: a higher die bears off only from the highest point. */
  | {
      /** Which rule refused the move. */
      kind: 'bear-off-higher';
    }
  /** T6 (greek): no bearing off while a checker of yours is pinned. */
  | {
      /** Which rule refused the move. */
      kind: 'bear-off-pinned';
    }
  /** C3: when only one die can be played, the larger one must be. */
  | {
      /** Which rule refused the move. */
      kind: 'larger-die';
      /** The die that must be played. */
      die: number;
    }
  /** C3: another play uses more of the dice. */
  | {
      /** Which rule refused the move. */
      kind: 'max-use';
    }
  /** F5: the play would end the turn on a six-point wall. */
  | {
      /** Which rule refused the move. */
      kind: 'six-wall';
    }
  /** N4 (long nardy): `allowed` checkers (1, or 2 on a first turn with 6-6, 4-4, 3-3) have already left the head. */
  | {
      /** Which rule refused the move. */
      kind: 'nardy-head';
      /** How many checkers may leave the head this turn. */
      allowed: 1 | 2;
    }
  /** N5 (long nardy): the turn would end on six points in a row, `low`…`high`, with no opponent checker ahead. */
  | {
      /** Which rule refused the move. */
      kind: 'nardy-block';
      /** The lowest point of the row. */
      low: number;
      /** The highest point of the row. */
      high: number;
    }
  /** Checkers move forward along their route only. */
  | {
      /** Which rule refused the move. */
      kind: 'backwards';
    }
  /** The place is not one die away (`dice`: the numbers left). */
  | {
      /** Which rule refused the move. */
      kind: 'not-a-die';
      /** How far the place is. */
      distance: number;
      /** The numbers left. */
      dice: number[];
    };

/** What a single step by `die` from `from` meets, ignoring the rules about the whole turn: the game's rule object says. */
function rawStep(pos: Position, from: number, die: number): Refusal | null {
  const rules = rulesOf(pos.game);
  const w = toBoard(pos);
  const to = from - die;
  if (to >= 1) return (rules.openPoints(w) >>> to) & 1 ? null : { kind: 'blocked', dice: [die] };
  if (rules.target(w, from, die, ruleContext(pos.tradition, {})) >= 0) return null;
  if (!allHome(w.b)) return { kind: 'bear-off-not-yet' };
  // C5 alone would let it off: the game's own rule (T6) keeps it.
  return plainTarget(w.b, from, die, false, true) >= 0 ? { kind: 'bear-off-pinned' } : { kind: 'bear-off-higher' };
}

/** Would the turn be refused for ending where this one step leaves the mover (F5's six-point walls; the game's `turnEndAllowed`)? */
function endsOnWall(pos: Position, from: number, die: number): boolean {
  const rules = rulesOf(pos.game);
  if (!rules.turnEndAllowed) return false;
  const w = toBoard(pos);
  w.b[from]--;
  if (from - die >= 1) w.b[from - die]++;
  let occ = 0;
  for (let p = 1; p <= 24; p++) if (w.b[p] > 0) occ |= 1 << p;
  return !rules.turnEndAllowed(w, occ);
}

const unique = (xs: readonly number[]) => [...new Set(xs)];

/** The numbers a checker may use now: the ladder's current number, else every die left. */
const diceNow = (turn: Turn): number[] => (turn.isLadder ? turn.dice.slice(0, 1) : unique(turn.dice));

/** The reason a whole-turn rule gives when single steps are open but the `Turn` refuses them. */
function turnRule(turn: Turn, from: number, open: number[]): Refusal {
  const pos = turn.position;
  for (const d of open) {
    const nardy = nardyRefusal(turn, from, Math.max(0, from - d));
    if (nardy?.rule === 'N4') return { kind: 'nardy-head', allowed: nardy.allowed };
    if (nardy?.rule === 'N5') return { kind: 'nardy-block', low: nardy.low, high: nardy.high };
  }
  const legal = turn.legalSteps();
  const dice = unique(turn.dice);
  if (dice.length === 2 && turn.steps.length === 0) {
    const larger = Math.max(...dice);
    if (legal.length > 0 && legal.every((s) => s.die === larger) && open.every((d) => d < larger)) return { kind: 'larger-die', die: larger };
  }
  if (open.some((d) => endsOnWall(pos, from, d))) return { kind: 'six-wall' };
  return { kind: 'max-use' };
}

/**
 * Why the checker on `from` (mover's numbering, 25 = bar) may not move now, or null when it may.
 * The rule first met wins: nothing to play, no checker, bar first, pinned, first checker, then the
 * single steps' obstacles, then the rules about the whole turn.
 */
export function whyNotMovable(turn: Turn, from: number): Refusal | null {
  checkTurn(turn);
  checkPoint(from, 'from');
  if (turn.movableFrom().includes(from)) return null;
  if (turn.dice.length === 0) return { kind: 'no-dice' };
  const pos = turn.position;
  const me = pos.turn;
  const side = pos[me];
  const count = from === 25 ? side.bar : (side.points[from] ?? 0);
  if (count <= 0)
    return from !== 25 && (pos[opponent(me)].points[otherNumbering(pos.game, from)] ?? 0) > 0 ? { kind: 'opponent-checker' } : { kind: 'no-checker' };
  if (from !== 25 && side.bar > 0) return { kind: 'bar-first' };
  if (pos.pinned[me].includes(from) && count === 1) return { kind: 'pinned' };
  if (pos.game === 'fevga' && from === 24 && side.points[24] < 15 && !firstCheckerPassed(pos, me)) return { kind: 'first-checker' };
  const now = diceNow(turn);
  const raw = now.map((d) => ({ die: d, why: rawStep(pos, from, d) }));
  const open = raw.filter((r) => r.why === null).map((r) => r.die);
  if (open.length > 0) return turnRule(turn, from, open);
  if (turn.isLadder && unique(turn.dice).some((d) => d !== now[0] && rawStep(pos, from, d) === null)) return { kind: 'ladder-order', die: now[0] };
  const bearing = raw.find((r) => r.why && r.why.kind !== 'blocked');
  return bearing?.why ?? { kind: 'blocked', dice: now };
}

/** The ways (the dice in playing order, two or more of them) whose sum is `distance`: the next numbers of a ladder, else any order of the dice left. */
function sumWays(turn: Turn, distance: number): number[][] {
  const out: number[][] = [];
  if (turn.isLadder) {
    let sum = 0;
    for (let i = 0; i < turn.dice.length && sum < distance; i++) {
      sum += turn.dice[i];
      if (i > 0 && sum === distance) out.push(turn.dice.slice(0, i + 1));
    }
    return out;
  }
  const walk = (left: readonly number[], way: number[], sum: number): void => {
    if (way.length >= 2 && sum === distance) out.push(way);
    if (sum >= distance) return;
    left.forEach((d, i) => {
      if (left.indexOf(d) === i) walk([...left.slice(0, i), ...left.slice(i + 1)], [...way, d], sum + d);
    });
  };
  walk(turn.dice, [], 0);
  return out;
}

/** Why no way of `ways` takes the checker from `from` to `to` (a point): the end or every stop on the way closed, else a rule about the whole turn. */
function sumRefusal(turn: Turn, from: number, to: number, ways: number[][]): Refusal {
  const pos = turn.position;
  const open = rulesOf(pos.game).openPoints(toBoard(pos));
  const closed = (p: number) => p >= 1 && ((open >>> p) & 1) === 0;
  if (closed(to)) return { kind: 'blocked-at', dice: ways[0] };
  const stops = (way: number[]) => way.slice(0, -1).map((_, i) => from - way.slice(0, i + 1).reduce((a, b) => a + b, 0));
  if (ways.every((way) => stops(way).some(closed))) return { kind: 'blocked-way', dice: ways[0] };
  return turnRule(turn, from, unique(ways.map((way) => way[0])));
}

/**
 * Why the checker on `from` may not go to `to` (0 = off) with its next step or steps (a sum of dice), or null when it may.
 * For a checker that may not move at all, the reason is {@link whyNotMovable}'s.
 */
export function whyNotStep(turn: Turn, from: number, to: number): Refusal | null {
  checkTurn(turn);
  checkPoint(from, 'from');
  checkPoint(to, 'to');
  if (turn.routes(from).some((r) => r.to === to)) return null;
  const stuck = whyNotMovable(turn, from);
  if (stuck) return stuck;
  const pos = turn.position;
  if (to > 0 && to >= from) return { kind: 'backwards' };
  const now = diceNow(turn);
  if (to === 0) {
    const reasons = now.map((d) => rawStep(pos, from, d)).filter((r) => r !== null && r.kind !== 'blocked');
    if (!now.some((d) => from - d <= 0)) return { kind: 'not-a-die', distance: from, dice: now };
    return (
      reasons[0] ??
      turnRule(
        turn,
        from,
        now.filter((d) => from - d <= 0),
      )
    );
  }
  const distance = from - to;
  if (!now.includes(distance)) {
    const ways = sumWays(turn, distance);
    if (ways.length > 0) return sumRefusal(turn, from, to, ways);
    if (turn.isLadder && turn.dice.includes(distance)) return { kind: 'ladder-order', die: now[0] };
    return { kind: 'not-a-die', distance, dice: now };
  }
  return rawStep(pos, from, distance) ?? turnRule(turn, from, [distance]);
}
