import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join } from 'node:path';
import type { ServerConfig } from '../../config';
import { AppError } from '../../http/errors';

// A legacy .xls (an OLE2 compound file) is read by converting it to .xlsx with LibreOffice, when the
// server has it: no npm reader of the format is safe on uploads (the `xlsx` package's releases carry
// unfixed prototype pollution). Without LibreOffice the user is asked to save the file as .xlsx or .csv.

/** The largest .xls converted: LibreOffice holds the whole workbook, and a sheet of 65,536 rows fits well below. */
export const maxXlsMegabytes = 20;
/** The largest .xlsx a conversion may produce (it is then unpacked under `checkedXlsx.ts`'s limits). */
const maxConvertedBytes = 64 * 1024 * 1024;
/** A conversion taking longer is stopped (a cold LibreOffice start on a loaded machine takes some seconds). */
export const conversionTimeoutMs = 90_000;

/** Whether the file at `path` is one this process may run. */
async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * LibreOffice's `soffice`: the configured path (`WHARF_SOFFICE_PATH`), else the first `soffice` on
 * PATH; undefined when there is none (or the configured one cannot be run). Looked up at each
 * conversion, so a LibreOffice installed while the server runs is used from then on.
 */
export async function findSoffice(config: Pick<ServerConfig, 'sofficePath'>, path = process.env.PATH ?? ''): Promise<string | undefined> {
  if (config.sofficePath) return (await isExecutable(config.sofficePath)) ? config.sofficePath : undefined;
  for (const folder of path.split(delimiter)) {
    if (!isAbsolute(folder)) continue; // A relative PATH entry would depend on the server's working folder.
    const candidate = join(folder, 'soffice');
    if (await isExecutable(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Runs soffice without a shell, in a process group of its own so a timeout stops LibreOffice's own
 * child processes too (the `soffice` launcher starts `soffice.bin`). Resolves with its exit code;
 * its environment is PATH and a HOME in the conversion's folder only.
 */
function runSoffice(soffice: string, folder: string, args: string[]): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(soffice, args, { detached: true, stdio: 'ignore', env: { PATH: process.env.PATH ?? '', HOME: folder } });
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, conversionTimeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** One conversion at a time: each LibreOffice takes a few hundred MB and a core while it runs. */
let conversions: Promise<unknown> = Promise.resolve();

/**
 * An uploaded .xls as .xlsx bytes, converted by LibreOffice in a temporary folder of its own (its own
 * profile too, so conversions never share or wait on one), with the server's own file names. No
 * LibreOffice: `import/xls-not-supported` (save as .xlsx or .csv). A file LibreOffice cannot read,
 * a conversion past `conversionTimeoutMs` or a result too large: `import/xls-unreadable`.
 */
export async function convertXlsToXlsx(config: Pick<ServerConfig, 'sofficePath'>, bytes: Buffer): Promise<Buffer> {
  if (bytes.length > maxXlsMegabytes * 1024 * 1024) throw new AppError(400, 'import/xls-too-large', [maxXlsMegabytes]);
  const soffice = await findSoffice(config);
  if (!soffice) throw new AppError(400, 'import/xls-not-supported');
  const converted = conversions.then(() => convertWith(soffice, bytes));
  conversions = converted.catch(() => undefined);
  return converted;
}

async function convertWith(soffice: string, bytes: Buffer): Promise<Buffer> {
  const folder = await mkdtemp(join(tmpdir(), 'wharf-xls-'));
  try {
    const input = join(folder, 'upload.xls');
    await writeFile(input, bytes);
    const code = await runSoffice(soffice, folder, [`-env:UserInstallation=file://${folder}`, '--headless', '--norestore', '--nolockcheck', '--convert-to', 'xlsx:Calc MS Excel 2007 XML', '--outdir', join(folder, 'out'), input]).catch(() => null);
    const output = join(folder, 'out', 'upload.xlsx');
    const size = code === 0 ? await stat(output).then((s) => s.size, () => -1) : -1;
    if (size <= 0 || size > maxConvertedBytes) throw new AppError(400, 'import/xls-unreadable');
    return await readFile(output);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
