/**
 * Every user-visible string of the board, through `msg()` (the i18n runtime's drop-in for
 * @lit/localize's, so `lit-localize extract` finds them) with stable ids. Functions, so that
 * each call answers in the language of the board being rendered (see `LocaleController`).
 */
import { msg, str } from '../../i18n/runtime.js';
import type { Color, GameId, ResultKind } from '../../engine/types.js';
import { opponent } from '../../engine/position.js';
import type { Notice } from '../../engine/live/events.js';
import type { PlayerKind } from '../../engine/live/types.js';
import { plural } from '../../i18n/plural.js';
import { cubeNoticeText } from '../view/cube-panel.js';
import { moverWords, orList, wayWords, type PointWord } from './point-words.js';

export const colorName = (c: Color): string => (c === 'white' ? msg('White', { id: 'color.white' }) : msg('Black', { id: 'color.black' }));

export const playerKindName = (k: PlayerKind): string =>
  k === 'human' ? msg('you', { id: 'player.human' }) : k === 'bot' ? msg('bot', { id: 'player.bot' }) : msg('remote', { id: 'player.remote' });

export const diceText = (dice: readonly number[]): string => dice.join('–');

/** The kind of a win in the game's own words: gammon and backgammon in backgammon, mars and the triple win in the tabla games. */
export const resultName = (kind: ResultKind | string, game?: GameId): string => {
  switch (kind) {
    case 'mars':
      return game === 'backgammon' ? msg('gammon', { id: 'result.gammon' }) : msg('mars', { id: 'result.mars' });
    case 'triple':
      return game === 'backgammon' ? msg('backgammon', { id: 'result.backgammon' }) : msg('triple', { id: 'result.triple' });
    case 'mother':
      return msg('mother pinned', { id: 'result.mother' });
    case 'draw':
      return msg('draw', { id: 'result.draw' });
    case 'resign':
      return msg('resignation', { id: 'result.resign' });
    case 'timeout':
      return msg('on time', { id: 'result.timeout' });
    case 'pass':
      return msg('double passed', { id: 'result.pass' });
    default:
      return msg('single game', { id: 'result.single' });
  }
};

