/** `tabla analyze FILE [--level L] [--json]`: a match file analysed by the bot, as JSON or a readable report. */
import { analyzeMatch, LEVELS, type Level, type MatchAnalysis } from '../bot/index.js';
import { UsageError, type Args } from './args.js';
import { readRecord } from './record-file.js';

/** The options `analyze` takes (besides the file). */
export const ANALYZE_OPTIONS = ['level'] as const;

/** The JSON the command prints: exactly the documented contract (docs/cli.md). */
export function analysisJSON(a: MatchAnalysis) {
  return {
    players: [...a.players],
    decisions: a.decisions.map((d) => ({
      game: d.game,
      player: d.player,
      roll: d.roll,
      kind: d.kind,
      dice: d.dice,
      played: d.played,
      best: d.best,
      choices: d.choices,
      loss: d.loss,
    })),
    summary: Object.fromEntries(
      Object.entries(a.summary).map(([name, s]) => [
        name,
        {
          unforced: s.unforced,
          checkerLoss: s.checkerLoss,
          errorRate: s.errorRate,
          cubeDecisions: s.cubeDecisions,
          cubeLoss: s.cubeLoss,
          luck: s.luck,
          rating: s.rating,
        },
      ]),
    ),
  };
}

const MARK_TEXT = { doubtful: '?', bad: '??', 'very-bad': '???' } as const;

/** The readable report: the marked decisions game by game, then each player's figures. */
export function analysisReport(a: MatchAnalysis): string {
  const out = [`Analysis at the ${a.level} level: ${a.players[0]} (white) against ${a.players[1]} (black)`, ''];
  let game = 0;
  for (const d of a.decisions) {
    if (!d.mark) continue;
    if (d.game !== game) {
      game = d.game;
      out.push(`Game ${game}`);
    }
    const dice = d.dice ? `${d.dice[0]}${d.dice[1]} ` : '';
    out.push(`  ${d.player}, roll ${d.roll}: ${dice}${d.played}  ${MARK_TEXT[d.mark]} loses ${d.loss.toFixed(3)}; best ${d.best}`);
  }
  if (game === 0) out.push('No decision marked doubtful or worse.');
  out.push('');
  for (const s of Object.values(a.summary)) {
    out.push(`${s.name} (${s.color})`);
    out.push(`  checker play: ${s.unforced} unforced, loss ${s.checkerLoss.toFixed(3)}, error rate ${s.errorRate.toFixed(1)} mEMG per decision — ${s.rating}`);
    if (s.cubeDecisions) out.push(`  cube: ${s.cubeDecisions} decisions, loss ${s.cubeLoss.toFixed(3)}`);
    out.push(`  marks: ${s.marks.doubtful} doubtful, ${s.marks.bad} bad, ${s.marks['very-bad']} very bad`);
    out.push(
      `  luck ${s.luck >= 0 ? '+' : ''}${s.luck.toFixed(3)}; result ${s.result >= 0 ? '+' : ''}${s.result}, luck-adjusted ${s.luckAdjusted >= 0 ? '+' : ''}${s.luckAdjusted.toFixed(2)}`,
    );
  }
  return `${out.join('\n')}\n`;
}

/** Runs `tabla analyze`; the whole output is built before anything is printed. */
export async function commandAnalyze(file: string | undefined, args: Args): Promise<number> {
  if (file === undefined) throw new UsageError('analyze needs a match file: tabla analyze FILE.mat|FILE.json');
  const level = args.options.get('level') ?? 'master';
  if (!(LEVELS as readonly string[]).includes(level)) throw new UsageError(`unknown level "${level.slice(0, 20)}" (expected ${LEVELS.join(', ')})`);
  const json = args.flags.has('json');
  const record = readRecord(file);
  const analysis = await analyzeMatch(record, { level: level as Level });
  process.stdout.write(json ? `${JSON.stringify(analysisJSON(analysis))}\n` : analysisReport(analysis));
  return 0;
}
