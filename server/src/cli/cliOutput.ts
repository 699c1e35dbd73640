/** Where a command writes: results to stdout (a pipeline reads them), notes and refusals to stderr. */
export interface CliOutput {
  print(text: string): void;
  note(text: string): void;
}

/** The process's own streams. */
export const processOutput: CliOutput = {
  print: (text) => void process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  note: (text) => void process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
};
