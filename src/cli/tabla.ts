#!/usr/bin/env node
/**
 * The `tabla` command line: legal plays as JSON (`moves`), a JSON-lines bot service
 * (`serve-stdio`) and bot-against-bot matches (`match`). See docs/cli.md.
 * Exit codes: 0 success, 1 bad input or a failed command, 2 usage error.
 * Errors go to stderr as one line, never as a stack trace.
 */
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { DEFAULT_PLAY_LIMIT, GAMES, legalPlays, TooManyPlaysError, TRADITIONS } from '../engine/index.js';
import type { GameId, TraditionId } from '../engine/index.js';
import { CliError, UsageError, parseArgs, parseDice, parseInteger, type Args } from './args.js';
import { parseRequest, playToJSON, type MoveRequest, type PlayJSON } from './json-io.js';
import { runMatches } from './match-runner.js';
import { makePlayer } from './players.js';
import { deriveSeed } from './random-player.js';
import { seededRandom } from '../engine/dice.js';
import { VERSION } from '../version.js';
import { commandServeHttp, SERVE_OPTIONS, SERVE_USAGE } from './serve.js';
import { commandJournal, JOURNAL_USAGE } from './journal-check.js';
import { answerCubeLine } from './cube-command.js';
import { loadNetworks } from '../bot/bot.js';
import { ANALYZE_OPTIONS, commandAnalyze } from './analyze-command.js';
import { checkRecordTarget, writeRecord } from './record-file.js';

const USAGE = `Usage: tabla <command> [options]

Commands:
  moves        List the legal plays of a position and roll, as JSON.
                 --position P     JSON, compact notation, GNU Backgammon Position ID or XGID
                 --dice a,b       the roll (leave out for Vtora's carried numbers)
                 --tradition T    override the position's tradition
                 --limit N        fail when there are more than N plays (default ${DEFAULT_PLAY_LIMIT})
               Without --position: read JSON lines {"position":…,"dice":[a,b]|null} from stdin,
               print one result line per input line.
  serve-stdio  JSON-lines bot service: each line {"position":…,"dice":[a,b]|null} in,
               the bot's play out (same shape as an element of "plays").
                 --level L        bot level: easy, medium (default), hard, master, random   --seed S   random seed
                 --triple on|off  score the triple result (O3) in every game (default off; also TABLA_TRIPLE)
  cube         Cube decisions (backgammon), JSON lines on stdin: {"position", "cube": {"value",
               "owner": center|white|black}, "match": {"length" (0 = money), "score", "crawford",
               "postCrawford"}, "jacoby"} → {"double", "take", "equities": {"nodouble", "take", "pass"}}
  match        Play bots against each other, print a JSON summary.
                 --game G | --tradition T   one game repeated, or a tradition's set (default macedonian)
                 --white L --black L        players: easy, medium, hard, master, random (default random);
                                            in backgammon L-nocube never doubles and always takes
                 --length N       match length in points (default 5; 0 = money play, backgammon only, with --games)
                 --games N        play exactly N games, one match after another (default: one match)
                 --seed S         random seed (default: random, printed in the summary)
                 --record FILE    write the match played: FILE.json (any game) or FILE.mat (Prva, backgammon)
  analyze      Analyse a match file (.mat from GNU Backgammon or XG, or a .json record): each
               decision's loss in EMG, marks, and each player's error rate, luck and rating.
                 tabla analyze FILE [--level L] [--json]   (level default master)
${SERVE_USAGE}${JOURNAL_USAGE}  help         Show this help (also --help).
  version      Print the version (also --version, -v).

Games: ${GAMES.join(', ')}. Traditions: ${TRADITIONS.join(', ')}.
`;

function tradition(args: Args): TraditionId | undefined {
  const t = args.options.get('tradition');
  if (t === undefined) return undefined;
  if (!(TRADITIONS as readonly string[]).includes(t)) throw new UsageError(`unknown tradition "${t}" (expected ${TRADITIONS.join(', ')})`);
  return t as TraditionId;
}

function listPlays(request: MoveRequest, limit: number): PlayJSON[] {
  try {
    return legalPlays(request.position, request.dice, { limit }).map(playToJSON);
  } catch (e) {
    if (e instanceof TooManyPlaysError) {
      throw new CliError(`more than ${limit} legal plays; raise --limit or use the step-wise view (RULES.md D6)`);
    }
    throw e;
  }
}

async function* stdinLines(): AsyncGenerator<string> {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of rl) if (line.trim() !== '') yield line;
}

