/**
 * `wharf-app`: the command line for app packages (issue 19) — export an app, plan a package against a
 * tenant, apply it, list installed versions, roll back, and split/pack the folder layout — for CI
 * pipelines and environment promotion. It talks to a server's API with a session token, as any client.
 *
 *   npx tsx server/src/cli/wharfApp.ts <command> …   or   npm run app -w @wharf/server -- <command> …
 *
 * Exit codes: see `exitCodes.ts` (0 done, 2 not accepted, 3 refused, 1 anything else).
 */

import { pathToFileURL } from 'node:url';
import { Command, CommanderError } from 'commander';
import { processOutput, type CliOutput } from './cliOutput';
import { CliFailure, exitCodes, type ExitCode } from './exitCodes';
import { exportCommand } from './exportCommand';
import { packCommand, splitCommand } from './folderCommands';
import { installedCommand, rollbackCommand } from './installedCommands';
import { applyCommand, planCommand } from './planCommands';
import type { ServerAccess } from './serverClient';

interface GlobalOptions { server?: string; token?: string; lang?: string }

const languages = ['zh_CN', 'en_US', 'th_TH', 'zh_TW'];

/** The language asked for, else the environment's when it is one of the product's four, else English. */
function languageOf(options: GlobalOptions, env: NodeJS.ProcessEnv): string {
  const asked = options.lang ?? env.WHARF_LANG ?? env.LANG?.split('.')[0] ?? '';
  return languages.includes(asked) ? asked : 'en_US';
}

function accessOf(options: GlobalOptions, env: NodeJS.ProcessEnv): ServerAccess {
  const server = options.server ?? env.WHARF_SERVER;
  const token = options.token ?? env.WHARF_TOKEN;
  if (!server) throw new CliFailure('No server: pass --server URL or set WHARF_SERVER.', exitCodes.failed);
  if (!token) throw new CliFailure('No token: pass --token TOKEN or set WHARF_TOKEN (the X-Access-Token of a session).', exitCodes.failed);
  return { server, token, language: languageOf(options, env) };
}

const collect = (value: string, earlier: string[]): string[] => [...earlier, value];

/** The program; each action records its exit code in `exit.code`. */
function buildProgram(env: NodeJS.ProcessEnv, output: CliOutput, exit: { code: ExitCode }): Command {
  const program = new Command('wharf-app')
    .description('Export, plan and apply Wharf app packages against a server (issue 19).')
    .option('--server <url>', 'the server\'s base URL (or WHARF_SERVER)')
    .option('--token <token>', 'a session\'s X-Access-Token (or WHARF_TOKEN)')
    .option('--lang <language>', 'zh_CN, en_US, th_TH or zh_TW for the messages (or WHARF_LANG)')
    .exitOverride()
    .configureOutput({ writeOut: (text) => output.print(text), writeErr: (text) => output.note(text) });
  const globals = (command: Command) => command.optsWithGlobals<GlobalOptions>();

  program.command('export').description('write an app\'s package (an installed market app or an app group)')
    .requiredOption('--app <code>', 'the app code')
    .option('--out <file>', 'write the canonical package file')
    .option('--dir <folder>', 'write the folder layout (one file per entity)')
    .action(async (options: { app: string; out?: string; dir?: string }, command: Command) => {
      await exportCommand(accessOf(globals(command), env), options, output);
    });

  program.command('plan').description('show what applying a package would do; exit 2 when it has losses, conflicts or missing bindings')
    .requiredOption('--package <path>', 'a package file or folder')
    .option('--bindings <file>', 'a JSON object of binding names to values')
    .option('--json', 'print the plan as JSON')
    .action(async (options: { package: string; bindings?: string; json?: boolean }, command: Command) => {
      exit.code = await planCommand(accessOf(globals(command), env), options, output);
    });

  program.command('apply').description('plan a package and apply it when its losses are accepted and its conflicts resolved')
    .requiredOption('--package <path>', 'a package file or folder')
    .option('--bindings <file>', 'a JSON object of binding names to values')
    .option('--accept-losses', 'accept the data the plan loses')
    .option('--resolve <id=side>', 'resolve a conflict to tenant or package (repeatable)', collect, [])
    .option('--json', 'print the plan and the result as JSON')
    .action(async (options: { package: string; bindings?: string; acceptLosses?: boolean; resolve: string[]; json?: boolean }, command: Command) => {
      exit.code = await applyCommand(accessOf(globals(command), env), options, output);
    });

  program.command('installed').description('list the tenant\'s installed app packages and their history')
    .option('--json', 'print as JSON')
    .action(async (options: { json?: boolean }, command: Command) => {
      exit.code = await installedCommand(accessOf(globals(command), env), options, output);
    });

  program.command('rollback').description('apply the previous installed version of an app')
    .requiredOption('--app <code>', 'the app code')
    .option('--accept-losses', 'accept the data the rollback loses')
    .option('--json', 'print the result as JSON')
    .action(async (options: { app: string; acceptLosses?: boolean; json?: boolean }, command: Command) => {
      exit.code = await rollbackCommand(accessOf(globals(command), env), options, output);
    });

  program.command('split').description('write a package file as a folder (one file per entity)')
    .argument('<file>', 'the package file')
    .requiredOption('--dir <folder>', 'the folder to write')
    .action(async (file: string, options: { dir: string }, command: Command) => {
      await splitCommand(file, options.dir, languageOf(globals(command), env), output);
    });

  program.command('pack').description('write a package folder back as one canonical file')
    .argument('<folder>', 'the package folder')
    .requiredOption('--out <file>', 'the file to write')
    .action(async (folder: string, options: { out: string }, command: Command) => {
      await packCommand(folder, options.out, languageOf(globals(command), env), output);
    });

  return program;
}

/**
 * Runs one command line (the arguments after the script's name) and answers its exit code; problems
 * are written to `output.note`, never thrown.
 */
export async function runWharfApp(args: readonly string[], env: NodeJS.ProcessEnv = process.env, output: CliOutput = processOutput): Promise<ExitCode> {
  const exit: { code: ExitCode } = { code: exitCodes.done };
  try {
    await buildProgram(env, output, exit).parseAsync([...args], { from: 'user' });
    return exit.code;
  } catch (error) {
    // Help and version end through commander with code 0; its usage errors have been written already.
    if (error instanceof CommanderError) return error.exitCode === 0 ? exitCodes.done : exitCodes.failed;
    if (error instanceof CliFailure) {
      output.note(error.message);
      return error.exitCode;
    }
    output.note(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return exitCodes.failed;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runWharfApp(process.argv.slice(2));
}
