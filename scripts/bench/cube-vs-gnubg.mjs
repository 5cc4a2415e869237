// Cube decisions of the bot (0-ply Janowski, RULES.md B7) against GNU Backgammon's `hint`
// (2-ply cubeful by default) on positions from bot self-play, in money and match play.
//   npm run build && node scripts/bench/cube-vs-gnubg.mjs [positions=300] [seed=1]
// Needs gnubg (apt-get install gnubg). Prints a JSON summary: agreement on `double` and `take`,
// over all positions and over the clear ones (gnubg's margin of that decision ≥ CLEAR, 0.05), in
// money and match play together and apart (the four figures the bot's target names).
// CUBE_BUILD=build/node runs the bot of that build (the Node build of `npx tsc -p
// tsconfig.node.json`, whose modules sit under src/) instead of dist/.
// CUBE_SAMPLE_BUILD=dir plays the self-play that picks the positions with that Node build's bot
// (default: the build judged), so that two builds are compared on the same positions.
// CUBE_ANSWERS=file keeps gnubg's answers there and reuses them on the next run with the same
// positions (the samples come from the bot's own self-play, so a changed bot gets new ones).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const modules = process.env.CUBE_BUILD ? path.resolve(process.env.CUBE_BUILD, 'src') : path.join(here, '..', '..', 'dist');
const sampleModules = process.env.CUBE_SAMPLE_BUILD ? path.resolve(process.env.CUBE_SAMPLE_BUILD, 'src') : modules;
const load = (p, from = modules) => import(pathToFileURL(path.join(from, p)).href);
const { applyPlay, newMatch, nextGame, positionToGnubgId, rollMatchDice, rollOpening, seededDice } = await load('engine/index.js');
const { defaultEvaluator, loadNetworks } = await load('bot/bot.js');
const { cubeDecision } = await load('bot/cube.js');
const sampler = await load('bot/bot.js', sampleModules);

await loadNetworks(['prva']); // the networks load per game; the synchronous calls below need Prva's
await sampler.loadNetworks(['prva']);

const want = Number(process.argv[2] ?? 300);
const seed = Number(process.argv[3] ?? 1);
const CLEAR = Number(process.env.CLEAR ?? 0.05);
const source = seededDice(`cube-bench-${seed}`);
const dice = () => [source.die(), source.die()];
let r = (seed * 2654435761) >>> 0;
const rand = () => (r = (Math.imul(r ^ (r >>> 15), 2246822519) + 0x9e3779b9) >>> 0) / 2 ** 32;

// Pre-roll positions from hard-level self-play, kept where the player on roll wins 55–95 % (where the cube matters).
const samples = [];
let m = newMatch({ tradition: 'international', length: 0 });
while (samples.length < want) {
  if (m.phase === 'opening') m = rollOpening(m, ...dice());
  else if (m.phase === 'rolling') {
    const o = sampler.defaultEvaluator().evaluate({ ...m.position, game: 'prva' });
    if (o.win > 0.55 && o.win < 0.95 && rand() < 0.35) samples.push(m.position);
    m = rollMatchDice(m, dice());
  } else if (m.phase === 'moving') m = applyPlay(m, sampler.chooseMoveSync(m.position, m.dice, { level: 'hard', seed: Math.floor(rand() * 1e9) }));
  else m = nextGame(m);
}

const SCORES = [
  [0, 0],
  [2, 4],
  [4, 2],
  [3, 3],
  [5, 5],
  [1, 5],
  [5, 1],
  [0, 3],
];
const queries = samples.map((position, i) => {
  const me = position.turn;
  const opp = me === 'white' ? 'black' : 'white';
  const money = i % 2 === 0;
  const owned = rand() < 0.3;
  const cube = owned ? 2 : 1;
  const [a, b] = money ? [0, 0] : SCORES[Math.floor(rand() * SCORES.length)];
  const ours = cubeDecision(
    { position, cube: { value: cube, owner: owned ? me : 'center' }, match: { length: money ? 0 : 7, score: { [me]: a, [opp]: b } }, jacoby: true },
    defaultEvaluator(),
  );
  return { posid: positionToGnubgId(position), cube, owner: owned ? 0 : -1, length: money ? 0 : 7, score: [a, b], jacoby: true, ours };
});
/** gnubg's answer to every query, one JSON object a line (its cube_hint.py). */
function askGnubg() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cube-bench-'));
  const file = path.join(dir, 'queries.jsonl');
  writeFileSync(file, queries.map(({ ours, ...q }) => JSON.stringify(q)).join('\n') + '\n');
  const run = spawnSync('/usr/games/gnubg', ['-t', '-q', '-r', '-p', path.join(here, 'gnubg', 'cube_hint.py')], {
    env: { ...process.env, HOME: dir, CUBE_QUERIES: file },
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    maxBuffer: 1 << 26,
  });
  return String(run.output[3] ?? '')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}
