/**
 * The analysis' judgement of one checker play (src/bot/analysis/checker.ts): the play made is
 * judged at the same ply as the best however much it loses, and a loss compares like with like.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { legalPlays, newMatch, parsePosition, type MatchState, type Position } from '../../src/engine/index.js';
import { loadNetworks, searchConfig } from '../../src/bot/bot.js';
import { playOutcome, runToEnd, type SearchConfig } from '../../src/bot/candidates.js';
import { ANALYSIS_DEPTH, judgeChecker } from '../../src/bot/analysis/checker.js';
import { emgUtility } from '../../src/bot/analysis/equity.js';

await loadNetworks(['prva']);

function moneyState(position: Position): MatchState {
  return { ...newMatch({ game: 'backgammon', length: 0 }), position };
}

function analysisConfig(state: MatchState): SearchConfig {
  return { ...searchConfig(state.position, { level: 'master', rules: { triple: true } }), noise: 0, utility: emgUtility(state, state.position.turn) };
}

test('the play made is judged at the ply of the best even when it loses far more than the 2-ply margin', () => {
  const pos = parsePosition('backgammon start');
  const state = moneyState(pos);
  const cfg = analysisConfig(state);
  const plays = legalPlays(pos, [6, 5]);
  // The worst play of 6-5 at 0-ply: it loses far more than twice the 2-ply margin.
  const at0 = (p: (typeof plays)[number]) => cfg.utility(playOutcome(p, pos.turn, cfg.evaluator));
  const worst = plays.reduce((w, p) => (at0(p) < at0(w) ? p : w));
  const j = runToEnd(judgeChecker(pos, [6, 5], worst, cfg, ANALYSIS_DEPTH.master));
  const best = j.ranked[0];
  const made = j.ranked[j.playedAt];
  assert.equal(best.depth, 2, 'the best play judged at 2-ply');
  assert.equal(made.depth, 2, `the play made judged at 2-ply too (${made.play}, ${made.diff})`);
  assert.ok(made.diff < -2 * ANALYSIS_DEPTH.master.margin2, `a big loss: ${made.diff}`);
  assert.ok(Math.abs(made.diff - (made.equity - best.equity)) < 1e-9, 'the loss against the best at the same ply');
  // The best play itself: no loss.
  const top = plays.find((p) => p.steps.length === best.steps.length && p.steps.every((s, i) => s.from === best.steps[i].from && s.to === best.steps[i].to))!;
  const again = runToEnd(judgeChecker(pos, [6, 5], top, cfg, ANALYSIS_DEPTH.master));
  assert.equal(again.playedAt, 0);
  assert.equal(again.ranked[0].diff, 0);
});
