import { canonicalJson } from '@wharf/engine';
import type { CliOutput } from './cliOutput';
import { CliFailure, exitCodes } from './exitCodes';
import { writePackageFile, writePackageFolder } from './packageFiles';
import { callApi, type ServerAccess } from './serverClient';

export interface ExportOptions { app: string; out?: string; dir?: string }

/**
 * `export --app CODE [--out FILE | --dir FOLDER]`: the app's package from the server, written as its
 * canonical text (to stdout without a target) or as a folder in the layout.
 */
export async function exportCommand(access: ServerAccess, options: ExportOptions, output: CliOutput): Promise<void> {
  if (options.out !== undefined && options.dir !== undefined) throw new CliFailure('Give either --out FILE or --dir FOLDER, not both.', exitCodes.failed);
  const pkg = await callApi<unknown>(access, 'GET', `/api/eform/apps/${encodeURIComponent(options.app)}/export`);
  if (options.dir !== undefined) {
    const written = await writePackageFolder(options.dir, pkg, access.language);
    output.note(`Exported ${options.app}: ${written.length} files in ${options.dir}.`);
  } else if (options.out !== undefined) {
    await writePackageFile(options.out, pkg);
    output.note(`Exported ${options.app} to ${options.out}.`);
  } else {
    output.print(canonicalJson(pkg));
  }
}
