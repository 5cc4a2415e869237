// The demo page's script (an external file, so the page also works under a strict CSP).
// The form's selects are the board's attributes; the choice is kept in the URL (?tradition=greek…),
// so a setting can be shared as a link. The rules panel below follows the same settings, and the
// page's own words follow the board's language (demo-texts.js).
import { translatePage } from './demo-texts.js';

const board = document.getElementById('board');
const rules = document.getElementById('rules');
const form = document.getElementById('controls');
const log = document.getElementById('log');
const botMode = document.getElementById('bot-mode');

/** Board attributes that the rules panel follows too. */
const RULES_ATTRIBUTES = ['tradition', 'game', 'lang'];

function apply(name, value) {
  if (value === '') board.removeAttribute(name);
  else board.setAttribute(name, value);
  if (RULES_ATTRIBUTES.includes(name)) {
    if (value === '') rules.removeAttribute(name);
    else rules.setAttribute(name, value);
  }
  if (name === 'lang') document.documentElement.lang = value || 'en';
  // Two people at one board: turn it for whoever is to move (the attribute is ignored by builds without it).
  const hotSeat = board.getAttribute('white-player') === 'human' && board.getAttribute('black-player') === 'human';
  board.toggleAttribute('auto-flip', hotSeat);
}

// Start from the URL's settings, else from the form's defaults.
const params = new URLSearchParams(location.search);
for (const select of form.querySelectorAll('select')) {
  const wanted = params.get(select.name);
  if (wanted !== null && [...select.options].some((o) => o.value === wanted)) select.value = wanted;
  apply(select.name, select.value);
}

// The page speaks the board's language: the board says when it switched (once that language's texts are loaded).
let pageLocale = 'en';
board.addEventListener('tabla-locale-change', (event) => {
  pageLocale = event.detail.locale;
  translatePage(document, pageLocale);
});

form.addEventListener('change', (event) => {
  const { name, value } = event.target;
  apply(name, value);
  const url = new URL(location.href);
  url.searchParams.set(name, value);
  history.replaceState(null, '', url);
});
document.getElementById('new').addEventListener('click', () => board.newMatch());

const write = (line) => {
  log.textContent = `${line}\n${log.textContent}`.slice(0, 20_000);
};
for (const type of ['tabla-roll', 'tabla-move', 'tabla-turn', 'tabla-game-end', 'tabla-match-end', 'tabla-error']) {
  board.addEventListener(type, (event) => {
    const d = event.detail;
    const text = type === 'tabla-move' ? `${d.player} ${d.notation}` : JSON.stringify(d);
    write(`${type}: ${text}`);
    if (type === 'tabla-move' && board.botMode !== 'none') {
      botMode.dataset.text = board.botMode === 'worker' ? 'bot-worker' : 'bot-main';
      translatePage(document, pageLocale);
    }
  });
}
