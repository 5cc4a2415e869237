// The demo page's script (an external file, so the page also works under a strict CSP).
// The form's selects and checkboxes are the board's attributes; the choice is kept in the URL
// (?tradition=greek&hints=1…), so a setting can be shared as a link. The rules panel follows the
// same settings, and the page's own words follow the board's language (demo-texts.js). Changing
// what restarts the match (tradition, game, match length) in the middle of a game asks first.
import { translatePage, demoText } from './demo-texts.js';

const board = document.getElementById('board');
const rules = document.getElementById('rules');
const form = document.getElementById('controls');
const log = document.getElementById('log');
const botMode = document.getElementById('bot-mode');
const panel = document.getElementById('panel');
const panelToggle = document.getElementById('panel-toggle');
const restartDialog = document.getElementById('restart-dialog');
const recordNote = document.getElementById('record-note');

/** Board attributes that the rules panel follows too. */
const RULES_ATTRIBUTES = ['tradition', 'game', 'lang'];
/** Settings whose change starts a new match (the board's attribute table says `restart`). */
const RESTARTS = ['tradition', 'game', 'match-length'];

let pageLocale = 'en';
/** True once a move was made in this match: a restart then asks first. */
let played = false;

/** Sets one board attribute from a control (a checkbox: present or absent; `tutor` alone is its 0.04 default). */
function apply(name, value) {
  if (value === '' || value === false) board.removeAttribute(name);
  else board.setAttribute(name, value === true ? '' : value);
  if (RULES_ATTRIBUTES.includes(name)) {
    if (value === '') rules.removeAttribute(name);
    else rules.setAttribute(name, value);
  }
  if (name === 'lang') document.documentElement.lang = value || 'en';
}

const valueOf = (control) => (control.type === 'checkbox' ? control.checked : control.value);

function remember(control) {
  const url = new URL(location.href);
  url.searchParams.set(control.name, control.type === 'checkbox' ? (control.checked ? '1' : '0') : control.value);
  history.replaceState(null, '', url);
}

/** Two people at one board: turn it for whoever is to move (a checkbox the person may change after). */
function followPlayers() {
  const flip = form.elements.namedItem('auto-flip');
  flip.checked = board.getAttribute('white-player') === 'human' && board.getAttribute('black-player') === 'human';
  apply('auto-flip', flip.checked);
}

// Start from the URL's settings, else from the form's defaults.
const params = new URLSearchParams(location.search);
const controls = [...form.querySelectorAll('select, input[type="checkbox"]')];
for (const control of controls) {
  const wanted = params.get(control.name);
  if (control.type === 'checkbox') {
    if (wanted !== null) control.checked = wanted === '1';
  } else if (wanted !== null && [...control.options].some((o) => o.value === wanted)) control.value = wanted;
  control.dataset.value = String(valueOf(control));
  if (control.name !== 'auto-flip') apply(control.name, valueOf(control));
}
if (params.get('auto-flip') === null) followPlayers();
else apply('auto-flip', form.elements.namedItem('auto-flip').checked);

// The page speaks the board's language: the board says when it switched (once that language's texts are loaded).
board.addEventListener('tabla-locale-change', (event) => {
  pageLocale = event.detail.locale;
  translatePage(document, pageLocale);
});

/** The open question's answer, while the restart dialog is shown. */
let answer = null;

/** Asks (a dialog) whether to give up the game in progress; resolves true to go ahead (Escape keeps the game). */
function confirmRestart() {
  if (!played || board.getState().phase === 'match-over') return Promise.resolve(true);
  return new Promise((resolve) => {
    answer = resolve;
    restartDialog.showModal();
  });
}
function answerRestart(restart) {
  if (restartDialog.open) restartDialog.close();
  answer?.(restart);
  answer = null;
}
for (const button of restartDialog.querySelectorAll('button')) button.addEventListener('click', () => answerRestart(button.value === 'restart'));
restartDialog.addEventListener('close', () => answerRestart(false));

form.addEventListener('change', async (event) => {
  const control = event.target;
  if (control.type === 'file') return;
  if (RESTARTS.includes(control.name) && !(await confirmRestart())) {
    control.value = control.dataset.value; // kept: the game goes on
    return;
  }
  control.dataset.value = String(valueOf(control));
  if (RESTARTS.includes(control.name)) played = false;
  apply(control.name, valueOf(control));
  if (control.name === 'white-player' || control.name === 'black-player') followPlayers();
  remember(control);
});

document.getElementById('new').addEventListener('click', async () => {
  if (!(await confirmRestart())) return;
  played = false;
  board.newMatch();
});

// The board leaves the set-up mode itself ("Play from here"): the checkbox follows the attribute.
new MutationObserver(() => {
  const setup = form.elements.namedItem('setup-mode');
  setup.checked = board.hasAttribute('setup-mode');
}).observe(board, { attributes: true, attributeFilter: ['setup-mode'] });

// Review: the board's own match, or a record opened from a file (GNU Backgammon .mat, the project's JSON).
const say = (id, extra = '') => {
  recordNote.dataset.note = id;
  recordNote.textContent = `${demoText(pageLocale, id)}${extra}`;
};
document.getElementById('review').addEventListener('click', async () => {
  say((await board.review()) ? 'review-open' : 'review-empty');
});
document.getElementById('record-file').addEventListener('change', async (event) => {
  const file = event.target.files?.[0];
  if (!file) return;
  let problem = '';
  const listen = (e) => (problem = e.detail.message);
  board.addEventListener('tabla-error', listen);
  try {
    // review() resolves false (with a tabla-error naming the line or field) on a bad record.
    if (await board.review(await file.text())) say('review-open', ` ${file.name}`);
    else say('record-bad', problem ? `: ${problem}` : '');
  } finally {
    board.removeEventListener('tabla-error', listen);
    event.target.value = '';
  }
});

// On a narrow screen the settings are a drawer over the page.
panelToggle.addEventListener('click', () => {
  const open = panel.classList.toggle('open');
  panelToggle.setAttribute('aria-expanded', String(open));
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && panel.classList.contains('open')) panelToggle.click();
});

const write = (line) => {
  log.textContent = `${line}\n${log.textContent}`.slice(0, 20_000);
};
for (const type of ['tabla-roll', 'tabla-move', 'tabla-turn', 'tabla-game-end', 'tabla-match-end', 'tabla-error']) {
  board.addEventListener(type, (event) => {
    const d = event.detail;
    const text = type === 'tabla-move' ? `${d.player} ${d.notation}` : JSON.stringify(d);
    write(`${type}: ${text}`);
    if (type === 'tabla-move') played = true;
    if (type === 'tabla-move' && board.botMode !== 'none') {
      botMode.dataset.text = board.botMode === 'worker' ? 'bot-worker' : 'bot-main';
      translatePage(document, pageLocale);
    }
  });
}
