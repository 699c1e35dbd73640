import type { CliOutput } from './cliOutput';
import { readPackage, readPackageFolder, writePackageFile, writePackageFolder } from './packageFiles';

/** `split FILE --dir FOLDER`: a package file as a folder with one file per entity. */
export async function splitCommand(file: string, folder: string, language: string, output: CliOutput): Promise<void> {
  const written = await writePackageFolder(folder, await readPackage(file, language), language);
  output.note(`Wrote ${written.length} files to ${folder}.`);
}

/** `pack FOLDER --out FILE`: a package folder back into one canonical file. */
export async function packCommand(folder: string, file: string, language: string, output: CliOutput): Promise<void> {
  await writePackageFile(file, await readPackageFolder(folder, language));
  output.note(`Wrote ${file}.`);
}
