// What a CLI command is: a name, a one-line summary, described options and a run function that
// returns the exit code. main.ts holds the registry.

export interface CommandOption {
  name: string;
  type: 'string' | 'boolean';
  description: string;
  short?: string;
}

export interface CommandIO {
  out: (line: string) => void;
  err: (line: string) => void;
  cwd: string;
}

export interface Command {
  name: string;
  usage: string;
  summary: string;
  options: CommandOption[];
  run(positionals: string[], options: Record<string, string | boolean | undefined>, io: CommandIO): Promise<number>;
}

export class UsageError extends Error {
  override name = 'UsageError';
}
