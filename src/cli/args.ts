/** Command-line argument parsing for `tabla`: `--key value` / `--key=value` options and their checks. */

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
  /** Reject options other than these. */
  allow(...names: string[]): void;
}

/** Parse `--key value` and `--key=value` pairs; every option takes a value. */
export function parseArgs(argv: readonly string[]): Args {
  const options = new Map<string, string>();
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    const m = /^--([a-z][a-z-]*)(?:=(.*))?$/s.exec(arg);
    if (!m) throw new UsageError(`unexpected argument "${arg}"`);
    const name = m[1];
    let value = m[2];
    if (value === undefined) {
      if (i + 1 >= argv.length) throw new UsageError(`--${name} needs a value`);
      value = argv[++i];
    }
    if (options.has(name)) throw new UsageError(`--${name} given twice`);
    options.set(name, value);
  }
  return {
    options,
    help,
    allow(...names: string[]) {
      for (const k of options.keys()) if (!names.includes(k)) throw new UsageError(`unknown option --${k}`);
    },
  };
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
