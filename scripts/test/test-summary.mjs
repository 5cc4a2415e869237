// Adds up the results of all test runners from build/test-results/ and prints one line:
//   summary: N passed, N failed
// node.tap, multiplayer.tap and consumer.tap: TAP from node --test (`# pass N`, `# fail N`); browser.json:
// counts and failed tests' names written by the reporter in web-test-runner.config.mjs (names printed too). A runner without results counts
// as one failure.
// Exits 1 if anything failed or no test ran (for .ci/run); `--quiet-exit` always exits 0.
import { existsSync, readFileSync } from 'node:fs';

const dir = 'build/test-results';
const runners = [];

function lastNumber(text, label) {
  const matches = [...text.matchAll(new RegExp(`^# ${label} (\\d+)$`, 'gm'))];
  return matches.length ? Number(matches.at(-1)[1]) : undefined;
}

/** A runner that writes TAP from node --test (`# pass N`, `# fail N`, `# cancelled N`). */
function tapRunner(name, file) {
  if (!existsSync(file)) return { name, passed: 0, failed: 1, missing: true };
  const text = readFileSync(file, 'utf8');
  const failures = [...text.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((m) => m[1].slice(0, 300));
  return { name, passed: lastNumber(text, 'pass') ?? 0, failed: (lastNumber(text, 'fail') ?? 1) + (lastNumber(text, 'cancelled') ?? 0), failures };
}

runners.push(tapRunner('node', `${dir}/node.tap`));

const browser = `${dir}/browser.json`;
if (existsSync(browser)) {
  const { passed, failed, failures = [] } = JSON.parse(readFileSync(browser, 'utf8'));
  runners.push({ name: 'browser', passed, failed, failures });
} else {
  runners.push({ name: 'browser', passed: 0, failed: 1, missing: true });
}

runners.push(tapRunner('multiplayer', `${dir}/multiplayer.tap`));
runners.push(tapRunner('consumer', `${dir}/consumer.tap`));

for (const r of runners) {
  console.log(`${r.name} tests -- ${r.missing ? 'no results (runner did not finish)' : `${r.passed} passed, ${r.failed} failed`}`);
  for (const failure of r.failures ?? []) console.log(`  failed: ${failure}`);
}
const passed = runners.reduce((sum, r) => sum + r.passed, 0);
const failed = runners.reduce((sum, r) => sum + r.failed, 0);
console.log(`summary: ${passed} passed, ${failed} failed`);
if (!process.argv.includes('--quiet-exit') && (failed > 0 || passed === 0)) process.exitCode = 1;
