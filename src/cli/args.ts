/** Command-line argument parsing for `tabla` (node:util's parseArgs) and the checks of option values. */
import { parseArgs as nodeParseArgs } from 'node:util';

/** A mistake in how the command was called (exit code 2, with a hint to --help). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A command that could not do its work on valid-looking input (exit code 1). */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

/** Parsed options of one command. */
export interface Args {
  /** Option values by name (without the dashes). */
  readonly options: Map<string, string>;
  /** True when --help or -h was given. */
  readonly help: boolean;
  /** Flags given (options without a value). */
  readonly flags: ReadonlySet<string>;
  /** Arguments that are not options, in order. */
  readonly positionals: readonly string[];
}

/** node:util's parse errors, as one-line usage errors naming the option or argument. */
function usageError(error: unknown): UsageError {
  const { code, message } = error as { code?: string; message?: string };
  const option = /'(--?[\w-]+)/.exec(message ?? '')?.[1] ?? '';
  const argument = /argument '([^']*)'/i.exec(message ?? '')?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new UsageError(`unknown option ${option}`);
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return new UsageError(`unexpected argument "${argument}"`);
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return new UsageError(`${option} needs a value (write ${option}=VALUE for one starting with a dash)`);
  return new UsageError(String(message ?? error));
}

/**
 * Parses `--key value` and `--key=value` with node:util's parseArgs; every option of `names`
 * takes a value, once; each of `flags` takes none. Up to `positionals` plain arguments are
 * allowed. Unknown options, stray arguments and missing values are usage errors.
 */
export function parseArgs(argv: readonly string[], names: readonly string[], flags: readonly string[] = [], positionals = 0): Args {
  const config = Object.fromEntries(names.map((name) => [name, { type: 'string' as const, multiple: true }]));
  const flagConfig = Object.fromEntries(flags.map((name) => [name, { type: 'boolean' as const }]));
  let values: Record<string, string[] | boolean | undefined>;
  let rest: string[];
  try {
    ({ values, positionals: rest } = nodeParseArgs({
      args: [...argv],
      options: { ...config, ...flagConfig, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: positionals > 0,
    }));
  } catch (error) {
    throw usageError(error);
  }
  if (rest.length > positionals) throw new UsageError(`unexpected argument "${rest[positionals].slice(0, 60)}"`);
  const options = new Map<string, string>();
  for (const name of names) {
    const given = values[name] as string[] | undefined;
    if (!given) continue;
    if (given.length > 1) throw new UsageError(`--${name} given twice`);
    options.set(name, given[0]!);
  }
  return { options, help: values.help === true, flags: new Set(flags.filter((f) => values[f] === true)), positionals: rest };
}

/** A whole number option, at least `min`. */
export function parseInteger(text: string, what: string, min: number): number {
  if (!/^\d{1,15}$/.test(text.trim()) || Number(text) < min) throw new UsageError(`${what} must be a whole number ≥ ${min}, got "${text}"`);
  return Number(text);
}

/** Dice written `3,1`, `3-1` or `31`. */
export function parseDice(text: string): number[] {
  const m = /^\s*([1-6])\s*[,-]?\s*([1-6])\s*$/.exec(text);
  if (!m) throw new UsageError(`--dice must be two numbers 1–6 like 3,1, got "${text}"`);
  return [Number(m[1]), Number(m[2])];
}
