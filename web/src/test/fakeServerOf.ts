import { envelope, type FakeServer } from './renderApp';

/** A response sent as it is (a refusal, a bare body), where an answer is not a plain result. */
export class RawResponse {
  constructor(readonly status: number, readonly body: unknown) {}
}

/** What a fake answers a call with: a result (sent in the envelope with 200) or a `RawResponse`. */
export type FakeAnswer = (request: { body: unknown; query: URLSearchParams }) => unknown;

/** A fake server answering "METHOD /api/path" from `answers`, 404 for anything else; every call is recorded. */
export function fakeServerOf(answers: Record<string, FakeAnswer>): FakeServer {
  return {
    calls: [],
    handle(method, path, body, _headers, query) {
      const answer = answers[`${method} ${path}`];
      if (!answer) return undefined;
      const result = answer({ body, query });
      return result instanceof RawResponse ? { status: result.status, body: result.body } : { status: 200, body: envelope(result) };
    },
  };
}
