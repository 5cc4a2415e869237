/**
 * A match record (and its analysis, once made) as the review's data: one review step for every
 * decision of every game — each checker play and cube action, and with an analysis each
 * no-double before a roll — plus each game's start and the match's final position.
 */
import type { MatchState } from '../../engine/match.js';
import type { Step } from '../../engine/types.js';
import { formatPlay } from '../../engine/notation/moves.js';
import type { Decision, MatchAnalysis, MatchRecord } from '../../bot/analysis/types.js';
import type { ReplayedGame } from '../../engine/match-file/replay.js';
import type { ReviewData, ReviewStep } from './types.js';

const stepsOf = (steps: readonly { from: number; to: number; die?: number }[]): Step[] => steps.map((s) => ({ from: s.from, to: s.to, die: s.die ?? 0 }));

const cubeKinds = new Set(['double', 'take', 'pass']);

/** A review step from a decision's analysis (or none), for the state before it. */
function stepFor(
  game: number,
  action: number,
  state: MatchState,
  kind: ReviewStep['kind'],
  played: string,
  playedSteps: Step[],
  dice: number[] | null,
  d: Decision | undefined,
): ReviewStep {
  const loss = d && !d.forced ? d.loss : null;
  const differs = d && !d.forced && d.loss > 0 && d.best !== d.played;
  return {
    game,
    action,
    position: state.position,
    player: state.position.turn,
    kind,
    dice,
    played,
    playedSteps,
    best: differs ? d.best : null,
    bestSteps: differs && kind === 'move' ? stepsOf(d.top[0]?.steps ?? []) : null,
    loss,
    winChance: d ? d.whiteWinChance : null,
  };
}

/**
 * The review of a record: `games` are its games replayed (`replayRecord`: the state before every
 * action and after the last), `analysis` the record's analysis or null.
 */
export function reviewFromRecord(record: MatchRecord, games: readonly ReplayedGame[], analysis: MatchAnalysis | null): ReviewData {
  const decisions = new Map<string, Decision>();
  for (const d of analysis?.decisions ?? []) decisions.set(`${d.game - 1}:${d.index}:${d.kind === 'no-double' ? 'n' : 'a'}`, d);
  const steps: ReviewStep[] = [];
  const bare = (game: number, state: MatchState, kind: 'start' | 'end'): ReviewStep => ({
    game,
    action: -1,
    position: state.position,
    player: null,
    kind,
    dice: null,
    played: '',
    playedSteps: [],
    best: null,
    bestSteps: null,
    loss: null,
    winChance: null,
  });
  games.forEach((g, game) => {
    steps.push(bare(game, g.before[0] ?? g.after, 'start'));
    (record.games[game]?.actions ?? []).forEach((a, index) => {
      const state = g.before[index];
      const noDouble = decisions.get(`${game}:${index}:n`);
      if (noDouble) steps.push(stepFor(game, index, state, 'no-double', 'no double', [], null, noDouble));
      const d = decisions.get(`${game}:${index}:a`);
      if (a.type === 'move') {
        const played = a.steps.length ? formatPlay(stepsOf(a.steps)) : 'pass';
        steps.push(stepFor(game, index, state, 'move', played, stepsOf(a.steps), a.dice ? [...a.dice] : null, d));
      } else if (cubeKinds.has(a.type)) {
        steps.push(stepFor(game, index, state, a.type as ReviewStep['kind'], a.type, [], null, d));
      }
    });
  });
  const last = games[games.length - 1];
  if (last) steps.push(bare(games.length - 1, last.after, 'end'));
  return { steps, summary: analysis ? [analysis.byColor.white, analysis.byColor.black] : null };
}
