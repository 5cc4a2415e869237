// Our match analysis (`analyzeMatch`, the level given) beside GNU Backgammon's 2-ply analysis of
// the same matches: gnubg's own matches exported as .mat with its analysis as JSON
// (scripts/bench/gnubg/analysis-matches.sh, ../shared/bench/gnubg/match_analysis.py).
//   npm run build && node scripts/bench/analysis-vs-gnubg.mjs DIR [level=master]
// Prints per player both error rates (mEMG per unforced checker play) and whether they agree
// (within 30 %, or 3 mEMG for a player under 5 mEMG by gnubg), the rank correlation (Spearman)
// of the error rates over all players, the marks' agreement (of gnubg's bad plays, ≥ 0.08, the
// share we mark at least doubtful, ≥ 0.04; and the converse), each player's luck and cube loss
// beside gnubg's (EMG summed over the rolls and over the cube decisions; Pearson's correlation
// over all players, and the cube losses' totals), and the CPU time of each analysis (one thread). TABLA_LIB=path/to/compiled/src runs from another build than ../dist.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const lib = process.env.TABLA_LIB ? path.resolve(process.env.TABLA_LIB) : new URL('../../dist', import.meta.url).pathname;
const { recordFromMat } = await import(path.join(lib, 'engine/index.js'));
const { analyzeMatch } = await import(path.join(lib, 'bot/index.js'));

const dir = process.argv[2];
const level = process.argv[3] ?? 'master';
if (!dir) throw new Error('usage: node scripts/bench/analysis-vs-gnubg.mjs DIR [level]');
const names = readdirSync(dir)
  .filter((f) => f.endsWith('.json') && readdirSync(dir).includes(f.replace(/\.json$/, '.mat')))
  .sort();

const players = [];
const marks = { gnubgBad: 0, gnubgBadOursDoubtful: 0, oursBad: 0, oursBadGnubgDoubtful: 0, matched: 0 };
const times = [];
for (const name of names) {
  const g = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  const record = recordFromMat(readFileSync(path.join(dir, name.replace(/\.json$/, '.mat')), 'utf8'));
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const a = await analyzeMatch(record, { level });
  const used = process.cpuUsage(cpu);
  times.push({ match: name, decisions: a.decisions.length, cpuS: (used.user + used.system) / 1e6, wallS: (performance.now() - wall) / 1000 });
  process.stderr.write(`${name}: ${a.decisions.length} decisions, ${times.at(-1).cpuS.toFixed(1)} s CPU\n`);
  for (const [who, s] of Object.entries(g.stats)) {
    const gnubgRate = (1000 * s.moves['error-skill']) / s.moves['unforced-moves'];
    const ours = a.summary[who];
    const agree = gnubgRate < 5 ? Math.abs(ours.errorRate - gnubgRate) <= 3 : Math.abs(ours.errorRate - gnubgRate) <= 0.3 * gnubgRate;
    players.push({
      match: name,
      player: who,
      noise: g.noise[g.players.indexOf(who)],
      gnubg: +gnubgRate.toFixed(2),
      ours: ours.errorRate,
      agree,
      unforced: [s.moves['unforced-moves'], ours.unforced],
      luck: [+s.dice.luck.toFixed(3), +ours.luck.toFixed(3)],
      cubeLoss: [+s.cube['error-skill'].toFixed(3), +ours.cubeLoss.toFixed(3)],
    });
  }
  // Checker plays matched by game, player and that player's roll number.
  const key = (game, player, n) => `${game}|${player}|${n}`;
  const oursByKey = new Map(a.decisions.filter((d) => d.kind === 'move').map((d) => [key(d.game, d.player, d.roll), d]));
  for (const d of g.decisions) {
    if (d.kind !== 'move' || d.loss === null || d.choices < 2) continue;
    const o = oursByKey.get(key(d.game, d.player, d.n));
    if (!o) continue;
    marks.matched++;
    if (d.loss >= 0.08) {
      marks.gnubgBad++;
      if (o.loss >= 0.04) marks.gnubgBadOursDoubtful++;
    }
    if (o.loss >= 0.08) {
      marks.oursBad++;
      if (d.loss >= 0.04) marks.oursBadGnubgDoubtful++;
    }
  }
}

/** Pearson's correlation. */
function pearson(xs, ys) {
  const mean = (v) => v.reduce((s, x) => s + x, 0) / v.length;
  const mx = mean(xs);
  const my = mean(ys);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i] - mx) * (ys[i] - my);
    dx += (xs[i] - mx) ** 2;
    dy += (ys[i] - my) ** 2;
  }
  return num / Math.sqrt(dx * dy);
}

/** Spearman's rank correlation (average ranks for ties): Pearson's over the ranks. */
function spearman(xs, ys) {
  const rank = (v) => {
    const idx = v.map((x, i) => [x, i]).sort((a, b) => a[0] - b[0]);
    const r = new Array(v.length);
    for (let i = 0; i < idx.length;) {
      let j = i;
      while (j + 1 < idx.length && idx[j + 1][0] === idx[i][0]) j++;
      for (let k = i; k <= j; k++) r[idx[k][1]] = (i + j) / 2 + 1;
      i = j + 1;
    }
    return r;
  };
  return pearson(rank(xs), rank(ys));
}

const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const perDecision = times.map((t) => (1000 * t.cpuS) / t.decisions);
console.log(
  JSON.stringify(
    {
      level,
      matches: names.length,
      players,
      playersAgreeing: `${players.filter((p) => p.agree).length}/${players.length}`,
      rankCorrelation: +spearman(
        players.map((p) => p.gnubg),
        players.map((p) => p.ours),
      ).toFixed(3),
      luckCorrelation: +pearson(
        players.map((p) => p.luck[0]),
        players.map((p) => p.luck[1]),
      ).toFixed(3),
      cubeLoss: {
        gnubg: +players.reduce((t, p) => t + p.cubeLoss[0], 0).toFixed(3),
        ours: +players.reduce((t, p) => t + p.cubeLoss[1], 0).toFixed(3),
        correlation: +pearson(
          players.map((p) => p.cubeLoss[0]),
          players.map((p) => p.cubeLoss[1]),
        ).toFixed(3),
      },
      marks: {
        ...marks,
        ofGnubgBadOursAtLeastDoubtful: +(marks.gnubgBadOursDoubtful / marks.gnubgBad).toFixed(3),
        ofOursBadGnubgAtLeastDoubtful: +(marks.oursBadGnubgDoubtful / marks.oursBad).toFixed(3),
      },
      time: { matches: times, medianCpuMsPerDecision: +median(perDecision).toFixed(1) },
    },
    null,
    1,
  ),
);