async function writeLine(value: unknown): Promise<void> {
  if (!process.stdout.write(JSON.stringify(value) + '\n')) await once(process.stdout, 'drain');
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

async function commandMoves(args: Args): Promise<number> {
  const trad = tradition(args);
  const limit = parseInteger(args.options.get('limit') ?? String(DEFAULT_PLAY_LIMIT), '--limit', 1);
  const positionText = args.options.get('position');
  if (positionText === undefined) {
    if (args.options.has('dice')) throw new UsageError('--dice needs --position (in batch mode the dice come with each line)');
    for await (const line of stdinLines()) {
      try {
        await writeLine({ plays: listPlays(parseRequest(line, trad), limit) });
      } catch (e) {
        await writeLine({ error: errorText(e) });
      }
    }
    return 0;
  }
  const diceText = args.options.get('dice');
  const request = parseRequest({ position: positionText, dice: diceText === undefined ? null : parseDice(diceText) }, trad);
  await writeLine({ plays: listPlays(request, limit) });
  return 0;
}

async function commandServe(args: Args): Promise<number> {
  const seed = parseInteger(args.options.get('seed') ?? '0', '--seed', 0);
  const player = makePlayer(args.options.get('level') ?? 'medium', seededRandom(deriveSeed(seed, 0)));
  const tripleText = args.options.get('triple') ?? process.env.TABLA_TRIPLE ?? 'off';
  if (tripleText !== 'on' && tripleText !== 'off') throw new UsageError(`--triple must be on or off, got "${tripleText.slice(0, 20)}"`);
  const rules = { triple: tripleText === 'on' };
  for await (const line of stdinLines()) {
    try {
      const { position, dice } = parseRequest(line, undefined);
      await writeLine(playToJSON(player.choose(position, dice, undefined, rules)));
    } catch (e) {
      await writeLine({ error: errorText(e) });
    }
  }
  return 0;
}

async function commandCube(): Promise<number> {
  for await (const line of stdinLines()) await writeLine(answerCubeLine(line));
  return 0;
}

async function commandMatch(args: Args): Promise<number> {
  const game = args.options.get('game');
  if (game !== undefined && !(GAMES as readonly string[]).includes(game)) throw new UsageError(`unknown game "${game}" (expected ${GAMES.join(', ')})`);
  const seedText = args.options.get('seed');
  const seed = seedText === undefined ? crypto.getRandomValues(new Uint32Array(1))[0] : parseInteger(seedText, '--seed', 0);
  const levels = { white: args.options.get('white') ?? 'random', black: args.options.get('black') ?? 'random' };
  const recordPath = args.options.get('record');
  const trad = tradition(args) ?? 'macedonian';
  const length = parseInteger(args.options.get('length') ?? '5', '--length', tradition(args) === 'international' || game === 'backgammon' ? 0 : 1);
  if (recordPath !== undefined) {
    checkRecordTarget(recordPath, (game as GameId | undefined) ?? null, trad);
    if (length > 0 && args.options.has('games')) throw new UsageError('--record writes one match: leave out --games (or play money, --length 0)');
  }
  const names = levels.white === levels.black ? { white: `${levels.white}-white`, black: `${levels.black}-black` } : levels;
  const { summary, record } = runMatches({
    tradition: trad,
    game: (game as GameId | undefined) ?? null,
    length,
    games: args.options.has('games') ? parseInteger(args.options.get('games')!, '--games', 1) : null,
    seed,
    players: {
      white: makePlayer(levels.white, seededRandom(deriveSeed(seed, 1))),
      black: makePlayer(levels.black, seededRandom(deriveSeed(seed, 2))),
    },
    levels,
    dice: seededRandom(deriveSeed(seed, 3)),
    ...(recordPath !== undefined ? { record: names } : {}),
  });
  if (recordPath !== undefined && record) writeRecord(recordPath, record);
  await writeLine(summary);
  return 0;
}

/**
 * Loads the bot's networks (each game's is its own file, read on first need) before a command
 * that plays synchronously; one that cannot be read is reported and its game played with the heuristic.
 */
function withNetworks(run: (args: Args) => Promise<number>): (args: Args) => Promise<number> {
  return async (args) => {
    await loadNetworks().catch((e: unknown) => process.stderr.write(`tabla: warning: ${errorText(e)}\n`));
    return run(args);
  };
}

/** Each command: its options (all take a value) and what it does. */
const COMMANDS: Record<string, { options: readonly string[]; flags?: readonly string[]; positionals?: number; run: (args: Args) => Promise<number> }> = {
  moves: { options: ['position', 'dice', 'tradition', 'limit'], run: commandMoves },
  'serve-stdio': { options: ['level', 'seed', 'triple'], run: withNetworks(commandServe) },
  cube: { options: [], run: withNetworks(commandCube) },
  match: { options: ['game', 'tradition', 'white', 'black', 'length', 'games', 'seed', 'record'], run: withNetworks(commandMatch) },
  analyze: { options: ANALYZE_OPTIONS, flags: ['json'], positionals: 1, run: (args) => commandAnalyze(args.positionals[0], args) },
  serve: { options: SERVE_OPTIONS, run: commandServeHttp },
};

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    (command === undefined ? process.stderr : process.stdout).write(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (command === '--version' || command === '-v' || command === 'version') {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  if (command === 'journal') return commandJournal(rest);
  const spec = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
  if (!spec) throw new UsageError(`unknown command '${command}'`);
  const args = parseArgs(rest, spec.options, spec.flags, spec.positionals);
  if (args.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  return spec.run(args);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`tabla: ${errorText(e)}\n`);
    if (process.env.TABLA_DEBUG) console.error(e);
    if (e instanceof UsageError) process.stderr.write(`Run 'tabla --help' for usage.\n`);
    process.exitCode = e instanceof UsageError ? 2 : 1;
  },
);
