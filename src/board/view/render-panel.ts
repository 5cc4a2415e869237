/**
 * Pure rendering of everything around the board drawing: the status lines (whose turn, pips,
 * ladder, carried numbers, first checker, pass note), the die choice and the buttons.
 */
import { html, nothing } from 'lit';
import { COLORS, pipCounts } from '../../engine/position.js';
import type { Color, Position } from '../../engine/types.js';
import { botBusy, canConfirm, canRoll, humanToAct, moverOf, pendingMove, waitingForDice } from '../../engine/live/queries.js';
import type { LiveAction } from '../../engine/live/actions.js';
import type { Live } from '../../engine/live/types.js';
import { firstCheckerPassed } from '../../engine/rule-checks.js';
import { clockNow, freeLeftNow } from '../../engine/live/queries.js';
import { formatClock } from '../../engine/live/clock-spec.js';
import { colorName, diceText, playerKindName, resultName, t } from '../text/messages.js';
import { allInHome } from '../../engine/position.js';
import { cubeLine, doubledLine, renderCubeButtons } from './cube-panel.js';
import { shownScore } from './score-shown.js';

/** The main status line: whose turn and what to do, or the result. */
export function turnLine(c: Live, names: Record<Color, string>): string {
  const s = c.state;
  const who = (p: Color) => `${names[p]} (${playerKindName(c.settings.players[p])})`;
  switch (s.phase) {
    case 'opening': {
      const tie = s.opening && s.opening.white === s.opening.black ? `${t.openingRolled(s.opening.white, s.opening.black)}. ${t.openingTie()}` : '';
      if (waitingForDice(c)) return tie ? `${tie}. ${t.waitingDice()}` : t.waitingDice();
      return tie || t.openingPrompt();
    }
    case 'rolling': {
      const o = s.opening;
      const opening = o && !c.notes.lastMove && s.gameNumber === 0 ? `${t.openingRolled(o.white, o.black)}. ${t.starts(names[moverOf(c)])}. ` : '';
      return opening + rollingLine(c, who);
    }
    case 'doubled':
      return doubledLine(c, who);
    case 'moving':
      if (pendingMove(c)) return t.waitingConfirm();
      if (botBusy(c)) return t.thinking(who(moverOf(c)));
      if (c.settings.players[moverOf(c)] === 'remote') return t.waitingRemote(who(moverOf(c)));
      if (c.play.turn?.isLadder && c.play.turn.dice.length > 0 && c.play.turn.allDice[0] !== 6) {
        return t.toMoveLadder(who(moverOf(c)), t.ladder(c.play.turn.allDice[0], c.play.turn.dice[0]));
      }
      return s.dice ? t.toMove(who(moverOf(c)), diceText(s.dice)) : t.toPlayCarried(who(moverOf(c)), diceText(s.position.carried));
    case 'game-over':
    case 'match-over': {
      const r = s.lastResult!;
      const line = r.winner ? t.gameOver(names[r.winner], r.points, resultName(r.kind, s.game)) : t.gameDrawn();
      const score = shownScore(s);
      return s.phase === 'match-over' && s.winner ? `${line}. ${t.matchOver(names[s.winner], score.white, score.black)}` : line;
    }
  }
}

function rollingLine(c: Live, who: (p: Color) => string): string {
  if (waitingForDice(c)) return `${t.toRoll(who(moverOf(c)))}. ${t.waitingDice()}`;
  return c.settings.players[moverOf(c)] === 'remote' ? t.waitingRemote(who(moverOf(c))) : t.toRoll(who(moverOf(c)));
}

/** The other status lines for the position shown (only pips in a replay); `names` for the cube's owner. */
export function infoLines(c: Live, pos: Position, replay: boolean, names?: Record<Color, string>): string[] {
  const s = c.state;
  const lines: string[] = [];
  const pips = pipCounts(pos);
  lines.push(t.pips(pips.white, pips.black));
  if (replay) return lines;
  const cube = cubeLine(s, names ?? { white: colorName('white'), black: colorName('black') });
  if (cube) lines.push(cube);
  if (pos.game === 'vtora') {
    if (pos.carried.length > 0) lines.push(t.carried(diceText(pos.carried)));
    lines.push(COLORS.map((col) => t.rollCount(colorName(col), pos.rolls[col])).join(' · '));
  }
  if (pos.game === 'fevga') {
    lines.push(COLORS.map((col) => (firstCheckerPassed(pos, col) ? t.firstCheckerPassed(colorName(col)) : t.firstChecker(colorName(col)))).join(' · '));
  }
  if (s.phase === 'moving' && allInHome(pos, s.position.turn)) lines.push(t.bearingOff(colorName(s.position.turn)));
  if (c.notes.passNote) lines.push(t.passed(colorName(c.notes.passNote.player), diceText(c.notes.passNote.dice)));
  if (c.notes.refusal) lines.push(c.notes.refusal.reason ? t.refusedBecause(c.notes.refusal.reason) : t.refused());
  return lines;
}

