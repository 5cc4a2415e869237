/**
 * Conformance: our legal-play lists against GNU Backgammon's (Prva) and an independent
 * implementation of RULES.md (all four games and long nardy). 100% agreement, compared as sets of resulting
 * positions (D3), never by notation or step order.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { legalPlays, positionFromJSON, positionKey, positionToJSON, type GameResult, type Position } from '../../src/engine/index.js';
import { conformanceCases } from './helpers/paths.js';

interface Case {
  id: string | number;
  position: unknown;
  dice: [number, number] | null;
  plays: { position: unknown; result?: GameResult | null; steps?: number[][] }[];
}

const readCases = (file: string): Case[] => conformanceCases<Case>(file);

/** Board-only key for a play that ends the game (turn, carried and rolls are bookkeeping then). */
function endKey(pos: Position, result: GameResult | null): string {
  const board = positionKey({ ...pos, turn: 'white', carried: [], rolls: { white: 0, black: 0 } });
  return `end ${result ? `${result.winner}/${result.points}/${result.kind}` : '?'} ${board}`;
}

function expectedKeys(c: Case, start: Position, hasResults: boolean): Set<string> {
  if (c.plays.length === 0) {
    // The data's "no legal move" is our single pass play with the turn passed on.
    const passed = legalPlays(start, c.dice)[0].position;
    return new Set([positionKey(passed)]);
  }
  return new Set(
    c.plays.map((p) => {
      const pos = positionFromJSON(p.position);
      if (hasResults) return p.result ? endKey(pos, p.result) : positionKey(pos);
      // GNU Backgammon gives no results: a game-ending play is recognised by its 15 checkers off.
      return pos.white.off === 15 || pos.black.off === 15 ? endKey(pos, null) : positionKey(pos);
    }),
  );
}

function ourKeys(start: Position, dice: [number, number] | null, hasResults: boolean): Set<string> {
  return new Set(
    legalPlays(start, dice).map((p) => {
      if (!p.result) return positionKey(p.position);
      return endKey(p.position, hasResults ? p.result : null);
    }),
  );
}

const files: [string, boolean][] = [
  ['prva-gnubg.jsonl', false],
  ['prva-gnubg-handmade.jsonl', false],
  ['rules-prva-macedonian.jsonl', true],
  ['rules-vtora-macedonian.jsonl', true],
  ['rules-treta-macedonian.jsonl', true],
  ['rules-treta-greek.jsonl', true],
  ['rules-fevga-greek.jsonl', true],
  ['rules-nardy-macedonian.jsonl', true],
];

for (const [file, hasResults] of files) {
  test(`conformance: ${file} — every case agrees exactly`, () => {
    const cases = readCases(file);
    assert.ok(cases.length > 0, `no cases in ${file}`);
    const failures: string[] = [];
    for (const c of cases) {
      const start = positionFromJSON(c.position);
      const expected = expectedKeys(c, start, hasResults);
      const got = ourKeys(start, c.dice, hasResults);
      const missing = [...expected].filter((k) => !got.has(k));
      const extra = [...got].filter((k) => !expected.has(k));
      if (missing.length || extra.length) failures.push(`${c.id}: ${missing.length} missing, ${extra.length} extra`);
    }
    assert.deepEqual(failures, [], `${failures.length} of ${cases.length} cases disagree`);
  });
}

test('conformance: JSON positions round-trip through positionToJSON', () => {
  for (const [file] of files) {
    for (const c of readCases(file)) {
      const pos = positionFromJSON(c.position);
      assert.equal(positionKey(positionFromJSON(positionToJSON(pos))), positionKey(pos));
    }
  }
});

test('conformance: every play lists its steps, and replaying them through the turn view gives the same position', async () => {
  const { Turn } = await import('../../src/engine/index.js');
  for (const [file] of files) {
    for (const c of readCases(file).slice(0, 80)) {
      const start = positionFromJSON(c.position);
      for (const play of legalPlays(start, c.dice)) {
        let t = Turn.begin(start, c.dice);
        for (const s of play.steps) t = t.step(s);
        assert.ok(t.canFinish(), `${file} ${c.id}: replayed steps are not a complete play`);
        assert.equal(positionKey(t.finish().position), positionKey(play.position));
      }
    }
  }
});
