/**
 * The set-up mode's panel (`setup`): the colour a click puts, emptying the board or setting the
 * start, the player on roll, the dice, a field to paste a position into, the bot's best plays,
 * the position in each notation with a Copy button, and Play from here.
 */
import { html, nothing } from 'lit';
import { msg, str } from '../../i18n/runtime.js';
import { colorName } from '../text/messages.js';
import { renderHintList } from '../review/hint-list.js';
import { notations, type SetupController } from '../element/setup-controller.js';

export const st = {
  title: () => msg('Set up a position', { id: 'setup.title' }),
  help: () =>
    msg(
      'Click a point to put a checker of the chosen colour, Shift+click to take one off; drag a checker to move it. On the board: arrow keys, Enter puts, Delete takes off.',
      { id: 'setup.help' },
    ),
  colour: () => msg('Checkers to put', { id: 'setup.colour' }),
  empty: () => msg('Empty the board', { id: 'setup.empty' }),
  start: () => msg('Starting position', { id: 'setup.start' }),
  onRoll: () => msg('On roll', { id: 'setup.on-roll' }),
  dice: () => msg('Dice', { id: 'setup.dice' }),
  noDice: () => msg('none', { id: 'setup.no-dice' }),
  paste: () => msg('Position (compact notation, XGID or GNU Backgammon Position ID)', { id: 'setup.paste' }),
  load: () => msg('Load', { id: 'setup.load' }),
  evaluate: () => msg('Best plays', { id: 'setup.evaluate' }),
  copy: () => msg('Copy', { id: 'moves.copy' }),
  copyOf: (name: string) => msg(str`Copy the ${name}`, { id: 'setup.copy-of' }),
  playFromHere: () => msg('Play from here', { id: 'setup.play' }),
  refused: (why: string) => msg(str`Not possible: ${why}`, { id: 'setup.refused' }),
  compact: () => msg('Compact notation', { id: 'setup.compact' }),
  xgid: () => msg('XGID', { id: 'setup.xgid' }),
  gnubg: () => msg('GNU Backgammon ID', { id: 'setup.gnubg' }),
};

const NAMES = { compact: st.compact, xgid: st.xgid, gnubg: st.gnubg };

/** What the panel's buttons do besides editing. */
export interface SetupActions {
  /** Copies a notation's text. */
  copy(text: string): void;
}

const dieSelect = (mode: SetupController, i: 0 | 1) =>
  html`<select
    data-setup=${`die-${i + 1}`}
    aria-label=${`${st.dice()} ${i + 1}`}
    @change=${(e: Event) => {
      const v = Number((e.target as HTMLSelectElement).value);
      const d: [number, number] = mode.dice ? [...mode.dice] : [1, 1];
      d[i] = v;
      mode.setDice(v === 0 ? null : d);
    }}
  >
    <option value="0" ?selected=${!mode.dice}>${st.noDice()}</option>
    ${[1, 2, 3, 4, 5, 6].map((n) => html`<option value=${n} ?selected=${mode.dice?.[i] === n}>${n}</option>`)}
  </select>`;

/** The panel. */
export function renderSetupPanel(mode: SetupController, act: SetupActions) {
  let ids: ReturnType<typeof notations> = [];
  try {
    ids = notations(mode.position, mode.dice);
  } catch {
    // an unfinished set-up (a side with checkers missing) has no notation yet
  }
  return html`<section class="setup" part="setup" aria-label=${st.title()}>
    <p class="setup-help">${st.help()}</p>
    <div class="setup-row">
      <fieldset>
        <legend>${st.colour()}</legend>
        ${(['white', 'black'] as const).map((c) => html`<label><input type="radio" name="setup-colour" data-setup=${`colour-${c}`} .checked=${mode.color === c} @change=${() => ((mode.color = c), void 0)} />${colorName(c)}</label>`)}
      </fieldset>
      <fieldset>
        <legend>${st.onRoll()}</legend>
        ${(['white', 'black'] as const).map((c) => html`<label><input type="radio" name="setup-turn" data-setup=${`turn-${c}`} .checked=${mode.position.turn === c} @change=${() => mode.setTurn(c)} />${colorName(c)}</label>`)}
      </fieldset>
      <fieldset>
        <legend>${st.dice()}</legend>
        ${dieSelect(mode, 0)} ${dieSelect(mode, 1)}
      </fieldset>
    </div>
    <div class="setup-row">
      <button part="button setup-empty" data-action="setup-empty" @click=${() => mode.reset(true)}>${st.empty()}</button>
      <button part="button setup-start" data-action="setup-start" @click=${() => mode.reset(false)}>${st.start()}</button>
      <button part="button setup-evaluate" data-action="setup-evaluate" ?disabled=${!mode.dice} @click=${() => void mode.evaluate()}>${st.evaluate()}</button>
      <button part="button setup-play" data-action="setup-play" @click=${() => mode.play()}>${st.playFromHere()}</button>
    </div>
    <div class="setup-row">
      <label class="setup-paste"
        >${st.paste()}
        <input
          type="text"
          data-setup="paste"
          spellcheck="false"
          @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && mode.paste((e.target as HTMLInputElement).value)}
      /></label>
      <button
        part="button setup-load"
        data-action="setup-load"
        @click=${(e: Event) => mode.paste((e.target as HTMLElement).parentElement!.querySelector('input')!.value)}
      >
        ${st.load()}
      </button>
    </div>
    ${mode.error ? html`<p class="setup-error" role="alert">${st.refused(mode.error)}</p>` : nothing}
    ${mode.plays ? renderHintList(mode.plays, mode.shown, (i) => mode.show(i)) : nothing}
    <dl class="setup-ids">
      ${ids.map(
        (n) =>
          html`<div>
            <dt>${NAMES[n.name]()}</dt>
            <dd>
              <code data-notation=${n.name}>${n.text}</code>
              <button part="button setup-copy" data-action=${`copy-${n.name}`} aria-label=${st.copyOf(NAMES[n.name]())} @click=${() => act.copy(n.text)}>
                ${st.copy()}
              </button>
            </dd>
          </div>`,
      )}
    </dl>
  </section>`;
}
