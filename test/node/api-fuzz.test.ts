/**
 * Reliability (R-fuzz, docs/reliability.md): every exported function of `tabla-board/engine` and
 * `tabla-board/bot`, called tens of thousands of times with seeded random arguments (valid values,
 * garbage, sparse and prototype-swapped arrays, BigInt, huge text), either answers or throws a
 * `TablaError` whose message is at most 200 characters; never a TypeError; and whatever it
 * answers that is a position or a match state passes the engine's own checks (no impossible
 * value accepted).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as engine from '../../src/engine/index.js';
import * as bot from '../../src/bot/index.js';

const { seededRandom, TablaError } = engine;

const MAX_MESSAGE = 200;
const big = 'x'.repeat(1_000_000);
const start = engine.startPosition('prva');
const fresh = engine.newMatch({ tradition: 'macedonian', length: 3 });
const opened = engine.rollOpening(fresh, 3, 1);
const rolling = { ...fresh, phase: 'rolling' as const };
const live = engine.initialLive({ game: 'prva', tradition: 'macedonian', matchLength: 3, players: { white: 'human', black: 'human' } } as never);
const turn = engine.Turn.begin(start, [3, 1]);
const sparse = [3, , 1]; // eslint-disable-line no-sparse-arrays
const holey = [3, ,]; // eslint-disable-line no-sparse-arrays
const swapped = Object.setPrototypeOf([3, 1], null) as unknown;
const fakeArray = Object.setPrototypeOf({ 0: 3, 1: 1, length: 2 }, Array.prototype) as unknown;

/** Arguments drawn at random: good values (so that deeper code runs) and bad ones of every type. */
const VALUES: unknown[] = [
  undefined,
  null,
  0,
  -1,
  1,
  3,
  1.5,
  NaN,
  Infinity,
  10n,
  true,
  '',
  'x',
  'prva',
  'backgammon',
  'nardy',
  'chess',
  'macedonian',
  'klingon',
  'white',
  'black',
  'red',
  ' 24/18 ',
  '24/21 21/20',
  'prva start',
  'AAAAAAAAAAAAAA',
  '4HPwATDgc/ABMA',
  '12+120/60',
  big,
  [],
  [3, 1],
  [6, 6],
  [1],
  [3, 1, 2],
  [0, 7],
  ['3', '1'],
  [3.5, 1],
  sparse,
  holey,
  new Array(2),
  swapped,
  fakeArray,
  [[]],
  [10n, 1n],
  [{ from: 24, to: 21 }],
  [{ from: 'a', to: 2 }],
  { from: 24, to: 21 },
  { from: 24, to: 21, die: 10n },
  {},
  { level: 'easy' },
  { level: 'klingon' },
  { timeBudgetMs: -1 },
  { seed: 10n },
  { tradition: 'klingon' },
  { game: 'chess' },
  { type: 'roll' },
  { type: 'roll', dice: holey },
  { type: 'step', step: { from: 24, to: 21 } },
  { type: 'banana' },
  { type: 'resign', points: 10n },
  start,
  { ...start, turn: 'red' },
  { ...start, white: null },
  { ...start, white: { points: sparse, bar: 0, off: 0 } },
  fresh,
  opened,
  rolling,
  { ...fresh, score: { white: 99, black: 99 } },
  { ...fresh, position: null },
  { ...fresh, config: null },
  { ...opened, dice: holey },
  live,
  { ...live, match: null },
  { ...live, settings: null },
  engine.liveToJSON(live),
  { v: 1 },
  () => 1,
  Symbol('s'),
  Object.create(null),
  { points: big },
  new Proxy({}, { get: () => 10n }),
];

/** A value the engine promises never to hand out: a position or match state its own checks refuse, or dice off 1–6. */
function impossible(result: unknown, args: readonly unknown[]): string | null {
  if (typeof result !== 'object' || result === null || args.includes(result)) return null;
  const r = result as Record<string, unknown>;
  try {
    if ('score' in r && 'config' in r && 'position' in r) engine.checkMatchState(r);
    else if ('white' in r && 'black' in r && 'game' in r && 'pinned' in r && Array.isArray((r.white as { points?: unknown } | null)?.points))
      engine.checkPosition(r);
    else if (
      Array.isArray(r) &&
      r.length >= 1 &&
      r.length <= 4 &&
      [...r].every((d) => typeof d === 'number' || d === undefined) &&
      [...r].some((d) => d === undefined)
    )
      return 'dice with holes';
  } catch (error) {
    return (error as Error).message.slice(0, 100);
  }
  return null;
}

