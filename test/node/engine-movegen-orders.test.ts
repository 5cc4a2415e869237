/**
 * The generator lists each play in one canonical order where a turn is order-free (doubles by
 * descending starting point, a non-double's steps on two checkers in one order, game ends looked
 * for only after bear-offs) and judges F6 from the opponent's escape points. Here it is checked
 * against a search with none of that: every order of every step, the end of the game looked for
 * after every step, F6 by the opponent's steps on the flipped board (C3, D1, D3, F5, F6, T3–T5);
 * only a node reached twice (the same board and dice used) is not searched again.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  BoardList,
  isLadderTurn,
  listBoards,
  positionFromJSON,
  startPosition,
  uniformRandomPlay,
  type GameId,
  type Position,
  type TraditionId,
} from '../../src/engine/index.js';
import { BOARD_SIZE, flipBoard, toBoard, type Board } from '../../src/engine/core/board.js';
import { hasAnyStep } from '../../src/engine/core/movegen.js';
import { turnDice } from '../../src/engine/core/turn-dice.js';
import { rulesOf, turnRuleContext, type GameRules, type RuleContext } from '../../src/engine/games/index.js';
import { conformanceCases } from './helpers/paths.js';
import { rng } from './helpers/random-play.js';

interface Ending {
  key: string;
  eff: number;
  used: number;
  end: number;
  board: Board;
}

/** The mover's occupied points 1–24 of a board, read from its counts (bit p = point p). */
function occupied(w: Board): number {
  let occ = 0;
  for (let p = 1; p <= 24; p++) if (w.b[p] > 0) occ |= 1 << p;
  return occ;
}

/** Every distinct end of the turn by brute force, then C3, the larger die and F6 as RULES.md orders them. */
function exhaustive(rules: GameRules, ctx: RuleContext, start: Board, dice: readonly number[], tagUnplayed: boolean): Set<string> {
  const n = dice.length;
  const w: Board = { b: Int8Array.from(start.b), myPins: start.myPins, opPins: start.opPins };
  const found = new Map<string, Ending>();
  const record = (depth: number, eff: number, used: number, end: number) => {
    if (end === 0 && rules.turnEndAllowed && depth > 0 && !rules.turnEndAllowed(w, occupied(w))) return; // F5 (N5)
    const left = tagUnplayed && end === 0 ? dice.filter((_, i) => !(used & (1 << i))).join('') : '';
    const key = `${w.b.join(',')}|${w.myPins}|${w.opPins}|${left}|${end}`;
    const seen = found.get(key);
    if (!seen || eff > seen.eff) found.set(key, { key, eff, used, end, board: { b: Int8Array.from(w.b), myPins: w.myPins, opPins: w.opPins } });
  };
  const visited = new Set<string>(); // a node is its board and the dice it used, whatever the order
  const visit = (depth: number, used: number) => {
    const node = `${w.b.join(',')}|${w.myPins}|${w.opPins}|${used}`;
    if (visited.has(node)) return;
    visited.add(node);
    let moved = false;
    for (let i = 0; i < n; i++) {
      if (used & (1 << i)) continue;
      for (let from = 25; from >= 1; from--) {
        if (w.b[from] === 0) continue;
        const to = rules.target(w, from, dice[i], ctx);
        if (to < 0) continue;
        moved = true;
        const pins = [w.myPins, w.opPins];
        const flags = rules.apply(w, from, to);
        const end = rules.ended(w, ctx); // D1, T4: after every step
        if (end !== 0) record(depth + 1, n, used | (1 << i), end);
        else if (depth + 1 === n) record(depth + 1, n, used | (1 << i), 0);
        else visit(depth + 1, used | (1 << i));
        rules.undo(w, from, to, flags);
        [w.myPins, w.opPins] = pins;
      }
    }
    if (!moved || rules.turnEndAllowed) record(depth, depth, used, 0);
  };
  visit(0, 0);
  const all = [...found.values()];
  const max = Math.max(...all.map((e) => e.eff));
  let legal = all.filter((e) => e.eff === max);
  if (max === 1 && n === 2 && dice[0] !== dice[1]) {
    const larger = legal.filter((e) => e.end !== 0 || e.used === 1);
    if (larger.length > 0) legal = larger;
  }
  if (rules.opponentEscapes) {
    const leaving = legal.filter((e) => e.end !== 0 || hasAnyStep(rules, flipBoard(rules.id, e.board), ctx));
    if (leaving.length > 0) legal = leaving;
  }
  return new Set(legal.map((e) => e.key));
}

