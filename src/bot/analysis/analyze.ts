/**
 * `analyzeMatch`: every decision of a match record judged by the bot's evaluator with a fixed
 * search (./checker.ts, the cube code of ../cube.ts), losses in EMG (./equity.ts), per-player
 * summaries (./summary.ts). Runs in slices so the thread stays responsive; cancellable; reports
 * progress after each decision.
 */
import { recordFromJSON, replayRecord, TablaError, type MatchRecord, type MatchState, type Position } from '../../engine/index.js';
import { loadNetworkFor, searchConfig } from '../bot.js';
import { cubeDecision, questionFromMatch, type CubeAnswer } from '../cube.js';
import { flipOutcome } from '../evaluator.js';
import { LEVELS, type Level } from '../levels.js';
import type { SearchConfig } from '../candidates.js';
import { ANALYSIS_DEPTH, judgeChecker, rollLuck } from './checker.js';
import { decisionTasks, type DecisionTask } from './decisions.js';
import { emgUtility, whiteMatchChance } from './equity.js';
import { markOf, summarize } from './summary.js';
import type { AnalyzeOptions, Decision, MatchAnalysis, RankedChoice } from './types.js';

const round = (x: number) => Math.round(x * 1e5) / 1e5;

/** The fixed-work search settings of an analysis decision: the level's evaluator, no noise, EMG utility. */
function configFor(state: MatchState, position: Position, level: Level): SearchConfig {
  const base = searchConfig(position, { level, rules: { triple: state.config.triple } });
  return { ...base, noise: 0, utility: emgUtility(state, position.turn) };
}

function cubeChoice(name: string, equity: number, best: number): RankedChoice {
  return { play: name, steps: [], equity: round(equity), diff: round(equity - best) };
}

/** Judges one decision. `cube` caches the cube answer of the position the double was offered in. */
function* judge(
  task: DecisionTask,
  record: MatchRecord,
  level: Level,
  cube: { key: DecisionTask['state'] | null; answer: CubeAnswer | null },
): Generator<void, Decision, void> {
  const s = task.state;
  const g = record.games[task.gameIndex];
  const pos = s.position;
  const onRoll = pos.turn;
  const cfg = configFor(s, pos, level);
  const o = cfg.evaluator.evaluate(pos);
  const whiteO = onRoll === 'white' ? o : flipOutcome(o);
  const mine = task.color === onRoll ? o : flipOutcome(o);
  const common = {
    game: task.gameIndex + 1,
    gameId: g.game,
    index: task.index,
    color: task.color,
    player: record.players[task.color],
    roll: task.roll,
    kind: task.kind,
    winChance: round(mine.win),
    whiteWinChance: round(whiteMatchChance(s, whiteO)),
  };
  if (task.kind === 'move') {
    const made = task.made!;
    const j = yield* judgeChecker(pos, s.dice, made, cfg, ANALYSIS_DEPTH[level]);
    const played = j.ranked[j.playedAt];
    const loss = Math.max(0, -played.diff);
    const luck = s.dice !== null && task.dice !== null ? yield* rollLuck(pos, s.dice, cfg) : null;
    return {
      ...common,
      dice: task.dice,
      played: played.play,
      best: j.ranked[0].play,
      choices: j.choices,
      loss: round(loss),
      mark: j.choices > 1 ? markOf(loss) : null,
      forced: j.choices <= 1,
      top: j.ranked.map(({ play, steps, equity, diff, depth }) => ({ play, steps, equity: round(equity), diff: round(diff), depth })),
      luck: luck === null ? null : round(luck),
    };
  }
  yield;
  if (cube.key !== s || !cube.answer) cube.answer = cubeDecision(questionFromMatch(s), cfg.evaluator);
  cube.key = s;
  const { nodouble, take, pass } = cube.answer.equities;
  let top: RankedChoice[];
  let played: string;
  if (task.kind === 'double' || task.kind === 'no-double') {
    const dbl = Math.min(take, pass);
    const best = Math.max(nodouble, dbl);
    top = [cubeChoice('no double', nodouble, best), cubeChoice('double', dbl, best)].sort((a, b) => b.equity - a.equity);
    played = task.kind === 'double' ? 'double' : 'no double';
  } else {
    const best = Math.max(-take, -pass);
    top = [cubeChoice('take', -take, best), cubeChoice('pass', -pass, best)].sort((a, b) => b.equity - a.equity);
    played = task.kind;
  }
  const loss = Math.max(0, -top.find((t) => t.play === played)!.diff);
  return { ...common, dice: null, played, best: top[0].play, choices: 2, loss: round(loss), mark: markOf(loss), forced: false, top, luck: null };
}

function now(): number {
  const p = (globalThis as { performance?: { now(): number } }).performance;
  return p ? p.now() : Date.now();
}

/**
 * Analyses every decision of a match record (a `MatchRecord` object or its JSON text).
 * Resolves with the decisions and per-player summaries; rejects with TablaError `bad-record`
 * for a bad record, `bad-option` for an unknown level, `cancelled` when `signal` aborts.
 */
export async function analyzeMatch(input: unknown, options: AnalyzeOptions = {}): Promise<MatchAnalysis> {
  const level = options.level ?? 'master';
  if (!LEVELS.includes(level)) throw new TablaError('bad-option', `unknown level ${JSON.stringify(level)} (expected ${LEVELS.join(', ')})`);
  const signal = options.signal;
  const cancelled = () => new TablaError('cancelled', 'the analysis was cancelled');
  if (signal?.aborted) throw cancelled();
  const record = recordFromJSON(input);
  const replay = replayRecord(record);
  for (const game of new Set(record.games.map((g) => g.game))) await loadNetworkFor(game, level);
  const tasks = decisionTasks(record, replay);
  const decisions: Decision[] = [];
  const cube = { key: null, answer: null };
  const run = (function* () {
    for (const t of tasks) {
      decisions.push(yield* judge(t, record, level, cube));
      options.onProgress?.({ done: decisions.length, total: tasks.length });
      yield;
    }
  })();
  await new Promise<void>((resolve, reject) => {
    const slice = () => {
      try {
        const end = now() + 8;
        for (;;) {
          if (signal?.aborted) return reject(cancelled());
          if (run.next().done) return resolve();
          if (now() >= end) break;
        }
        setTimeout(slice, 0);
      } catch (e) {
        reject(e);
      }
    };
    slice();
  });
  const cubes = tasks.map((t) => t.state.cube?.value ?? 1);
  const white = summarize(record, 'white', decisions, cubes);
  const black = summarize(record, 'black', decisions, cubes);
  const summary: Record<string, typeof white> = {};
  summary[white.name] = white;
  if (black.name !== white.name) summary[black.name] = black;
  return { level, players: [record.players.white, record.players.black], decisions, summary, byColor: { white, black } };
}
