// The judged comparison's replay (training/replay.ts, scripts/bench/judge-variant.mjs): gnubg's
// board arrays read and written back, recorded decisions replayed by the configuration that made
// them (every play reproduced) and by a variant (only its other plays kept), and clear errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalPlays, seededRandom, startPosition, type Position } from '../../src/engine/index.js';
import { heuristicEvaluator, loadNetworks, searchConfig } from '../../src/bot/bot.js';
import { runToEnd } from '../../src/bot/candidates.js';
import { search } from '../../src/bot/search.js';
import { checkDecision, gnubgOf, prvaFromGnubg, replayDecision, replayDecisions, type RecordedDecision } from '../../training/replay.js';

/** Positions with white on roll, and white's roll, from a seeded game of random plays. */
function randomDecisions(seed: number, count: number): { pos: Position; dice: [number, number] }[] {
  const rand = seededRandom(seed);
  const die = () => 1 + Math.floor(rand() * 6);
  const out: { pos: Position; dice: [number, number] }[] = [];
  let pos = startPosition('prva');
  while (out.length < count) {
    const dice: [number, number] = [die(), die()];
    const plays = legalPlays(pos, dice, { triple: true });
    if (pos.turn === 'white' && plays.length > 1) out.push({ pos, dice });
    const p = plays[Math.floor(rand() * plays.length)];
    pos = p.result ? startPosition('prva') : p.position;
  }
  return out;
}

test('replay: gnubg arrays of the start position, and the round trip on positions of random games', () => {
  const [me, opp] = gnubgOf(startPosition('prva'));
  const start = [0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0];
  assert.deepEqual(me, start);
  assert.deepEqual(opp, start);
  for (const { pos } of randomDecisions(3, 200)) {
    const [a, b] = gnubgOf(pos);
    const back = prvaFromGnubg(a, b);
    assert.deepEqual(gnubgOf(back), [a, b]);
    assert.equal(back.white.off, pos.white.off);
    assert.equal(back.black.off, pos.black.off);
    assert.equal(back.turn, 'white');
  }
});

test('replay: the configuration that made the plays reproduces them all; a variant keeps only its other plays', async () => {
  await loadNetworks(['prva']);
  const made = randomDecisions(11, 12);
  const cfg = { ...searchConfig(made[0].pos, { level: 'master', rules: { triple: true } }), ply: 1 as const };
  const decisions: RecordedDecision[] = made.map(({ pos, dice }) => {
    const [me, opp] = gnubgOf(pos);
    const play = runToEnd(search(pos, dice, cfg, () => 0.5, { best: null, partial: null }));
    return { me, opp, dice, made: gnubgOf(play.position) };
  });
  const same = replayDecisions(decisions, cfg, cfg);
  assert.equal(same.decisions, 12);
  assert.equal(same.baseMismatches, 0);
  assert.deepEqual(same.differing, []);

  let seen = 0;
  const variant = { ...cfg, evaluator: heuristicEvaluator(), ply: 0 as const };
  const other = replayDecisions(decisions, null, variant, (n) => (seen = n));
  assert.equal(seen, 12);
  assert.equal(other.baseMismatches, null);
  assert.ok(other.differing.length > 0, 'the hand-made heuristic at 0-ply plays otherwise somewhere');
  for (const d of other.differing) {
    assert.notDeepEqual(d.other, d.made);
    const legal = legalPlays(prvaFromGnubg(d.me, d.opp), d.dice, { triple: true }).map((p) => JSON.stringify(gnubgOf(p.position)));
    assert.ok(legal.includes(JSON.stringify(d.other)), "the variant's boards are those of a legal play");
    assert.ok(legal.includes(JSON.stringify(d.made)));
  }
  // The record itself, replayed as a mismatch: every decision's recorded boards swapped for another legal play's.
  const wrong = decisions.map((d) => {
    const alt = legalPlays(prvaFromGnubg(d.me, d.opp), d.dice, { triple: true })
      .map((p) => gnubgOf(p.position))
      .find((b) => JSON.stringify(b) !== JSON.stringify(d.made))!;
    return { ...d, made: alt };
  });
  const r = replayDecisions(wrong, cfg, cfg);
  assert.equal(r.baseMismatches, 12);
  assert.equal(r.differing.length, 12);
  // One decision alone: reproduced or not, and the variant's boards only where they differ.
  assert.deepEqual(replayDecision(decisions[0], cfg, cfg), { reproduced: true, other: null });
  const one = replayDecision(wrong[0], cfg, cfg);
  assert.equal(one.reproduced, false);
  assert.deepEqual(one.other, decisions[0].made);
  assert.equal(replayDecision(decisions[0], null, cfg).reproduced, null);
});

test('replay: malformed decisions and boards get errors that name them', () => {
  const start = gnubgOf(startPosition('prva'));
  const good = { me: start[0], opp: start[1], dice: [3, 1], made: start };
  assert.equal(checkDecision(good).dice[0], 3);
  assert.throws(() => checkDecision(null, 4), /decision 4 is not an object/);
  assert.throws(() => checkDecision({ ...good, me: [1, 2, 3] }, 2), /decision 2: me must be 25 checker counts.*\[1,2,3\]/);
  assert.throws(() => checkDecision({ ...good, dice: [0, 7] }), /dice must be two numbers 1–6, got \[0,7\]/);
  assert.throws(() => checkDecision({ ...good, made: [start[0]] }), /made must be the two boards/);
  assert.throws(() => checkDecision({ ...good, made: [start[0], 'x'] }), /made\[1\] must be 25 checker counts/);
  const sixteen = [...start[0]];
  sixteen[5] += 1;
  assert.throws(() => prvaFromGnubg(sixteen, start[1]), Error);
});