/** What the buttons do: reduce a user action (errors are ignored: a stale click does nothing), or press Roll. */
export interface PanelInput {
  act(action: LiveAction): void;
  pressRoll(): void;
}

/** The question which die to use, when two fit. */
export function renderChoice(c: Live, input: PanelInput) {
  const choice = c.play.choice;
  if (!choice) return nothing;
  return html`<div part="die-choice" class="die-choice" role="group" aria-label=${t.chooseDie()}>
    <span>${t.chooseDie()}</span>
    ${choice.dice.map((d) => html`<button part="button die-button" data-die=${d} @click=${() => input.act({ type: 'choose-die', die: d })}>${t.useDie(d)}</button>`)}
    <button part="button" data-action="cancel-choice" @click=${() => input.act({ type: 'choose-die', die: null })}>${t.cancel()}</button>
  </div>`;
}

/** Replay state and actions for the replay buttons. */
export interface ReplayControls {
  index: number;
  last: number;
  playing: boolean;
  go(index: number): void;
  toggle(): void;
}

/** The row of buttons: replay controls, or Roll / Undo / Done / Hint / Resign / Rules (Next game and New match are on the end-of-game card). */
export function renderControls(
  c: Live,
  input: PanelInput,
  opts: { readonly: boolean; replay: ReplayControls | null; hints: boolean; hint(): void; newMatch(): void; resign(): void; rules(): void },
) {
  const r = opts.replay;
  if (r) {
    return html`<div part="controls" class="controls">
      <button part="button prev-button" data-action="replay-prev" ?disabled=${r.index === 0} @click=${() => r.go(r.index - 1)}>${t.previous()}</button>
      <button part="button play-button" data-action="replay-play" @click=${() => r.toggle()}>${r.playing ? t.pause() : t.play()}</button>
      <button part="button next-button" data-action="replay-next" ?disabled=${r.index >= r.last} @click=${() => r.go(r.index + 1)}>${t.next()}</button>
      <span class="replay-step">${t.replayStep(r.index, r.last)}</span>
    </div>`;
  }
  if (opts.readonly) return nothing;
  const s = c.state;
  const human = humanToAct(c);
  const rollable = canRoll(c);
  const moving = human && s.phase === 'moving';
  const canResign = (s.phase === 'rolling' || s.phase === 'moving') && COLORS.some((col) => c.settings.players[col] === 'human');
  // Handlers check the phase again: a second click can reach a button before the re-render removed it.
  return html`<div part="controls" class="controls">
    ${renderCubeButtons(c, input.act)}
    ${rollable ? html`<button part="button roll-button" data-action="roll" @click=${() => input.pressRoll()}>${t.roll()}</button>` : nothing}
    ${
      moving
        ? html`<button
              part="button undo-button"
              data-action="undo"
              ?disabled=${!c.play.turn || c.play.turn.steps.length === 0}
              @click=${() => input.act({ type: 'undo' })}
            >
              ${t.undo()}
            </button>
            <button part="button done-button" data-action="done" ?disabled=${!canConfirm(c)} @click=${() => input.act({ type: 'confirm' })}>
              ${t.done()}
            </button>`
        : nothing
    }
    ${moving && opts.hints ? html`<button part="button hint-button" data-action="hint" @click=${() => opts.hint()}>${t.hint()}</button>` : nothing}
    ${canResign ? html`<button part="button resign-button" class="resign" data-action="resign" @click=${() => opts.resign()}>${t.resign()}</button>` : nothing}
    <button part="button rules-button" data-action="rules" @click=${() => opts.rules()}>${t.rules()}</button>
  </div>`;
}

/** Both clocks (reserve m:ss; the running player's free time left in front), when a clock is active. */
export function renderClocks(c: Live, now: number, names: Record<Color, string>) {
  const view = clockNow(c, now);
  if (!view) return nothing;
  const free = freeLeftNow(c, now);
  return COLORS.map((col) => {
    const running = view.running === col;
    const reserve = formatClock(view[col].reserveMs);
    const label = `${t.clockLabel(names[col], reserve)}${running && free > 0 ? `, ${t.clockFree(formatClock(free))}` : ''}`;
    return html`<span
      part="clock clock-${col}${running ? ' clock-running' : ''}"
      class="clock ${col}${running ? ' running' : ''}"
      data-clock=${col}
      role="timer"
      aria-label=${label}
      ><span class="clock-name">${names[col]}</span
      >${' '}${running && free > 0 ? html`<span class="clock-free">${formatClock(free)}</span>${' '}` : nothing}${reserve}</span
    >`;
  });
}
