/**
 * Messages between the board and its bot. Plain, structured-clone-safe data; no DOM.
 * The same `answer` runs inside the worker and, as a fallback, on the main thread.
 */
import type { MatchState } from '../engine/match.js';
import type { Position } from '../engine/types.js';
import { chooseMove, chooseMoveSync, defaultEvaluator, loadNetworkFor, type AbortSignalLike, type Level, type MatchContext } from './bot.js';
import { cubeDecision, questionFromMatch } from './cube.js';
import { hint } from './hint.js';
import { kernelAvailable } from './net-kernel.js';
import { analyzeMatch } from './analysis/analyze.js';
import type { MatchAnalysis } from './analysis/types.js';
import type { MatchRecord } from '../engine/match-file/record-types.js';
import { errorReport } from '../engine/errors.js';

/** Bumped when a message changes shape, so a self-hosted worker of another version can be told apart. */
export const BOT_PROTOCOL_VERSION = 4;

/** A request to the bot. Every request carries an `id` that its response repeats. */
export type BotRequest =
  | {
      /** Which message this is. */
      readonly type: 'ping';
      /** The id of the request it belongs to. */
      readonly id: number;
    }
  | BotChooseMessage
  | BotHintMessage
  | BotCubeRequest
  | BotAnalyzeRequest;

/** What every question about a roll carries: the position, the roll, the score and the house rules. */
export interface BotRollFields {
  /** The position; the question is for `position.turn`. */
  readonly position: Position;
  /** The roll, or null for Vtora's carried part-turn (V5). Never a future roll (C9). */
  readonly dice: readonly number[] | null;
  /** The match score, for score-aware play. */
  readonly matchContext?: MatchContext | undefined;
  /** House rules that change scoring (O3 triple). */
  readonly rules?:
    | {
        /** A triple scores 3 points. */
        readonly triple?: boolean;
      }
    | undefined;
}

/** What a play is asked with (the `choose` message without its type and id; `BotClient.choose` takes it). */
export interface BotChooseFields extends BotRollFields {
  /** Strength. */
  readonly level: Level;
  /** Seed of the bot's own randomness (demos and tests repeat). */
  readonly seed?: string | number;
  /** Most milliseconds to think. */
  readonly timeBudgetMs?: number;
}

/** Asks for the bot's play. */
export interface BotChooseMessage extends BotChooseFields {
  readonly type: 'choose';
  /** The request's id, echoed in the response. */
  readonly id: number;
}

/** What a hint is asked with (the `hint` message without its type and id; `BotClient.hint` takes it). */
export interface BotHintFields extends BotRollFields {
  /** Whose judgement; default hard. */
  readonly level?: Level;
  /** How many plays, best first; default 3. */
  readonly count?: number;
}

/** Asks for the best plays, ranked. */
export interface BotHintMessage extends BotHintFields {
  readonly type: 'hint';
  /** The request's id, echoed in the response. */
  readonly id: number;
}

/** An analysis request: a whole match record judged decision by decision (progress messages follow until the `analysis` answer). */
export interface BotAnalyzeRequest {
  readonly type: 'analyze';
  readonly id: number;
  /** The match record (plain JSON, `tabla-match`). */
  readonly record: MatchRecord;
  /** The analysis level; default master. */
  readonly level?: Level;
}

/** A cube request (backgammon, RULES.md B7): for the player on roll in `state` (phase `rolling` or `doubled`), should he double, and should the opponent take? */
export interface BotCubeRequest {
  readonly type: 'cube';
  readonly id: number;
  /** The match state (plain data): its position, cube, score, length and cube rules. */
  readonly state: MatchState;
}

/** The bot's cube answer: `double` for the player on roll; `take` and `beaver` for his opponent. */
export interface BotCubeResponse {
  readonly type: 'cube';
  readonly id: number;
  readonly double: boolean;
  readonly take: boolean;
  /** Take and at once redouble (only where the beaver option is on). */
  readonly beaver: boolean;
  /** Names a network that could not be loaded (the heuristic judged instead). */
  readonly warning?: string;
}

/** A suggested play in a `hints` response: its steps and cubeless money equity for the mover. */
export interface BotHint {
  /** The play's steps. */
  readonly steps: readonly BotStep[];
  /** Cubeless money equity for the mover. */
  readonly equity: number;
}

/** One step of the chosen play, in the mover's numbering (25 = bar, 0 = off). */
export interface BotStep {
  /** Where the checker moves from. */
  readonly from: number;
  /** Where it moves to. */
  readonly to: number;
  /** The die used. */
  readonly die: number;
}

/** A response from the bot. */
export type BotResponse =
  | BotCubeResponse
  | {
      /** Which message this is. */
      readonly type: 'pong';
      /** The id of the request it belongs to. */
      readonly id: number;
      /** The protocol version. */
      readonly version: number;
    }
  | {
      /** Which message this is. */
      readonly type: 'play';
      /** The id of the request it belongs to. */
      readonly id: number;
      /** The chosen play's steps. */
      readonly steps: readonly BotStep[];
      /** A warning to show, if any. */
      readonly warning?: string;
    }
  | {
      /** Which message this is. */
      readonly type: 'hints';
      /** The id of the request it belongs to. */
      readonly id: number;
      /** The ranked plays. */
      readonly plays: readonly BotHint[];
      /** A warning to show, if any. */
      readonly warning?: string;
    }
  | {
      /** Which message this is. */
      readonly type: 'analysis-progress';
      /** The id of the request it belongs to. */
      readonly id: number;
      /** Games analysed so far. */
      readonly done: number;
      /** Games to analyse. */
      readonly total: number;
    }
  | {
      /** Which message this is. */
      readonly type: 'analysis';
      /** The id of the request it belongs to. */
      readonly id: number;
      /** The analysis. */
      readonly analysis: MatchAnalysis;
    }
  | {
      /** Which message this is. */
      readonly type: 'error';
      /** The id of the request it belongs to. */
      readonly id: number;
      /** What went wrong. */
      readonly message: string;
      /** The error's stable code, if a TablaError. */
      readonly code?: string;
    };

