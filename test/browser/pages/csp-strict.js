// Runs inside csp-strict.html (an external script: the policy allows no inline script). Waits for
// each board's first bot move and reports to the test page that framed it.
const violations = [];
document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI}`));

let evalBlocked = false;
try {
  // eslint-disable-next-line no-eval
  (0, eval)('1');
} catch {
  evalBlocked = true;
}

const firstMove = (board) =>
  new Promise((resolve) => {
    board.addEventListener('tabla-move', (e) => resolve({ player: e.detail.player, notation: e.detail.notation }), { once: true });
  });

const report = (message) => parent.postMessage({ type: 'tabla-csp-report', ...message }, '*');

try {
  await customElements.whenDefined('tabla-board');
  const boards = [...document.querySelectorAll('tabla-board')];
  const moves = await Promise.all(boards.map(firstMove));
  report({
    ok: true,
    evalBlocked,
    inlineScriptRan: window.inlineScriptRan === true,
    boards: boards.map((b, i) => ({ id: b.id, botMode: b.botMode, move: moves[i], svg: !!b.shadowRoot?.querySelector('svg') })),
    violations,
  });
} catch (error) {
  report({ ok: false, error: String(error), violations });
}
