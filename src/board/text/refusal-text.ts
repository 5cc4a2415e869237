/**
 * The words for a refusal (src/engine/live/explain.ts): a short sentence naming the rule, in the
 * board's language. Each message has a stable id for the translations.
 */
import type { Refusal } from '../../engine/live/explain.js';
import { msg, str } from '../../i18n/runtime.js';

/** The sentence shown, and announced, when a pick or a drop is refused. */
export function refusalText(r: Refusal): string {
  switch (r.kind) {
    case 'no-dice':
      return msg('Nothing is left to play: press Done', { id: 'why.no-dice' });
    case 'no-checker':
      return msg('None of your checkers stands there', { id: 'why.no-checker' });
    case 'opponent-checker':
      return msg("That checker is your opponent's: pick one of yours", { id: 'why.opponent-checker' });
    case 'bar-first':
      return msg('Enter your checker from the bar first', { id: 'why.bar-first' });
    case 'pinned':
      return msg('This checker is pinned: it cannot move while an opposing checker sits on it', { id: 'why.pinned' });
    case 'first-checker':
      return msg("First-checker rule: no other checker leaves the start until the first one has passed the opponent's start", { id: 'why.first-checker' });
    case 'ladder-order':
      return msg(str`The ladder goes in order: play the ${r.die}s now`, { id: 'why.ladder-order' });
    case 'blocked':
      return msg(str`Blocked: ${r.dice.join(', ')} would land on a point the opponent holds`, { id: 'why.blocked' });
    case 'blocked-at':
      return msg(str`Blocked: the opponent holds that point (${r.dice.join(' + ')} away)`, { id: 'why.blocked-at' });
    case 'blocked-way':
      return msg(str`Blocked on the way: moving ${r.dice.join(' + ')}, the checker would stop on a point the opponent holds`, { id: 'why.blocked-way' });
    case 'bear-off-not-yet':
      return msg('No bearing off yet: first bring all your checkers home', { id: 'why.bear-off-not-yet' });
    case 'bear-off-higher':
      return msg('A higher die bears off only from your highest point: move the higher checkers first', { id: 'why.bear-off-higher' });
    case 'bear-off-pinned':
      return msg('No bearing off while one of your checkers is pinned', { id: 'why.bear-off-pinned' });
    case 'larger-die':
      return msg(str`Only one die can be played, so it must be the larger one (${r.die})`, { id: 'why.larger-die' });
    case 'max-use':
      return msg('That would leave a die unplayed: use as many dice as the position allows', { id: 'why.max-use' });
    case 'six-wall':
      return msg('No six-point wall: the turn may not end with six points in a row in front of the opponent', { id: 'why.six-wall' });
    case 'nardy-head':
      return r.allowed === 2
        ? msg('Head rule: only two checkers may leave the head on the first turn with 6-6, 4-4 or 3-3', { id: 'why.nardy-head-two' })
        : msg('Head rule: only one checker may leave the head in a turn', { id: 'why.nardy-head' });
    case 'nardy-block':
      return msg(str`Block rule: six points in a row (${r.low}–${r.high}) may not stand while no opponent checker is ahead of them`, { id: 'why.nardy-block' });
    case 'backwards':
      return msg('Checkers move forward only', { id: 'why.backwards' });
    case 'not-a-die':
      return msg(str`That place is ${r.distance} away; the dice left are ${r.dice.join(', ')}`, { id: 'why.not-a-die' });
  }
}
