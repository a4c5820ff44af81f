// The accord CLI: a registry of commands, argument parsing, help, and exit codes (0 ok, 1 failure, 2 usage).
import { parseArgs } from 'node:util';
import type { Command, CommandIO } from './command.ts';
import { UsageError } from './command.ts';
import { FileError } from './files.ts';
import { draftCommand } from './commands/draft.ts';
import { renderCommand } from './commands/render.ts';
import { runCommand } from './commands/run.ts';
import { scenariosCommand } from './commands/scenarios.ts';
import { testCommand } from './commands/test.ts';
import { validateCommand } from './commands/validate.ts';

/** Every command; the PDF renderer registers `render` here. */
export const COMMANDS: Command[] = [validateCommand, runCommand, testCommand, scenariosCommand, renderCommand, draftCommand];

function help(io: CommandIO, command?: Command): void {
  if (command) {
    io.out(`Usage: ${command.usage}\n\n${command.summary}`);
    if (command.options.length) {
      io.out('\nOptions:');
      for (const o of command.options)
        io.out(
          `  --${o.name}${o.type === 'string' ? ' <value>' : ''}${o.short ? `, -${o.short}` : ''}  ${o.description}`,
        );
    }
    io.out('  --help  Show this help.');
    return;
  }
  io.out('Usage: accord <command> [options]\n\nCommands:');
  for (const c of COMMANDS) io.out(`  ${c.name.padEnd(10)} ${c.summary}`);
  io.out('\nRun "accord <command> --help" for the options of a command.');
}

export async function main(
  argv: string[],
  io: CommandIO = { out: (l) => console.log(l), err: (l) => console.error(l), cwd: process.cwd() },
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    help(io);
    return name ? 0 : 2;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`Unknown command "${name}". Commands: ${COMMANDS.map((c) => c.name).join(', ')}.`);
    return 2;
  }
  try {
    const parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: 'boolean' },
        ...Object.fromEntries(
          command.options.map((o) => [o.name, o.short ? { type: o.type, short: o.short } : { type: o.type }]),
        ),
      },
    });
    if (parsed.values.help) {
      help(io, command);
      return 0;
    }
    return await command.run(parsed.positionals, parsed.values as Record<string, string | boolean | undefined>, io);
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      io.err(`${error.message}\nUsage: ${command.usage}`);
      return 2;
    }
    if (error instanceof FileError) {
      io.err(error.message);
      return 1;
    }
    io.err(`accord ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}
