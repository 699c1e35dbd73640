/**
 * The exit codes of `wharf-app`, the contract a pipeline acts on (issue 19):
 * 0 done, or a plan with nothing to accept; 2 a plan with losses, conflicts or bindings not accepted,
 * resolved or bound (an apply refused for that); 3 a bad package or a refusal by the server (400/409);
 * 1 anything else (the server unreachable, a wrong token, a usage mistake).
 */
export const exitCodes = { done: 0, failed: 1, notAccepted: 2, refused: 3 } as const;

export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes];

/** A failure the command line reports in one message and ends with its exit code. */
export class CliFailure extends Error {
  constructor(message: string, readonly exitCode: ExitCode) {
    super(message);
    this.name = 'CliFailure';
  }
}