/** The generator's list in the same keys. */
function generated(list: BoardList, tagUnplayed: boolean): Set<string> {
  const keys = new Set<string>();
  for (let i = 0; i < list.count; i++) {
    const result = list.result(i);
    const end = result === null ? 0 : ['', 'single', 'mars', 'triple', 'mother', 'draw'].indexOf(result.kind);
    const left = tagUnplayed && end === 0 ? list.unplayed(i).join('') : '';
    keys.add(`${list.board(i).join(',')}|${list.myPins(i)}|${list.opPins(i)}|${left}|${end}`);
  }
  return keys;
}

const ROLLS: number[][] = [];
for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) ROLLS.push([b, a]);

/** Positions of seeded random games, every third turn (the carried part-turns of Vtora aside). */
function positions(game: GameId, tradition: TraditionId, count: number, seed: number): Position[] {
  const r = rng(seed);
  const rand = () => r(1 << 30) / (1 << 30);
  const out: Position[] = [];
  let pos = startPosition(game, tradition);
  for (let turn = 0; out.length < count; turn++) {
    if (turn % 3 === 0 && pos.carried.length === 0) out.push(pos);
    const dice = pos.carried.length > 0 ? null : [1 + r(6), 1 + r(6)];
    const play = uniformRandomPlay(pos, isLadderTurn(pos, dice) ? [1, 2] : dice, rand);
    pos = play.result ? startPosition(game, tradition) : play.position;
  }
  return out;
}

const CASES: [GameId, TraditionId][] = [
  ['prva', 'macedonian'],
  ['vtora', 'macedonian'],
  ['treta', 'macedonian'],
  ['treta', 'greek'],
  ['fevga', 'greek'],
  ['nardy', 'macedonian'],
];

for (const [game, tradition] of CASES) {
  test(`C3/D1/F5/F6/T3–T5: the generator's canonical orders list exactly what every order of the steps gives (${game}, ${tradition}, 21 rolls)`, () => {
    const list = new BoardList();
    const rules = rulesOf(game);
    let checked = 0;
    for (const pos of positions(game, tradition, 50, 31 + game.length + tradition.length)) {
      for (const roll of ROLLS) {
        if (isLadderTurn(pos, roll)) continue;
        const td = turnDice(pos, roll);
        listBoards(pos, roll, {}, list);
        const expected = exhaustive(rules, turnRuleContext(rules, pos, td.dice, {}), toBoard(pos), td.dice, game === 'vtora');
        assert.deepEqual(generated(list, game === 'vtora'), expected, `${game} ${JSON.stringify(pos)} ${roll.join('-')}`.slice(0, 2000));
        checked++;
      }
    }
    assert.ok(checked > 700, `only ${checked} lists checked`);
  });
}

for (const file of ['rules-treta-macedonian.jsonl', 'rules-treta-greek.jsonl']) {
  test(`T3–T5: on the positions of ${file}, which pin and free mothers, every roll lists what every order gives`, () => {
    // Random games seldom leave a mother to pin; these positions were made to. Doubles where a
    // mother can be pinned or a start emptied are listed in descending order plus the steps
    // out of it that end the game.
    const list = new BoardList();
    const rules = rulesOf('treta');
    let mothers = 0;
    for (const c of conformanceCases<{ position: unknown }>(file)) {
      const pos = positionFromJSON(c.position);
      for (const roll of ROLLS) {
        const td = turnDice(pos, roll);
        const start = toBoard(pos);
        if (roll[0] === roll[1] && !rules.endsByBearOff(start, 4)) mothers++;
        listBoards(pos, roll, {}, list);
        const expected = exhaustive(rules, turnRuleContext(rules, pos, td.dice, {}), start, td.dice, false);
        assert.deepEqual(generated(list, false), expected, `${JSON.stringify(pos)} ${roll.join('-')}`.slice(0, 2000));
      }
    }
    assert.ok(mothers > 20, `only ${mothers} doubles with a mother to pin`);
  });
}

test('the exhaustive reference itself: it finds the plays a board of each game allows', () => {
  // A guard against a reference that agrees by listing nothing: the opening rolls have plays.
  for (const game of ['prva', 'treta', 'fevga'] as const) {
    const pos = startPosition(game);
    const rules = rulesOf(game);
    const td = turnDice(pos, [6, 5]);
    const keys = exhaustive(rules, turnRuleContext(rules, pos, td.dice, {}), toBoard(pos), td.dice, false);
    assert.ok(keys.size >= 1 && [...keys].every((k) => k.split('|')[0].split(',').length === BOARD_SIZE), game);
  }
});