/** Every exported function of a module, with class statics (`Turn.begin`) and a turn's methods. */
function functionsOf(prefix: string, mod: Record<string, unknown>): [string, (...args: unknown[]) => unknown][] {
  const out: [string, (...args: unknown[]) => unknown][] = [];
  for (const [name, value] of Object.entries(mod)) {
    if (typeof value !== 'function') continue;
    const isClass = /^class\b/.test(Function.prototype.toString.call(value));
    if (!isClass) out.push([`${prefix}.${name}`, value as (...args: unknown[]) => unknown]);
    else {
      out.push([`new ${prefix}.${name}`, (...args) => Reflect.construct(value, args)]);
      for (const key of Object.getOwnPropertyNames(value)) {
        const member = (value as unknown as Record<string, unknown>)[key];
        if (typeof member === 'function') out.push([`${prefix}.${name}.${key}`, member.bind(value) as (...args: unknown[]) => unknown]);
      }
    }
  }
  for (const key of Object.getOwnPropertyNames(engine.Turn.prototype)) {
    if (key === 'constructor') continue;
    const member = (turn as unknown as Record<string, unknown>)[key];
    if (typeof member === 'function') out.push([`turn.${key}`, member.bind(turn) as (...args: unknown[]) => unknown]);
  }
  return out;
}

/** Known cases from the issue tracker (issue 43, item 8): each must be refused. */
const REFUSED: [string, () => unknown][] = [
  ["startPosition('chess')", () => engine.startPosition('chess' as never)],
  ["startPosition('prva', 'klingon', 'red')", () => engine.startPosition('prva', 'klingon' as never, 'red' as never)],
  ['rollMatchDice(state, [3, ,])', () => engine.rollMatchDice(opened.phase === 'moving' ? rolling : rolling, holey as number[])],
  ['seededDice([1])', () => engine.seededDice([1] as never)],
  ['scriptedDice(5)', () => engine.scriptedDice(5 as never)],
  ['uniformRandomPlay(start)', () => engine.uniformRandomPlay(start, undefined as never, Math.random)],
  ['formatPlay([ , ])', () => engine.formatPlay(new Array(2))],
  ['parseClock(10n)', () => engine.parseClock(10n as never)],
  ['liveFromJSON(10n)', () => engine.liveFromJSON(10n)],
  ['turn.step(10n)', () => turn.step(10n as never)],
  ['chooseMoveSync(start, [3, 1], null)', () => bot.chooseMoveSync({ position: start, dice: [3, 1] } as never, null as never)],
  ['reduce(live, { type: 42 }, 0)', () => engine.reduce(live, { type: 42 } as never, 0)],
];

test('R-fuzz: the known bad calls of issue 43 are refused with a TablaError', () => {
  const wrong: string[] = [];
  for (const [name, call] of REFUSED) {
    try {
      const result = call();
      wrong.push(`${name} accepted: ${engine.describeValue(result)}`);
    } catch (error) {
      if (!(error instanceof TablaError)) wrong.push(`${name}: ${(error as Error)?.name} ${String((error as Error)?.message).slice(0, 80)}`);
      else if (error.message.length > MAX_MESSAGE) wrong.push(`${name}: a ${error.message.length}-character message`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('R-fuzz: every export of tabla-board/engine and tabla-board/bot answers or throws a short TablaError; nothing impossible is accepted', () => {
  const functions = [...functionsOf('engine', engine as unknown as Record<string, unknown>), ...functionsOf('bot', bot as unknown as Record<string, unknown>)];
  const random = seededRandom('api-fuzz');
  const pick = () => VALUES[Math.floor(random() * VALUES.length)];
  const typeErrors: string[] = [];
  const otherErrors: string[] = [];
  const long: string[] = [];
  const accepted: string[] = [];
  let calls = 0;
  const note = (list: string[], name: string, args: unknown[], text: string) => {
    if (list.length < 400) list.push(`${name}(${args.map((a) => engine.describeValue(a).slice(0, 20)).join(', ')}): ${text.slice(0, 100)}`);
  };
  for (const [name, fn] of functions) {
    for (let i = 0; i < 240; i++) {
      const arity = i < 8 ? i % 4 : Math.min(4, Math.max(1, fn.length) + (i % 2));
      const args = Array.from({ length: arity }, pick);
      calls++;
      try {
        const result = fn(...args);
        if (result instanceof Promise) {
          result.catch(() => undefined);
          continue;
        }
        const why = impossible(result, args);
        if (why) note(accepted, name, args, why);
      } catch (error) {
        const e = error as Error;
        if (e instanceof TypeError || e instanceof RangeError || !(e instanceof Error)) note(typeErrors, name, args, `${e?.name}: ${String(e?.message ?? e)}`);
        else if (!(e instanceof TablaError)) note(otherErrors, name, args, `${e.name}: ${e.message}`);
        if (e instanceof Error && e.message.length > MAX_MESSAGE) note(long, name, args, `${e.message.length} characters`);
      }
    }
  }
  const summary = `${calls} calls over ${functions.length} functions: ${typeErrors.length} TypeErrors, ${otherErrors.length} plain Errors, ${long.length} long messages, ${accepted.length} impossible values accepted`;
  assert.ok(calls > 25_000, summary);
  assert.deepEqual(
    { typeErrors: typeErrors.slice(0, 20), otherErrors: otherErrors.slice(0, 20), long: long.slice(0, 20), accepted: accepted.slice(0, 20) },
    { typeErrors: [], otherErrors: [], long: [], accepted: [] },
    summary,
  );
});