const cache = process.env.CUBE_ANSWERS;
const key = queries.map(({ ours, ...q }) => JSON.stringify(q)).join('\n');
const kept = cache && existsSync(cache) ? JSON.parse(readFileSync(cache, 'utf8')) : null;
const answers = kept?.key === key ? kept.answers : askGnubg();
if (answers.length !== queries.length) throw new Error(`gnubg answered ${answers.length} of ${queries.length} queries`);
if (cache && kept?.key !== key) writeFileSync(cache, JSON.stringify({ key, answers }));
const tally = { money: { n: 0, double: 0, take: 0 }, match: { n: 0, double: 0, take: 0 } };
const clearOf = () => ({ double: { n: 0, agree: 0 }, take: { n: 0, agree: 0 } });
const clear = { all: clearOf(), money: clearOf(), match7: clearOf() };
let errors = 0;
queries.forEach((q, i) => {
  const g = answers[i];
  if (g.error) return void errors++;
  const t = tally[q.length === 0 ? 'money' : 'match'];
  t.n++;
  if (g.double === q.ours.double) t.double++;
  else if (process.env.CUBE_DEBUG)
    console.error(
      'double',
      q.length,
      q.score,
      q.owner,
      'ours',
      q.ours.double,
      q.ours.equities,
      'gnubg',
      g.action,
      g.nd,
      g.dt,
      'p',
      q.ours.chances.win.toFixed(3),
    );
  if (g.take !== q.ours.take && process.env.CUBE_DEBUG)
    console.error(
      'take',
      q.length,
      q.score,
      'ours',
      q.ours.take,
      q.ours.equities.take.toFixed(3),
      'gnubg',
      g.action,
      g.dt,
      'p',
      q.ours.chances.win.toFixed(3),
      'g',
      q.ours.chances.winGammon.toFixed(3),
    );
  if (g.take === q.ours.take) t.take++;
  const dMargin = Math.abs(Math.min(g.dt, g.dp) - g.nd);
  const tMargin = Math.abs(g.dt - g.dp);
  for (const c of [clear.all, clear[q.length === 0 ? 'money' : 'match7']]) {
    if (dMargin >= CLEAR) (c.double.n++, (c.double.agree += g.double === q.ours.double ? 1 : 0));
    if (tMargin >= CLEAR) (c.take.n++, (c.take.agree += g.take === q.ours.take ? 1 : 0));
  }
});
const pct = (a, n) => (n ? Math.round((1000 * a) / n) / 10 : null);
const all = { n: tally.money.n + tally.match.n, double: tally.money.double + tally.match.double, take: tally.money.take + tally.match.take };
console.log(
  JSON.stringify({
    positions: queries.length,
    errors,
    gnubgPlies: Number(process.env.CUBE_PLIES ?? 2),
    all: { n: all.n, double: pct(all.double, all.n), take: pct(all.take, all.n) },
    money: { n: tally.money.n, double: pct(tally.money.double, tally.money.n), take: pct(tally.money.take, tally.money.n) },
    match7: { n: tally.match.n, double: pct(tally.match.double, tally.match.n), take: pct(tally.match.take, tally.match.n) },
    clear: {
      margin: CLEAR,
      ...Object.fromEntries(
        Object.entries(clear).map(([k, c]) => [
          k,
          { double: { n: c.double.n, agree: pct(c.double.agree, c.double.n) }, take: { n: c.take.n, agree: pct(c.take.agree, c.take.n) } },
        ]),
      ),
    },
  }),
);