/** How the bot's networks run where it runs: in the WebAssembly SIMD kernel, or in JavaScript (WebAssembly refused or missing). */
export type BotKernel = 'wasm' | 'js';

/** The message a bot worker posts once it has loaded (id 0), before any answer. */
export interface BotReady {
  readonly type: 'ready';
  readonly id: 0;
  /** {@link BOT_PROTOCOL_VERSION} of the worker's code. */
  readonly version: number;
  /** Whether its networks run in WebAssembly or in JavaScript. */
  readonly kernel: BotKernel;
}

/** This thread's {@link BotReady}: compiles the WebAssembly kernel once to learn whether it may run here. */
export function ready(): BotReady {
  return { type: 'ready', id: 0, version: BOT_PROTOCOL_VERSION, kernel: kernelAvailable() ? 'wasm' : 'js' };
}

/** `warning` names a network that could not be loaded (the heuristic played instead). */
const warned = (warning: string | undefined) => (warning ? { warning } : {});

/** Loads the network a request needs; resolves with the failure's message when it could not be loaded. */
function loadNetworkOf(request: { position?: { game?: unknown }; level?: unknown }, level: Level): Promise<string | undefined> {
  const game = request.position?.game;
  if (typeof game !== 'string') return Promise.resolve(undefined);
  return loadNetworkFor(game as Position['game'], level).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
}

/** A request's house rules as the bot takes them (only a `triple: true` counts). */
const rulesOf = (rules: { readonly triple?: boolean } | undefined) => (rules?.triple === true ? { triple: true } : {});

const stepsOf = (steps: readonly BotStep[]): BotStep[] => steps.map((s) => ({ from: s.from, to: s.to, die: s.die }));

/**
 * Answers one request. In a worker the search runs synchronously (`blocking`); on the main thread
 * it runs in small slices (so the page stays responsive) and honours `signal`. The network of the
 * request's game is loaded first, when the level uses it; one that cannot be loaded is reported
 * in the answer's `warning` (once), and the heuristic plays. An analysis always runs in slices
 * (a worker stays responsive), sends its progress through `post` and honours `signal`.
 */
export async function answer(request: BotRequest, blocking: boolean, signal?: AbortSignalLike, post?: (progress: BotResponse) => void): Promise<BotResponse> {
  const id = typeof (request as { id?: unknown })?.id === 'number' ? request.id : -1;
  try {
    switch (request?.type) {
      case 'ping':
        return { type: 'pong', id, version: BOT_PROTOCOL_VERSION };
      case 'choose': {
        const warning = await loadNetworkOf(request, request.level);
        const options = {
          level: request.level,
          seed: request.seed,
          timeBudgetMs: request.timeBudgetMs,
          matchContext: request.matchContext,
          rules: rulesOf(request.rules),
          signal,
        };
        const play = blocking ? chooseMoveSync(request.position, request.dice, options) : await chooseMove(request.position, request.dice, options);
        return { type: 'play', id, steps: stepsOf(play.steps), ...warned(warning) };
      }
      case 'hint': {
        const warning = await loadNetworkOf(request, request.level ?? 'hard');
        const plays = await hint(request.position, request.dice, {
          level: request.level,
          count: request.count,
          matchContext: request.matchContext,
          rules: rulesOf(request.rules),
        });
        return { type: 'hints', id, plays: plays.map((h) => ({ steps: stepsOf(h.play.steps), equity: h.equity })), ...warned(warning) };
      }
      case 'cube': {
        // The cube is judged by Prva's network (backgammon is played on Prva's board, B1).
        const warning = await loadNetworkOf(request.state, 'master');
        return { ...cubeAnswer(request), ...warned(warning) };
      }
      case 'analyze': {
        const analysis = await analyzeMatch(request.record, {
          level: request.level,
          signal,
          onProgress: ({ done, total }) => post?.({ type: 'analysis-progress', id, done, total }),
        });
        return { type: 'analysis', id, analysis };
      }
      default:
        return { type: 'error', id, message: `unknown request type: ${String((request as { type?: unknown })?.type)}` };
    }
  } catch (e) {
    return { type: 'error', id, ...errorReport(e) };
  }
}

/** Answers a cube request from the match state (cube.ts: 1-ply chances, Janowski, the MET in match play). */
function cubeAnswer(request: BotCubeRequest): BotCubeResponse {
  const state = request.state;
  const a = cubeDecision(questionFromMatch(state), defaultEvaluator());
  const beaver = state.config?.cubeRules?.beaver === true && a.equities.take < 0;
  return { type: 'cube', id: request.id, double: a.double, take: a.take || beaver, beaver };
}