export const t = {
  boardLabel: () => msg('Tabla board', { id: 'board.label' }),
  pips: (w: number, b: number) => msg(str`Pips: white ${w}, black ${b}`, { id: 'status.pips' }),
  gameOf: (n: number) => msg(str`Game ${n}`, { id: 'status.game-number' }),
  openingPrompt: () => msg('Opening roll: each player rolls one die', { id: 'status.opening' }),
  toRoll: (p: string) => msg(str`${p} to roll`, { id: 'status.to-roll' }),
  toMove: (p: string, dice: string) => msg(str`${p} to move ${dice}`, { id: 'status.to-move' }),
  toPlayCarried: (p: string, dice: string) => msg(str`${p} plays the carried ${dice}`, { id: 'status.to-play-carried' }),
  thinking: (p: string) => msg(str`${p} is thinking…`, { id: 'status.thinking' }),
  waitingRemote: (p: string) => msg(str`Waiting for ${p}`, { id: 'status.waiting-remote' }),
  gameOver: (winner: string, points: number, kind: string) => msg(str`${winner} wins ${points} (${kind})`, { id: 'status.game-over' }),
  gameDrawn: () => msg('The game is a draw', { id: 'status.game-drawn' }),
  matchOver: (winner: string, w: number, b: number) => msg(str`${winner} wins the match ${w}–${b}`, { id: 'status.match-over' }),
  passed: (p: string, dice: string) => msg(str`${p} cannot move ${dice}: the turn passes`, { id: 'status.pass' }),
  rolled: (p: string, dice: string) => msg(str`${p} rolled ${dice}`, { id: 'announce.rolled' }),
  openingRolled: (w: number, b: number) => msg(str`Opening roll: white ${w}, black ${b}`, { id: 'announce.opening' }),
  openingTie: () => msg('Equal dice: roll again', { id: 'announce.opening-tie' }),
  starts: (p: string) => msg(str`${p} starts`, { id: 'announce.starts' }),
  played: (p: string, notation: string) => msg(str`${p} played ${notation}`, { id: 'announce.played' }),
  stepped: (p: string, from: string, to: string) => msg(str`${p}: ${from} to ${to}`, { id: 'announce.step' }),
  routePlayed: (way: string) => msg(str`Moved by the sum of the dice: ${way}`, { id: 'status.route' }),
  picked: (point: string, targets: string) => msg(str`Point ${point} picked: can move to ${targets}`, { id: 'announce.picked' }),
  undone: () => msg('Step taken back', { id: 'announce.undo' }),
  rejected: () => msg('The move was not accepted', { id: 'announce.rejected' }),
  waitingDice: () => msg('Waiting for the dice', { id: 'status.waiting-dice' }),
  waitingConfirm: () => msg('Waiting for confirmation…', { id: 'status.waiting-confirm' }),
  refused: () => msg('The move was refused', { id: 'announce.refused' }),
  refusedBecause: (reason: string) => msg(str`The move was refused: ${reason}`, { id: 'announce.refused-reason' }),
  lostOnTime: (p: string) => msg(str`${p} ran out of time`, { id: 'announce.timeout' }),
  clockLabel: (p: string, time: string) => msg(str`${p}'s clock: ${time} left in reserve`, { id: 'clock.label' }),
  clockFree: (time: string) => msg(str`${time} free time left for this move`, { id: 'clock.free' }),
  carried: (dice: string) => msg(str`Carried over: ${dice}`, { id: 'status.carried' }),
  rollCount: (p: string, n: number) =>
    plural(n, {
      one: () => msg(str`${p}: ${n} roll made`, { id: 'status.roll-count.one' }),
      few: () => msg(str`${p}: ${n} rolls made`, { id: 'status.roll-count.few' }),
      other: () => msg(str`${p}: ${n} rolls made`, { id: 'status.roll-count.other' }),
    }),
  firstChecker: (p: string) => msg(str`${p}: first checker not yet past`, { id: 'status.first-checker' }),
  firstCheckerPassed: (p: string) => msg(str`${p}: first checker past`, { id: 'status.first-checker-passed' }),
  bearingOff: (p: string) => msg(str`${p} is bearing off`, { id: 'status.bearing-off' }),
  chooseDie: () => msg('Which die?', { id: 'choice.prompt' }),
  useDie: (d: number) => msg(str`Use ${d}`, { id: 'choice.use' }),
  cancel: () => msg('Cancel', { id: 'button.cancel' }),
  roll: () => msg('Roll', { id: 'button.roll' }),
  undo: () => msg('Undo', { id: 'button.undo' }),
  done: () => msg('Done', { id: 'button.done' }),
  resign: () => msg('Resign', { id: 'button.resign' }),
  rules: () => msg('Rules', { id: 'button.rules' }),
  closeRules: () => msg('Close the rules', { id: 'button.close-rules' }),
  nextGame: () => msg('Next game', { id: 'button.next-game' }),
  newMatch: () => msg('New match', { id: 'button.new-match' }),
  previous: () => msg('Previous', { id: 'button.previous' }),
  next: () => msg('Next', { id: 'button.next' }),
  play: () => msg('Play', { id: 'button.play' }),
  pause: () => msg('Pause', { id: 'button.pause' }),
  replayStep: (i: number, n: number) => msg(str`Step ${i} of ${n}`, { id: 'replay.step' }),
  point: (n: number) => msg(str`Point ${n}`, { id: 'slot.point' }),
  bar: (p: string) => msg(str`${p}'s bar`, { id: 'slot.bar' }),
  off: (p: string) => msg(str`${p}'s borne-off checkers`, { id: 'slot.off' }),
  checkers: (n: number, p: string) => msg(str`${p}: ${n}`, { id: 'slot.checkers' }),
  empty: () => msg('empty', { id: 'slot.empty' }),
  pinnedUnder: (p: string) => msg(str`one ${p} pinned`, { id: 'slot.pinned' }),
  movable: () => msg('can move', { id: 'slot.movable' }),
  selectedMark: () => msg('picked', { id: 'slot.selected' }),
  destination: () => msg('move here', { id: 'slot.destination' }),
  diceLabel: (dice: string) => msg(str`Dice ${dice}`, { id: 'dice.label' }),
  diceConfirm: (dice: string) => msg(str`Dice ${dice}: press to confirm the move`, { id: 'dice.confirm' }),
  keyHelp: () =>
    msg(
      'Arrow keys move between points; M and Shift+M jump between movable checkers; Enter picks, or moves a checker that has one move, and drops; 1 to 6 move the focused checker by that die; U undoes; D confirms; R rolls.',
      {
        id: 'board.help-keys',
      },
    ),
  scoreNamed: (white: string, w: number, b: number, black: string, length: number) =>
    msg(str`${white} ${w} – ${b} ${black}, match to ${length}`, { id: 'status.score-named' }),
  /** Vtora's ladder in words: the double it started from, up to 6-6, and the number played now. */
  ladder: (from: number, n: number) => msg(str`Ladder: ${from}-${from} → 6-6, playing the ${n}s`, { id: 'status.ladder' }),
  toMoveLadder: (p: string, ladder: string) => msg(str`${p} to move. ${ladder}`, { id: 'status.to-move-ladder' }),
  noLegalMove: () => msg('no legal move', { id: 'dice.no-move' }),
  diceNoMove: (p: string, dice: string) => msg(str`${p} rolled ${dice}: no legal move`, { id: 'dice.no-move-label' }),
  lastDice: (p: string, dice: string) => msg(str`${p}'s last roll ${dice}`, { id: 'dice.last' }),
  lastMove: (p: string, dice: string, notation: string) => msg(str`Last move: ${p} ${dice}: ${notation}`, { id: 'status.last-move' }),
  resignAsk: (points: number, winner: string) => msg(str`Resign this game? ${winner} scores ${points}.`, { id: 'resign.ask' }),
  resignKeep: () => msg('Keep playing', { id: 'resign.keep' }),
  moveList: () => msg('Moves', { id: 'moves.title' }),
  copyMoves: () => msg('Copy', { id: 'moves.copy' }),
  exportMoves: () => msg('Export', { id: 'moves.export' }),
  hint: () => msg('Hint', { id: 'button.hint' }),
};

