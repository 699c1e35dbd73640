import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

/** What one run of the command line gave. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

const serverFolder = resolve(import.meta.dirname, '..', '..');
const cliPath = resolve(serverFolder, 'src', 'cli', 'wharfApp.ts');

/**
 * Runs `wharf-app` as its own process (`node --import tsx server/src/cli/wharfApp.ts …`), as a pipeline
 * would, with `WHARF_SERVER`/`WHARF_TOKEN` from `env` when given. Never throws for a non-zero exit.
 */
export function runCli(args: readonly string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((done, fail) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', cliPath, ...args],
      { cwd: serverFolder, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', WHARF_LANG: 'en_US', ...env }, maxBuffer: 64 * 1024 * 1024, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') return fail(error);
        done({ code: child.exitCode ?? 1, stdout, stderr });
      },
    );
  });
}
