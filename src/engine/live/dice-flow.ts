/** The dice in a live match: a roll with the host's dice or a fair draw the driver makes (C8), the opening roll, and external dice asked for. */
import { TablaError } from '../errors.js';
import { checkDice } from '../dice-check.js';
import { currentTurn, rollMatchDice, rollOpening } from '../match.js';
import { advance, askDice } from './advance.js';
import { syncClock } from './clock-flow.js';
import { announceTurn, note, setState, type ActionOf, type Draft } from './draft.js';
import { canRoll, moverOf, rollRefusal } from './queries.js';

/** `roll`: with the host's dice, or without: a draw the driver makes (`draw-dice`) and reduces back; with an epoch, the bot's roll from its timer. @throws TablaError when nobody here may roll now, or on bad dice. */
export function roll(d: Draft, action: ActionOf<'roll'>): void {
  const l = d.l;
  const given = action.dice;
  const timed = action.epoch !== undefined;
  if (!timed && !l.settings.externalDice && l.state.phase === 'rolling' && l.settings.players[moverOf(l)] === 'bot')
    throw new TablaError('not-your-turn', 'the bot rolls for itself');
  const refusal = rollRefusal(l, given !== undefined);
  if (refusal) throw new TablaError('wrong-phase', refusal);
  if (given === undefined) return void d.fx.push({ type: 'draw-dice', epoch: l.epoch });
  const phase = l.state.phase;
  const [a, b] = checkDice(given, phase === 'opening');
  if (phase === 'opening') {
    const before = l.state;
    setState(d, rollOpening(before, a, b));
    note(d, before, { type: 'opening', dice: { white: a, black: b } });
    const starter = l.state.phase === 'opening' ? null : moverOf(l);
    d.fx.push({ type: 'emit', name: 'tabla-roll', detail: { player: null, dice: [a, b], opening: true } });
    d.fx.push({ type: 'notice', notice: { kind: 'opening-roll', white: a, black: b, starter } });
    if (starter) announceTurn(d);
  } else {
    setState(d, rollMatchDice(l.state, [a, b]));
    l.play.turn = currentTurn(l.state);
    if (l.notes.passNote?.player === moverOf(l)) l.notes.passNote = null;
    d.fx.push({ type: 'emit', name: 'tabla-roll', detail: { player: moverOf(l), dice: [a, b], opening: false } });
    d.fx.push({ type: 'notice', notice: { kind: 'roll', player: moverOf(l), dice: [a, b] } });
  }
  syncClock(d);
  advance(d);
}

/** `ask-dice`: with external dice, asks the host for the roll a person here may make now. */
export function askDiceAction(d: Draft): void {
  if (canRoll(d.l) && d.l.settings.externalDice) askDice(d);
}