/**
 * The live-region text for a notice (`game`: the game being played, for the words of its results; `where` names points, by
 * default in the mover's numbering). A refusal's words are not here: they come with the end-of-game card (view/match-views.ts).
 */
export function noticeText(
  n: Exclude<Notice, { kind: 'refusal' }>,
  name: (c: Color) => string = colorName,
  game?: GameId,
  where: PointWord = moverWords,
): string {
  const pt = (p: number) => where(p, n.kind === 'step' || n.kind === 'route' || n.kind === 'picked' ? n.player : 'white');
  switch (n.kind) {
    case 'opening-roll':
      return `${t.openingRolled(n.white, n.black)}. ${n.starter ? t.starts(name(n.starter)) : t.openingTie()}`;
    case 'roll':
      return t.rolled(name(n.player), diceText(n.dice));
    case 'step':
      return t.stepped(name(n.player), pt(n.step.from), pt(n.step.to));
    case 'route':
      return `${name(n.player)}: ${t.routePlayed(wayWords(n.steps, n.player, where))}`;
    case 'picked':
      return t.picked(pt(n.point), orList(n.targets.map(pt)));
    case 'undo':
      return t.undone();
    case 'move':
      return t.played(name(n.player), n.notation);
    case 'pass':
      return t.passed(name(n.player), diceText(n.dice));
    case 'rejected':
      return t.rejected();
    case 'held':
      return t.waitingConfirm();
    case 'refused':
      return n.reason ? t.refusedBecause(n.reason) : t.refused();
    case 'timeout':
      return `${t.lostOnTime(name(n.player))}. ${t.matchOver(name(opponent(n.player)), n.white, n.black)}`;
    case 'game-end':
      return n.winner ? t.gameOver(name(n.winner), n.points, resultName(n.result, game)) : t.gameDrawn();
    case 'match-end':
      return t.matchOver(name(n.winner), n.white, n.black);
    case 'double':
    case 'double-rejected':
    case 'take':
    case 'cube-pass':
      return cubeNoticeText(n, name);
  }
}
