/** The bot's answers in a live match: a play (checked, then shown), a failure (a random legal play instead), a retry. Its cube answers are in cube-flow.ts. */
import { TablaError } from '../errors.js';
import { describeValue } from '../checks.js';
import { seededRandom } from '../dice.js';
import { currentTurn } from '../match.js';
import { uniformRandomPlay } from '../random-play.js';
import type { StepRequest } from '../turn.js';
import { advance, botSeed } from './advance.js';
import type { ActionOf, Draft } from './draft.js';
import { show } from './play-flow.js';

/** A failing bot must not freeze the game: reports it and plays a random legal move instead. */
function fallback(d: Draft, why: string): StepRequest[] {
  d.fx.push({ type: 'emit', name: 'tabla-error', detail: { message: `${why}; playing a random legal move instead`, source: 'bot' } });
  const s = d.l.state;
  return uniformRandomPlay(s.position, s.dice, seededRandom(botSeed(d.l))).steps.map(({ from, to, die }) => ({ from, to, die }));
}

/** `bot-answer`: the bot's play; an illegal or incomplete one is reported and replaced by a random legal play. */
export function botAnswer(d: Draft, { steps }: ActionOf<'bot-answer'>): void {
  if (!d.l.bot.thinking) return;
  let play = steps;
  try {
    let check = currentTurn(d.l.state);
    for (const s of steps) check = check.step(s);
    if (!check.canFinish()) throw new TablaError('illegal-play', 'the play is incomplete');
  } catch (error) {
    play = fallback(d, `the bot answered an illegal play ${describeValue(steps)} (${(error as Error).message})`);
  }
  show(d, 'bot', play);
}

/** `bot-failed`: the bot could not answer; a random legal play is shown instead. */
export function botFailed(d: Draft, a: ActionOf<'bot-failed'>): void {
  if (d.l.bot.thinking) show(d, 'bot', fallback(d, `the bot failed (${a.message})`));
}

/** `bot-retry`: the bot's question is dropped and asked again. */
export function botRetry(d: Draft): void {
  d.l.bot.thinking = false;
  d.l.bot.cube = null;
  advance(d);
}
