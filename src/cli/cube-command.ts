/**
 * `tabla cube`: cube decisions in batch (RULES.md B7). Each stdin line
 * `{"position", "cube": {"value", "owner"}, "match": {"length", "score", "crawford", "postCrawford"}, "jacoby", "beaver"}`
 * answers `{"double", "take", "equities": {"nodouble", "take", "pass"}}` for the player on roll, before his roll.
 */
import { defaultEvaluator } from '../bot/bot.js';
import { cubeDecision, type CubeQuestion } from '../bot/cube.js';
import { requestFields } from './json-io.js';

const KEYS = ['position', 'cube', 'match', 'jacoby', 'beaver'];
const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** A cube question from one input line; `cube` defaults to centred at 1 and `match` to money play. @throws Error naming the problem. */
export function parseCubeLine(line: string): CubeQuestion {
  const { fields: o, position } = requestFields(line, KEYS, '{"position", "cube", "match"}');
  for (const k of ['jacoby', 'beaver']) if (o[k] !== undefined && typeof o[k] !== 'boolean') throw new Error(`"${k}" must be true or false`);
  return {
    position,
    cube: (o.cube ?? { value: 1, owner: 'center' }) as CubeQuestion['cube'],
    match: (o.match ?? { length: 0, score: { white: 0, black: 0 } }) as CubeQuestion['match'],
    jacoby: o.jacoby as boolean | undefined,
    beaver: o.beaver as boolean | undefined,
  };
}

/** The answer line for one input line (an `{"error"}` line for bad input). */
export function answerCubeLine(line: string): unknown {
  try {
    const a = cubeDecision(parseCubeLine(line), defaultEvaluator());
    const e = a.equities;
    return { double: a.double, take: a.take, equities: { nodouble: round(e.nodouble), take: round(e.take), pass: e.pass } };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
