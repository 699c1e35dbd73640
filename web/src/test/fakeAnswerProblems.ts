import { answerProblems } from '@wharf/schemas/api/answerCheck';

/** Where fake answers differ from the documented response schemas; `setup.ts` fails the test that made any. */
export const fakeAnswerProblems: string[] = [];

/**
 * Records why a fake's successful answer to `method path` differs from the server's documented answer
 * (every documented operation is checked; shared builders of answers the server always sends are in `fakeSession.ts`).
 */
export function checkFakeAnswer(method: string, path: string, body: unknown): void {
  fakeAnswerProblems.push(...answerProblems(method, path, body));
}
