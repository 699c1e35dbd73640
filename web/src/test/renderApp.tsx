import { act } from 'react';
import { checkFakeAnswer } from './fakeAnswerProblems';
import { createRoot, type Root } from 'react-dom/client';
import { AppRoot } from '../app/AppRoot';
import { createAppServices, type AppServices } from '../app/appServices';
import { readBootConfig } from '../config/bootConfig';
import { forgetRenderedApp, rememberRenderedApp } from './renderedApps';

/** A call the app made, as the fake server saw it. */
export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeServer {
  /**
   * Answers a call; `undefined` makes it a 404. `isMalformedOnPurpose` marks an answer the real server
   * never sends, given to show how the app copes with it: it is not checked against the documented schema.
   */
  handle(method: string, path: string, body: unknown, headers: Record<string, string>, query: URLSearchParams): { status: number; body: unknown; isMalformedOnPurpose?: boolean } | undefined;
  calls: RecordedCall[];
}

/** A fetch that answers from `handle`, recording every call. */
export function fakeFetch(server: FakeServer): typeof fetch {
  return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    server.calls.push({ method, path: url.pathname, headers, query: url.searchParams, body });
    const answer = server.handle(method, url.pathname, body, headers, url.searchParams) ?? { status: 404, body: { success: false, message: 'not found' } };
    // A successful answer of a documented route must look like the server's (schemas/src/api/routeResults.ts).
    if (answer.status < 300 && !answer.isMalformedOnPurpose) checkFakeAnswer(method, url.pathname, answer.body);
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

export const envelope = (result: unknown) => ({ success: true, message: '', code: 200, result, timestamp: 0 });

/** Renders the whole app at `path` in jsdom, with the API answered by `server`. */
export async function renderApp(path: string, server: FakeServer): Promise<{ services: AppServices; container: HTMLElement; unmount(): void }> {
  window.history.replaceState(null, '', path);
  const services = createAppServices({ bootConfig: readBootConfig({ apiBaseUrl: '/api' }), fetch: fakeFetch(server), reload: () => {} });
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(<AppRoot services={services} />);
  });
  const unmount = () => {
    if (!forgetRenderedApp(unmount)) return;
    try {
      act(() => root?.unmount());
    } catch (error) {
      // A test that already cleared document.body took the app's portals with it; React, unmounting, finds
      // them gone (act gathers those as an AggregateError). The tree is unmounted all the same.
      if (!isOnlyNodesAlreadyRemoved(error)) throw error;
    }
    container.remove();
  };
  rememberRenderedApp(unmount);
  return { services, container, unmount };
}

function isOnlyNodesAlreadyRemoved(error: unknown): boolean {
  const errors = error instanceof AggregateError ? error.errors : [error];
  return errors.every((each) => (each as { name?: unknown } | null)?.name === 'NotFoundError');
}
