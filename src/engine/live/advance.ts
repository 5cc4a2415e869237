/**
 * Who acts next, after every change of a live match: a bot rolls, doubles, answers a double or
 * plays; external dice are asked for; a turn without a legal step passes. The one place where a
 * bot request is built.
 */
import { mayDouble } from '../cube.js';
import { currentTurn, type MatchState } from '../match.js';
import { doubleTaker } from '../match-cube.js';
import { botSeedFor } from './bot-seed.js';
import { later, type Draft } from './draft.js';
import { hasHuman, moverOf, rollRequest } from './queries.js';
import type { BotPlayRequest, Live } from './types.js';

/** Emits `tabla-roll-request` once for the current state. */
export function askDice(d: Draft): void {
  if (rollRequest(d.l)) return;
  const s = d.l.state;
  const opening = s.phase === 'opening';
  const detail = { player: opening ? null : moverOf(d.l), opening, gameNumber: s.gameNumber };
  d.l.host.request = { detail, state: s };
  d.fx.push({ type: 'emit', name: 'tabla-roll-request', detail: { ...detail } });
}

/** The bot's seed for the current turn: repeatable with a seed, one-way (it never reveals the dice seed). */
export function botSeed(l: Live): string {
  return botSeedFor(l.settings.seed ?? l.bot.entropy, l.state.gameNumber, l.bot.ply);
}

/** The score and length of a match, as a bot's `matchContext`; undefined in money play (length 0). */
export function matchContextOf(state: MatchState): BotPlayRequest['matchContext'] {
  return state.config.length > 0 ? { score: { white: state.score.white, black: state.score.black }, length: state.config.length } : undefined;
}

/** What the bot to move is asked: the one place a bot request is built. */
export function botPlayRequest(l: Live): BotPlayRequest {
  const s = l.state;
  return { position: s.position, dice: s.dice, seed: botSeed(l), matchContext: matchContextOf(s), rules: { triple: s.config.triple } };
}

/** Lets bots act, asks for external dice, and passes a turn without any legal step. */
export function advance(d: Draft): void {
  const l = d.l;
  if (l.settings.readonly || l.host.held || l.host.asking || l.host.doubleAsked || l.play.showing?.kind === 'remote') return;
  const s = l.state;
  const kind = l.settings.players[moverOf(l)];
  const external = l.settings.externalDice;
  const epoch = l.epoch;
  switch (s.phase) {
    case 'opening':
      if (external) askDice(d);
      else if (!hasHuman(l) && l.settings.players.white === 'bot') later(d, 'act', l.settings.botDelay, { type: 'roll', epoch });
      break;
    case 'rolling':
      if (kind === 'bot' && (l.bot.thinking || askBotCube(d))) break; // B3: the bot may double before its roll
      if (external && kind !== 'human') askDice(d);
      else if (!external && kind === 'bot') later(d, 'act', l.settings.botDelay, { type: 'roll', epoch });
      break;
    case 'doubled':
      askBotCube(d);
      break;
    case 'moving': {
      const turn = (l.play.turn ??= currentTurn(s));
      if (kind !== 'remote' && turn.steps.length === 0 && turn.legalSteps().length === 0 && turn.canFinish()) {
        // Nothing can be played: the turn passes at once (C3). A remote side's pass comes like
        // its plays, through play-remote, so that the board follows its server.
        d.fx.push({ type: 'soon', action: { type: 'auto-pass', epoch } });
      } else if (kind === 'bot' && !l.bot.thinking && !l.play.showing) {
        l.bot.thinking = true;
        d.fx.push({ type: 'bot', request: botPlayRequest(l), epoch });
      }
      break;
    }
    case 'game-over':
      // Bots alone play on; with a person or a remote side, the host starts the next game.
      if (!hasHuman(l) && l.settings.players.white === 'bot' && l.settings.players.black === 'bot')
        later(d, 'act', l.settings.botDelay * 3, { type: 'next-game', epoch });
      break;
    default:
      break;
  }
}

/**
 * The bot's cube question, if it has one now: `double` before its roll when it may double (asked
 * once a turn), `take` when a double is offered to it. Returns true when the question was asked.
 */
export function askBotCube(d: Draft): boolean {
  const l = d.l;
  const s = l.state;
  if (l.bot.thinking || l.play.showing || l.host.asking || l.host.held || l.host.doubleAsked || !s.cube) return false;
  let question: 'double' | 'take' | null = null;
  if (s.phase === 'rolling' && l.settings.players[moverOf(l)] === 'bot' && l.bot.cubeDeclined !== l.epoch && mayDouble(s, moverOf(l))) question = 'double';
  if (s.phase === 'doubled' && l.settings.players[doubleTaker(s)] === 'bot') question = 'take';
  if (!question) return false;
  l.bot.thinking = true;
  l.bot.cube = question;
  d.fx.push({ type: 'bot-cube', question, state: s, epoch: l.epoch });
  return true;
}
