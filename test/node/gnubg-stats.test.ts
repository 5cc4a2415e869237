/**
 * Reading GNU Backgammon's statistics for the analysis benchmark (scripts/bench/gnubg-stats.mjs):
 * a player's cube loss is the total of gnubg's error categories, which is gnubg's `error-skill`
 * (the loss per close cube decision) times the close decisions.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './helpers/paths.js';

interface GnubgStats {
  gnubgCubeLoss(cube: unknown): number;
}
const stats = (await import(pathToFileURL(path.join(repoRoot, 'scripts/bench/gnubg-stats.mjs')).href)) as GnubgStats;

/** One player's `cube` statistics as GNU Backgammon 1.07 gave them for a 5-point match of ../shared/bench/gnubg (a wrong double, a wrong drop). */
const cube = {
  'total-cube': 20,
  'close-cube': 9,
  'n-doubles': 1,
  'n-takes': 1,
  'n-drops': 1,
  'missed-double-below-cp': 0,
  'missed-double-above-cp': 0,
  'wrong-double-below-dp': 1,
  'wrong-double-above-tg': 0,
  'wrong-take': 0,
  'wrong-drop': 1,
  'err-missed-double-below-cp-skill': 0.0,
  'err-missed-double-below-cp-cost': 0.0,
  'err-missed-double-above-cp-skill': 0.0,
  'err-missed-double-above-cp-cost': 0.0,
  'err-wrong-double-below-dp-skill': 0.08663558959960938,
  'err-wrong-double-below-dp-cost': 0.013649016618728638,
  'err-wrong-double-above-tg-skill': 0.0,
  'err-wrong-double-above-tg-cost': 0.0,
  'err-wrong-take-skill': 0.0,
  'err-wrong-take-cost': 0.0,
  'err-wrong-drop-skill': 0.10936129093170166,
  'err-wrong-drop-cost': 0.008455812931060791,
  'error-skill': 0.021777430549263954,
  'error-cost': 0.0024560922756791115,
};

test('the cube loss is the total of the six categories, not the per-decision error-skill', () => {
  const loss = stats.gnubgCubeLoss(cube);
  assert.ok(Math.abs(loss - (0.08663558959960938 + 0.10936129093170166)) < 1e-12, `got ${loss}`);
  assert.ok(Math.abs(loss - cube['error-skill'] * cube['close-cube']) < 1e-6, 'error-skill × close decisions');
  assert.notEqual(loss, cube['error-skill']);
});

test('a missing or negative category is an error naming it', () => {
  assert.throws(() => stats.gnubgCubeLoss({ ...cube, 'err-wrong-take-skill': undefined }), /err-wrong-take-skill/);
  assert.throws(() => stats.gnubgCubeLoss({ ...cube, 'err-wrong-drop-skill': -0.1 }), /err-wrong-drop-skill/);
  assert.throws(() => stats.gnubgCubeLoss(null), /must be an object/);
});
